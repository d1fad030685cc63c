// The DALL-E 2 watermark on MagicBrush outputs: an import stores it with the item as an exclusion region (a tag),
// and the built-in detector finds no change there, while it still finds the edit beside it.
#include "detect/differencedetector.h"
#include "imaging/imagefile.h"
#include "io/magicbrushimport.h"
#include "io/tableimport.h"
#include "shareddata.h"
#include "study/exclusionregions.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp> // cv::IMREAD_COLOR for readImageFile
#include <opencv2/imgproc.hpp>

using namespace editlens::core;

namespace {

// A smooth colour field (random 64×64 noise enlarged bicubically), as the detector's own tests use.
cv::Mat background(cv::Size size, uint64 seed)
{
    cv::Mat small(64, 64, CV_8UC3);
    cv::RNG rng(seed);
    rng.fill(small, cv::RNG::UNIFORM, 70, 180);
    cv::Mat image;
    cv::resize(small, image, size, 0, 0, cv::INTER_CUBIC);
    return image;
}

// DALL-E 2's signature as it looks: five 16×16 squares (yellow, cyan, green, red, blue) at (944, 1004) on 1024².
cv::Mat withWatermark(const cv::Mat &image)
{
    cv::Mat out = image.clone();
    const cv::Scalar colours[] = {{0, 255, 255}, {255, 255, 0}, {0, 200, 0}, {0, 0, 230}, {230, 60, 0}};
    const double s = image.cols / 1024.0;
    for (int i = 0; i < 5; ++i)
        cv::rectangle(out,
                      cv::Rect(int(std::lround((944 + 16 * i) * s)), int(std::lround(1004 * s)),
                               int(std::lround(16 * s)), int(std::lround(16 * s))),
                      colours[i], cv::FILLED);
    return out;
}

// The box lies mostly inside the watermark's corner (the region grown by a quarter of its height).
bool isWatermarkBox(const QRectF &box, QSize image)
{
    const QRectF w = knownExclusionRegions().front().box;
    const QRectF corner(w.x() * image.width() - 6, w.y() * image.height() - 6, w.width() * image.width() + 12,
                        w.height() * image.height() + 12);
    const QRectF inside = box.intersected(corner);
    return inside.width() * inside.height() > 0.5 * box.width() * box.height();
}

int watermarkBoxes(const QVector<Difference> &boxes, QSize image)
{
    int n = 0;
    for (const Difference &d : boxes)
        n += isWatermarkBox(d.box, image) ? 1 : 0;
    return n;
}

} // namespace

class TestKnownWatermark : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theDalle2RegionHasItsProvenance()
    {
        const QVector<ExclusionRegion> found = exclusionRegions({QStringLiteral("add"), dalle2WatermarkTag()});
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.front().box, QRectF(940.0 / 1024, 1000.0 / 1024, 84.0 / 1024, 24.0 / 1024));
        QVERIFY(found.front().provenance.contains(QStringLiteral("DALL-E 2")));
        QVERIFY(exclusionBoxes({QStringLiteral("magicbrush")}).isEmpty());
    }

    void aWatermarkOnlyChangeGivesNoBox_data()
    {
        QTest::addColumn<int>("sourceSide");
        QTest::newRow("1024 on 1024") << 1024;
        QTest::newRow("1024 on 500") << 500; // MagicBrush: 500² inputs, DALL-E 2's 1024² targets
    }

    void aWatermarkOnlyChangeGivesNoBox()
    {
        QFETCH(int, sourceSide);
        const cv::Mat source = background({sourceSide, sourceSide}, 7);
        cv::Mat large;
        cv::resize(source, large, {1024, 1024}, 0, 0, cv::INTER_CUBIC);
        const cv::Mat edited = withWatermark(large);
        const QSize size(sourceSide, sourceSide);
        // Without the region the bar is a confident box: what a DICE-D builder had to reject by hand.
        const auto plain = DifferenceDetector().detect(source, edited);
        EL_VERIFY_OK(plain);
        if (sourceSide == 1024)
            QCOMPARE(watermarkBoxes(plain.value(), size), 1);
        const auto excluded = DifferenceDetector().detect(source, edited, exclusionBoxes({dalle2WatermarkTag()}));
        EL_VERIFY_OK(excluded);
        QVERIFY2(excluded.value().isEmpty(), qPrintable(QString::number(excluded.value().size())));
    }

    void theEditBesideTheWatermarkIsStillFound()
    {
        const cv::Mat source = background({1024, 1024}, 11);
        cv::Mat edited = withWatermark(source);
        cv::rectangle(edited, cv::Rect(300, 280, 200, 160), cv::Scalar(20, 20, 220), cv::FILLED);
        const auto boxes = DifferenceDetector().detect(source, edited, exclusionBoxes({dalle2WatermarkTag()}));
        EL_VERIFY_OK(boxes);
        QCOMPARE(boxes.value().size(), 1);
        QVERIFY(boxes.value().front().box.intersects(QRectF(300, 280, 200, 160)));
    }

    void magicBrushImportsStoreTheRegion()
    {
        // A one-turn MagicBrush folder without edit_sessions.json.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("images/7")));
        QImage image(64, 64, QImage::Format_RGB32);
        image.fill(Qt::gray);
        QVERIFY(image.save(dir.filePath(QStringLiteral("images/7/7-input.png"))));
        QVERIFY(image.save(dir.filePath(QStringLiteral("images/7/7-output1.png"))));
        const auto data = MagicBrushImport().read(dir.path(), {}, {});
        EL_VERIFY_OK(data);
        QCOMPARE(data.value().items.size(), 1);
        QVERIFY(data.value().items.front().tags.contains(dalle2WatermarkTag()));

        // MagicBrush's manifest.tsv read as a table: its `task` column says which rows are MagicBrush's.
        QFile tsv(dir.filePath(QStringLiteral("manifest.tsv")));
        QVERIFY(tsv.open(QIODevice::WriteOnly));
        tsv.write("task\tinstruction\tsource_image\ttarget_image\n"
                  "magicbrush\tadd a cat\timages/7/7-input.png\timages/7/7-output1.png\n"
                  "other\tadd a dog\timages/7/7-input.png\timages/7/7-output1.png\n");
        tsv.close();
        const auto table = TableImport().read(tsv.fileName(), {}, {});
        EL_VERIFY_OK(table);
        QCOMPARE(table.value().items.size(), 2);
        QVERIFY(table.value().items.at(0).tags.contains(dalle2WatermarkTag()));
        QVERIFY(!table.value().items.at(1).tags.contains(dalle2WatermarkTag()));
    }

    void theSharedMagicBrushPairsGiveNoWatermarkBox()
    {
        const QString shared = editlens::testing::sharedMagicBrushPairs();
        if (!QDir(shared).exists(QStringLiteral("images")))
            QSKIP("../shared/data/magicbrush-pairs is absent (a fresh clone has no shared data)");
        const auto data = MagicBrushImport().read(shared, {}, {});
        EL_VERIFY_OK(data);
        int before = 0;
        int pairs = 0;
        for (const Item &item : data.value().items) {
            QVERIFY(item.tags.contains(dalle2WatermarkTag()));
            const auto source = readImageFile(item.sourcePath, cv::IMREAD_COLOR);
            EL_VERIFY_OK(source);
            for (const Output &o : item.outputs) {
                const auto edited = readImageFile(o.path, cv::IMREAD_COLOR);
                EL_VERIFY_OK(edited);
                const QSize size(source.value().cols, source.value().rows);
                const auto plain = DifferenceDetector().detect(source.value(), edited.value());
                EL_VERIFY_OK(plain);
                before += watermarkBoxes(plain.value(), size);
                const auto boxes =
                    DifferenceDetector().detect(source.value(), edited.value(), exclusionBoxes(item.tags));
                EL_VERIFY_OK(boxes);
                QVERIFY2(watermarkBoxes(boxes.value(), size) == 0, qPrintable(item.key));
                ++pairs;
            }
        }
        qInfo("%d pairs; watermark boxes without the region: %d, with it: 0", pairs, before);
        QVERIFY(before > 0);
    }
};

QTEST_GUILESS_MAIN(TestKnownWatermark)
#include "tst_knownwatermark.moc"
