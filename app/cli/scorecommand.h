#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// `editlens-cli score STUDY [--metrics …] [--models DIR] [--jobs N] [--force]`
int cmdScore(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
