#pragma once

#include "metrics/pixelmetrics.h"
#include "util/error.h"

#include <QImage>

#include <opencv2/core/mat.hpp>

/// Difference heat-maps of an edited image against its source, for the viewer's overlay layer.
/// Pure functions: no shared state, safe from any thread (QImage is built on the calling thread and owns its pixels).
namespace editlens::core {

/// Per-pixel colour difference ΔE*ab (CIE76): √(ΔL*² + Δa*² + Δb*²) between the source and the edited image after
/// alignToSource(), both converted with cv::cvtColor(COLOR_BGR2Lab) from float BGR on [0, 1] (sRGB, D65 white; L* on
/// [0, 100], a*, b* unclipped). CV_32FC1 of the source size. ΔE ≈ 2.3 is a just-noticeable difference.
Result<cv::Mat> deltaEMap(const cv::Mat &source, const cv::Mat &edited,
                          Alignment alignment = Alignment::ResizeEditedToSource);

/// Per-pixel structural dissimilarity 1 − SSIM, averaged over the three channels, of the source and the edited image
/// after alignToSource(): the SSIM map of ssimMap() (Wang et al., 11×11 Gaussian σ = 1.5). CV_32FC1 of the source
/// size, values in [0, 2] (0 = identical neighbourhood). Images must be at least 11×11.
Result<cv::Mat> dissimilarityMap(const cv::Mat &source, const cv::Mat &edited,
                                 Alignment alignment = Alignment::ResizeEditedToSource);

/// Fixed scales for heatMapImage(): the value drawn at full colour and opacity.
inline constexpr float kDeltaEFullScale = 50.0f;       ///< ΔE*ab: 0 transparent … 50 and above saturated
inline constexpr float kDissimilarityFullScale = 1.0f; ///< 1 − SSIM: 0 transparent … 1 (uncorrelated) and above

/// Colour-maps a CV_32FC1 map into a QImage::Format_ARGB32 overlay of the same size: v ↦ t = clamp(v / fullScale, 0,
/// 1), colour = OpenCV's COLORMAP_INFERNO at t, alpha = round(255 · maxOpacity · t) so that unchanged pixels are
/// transparent. NaN counts as 0. A fixed scale (not per-image normalisation) keeps overlays of different pairs
/// comparable. Returns a null QImage for an empty or non-CV_32FC1 map or a fullScale ≤ 0.
QImage heatMapImage(const cv::Mat &map, float fullScale, float maxOpacity = 0.8f);

} // namespace editlens::core
