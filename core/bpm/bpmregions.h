#pragma once

#include "bpm/editparse.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QSize>
#include <QString>
#include <QVector>

#include <opencv2/core/mat.hpp>

#include <vector>

/// BPM's editing regions (REFERENCE.md §2 step 2): where o1 is in the source image (M_origin, B_origin) and where o2 is
/// in the edited image (M_edit, B_edit), both on the source's pixel grid. Pure functions over values; thread-safe.
namespace editlens::core {

/// Which input the regions of one output were taken from, in order of precedence.
enum class RegionSource {
    Masks,       ///< imported masks of the output, else of the item (BPM "origin"/"edit", MagicBrush "edit_region")
    Differences, ///< ground-truth, else annotator, Difference boxes of the output
    Fallback,    ///< the caller's fallback changes (the built-in detector), optionally refined with GrabCut
    None,        ///< nothing known: both masks empty
};

/// "masks", "differences", "fallback", "none".
QString regionSourceName(RegionSource source);

/// The source image and the edited image brought onto its grid. Value type (cv::Mat shares pixel data).
struct BpmPair
{
    cv::Mat source;       ///< CV_8UC3 BGR
    cv::Mat edited;       ///< CV_8UC3 BGR, same size as `source`
    QSize editedFileSize; ///< the edited file's own size before alignment (frame of ADD/EDIT boxes and "edit" masks)
};

/// Reads both images as 8-bit BGR and resizes the edited one to the source size (cv::INTER_AREA when it shrinks on
/// both axes, cv::INTER_CUBIC otherwise; stretched, as MagicBrush's evaluation does). Errors name the file that is
/// missing or cannot be decoded.
Result<BpmPair> loadBpmPair(const QString &sourcePath, const QString &editedPath);

/// BPM's regions of one output, on the source's pixel grid (the edited image resized to the source size).
struct BpmRegions
{
    cv::Mat originMask;                ///< CV_8UC1, source size, 255 = o1 in the source image
    cv::Mat editMask;                  ///< CV_8UC1, source size, 255 = o2 in the (aligned) edited image
    std::vector<cv::Rect> originBoxes; ///< B_origin, source pixels
    std::vector<cv::Rect> editBoxes;   ///< B_edit, source pixels
    /// Boxes of the reference object Y of "add X next to Y" in the source image, for f_position. Not derivable from
    /// masks or differences: the caller sets them (imported BPM metadata, an annotator's box); empty = not judged.
    std::vector<cv::Rect> referenceBoxes;
    RegionSource source = RegionSource::None;
    /// How the regions were obtained, for display: e.g. "masks: edit_region (ground_truth magicbrush); add: M_origin
    /// := M_edit".
    QString provenance;
};

/// How resolveBpmRegions() reads its inputs.
struct RegionOptions
{
    QString studyRoot;                     ///< relative mask paths are resolved against it
    bool refineFallbackWithGrabCut = true; ///< refine the fallback boxes with refineBoxWithGrabCut()
    int grabCutIterations = 5;             ///< cv::grabCut iterations per box (OpenCV's sample uses 1 per click; 5
                                           ///< converges on object-sized boxes, see tst_bpmregions)
    int minComponentArea = 4; ///< mask components smaller than this (pixels) make no box (speckle in imported masks)
};

/// Finds M_origin, M_edit and their boxes for `output` of `item`, in this order of precedence:
///  1. masks of the output, else of the item: kind "origin" → M_origin, "edit" → M_edit, "edit_region" (MagicBrush)
///     → both, "preserve" → both are its complement; several masks of one kind are united. "origin", "edit_region" and
///     "preserve" masks must have the source size; an "edit" mask the source size or the edited file's size (then
///     resized to the source size, nearest neighbour). Non-zero = region.
///  2. the output's differences with origin kind ground_truth, else those of the first annotator by name: REMOVE boxes
///     → origin, ADD → edit, EDIT → both (ADD/EDIT boxes are scaled from the edited file's frame to the source frame).
///  3. `fallback` (the built-in detector's differences, same frames as 2), each box refined with GrabCut on the image
///     it lives on when options say so.
/// Then BPM's rule: add → M_origin := M_edit, remove → M_edit := M_origin; for other edit types a side that is still
/// empty takes the other side's region (the object is assumed to stay where it was), boxes included. Boxes from masks
/// are the bounding boxes of their 8-connected components of at least options.minComponentArea pixels; boxes from
/// differences are the differences' boxes in the source frame (a GrabCut-refined box: its segment's bounding box).
/// Errors: a mask file missing, undecodable or of the wrong size (the error names the file); an empty pair.
Result<BpmRegions> resolveBpmRegions(const Item &item, const Output &output, const EditParse &parse,
                                     const BpmPair &pair, const QVector<Difference> &fallback,
                                     const RegionOptions &options = {});

/// Segments the object inside `box` of `image` (CV_8UC3) with cv::grabCut (GC_INIT_WITH_RECT, `iterations` rounds):
/// returns a CV_8UC1 mask of the image size, 255 on pixels labelled foreground or probable foreground inside the box.
/// A box that leaves no background (it covers the image up to a 2-pixel margin), is smaller than 8×8 pixels, or on
/// which GrabCut fails or finds nothing, yields the filled box instead. `box` is clipped to the image first.
cv::Mat refineBoxWithGrabCut(const cv::Mat &image, cv::Rect box, int iterations = 5);

/// Bounding boxes of the 8-connected components of `mask` (CV_8UC1, non-zero = region) with at least `minArea`
/// pixels, ordered by their top-left corner (y, then x).
std::vector<cv::Rect> maskComponentBoxes(const cv::Mat &mask, int minArea = 1);

} // namespace editlens::core
