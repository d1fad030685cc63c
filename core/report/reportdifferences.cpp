// The report's DICE-D sections: difference detection (COCO AP), inter-annotator agreement on differences, and DICE's
// per-system summary (Table 3).
#include "report/reportdifferences.h"

#include "alignment/differencesummary.h"
#include "stats/differenceagreement.h"
#include "stats/differenceevaluation.h"

#include <QCoreApplication>

namespace editlens::core::report {

namespace {

QString num(const std::optional<double> &v, int decimals = 3)
{
    return v ? QString::number(*v, 'f', decimals) : QStringLiteral("n/a");
}

QString ap(double v)
{
    return v < 0 ? QStringLiteral("n/a") : QString::number(v, 'f', 4);
}

QString percent(const std::optional<double> &v)
{
    return v ? QString::number(100.0 * *v, 'f', 1) : QStringLiteral("n/a");
}

QString correlation(const std::optional<stats::CorrelationResult> &c)
{
    return c ? QStringLiteral("%1 (n %2)").arg(QString::number(c->coefficient, 'f', 3), QString::number(c->n))
             : QStringLiteral("n/a");
}

void addDetection(ReportDocument &doc, const StudyData &study)
{
    const QVector<DetectorScore> detectors = evaluateDetectors(study);
    if (detectors.isEmpty())
        return;
    doc.addHeading(2, QCoreApplication::translate("Report", "Difference detection"));
    doc.addParagraph(QCoreApplication::translate(
        "Report",
        "Each detector's boxes against the truth, COCO AP as pycocotools computes it (DICE-D style). The outputs "
        "are those with a ground-truth difference and those an annotator marked complete (no further "
        "differences); on a complete output the completing annotators' boxes are truth too, and a detection on a "
        "complete output without any difference is a false positive. Class-agnostic AP ignores the op; class-aware "
        "AP takes ADD, REMOVE and EDIT as categories; coherence-aware AP takes the coherence label (the detector's "
        "own estimate against the truth's) as the category, over outputs whose every truth box is labelled; it and "
        "the coherence agreement are n/a for a detector that gives no coherence labels (the built-in "
        "pixel-difference detector has no coherence estimator)."));
    ReportTable t{{QCoreApplication::translate("Report", "detector"), QCoreApplication::translate("Report", "images"),
                   QCoreApplication::translate("Report", "AP"), QCoreApplication::translate("Report", "AP50"),
                   QCoreApplication::translate("Report", "AP75"), QCoreApplication::translate("Report", "AP M"),
                   QCoreApplication::translate("Report", "AP L"),
                   QCoreApplication::translate("Report", "class-aware AP"),
                   QCoreApplication::translate("Report", "AP ADD"), QCoreApplication::translate("Report", "AP REMOVE"),
                   QCoreApplication::translate("Report", "AP EDIT")},
                  {}};
    for (const DetectorScore &d : detectors)
        t.rows.push_back({d.origin, QString::number(d.images), ap(d.agnostic.summary.ap), ap(d.agnostic.summary.ap50),
                          ap(d.agnostic.summary.ap75), ap(d.agnostic.summary.apMedium), ap(d.agnostic.summary.apLarge),
                          ap(d.classAware.summary.ap), ap(d.apOf(EditOp::Add)), ap(d.apOf(EditOp::Remove)),
                          ap(d.apOf(EditOp::Edit))});
    doc.addTable(t);
    ReportTable c{{QCoreApplication::translate("Report", "detector"),
                   QCoreApplication::translate("Report", "coherence-aware AP"),
                   QCoreApplication::translate("Report", "AP coherent"),
                   QCoreApplication::translate("Report", "AP incoherent"),
                   QCoreApplication::translate("Report", "images (unlabelled detections)"),
                   QCoreApplication::translate("Report", "coherence accuracy (pairs)"),
                   QCoreApplication::translate("Report", "coherence κ")},
                  {}};
    for (const DetectorScore &d : detectors)
        c.rows.push_back(
            {d.origin, ap(d.coherenceAware.summary.ap), ap(d.apOfCoherence(true)), ap(d.apOfCoherence(false)),
             QStringLiteral("%1 (%2)").arg(d.coherenceImages).arg(d.coherenceUnlabelled),
             QStringLiteral("%1 (%2)").arg(num(d.coherenceAccuracy)).arg(d.coherencePairs), num(d.coherenceKappa)});
    doc.addTable(c);
}

void addAgreement(ReportDocument &doc, const StudyData &study)
{
    const DifferenceAgreement a = differenceAgreement(study);
    if (a.isEmpty())
        return;
    doc.addHeading(2, QCoreApplication::translate("Report", "Agreement between annotators on differences"));
    doc.addParagraph(
        QCoreApplication::translate(
            "Report",
            "Boxes: on the outputs both annotators examined (marked complete or drew on), their boxes are paired one "
            "to one (same op, IoU ≥ 0.5, highest IoU first); F1 = 2 · matched / (boxes of one + boxes of the other). "
            "Coherence: the labels both gave one difference, and each one's label on their matched boxes; Cohen's κ "
            "per pair. Mean F1 %1. Labels of one difference by several annotators: Fleiss' κ %2 (%3 raters, %4 "
            "differences every rater labelled), Krippendorff's α (nominal) %5 (%6 differences).")
            .arg(num(a.meanF1), num(a.fleissKappa), QString::number(a.fleissRaters), QString::number(a.fleissSubjects),
                 num(a.krippendorffAlpha), QString::number(a.alphaUnits)));
    if (a.pairs.isEmpty())
        return;
    ReportTable t{{QCoreApplication::translate("Report", "annotators"),
                   QCoreApplication::translate("Report", "outputs"), QCoreApplication::translate("Report", "boxes"),
                   QCoreApplication::translate("Report", "matched"), QCoreApplication::translate("Report", "box F1"),
                   QCoreApplication::translate("Report", "coherence pairs"),
                   QCoreApplication::translate("Report", "coherence agreement"),
                   QCoreApplication::translate("Report", "Cohen κ")},
                  {}};
    for (const AnnotatorBoxAgreement &p : a.pairs)
        t.rows.push_back({QStringLiteral("%1 / %2").arg(p.first, p.second), QString::number(p.outputs),
                          QStringLiteral("%1 / %2").arg(p.firstBoxes).arg(p.secondBoxes), QString::number(p.matched),
                          num(p.f1), QString::number(p.coherencePairs), num(p.coherenceAgreement),
                          num(p.coherenceKappa)});
    doc.addTable(t);
}

void addSummary(ReportDocument &doc, const StudyData &study, const std::array<QString, 3> &dimensions)
{
    const alignment::DifferenceSummary s = alignment::differenceSummary(study, dimensions);
    if (s.isEmpty())
        return;
    using alignment::SummaryColumn;
    doc.addHeading(2, QCoreApplication::translate("Report", "Per-system summary of differences (DICE Table 3)"));
    QStringList matched;
    for (int c = 0; c < alignment::kSummaryColumns; ++c)
        matched << QStringLiteral("%1 ↔ %2").arg(alignment::summaryColumnName(SummaryColumn(c)),
                                                 s.dimensions[std::size_t(c)].isEmpty()
                                                     ? QCoreApplication::translate("Report", "no rubric dimension")
                                                     : QStringLiteral("\"%1\"").arg(s.dimensions[std::size_t(c)]));
    doc.addParagraph(
        QCoreApplication::translate(
            "Report",
            "Per editing system and origin: correct edits = differences labelled coherent, unwanted edits = "
            "differences labelled incoherent (both as % of the labelled differences), no visual change = outputs "
            "without any difference (% of the outputs the origin examined: for the truth those with a ground-truth "
            "difference or marked complete, for an annotator those they completed or drew on, for a detector those "
            "with its boxes or a recorded run). Beside them, people's mean rating of the matching rubric dimension on "
            "the same outputs (%1), and Pearson's r of the two over outputs and over systems. Correct and unwanted "
            "edits are "
            "n/a for an origin that labelled none of its differences.")
            .arg(matched.join(QStringLiteral("; "))));
    for (const alignment::DifferenceSummaryOrigin &o : s.origins) {
        doc.addHeading(3, o.origin);
        ReportTable t{
            {QCoreApplication::translate("Report", "system"), QCoreApplication::translate("Report", "outputs"),
             QCoreApplication::translate("Report", "differences"),
             QCoreApplication::translate("Report", "correct edits %"), QCoreApplication::translate("Report", "people"),
             QCoreApplication::translate("Report", "unwanted edits %"), QCoreApplication::translate("Report", "people"),
             QCoreApplication::translate("Report", "no visual change %"),
             QCoreApplication::translate("Report", "people")},
            {}};
        const auto addRow = [&t](const QString &name, const alignment::SystemDifferenceSummary &r) {
            QStringList row{name, QString::number(r.outputs), QString::number(r.differences)};
            for (int c = 0; c < alignment::kSummaryColumns; ++c)
                row << percent(r.share[std::size_t(c)]) << num(r.human[std::size_t(c)], 2);
            t.rows.push_back(row);
        };
        for (const alignment::SystemDifferenceSummary &r : o.systems)
            addRow(r.system, r);
        addRow(QCoreApplication::translate("Report", "all"), o.total);
        QStringList perOutput{QCoreApplication::translate("Report", "r over outputs"), QString(), QString()},
            perSystem{QCoreApplication::translate("Report", "r over systems"), QString(), QString()};
        for (int c = 0; c < alignment::kSummaryColumns; ++c) {
            perOutput << QString() << correlation(o.perOutput[std::size_t(c)]);
            perSystem << QString() << correlation(o.perSystem[std::size_t(c)]);
        }
        t.rows << perOutput << perSystem;
        doc.addTable(t);
    }
}

} // namespace

void addDifferenceEvaluations(ReportDocument &doc, const StudyData &study,
                              const std::array<QString, 3> &summaryDimensions)
{
    addDetection(doc, study);
    addAgreement(doc, study);
    addSummary(doc, study, summaryDimensions);
}

} // namespace editlens::core::report
