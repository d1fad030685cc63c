#pragma once

#include "util/error.h"

#include <QSize>
#include <QString>

#include <opencv2/core/mat.hpp>

/// Full-reference pixel metrics of an edited image against its source: L1, MSE, PSNR and SSIM.
/// Pure functions over cv::Mat values: no Qt event loop, no shared state, safe to call from any thread.
namespace editlens::core {

/// How the edited image is brought onto the source's pixel grid before any pixelwise comparison.
enum class Alignment {
    /// Default. The edited image is resized to the source size when the sizes differ: cv::INTER_AREA when it shrinks on
    /// both axes (area averaging is the anti-aliased reduction; MagicBrush's 1024² DALL-E 2 outputs go to the 500²
    /// source this way), cv::INTER_CUBIC otherwise (enlarging: smoother than bilinear, no box artefacts).
    /// The aspect ratio is not preserved: both images cover the same scene, so the edited one is stretched onto the
    /// source frame, as MagicBrush's evaluation does.
    ResizeEditedToSource,
    /// Sizes must already be equal; a mismatch is an error.
    RequireSameSize,
};

/// Which metrics computePixelMetrics() computes and how it aligns the pair.
struct PixelMetricOptions
{
    Alignment alignment = Alignment::ResizeEditedToSource;
    /// Optional CV_8UC1 mask in the source frame (same size as the source): non-zero = edited region, excluded.
    /// When set, every metric is restricted to the preserved region (the zero pixels). Empty = whole image.
    cv::Mat editedRegionMask;
    bool computeSsim = true; ///< SSIM is most of the cost; false leaves PixelMetrics::ssim at NaN
};

/// Metric values of one pair. Pixel values are taken on [0, 1] (value / 255) for L1 and MSE.
struct PixelMetrics
{
    double l1 = 0.0;  ///< mean |Δ| over pixels × channels, on [0, 1]; lower is better
    double mse = 0.0; ///< mean Δ² over pixels × channels, on [0, 1] ("L2" in MagicBrush); lower is better
    double psnr =
        0.0; ///< 10·log10(255² / MSE₂₅₅) in dB, data range 255; +infinity for identical images; higher is better
    double ssim = 0.0;     ///< SSIM in [-1, 1] (see ssim()); NaN when not computed; higher is better
    QSize size;            ///< the frame the metrics are computed on (= the source size)
    QSize alignedFrom;     ///< the edited image's original size (equal to `size` when no resize happened)
    qint64 pixelsUsed = 0; ///< pixels (not × channels) that entered L1/MSE/PSNR: all, or the preserved ones
    bool masked = false;   ///< true when restricted to the preserved region of a mask

    bool resized() const { return alignedFrom != size; }
};

/// Brings `edited` onto the pixel grid of `source` as `alignment` says (see Alignment). Both must be non-empty
/// CV_8UC3. Returns `edited` itself (shared data, no copy) when the sizes already agree.
Result<cv::Mat> alignToSource(const cv::Mat &source, const cv::Mat &edited,
                              Alignment alignment = Alignment::ResizeEditedToSource);

/// Reads an image file as 8-bit BGR (CV_8UC3): grey is expanded, alpha dropped, 16-bit scaled to 8-bit.
/// Errors name the file when it is missing or cannot be decoded.
Result<cv::Mat> readBgrImage(const QString &path);

/// L1, MSE, PSNR and SSIM of `edited` against `source` (both CV_8UC3 BGR; channel order does not matter as long as
/// both use the same). The edited image is first aligned (options.alignment). With a mask, L1/MSE/PSNR average over
/// the preserved pixels only and SSIM is the mean of the SSIM map over the preserved pixels of the cropped frame.
/// Errors: an empty or non-CV_8UC3 image, a size mismatch under Alignment::RequireSameSize, a mask that is not
/// CV_8UC1 of the source size, nothing preserved, or an image smaller than the 11×11 SSIM window.
Result<PixelMetrics> computePixelMetrics(const cv::Mat &source, const cv::Mat &edited,
                                         const PixelMetricOptions &options = {});

/// Per-pixel SSIM map of two same-size CV_8UC3 images, averaged over the three channels: CV_32FC1, with per channel
///   SSIM = ((2 μx μy + C1)(2 σxy + C2)) / ((μx² + μy² + C1)(σx² + σy² + C2)),  C1 = (0.01·255)², C2 = (0.03·255)²,
/// μ, σ², σxy weighted by an 11×11 Gaussian window (σ = 1.5, truncated at 3.5 σ: radius 5), population (not sample)
/// covariance, borders mirrored (BORDER_REFLECT = scipy's mode 'reflect'). This is Wang et al. 2004: the map that
/// `skimage.metrics.structural_similarity(a, b, channel_axis=2, gaussian_weights=True, sigma=1.5,
/// use_sample_covariance=False, data_range=255, full=True)` returns (scikit-image 0.19.3), averaged over its channel
/// axis. Computed in float32 on values shifted by −128 so that σ² = E[x²] − μ² keeps its precision (agrees with
/// scikit-image's float64 to ~1e-7 in the mean). Empty for invalid input (type, size mismatch, a side < 11 px).
/// Uses OpenCV's thread pool (one task per channel) and keeps ~10 MB of per-thread scratch for a 512² image.
cv::Mat ssimMap(const cv::Mat &a, const cv::Mat &b);

/// Mean SSIM of two same-size CV_8UC3 images: the mean of ssimMap() over the frame cropped by the 5-pixel
/// half-window on every side (= the mean over channels of each channel's mean) — exactly
/// `skimage.metrics.structural_similarity(a, b, channel_axis=2, gaussian_weights=True, sigma=1.5,
/// use_sample_covariance=False, data_range=255)` (scikit-image 0.19.3). With a non-empty CV_8UC1 `editedRegionMask`,
/// the mean is taken over the cropped frame's pixels where the mask is zero; NaN when there are none or the input is
/// invalid (see ssimMap()).
double ssim(const cv::Mat &a, const cv::Mat &b, const cv::Mat &editedRegionMask = {});

} // namespace editlens::core
