#include "alignment/differencesummary.h"
#include "differences.h"
#include "stats/differenceagreement.h"

#include <QJsonArray>
#include <QTest>

using namespace editlens::core;
using namespace editlens::core::alignment;
using editlens::testing::difference;

namespace {

Difference &label(Difference &d, bool yes, const QString &by, OriginKind kind = OriginKind::Annotator)
{
    d.coherence.push_back({yes, QString(), kind, by});
    return d;
}

Rating rating(const QString &annotator, const QString &dimension, double value)
{
    Rating r;
    r.annotator = annotator;
    r.dimension = dimension;
    r.value = value;
    return r;
}

bool near(double a, double b)
{
    return qAbs(a - b) < 1e-12;
}

const QString ann1 = QStringLiteral("ann1"), ann2 = QStringLiteral("ann2"), ann3 = QStringLiteral("ann3");

} // namespace

class TestDifferenceAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boxesAndCoherenceOfEveryPair()
    {
        // Output 1 (both ann1 and ann2 complete): ann1 draws ADD (YES) and REMOVE (NO); ann2 draws the ADD 10 px to the
        // right (IoU 9000 / 11000 = 0.82, YES) and an EDIT where ann1's REMOVE is (another op: no match). A detector
        // box is labelled YES by ann1, NO by ann2 and ann3. Output 2 (only ann1 complete): a detector box everyone
        // labels NO.
        Output first;
        first.system = QStringLiteral("A");
        first.completeBy = {ann1, ann2};
        Difference a1 = difference(EditOp::Add, QRectF(0, 0, 100, 100), OriginKind::Annotator, ann1);
        Difference a2 = difference(EditOp::Remove, QRectF(200, 200, 50, 50), OriginKind::Annotator, ann1);
        Difference b1 = difference(EditOp::Add, QRectF(10, 0, 100, 100), OriginKind::Annotator, ann2);
        Difference b2 = difference(EditOp::Edit, QRectF(200, 200, 50, 50), OriginKind::Annotator, ann2);
        Difference det =
            difference(EditOp::Edit, QRectF(500, 500, 10, 10), OriginKind::Detector, QStringLiteral("det"));
        first.differences = {label(a1, true, ann1), label(a2, false, ann1), label(b1, true, ann2),
                             label(b2, false, ann2), label(label(label(det, true, ann1), false, ann2), false, ann3)};
        Output second;
        second.system = QStringLiteral("B");
        second.completeBy = {ann1};
        Difference det2 = difference(EditOp::Add, QRectF(0, 0, 10, 10), OriginKind::Detector, QStringLiteral("det"));
        second.differences = {label(label(label(det2, false, ann1), false, ann2), false, ann3)};
        Item item;
        item.key = QStringLiteral("1");
        item.outputs = {first, second};
        StudyData study;
        study.items = {item};

        const DifferenceAgreement a = differenceAgreement(study);
        QCOMPARE(a.pairs.size(), 3);
        const AnnotatorBoxAgreement &p12 = a.pairs[0];
        QCOMPARE(p12.first, ann1);
        QCOMPARE(p12.second, ann2);
        QCOMPARE(p12.outputs, 1); // output 2: ann2 neither completed nor drew
        QCOMPARE(p12.firstBoxes, 2);
        QCOMPARE(p12.secondBoxes, 2);
        QCOMPARE(p12.matched, 1);
        QVERIFY(near(*p12.f1, 0.5));
        // Labels: detector box 1 (YES, NO), the matched ADDs (YES, YES), detector box 2 (NO, NO): agreement 2/3;
        // κ: p_o 2/3, p_e = 2/3·1/3 + 1/3·2/3 = 4/9 → (2/9) / (5/9) = 0.4.
        QCOMPARE(p12.coherencePairs, 3);
        QVERIFY(near(*p12.coherenceAgreement, 2.0 / 3.0));
        QVERIFY(near(*p12.coherenceKappa, 0.4));
        const AnnotatorBoxAgreement &p13 = a.pairs[1];
        QCOMPARE(p13.second, ann3);
        QCOMPARE(p13.outputs, 0); // ann3 examined no output: no box figure, but the labels still compare
        QVERIFY(!p13.f1);
        QCOMPARE(p13.coherencePairs, 2);
        QVERIFY(near(*p13.coherenceKappa, 0.0));
        const AnnotatorBoxAgreement &p23 = a.pairs[2];
        QVERIFY(near(*p23.coherenceAgreement, 1.0));
        QVERIFY(!p23.coherenceKappa); // both said NO throughout: κ undefined
        QVERIFY(near(*a.meanF1, 0.5));

        // Fleiss over the two detector boxes all three labelled: counts (1 YES, 2 NO) and (0, 3):
        // P̄ = (1/3 + 1) / 2 = 2/3, p = (1/6, 5/6), P_e = 26/36 → κ = (2/3 − 13/18) / (5/18) = −0.2.
        QCOMPARE(a.fleissRaters, 3);
        QCOMPARE(a.fleissSubjects, 2);
        QVERIFY(near(*a.fleissKappa, -0.2));
        // Krippendorff's α (nominal) on the same two units: o_00 = 4, o_01 = o_10 = 1 → D_o = D_e = 10 → α = 0.
        QCOMPARE(a.alphaUnits, 2);
        QVERIFY(near(*a.krippendorffAlpha, 0.0));

        const QJsonObject json = a.toJson();
        QCOMPARE(json.value(QStringLiteral("pairs")).toArray().size(), 3);
        QCOMPARE(json.value(QStringLiteral("fleiss_kappa")).toDouble(), *a.fleissKappa);
        QVERIFY(
            json.value(QStringLiteral("pairs")).toArray()[2].toObject().value(QStringLiteral("cohen_kappa")).isNull());
    }

    void acceptedDetectorBoxesAreTheReviewersBoxes()
    {
        // Both annotators complete the output; both accept the detector's box (one labels it YES, the other NO).
        Difference det = difference(EditOp::Add, QRectF(0, 0, 50, 50), OriginKind::Detector, QStringLiteral("det"));
        label(label(det, true, ann1), false, ann2);
        det.reviews = {{ann1, ReviewDecision::Accepted, QString()}, {ann2, ReviewDecision::Relabelled, QString()}};
        Output o;
        o.system = QStringLiteral("A");
        o.completeBy = {ann1, ann2};
        o.differences = {det};
        Item item;
        item.key = QStringLiteral("1");
        item.outputs = {o};
        StudyData study;
        study.items = {item};

        DifferenceAgreement a = differenceAgreement(study);
        QCOMPARE(a.pairs.size(), 1);
        QCOMPARE(a.pairs[0].firstBoxes, 1);
        QCOMPARE(a.pairs[0].secondBoxes, 1);
        QCOMPARE(a.pairs[0].matched, 1);
        QVERIFY(near(*a.pairs[0].f1, 1.0));
        QCOMPARE(a.pairs[0].coherencePairs, 1); // one box: its two labels once, not again as a matched pair

        // ann2 rejects it: the box is ann1's alone.
        study.items[0].outputs[0].differences[0].reviews[1].decision = ReviewDecision::Rejected;
        a = differenceAgreement(study);
        QCOMPARE(a.pairs[0].firstBoxes, 1);
        QCOMPARE(a.pairs[0].secondBoxes, 0);
        QVERIFY(near(*a.pairs[0].f1, 0.0));
    }

    void noAnnotatorsNoAgreement()
    {
        Output o;
        o.differences = {difference(EditOp::Add, QRectF(0, 0, 10, 10), OriginKind::GroundTruth, QStringLiteral("gt"))};
        Item item;
        item.outputs = {o};
        StudyData study;
        study.items = {item};
        QVERIFY(differenceAgreement(study).isEmpty());
    }

    void dimensionsMatchTheColumns()
    {
        QVector<Dimension> bpm = {{QStringLiteral("overall"), 1, 5, {}},
                                  {QStringLiteral("Modification quality"), 1, 5, {}},
                                  {QStringLiteral("preservation_quality"), 1, 5, {}}};
        QCOMPARE(matchSummaryDimension(bpm, SummaryColumn::CorrectEdits), QStringLiteral("Modification quality"));
        QCOMPARE(matchSummaryDimension(bpm, SummaryColumn::UnwantedEdits), QStringLiteral("preservation_quality"));
        QCOMPARE(matchSummaryDimension(bpm, SummaryColumn::NoVisualChange), QString());
        // A dimension named as the column wins over a looser match earlier in the rubric.
        bpm.push_back({QStringLiteral("Correct edits"), 1, 5, {}});
        QCOMPARE(matchSummaryDimension(bpm, SummaryColumn::CorrectEdits), QStringLiteral("Correct edits"));
    }

    void perSystemSummaryAsTable3()
    {
        const QString correct = QStringLiteral("Correct edits"), unwanted = QStringLiteral("Unwanted edits"),
                      none = QStringLiteral("No visual change"), gt = QStringLiteral("gt"),
                      detector = QStringLiteral("pixel-diff");
        StudyData study;
        study.dimensions = {{correct, 1, 5, {}}, {unwanted, 1, 5, {}}, {none, 0, 1, {}}};
        const auto rated = [&](Output o, double c, double u, double n) {
            o.ratings = {rating(ann1, correct, c), rating(ann1, unwanted, u), rating(ann1, none, n)};
            return o;
        };
        // Item 1: A has a coherent and an incoherent truth box; B was marked complete with none.
        Output o1a;
        o1a.system = QStringLiteral("A");
        Difference g1 = difference(EditOp::Add, QRectF(0, 0, 10, 10), OriginKind::GroundTruth, gt);
        Difference g2 = difference(EditOp::Edit, QRectF(20, 0, 10, 10), OriginKind::GroundTruth, gt);
        o1a.differences = {label(g1, true, gt, OriginKind::GroundTruth), label(g2, false, gt, OriginKind::GroundTruth)};
        o1a = rated(o1a, 4, 3, 0);
        o1a.ratings.push_back(rating(ann2, correct, 2)); // mean 3 on "correct edits"
        Output o1b;
        o1b.system = QStringLiteral("B");
        o1b.completeBy = {ann1};
        o1b = rated(o1b, 1, 1, 1);
        o1b.scores = {{QStringLiteral("detect_boxes"), detector, 0.0}}; // the detector ran and found nothing
        // Item 2: A one coherent box (and the detector's, which it calls coherent); B two incoherent and one
        // unlabelled.
        Output o2a;
        o2a.system = QStringLiteral("A");
        Difference g3 = difference(EditOp::Add, QRectF(0, 0, 10, 10), OriginKind::GroundTruth, gt);
        Difference d3 = difference(EditOp::Add, QRectF(0, 0, 10, 10), OriginKind::Detector, detector);
        o2a.differences = {label(g3, true, gt, OriginKind::GroundTruth),
                           label(d3, true, detector, OriginKind::Detector)};
        o2a = rated(o2a, 5, 1, 0);
        Output o2b;
        o2b.system = QStringLiteral("B");
        Difference g4 = difference(EditOp::Add, QRectF(0, 0, 10, 10), OriginKind::GroundTruth, gt);
        Difference g5 = difference(EditOp::Add, QRectF(20, 0, 10, 10), OriginKind::GroundTruth, gt);
        o2b.differences = {label(g4, false, gt, OriginKind::GroundTruth), label(g5, false, gt, OriginKind::GroundTruth),
                           difference(EditOp::Remove, QRectF(40, 0, 10, 10), OriginKind::GroundTruth, gt)};
        o2b = rated(o2b, 2, 4, 0);
        Rating rule = rating(QStringLiteral("adiee-rules"), correct, 5);
        rule.rule = QStringLiteral("high_quality");
        o2b.ratings.push_back(rule); // a rule's label, not a person's: left out
        Item i1, i2;
        i1.key = QStringLiteral("1");
        i1.outputs = {o1a, o1b};
        i2.key = QStringLiteral("2");
        i2.outputs = {o2a, o2b};
        study.items = {i1, i2};

        const DifferenceSummary s = differenceSummary(study);
        QCOMPARE(s.dimensions[0], correct);
        QCOMPARE(s.dimensions[1], unwanted);
        QCOMPARE(s.dimensions[2], none);
        QCOMPARE(s.origins.size(), 3); // truth, ann1 (completed output 1B), the detector
        const DifferenceSummaryOrigin &truth = s.origins[0];
        QCOMPARE(truth.origin, QStringLiteral("truth"));
        QCOMPARE(truth.systems.size(), 2);
        const SystemDifferenceSummary &a = truth.systems[0], &b = truth.systems[1];
        QCOMPARE(a.outputs, 2);
        QCOMPARE(a.differences, 3);
        QVERIFY(near(*a.share[0], 2.0 / 3.0));
        QVERIFY(near(*a.share[1], 1.0 / 3.0));
        QVERIFY(near(*a.share[2], 0.0));
        QVERIFY(near(*a.human[0], 4.0)); // (3 + 5) / 2, output 1A's two raters averaged first
        QVERIFY(near(*a.human[1], 2.0));
        QCOMPARE(b.outputs, 2);
        QCOMPARE(b.noChange, 1);
        QCOMPARE(b.differences, 3);
        QCOMPARE(b.incoherent, 2);
        QVERIFY(near(*b.share[0], 0.0));
        QVERIFY(near(*b.share[1], 1.0));
        QVERIFY(near(*b.share[2], 0.5));
        QVERIFY(near(*b.human[0], 1.5)); // the rule's 5 is not counted
        QVERIFY(near(*b.human[2], 0.5));
        QCOMPARE(truth.total.outputs, 4);
        QVERIFY(near(*truth.total.share[0], 2.0 / 5.0));

        // Per output, correct edits: (1/2, 3), (1, 5), (0, 2); output 1B has no labelled difference.
        // r = 1.5 / √(0.5 · 42/9).
        QCOMPARE(truth.perOutput[0]->n, 3);
        QVERIFY(qAbs(truth.perOutput[0]->coefficient - 1.5 / std::sqrt(0.5 * 42.0 / 9.0)) < 1e-9);
        QCOMPARE(truth.perOutput[2]->n, 4);
        QVERIFY(near(truth.perOutput[2]->coefficient, 1.0));
        QCOMPARE(truth.perSystem[0]->n, 2);

        const DifferenceSummaryOrigin &annotator = s.origins[1];
        QCOMPARE(annotator.origin, ann1);
        QCOMPARE(annotator.total.outputs, 1);
        QCOMPARE(annotator.total.noChange, 1);
        const DifferenceSummaryOrigin &det = s.origins[2];
        QCOMPARE(det.origin, detector);
        QCOMPARE(det.total.outputs, 2); // its box on 2A and its recorded run on 1B
        QCOMPARE(det.total.noChange, 1);
        QVERIFY(near(*det.systems[0].share[0], 1.0));

        // An override picks another dimension for a column.
        const DifferenceSummary o = differenceSummary(study, {QString(), correct, QString()});
        QCOMPARE(o.dimensions[1], correct);
        QVERIFY(near(*o.origins[0].systems[0].human[1], 4.0));

        const QJsonObject json = s.toJson();
        const QJsonObject truthJson =
            json.value(QStringLiteral("origins")).toObject().value(QStringLiteral("truth")).toObject();
        QCOMPARE(truthJson.value(QStringLiteral("systems"))
                     .toObject()
                     .value(QStringLiteral("B"))
                     .toObject()
                     .value(QStringLiteral("no_visual_change"))
                     .toDouble(),
                 0.5);
    }
};

QTEST_GUILESS_MAIN(TestDifferenceAgreement)
#include "tst_differenceagreement.moc"
