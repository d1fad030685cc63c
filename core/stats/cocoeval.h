#pragma once

#include <cstdint>
#include <map>
#include <vector>

/// COCO-style average precision for axis-aligned boxes, computed exactly as pycocotools' COCOeval with
/// iouType "bbox" and its default parameters. Pure C++ (no Qt), no shared state: thread-safe.
namespace editlens::core::stats {

/// One box to evaluate: a ground-truth object or a scored detection, in pixels.
/// `x, y` is the top-left corner, `w, h` width and height (COCO's `[x, y, w, h]`); an `[x0, y0, x1, y1]` box is
/// `{x0, y0, x1 - x0, y1 - y0}`. The area used for the small/medium/large ranges is `w · h` for both ground truth
/// and detections (pycocotools reads a ground-truth `area` field, which COCO fills from the segmentation; for
/// box-only ground truth EditLens writes `w · h` there).
struct EvalBox
{
    std::int64_t image = 0; ///< any id; images are visited in ascending id order, as pycocotools sorts imgIds
    int category = 0;       ///< any id; ignored by class-agnostic evaluation
    double x = 0.0;
    double y = 0.0;
    double w = 0.0;
    double h = 0.0;
    double score = 1.0; ///< detections only: confidence, higher ranks first
};

/// IoU of two boxes as pycocotools' maskApi bbIou: intersection (min right − max left) · (min bottom − max top),
/// each side clamped at 0, over wa·ha + wb·hb − intersection. Continuous coordinates: no "+1" pixel convention
/// (COCO's "+0"), so `{0, 0, 10, 10}` and `{5, 0, 10, 10}` overlap by 50 px², IoU 1/3. 0 when either box is empty.
double boxIou(const EvalBox &a, const EvalBox &b);

/// Which categories take part and how.
struct CocoEvalOptions
{
    /// true: class-aware (COCOeval useCats = 1), a detection matches only ground truth of its category and the
    /// summary averages over categories; false: class-agnostic (useCats = 0), categories are ignored.
    bool useCategories = true;
    /// Categories that take part (COCO: the ground truth's declared categories); boxes of other categories are
    /// dropped in both modes, as pycocotools does. Empty: every category occurring in ground truth or detections.
    std::vector<int> categories;
    /// Images that take part (COCO: the ground truth's images); boxes on other images are dropped. Empty: every
    /// image holding a ground-truth box or a detection, so that detections on an image without ground truth are
    /// false positives.
    std::vector<std::int64_t> images;
    int maxDetections = 100; ///< per image (and per category when class-aware), highest scores kept
};

/// COCOeval.summarize()'s detection figures for maxDets = maxDetections, each in [0, 1], or −1 when undefined
/// (no ground truth in that setting, e.g. AP_S without small objects), as pycocotools reports them.
struct CocoSummary
{
    double ap = -1.0;       ///< AP@[.50:.05:.95]: mean precision over 10 IoU thresholds × 101 recall points
    double ap50 = -1.0;     ///< AP at IoU 0.50
    double ap75 = -1.0;     ///< AP at IoU 0.75
    double apSmall = -1.0;  ///< AP@[.50:.95] for area ≤ 32² px²
    double apMedium = -1.0; ///< AP@[.50:.95] for 32² ≤ area ≤ 96² px²
    double apLarge = -1.0;  ///< AP@[.50:.95] for area ≥ 96² px²
    double ar = -1.0;       ///< AR@maxDetections: mean over IoU thresholds of the final recall
};

/// The result of one evaluation.
struct CocoEvaluation
{
    /// Class-aware: the mean over every (IoU threshold, recall point, category) cell that is defined, which is
    /// COCOeval's summary (not the mean of the per-category APs when categories lack some cells). Class-agnostic:
    /// all boxes as one category.
    CocoSummary summary;
    /// Class-aware only: each category's own summary (−1 figures for a category without ground truth).
    std::map<int, CocoSummary> perCategory;
    int groundTruthCount = 0; ///< ground-truth boxes that took part
    int detectionCount = 0;   ///< detections that took part (before the per-image maxDetections cut)
};

/// COCO-style box AP, equal to pycocotools COCOeval(cocoGt, cocoDt, "bbox") with params.useCats set from the options,
/// followed by evaluate(), accumulate() and summarize() (see tst_cocoeval for the checked values):
/// - IoU thresholds 0.50:0.05:0.95 (numpy.linspace values), recall points 0:0.01:1 (101, linspace);
/// - per image (and category), detections sorted by descending score, stable on input order (mergesort; in the
///   class-agnostic mode grouped by ascending category first, as pycocotools concatenates them), cut to
///   maxDetections; each detection in turn takes the unmatched ground truth of highest IoU ≥ threshold; ground
///   truth outside the area range is "ignored": matching it neither counts as a true nor a false positive, and an
///   unmatched detection outside the area range is ignored too;
/// - precision pᵢ = tpᵢ / (tpᵢ + fpᵢ + ε) (ε = DBL_EPSILON) over all images' detections in descending score (stable
///   across images in ascending image id), made non-increasing from the end; at each recall point r the precision of
///   the first detection with recall ≥ r, 0 where recall never reaches r; AP = mean over defined cells.
/// Boxes with w ≤ 0 or h ≤ 0 overlap nothing. Crowd regions do not exist here (iscrowd = 0 everywhere).
CocoEvaluation evaluateCoco(const std::vector<EvalBox> &groundTruth, const std::vector<EvalBox> &detections,
                            const CocoEvalOptions &options = {});

} // namespace editlens::core::stats
