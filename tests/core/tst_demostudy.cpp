#include "demo/demostudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
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

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(DemoOptions().photoDir + QStringLiteral("/fruits.jpg")))
            QSKIP("the demo's photographs (Debian package opencv-doc) are not installed");
        QVERIFY(m_dir.isValid());
        auto study = createDemoStudy(m_dir.filePath(QStringLiteral("a")));
        EL_VERIFY_OK(study);
        m_study = study.value();
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
        QVERIFY(c.differences >= 40);
        // Every difference carries the truth's coherence label; on the rated items the three annotators label each
        // one too (DICE-D style, now and then disagreeing with the truth).
        const StudyData data = store.value()->load().value();
        int onRatedItems = 0, disagreeing = 0;
        for (const Item &item : data.items)
            for (const Output &o : item.outputs)
                for (const Difference &d : o.differences) {
                    QCOMPARE(d.coherence.front().originKind, OriginKind::GroundTruth);
                    if (d.coherence.size() == 4)
                        ++onRatedItems;
                    else
                        QCOMPARE(d.coherence.size(), 1);
                    for (const CoherenceLabel &l : d.coherence)
                        disagreeing += l.coherent != d.coherence.front().coherent;
                }
        QVERIFY(onRatedItems > 0 && onRatedItems < c.differences);
        QCOMPARE(c.coherenceLabels, c.differences + 3 * onRatedItems);
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

    void noiseOutputDiffersSlightlyEverywhere()
    {
        const QString folder = QFileInfo(m_study).absolutePath() + QStringLiteral("/images/fruits-lime-red/");
        const QImage source(folder + QStringLiteral("source.png"));
        const QImage noise(folder + QStringLiteral("noise.png"));
        QCOMPARE(noise.size(), source.size());
        double sum = 0;
        for (int y = 0; y < source.height(); ++y)
            for (int x = 0; x < source.width(); ++x)
                sum += std::abs(qGreen(source.pixel(x, y)) - qGreen(noise.pixel(x, y)));
        const double mean = sum / (source.width() * source.height());
        QVERIFY2(mean > 5 && mean < 15, qPrintable(QString::number(mean))); // σ = 12: E|N| ≈ 9.6 before clipping
    }

    void sameSeedGivesIdenticalFiles()
    {
        auto second = createDemoStudy(m_dir.filePath(QStringLiteral("b")));
        EL_VERIFY_OK(second);
        const QString a = QFileInfo(m_study).absolutePath(), b = QFileInfo(second.value()).absolutePath();
        QCOMPARE(sha(b + QStringLiteral("/demo.jsonl")), sha(a + QStringLiteral("/demo.jsonl")));
        QCOMPARE(sha(b + QStringLiteral("/images/messi-ball-move/sloppy.png")),
                 sha(a + QStringLiteral("/images/messi-ball-move/sloppy.png")));
    }

    void existingDemoNeedsForce()
    {
        const QString dir = m_dir.filePath(QStringLiteral("c"));
        EL_VERIFY_OK(createDemoStudy(dir));
        auto again = createDemoStudy(dir);
        QVERIFY(!again.ok());
        QVERIFY(again.error().message.contains(QStringLiteral("--force")));
        DemoOptions force;
        force.force = true;
        auto rebuilt = createDemoStudy(dir, force);
        EL_VERIFY_OK(rebuilt);
        QCOMPARE(StudyStore::open(rebuilt.value()).value()->counts().value().items, 8);
    }

    void missingPhotoIsNamed()
    {
        DemoOptions options;
        options.photoDir = m_dir.filePath(QStringLiteral("no-photos-here"));
        auto study = createDemoStudy(m_dir.filePath(QStringLiteral("d")), options);
        QVERIFY(!study.ok());
        QVERIFY(study.error().file.startsWith(options.photoDir));
    }
};

QTEST_GUILESS_MAIN(TestDemoStudy)
#include "tst_demostudy.moc"
