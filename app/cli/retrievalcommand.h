#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// `editlens-cli retrieval STUDY --metric M [--models DIR] [--json]`: edit-text retrieval (R@k, mean and median rank)
/// per system and overall.
int cmdRetrieval(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
