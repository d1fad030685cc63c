#include "demoedits.h"

#include "imaging/imagefile.h"

#include <QCoreApplication>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/photo.hpp>

namespace editlens::core::demo {

cv::Mat resizeLonger(const cv::Mat &image, int longer)
{
    const double scale = double(longer) / std::max(image.cols, image.rows);
    if (scale == 1.0)
        return image.clone();
    cv::Mat out;
    cv::resize(image, out, cv::Size(), scale, scale, scale < 1.0 ? cv::INTER_AREA : cv::INTER_CUBIC);
    return out;
}

cv::Mat ellipseMask(cv::Size size, cv::Point center, cv::Size axes)
{
    cv::Mat mask = cv::Mat::zeros(size, CV_8UC1);
    cv::ellipse(mask, center, axes, 0, 0, 360, cv::Scalar(255), cv::FILLED);
    return mask;
}

cv::Mat recolour(const cv::Mat &image, const cv::Mat &region, HueRange object, int hue, cv::Mat *changed)
{
    cv::Mat hsv;
    cv::cvtColor(image, hsv, cv::COLOR_BGR2HSV);
    cv::Mat touched = cv::Mat::zeros(image.size(), CV_8UC1);
    for (int y = 0; y < hsv.rows; ++y) {
        for (int x = 0; x < hsv.cols; ++x) {
            cv::Vec3b &p = hsv.at<cv::Vec3b>(y, x);
            // Grey and near-black pixels keep their look: only coloured ones change hue.
            const bool inRange = object.low <= object.high ? (p[0] >= object.low && p[0] <= object.high)
                                                           : (p[0] >= object.low || p[0] <= object.high);
            if (region.at<uchar>(y, x) && inRange && p[1] > 35 && p[2] > 25) {
                p[0] = uchar(hue);
                p[1] = uchar(std::min(255, p[1] + 40));
                touched.at<uchar>(y, x) = 255;
            }
        }
    }
    cv::Mat out;
    cv::cvtColor(hsv, out, cv::COLOR_HSV2BGR);
    if (changed)
        *changed = touched;
    return out;
}

cv::Mat removeRegion(const cv::Mat &image, const cv::Mat &region)
{
    cv::Mat grown;
    cv::dilate(region, grown, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(7, 7)));
    cv::Mat out;
    cv::inpaint(image, grown, out, 9, cv::INPAINT_TELEA);
    return out;
}

cv::Mat paste(const cv::Mat &target, const cv::Mat &source, const cv::Mat &sourceMask, double scale, cv::Point at,
              cv::Mat *placed)
{
    const cv::Rect box = cv::boundingRect(sourceMask);
    cv::Mat patch, patchMask;
    cv::resize(source(box), patch, cv::Size(), scale, scale, cv::INTER_AREA);
    cv::resize(sourceMask(box), patchMask, patch.size(), 0, 0, cv::INTER_NEAREST);
    const cv::Rect dst = cv::Rect(at, patch.size()) & cv::Rect(cv::Point(), target.size());
    cv::Mat out = target.clone();
    cv::Mat where = cv::Mat::zeros(target.size(), CV_8UC1);
    const cv::Rect src(cv::Point(), dst.size());
    patch(src).copyTo(out(dst), patchMask(src));
    patchMask(src).copyTo(where(dst));
    if (placed)
        *placed = where;
    return out;
}

cv::Mat blendInside(const cv::Mat &original, const cv::Mat &edited, const cv::Mat &region, double alpha)
{
    cv::Mat mixed;
    cv::addWeighted(original, 1.0 - alpha, edited, alpha, 0.0, mixed);
    cv::Mat out = original.clone();
    mixed.copyTo(out, region);
    return out;
}

cv::Mat overEdit(const cv::Mat &image, double strength)
{
    cv::Mat warm;
    image.convertTo(warm, CV_32FC3);
    warm = warm.mul(cv::Scalar(1.0 - 0.15 * strength, 1.0, 1.0 + 0.18 * strength)); // BGR: less blue, more red
    cv::Mat out;
    warm.convertTo(out, CV_8UC3);
    cv::GaussianBlur(out, out, cv::Size(0, 0), 1.6 * strength);
    return out;
}

cv::Mat addNoise(const cv::Mat &image, double sigma, quint64 seed)
{
    cv::Mat noise(image.size(), CV_32FC3);
    cv::RNG rng(seed);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, sigma);
    cv::Mat f;
    image.convertTo(f, CV_32FC3);
    cv::Mat out;
    cv::Mat(f + noise).convertTo(out, CV_8UC3);
    return out;
}

Status writePng(const QString &path, const cv::Mat &image, int compression)
{
    if (!writeImageFile(path, image, {cv::IMWRITE_PNG_COMPRESSION, compression}))
        return Error{QCoreApplication::translate("DemoStudy", "cannot write image"), path};
    return Status::success();
}

} // namespace editlens::core::demo
