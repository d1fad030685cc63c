#pragma once

#include "cliutil.h"
#include "storage/annotatorexclusions.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonArray>
#include <QVector>

#include <optional>

namespace editlens::cli {

/// --exclude-annotators and --exclude-failed-checks, which `align` and `report` share: who is left out of the human
/// side besides the annotators the study itself excludes.
struct ExclusionArgs
{
    ExclusionArgs();
    QCommandLineOption annotators;   ///< --exclude-annotators A,B,…: these annotators' ratings left out
    QCommandLineOption failedChecks; ///< --exclude-failed-checks N: annotators who failed at least N attention checks
};

/// What ExclusionArgs ask for, checked: the names given and the failed-check threshold. nullopt after printing a
/// usage error (a threshold that is not a whole number of at least 1).
struct ExclusionChoices
{
    QStringList named;
    std::optional<int> minFailedChecks;
};
std::optional<ExclusionChoices> exclusionChoicesFromOptions(const QCommandLineParser &p, const ExclusionArgs &args);

/// Names in `named` that neither rated nor preferred anything in `study` (a typo would exclude no one); after
/// printing a usage error for each.
bool checkNamedAnnotators(const QStringList &named, const core::StudyData &study);

/// "excluded from alignment: a (reason); b (reason)", or an empty text when no one is.
QString exclusionsLine(const QVector<core::AnnotatorExclusion> &excluded);
/// The exclusions as JSON: [{"annotator": …, "reason": …}, …] (README: Alignment JSON).
QJsonArray exclusionsJson(const QVector<core::AnnotatorExclusion> &excluded);

} // namespace editlens::cli
