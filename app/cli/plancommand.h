#pragma once

#include "storage/planstore.h"
#include "util/error.h"

#include <QCommandLineOption>
#include <QStringList>

class QCommandLineParser;

namespace editlens::core {
class StudyStore;
} // namespace editlens::core

namespace editlens::cli {

struct Context;

/// `editlens-cli plan STUDY --annotators A,B [--task ratings|preferences|mixed] [...]`: sets the study's user-study
/// plan (what the Study Plan dialog sets), or prints it with `--show`. A plan protected by a passphrase changes only
/// with it (EDITLENS_PLAN_PASSPHRASE or --passphrase-file).
int cmdPlan(const QStringList &args, const Context &context);
/// `plan --show`: prints the plan's settings, the crowd enrolment and each annotator's items planned and submitted;
/// the exit status.
int printPlan(core::StudyStore &store);

/// --passphrase-file FILE: the plan's current passphrase, for the commands that change a protected plan.
QCommandLineOption planPassphraseOption();
/// Whether the plan (`current`, read from `store`) may change: it has no passphrase, or the one given (the first line
/// of `option`'s file, else EDITLENS_PLAN_PASSPHRASE) is its passphrase. The error says which was missing or wrong.
core::Status checkPlanPassphrase(const core::StudyStore &store, const core::PlanSettings &current,
                                 const QCommandLineParser &parser, const QCommandLineOption &option);

} // namespace editlens::cli
