#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
class MetricRegistry;
class ModelRegistry;
} // namespace editlens::core

namespace editlens::cli {

/// Exit codes of editlens-cli.
enum ExitCode { Ok = 0, Failure = 1, Usage = 2 };

/// The registries every command reads, built once by main() and handed to each command: no command fills one of its
/// own, so a format, metric or model added there is seen by all of them (import and export, score, align, report,
/// info, ...). Read-only; the registries outlive the command.
struct Context
{
    const core::FormatRegistry &formats; ///< import and export formats
    const core::MetricRegistry &metrics; ///< the metrics `score` computes and `align`, `report`, `info` name and orient
    const core::ModelRegistry &models;   ///< the model manifest the learned metrics, retrieval and autolabel use
};

/// Runs `editlens-cli ARGS` (args[0] is the program) with `context`'s registries. Machine-readable output goes to
/// stdout, progress and errors to stderr.
int run(const QStringList &args, const Context &context);

} // namespace editlens::cli
