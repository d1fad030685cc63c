#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// Exit codes of editlens-cli.
enum ExitCode { Ok = 0, Failure = 1, Usage = 2 };

/// Runs `editlens-cli ARGS` (args[0] is the program). Machine-readable output goes to stdout,
/// progress and errors to stderr.
int run(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
