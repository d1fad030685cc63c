#include "metrics/diffmaps.h"
#include "metrics/pixelmetrics.h"
#include "shareddata.h"
#include "testutil.h"

#include <QDir>
#include <QTest>

#include <opencv2/core.hpp>

#include <cmath>
#include <limits>

using namespace editlens::core;
using editlens::testing::sharedMagicBrushPairs;

Q_DECLARE_METATYPE(cv::Mat)
Q_DECLARE_METATYPE(cv::Scalar)

namespace {

cv::Mat randomImage(cv::Size size, int low, int high, uint64 seed)
{
    cv::Mat image(size, CV_8UC3);
    cv::RNG rng(seed);
    rng.fill(image, cv::RNG::UNIFORM, low, high);
    return image;
}

cv::Mat flat(cv::Size size, int value)
{
    return cv::Mat(size, CV_8UC3, cv::Scalar::all(value));
}

// Reference values: scikit-image 0.19.3 (Debian 12 python3-skimage), numpy 1.24, images read with imageio 2.4.1,
//   ssim = skimage.metrics.structural_similarity(a, b, channel_axis=2, gaussian_weights=True, sigma=1.5,
//                                                use_sample_covariance=False, data_range=255)
//   psnr = skimage.metrics.peak_signal_noise_ratio(a, b, data_range=255)
//   d = a / 255 − b / 255;  l1 = mean |d|;  mse = mean d²
// When the sizes differ (500² source, 1024² target) the target was first reduced to 500² with a numpy emulation of
// OpenCV 4.6's INTER_AREA weights (computeResizeAreaTab in imgproc/src/resize.cpp, float weights, round half to
// even) — the alignment EditLens applies — so that the reference checks the metric, not a different resampler.
struct PairReference
{
    const char *source;
    const char *target;
    double l1;
    double mse;
    double psnr;
    double ssim;
};

const PairReference kPairs[] = {
    {"images/242679/242679-input.png", "images/242679/242679-output1.png", 0.0192431059, 0.0039529977, 24.0307343966,
     0.9224586756},
    {"images/368667/368667-input.png", "images/368667/368667-output1.png", 0.0708506144, 0.0197175869, 17.0514623562,
     0.6317185859},
    {"images/368667/368667-output1.png", "images/368667/368667-output2.png", 0.0118605558, 0.0031052888, 25.0789800586,
     0.9291197994},
    {"images/368667/368667-output2.png", "images/368667/368667-output3.png", 0.0102887160, 0.0016891813, 27.7232373623,
     0.9751660947},
    {"images/385042/385042-input.png", "images/385042/385042-output1.png", 0.0914506405, 0.0593578429, 12.2652188996,
     0.7952256445},
    {"images/385042/385042-output1.png", "images/385042/385042-output2.png", 0.0143555847, 0.0034090011, 24.6737285338,
     0.9202744726},
    {"images/385042/385042-output2.png", "images/385042/385042-output3.png", 0.0304153330, 0.0152704238, 18.1614890949,
     0.9223550273},
    {"images/483348/483348-input.png", "images/483348/483348-output1.png", 0.0239260549, 0.0072621186, 21.3893666089,
     0.9204826372},
    {"images/483348/483348-output1.png", "images/483348/483348-output2.png", 0.0026241078, 0.0007607722, 31.1874536091,
     0.9907360341},
    {"images/483348/483348-output2.png", "images/483348/483348-output3.png", 0.0052649542, 0.0006283033, 32.0183068020,
     0.9773444065},
    {"images/141946/141946-input.png", "images/141946/141946-output1.png", 0.0129958588, 0.0016012741, 27.9553433344,
     0.9519867962},
    {"images/141946/141946-output1.png", "images/141946/141946-output2.png", 0.0107479270, 0.0041957332, 23.7719213134,
     0.9680237391},
};

} // namespace

class TestPixelMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identicalImagesHaveZeroErrorUnitSsimInfinitePsnr()
    {
        const cv::Mat image = randomImage({64, 48}, 0, 256, 1);
        const auto result = computePixelMetrics(image, image.clone());
        EL_VERIFY_OK(result);
        const PixelMetrics &m = result.value();
        QCOMPARE(m.l1, 0.0);
        QCOMPARE(m.mse, 0.0);
        // float32 SSIM (see ssimMap()): 1 up to rounding, never above.
        QVERIFY2(m.ssim <= 1.0 && m.ssim > 1.0 - 1e-6, qPrintable(QString::number(m.ssim, 'g', 12)));
        QVERIFY(std::isinf(m.psnr) && m.psnr > 0);
        QCOMPARE(m.pixelsUsed, qint64(64 * 48));
        QVERIFY(!m.resized());
        QVERIFY(!m.masked);
    }

    void constantOffsetGivesExactErrors_data()
    {
        QTest::addColumn<int>("db");
        QTest::addColumn<int>("dg");
        QTest::addColumn<int>("dr");
        QTest::addColumn<double>("l1");
        QTest::addColumn<double>("mse");
        // PSNR = 10·log10(255² / MSE₂₅₅), MSE₂₅₅ = mean of the squared offsets over the three channels.
        QTest::newRow("+10 everywhere") << 10 << 10 << 10 << 10.0 / 255 << 100.0 / (255.0 * 255.0);
        QTest::newRow("3, 0, 6 per channel") << 3 << 0 << 6 << 3.0 / 255 << 15.0 / (255.0 * 255.0);
        QTest::newRow("-20 on red only") << 0 << 0 << -20 << 20.0 / 3 / 255 << 400.0 / 3 / (255.0 * 255.0);
    }

    void constantOffsetGivesExactErrors()
    {
        QFETCH(int, db);
        QFETCH(int, dg);
        QFETCH(int, dr);
        QFETCH(double, l1);
        QFETCH(double, mse);
        const cv::Mat source = randomImage({40, 30}, 30, 200, 2); // no saturation for offsets within ±30
        cv::Mat wide;
        source.convertTo(wide, CV_16SC3);
        wide += cv::Scalar(db, dg, dr);
        cv::Mat edited;
        wide.convertTo(edited, CV_8UC3);
        const auto result = computePixelMetrics(source, edited);
        EL_VERIFY_OK(result);
        QVERIFY(qFuzzyCompare(result.value().l1, l1));
        QVERIFY(qFuzzyCompare(result.value().mse, mse));
        const double psnr = 10.0 * std::log10(1.0 / mse);
        QVERIFY(qFuzzyCompare(result.value().psnr, psnr));
    }

    void ssimOfFlatImagesIsTheLuminanceTerm()
    {
        // Flat images: every σ is 0, so SSIM = (2·100·110 + C1) / (100² + 110² + C1), C1 = (0.01·255)² = 6.5025.
        const double expected = (2.0 * 100 * 110 + 6.5025) / (100.0 * 100 + 110.0 * 110 + 6.5025);
        QVERIFY(std::abs(ssim(flat({32, 32}, 100), flat({32, 32}, 110)) - expected) < 1e-6);
    }

    void maskRestrictsErrorsToThePreservedRegion()
    {
        // 40×40 image: +10 on every preserved pixel, +50 inside the 10×10 edited region (mask non-zero).
        const cv::Mat source = randomImage({40, 40}, 20, 150, 3);
        cv::Mat edited = source + cv::Scalar::all(10);
        const cv::Rect region(5, 20, 10, 10);
        edited(region) = source(region) + cv::Scalar::all(50);
        cv::Mat mask = cv::Mat::zeros(source.size(), CV_8UC1);
        mask(region).setTo(255);

        const auto whole = computePixelMetrics(source, edited);
        EL_VERIFY_OK(whole);
        QVERIFY(qFuzzyCompare(whole.value().l1, (1500.0 * 10 + 100.0 * 50) / 1600.0 / 255.0));
        QVERIFY(qFuzzyCompare(whole.value().mse, (1500.0 * 100 + 100.0 * 2500) / 1600.0 / (255.0 * 255.0)));

        PixelMetricOptions options;
        options.editedRegionMask = mask;
        const auto restricted = computePixelMetrics(source, edited, options);
        EL_VERIFY_OK(restricted);
        QVERIFY(restricted.value().masked);
        QCOMPARE(restricted.value().pixelsUsed, qint64(1500));
        QVERIFY(qFuzzyCompare(restricted.value().l1, 10.0 / 255.0));
        QVERIFY(qFuzzyCompare(restricted.value().mse, 100.0 / (255.0 * 255.0)));
        QVERIFY(qFuzzyCompare(restricted.value().psnr, 10.0 * std::log10(255.0 * 255.0 / 100.0)));
    }

    void maskedSsimAveragesOnlyPreservedPixels()
    {
        // Left half identical, right half replaced by noise: with the right half masked, only the 5 preserved columns
        // whose 11×11 window reaches into the noise can lower SSIM; far from it SSIM is exactly 1.
        const cv::Mat source = randomImage({64, 32}, 0, 256, 4);
        cv::Mat edited = source.clone();
        const cv::Rect right(32, 0, 32, 32);
        randomImage(right.size(), 0, 256, 5).copyTo(edited(right));
        cv::Mat mask = cv::Mat::zeros(source.size(), CV_8UC1);
        mask(right).setTo(1);
        cv::Mat leftOnly = cv::Mat::zeros(source.size(), CV_8UC1);
        leftOnly(cv::Rect(27, 0, 37, 32)).setTo(1); // keeps columns 5..26: windows never reach column 32

        QVERIFY(ssim(source, edited, leftOnly) > 1.0 - 1e-6);
        const double masked = ssim(source, edited, mask);
        const double whole = ssim(source, edited);
        QVERIFY(masked < 0.99);
        QVERIFY(masked > whole);
    }

    void shrinkingUsesAreaAveraging()
    {
        // A 1-pixel checkerboard of 0/255 averaged over 2×2 cells is 127.5 → 128 (INTER_AREA, rounded half to even);
        // bicubic or nearest would not give a flat 128. L1 = 0 against a flat 128 source proves the resampler.
        cv::Mat edited(40, 40, CV_8UC3);
        for (int r = 0; r < 40; ++r)
            for (int c = 0; c < 40; ++c)
                edited.at<cv::Vec3b>(r, c) = cv::Vec3b::all((r + c) % 2 ? 255 : 0);
        const auto result = computePixelMetrics(flat({20, 20}, 128), edited);
        EL_VERIFY_OK(result);
        QCOMPARE(result.value().l1, 0.0);
        QCOMPARE(result.value().alignedFrom, QSize(40, 40));
        QCOMPARE(result.value().size, QSize(20, 20));
        QVERIFY(result.value().resized());
    }

    void enlargingResizesEditedToSourceSize()
    {
        const auto aligned = alignToSource(flat({30, 20}, 7), flat({15, 10}, 9));
        EL_VERIFY_OK(aligned);
        QCOMPARE(aligned.value().cols, 30);
        QCOMPARE(aligned.value().rows, 20);
        QCOMPARE(aligned.value().at<cv::Vec3b>(10, 15), cv::Vec3b::all(9));
    }

    void badInputIsAnErrorNamingTheProblem_data()
    {
        QTest::addColumn<cv::Mat>("source");
        QTest::addColumn<cv::Mat>("edited");
        QTest::addColumn<cv::Mat>("mask");
        QTest::addColumn<int>("alignment");
        QTest::addColumn<QString>("expected");
        const cv::Mat ok = randomImage({20, 20}, 0, 256, 6);
        const int resize = int(Alignment::ResizeEditedToSource);
        QTest::newRow("empty source") << cv::Mat() << ok << cv::Mat() << resize
                                      << QStringLiteral("source image is empty");
        QTest::newRow("empty edited") << ok << cv::Mat() << cv::Mat() << resize
                                      << QStringLiteral("edited image is empty");
        QTest::newRow("grey source") << cv::Mat(20, 20, CV_8UC1, cv::Scalar(0)) << ok << cv::Mat() << resize
                                     << QStringLiteral("source image is not 8-bit BGR");
        QTest::newRow("size mismatch") << ok << flat({21, 20}, 0) << cv::Mat() << int(Alignment::RequireSameSize)
                                       << QStringLiteral("21x20");
        QTest::newRow("mask of the wrong size")
            << ok << ok << cv::Mat(10, 10, CV_8UC1, cv::Scalar(0)) << resize << QStringLiteral("the mask is 10x10");
        QTest::newRow("mask of the wrong type")
            << ok << ok << cv::Mat(20, 20, CV_8UC3, cv::Scalar::all(0)) << resize << QStringLiteral("single-channel");
        QTest::newRow("nothing preserved")
            << ok << ok << cv::Mat(20, 20, CV_8UC1, cv::Scalar(255)) << resize << QStringLiteral("no preserved pixel");
        cv::Mat rim(20, 20, CV_8UC1, cv::Scalar(255));
        rim.row(0).setTo(0); // preserved only on the 5-pixel rim that the SSIM mean crops away
        QTest::newRow("preserved only outside the SSIM frame")
            << ok << ok << rim << resize << QStringLiteral("inside the SSIM frame");
        QTest::newRow("smaller than the SSIM window")
            << flat({8, 8}, 0) << flat({8, 8}, 0) << cv::Mat() << resize << QStringLiteral("11x11");
    }

    void badInputIsAnErrorNamingTheProblem()
    {
        QFETCH(cv::Mat, source);
        QFETCH(cv::Mat, edited);
        QFETCH(cv::Mat, mask);
        QFETCH(int, alignment);
        QFETCH(QString, expected);
        PixelMetricOptions options;
        options.alignment = Alignment(alignment);
        options.editedRegionMask = mask;
        const auto result = computePixelMetrics(source, edited, options);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(expected), qPrintable(result.error().message));
    }

    void matchesScikitImageOnMagicBrushPairs_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kPairs)); ++i)
            QTest::newRow(kPairs[i].target) << i;
    }

    void matchesScikitImageOnMagicBrushPairs()
    {
        QFETCH(int, index);
        const QDir root(sharedMagicBrushPairs());
        if (!root.exists(QStringLiteral("manifest.tsv")))
            QSKIP("shared MagicBrush pairs not found (../shared/data/magicbrush-pairs)");
        const PairReference &ref = kPairs[index];
        const auto source = readBgrImage(root.filePath(QLatin1String(ref.source)));
        const auto target = readBgrImage(root.filePath(QLatin1String(ref.target)));
        EL_VERIFY_OK(source);
        EL_VERIFY_OK(target);
        const auto result = computePixelMetrics(source.value(), target.value());
        EL_VERIFY_OK(result);
        const PixelMetrics &m = result.value();
        QVERIFY2(std::abs(m.ssim - ref.ssim) < 1e-4, qPrintable(QString::number(m.ssim, 'g', 10)));
        QVERIFY2(std::abs(m.psnr - ref.psnr) < 1e-4, qPrintable(QString::number(m.psnr, 'g', 10)));
        QVERIFY2(std::abs(m.l1 - ref.l1) < 1e-6, qPrintable(QString::number(m.l1, 'g', 10)));
        QVERIFY2(std::abs(m.mse - ref.mse) < 1e-6, qPrintable(QString::number(m.mse, 'g', 10)));
    }

    void maskedMetricsMatchScikitImage()
    {
        // Same references and alignment as above, pair 242679 input → output1, mask non-zero on rows 150..349 and
        // columns 100..299 (edited region, excluded). Masked SSIM = the mean over the preserved pixels of the
        // channel-mean SSIM map that structural_similarity(..., full=True) returns, cropped by 5 pixels per side:
        //   S[5:-5, 5:-5].mean(axis=2)[keep[5:-5, 5:-5]].mean()
        const QDir root(sharedMagicBrushPairs());
        if (!root.exists(QStringLiteral("manifest.tsv")))
            QSKIP("shared MagicBrush pairs not found (../shared/data/magicbrush-pairs)");
        const auto source = readBgrImage(root.filePath(QStringLiteral("images/242679/242679-input.png")));
        const auto target = readBgrImage(root.filePath(QStringLiteral("images/242679/242679-output1.png")));
        EL_VERIFY_OK(source);
        EL_VERIFY_OK(target);
        PixelMetricOptions options;
        options.editedRegionMask = cv::Mat::zeros(source.value().size(), CV_8UC1);
        options.editedRegionMask(cv::Rect(100, 150, 200, 200)).setTo(255);
        const auto result = computePixelMetrics(source.value(), target.value(), options);
        EL_VERIFY_OK(result);
        QVERIFY(std::abs(result.value().l1 - 0.0126587426) < 1e-6);
        QVERIFY(std::abs(result.value().mse - 0.0017422091) < 1e-6);
        QVERIFY(std::abs(result.value().psnr - 27.5889973091) < 1e-4);
        QVERIFY(std::abs(result.value().ssim - 0.9469098028) < 1e-4);
    }

    void readingAMissingImageNamesTheFile()
    {
        const auto result = readBgrImage(QStringLiteral("/nonexistent/picture.png"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, QStringLiteral("/nonexistent/picture.png"));
    }

    void deltaEOfKnownColours_data()
    {
        QTest::addColumn<cv::Scalar>("a");
        QTest::addColumn<cv::Scalar>("b");
        QTest::addColumn<double>("expected");
        // CIE L*a*b* (D65) of sRGB primaries: white (100, 0, 0), black (0, 0, 0), red (53.24, 80.09, 67.20).
        QTest::newRow("black-white") << cv::Scalar::all(0) << cv::Scalar::all(255) << 100.0;
        QTest::newRow("black-red") << cv::Scalar::all(0) << cv::Scalar(0, 0, 255)
                                   << std::sqrt(53.24 * 53.24 + 80.09 * 80.09 + 67.20 * 67.20);
        QTest::newRow("same") << cv::Scalar(10, 200, 30) << cv::Scalar(10, 200, 30) << 0.0;
    }

    void deltaEOfKnownColours()
    {
        QFETCH(cv::Scalar, a);
        QFETCH(cv::Scalar, b);
        QFETCH(double, expected);
        const auto map = deltaEMap(cv::Mat(8, 8, CV_8UC3, a), cv::Mat(8, 8, CV_8UC3, b));
        EL_VERIFY_OK(map);
        QCOMPARE(map.value().type(), CV_32FC1);
        double lo = 0, hi = 0;
        cv::minMaxLoc(map.value(), &lo, &hi);
        QVERIFY2(std::abs(lo - expected) < 0.1 && std::abs(hi - expected) < 0.1, qPrintable(QString::number(hi)));
    }

    void dissimilarityMapIsOneMinusSsim()
    {
        const auto map = dissimilarityMap(flat({16, 16}, 100), flat({16, 16}, 110));
        EL_VERIFY_OK(map);
        const double expected = 1.0 - (2.0 * 100 * 110 + 6.5025) / (100.0 * 100 + 110.0 * 110 + 6.5025);
        QVERIFY(std::abs(map.value().at<float>(3, 12) - expected) < 1e-6);
        const auto same = dissimilarityMap(randomImage({16, 16}, 0, 256, 7), randomImage({16, 16}, 0, 256, 7));
        EL_VERIFY_OK(same);
        double lo = 0, hi = 0;
        cv::minMaxLoc(same.value(), &lo, &hi);
        QVERIFY(lo >= 0.0 && hi < 1e-6);
    }

    void heatMapIsTransparentWhereNothingChanged()
    {
        cv::Mat map(2, 3, CV_32FC1);
        map.at<float>(0, 0) = 0.0f;
        map.at<float>(0, 1) = 25.0f;
        map.at<float>(0, 2) = 80.0f;
        map.at<float>(1, 0) = std::numeric_limits<float>::quiet_NaN();
        map.at<float>(1, 1) = -3.0f;
        map.at<float>(1, 2) = 50.0f;
        const QImage image = heatMapImage(map, kDeltaEFullScale, 1.0f);
        QCOMPARE(image.format(), QImage::Format_ARGB32);
        QCOMPARE(image.size(), QSize(3, 2));
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(image.pixel(1, 0)), 128); // 25 / 50 → 0.5 → round(127.5)
        QCOMPARE(qAlpha(image.pixel(2, 0)), 255); // saturates above the full scale
        QCOMPARE(qAlpha(image.pixel(0, 1)), 0);   // NaN counts as no change
        QCOMPARE(qAlpha(image.pixel(1, 1)), 0);
        QCOMPARE(image.pixel(2, 1), image.pixel(2, 0));
        // Inferno runs from near-black to pale yellow: the saturated end is brighter than the middle.
        QVERIFY(qGray(image.pixel(2, 0)) > qGray(image.pixel(1, 0)));
        QCOMPARE(qAlpha(heatMapImage(map, kDeltaEFullScale, 0.5f).pixel(2, 0)), 128);
        QVERIFY(heatMapImage(cv::Mat(), 1.0f).isNull());
        QVERIFY(heatMapImage(map, 0.0f).isNull());
    }
};

QTEST_GUILESS_MAIN(TestPixelMetrics)
#include "tst_pixelmetrics.moc"
