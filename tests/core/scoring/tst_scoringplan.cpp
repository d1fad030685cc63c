#include "detect/differencedetector.h"
#include "scoring/metricregistry.h"
#include "scoring/scoringplan.h"
#include "storage/studypaths.h"
#include "study/metricids.h"

#include <QTest>

using namespace editlens::core;

/// The scoring plan alone, on hand-built studies without images or models: which metrics run with which version,
/// why the others cannot, and the resume rules that decide each output's job.
class TestScoringPlan : public QObject
{
    Q_OBJECT

private:
    MetricRegistry m_registry;
    const StudyPaths m_paths{QStringLiteral("/study")};

    static Output output(qint64 id, const QString &system, QVector<Score> scores = {})
    {
        Output o;
        o.id = id;
        o.system = system;
        o.path = QStringLiteral("out/%1.png").arg(id);
        o.scores = std::move(scores);
        return o;
    }

    static Item item(const QString &key, QVector<Output> outputs)
    {
        Item i;
        i.key = key;
        i.sourcePath = QStringLiteral("src/%1.png").arg(key);
        i.instruction = QStringLiteral("make the car red");
        i.outputs = std::move(outputs);
        return i;
    }

    /// Every learned model installed; each version is "v-<id>", and `asked` records which versions were asked for.
    static Availability allInstalled(QStringList *asked = nullptr)
    {
        Availability a;
        a.version = [asked](const QString &id) -> Result<QString> {
            if (asked)
                *asked << id;
            return QString(QStringLiteral("v-") + id);
        };
        return a;
    }

    ScoreOptions options(const QStringList &metrics) const
    {
        ScoreOptions o;
        o.metrics = metrics;
        return o;
    }

    static QStringList jobOutputs(const ScoringPlan &plan)
    {
        QStringList out;
        for (const Job &job : plan.jobs)
            out << QString::number(job.outputId);
        return out;
    }

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

    void metricsAreClassifiedWithTheirVersions()
    {
        const QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"))})};
        const ScoringPlan plan =
            planMetrics(items, m_registry,
                        options({metricid::ssim, metricid::clipI, metricid::detect, QStringLiteral("not_a_metric")}),
                        allInstalled());
        QCOMPARE(plan.pixel, QStringList{metricid::ssim});
        QCOMPARE(plan.learned, QStringList{metricid::clipI});
        QVERIFY(plan.detect);
        QVERIFY(!plan.bpm);
        QCOMPARE(plan.versions.value(metricid::ssim), m_registry.metric(metricid::ssim)->version);
        QCOMPARE(plan.versions.value(metricid::clipI), QStringLiteral("v-clip_i"));
        // The detector's run is stored as its box count, under the detector's version.
        QCOMPARE(plan.versions.value(metricid::detectBoxes), DifferenceDetector::origin());
        QVERIFY(plan.unavailable.isEmpty());
    }

    void aMissingModelIsUnavailableWithItsReasonAndTheRestIsPlanned()
    {
        const QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"))})};
        QStringList asked;
        Availability a = allInstalled(&asked);
        a.modelProblems.insert(metricid::dino, QStringLiteral("model dino-vits16 not installed"));
        const ScoringPlan plan =
            planMetrics(items, m_registry, options({metricid::l1, metricid::clipI, metricid::dino}), a);
        QCOMPARE(plan.unavailable.value(metricid::dino), QStringLiteral("model dino-vits16 not installed"));
        QCOMPARE(plan.learned, QStringList{metricid::clipI});
        QCOMPARE(plan.pixel, QStringList{metricid::l1});
        // The missing model's version (which would load it) is never asked for.
        QCOMPARE(asked, QStringList{metricid::clipI});
    }

    void textMetricsNeedTheTokenizerAndClipDNeedsCaptions()
    {
        QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"))})};
        Availability a = allInstalled();
        a.tokenizerProblem = QStringLiteral("no vocabulary");
        ScoringPlan plan =
            planMetrics(items, m_registry, options({metricid::clipI, metricid::clipT, metricid::clipD}), a);
        QCOMPARE(plan.learned, QStringList{metricid::clipI});
        QVERIFY(plan.unavailable.value(metricid::clipT).contains(QStringLiteral("no vocabulary")));

        // With a tokenizer CLIP-T runs, but CLIP-D has nothing to compare while no item has both captions.
        plan = planMetrics(items, m_registry, options({metricid::clipT, metricid::clipD}), allInstalled());
        QCOMPARE(plan.learned, QStringList{metricid::clipT});
        QVERIFY(plan.unavailable.value(metricid::clipD).contains(QStringLiteral("captions")));
        items[0].sourceCaption = QStringLiteral("a car");
        items[0].targetCaption = QStringLiteral("a red car");
        plan = planMetrics(items, m_registry, options({metricid::clipT, metricid::clipD}), allInstalled());
        QCOMPARE(plan.learned, (QStringList{metricid::clipT, metricid::clipD}));
    }

    void bpmWithoutClipKeepsItsComponentsButHasNoModifyVersion()
    {
        const QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"))})};
        Availability a = allInstalled();
        a.modelProblems.insert(metricid::clipI, QStringLiteral("model clip-vit-b-32 not installed"));
        const ScoringPlan without = planMetrics(items, m_registry, options({metricid::bpm}), a);
        QVERIFY(without.bpm);
        QVERIFY(without.modifyVersion.isEmpty());
        QVERIFY(without.unavailable.value(metricid::bpm).contains(QStringLiteral("S_modify")));
        const StoredState nothing;
        ScoringPlan jobs = without;
        planJobs(jobs, items, options({metricid::bpm}), nothing, m_paths);
        QCOMPARE(jobs.jobs.size(), 1);
        QVERIFY(jobs.jobs[0].bpm);

        const ScoringPlan with = planMetrics(items, m_registry, options({metricid::bpm}), allInstalled());
        QVERIFY(!with.unavailable.contains(metricid::bpm));
        QVERIFY(with.modifyVersion.startsWith(with.versions.value(metricid::bpm)));
        QVERIFY(with.modifyVersion.endsWith(QStringLiteral("; S_modify v-clip_i")));
    }

    void anAlreadyScoredMetricIsSkippedUnlessForced()
    {
        const QString ssimVersion = m_registry.metric(metricid::ssim)->version;
        const QVector<Item> items{
            item(QStringLiteral("a"), {output(1, QStringLiteral("S"), {{metricid::ssim, ssimVersion, 0.9}}),
                                       output(2, QStringLiteral("T"))})};
        const ScoreOptions resume = options({metricid::ssim});
        const ScoringPlan plan = planScoring(items, m_registry, resume, allInstalled(), {}, m_paths);
        QCOMPARE(plan.outputs, 2);
        QCOMPARE(plan.skipped, 1);
        QCOMPARE(jobOutputs(plan), QStringList{QStringLiteral("2")});
        QCOMPARE(plan.jobs[0].pixel, QStringList{metricid::ssim});
        QCOMPARE(plan.jobs[0].sourcePath, QStringLiteral("/study/src/a.png"));
        QCOMPARE(plan.jobs[0].editedPath, QStringLiteral("/study/out/2.png"));

        ScoreOptions force = resume;
        force.force = true;
        const ScoringPlan forced = planScoring(items, m_registry, force, allInstalled(), {}, m_paths);
        QCOMPARE(forced.skipped, 0);
        QCOMPARE(jobOutputs(forced), (QStringList{QStringLiteral("1"), QStringLiteral("2")}));
    }

    void aValueOfAnotherVersionIsComputedAgain()
    {
        const QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"),
                                                                    {{metricid::clipI, QStringLiteral("old"), 0.5}})})};
        const ScoringPlan plan =
            planScoring(items, m_registry, options({metricid::clipI}), allInstalled(), {}, m_paths);
        QCOMPARE(plan.skipped, 0);
        QCOMPARE(plan.jobs.size(), 1);
        QCOMPARE(plan.jobs[0].learned, QStringList{metricid::clipI});
    }

    void aLearnedValueWithoutItsEmbeddingsIsEncodedAgain()
    {
        const QVector<Item> items{
            item(QStringLiteral("a"),
                 {output(1, QStringLiteral("S"), {{metricid::clipI, QStringLiteral("v-clip_i"), 0.5}}),
                  output(2, QStringLiteral("T"), {{metricid::clipI, QStringLiteral("v-clip_i"), 0.6}})})};
        StoredState stored;
        stored.embedded.insert(metricid::clipI, {2}); // output 1 was scored by an EditLens that stored no embeddings
        const ScoringPlan plan =
            planScoring(items, m_registry, options({metricid::clipI}), allInstalled(), stored, m_paths);
        QCOMPARE(jobOutputs(plan), QStringList{QStringLiteral("1")});
        QCOMPARE(plan.skipped, 1);
    }

    void outputsWithoutAnImageAreNotCounted()
    {
        Output noImage = output(2, QStringLiteral("T"));
        noImage.path.clear();
        const QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S")), noImage})};
        const ScoringPlan plan = planScoring(items, m_registry, options({metricid::l1}), allInstalled(), {}, m_paths);
        QCOMPARE(plan.outputs, 1);
        QCOMPARE(jobOutputs(plan), QStringList{QStringLiteral("1")});
    }

    void groundTruthMetricsNeedAGroundTruthImage()
    {
        QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"))}),
                            item(QStringLiteral("b"), {output(2, QStringLiteral("S"))})};
        items[0].groundTruthPath = QStringLiteral("gt/a.png");
        ScoringPlan plan =
            planScoring(items, m_registry, options({metricid::l1GroundTruth}), allInstalled(), {}, m_paths);
        QCOMPARE(jobOutputs(plan), QStringList{QStringLiteral("1")});
        QCOMPARE(plan.jobs[0].pixelGroundTruth, QStringList{metricid::l1GroundTruth});
        QCOMPARE(plan.jobs[0].groundTruthPath, QStringLiteral("/study/gt/a.png"));
        QVERIFY(plan.unavailable.value(QStringLiteral("l1_gt (some outputs)")).contains(QStringLiteral("1 of 2")));

        items[0].groundTruthPath.clear();
        plan = planScoring(items, m_registry, options({metricid::l1GroundTruth}), allInstalled(), {}, m_paths);
        QVERIFY(plan.jobs.isEmpty());
        QCOMPARE(plan.skipped, 2);
        QVERIFY(plan.unavailable.value(metricid::l1GroundTruth).contains(QStringLiteral("no item")));
    }

    void theDetectorRunsOnceAndForBpmOnlyWithoutRegions()
    {
        const QString detector = DifferenceDetector::origin();
        QVector<Item> items{
            item(QStringLiteral("a"), {output(1, QStringLiteral("S"), {{metricid::detectBoxes, detector, 0.0}}),
                                       output(2, QStringLiteral("T"))})};
        ScoringPlan plan = planScoring(items, m_registry, options({metricid::detect}), allInstalled(), {}, m_paths);
        // A run that found nothing is recorded too: it is not repeated.
        QCOMPARE(jobOutputs(plan), QStringList{QStringLiteral("2")});
        QVERIFY(plan.jobs[0].detect);

        // BPM alone: the detector runs where BPM has no region (no mask, no difference, no detector run).
        plan = planScoring(items, m_registry, options({metricid::bpm}), allInstalled(), {}, m_paths);
        QCOMPARE(jobOutputs(plan), (QStringList{QStringLiteral("1"), QStringLiteral("2")}));
        QVERIFY(!plan.jobs[0].detect);
        QVERIFY(plan.jobs[1].detect);
        QVERIFY(plan.jobs[1].bpm);
    }

    void bpmRunsTheDetectorUnlessTheOutputHasARegionOfItsOwn()
    {
        // What locates no edited object leaves BPM without a region, so the detector runs: a reference mask (the
        // object the edit is placed next to), a difference labelled NO (an unwanted change), a detector box a
        // reviewer rejected. Otherwise `score --metrics bpm` alone would judge these outputs on nothing, and only
        // after `score --metrics detect` on the detector's boxes.
        Item withReference = item(QStringLiteral("a"), {output(1, QStringLiteral("S"))});
        withReference.masks.append(Mask{QStringLiteral("masks/a_reference.png"), QStringLiteral("reference"),
                                        OriginKind::GroundTruth, QString()});
        Difference unwanted;
        unwanted.id = 10;
        unwanted.op = EditOp::Add;
        unwanted.box = QRectF(1, 1, 8, 8);
        unwanted.originKind = OriginKind::GroundTruth;
        unwanted.coherence.append(CoherenceLabel{false, QString(), OriginKind::GroundTruth, QString()});
        Output o2 = output(2, QStringLiteral("S"));
        o2.differences.append(unwanted);
        Difference rejectedBox;
        rejectedBox.id = 11;
        rejectedBox.box = QRectF(1, 1, 8, 8);
        rejectedBox.originKind = OriginKind::Detector;
        rejectedBox.origin = QStringLiteral("DICE");
        Output o3 = output(3, QStringLiteral("S"));
        o3.differences.append(rejectedBox);
        // What does give a region: an object mask, a wanted difference, a detector box nobody rejected.
        Item withRegionMask = item(QStringLiteral("d"), {output(4, QStringLiteral("S"))});
        withRegionMask.masks.append(
            Mask{QStringLiteral("masks/d_origin.png"), QStringLiteral("origin"), OriginKind::GroundTruth, QString()});
        Output o5 = output(5, QStringLiteral("S"));
        Difference wanted = unwanted;
        wanted.id = 12;
        wanted.coherence.clear();
        o5.differences.append(wanted);
        Output o6 = output(6, QStringLiteral("S"));
        Difference acceptedBox = rejectedBox;
        acceptedBox.id = 13;
        o6.differences.append(acceptedBox);
        const QVector<Item> items{withReference, item(QStringLiteral("b"), {o2, o3}), withRegionMask,
                                  item(QStringLiteral("e"), {o5, o6})};
        StoredState stored;
        stored.rejected.insert(11);
        const ScoringPlan plan =
            planScoring(items, m_registry, options({metricid::bpm}), allInstalled(), stored, m_paths);
        QCOMPARE(jobOutputs(plan), (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                                QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("6")}));
        QStringList detected;
        for (const Job &job : plan.jobs)
            if (job.detect)
                detected << QString::number(job.outputId);
        QCOMPARE(detected, (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
    }

    void bpmResumesWhenItsComponentsAndModifyAreStored()
    {
        const QVector<Item> base{item(QStringLiteral("a"), {output(1, QStringLiteral("S"))})};
        const ScoringPlan metrics = planMetrics(base, m_registry, options({metricid::bpm}), allInstalled());
        const QString components = metrics.versions.value(metricid::bpm);
        // A component of BPM's version, but no S_modify of the current one: BPM runs again for S_modify.
        QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"),
                                                              {{metricid::bpmSPreserve, components, 0.8},
                                                               {metricid::detectBoxes, QStringLiteral("d"), 1}})})};
        ScoringPlan plan = planScoring(items, m_registry, options({metricid::bpm}), allInstalled(), {}, m_paths);
        QCOMPARE(plan.jobs.size(), 1);
        QVERIFY(plan.jobs[0].bpm);
        items[0].outputs[0].scores.push_back({metricid::bpmSModify, metrics.modifyVersion, 0.3});
        plan = planScoring(items, m_registry, options({metricid::bpm}), allInstalled(), {}, m_paths);
        QVERIFY(plan.jobs.isEmpty());
        QCOMPARE(plan.skipped, 1);
    }

    void chainFinalStoresUnderFinalIdsAndRefusesPerTurnMetrics()
    {
        const QVector<Item> items{item(QStringLiteral("a"), {output(1, QStringLiteral("S"))})};
        ScoreOptions o = options({metricid::ssim, metricid::bpm, metricid::detect});
        o.chain = ChainMode::Final;
        const ScoringPlan plan = planMetrics(items, m_registry, o, allInstalled());
        QCOMPARE(plan.pixel, QStringList{metricid::ssim});
        QVERIFY(plan.versions.contains(chainFinalMetricId(metricid::ssim)));
        QVERIFY(!plan.bpm);
        QVERIFY(!plan.detect);
        QVERIFY(plan.unavailable.value(metricid::bpm).contains(QStringLiteral("--chain final")));
        QVERIFY(plan.unavailable.value(metricid::detect).contains(QStringLiteral("--chain final")));
    }

    void diceClipRunsOnlyWhereTheOriginRecordedDifferences()
    {
        Difference truth;
        truth.id = 10;
        truth.box = QRectF(0, 0, 4, 4);
        truth.originKind = OriginKind::Annotator;
        truth.origin = QStringLiteral("alice");
        Output annotated = output(1, QStringLiteral("S"));
        annotated.differences = {truth};
        annotated.completeBy = {QStringLiteral("alice")};
        const QVector<Item> items{item(QStringLiteral("a"), {annotated, output(2, QStringLiteral("T"))})};
        ScoreOptions o = options({metricid::clipIBackground});
        o.diceOrigin = QStringLiteral("alice");
        const ScoringPlan plan = planScoring(items, m_registry, o, allInstalled(), {}, m_paths);
        QCOMPARE(plan.dice, QStringList{metricid::clipIBackground});
        QVERIFY(plan.versions.value(metricid::clipIBackground).startsWith(QStringLiteral("v-clip_i; ")));
        QVERIFY(plan.versions.value(metricid::clipIBackground).contains(QStringLiteral("'alice'")));
        QCOMPARE(jobOutputs(plan), QStringList{QStringLiteral("1")});
        QCOMPARE(plan.jobs[0].dice, QStringList{metricid::clipIBackground});
        QCOMPARE(plan.diceNotRecorded.value(metricid::clipIBackground), 1);
    }

    void jobsOfOneSourceAreGroupedInOrder()
    {
        const QVector<Item> items{item(QStringLiteral("a"),
                                       {output(1, QStringLiteral("S")), output(2, QStringLiteral("T"))}),
                                  item(QStringLiteral("b"), {output(3, QStringLiteral("S"))})};
        const ScoringPlan plan = planScoring(items, m_registry, options({metricid::l1}), allInstalled(), {}, m_paths);
        const QVector<QVector<Job>> groups = groupBySource(plan.jobs);
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups[0].size(), 2);
        QCOMPARE(groups[0][1].outputId, qint64(2));
        QCOMPARE(groups[1][0].outputId, qint64(3));
    }
};

QTEST_GUILESS_MAIN(TestScoringPlan)
#include "tst_scoringplan.moc"
