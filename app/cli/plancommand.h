#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// `editlens-cli plan STUDY --annotators A,B [--task ratings|preferences|mixed] [...]`: sets the study's user-study
/// plan (what the Study Plan dialog sets), or prints it with `--show`. A plan protected by a passphrase changes only
/// with it (EDITLENS_PLAN_PASSPHRASE or --passphrase-file).
int cmdPlan(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
