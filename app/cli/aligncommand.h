#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli align STUDY [--protocol P] [--pairwise-rule R] [--json] …`: how well every metric agrees with the
/// human ratings and votes (README "Alignment").
int cmdAlign(const QStringList &args, const Context &context);

} // namespace editlens::cli
