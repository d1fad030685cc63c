#include "inference/imagepreprocess.h"
#include "inference/modelregistry.h"

#include "testutil.h"

#include <QTest>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace editlens::core;

namespace {

PreprocessSpec spec(ResizeRule rule, int resizeTo, int crop, std::array<float, 3> mean = {0.f, 0.f, 0.f},
                    std::array<float, 3> std = {1.f, 1.f, 1.f})
{
    PreprocessSpec s;
    s.id = QStringLiteral("test");
    s.rule = rule;
    s.resizeTo = resizeTo;
    s.crop = crop;
    s.mean = mean;
    s.std = std;
    return s;
}

const std::array<float, 3> kClipMean{0.48145466f, 0.4578275f, 0.40821073f};
const std::array<float, 3> kClipStd{0.26862954f, 0.26130258f, 0.27577711f};

// Value of channel c (0 = R, 1 = G, 2 = B) at (x, y) of a CHW tensor.
float at(const ImageTensor &t, int c, int y, int x)
{
    return t.data[std::size_t(c) * t.size * t.size + std::size_t(y) * t.size + x];
}

// An image whose blue channel holds its column index, green its row index, red 200.
cv::Mat coordinateImage(int rows, int cols)
{
    cv::Mat image(rows, cols, CV_8UC3);
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < cols; ++x)
            image.at<cv::Vec3b>(y, x) = cv::Vec3b(uchar(x), uchar(y), 200);
    return image;
}

} // namespace

class TestImagePreprocess : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void centreCropOffsetRoundsHalvesToEven_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("crop");
        QTest::addColumn<int>("offset");
        // torchvision CenterCrop: int(round((length - crop) / 2.0)), Python 3 round() → halves to even.
        QTest::newRow("equal") << 224 << 224 << 0;
        QTest::newRow("0.5 -> 0") << 225 << 224 << 0;
        QTest::newRow("1") << 226 << 224 << 1;
        QTest::newRow("1.5 -> 2") << 227 << 224 << 2;
        QTest::newRow("2.5 -> 2") << 229 << 224 << 2;
        QTest::newRow("3.5 -> 4") << 231 << 224 << 4;
        QTest::newRow("dino 256 -> 224") << 256 << 224 << 16;
        QTest::newRow("crop larger") << 100 << 224 << 0;
    }
    void centreCropOffsetRoundsHalvesToEven()
    {
        QFETCH(int, length);
        QFETCH(int, crop);
        QFETCH(int, offset);
        QCOMPARE(centreCropOffset(length, crop), offset);
    }

    void normalizesWithClipMeanStdInRgbPlanes()
    {
        // 2×2 image at the target size (no resampling). Pixels as OpenCV stores them, B, G, R.
        cv::Mat image(2, 2, CV_8UC3);
        image.at<cv::Vec3b>(0, 0) = cv::Vec3b(0, 128, 255);
        image.at<cv::Vec3b>(0, 1) = cv::Vec3b(10, 20, 30);
        image.at<cv::Vec3b>(1, 0) = cv::Vec3b(255, 255, 255);
        image.at<cv::Vec3b>(1, 1) = cv::Vec3b(64, 0, 200);
        const auto tensor = preprocessImage(image, spec(ResizeRule::Squash, 2, 0, kClipMean, kClipStd));
        EL_VERIFY_OK(tensor);
        QCOMPARE(tensor.value().size, 2);
        QCOMPARE(tensor.value().data.size(), std::size_t(12));
        // (p / 255 − mean[c]) / std[c], by hand (python3: (p/255-m)/s, 7 significant digits), R plane first.
        const float expected[3][4] = {{1.930336f, -1.35431f, 1.930336f, 1.127423f},
                                      {0.1688972f, -1.451942f, 2.074884f, -1.752097f},
                                      {-1.48022f, -1.338019f, 2.145897f, -0.5701356f}};
        for (int c = 0; c < 3; ++c)
            for (int i = 0; i < 4; ++i)
                QVERIFY2(std::abs(at(tensor.value(), c, i / 2, i % 2) - expected[c][i]) < 2e-6f,
                         qPrintable(QStringLiteral("channel %1 pixel %2").arg(c).arg(i)));
    }

    void lpipsRangeMapsBlackToMinusOneAndWhiteToOne()
    {
        cv::Mat image(1, 3, CV_8UC3);
        image.at<cv::Vec3b>(0, 0) = cv::Vec3b(0, 0, 0);
        image.at<cv::Vec3b>(0, 1) = cv::Vec3b(255, 255, 255);
        image.at<cv::Vec3b>(0, 2) = cv::Vec3b(51, 102, 153);
        const auto tensor =
            preprocessImage(image, spec(ResizeRule::ShorterSide, 1, 1, {.5f, .5f, .5f}, {.5f, .5f, .5f}));
        EL_VERIFY_OK(tensor);
        // Shorter side 1 → image stays 1×3, centre crop 1 at column round(1.0) = 1: the white pixel.
        QCOMPARE(tensor.value().size, 1);
        for (int c = 0; c < 3; ++c)
            QCOMPARE(at(tensor.value(), c, 0, 0), 1.f);
        const auto black = preprocessImage(image(cv::Rect(0, 0, 1, 1)),
                                           spec(ResizeRule::Squash, 1, 0, {.5f, .5f, .5f}, {.5f, .5f, .5f}));
        EL_VERIFY_OK(black);
        QCOMPARE(at(black.value(), 0, 0, 0), -1.f);
        // R = 153: 153 / 255 · 2 − 1 = 0.2 exactly in decimal.
        const auto mixed = preprocessImage(image(cv::Rect(2, 0, 1, 1)),
                                           spec(ResizeRule::Squash, 1, 0, {.5f, .5f, .5f}, {.5f, .5f, .5f}));
        EL_VERIFY_OK(mixed);
        QVERIFY(std::abs(at(mixed.value(), 0, 0, 0) - 0.2f) < 1e-6f);
        QVERIFY(std::abs(at(mixed.value(), 1, 0, 0) - (102.f / 255.f * 2.f - 1.f)) < 1e-6f);
        QVERIFY(std::abs(at(mixed.value(), 2, 0, 0) - (51.f / 255.f * 2.f - 1.f)) < 1e-6f);
    }

    void shorterSideCropTakesTheCentreColumns_data()
    {
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("firstColumn");
        // 3 rows: shorter side already 3, longer int(3 · cols / 3) = cols, no resampling; left = round((cols − 3) / 2).
        QTest::newRow("5 wide: round(1.0)") << 5 << 1;
        QTest::newRow("6 wide: round(1.5) = 2") << 6 << 2;
        QTest::newRow("8 wide: round(2.5) = 2") << 8 << 2;
    }
    void shorterSideCropTakesTheCentreColumns()
    {
        QFETCH(int, cols);
        QFETCH(int, firstColumn);
        const auto tensor = preprocessImage(coordinateImage(3, cols), spec(ResizeRule::ShorterSide, 3, 3));
        EL_VERIFY_OK(tensor);
        QCOMPARE(tensor.value().size, 3);
        for (int y = 0; y < 3; ++y) {
            for (int x = 0; x < 3; ++x) {
                QCOMPARE(at(tensor.value(), 0, y, x), 200.f / 255.f);                  // R
                QCOMPARE(at(tensor.value(), 1, y, x), float(y) / 255.f);               // G = row
                QCOMPARE(at(tensor.value(), 2, y, x), float(firstColumn + x) / 255.f); // B = column
            }
        }
    }

    void shorterSideCropTakesTheCentreRowsOfAPortrait()
    {
        // 5 rows × 3 columns: top = round((5 − 3) / 2) = 1.
        const auto tensor = preprocessImage(coordinateImage(5, 3), spec(ResizeRule::ShorterSide, 3, 3));
        EL_VERIFY_OK(tensor);
        for (int y = 0; y < 3; ++y)
            QCOMPARE(at(tensor.value(), 1, y, 0), float(1 + y) / 255.f);
    }

    void shorterSideResizeIsOpenCvBicubic()
    {
        cv::Mat image(37, 53, CV_8UC3);
        cv::randu(image, cv::Scalar::all(0), cv::Scalar::all(256));
        const auto tensor = preprocessImage(image, spec(ResizeRule::ShorterSide, 16, 12, kClipMean, kClipStd));
        EL_VERIFY_OK(tensor);
        // Shorter side 37 → 16; longer int(16 · 53 / 37) = int(22.92) = 22. Crop 12: top round(2.0) = 2,
        // left round(5.0) = 5.
        cv::Mat reference;
        cv::resize(image, reference, cv::Size(22, 16), 0, 0, cv::INTER_CUBIC);
        QCOMPARE(tensor.value().size, 12);
        for (int y = 0; y < 12; ++y) {
            for (int x = 0; x < 12; ++x) {
                const cv::Vec3b p = reference.at<cv::Vec3b>(2 + y, 5 + x);
                for (int c = 0; c < 3; ++c) {
                    const float expected = (float(p[2 - c]) / 255.f - kClipMean[c]) / kClipStd[c];
                    QVERIFY(std::abs(at(tensor.value(), c, y, x) - expected) < 1e-5f);
                }
            }
        }
    }

    void vificlipRecipeIsViFiClipsValidationPipeline()
    {
        // ViFi-CLIP's datasets/build.py (mmaction2): Resize(scale=(-1, 256)) keeps the aspect ratio with bilinear
        // interpolation and mmcv.rescale_size's rounding, CenterCrop(224) at ⌊(side − 224) / 2⌋, Normalize with
        // ImageNet's mean/std (123.675, 116.28, 103.53) / (58.395, 57.12, 57.375) on the 0-255 scale.
        auto registry = ModelRegistry::builtin();
        EL_VERIFY_OK(registry);
        const PreprocessSpec *vifi = registry.value().preprocess(QStringLiteral("vificlip"));
        QVERIFY(vifi);
        QCOMPARE(vifi->resizeTo, 256);
        QCOMPARE(vifi->crop, 224);
        QVERIFY(vifi->interpolation == Interpolation::Bilinear);
        QVERIFY(vifi->convention == SizeConvention::Mmaction);
        const std::array<double, 3> mean{123.675, 116.28, 103.53}, std{58.395, 57.12, 57.375};
        for (int c = 0; c < 3; ++c) {
            QVERIFY(std::abs(vifi->mean[c] * 255.0 - mean[c]) < 1e-3);
            QVERIFY(std::abs(vifi->std[c] * 255.0 - std[c]) < 1e-3);
        }
        QCOMPARE(registry.value().metric(QStringLiteral("vificlip"))->preprocessId, QStringLiteral("vificlip"));
        QCOMPARE(registry.value().metric(QStringLiteral("vificlip_reversed"))->preprocessId,
                 QStringLiteral("vificlip"));

        // 303 × 200: longer side int(303 · 1.28 + 0.5) = 388 (torchvision would truncate to 387); crop left
        // (388 − 224) // 2 = 82, top (256 − 224) // 2 = 16.
        cv::Mat image(200, 303, CV_8UC3);
        cv::randu(image, cv::Scalar::all(0), cv::Scalar::all(256));
        const auto tensor = preprocessImage(image, *vifi);
        EL_VERIFY_OK(tensor);
        cv::Mat reference;
        cv::resize(image, reference, cv::Size(388, 256), 0, 0, cv::INTER_LINEAR);
        QCOMPARE(tensor.value().size, 224);
        for (int y = 0; y < 224; y += 7) {
            for (int x = 0; x < 224; x += 5) {
                const cv::Vec3b p = reference.at<cv::Vec3b>(16 + y, 82 + x);
                for (int c = 0; c < 3; ++c) {
                    const double expected = (double(p[2 - c]) - mean[c]) / std[c];
                    QVERIFY(std::abs(at(tensor.value(), c, y, x) - expected) < 1e-4);
                }
            }
        }
        // The crop offset floors: 225 − 224 = 1 gives 0 where torchvision's round(0.5) = 0 too, 227 gives 1 (not 2).
        cv::Mat tall(227, 224, CV_8UC3);
        cv::randu(tall, cv::Scalar::all(0), cv::Scalar::all(256));
        PreprocessSpec plain = *vifi;
        plain.resizeTo = 224;
        const auto cropped = preprocessImage(tall, plain);
        EL_VERIFY_OK(cropped);
        QVERIFY(std::abs(at(cropped.value(), 0, 0, 0) - (tall.at<cv::Vec3b>(1, 0)[2] - mean[0]) / std[0]) < 1e-4);
    }

    void squashIgnoresTheAspectRatio()
    {
        cv::Mat image(10, 30, CV_8UC3);
        cv::randu(image, cv::Scalar::all(0), cv::Scalar::all(256));
        const auto tensor = preprocessImage(image, spec(ResizeRule::Squash, 8, 0));
        EL_VERIFY_OK(tensor);
        cv::Mat reference;
        cv::resize(image, reference, cv::Size(8, 8), 0, 0, cv::INTER_CUBIC);
        QCOMPARE(tensor.value().size, 8);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
                QCOMPARE(at(tensor.value(), 0, y, x), float(reference.at<cv::Vec3b>(y, x)[2]) / 255.f);
    }

    void rejectsImagesThatAreNotBgr8_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("rows");
        QTest::newRow("empty") << CV_8UC3 << 0;
        QTest::newRow("grey") << CV_8UC1 << 4;
        QTest::newRow("16-bit") << CV_16UC3 << 4;
        QTest::newRow("BGRA") << CV_8UC4 << 4;
    }
    void rejectsImagesThatAreNotBgr8()
    {
        QFETCH(int, type);
        QFETCH(int, rows);
        const cv::Mat image = rows > 0 ? cv::Mat(rows, 4, type, cv::Scalar::all(0)) : cv::Mat();
        const auto tensor = preprocessImage(image, spec(ResizeRule::Squash, 4, 0));
        QVERIFY(!tensor.ok());
        QVERIFY(tensor.error().message.contains(QLatin1String("8-bit BGR")));
    }
};

QTEST_GUILESS_MAIN(TestImagePreprocess)
#include "tst_imagepreprocess.moc"
