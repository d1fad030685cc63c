#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli model-stages STUDY --stages parse,dice,judge --endpoint NAME=URL --model M [--key-env VAR |
/// --key-file F] [--prompts DIR] [--box-convention pixels|0-1000|0-1] [--max-requests N] [--max-in-flight N]
/// [--timeout S] [--systems A,B] [--items K,L] [--dry-run]`: asks a model the perception stages of BPM, DICE and the
/// VLM judges, printing the plan first and the summary last; `--check-endpoint` lists the endpoint's models instead
/// (STUDY not needed).
int cmdModelStages(const QStringList &args, const Context &context);

/// `editlens-cli model-calls STUDY [--stage S] [--item K] [--json]`: the audit of the model stages, every request's
/// status and raw answer.
int cmdModelCalls(const QStringList &args, const Context &context);

} // namespace editlens::cli
