// The output of `editlens-cli align`: its JSON object and its text lines (README: Alignment).
#include "aligncommand_print.h"
#include "cliutil.h"
#include "exclusionargs.h"

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

/// The text form of inter-annotator agreement on differences and of DICE's per-system summary.
void printDifferenceEvaluations(const DifferenceAgreement &agreement, const alignment::DifferenceSummary &summary)
{
    const auto num = [](const std::optional<double> &v, int digits = 3) {
        return v ? QString::number(*v, 'f', digits) : QStringLiteral("n/a");
    };
    for (const AnnotatorBoxAgreement &a : agreement.pairs)
        out(QCoreApplication::translate("editlens-cli",
                                        "boxes %1 vs %2: F1 %3 (%4 matched of %5 + %6 on %7 outputs); coherence "
                                        "agreement %8, Cohen kappa %9 (%10 pairs)")
                .arg(a.first, a.second, num(a.f1), QString::number(a.matched), QString::number(a.firstBoxes),
                     QString::number(a.secondBoxes), QString::number(a.outputs), num(a.coherenceAgreement),
                     num(a.coherenceKappa))
                .arg(a.coherencePairs));
    if (agreement.alphaUnits > 0)
        out(QCoreApplication::translate("editlens-cli",
                                        "coherence labels: Fleiss kappa %1 (%2 raters, %3 differences), "
                                        "Krippendorff alpha %4 (%5 differences)")
                .arg(num(agreement.fleissKappa), QString::number(agreement.fleissRaters),
                     QString::number(agreement.fleissSubjects), num(agreement.krippendorffAlpha),
                     QString::number(agreement.alphaUnits)));
    const auto percent = [](const std::optional<double> &v) {
        return v ? QString::number(100.0 * *v, 'f', 1) + QLatin1Char('%') : QStringLiteral("n/a");
    };
    for (const alignment::DifferenceSummaryOrigin &o : summary.origins)
        for (const alignment::SystemDifferenceSummary &r : o.systems)
            out(QCoreApplication::translate("editlens-cli",
                                            "summary %1, %2: correct edits %3, unwanted edits %4, no visual change "
                                            "%5 (%6 outputs, %7 differences)")
                    .arg(o.origin, r.system, percent(r.share[0]), percent(r.share[1]), percent(r.share[2]),
                         QString::number(r.outputs), QString::number(r.differences)));
}

QString alignNumber(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 4) : QStringLiteral("undefined");
}

/// The text lines before the correlations: detectors, difference evaluations, protocol, exclusions, rounding, subset.
void printAlignHeader(const AlignResults &r)
{
    for (const DetectorScore &d : r.detectors)
        out(QCoreApplication::translate("editlens-cli",
                                        "detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; "
                                        "%6 images")
                .arg(d.origin, QString::number(d.agnostic.summary.ap, 'f', 4),
                     QString::number(d.agnostic.summary.ap50, 'f', 4), QString::number(d.agnostic.summary.ap75, 'f', 4),
                     QString::number(d.classAware.summary.ap, 'f', 4), QString::number(d.images)));
    printDifferenceEvaluations(r.agreement, r.summary);
    const alignment::AlignmentReport &report = r.report;
    out(QCoreApplication::translate("editlens-cli", "protocol: %1").arg(alignment::protocolName(report.protocol)));
    if (const QString line = exclusionsLine(r.excluded); !line.isEmpty())
        out(line);
    if (report.perSystemDecimals)
        out(QCoreApplication::translate("editlens-cli", "each system's value rounded to %1 decimals before the average")
                .arg(*report.perSystemDecimals));
    QStringList sizes;
    for (auto it = report.subset.nByDimension.cbegin(); it != report.subset.nByDimension.cend(); ++it)
        sizes << QStringLiteral("%1 n=%2").arg(it.key()).arg(*it);
    out(QCoreApplication::translate("editlens-cli", "subset: %1 (%2 outputs; %3)")
            .arg(report.subset.name)
            .arg(report.subset.nOutputs)
            .arg(sizes.join(QStringLiteral(", "))));
}

/// The human ceiling, the metric versions and each metric's correlations with the humans.
void printAlignCorrelations(const alignment::AlignmentReport &report)
{
    auto withP = [](const std::optional<double> &v, const std::optional<double> &pValue) {
        return v ? QStringLiteral("%1 (p %2)").arg(alignNumber(v), alignment::formatPValue(pValue)) : alignNumber(v);
    };
    for (auto it = report.ceiling.cbegin(); it != report.ceiling.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6%7")
                .arg(it.key(), alignNumber(it->h2h), alignNumber(it->icc21), alignNumber(it->alphaInterval),
                     QString::number(it->nItems),
                     it->excludedGroups.isEmpty()
                         ? QString()
                         : QStringLiteral("; excluded: ") + it->excludedGroups.join(QStringLiteral(", ")),
                     it->excludedRaters.isEmpty()
                         ? QString()
                         : QStringLiteral("; annotators left out: ") + it->excludedRaters.join(QStringLiteral(", "))));
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
                         d->infiniteLeftOut == 0
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli",
                                                                 "%n infinite value(s) left out of Pearson", nullptr,
                                                                 d->infiniteLeftOut),
                         d->pValueUnavailable.isEmpty()
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli", "no p-value: %1")
                                         .arg(d->pValueUnavailable)));
}

/// The four-way accuracy of every judge of the human pairwise votes (verdict judges and score metrics).
void printAlignJudges(const alignment::AlignmentReport &report)
{
    for (auto j = report.pairwiseAccuracy.cbegin(); j != report.pairwiseAccuracy.cend(); ++j) {
        if (j->metric.isEmpty()) {
            out(QCoreApplication::translate("editlens-cli",
                                            "judge %1: four-way accuracy %2 (%3 of %4 votes; %5 unparseable, %6 "
                                            "without a human vote)")
                    .arg(j.key(), alignNumber(j->accuracy), QString::number(j->correct), QString::number(j->n),
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
                .arg(j.key(), j->rule, alignNumber(j->accuracy), QString::number(j->correct), QString::number(j->n),
                     predicted, QString::number(j->missing)));
    }
}

} // namespace

/// The text form of the parse comparison: one row per field, then the items where the parses disagree.
void printParseComparison(const alignment::ParseComparison &c)
{
    out(QCoreApplication::translate("editlens-cli", "parse comparison: %n item(s)", nullptr, c.items)
        + QStringLiteral("; ")
        + QCoreApplication::translate("editlens-cli", "%1 with a model parse").arg(c.withModelParse())
        + QStringLiteral("; ")
        + QCoreApplication::translate("editlens-cli", "%1 without").arg(c.withoutModelParse.size())
        + (c.withoutModelParse.isEmpty()
               ? QString()
               : QStringLiteral(" (") + c.withoutModelParse.join(QStringLiteral(", ")) + QLatin1Char(')')));
    const auto share = [](const alignment::ParseFieldAgreement &f) {
        return f.share() ? QString::number(*f.share(), 'f', 3) : QStringLiteral("n/a");
    };
    out(QStringLiteral("  %1 %2 %3")
            .arg(QCoreApplication::translate("editlens-cli", "field").leftJustified(14),
                 QCoreApplication::translate("editlens-cli", "llm = rules").rightJustified(12),
                 QCoreApplication::translate("editlens-cli", "n").rightJustified(5)));
    for (const alignment::ParseFieldAgreement &f : c.fields)
        out(QStringLiteral("  %1 %2 %3")
                .arg(f.field.leftJustified(14), share(f).rightJustified(12), QString::number(f.n).rightJustified(5)));
    for (const alignment::ParseFieldAgreement &f : c.fields) {
        if (f.field == QLatin1String("objects")) // the rows of original_part and edited_part say it
            continue;
        for (const alignment::ParseFieldDisagreement &d : f.disagreements)
            out(QCoreApplication::translate("editlens-cli", "  %1 differs on %2: llm '%3', rules '%4'")
                    .arg(f.field, d.item, d.first, d.second));
    }
    if (c.withImported == 0)
        return;
    out(QCoreApplication::translate("editlens-cli", "accuracy against the imported parse (%n item(s)):", nullptr,
                                    c.withImported));
    out(QStringLiteral("  %1 %2 %3 %4 %5")
            .arg(QCoreApplication::translate("editlens-cli", "field").leftJustified(14),
                 QCoreApplication::translate("editlens-cli", "rules").rightJustified(8),
                 QCoreApplication::translate("editlens-cli", "n").rightJustified(5),
                 QCoreApplication::translate("editlens-cli", "llm").rightJustified(8),
                 QCoreApplication::translate("editlens-cli", "n").rightJustified(5)));
    for (qsizetype i = 0; i < c.rulesAccuracy.size(); ++i)
        out(QStringLiteral("  %1 %2 %3 %4 %5")
                .arg(c.rulesAccuracy[i].field.leftJustified(14), share(c.rulesAccuracy[i]).rightJustified(8),
                     QString::number(c.rulesAccuracy[i].n).rightJustified(5),
                     share(c.modelAccuracy[i]).rightJustified(8),
                     QString::number(c.modelAccuracy[i].n).rightJustified(5)));
}

/// `--json`: one object (README: Alignment JSON).
void printAlignJson(const AlignResults &r)
{
    QJsonObject o = r.report.toJson();
    o.insert(QStringLiteral("difference_detection"), detectorScoresJson(r.detectors));
    o.insert(QStringLiteral("difference_agreement"), r.agreement.toJson());
    o.insert(QStringLiteral("difference_summary"), r.summary.toJson());
    o.insert(QStringLiteral("ground_truth_test"), alignment::groundTruthTestJson(r.groundTruth));
    o.insert(QStringLiteral("excluded_annotators"), exclusionsJson(r.excluded));
    if (r.sweep) {
        o.insert(QStringLiteral("alpha_sweep"), r.sweep->toJson());
        if (!r.sweep->unavailable.isEmpty())
            o.insert(QStringLiteral("alpha_sweep_unavailable"), r.sweep->unavailable);
    }
    out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
}

void printAlignText(const AlignResults &r)
{
    printAlignHeader(r);
    printAlignCorrelations(r.report);
    printAlignJudges(r.report);
    printBpmEvaluations(r.groundTruth, r.sweep);
}

} // namespace editlens::cli
