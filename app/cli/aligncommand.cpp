#include "aligncommand.h"
#include "cliutil.h"

#include "alignment/alignmentengine.h"
#include "alignment/alphasweep.h"
#include "alignment/groundtruthtest.h"
#include "scoring/metricregistry.h"
#include "stats/differenceevaluation.h"
#include "storage/studystore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::cli {

using namespace editlens::core;

namespace {

/// The text form of BPM's ground-truth test and α sweep (README: Alignment).
void printBpmEvaluations(const QMap<QString, alignment::GroundTruthCell> &groundTruth,
                         const std::optional<alignment::AlphaSweep> &sweep)
{
    if (!groundTruth.isEmpty()) {
        out(QCoreApplication::translate("editlens-cli", "ground-truth test (share of items each candidate wins):"));
        out(QStringLiteral("  %1 %2 %3 %4 %5 %6")
                .arg(QCoreApplication::translate("editlens-cli", "metric").leftJustified(20),
                     QCoreApplication::translate("editlens-cli", "ground truth").rightJustified(12),
                     QCoreApplication::translate("editlens-cli", "preserved").rightJustified(10),
                     QCoreApplication::translate("editlens-cli", "modified").rightJustified(10),
                     QCoreApplication::translate("editlens-cli", "n").rightJustified(5),
                     QCoreApplication::translate("editlens-cli", "ties").rightJustified(5)));
        for (auto it = groundTruth.cbegin(); it != groundTruth.cend(); ++it)
            out(QStringLiteral("  %1 %2 %3 %4 %5 %6")
                    .arg(it.key().leftJustified(20), QString::number(it->groundTruth, 'f', 3).rightJustified(12),
                         QString::number(it->excessivelyPreserved, 'f', 3).rightJustified(10),
                         QString::number(it->excessivelyModified, 'f', 3).rightJustified(10),
                         QString::number(it->n).rightJustified(5), QString::number(it->ties).rightJustified(5)));
    }
    if (!sweep)
        return;
    if (!sweep->unavailable.isEmpty()) {
        out(QCoreApplication::translate("editlens-cli", "alpha sweep: %1").arg(sweep->unavailable));
        return;
    }
    for (auto it = sweep->dimensions.cbegin(); it != sweep->dimensions.cend(); ++it) {
        QStringList points;
        for (const alignment::AlphaSweepPoint &pt : *it)
            points << QStringLiteral("%1: %2")
                          .arg(pt.alpha, 0, 'f', 1)
                          .arg(pt.pairwiseAlignment ? QString::number(*pt.pairwiseAlignment, 'f', 3)
                                                    : QStringLiteral("n/a"));
        out(QCoreApplication::translate("editlens-cli", "alpha sweep %1 (pairwise alignment): %2")
                .arg(it.key(), points.join(QStringLiteral(", "))));
    }
}

} // namespace

int cmdAlign(const QStringList &args, const FormatRegistry &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "Study file (.editlens)."));
    const QCommandLineOption dimension = dimensionOption();
    const QCommandLineOption metric(QStringLiteral("metric"),
                                    QCoreApplication::translate("editlens-cli", "Only this metric (repeatable)."),
                                    QStringLiteral("M"));
    const QCommandLineOption protocol = protocolOption();
    const QCommandLineOption annotator(
        QStringLiteral("annotator"),
        QCoreApplication::translate("editlens-cli", "Use this annotator's ratings instead of the mean of all."),
        QStringLiteral("NAME"));
    const QCommandLineOption bootstrap = bootstrapOption(QStringLiteral("0"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Print one JSON object (README: Alignment JSON)."));
    const QCommandLineOption metricVersion(
        QStringLiteral("metric-version"),
        QCoreApplication::translate("editlens-cli",
                                    "Use version V of metric M (repeatable). Default: the version scored on the most "
                                    "outputs, ties to the one that sorts last."),
        QStringLiteral("M=V"));
    p.addOptions({dimension, metric, protocol, annotator, bootstrap, json, metricVersion});
    const QCommandLineOption alphaSweep(
        QStringLiteral("alpha-sweep"),
        QCoreApplication::translate("editlens-cli", "Also recompute BPM for alpha = 0, 0.1, ..., 1 from its stored "
                                                    "components and give each alpha's pairwise alignment."));
    p.addOption(alphaSweep);
    const QCommandLineOption subset = subsetOption();
    const QCommandLineOption extremes = extremesOption();
    const QCommandLineOption pairwiseRule = pairwiseRuleOption();
    p.addOptions({subset, extremes, pairwiseRule});
    if (int r = parse(p, args,
                      QCoreApplication::translate("editlens-cli",
                                                  "Measures how well every metric agrees with the human ratings."),
                      1, 1);
        r >= 0)
        return r;
    const auto proto = alignment::protocolFromName(p.value(protocol));
    bool numberOk = false;
    const int resamples = p.value(bootstrap).toInt(&numberOk);
    if (!proto || !numberOk || resamples < 0) {
        err(QCoreApplication::translate("editlens-cli", "--protocol must be viescore, fisher, mean or pooled and "
                                                        "--bootstrap a count"));
        return Usage;
    }
    const std::optional<alignment::Subset> chosenSubset = subsetFromOptions(p, subset, extremes);
    if (!chosenSubset)
        return Usage;
    const std::optional<stats::ScoreJudgeRule> rule = pairwiseRuleFromOption(p, pairwiseRule);
    if (!rule)
        return Usage;
    QMap<QString, QString> versions;
    for (const QString &spec : p.values(metricVersion)) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == spec.size() - 1) {
            err(QCoreApplication::translate("editlens-cli", "--metric-version must be METRIC=VERSION, not '%1'")
                    .arg(spec));
            return Usage;
        }
        versions.insert(spec.left(eq), spec.mid(eq + 1));
    }
    auto store = StudyStore::open(p.positionalArguments().at(0));
    if (!store)
        return fail(store.error());
    Result<StudyData> data =
        store.value()->load(terminalProgress(QCoreApplication::translate("editlens-cli", "loading")));
    if (!data)
        return fail(data.error());
    Result<alignment::RatingTable> chosen = alignment::RatingTable::fromStudy(data.value(), versions);
    if (!chosen) {
        err(QStringLiteral("--metric-version: ") + chosen.error().message);
        return Usage;
    }
    const alignment::RatingTable &table = chosen.value();
    alignment::AlignmentOptions options;
    options.protocol = *proto;
    options.annotator = p.value(annotator);
    options.dimensions = p.values(dimension);
    options.metrics = p.values(metric);
    options.bootstrap = resamples;
    options.pairwiseRule = *rule;
    MetricRegistry metricRegistry;
    metricRegistry.registerBuiltins();
    options.lowerIsBetter << metricRegistry.lowerIsBetterIds();
    for (const QString &d : std::as_const(options.dimensions))
        if (!table.dimensions().contains(d))
            return fail(
                Error{QCoreApplication::translate("editlens-cli", "the study has no ratings for dimension '%1'").arg(d),
                      store.value()->filePath()});
    for (const QString &m : std::as_const(options.metrics))
        if (!table.metrics().contains(m))
            return fail(
                Error{QCoreApplication::translate("editlens-cli", "the study has no scores for metric '%1'").arg(m),
                      store.value()->filePath()});
    if (Status known = chosenSubset->checkAgainst(table); !known)
        return fail(Error{QStringLiteral("--subset: ") + known.error().message, store.value()->filePath()});
    options.subset = *chosenSubset;
    // The subset applies to the alignment tables; the ground-truth test and the alpha sweep below use every output.
    const alignment::AlignmentReport report = alignment::computeAlignment(table, options);
    const auto groundTruth = alignment::groundTruthTest(data.value(), table, {options.metrics, options.lowerIsBetter});
    const std::optional<alignment::AlphaSweep> sweep =
        p.isSet(alphaSweep) ? std::optional(alignment::alphaSweep(data.value(), table, options)) : std::nullopt;
    // Difference detectors (the built-in one, imported DICE outputs) against the ground-truth boxes, DICE-D style.
    const QVector<DetectorScore> detectors = evaluateDetectors(data.value());
    if (p.isSet(json)) {
        QJsonObject o = report.toJson();
        QJsonObject detection;
        const auto summary = [](const stats::CocoSummary &c) {
            return QJsonObject{{QStringLiteral("ap"), c.ap},
                               {QStringLiteral("ap50"), c.ap50},
                               {QStringLiteral("ap75"), c.ap75},
                               {QStringLiteral("ap_small"), c.apSmall},
                               {QStringLiteral("ap_medium"), c.apMedium},
                               {QStringLiteral("ap_large"), c.apLarge},
                               {QStringLiteral("ar100"), c.ar}};
        };
        for (const DetectorScore &d : detectors) {
            QJsonObject cell = summary(d.agnostic.summary);
            cell.insert(QStringLiteral("class_aware"), summary(d.classAware.summary));
            cell.insert(QStringLiteral("ap_add"), d.apOf(EditOp::Add));
            cell.insert(QStringLiteral("ap_remove"), d.apOf(EditOp::Remove));
            cell.insert(QStringLiteral("ap_edit"), d.apOf(EditOp::Edit));
            cell.insert(QStringLiteral("images"), d.images);
            const auto optional = [](const std::optional<double> &v) {
                return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
            };
            cell.insert(QStringLiteral("coherence"),
                        QJsonObject{{QStringLiteral("pairs"), d.coherencePairs},
                                    {QStringLiteral("accuracy"), optional(d.coherenceAccuracy)},
                                    {QStringLiteral("cohen_kappa"), optional(d.coherenceKappa)}});
            detection.insert(d.origin, cell);
        }
        o.insert(QStringLiteral("difference_detection"), detection);
        o.insert(QStringLiteral("ground_truth_test"), alignment::groundTruthTestJson(groundTruth));
        if (sweep) {
            o.insert(QStringLiteral("alpha_sweep"), sweep->toJson());
            if (!sweep->unavailable.isEmpty())
                o.insert(QStringLiteral("alpha_sweep_unavailable"), sweep->unavailable);
        }
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
        return Ok;
    }
    for (const DetectorScore &d : detectors)
        out(QCoreApplication::translate("editlens-cli",
                                        "detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; "
                                        "%6 images")
                .arg(d.origin, QString::number(d.agnostic.summary.ap, 'f', 4),
                     QString::number(d.agnostic.summary.ap50, 'f', 4), QString::number(d.agnostic.summary.ap75, 'f', 4),
                     QString::number(d.classAware.summary.ap, 'f', 4), QString::number(d.images)));
    auto num = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'f', 4) : QStringLiteral("undefined");
    };
    out(QCoreApplication::translate("editlens-cli", "protocol: %1").arg(alignment::protocolName(report.protocol)));
    {
        QStringList sizes;
        for (auto it = report.subset.nByDimension.cbegin(); it != report.subset.nByDimension.cend(); ++it)
            sizes << QStringLiteral("%1 n=%2").arg(it.key()).arg(*it);
        out(QCoreApplication::translate("editlens-cli", "subset: %1 (%2 outputs; %3)")
                .arg(report.subset.name)
                .arg(report.subset.nOutputs)
                .arg(sizes.join(QStringLiteral(", "))));
    }
    auto withP = [&num](const std::optional<double> &v, const std::optional<double> &pValue) {
        return v ? QStringLiteral("%1 (p %2)").arg(num(v), alignment::formatPValue(pValue)) : num(v);
    };
    for (auto it = report.ceiling.cbegin(); it != report.ceiling.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6")
                .arg(it.key(), num(it->h2h), num(it->icc21), num(it->alphaInterval), QString::number(it->nItems),
                     it->excludedGroups.isEmpty()
                         ? QString()
                         : QStringLiteral("; excluded: ") + it->excludedGroups.join(QStringLiteral(", "))));
    for (auto v = report.metricVersions.cbegin(); v != report.metricVersions.cend(); ++v)
        out(QCoreApplication::translate("editlens-cli", "%1: version %2").arg(v.key(), *v));
    for (auto m = report.metrics.cbegin(); m != report.metrics.cend(); ++m)
        for (auto d = m->cbegin(); d != m->cend(); ++d)
            out(QCoreApplication::translate("editlens-cli", "%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7%8%9")
                    .arg(m.key(), d.key(), withP(d->spearman, d->spearmanP), withP(d->pearson, d->pearsonP),
                         withP(d->kendall, d->kendallP), QString::number(d->n),
                         d->excludedGroups.isEmpty()
                             ? QString()
                             : QStringLiteral("; excluded: ") + d->excludedGroups.join(QStringLiteral(", ")),
                         d->pearsonInfiniteLeftOut == 0
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli",
                                                                 "%n infinite value(s) left out of Pearson", nullptr,
                                                                 d->pearsonInfiniteLeftOut),
                         d->pValueUnavailable.isEmpty()
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli", "no p-value: %1")
                                         .arg(d->pValueUnavailable)));
    for (auto j = report.pairwiseAccuracy.cbegin(); j != report.pairwiseAccuracy.cend(); ++j) {
        if (j->metric.isEmpty()) {
            out(QCoreApplication::translate("editlens-cli",
                                            "judge %1: four-way accuracy %2 (%3 of %4 votes; %5 unparseable, %6 "
                                            "without a human vote)")
                    .arg(j.key(), num(j->accuracy), QString::number(j->correct), QString::number(j->n),
                         QString::number(j->unparseable), QString::number(j->unmatched)));
            continue;
        }
        if (!j->unavailable.isEmpty()) {
            out(QCoreApplication::translate("editlens-cli", "score judge %1: unavailable, because %2")
                    .arg(j.key(), j->unavailable));
            continue;
        }
        const QString predicted =
            QCoreApplication::translate("editlens-cli", "predicted left %1, right %2, tie %3, both bad %4")
                .arg(QString::number(j->predicted[0]), QString::number(j->predicted[1]),
                     QString::number(j->predicted[2]), QString::number(j->predicted[3]));
        out(QCoreApplication::translate("editlens-cli",
                                        "score judge %1 (%2 rule): four-way accuracy %3 (%4 of %5 votes; %6; %7 "
                                        "votes on unscored outputs)")
                .arg(j.key(), j->rule, num(j->accuracy), QString::number(j->correct), QString::number(j->n), predicted,
                     QString::number(j->missing)));
    }
    printBpmEvaluations(groundTruth, sweep);
    return Ok;
}

} // namespace editlens::cli
