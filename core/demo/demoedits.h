#pragma once

// Image operations the synthetic demo uses to make edits whose truth is known. Internal to
// core/demo: OpenCV types stay out of every header outside it. All functions are pure and
// deterministic (no global RNG); images are 8-bit BGR, masks 8-bit with 255 = region.
#include "util/error.h"

#include <QString>
#include <QtGlobal>

#include <opencv2/core.hpp>

namespace editlens::core::demo {

/// Resizes so that the longer side is `longer` pixels (area interpolation when shrinking).
cv::Mat resizeLonger(const cv::Mat &image, int longer);

/// A filled ellipse mask of `size`.
cv::Mat ellipseMask(cv::Size size, cv::Point center, cv::Size axes);

/// Hue range of the object being recoloured, on OpenCV's 0-179 scale; `low > high` wraps through red.
struct HueRange
{
    int low;
    int high;
};

/// Sets the hue of the saturated pixels inside `region` whose hue lies in `object` to `hue` and
/// returns the pixels actually changed as a mask: the object changes colour, its surroundings do not.
cv::Mat recolour(const cv::Mat &image, const cv::Mat &region, HueRange object, int hue, cv::Mat *changed);

/// Removes `region` by inpainting (Telea), as object-removal edits do.
cv::Mat removeRegion(const cv::Mat &image, const cv::Mat &region);

/// Copies the pixels of `source` under `sourceMask`, scaled by `scale`, onto `target` with their
/// top-left corner at `at`. Returns the result; `placed` receives the pasted region in `target`.
cv::Mat paste(const cv::Mat &target, const cv::Mat &source, const cv::Mat &sourceMask, double scale, cv::Point at,
              cv::Mat *placed);

/// original·(1−α) + edited·α inside `region`, original elsewhere: an edit applied at partial strength.
cv::Mat blendInside(const cv::Mat &original, const cv::Mat &edited, const cv::Mat &region, double alpha);

/// Over-editing: a warm colour cast and a blur over the whole image. `strength` 1 multiplies blue by 0.85 and red by
/// 1.18 and blurs with σ = 1.6 px; other strengths scale both the cast and σ linearly (must be > 0).
cv::Mat overEdit(const cv::Mat &image, double strength = 1.0);

/// `image` + Gaussian noise of standard deviation `sigma`, from a generator seeded with `seed`.
cv::Mat addNoise(const cv::Mat &image, double sigma, quint64 seed);

/// Writes `image` as a PNG at `path` with a fixed zlib `compression` (0-9), so that identical pixels give identical
/// bytes run after run; the error names the path.
Status writePng(const QString &path, const cv::Mat &image, int compression);

} // namespace editlens::core::demo
