#include "matbridge.h"

#include <opencv2/imgproc.hpp>

namespace editlens::core {

namespace {

/// A header over `image`'s pixels (no copy): valid only while `image` lives unchanged.
cv::Mat wrap(const QImage &image, int type)
{
    return cv::Mat(image.height(), image.width(), type, const_cast<uchar *>(image.constBits()),
                   size_t(image.bytesPerLine()));
}

} // namespace

cv::Mat toGrayMat(const QImage &image)
{
    if (image.isNull())
        return {};
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    return wrap(grey, CV_8UC1).clone();
}

cv::Mat toBgrMat(const QImage &image)
{
    if (image.isNull())
        return {};
    // RGBX8888 rather than RGB888: converting a premultiplied image to RGB888 un-premultiplies with another rounding
    // (1 level apart on a few translucent pixels); RGBX8888 gives exactly the colours of Format_RGB32, and unlike
    // RGB32 (one 32-bit word per pixel) its byte order is R, G, B, X on every endianness.
    const QImage rgbx = image.convertToFormat(QImage::Format_RGBX8888);
    cv::Mat bgr;
    cv::cvtColor(wrap(rgbx, CV_8UC4), bgr, cv::COLOR_RGBA2BGR);
    return bgr;
}

cv::Mat toBgraMat(const QImage &image)
{
    if (image.isNull())
        return {};
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    cv::Mat bgra;
    cv::cvtColor(wrap(rgba, CV_8UC4), bgra, cv::COLOR_RGBA2BGRA);
    return bgra;
}

QImage toQImage(const cv::Mat &mat)
{
    if (mat.empty() || mat.dims != 2)
        return {};
    QImage out;
    switch (mat.type()) {
    case CV_8UC1:
        out = QImage(mat.cols, mat.rows, QImage::Format_Grayscale8);
        if (!out.isNull())
            mat.copyTo(wrap(out, CV_8UC1));
        break;
    case CV_8UC3:
        out = QImage(mat.cols, mat.rows, QImage::Format_RGB888);
        if (!out.isNull()) {
            cv::Mat target = wrap(out, CV_8UC3);
            cv::cvtColor(mat, target, cv::COLOR_BGR2RGB); // same size and type: writes into the QImage's rows
        }
        break;
    case CV_8UC4:
        out = QImage(mat.cols, mat.rows, QImage::Format_RGBA8888);
        if (!out.isNull()) {
            cv::Mat target = wrap(out, CV_8UC4);
            cv::cvtColor(mat, target, cv::COLOR_BGRA2RGBA);
        }
        break;
    default:
        break;
    }
    return out;
}

} // namespace editlens::core
