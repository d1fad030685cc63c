#include "bpm/bpmregions.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

/// Segmenting an object inside a box or search window with GrabCut (BPM's regions, bpmregions.cpp uses these).
namespace editlens::core {

namespace {

/// GrabCut's foreground (255) on `patch` (CV_8UC3) initialised with `rect`, computed on a copy whose longer side is
/// at most kGrabCutSide pixels (GrabCut's cost grows with the pixels it labels; an object's outline survives the
/// reduction) and brought back to the patch size. Empty when GrabCut fails.
constexpr int kGrabCutSide = 64;

cv::Mat grabCutForeground(const cv::Mat &patch, const cv::Rect &rect, int iterations)
{
    const double scale = std::min(1.0, double(kGrabCutSide) / std::max(patch.cols, patch.rows));
    cv::Mat small = patch;
    cv::Rect r = rect;
    if (scale < 1.0) {
        cv::resize(patch, small, cv::Size(), scale, scale, cv::INTER_AREA);
        r = cv::Rect(cv::Point(int(std::floor(rect.x * scale)), int(std::floor(rect.y * scale))),
                     cv::Point(int(std::ceil(rect.br().x * scale)), int(std::ceil(rect.br().y * scale))))
            & cv::Rect(0, 0, small.cols, small.rows);
        if (r.width < 2 || r.height < 2 || r == cv::Rect(0, 0, small.cols, small.rows))
            return {};
    }
    cv::Mat labels, background, foreground;
    // GrabCut seeds its colour models with k-means on OpenCV's per-thread RNG: a fixed state makes the segment a
    // function of the pixels alone (the same image gives the same object, whatever ran before on this thread).
    cv::theRNG() = cv::RNG(0x45444954);
    try {
        cv::grabCut(small, labels, r, background, foreground, std::max(1, iterations), cv::GC_INIT_WITH_RECT);
    } catch (const cv::Exception &) {
        return {};
    }
    // GC_FGD = 1, GC_PR_FGD = 3: the foreground labels are exactly the odd ones.
    cv::Mat foregroundPixels = (labels & 1) != 0;
    if (scale < 1.0) {
        cv::resize(foregroundPixels, foregroundPixels, patch.size(), 0, 0, cv::INTER_LINEAR);
        cv::threshold(foregroundPixels, foregroundPixels, 127, 255, cv::THRESH_BINARY);
        // Outside the rect stays background, as at full size.
        cv::Mat outside(patch.size(), CV_8UC1, cv::Scalar(255));
        outside(rect).setTo(0);
        foregroundPixels.setTo(0, outside);
    }
    return foregroundPixels;
}

} // namespace

cv::Mat segmentInWindow(const cv::Mat &image, cv::Rect window, int iterations)
{
    cv::Mat result = cv::Mat::zeros(image.size(), CV_8UC1);
    window &= cv::Rect(0, 0, image.cols, image.rows);
    if (window.area() == 0 || image.type() != CV_8UC3)
        return result;
    const int mx = std::max(8, window.width / 4), my = std::max(8, window.height / 4);
    const cv::Rect crop = cv::Rect(window.x - mx, window.y - my, window.width + 2 * mx, window.height + 2 * my)
                          & cv::Rect(0, 0, image.cols, image.rows);
    const cv::Rect inner = window - crop.tl();
    const bool leavesMargin =
        inner.x > 2 || inner.y > 2 || inner.br().x < crop.width - 2 || inner.br().y < crop.height - 2;
    if (window.width < 8 || window.height < 8 || !leavesMargin) {
        result(window).setTo(255);
        return result;
    }
    const cv::Mat patch = image(crop);
    // Nothing in the window stands out from its margin: the object is not in this image here. Judged on the patch
    // reduced as GrabCut sees it.
    const double scale = std::min(1.0, double(kGrabCutSide) / std::max(patch.cols, patch.rows));
    cv::Mat small = patch;
    if (scale < 1.0)
        cv::resize(patch, small, cv::Size(), scale, scale, cv::INTER_AREA);
    const cv::Rect smallInner =
        cv::Rect(cv::Point(int(std::floor(inner.x * scale)), int(std::floor(inner.y * scale))),
                 cv::Point(int(std::ceil(inner.br().x * scale)), int(std::ceil(inner.br().y * scale))))
        & cv::Rect(0, 0, small.cols, small.rows);
    std::vector<uchar> channels[3];
    for (int y = 0; y < small.rows; ++y) {
        const cv::Vec3b *row = small.ptr<cv::Vec3b>(y);
        for (int x = 0; x < small.cols; ++x)
            if (!smallInner.contains(cv::Point(x, y)))
                for (int c = 0; c < 3; ++c)
                    channels[c].push_back(row[x][c]);
    }
    cv::Vec3b median;
    for (int c = 0; c < 3; ++c) {
        if (channels[c].empty())
            continue;
        auto mid = channels[c].begin() + std::ptrdiff_t(channels[c].size() / 2);
        std::nth_element(channels[c].begin(), mid, channels[c].end());
        median[c] = *mid;
    }
    bool standsOut = false;
    for (int y = smallInner.y; y < smallInner.br().y && !standsOut; ++y) {
        const cv::Vec3b *row = small.ptr<cv::Vec3b>(y);
        for (int x = smallInner.x; x < smallInner.br().x && !standsOut; ++x)
            for (int c = 0; c < 3; ++c)
                standsOut |= std::abs(int(row[x][c]) - int(median[c])) > 24;
    }
    if (!standsOut)
        return result;
    const cv::Mat foregroundPixels = grabCutForeground(patch, inner, iterations);
    if (foregroundPixels.empty()) {
        result(window).setTo(255);
        return result;
    }
    foregroundPixels(inner).copyTo(result(window));
    return result;
}

cv::Mat refineBoxWithGrabCut(const cv::Mat &image, cv::Rect box, int iterations)
{
    cv::Mat result = cv::Mat::zeros(image.size(), CV_8UC1);
    box &= cv::Rect(0, 0, image.cols, image.rows);
    if (box.area() == 0)
        return result;
    const bool leavesBackground =
        box.x > 2 || box.y > 2 || box.x + box.width < image.cols - 2 || box.y + box.height < image.rows - 2;
    if (box.width < 8 || box.height < 8 || !leavesBackground || image.type() != CV_8UC3) {
        result(box).setTo(255);
        return result;
    }
    // GrabCut on a crop around the box (a margin of half its size, at least 16 pixels): its background model then
    // comes from the object's surroundings, and the cost no longer grows with the whole image.
    const int mx = std::max(16, box.width / 2), my = std::max(16, box.height / 2);
    const cv::Rect crop = cv::Rect(box.x - mx, box.y - my, box.width + 2 * mx, box.height + 2 * my)
                          & cv::Rect(0, 0, image.cols, image.rows);
    const cv::Rect inner = box - crop.tl();
    const cv::Mat foregroundPixels = grabCutForeground(image(crop), inner, iterations);
    if (foregroundPixels.empty()) {
        result(box).setTo(255);
        return result;
    }
    foregroundPixels(inner).copyTo(result(box));
    if (cv::countNonZero(result) == 0)
        result(box).setTo(255);
    return result;
}

} // namespace editlens::core
