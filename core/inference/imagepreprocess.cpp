#include "inference/imagepreprocess.h"

#include <QCoreApplication>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace editlens::core {

int centreCropOffset(int length, int crop)
{
    if (crop >= length)
        return 0;
    // std::nearbyint rounds halves to even in the default rounding mode, as Python 3's round() does.
    return int(std::nearbyint((length - crop) / 2.0));
}

Result<ImageTensor> preprocessImage(const cv::Mat &bgr, const PreprocessSpec &spec)
{
    if (bgr.empty() || bgr.type() != CV_8UC3)
        return Error(QCoreApplication::translate("ImagePreprocess", "expected a non-empty 8-bit BGR image"));
    if (spec.resizeTo <= 0 || (spec.rule == ResizeRule::ShorterSide && (spec.crop <= 0 || spec.crop > spec.resizeTo)))
        return Error(QCoreApplication::translate("ImagePreprocess", "preprocessing %1 has invalid sizes").arg(spec.id));

    cv::Size target(spec.resizeTo, spec.resizeTo);
    if (spec.rule == ResizeRule::ShorterSide) {
        // torchvision.transforms.Resize(int): the longer side is int(size · long / short), truncated; mmcv's
        // rescale_size (mmaction2's Resize, ViFi-CLIP) computes int(long · scale + 0.5) with scale = size / short.
        const bool wide = bgr.cols >= bgr.rows;
        const int shorter = wide ? bgr.rows : bgr.cols;
        const int longer = wide ? bgr.cols : bgr.rows;
        const int newLonger = spec.convention == SizeConvention::Mmaction
                                  ? int(std::floor(double(longer) * (double(spec.resizeTo) / shorter) + 0.5))
                                  : int(double(spec.resizeTo) * longer / shorter);
        target = wide ? cv::Size(newLonger, spec.resizeTo) : cv::Size(spec.resizeTo, newLonger);
    }
    cv::Mat resized;
    if (target == bgr.size())
        resized = bgr;
    else
        cv::resize(bgr, resized, target, 0, 0,
                   spec.interpolation == Interpolation::Bilinear ? cv::INTER_LINEAR : cv::INTER_CUBIC);

    cv::Mat square = resized;
    if (spec.rule == ResizeRule::ShorterSide) {
        const bool floorOffsets = spec.convention == SizeConvention::Mmaction;
        const int top =
            floorOffsets ? std::max(0, (resized.rows - spec.crop) / 2) : centreCropOffset(resized.rows, spec.crop);
        const int left =
            floorOffsets ? std::max(0, (resized.cols - spec.crop) / 2) : centreCropOffset(resized.cols, spec.crop);
        square = resized(cv::Rect(left, top, spec.crop, spec.crop));
    }

    ImageTensor tensor;
    tensor.size = square.rows;
    const std::size_t plane = std::size_t(square.rows) * std::size_t(square.cols);
    tensor.data.resize(3 * plane);
    // Per channel c: (p / 255 − mean) / std = p · scale + offset.
    float scale[3];
    float offset[3];
    for (int c = 0; c < 3; ++c) {
        scale[c] = 1.f / (255.f * spec.std[c]);
        offset[c] = -spec.mean[c] / spec.std[c];
    }
    float *red = tensor.data.data();
    float *green = red + plane;
    float *blue = green + plane;
    std::size_t i = 0;
    for (int y = 0; y < square.rows; ++y) {
        const cv::Vec3b *row = square.ptr<cv::Vec3b>(y);
        for (int x = 0; x < square.cols; ++x, ++i) {
            // OpenCV stores B, G, R; the models expect R, G, B planes.
            red[i] = float(row[x][2]) * scale[0] + offset[0];
            green[i] = float(row[x][1]) * scale[1] + offset[1];
            blue[i] = float(row[x][0]) * scale[2] + offset[2];
        }
    }
    return tensor;
}

} // namespace editlens::core
