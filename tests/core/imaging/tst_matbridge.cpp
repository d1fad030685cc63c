#include "imaging/matbridge.h"

#include <QTest>

using namespace editlens::core;

namespace {

// A 3×2 image: the odd width pads every QImage row (3, 9 or 12 bytes of pixels in rows aligned to 4), and every
// channel of every pixel has its own value, so a swapped channel, a shifted row or a dropped pad shows.
constexpr int width = 3;
constexpr int height = 2;

int red(int x, int y)
{
    return 10 + 30 * y + 3 * x;
}
int green(int x, int y)
{
    return 100 + 30 * y + 3 * x;
}
int blue(int x, int y)
{
    return 200 + 20 * y + 3 * x;
}
int alpha(int x, int y)
{
    return 60 + 50 * y + 20 * x;
}
int grey(int x, int y)
{
    return 7 + 100 * y + 40 * x;
}

QImage colourImage(QImage::Format format)
{
    QImage image(width, height, QImage::Format_ARGB32);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.setPixel(x, y, qRgba(red(x, y), green(x, y), blue(x, y), alpha(x, y)));
    return image.convertToFormat(format);
}

QImage greyImage()
{
    QImage image(width, height, QImage::Format_Grayscale8);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.scanLine(y)[x] = uchar(grey(x, y));
    return image;
}

} // namespace

class TestMatBridge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paddedRowsAreWhatTheFixtureNeeds()
    {
        // The premise of the other tests: QImage pads these rows, a fresh cv::Mat does not.
        QCOMPARE(greyImage().bytesPerLine(), 4);
        QCOMPARE(colourImage(QImage::Format_RGB888).bytesPerLine(), 12);
    }

    void greyImageBecomesOneChannelMat()
    {
        const cv::Mat mat = toGrayMat(greyImage());
        QCOMPARE(mat.type(), CV_8UC1);
        QCOMPARE(mat.cols, width);
        QCOMPARE(mat.rows, height);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                QCOMPARE(int(mat.at<uchar>(y, x)), grey(x, y));
    }

    void greyRoundTripKeepsEveryPixel()
    {
        const QImage back = toQImage(toGrayMat(greyImage()));
        QCOMPARE(back.format(), QImage::Format_Grayscale8);
        QCOMPARE(back, greyImage());
    }

    void bgrMatHoldsBlueGreenRed_data()
    {
        QTest::addColumn<QImage::Format>("format");
        QTest::newRow("RGB32") << QImage::Format_RGB32;
        QTest::newRow("ARGB32") << QImage::Format_ARGB32;
        QTest::newRow("RGB888") << QImage::Format_RGB888;
        QTest::newRow("RGBA8888") << QImage::Format_RGBA8888;
    }

    void bgrMatHoldsBlueGreenRed()
    {
        QFETCH(QImage::Format, format);
        const cv::Mat mat = toBgrMat(colourImage(format));
        QCOMPARE(mat.type(), CV_8UC3);
        QCOMPARE(mat.cols, width);
        QCOMPARE(mat.rows, height);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                QCOMPARE(mat.at<cv::Vec3b>(y, x), cv::Vec3b(uchar(blue(x, y)), uchar(green(x, y)), uchar(red(x, y))));
    }

    void bgrRoundTripKeepsEveryColour()
    {
        const QImage image = colourImage(QImage::Format_RGB888);
        const QImage back = toQImage(toBgrMat(image));
        QCOMPARE(back.format(), QImage::Format_RGB888);
        QCOMPARE(back, image);
    }

    void bgraMatHoldsBlueGreenRedAlpha()
    {
        const cv::Mat mat = toBgraMat(colourImage(QImage::Format_ARGB32));
        QCOMPARE(mat.type(), CV_8UC4);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                QCOMPARE(mat.at<cv::Vec4b>(y, x),
                         cv::Vec4b(uchar(blue(x, y)), uchar(green(x, y)), uchar(red(x, y)), uchar(alpha(x, y))));
    }

    void bgraRoundTripKeepsColourAndAlpha()
    {
        const QImage image = colourImage(QImage::Format_RGBA8888);
        const QImage back = toQImage(toBgraMat(image));
        QCOMPARE(back.format(), QImage::Format_RGBA8888);
        QCOMPARE(back, image);
    }

    void matOfPackedRowsBecomesPaddedImage()
    {
        // A continuous Mat (9 bytes a row) written by hand, read back through QImage::pixel().
        cv::Mat bgr(height, width, CV_8UC3);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                bgr.at<cv::Vec3b>(y, x) = cv::Vec3b(uchar(blue(x, y)), uchar(green(x, y)), uchar(red(x, y)));
        QVERIFY(bgr.isContinuous());
        const QImage image = toQImage(bgr);
        QCOMPARE(image.size(), QSize(width, height));
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                QCOMPARE(image.pixel(x, y), qRgb(red(x, y), green(x, y), blue(x, y)));
    }

    void premultipliedImageGivesTheColoursOfRgb32()
    {
        // Translucent premultiplied pixels: the colour as QImage::Format_RGB32 un-premultiplies it.
        const QImage image = colourImage(QImage::Format_ARGB32_Premultiplied);
        const QImage rgb32 = image.convertToFormat(QImage::Format_RGB32);
        const cv::Mat mat = toBgrMat(image);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const QRgb c = rgb32.pixel(x, y);
                QCOMPARE(mat.at<cv::Vec3b>(y, x), cv::Vec3b(uchar(qBlue(c)), uchar(qGreen(c)), uchar(qRed(c))));
            }
    }

    void resultsShareNoPixels()
    {
        QImage image = colourImage(QImage::Format_RGBA8888);
        const cv::Mat mat = toBgraMat(image);
        image.fill(Qt::black);
        QCOMPARE(mat.at<cv::Vec4b>(0, 0),
                 cv::Vec4b(uchar(blue(0, 0)), uchar(green(0, 0)), uchar(red(0, 0)), uchar(alpha(0, 0))));

        cv::Mat greyMat = toGrayMat(greyImage());
        const QImage fromMat = toQImage(greyMat);
        greyMat.setTo(0);
        QCOMPARE(int(fromMat.constScanLine(0)[0]), grey(0, 0));
    }

    void emptyAndUnsupportedGiveNothing()
    {
        QVERIFY(toGrayMat(QImage()).empty());
        QVERIFY(toBgrMat(QImage()).empty());
        QVERIFY(toBgraMat(QImage()).empty());
        QVERIFY(toQImage(cv::Mat()).isNull());
        QVERIFY(toQImage(cv::Mat(2, 3, CV_16UC1, cv::Scalar(1))).isNull());
        QVERIFY(toQImage(cv::Mat(2, 3, CV_32FC3, cv::Scalar(1, 2, 3))).isNull());
    }
};

QTEST_GUILESS_MAIN(TestMatBridge)
#include "tst_matbridge.moc"
