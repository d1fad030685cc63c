#include "alignment/alignmentengine.h"
#include "demo/demostudy.h"
#include "detect/differencedetector.h"
#include "registries.h"
#include "scoring/studyscorer.h"
#include "storage/studykind.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

QByteArray sha(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

int channelDelta(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
}

} // namespace

class TestDemoStudy : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_study;
    ScoreReport m_scored;

    /// Mean rating of each system on one dimension over every annotator and item.
    QMap<QString, double> meanRating(const QString &dimension) const
    {
        QMap<QString, double> sum, n;
        const StudyData data = StudyStore::open(m_study).value()->load().value();
        for (const Item &item : data.items)
            for (const Output &o : item.outputs)
                for (const Rating &r : o.ratings)
                    if (r.dimension == dimension) {
                        sum[o.system] += r.value;
                        n[o.system] += 1;
                    }
        QMap<QString, double> mean;
        for (auto it = sum.cbegin(); it != sum.cend(); ++it)
            mean.insert(it.key(), *it / n.value(it.key()));
        return mean;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(DemoOptions().photoDir + QStringLiteral("/fruits.jpg")))
            QSKIP("the demo's photographs (Debian package opencv-doc) are not installed");
        QVERIFY(m_dir.isValid());
        auto study = createDemoStudy(m_dir.filePath(QStringLiteral("a")), editlens::testing::builtinFormats());
        EL_VERIFY_OK(study);
        m_study = study.value();
        // Scored as `editlens-cli demo` scores it.
        auto store = StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        MetricRegistry registry;
        registry.registerBuiltins();
        ScoreOptions options;
        options.metrics = demoMetricIds();
        auto scored = scoreStudy(*store.value(), registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(scored);
        m_scored = scored.value();
    }

    void demoMetricsNeedNoModel()
    {
        QCOMPARE(m_scored.outputs, 40);
        QCOMPARE(m_scored.computed, 40);
        QVERIFY(m_scored.errors.isEmpty());
        // Only BPM itself waits for CLIP (S_modify); its model-free components are stored.
        QCOMPARE(m_scored.unavailable.keys(), QStringList{QStringLiteral("bpm")});
        QVERIFY(m_scored.differencesStored > 0);
        const StudyData data = StudyStore::open(m_study).value()->load().value();
        for (const Item &item : data.items)
            for (const Output &o : item.outputs) {
                QStringList metrics;
                for (const Score &score : o.scores)
                    metrics << score.metric;
                for (const char *id : {"l1", "mse", "psnr", "ssim", "detect_boxes", "bpm_s_preserve", "bpm_s_region"})
                    QVERIFY2(metrics.contains(QLatin1String(id)),
                             qPrintable(QStringLiteral("%1 / %2: no %3").arg(item.key, o.system, QLatin1String(id))));
            }
        int detected = 0;
        for (const Item &item : data.items)
            for (const Output &o : item.outputs)
                for (const Difference &d : o.differences)
                    detected += d.origin == DifferenceDetector::origin() ? 1 : 0;
        QCOMPARE(qint64(detected), m_scored.differencesStored);
    }

    void peopleAgreeWithinEverySystemAsInARealStudy()
    {
        // Ratings follow each output's real quality, so each annotator orders a system's outputs much as the others
        // do: a human-to-human Spearman of a real study, and no system whose ratings are constant (undefined).
        const StudyData data = StudyStore::open(m_study).value()->load().value();
        const alignment::AlignmentReport report =
            alignment::computeAlignment(alignment::RatingTable::fromStudy(data), {});
        for (const QString &dimension :
             {QStringLiteral("overall"), QStringLiteral("edited_area"), QStringLiteral("preservation")}) {
            QVERIFY(report.ceiling.contains(dimension));
            const alignment::CeilingCell &cell = report.ceiling.value(dimension);
            QVERIFY2(cell.excludedGroups.isEmpty(), qPrintable(cell.excludedGroups.join(QLatin1Char(','))));
            QVERIFY(cell.h2h.has_value());
            QCOMPARE(cell.nItems, 7);
        }
        const double overall = *report.ceiling.value(QStringLiteral("overall")).h2h;
        QVERIFY2(overall >= 0.3 && overall < 1.0, qPrintable(QString::number(overall)));
    }

    void systemsKeepTheirOrderInPeoplesRatings()
    {
        const QMap<QString, double> overall = meanRating(QStringLiteral("overall"));
        QCOMPARE(overall.size(), 5);
        const double precise = overall.value(QStringLiteral("Precise")),
                     sloppy = overall.value(QStringLiteral("Sloppy")), timid = overall.value(QStringLiteral("Timid")),
                     noise = overall.value(QStringLiteral("Noise")),
                     unrelated = overall.value(QStringLiteral("Unrelated"));
        const QString all =
            QStringLiteral("P %1 S %2 T %3 N %4 U %5").arg(precise).arg(sloppy).arg(timid).arg(noise).arg(unrelated);
        QVERIFY2(precise > std::max(sloppy, timid), qPrintable(all));
        QVERIFY2(std::min(sloppy, timid) > std::max(noise, unrelated), qPrintable(all));
        // The dimensions tell the systems' flaws apart: Sloppy does the edit but spoils the rest, Timid the opposite.
        const QMap<QString, double> area = meanRating(QStringLiteral("edited_area")),
                                    kept = meanRating(QStringLiteral("preservation"));
        QVERIFY(area.value(QStringLiteral("Sloppy")) > area.value(QStringLiteral("Timid")));
        QVERIFY(kept.value(QStringLiteral("Timid")) > kept.value(QStringLiteral("Sloppy")));
        QVERIFY(kept.value(QStringLiteral("Noise")) > kept.value(QStringLiteral("Unrelated")));
    }

    void demoSaysItIsTheDemo()
    {
        // What the study window's banner reads: the kind is written by the builder, not guessed from the name.
        auto store = StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        QCOMPARE(studyKind(*store.value()), StudyKind::Demo);
    }

    void demoHoldsEveryKindOfRecord()
    {
        auto store = StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        const StudyCounts c = store.value()->counts().value();
        QCOMPARE(c.items, 8);
        QCOMPARE(c.outputs, 40);
        QCOMPARE(c.systems, 5);
        QCOMPARE(c.annotators, 3);
        QCOMPARE(c.masks, 10); // an edit_region per item, and the reference object of the two adds
        QVERIFY(c.ratings > 200 && c.ratings < 7 * 5 * 3 * 3); // 7 rated items, some ratings skipped
        // Every ground-truth difference carries the truth's coherence label; on the rated items the three annotators
        // label each one too (DICE-D style, now and then disagreeing with the truth). The detector's boxes (the study
        // is scored) carry none.
        const StudyData data = store.value()->load().value();
        int truth = 0, onRatedItems = 0, disagreeing = 0;
        for (const Item &item : data.items)
            for (const Output &o : item.outputs)
                for (const Difference &d : o.differences) {
                    if (d.origin == DifferenceDetector::origin()) {
                        QVERIFY(d.coherence.isEmpty());
                        continue;
                    }
                    ++truth;
                    QCOMPARE(d.coherence.front().originKind, OriginKind::GroundTruth);
                    if (d.coherence.size() == 4)
                        ++onRatedItems;
                    else
                        QCOMPARE(d.coherence.size(), 1);
                    for (const CoherenceLabel &l : d.coherence)
                        disagreeing += l.coherent != d.coherence.front().coherent;
                }
        QVERIFY(truth >= 40);
        QCOMPARE(c.differences, truth + m_scored.differencesStored);
        QVERIFY(onRatedItems > 0 && onRatedItems < truth);
        QCOMPARE(c.coherenceLabels, truth + 3 * onRatedItems);
        QVERIFY(disagreeing > 0 && disagreeing < onRatedItems);
        QVERIFY(c.preferences > 0);
        QVERIFY(store.value()->name().contains(QStringLiteral("synthetic")));
        const QVector<ItemSummary> items = store.value()->itemSummaries().value();
        QCOMPARE(items.back().ratedOutputs, 0); // left for annotators
        QCOMPARE(items.front().ratedOutputs, 5);
    }

    void everyItemHoldsTheThreeGroundTruthTestCandidates()
    {
        auto store = StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        const auto data = store.value()->load();
        EL_VERIFY_OK(data);
        for (const Item &item : data.value().items) {
            QMap<QString, OutputRole> roles;
            for (const Output &o : item.outputs)
                if (o.role != OutputRole::None)
                    roles.insert(o.system, o.role);
            QCOMPARE(roles,
                     (QMap<QString, OutputRole>{{QStringLiteral("Precise"), OutputRole::GroundTruth},
                                                {QStringLiteral("Noise"), OutputRole::ExcessivelyPreserved},
                                                {QStringLiteral("Unrelated"), OutputRole::ExcessivelyModified}}));
            // The ground-truth candidate is the item's ground-truth image.
            for (const Output &o : item.outputs)
                if (o.role == OutputRole::GroundTruth)
                    QCOMPARE(o.path, item.groundTruthPath);
        }
    }

    void groundTruthBoxesCoverEveryChangedPixel()
    {
        auto store = StudyStore::open(m_study).value();
        for (const ItemSummary &s : store->itemSummaries().value()) {
            const Item item = store->loadItem(s.id).value();
            // The summary names the same images as the item (the browser prefetches from summaries).
            QCOMPARE(s.sourcePath, item.sourcePath);
            QCOMPARE(s.sourceSize, item.sourceSize);
            QCOMPARE(s.outputPaths.size(), item.outputs.size());
            for (int i = 0; i < item.outputs.size(); ++i) {
                QCOMPARE(s.systems[i], item.outputs[i].system);
                QCOMPARE(s.outputPaths[i], item.outputs[i].path);
            }
            const QImage source(store->paths().toAbsolute(item.sourcePath));
            const Output *precise = nullptr;
            for (const Output &o : item.outputs)
                if (o.system == QLatin1String("Precise"))
                    precise = &o;
            QVERIFY(precise);
            const QImage edited(store->paths().toAbsolute(precise->path));
            QCOMPARE(edited.size(), source.size());
            QVERIFY(!precise->differences.isEmpty());
            qint64 changed = 0, boxArea = 0;
            for (const Difference &d : precise->differences)
                boxArea += qint64(d.box.width() * d.box.height());
            for (int y = 0; y < source.height(); ++y) {
                for (int x = 0; x < source.width(); ++x) {
                    if (channelDelta(source.pixel(x, y), edited.pixel(x, y)) <= 24)
                        continue;
                    ++changed;
                    bool inside = false;
                    for (const Difference &d : precise->differences) // inpainting spreads a few pixels
                        inside |= d.box.adjusted(-6, -6, 6, 6).contains(QPointF(x + 0.5, y + 0.5));
                    QVERIFY2(inside, qPrintable(QStringLiteral("%1: change at %2,%3 outside the ground-truth boxes")
                                                    .arg(item.key)
                                                    .arg(x)
                                                    .arg(y)));
                }
            }
            QVERIFY2(changed > 200, qPrintable(item.key));                 // the edit is visible
            QVERIFY2(boxArea < 4 * changed + 20000, qPrintable(item.key)); // and the boxes are tight
        }
    }

    void noiseOutputDiffersEverywhereByItsStatedSigma()
    {
        // Each Noise output's difference names its σ; the image holds that much noise: E|N| = σ·√(2/π) ≈ 0.8σ,
        // a little less where clipping at 0 and 255 cuts it.
        auto store = StudyStore::open(m_study).value();
        const StudyData data = store->load().value();
        QSet<QString> sigmas;
        for (const Item &item : data.items) {
            const QImage source(store->paths().toAbsolute(item.sourcePath));
            for (const Output &o : item.outputs) {
                if (o.system != QLatin1String("Noise"))
                    continue;
                const QRegularExpressionMatch m =
                    QRegularExpression(QStringLiteral("\\(σ ([0-9.]+)\\)$")).match(o.differences.front().description);
                QVERIFY2(m.hasMatch(), qPrintable(o.differences.front().description));
                const double sigma = m.captured(1).toDouble();
                sigmas.insert(m.captured(1));
                const QImage noise(store->paths().toAbsolute(o.path));
                QCOMPARE(noise.size(), source.size());
                double sum = 0;
                for (int y = 0; y < source.height(); ++y)
                    for (int x = 0; x < source.width(); ++x)
                        sum += std::abs(qGreen(source.pixel(x, y)) - qGreen(noise.pixel(x, y)));
                const double mean = sum / (source.width() * source.height());
                QVERIFY2(mean > 0.6 * sigma && mean < 0.85 * sigma,
                         qPrintable(
                             QStringLiteral("%1: σ %2, mean |difference| %3").arg(item.key).arg(sigma).arg(mean)));
            }
        }
        QCOMPARE(sigmas.size(), 8); // a different strength on every item
    }

    void sameSeedGivesIdenticalFiles()
    {
        auto second = createDemoStudy(m_dir.filePath(QStringLiteral("b")), editlens::testing::builtinFormats());
        EL_VERIFY_OK(second);
        const QString a = QFileInfo(m_study).absolutePath(), b = QFileInfo(second.value()).absolutePath();
        QCOMPARE(sha(b + QStringLiteral("/demo.jsonl")), sha(a + QStringLiteral("/demo.jsonl")));
        QCOMPARE(sha(b + QStringLiteral("/images/messi-ball-move/sloppy.png")),
                 sha(a + QStringLiteral("/images/messi-ball-move/sloppy.png")));
    }

    void existingDemoNeedsForce()
    {
        const QString dir = m_dir.filePath(QStringLiteral("c"));
        EL_VERIFY_OK(createDemoStudy(dir, editlens::testing::builtinFormats()));
        auto again = createDemoStudy(dir, editlens::testing::builtinFormats());
        QVERIFY(!again.ok());
        QVERIFY(again.error().message.contains(QStringLiteral("--force")));
        DemoOptions force;
        force.force = true;
        auto rebuilt = createDemoStudy(dir, editlens::testing::builtinFormats(), force);
        EL_VERIFY_OK(rebuilt);
        QCOMPARE(StudyStore::open(rebuilt.value()).value()->counts().value().items, 8);
    }

    void missingPhotoIsNamed()
    {
        DemoOptions options;
        options.photoDir = m_dir.filePath(QStringLiteral("no-photos-here"));
        auto study = createDemoStudy(m_dir.filePath(QStringLiteral("d")), editlens::testing::builtinFormats(), options);
        QVERIFY(!study.ok());
        QVERIFY(study.error().file.startsWith(options.photoDir));
    }
};

QTEST_GUILESS_MAIN(TestDemoStudy)
#include "tst_demostudy.moc"
