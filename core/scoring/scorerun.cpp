#include "scoring/scorerun.h"

#include "scoring/scoringchain.h"

#include <QCoreApplication>

namespace editlens::core {

Result<ScoreOptions> validateScoreOptions(const MetricRegistry &registry, ScoreOptions options)
{
    if (options.metrics.isEmpty())
        return Error{QCoreApplication::translate("ScoreRun", "no metric chosen")};
    const Result<QStringList> metrics = registry.selectIds(options.metrics);
    if (!metrics)
        return metrics.error();
    options.metrics = metrics.value();
    if (options.jobs < 0)
        return Error{QCoreApplication::translate("ScoreRun", "the number of worker threads must not be negative")};
    // Written so that NaN fails too.
    if (!(options.alpha >= 0.0 && options.alpha <= 1.0))
        return Error{QCoreApplication::translate("ScoreRun", "BPM's alpha must be a number from 0 to 1")};
    options.diceOrigin = options.diceOrigin.trimmed();
    if (options.diceOrigin.isEmpty())
        return Error{QCoreApplication::translate("ScoreRun", "the DICE + CLIP origin must name an origin")};
    return options;
}

ScoreReportText describeScoreReport(const MetricRegistry &registry, const ScoreOptions &options,
                                    const ScoreReport &report)
{
    ScoreReportText text;
    for (const Error &e : report.errors)
        text.problems << QCoreApplication::translate("ScoreRun", "skipped: %1").arg(e.toString());
    for (auto it = report.valuesPerMetric.cbegin(); it != report.valuesPerMetric.cend(); ++it)
        text.perMetric << QCoreApplication::translate("ScoreRun", "%1 (%2): %n output(s) scored", nullptr,
                                                      int(it.value()))
                              .arg(registry.displayName(it.key()), it.key());
    for (auto it = report.unavailable.cbegin(); it != report.unavailable.cend(); ++it)
        text.unavailable << QCoreApplication::translate("ScoreRun", "%1: %2").arg(it.key(), it.value());
    for (auto it = report.versions.cbegin(); it != report.versions.cend(); ++it)
        text.versions << QCoreApplication::translate("ScoreRun", "%1 version: %2").arg(it.key(), it.value());
    for (const QString &id : options.metrics) {
        const QString stored = options.chain == ChainMode::Final ? chainFinalMetricId(id) : id;
        if (report.versions.contains(stored))
            text.references << QCoreApplication::translate("ScoreRun", "%1 reference: %2")
                                   .arg(stored, registry.referenceText(stored));
    }
    text.totals =
        QCoreApplication::translate("ScoreRun",
                                    "outputs %1, computed %2, already stored %3, values written %4, differences %5%6")
            .arg(report.outputs)
            .arg(report.computed)
            .arg(report.skipped)
            .arg(report.valuesStored)
            .arg(report.differencesStored)
            .arg(report.cancelled ? QCoreApplication::translate("ScoreRun", " (interrupted: run again to resume)")
                                  : QString());
    return text;
}

} // namespace editlens::core
