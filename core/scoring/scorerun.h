#pragma once

#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

namespace editlens::core {

/// What every caller of scoreStudy() checks before a run (`editlens-cli score` and the window's Study → Score…
/// dialog): the metric ids are known (at least one; put in registry order, duplicates dropped),
/// `jobs` is not negative, `alpha` lies in [0, 1], `diceOrigin` names an origin (trimmed). Returns the options as
/// scoreStudy() gets them, or the first problem as a translated error. Pure; any thread.
Result<ScoreOptions> validateScoreOptions(const MetricRegistry &registry, ScoreOptions options);

/// A ScoreReport as text, in parts, so that the CLI can send problems to stderr and the window can leave the
/// versions out. Every line is translated; none ends with a newline.
struct ScoreReportText
{
    QStringList problems;    ///< "skipped: <error>" per output that could not be scored
    QStringList perMetric;   ///< "<name> (<id>): <n> output(s) scored" per stored id this run wrote values of
    QStringList unavailable; ///< "<id>: <why>" per metric (or "<id> (some outputs)") without a value
    QStringList versions;    ///< "<id> version: <version>"
    QStringList references;  ///< "<id> reference: <what it is compared with>" per requested metric with a version
    QString totals; ///< "outputs N, computed N, already stored N, values written N, differences N[ (interrupted…)]"
};

/// The one wording of a scoring run's outcome (`options` as validated and passed to scoreStudy(), `report` its
/// result). Pure; any thread.
ScoreReportText describeScoreReport(const MetricRegistry &registry, const ScoreOptions &options,
                                    const ScoreReport &report);

} // namespace editlens::core
