#include "differences.h"
#include "stats/differenceevaluation.h"
#include "study/differenceorigin.h"

#include <QTest>

using namespace editlens::core;
using editlens::testing::difference;

namespace {

/// Two items: item 1 has an annotated output (one ADD) and an output without ground truth; item 2 one REMOVE.
/// Detector "pixel-diff" ranks a false positive first; "DICE" finds the ADD region but calls it EDIT.
StudyData handBuiltStudy()
{
    const QString px = QStringLiteral("pixel-diff");
    const QString dice = QStringLiteral("DICE");
    Output annotated;
    annotated.system = QStringLiteral("A");
    annotated.differences = {
        difference(EditOp::Add, QRectF(0, 0, 100, 100), OriginKind::GroundTruth, QStringLiteral("dice-d")),
        difference(EditOp::Add, QRectF(300, 300, 100, 100), OriginKind::Detector, px, 0.9),
        difference(EditOp::Add, QRectF(0, 0, 100, 100), OriginKind::Detector, px, 0.6),
        difference(EditOp::Edit, QRectF(0, 0, 100, 100), OriginKind::Detector, dice, 0.7),
        difference(EditOp::Add, QRectF(500, 0, 50, 50), OriginKind::Annotator, QStringLiteral("ann1")),
    };
    Output unannotated;
    unannotated.system = QStringLiteral("B");
    unannotated.differences = {difference(EditOp::Add, QRectF(0, 0, 10, 10), OriginKind::Detector, px, 0.99)};
    Item first;
    first.key = QStringLiteral("1");
    first.outputs = {annotated, unannotated};

    Output removal;
    removal.system = QStringLiteral("A");
    removal.differences = {
        difference(EditOp::Remove, QRectF(10, 10, 50, 50), OriginKind::GroundTruth, QStringLiteral("dice-d")),
        difference(EditOp::Remove, QRectF(10, 10, 50, 50), OriginKind::Detector, px, 0.5),
    };
    Item second;
    second.key = QStringLiteral("2");
    second.outputs = {removal};

    StudyData study;
    study.items = {first, second};
    return study;
}

/// A study of one item "1" with `outputs`.
StudyData oneItemStudy(const QVector<Output> &outputs)
{
    Item item;
    item.key = QStringLiteral("1");
    item.outputs = outputs;
    StudyData study;
    study.items = {item};
    return study;
}

/// One item, one output "A": truth boxes labelled YES, NO, YES at x = 0, 100, 200 (50 px squares); detector "det"
/// finds each shifted by 2 px (IoU 2304 / 2696 = 0.855) at confidence 0.9, 0.8, 0.7, labelled YES; a stray ADD at 0.5
/// labelled NO and a REMOVE at 0.95 labelled NO match nothing. Differences 0..5 alternate truth and detection;
/// 6 is the stray box, 7 the REMOVE.
StudyData coherenceStudy()
{
    const QString det = QStringLiteral("det"), gt = QStringLiteral("gt");
    const auto labelled = [](Difference d, bool yes, OriginKind kind, const QString &origin) {
        d.coherence.push_back({yes, QString(), kind, origin});
        return d;
    };
    Output o;
    o.system = QStringLiteral("A");
    for (int k = 0; k < 3; ++k) {
        const QRectF box(k * 100, 0, 50, 50);
        o.differences << labelled(difference(EditOp::Add, box, OriginKind::GroundTruth, gt), k != 1,
                                  OriginKind::GroundTruth, gt)
                      << labelled(difference(EditOp::Add, box.adjusted(2, 2, 2, 2), OriginKind::Detector, det,
                                             0.9 - k * 0.1),
                                  true, OriginKind::Detector, det);
    }
    o.differences << labelled(difference(EditOp::Add, QRectF(400, 400, 10, 10), OriginKind::Detector, det, 0.5), false,
                              OriginKind::Detector, det)
                  << labelled(difference(EditOp::Remove, QRectF(0, 0, 50, 50), OriginKind::Detector, det, 0.95), false,
                              OriginKind::Detector, det);
    return oneItemStudy({o});
}

bool near(double a, double b)
{
    return qAbs(a - b) < 1e-12;
}

} // namespace

class TestDifferenceEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void categoriesFollowTheCocoExport()
    {
        QCOMPARE(differenceCategory(EditOp::Add), 1);
        QCOMPARE(differenceCategory(EditOp::Remove), 2);
        QCOMPARE(differenceCategory(EditOp::Edit), 3);
    }

    void scoresEachDetectorAgainstGroundTruth()
    {
        const QVector<DetectorScore> scores = evaluateDetectors(handBuiltStudy());
        QCOMPARE(scores.size(), 2); // the annotator's box is no detector
        QCOMPARE(scores[0].origin, QStringLiteral("DICE"));
        QCOMPARE(scores[1].origin, QStringLiteral("pixel-diff"));
        QCOMPARE(scores[1].images, 2); // output B has no ground truth

        // pixel-diff, by hand: FP (0.9), TP (0.6), TP (0.5) over 2 objects; the 0.99 box on output B is not scored.
        // Precision 0, 1/2, 2/3 → 2/3 at every recall point, at every IoU threshold (exact boxes).
        const DetectorScore &px = scores[1];
        QVERIFY(near(px.agnostic.summary.ap, 2.0 / 3.0));
        QVERIFY(near(px.agnostic.summary.ap50, 2.0 / 3.0));
        QCOMPARE(px.agnostic.detectionCount, 3);
        // Class-aware: ADD ranks FP then TP → 1/2; REMOVE 1; EDIT has no ground truth → −1, left out of the mean.
        QVERIFY(near(px.apOf(EditOp::Add), 0.5));
        QVERIFY(near(px.apOf(EditOp::Remove), 1.0));
        QCOMPARE(px.apOf(EditOp::Edit), -1.0);
        QVERIFY(near(px.classAware.summary.ap, 0.75));

        // DICE: its EDIT box covers the ADD object: a hit when classes are ignored (recall 1/2 → 51 of 101 recall
        // points at precision 1), a miss for ADD and for EDIT when they count.
        const DetectorScore &dice = scores[0];
        QVERIFY(near(dice.agnostic.summary.ap, 51.0 / 101.0));
        QCOMPARE(dice.apOf(EditOp::Add), 0.0);
        QCOMPARE(dice.apOf(EditOp::Remove), 0.0);
        QCOMPARE(dice.apOf(EditOp::Edit), -1.0);
        QCOMPARE(dice.classAware.summary.ap, 0.0);
    }

    void aCompleteOutputCountsItsFalsePositives()
    {
        // One truth box found at 0.9, and on a second output a detection at 0.95 that matches nothing.
        const QString det = QStringLiteral("det");
        Output truth;
        truth.system = QStringLiteral("A");
        truth.differences = {difference(EditOp::Add, QRectF(0, 0, 100, 100), OriginKind::GroundTruth,
                                        QStringLiteral("gt")),
                             difference(EditOp::Add, QRectF(0, 0, 100, 100), OriginKind::Detector, det, 0.9)};
        Output clean;
        clean.system = QStringLiteral("B");
        clean.differences = {difference(EditOp::Add, QRectF(200, 200, 50, 50), OriginKind::Detector, det, 0.95)};
        StudyData study = oneItemStudy({truth, clean});
        // Not annotated: the second output is left out, the one detection that counts is right: AP 1.
        QVector<DetectorScore> scores = evaluateDetectors(study);
        QCOMPARE(scores.size(), 1);
        QCOMPARE(scores.front().images, 1);
        QVERIFY(near(scores.front().agnostic.summary.ap, 1.0));
        // Marked complete with no difference: the 0.95 detection is a false positive ranked first, so precision is
        // 1/2 at every recall (101-point interpolation): AP 0.5 at every IoU threshold.
        study.items[0].outputs[1].completeBy = {QStringLiteral("ann1")};
        scores = evaluateDetectors(study);
        QCOMPARE(scores.front().images, 2);
        QVERIFY(near(scores.front().agnostic.summary.ap, 0.5));
        QVERIFY(near(scores.front().agnostic.summary.ap50, 0.5));
        // The completing annotator's own box is truth on that output: the detection now matches it (IoU 1 on the same
        // box) and both are found: AP 1 again. Another annotator's box is not.
        study.items[0].outputs[1].differences.push_back(
            difference(EditOp::Add, QRectF(200, 200, 50, 50), OriginKind::Annotator, QStringLiteral("ann2")));
        QVERIFY(near(evaluateDetectors(study).front().agnostic.summary.ap, 0.5));
        study.items[0].outputs[1].differences.back().origin = QStringLiteral("ann1");
        QVERIFY(near(evaluateDetectors(study).front().agnostic.summary.ap, 1.0));
    }

    void coherenceIsComparedOnMatchedBoxes()
    {
        // Three truth boxes with labels YES, NO, YES; the detector finds all three (same op, IoU ≥ 0.5) and says YES,
        // YES, YES; a fourth detection matches nothing and is not compared; a box of another op is not matched.
        StudyData study = coherenceStudy();
        const DetectorScore s = evaluateDetectors(study).front();
        QCOMPARE(s.coherencePairs, 3);
        QVERIFY(near(*s.coherenceAccuracy, 2.0 / 3.0));
        // The detector said YES throughout: p_e = p_o's chance level = 2/3, κ = (2/3 − 2/3) / (1 − 2/3) = 0.
        QVERIFY(near(*s.coherenceKappa, 0.0));
        // Labels flipped to match the truth: accuracy 1, κ 1.
        study.items[0].outputs[0].differences[3].coherence[0].coherent = false;
        const DetectorScore t = evaluateDetectors(study).front();
        QVERIFY(near(*t.coherenceAccuracy, 1.0));
        QVERIFY(near(*t.coherenceKappa, 1.0));
    }

    void coherenceAwareApUsesTheLabelsAsCategories()
    {
        // Truth YES, NO, YES at x = 0, 100, 200; the detector's boxes are shifted by 2 px (IoU 2304 / 2696 = 0.855, a
        // hit at the thresholds 0.50 … 0.85, 8 of 10) and labelled YES, YES, YES; a stray NO at 0.5 and a REMOVE box
        // labelled NO at 0.95 match nothing.
        StudyData study = coherenceStudy();

        // Coherent: TP 0.9, FP 0.8 (YES on the NO truth), TP 0.7 over 2 objects: precision 1 up to recall 1/2 (51 of
        // 101 recall points), then 2/3; 8 of 10 thresholds hit. Incoherent: two false positives, AP 0.
        const double coherentAp = 0.8 * (51.0 + 50.0 * 2.0 / 3.0) / 101.0;
        DetectorScore s = evaluateDetectors(study).front();
        QCOMPARE(s.coherenceImages, 1);
        QCOMPARE(s.coherenceUnlabelled, 0);
        QVERIFY(near(s.apOfCoherence(true), coherentAp));
        QCOMPARE(s.apOfCoherence(false), 0.0);
        QVERIFY(near(s.coherenceAware.summary.ap, coherentAp / 2.0));

        // The middle detection relabelled NO: coherent TP, TP → 0.8; incoherent FP (0.95), TP (0.8), FP (0.5) →
        // precision 1/2 at every recall point → 0.5 · 0.8.
        study.items[0].outputs[0].differences[3].coherence[0].coherent = false;
        s = evaluateDetectors(study).front();
        QVERIFY(near(s.apOfCoherence(true), 0.8));
        QVERIFY(near(s.apOfCoherence(false), 0.4));

        // A detection without a label of its own is left out and counted; the class-agnostic AP still sees it.
        // Unlabelled, the REMOVE box at 0.95 no longer ranks first: incoherent TP (0.8), FP (0.5) → 1 · 0.8.
        study.items[0].outputs[0].differences[7].coherence.clear();
        s = evaluateDetectors(study).front();
        QCOMPARE(s.coherenceUnlabelled, 1);
        QVERIFY(near(s.apOfCoherence(false), 0.8));
        QCOMPARE(s.agnostic.detectionCount, 5);

        // A detector that labels none of its boxes has no coherence estimate: undefined, not 0.
        {
            StudyData silent = study;
            for (Difference &d : silent.items[0].outputs[0].differences)
                if (d.originKind == OriginKind::Detector)
                    d.coherence.clear();
            const DetectorScore u = evaluateDetectors(silent).front();
            QCOMPARE(u.coherenceImages, 1);
            QCOMPARE(u.coherenceUnlabelled, 5);
            QCOMPARE(u.coherenceAware.summary.ap, -1.0);
        }

        // A truth box without a label takes its output out of the coherence-aware set: nothing left, undefined.
        study.items[0].outputs[0].differences[0].coherence.clear();
        s = evaluateDetectors(study).front();
        QCOMPARE(s.coherenceImages, 0);
        QCOMPARE(s.coherenceAware.summary.ap, -1.0);
        QCOMPARE(s.apOfCoherence(true), -1.0);
    }

    void reviewedDetectorBoxesAreTruthScoredOnTheDetectorsGuess()
    {
        // A reviewer who marks the output complete accepts the detector's ADD box, relabels its EDIT box to ADD
        // (stored with the reviewed op, the detector's EDIT kept as its proposal), rejects its REMOVE box and draws
        // one ADD box. Exact boxes, so every IoU threshold agrees.
        const QString det = QStringLiteral("det"), rev = QStringLiteral("rev");
        const auto reviewed = [&](Difference d, ReviewDecision decision) {
            d.reviews.push_back({rev, decision, QString()});
            return d;
        };
        Difference relabelled = difference(EditOp::Add, QRectF(100, 0, 50, 50), OriginKind::Detector, det, 0.8);
        relabelled.proposal = DetectorProposal{EditOp::Edit, QStringLiteral("sky"), QRectF(100, 0, 50, 50)};
        Output o;
        o.system = QStringLiteral("A");
        o.completeBy = {rev};
        o.differences = {
            reviewed(difference(EditOp::Add, QRectF(0, 0, 50, 50), OriginKind::Detector, det, 0.9),
                     ReviewDecision::Accepted),
            reviewed(relabelled, ReviewDecision::Relabelled),
            reviewed(difference(EditOp::Remove, QRectF(200, 0, 50, 50), OriginKind::Detector, det, 0.7),
                     ReviewDecision::Rejected),
            difference(EditOp::Add, QRectF(300, 0, 50, 50), OriginKind::Annotator, rev),
        };
        const StudyData study = oneItemStudy({o});

        // The truth: the accepted box, the relabelled one with the reviewer's op, the drawn one, all the reviewer's.
        const QVector<Difference> truth = truthDifferences(o);
        QCOMPARE(truth.size(), 3);
        for (const Difference &d : truth) {
            QCOMPARE(d.originKind, OriginKind::Annotator);
            QCOMPARE(d.origin, rev);
            QCOMPARE(d.op, EditOp::Add);
            QVERIFY(d.box != QRectF(200, 0, 50, 50)); // the rejected box is nowhere
        }

        const QVector<DetectorScore> scores = evaluateDetectors(study);
        QCOMPARE(scores.size(), 1);
        const DetectorScore &s = scores.front();
        QCOMPARE(s.images, 1);
        // Class-agnostic: TP (0.9, accepted), TP (0.8, relabelled: the same box), FP (0.7, rejected) over 3 objects:
        // precision 1 up to recall 2/3 (67 of 101 recall points), none beyond.
        QVERIFY(near(s.agnostic.summary.ap, 67.0 / 101.0));
        // Class-aware, on the detector's own guess: ADD finds 1 of 3 (34 of 101 points); its EDIT guess meets no EDIT
        // in the truth (the reviewer said ADD), so EDIT has no ground truth: −1; the REMOVE guess likewise.
        QVERIFY(near(s.apOf(EditOp::Add), 34.0 / 101.0));
        QCOMPARE(s.apOf(EditOp::Edit), -1.0);
        QCOMPARE(s.apOf(EditOp::Remove), -1.0);
        QCOMPARE(s.agnostic.detectionCount, 3);

        // Not complete: the reviews alone make no truth, and no image is evaluated.
        Output open = o;
        open.completeBy.clear();
        QVERIFY(truthDifferences(open).isEmpty());
        QVERIFY(evaluateDetectors(oneItemStudy({open})).isEmpty());
    }

    void studyWithoutGroundTruthScoresNothing()
    {
        StudyData study = handBuiltStudy();
        for (Item &item : study.items)
            for (Output &o : item.outputs)
                for (Difference &d : o.differences)
                    if (d.originKind == OriginKind::GroundTruth)
                        d.originKind = OriginKind::Annotator;
        QVERIFY(evaluateDetectors(study).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDifferenceEvaluation)
#include "tst_differenceevaluation.moc"
