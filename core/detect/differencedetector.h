#pragma once

#include "metrics/pixelmetrics.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVector>

#include <opencv2/core/mat.hpp>

namespace editlens::core {

/// Tuning of the pixel-diff detector. The defaults are the documented behaviour; the detector's version string
/// changes whenever they do.
struct DifferenceDetectorOptions
{
    int workingSide = 256;          ///< analysis resolution: the longer side is reduced to this (never enlarged)
    double maxShift = 4.0;          ///< largest global translation (source pixels, per axis) that is compensated
    float minDeltaE = 8.0f;         ///< floor of the colour threshold τE (ΔE*ab, CIE76)
    float minDissimilarity = 0.35f; ///< floor of the structure threshold τS (1 − SSIM)
    double minAreaFraction = 0.001; ///< components smaller than this fraction of the image are dropped
    int maxBoxes = 10;              ///< at most this many boxes, the most confident first
    double opRatio = 1.6; ///< edge-energy ratio after/before above which a change is ADD (below 1/opRatio: REMOVE)
};

/// EditLens's built-in, classical change detector — the "pixel-diff detector" (not DICE, which is an MLLM whose
/// outputs are imported). Finds where an edited image differs from its source and guesses the operation.
///
/// Steps, all on the source's frame:
///  1. alignToSource() (edited resized to the source size), then a global sub-pixel translation estimated by
///     cv::phaseCorrelate on the central ≤ 256² greyscale crop (Hanning window) is undone when it is at least 0.25 px
///     and at most maxShift px on both axes; the strip that the shift exposes is never reported.
///  2. Both images are reduced (cv::INTER_AREA) to workingSide on the longer side.
///  3. Colour difference ΔE*ab (CIE76 on float Lab, 3×3 Gaussian-smoothed) and dissimilarity D = 1 − SSIM (channel
///     mean, 11×11 Gaussian window). Thresholds adapt to the pair's global re-rendering noise:
///     τE = max(minDeltaE, median(ΔE) + 4·1.4826·MAD(ΔE)), τS likewise from D with floor minDissimilarity.
///     A pixel has changed when ΔE > τE, or when D > τS and ΔE > max(2.3, τE / 3) (a visible colour change; keeps the
///     SSIM window from spreading changes into unchanged neighbours). Score s = max(ΔE / τE, D / τS).
///  4. Morphological opening (3×3) drops speckles, closing (7×7 ellipse) joins fragments; 8-connected components
///     smaller than minAreaFraction of the image are dropped; boxes that overlap are merged; at most maxBoxes kept.
///  5. Confidence of a box = mean over its changed pixels of min(s / 3, 1), in [0, 1] (1: three times the threshold).
///  6. Operation: mean Sobel gradient energy (|∂x| + |∂y|, summed over B, G, R) inside the box, after vs before.
///     after/before > opRatio → ADD (more structure), < 1/opRatio → REMOVE, otherwise EDIT (both +4 to keep flat
///     regions from producing huge ratios).
///  7. Description: "changed region (<size>, <colour>)", size from the box's share of the image (small < 1 %,
///     medium < 10 %, large), colour named from the mean colour of the changed pixels in the edited image (in the
///     source for REMOVE). Untranslated English: it is stored with the study like an imported detector's text.
///
/// Boxes are in source pixels. REMOVE boxes belong on the original, ADD and EDIT on the edited image; after the
/// alignment both images share the source frame, so the same coordinates serve both.
/// Stateless after construction: detect() is const and safe to call concurrently from several threads.
class DifferenceDetector
{
public:
    static constexpr int version = 1;
    /// "pixel-diff detector" — the detector's name, used in Difference::origin, never "DICE".
    static QString name();
    /// "pixel-diff detector 1": name() and version, the value of Difference::origin.
    static QString origin();

    explicit DifferenceDetector(DifferenceDetectorOptions options = {});

    /// Differences of `edited` against `source` (both non-empty CV_8UC3), each with originKind = Detector and
    /// origin = origin(), sorted by decreasing confidence. Identical images give none. A change inside `ignored`
    /// (regions as fractions of the image's width and height, e.g. exclusionRegions() of the item: a generator's
    /// watermark) is no change: those pixels, and the few around them that the SSIM window reaches, count as unchanged.
    /// Errors: an empty or non-CV_8UC3 image, or a failure inside OpenCV (message included).
    Result<QVector<Difference>> detect(const cv::Mat &source, const cv::Mat &edited,
                                       const QVector<QRectF> &ignored = {}) const;

    /// The global translation (x, y, source pixels) that detect() undoes: `edited` shows the source's content moved by
    /// this vector. (0, 0) when none is found within maxShift. Same preconditions as detect() on aligned images.
    QPointF estimateShift(const cv::Mat &source, const cv::Mat &alignedEdited) const;

    const DifferenceDetectorOptions &options() const { return m_options; }

private:
    DifferenceDetectorOptions m_options;
};

} // namespace editlens::core
