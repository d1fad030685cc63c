#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// `editlens-cli align STUDY [--protocol P] [--pairwise-rule R] [--json] …`: how well every metric agrees with the
/// human ratings and votes (README "Alignment").
int cmdAlign(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
