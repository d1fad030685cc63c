#include "detect/differencedetector.h"
#include "testutil.h"

#include <QTest>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

using namespace editlens::core;

namespace {

// A smooth, blotchy colour field (random 64×64 noise enlarged bicubically): gentle structure everywhere, so that
// phase correlation has something to lock on and the detector's thresholds see realistic background gradients.
cv::Mat background(cv::Size size, uint64 seed)
{
    cv::Mat small(64, 64, CV_8UC3);
    cv::RNG rng(seed);
    rng.fill(small, cv::RNG::UNIFORM, 70, 180);
    cv::Mat image;
    cv::resize(small, image, size, 0, 0, cv::INTER_CUBIC);
    return image;
}

// A strongly textured patch: a 6-pixel checkerboard of yellow and dark blue (BGR).
cv::Mat texturedPatch(cv::Size size)
{
    cv::Mat patch(size, CV_8UC3);
    for (int r = 0; r < size.height; ++r)
        for (int c = 0; c < size.width; ++c)
            patch.at<cv::Vec3b>(r, c) = ((r / 6 + c / 6) % 2) ? cv::Vec3b(0, 230, 240) : cv::Vec3b(120, 10, 20);
    return patch;
}

cv::Mat withPatch(const cv::Mat &image, const cv::Rect &where, const cv::Mat &patch)
{
    cv::Mat out = image.clone();
    patch.copyTo(out(where));
    return out;
}

double iou(const QRectF &a, const QRectF &b)
{
    const QRectF inter = a.intersected(b);
    const double i = inter.width() * inter.height();
    return i / (a.width() * a.height() + b.width() * b.height() - i);
}

QRectF toQRectF(const cv::Rect &r)
{
    return QRectF(r.x, r.y, r.width, r.height);
}

const cv::Rect kPatch(200, 180, 100, 90);

} // namespace

class TestDifferenceDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesItselfPixelDiffDetector()
    {
        QCOMPARE(DifferenceDetector::name(), QStringLiteral("pixel-diff detector"));
        QCOMPARE(DifferenceDetector::origin(), QStringLiteral("pixel-diff detector 1"));
    }

    void findsOneBoxOfTheExpectedOperation_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("expectedOp");
        QTest::newRow("pasted textured patch") << 0 << int(EditOp::Add);
        QTest::newRow("removed textured patch") << 1 << int(EditOp::Remove);
        QTest::newRow("recoloured patch (B and R swapped)") << 2 << int(EditOp::Edit);
    }

    void findsOneBoxOfTheExpectedOperation()
    {
        QFETCH(int, kind);
        QFETCH(int, expectedOp);
        const cv::Mat bg = background({512, 512}, 11);
        const cv::Mat patch = texturedPatch(kPatch.size());
        cv::Mat swapped;
        cv::cvtColor(patch, swapped, cv::COLOR_BGR2RGB); // same edges per channel, other colours
        cv::Mat source, edited;
        switch (kind) {
        case 0:
            source = bg;
            edited = withPatch(bg, kPatch, patch);
            break;
        case 1:
            source = withPatch(bg, kPatch, patch);
            edited = bg;
            break;
        default:
            source = withPatch(bg, kPatch, patch);
            edited = withPatch(bg, kPatch, swapped);
        }
        const auto result = DifferenceDetector().detect(source, edited);
        EL_VERIFY_OK(result);
        QCOMPARE(result.value().size(), 1);
        const Difference &d = result.value().first();
        QCOMPARE(int(d.op), expectedOp);
        QVERIFY2(iou(d.box, toQRectF(kPatch)) > 0.7,
                 qPrintable(QStringLiteral("IoU %1").arg(iou(d.box, toQRectF(kPatch)))));
        QVERIFY(d.confidence > 0.0 && d.confidence <= 1.0);
        QCOMPARE(d.originKind, OriginKind::Detector);
        QCOMPARE(d.origin, QStringLiteral("pixel-diff detector 1"));
        QVERIFY2(d.description.startsWith(QStringLiteral("changed region (medium, ")), qPrintable(d.description));
    }

    void boxesAreInSourcePixelsWhenTheEditedImageIsLarger()
    {
        const cv::Mat bg = background({256, 256}, 12);
        const cv::Rect patch(100, 60, 50, 50);
        cv::Mat edited;
        cv::resize(withPatch(bg, patch, texturedPatch(patch.size())), edited, {512, 512}, 0, 0, cv::INTER_NEAREST);
        const auto result = DifferenceDetector().detect(bg, edited);
        EL_VERIFY_OK(result);
        QCOMPARE(result.value().size(), 1);
        QCOMPARE(result.value().first().op, EditOp::Add);
        QVERIFY(iou(result.value().first().box, toQRectF(patch)) > 0.7);
    }

    void identicalImagesGiveNoBoxes()
    {
        const cv::Mat image = withPatch(background({512, 384}, 13), kPatch, texturedPatch(kPatch.size()));
        const auto result = DifferenceDetector().detect(image, image.clone());
        EL_VERIFY_OK(result);
        QCOMPARE(result.value().size(), 0);
    }

    void slightlyShiftedIdenticalImagesGiveNoBoxes_data()
    {
        QTest::addColumn<int>("dx");
        QTest::addColumn<int>("dy");
        QTest::newRow("2 px right") << 2 << 0;
        QTest::newRow("2 px left, 1 px down") << -2 << 1;
        QTest::newRow("3 px diagonally") << 3 << 3;
    }

    void slightlyShiftedIdenticalImagesGiveNoBoxes()
    {
        QFETCH(int, dx);
        QFETCH(int, dy);
        // Two 512² windows of one larger scene: the edited one shows the scene moved by (dx, dy).
        const cv::Mat scene =
            withPatch(background({540, 540}, 14), kPatch + cv::Point(10, 10), texturedPatch(kPatch.size()));
        const cv::Mat source = scene(cv::Rect(10, 10, 512, 512));
        const cv::Mat edited = scene(cv::Rect(10 - dx, 10 - dy, 512, 512));
        const DifferenceDetector detector;
        const QPointF shift = detector.estimateShift(source, edited);
        QVERIFY2(std::abs(shift.x() - dx) < 0.1 && std::abs(shift.y() - dy) < 0.1,
                 qPrintable(QStringLiteral("%1, %2").arg(shift.x()).arg(shift.y())));
        const auto result = detector.detect(source, edited);
        EL_VERIFY_OK(result);
        QCOMPARE(result.value().size(), 0);
    }

    void nestedComponentsMergeIntoOneBox()
    {
        // A thick square outline and a blob inside it are two components whose boxes overlap: one box remains.
        const cv::Mat bg = background({256, 256}, 15);
        cv::Mat edited = bg.clone();
        cv::rectangle(edited, cv::Rect(60, 60, 120, 120), cv::Scalar(20, 20, 230), 8);
        cv::circle(edited, cv::Point(120, 120), 15, cv::Scalar(230, 230, 230), cv::FILLED);
        const auto result = DifferenceDetector().detect(bg, edited);
        EL_VERIFY_OK(result);
        QCOMPARE(result.value().size(), 1);
        QVERIFY(iou(result.value().first().box, QRectF(56, 56, 128, 128)) > 0.8);
    }

    void boxCountIsCappedKeepingTheMostConfident()
    {
        const cv::Mat bg = background({512, 512}, 16);
        cv::Mat edited = bg.clone();
        for (int i = 0; i < 16; ++i) { // 16 separate squares; the stronger ones differ more from the background
            const cv::Rect r(20 + (i % 4) * 120, 20 + (i / 4) * 120, 40, 40);
            edited(r).setTo(cv::Scalar::all(i % 2 ? 255 : 0));
        }
        DifferenceDetectorOptions options;
        options.maxBoxes = 5;
        const auto result = DifferenceDetector(options).detect(bg, edited);
        EL_VERIFY_OK(result);
        QCOMPARE(result.value().size(), 5);
        for (int i = 1; i < result.value().size(); ++i)
            QVERIFY(result.value()[i - 1].confidence >= result.value()[i].confidence);
        QVERIFY(DifferenceDetector().detect(bg, edited).value().size() == 10);
    }

    void emptyImageIsAnError()
    {
        const auto result = DifferenceDetector().detect(cv::Mat(), background({64, 64}, 17));
        QVERIFY(!result.ok());
        QVERIFY(result.error().message.contains(QStringLiteral("source image is empty")));
    }
};

QTEST_GUILESS_MAIN(TestDifferenceDetector)
#include "tst_differencedetector.moc"
