#include "metrics/diffmaps.h"

#include <QCoreApplication>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace editlens::core {

namespace {

cv::Mat toLab(const cv::Mat &bgr)
{
    cv::Mat unit;
    bgr.convertTo(unit, CV_32F, 1.0 / 255.0);
    cv::Mat lab;
    cv::cvtColor(unit, lab, cv::COLOR_BGR2Lab);
    return lab;
}

// The 256 colours of COLORMAP_INFERNO as 0xAARRGGBB with full alpha; index 0 = lowest.
std::array<QRgb, 256> infernoTable()
{
    cv::Mat ramp(1, 256, CV_8UC1);
    for (int i = 0; i < 256; ++i)
        ramp.at<uchar>(i) = uchar(i);
    cv::Mat colours;
    cv::applyColorMap(ramp, colours, cv::COLORMAP_INFERNO);
    std::array<QRgb, 256> table{};
    for (int i = 0; i < 256; ++i) {
        const cv::Vec3b bgr = colours.at<cv::Vec3b>(i);
        table[std::size_t(i)] = qRgb(bgr[2], bgr[1], bgr[0]);
    }
    return table;
}

} // namespace

Result<cv::Mat> deltaEMap(const cv::Mat &source, const cv::Mat &edited, Alignment alignment)
{
    Result<cv::Mat> aligned = alignToSource(source, edited, alignment);
    if (!aligned)
        return aligned.error();
    const cv::Mat labA = toLab(source);
    const cv::Mat labB = toLab(aligned.value());
    cv::Mat map(source.size(), CV_32FC1);
    for (int r = 0; r < map.rows; ++r) {
        const float *a = labA.ptr<float>(r);
        const float *b = labB.ptr<float>(r);
        float *out = map.ptr<float>(r);
        for (int c = 0; c < map.cols; ++c, a += 3, b += 3) {
            const float dl = a[0] - b[0];
            const float da = a[1] - b[1];
            const float db = a[2] - b[2];
            out[c] = std::sqrt(dl * dl + da * da + db * db);
        }
    }
    return map;
}

Result<cv::Mat> dissimilarityMap(const cv::Mat &source, const cv::Mat &edited, Alignment alignment)
{
    Result<cv::Mat> aligned = alignToSource(source, edited, alignment);
    if (!aligned)
        return aligned.error();
    const cv::Mat map = ssimMap(source, aligned.value());
    if (map.empty())
        return Error{QCoreApplication::translate("DiffMaps", "SSIM needs images of at least 11x11 pixels")};
    cv::Mat mean(source.size(), CV_32FC1);
    for (int r = 0; r < map.rows; ++r) {
        const float *s = map.ptr<float>(r);
        float *out = mean.ptr<float>(r);
        for (int c = 0; c < map.cols; ++c)
            out[c] = 1.0f - s[c];
    }
    return mean;
}

QImage heatMapImage(const cv::Mat &map, float fullScale, float maxOpacity)
{
    if (map.empty() || map.type() != CV_32FC1 || !(fullScale > 0.0f))
        return {};
    static const std::array<QRgb, 256> table = infernoTable();
    const float opacity = std::clamp(maxOpacity, 0.0f, 1.0f);
    QImage image(map.cols, map.rows, QImage::Format_ARGB32);
    for (int r = 0; r < map.rows; ++r) {
        const float *v = map.ptr<float>(r);
        auto *out = reinterpret_cast<QRgb *>(image.scanLine(r));
        for (int c = 0; c < map.cols; ++c) {
            const float t = std::isnan(v[c]) ? 0.0f : std::clamp(v[c] / fullScale, 0.0f, 1.0f);
            const QRgb colour = table[std::size_t(std::lround(t * 255.0f))];
            out[c] = qRgba(qRed(colour), qGreen(colour), qBlue(colour), int(std::lround(255.0f * opacity * t)));
        }
    }
    return image;
}

} // namespace editlens::core
