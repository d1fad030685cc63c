#pragma once

#include "bpm/editparse.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QMap>
#include <QRectF>
#include <QSet>
#include <QSize>
#include <QString>
#include <QVector>

#include <opencv2/core/mat.hpp>

#include <optional>
#include <vector>

/// BPM's editing regions (BPM §3.1, Algorithm 1): where o1 is in the source image (M_origin, B_origin) and where o2 is
/// in the edited image (M_edit, B_edit), both on the source's pixel grid. Pure functions over values; thread-safe.
namespace editlens::core {

/// Which input the regions of one output were taken from, in order of precedence.
enum class RegionSource {
    Masks,         ///< imported masks of the output, else of the item (BPM "origin"/"edit", MagicBrush "edit_region")
    Differences,   ///< ground-truth, else annotator, Difference boxes of the output
    Grounded,      ///< objects a vision-language model located by name (the model stages' "ground")
    ImportedBoxes, ///< boxes of an imported detector (DICE), unless a reviewer rejected them
    Fallback,      ///< the built-in detector's boxes: stored by an earlier run, else this run's
    ItemWindows,   ///< where the other outputs of the item located the object (an output that changed nothing)
    None,          ///< nothing known: both masks empty
};

/// The source image and the edited image brought onto its grid. Value type (cv::Mat shares pixel data).
struct BpmPair
{
    cv::Mat source;       ///< CV_8UC3 BGR
    cv::Mat edited;       ///< CV_8UC3 BGR, same size as `source`
    QSize editedFileSize; ///< the edited file's own size before alignment (frame of ADD/EDIT boxes and "edit" masks)
    /// The edited file as decoded, before alignment (CV_8UC3 BGR), or empty. The released rules resize it to 500×500
    /// themselves (BPM's calculate_l2_distance), so S_preserve under them starts from the file, not from `edited`.
    cv::Mat editedFile{};
};

/// Reads both images as 8-bit BGR and resizes the edited one to the source size (cv::INTER_AREA when it shrinks on
/// both axes, cv::INTER_CUBIC otherwise; stretched, as MagicBrush's evaluation does), keeping the decoded edited file
/// in BpmPair::editedFile. Errors name the file that is
/// missing or cannot be decoded.
Result<BpmPair> loadBpmPair(const QString &sourcePath, const QString &editedPath);

/// BPM's regions of one output, on the source's pixel grid (the edited image resized to the source size).
struct BpmRegions
{
    cv::Mat originMask;                ///< CV_8UC1, source size, 255 = o1 in the source image
    cv::Mat editMask;                  ///< CV_8UC1, source size, 255 = o2 in the (aligned) edited image
    std::vector<cv::Rect> originBoxes; ///< B_origin, source pixels
    std::vector<cv::Rect> editBoxes;   ///< B_edit, source pixels
    /// Boxes of the named reference object Y ("add X next to Y", "move X above Y") in the source image, for
    /// f_position: from masks of kind "reference" (BPM grounding brought in). Empty = the reference is not located.
    std::vector<cv::Rect> referenceBoxes;
    /// Search windows (source frame) in which the object was segmented in each image separately: a box or an
    /// edit_region mask shared by both images. The caller may hand them to the other outputs of the item.
    std::vector<cv::Rect> windows;
    RegionSource source = RegionSource::None;
    /// How the regions were obtained, for display: e.g. "masks: edit_region (ground_truth magicbrush); add: M_origin
    /// := M_edit".
    QString provenance;
};

/// Where a vision-language model located BPM's objects for one output (the model stages' "ground"), as BPM's text
/// grounding does (§3.3): o1 and the named reference in the original, o2 and the reference in the edited image. Boxes
/// are in pixels of each image's file. A located list that is empty records that the model found no such object
/// there; nullopt = not asked (the parse names no such object). Value type.
struct GroundedRegions
{
    QString model;                         ///< the grounding model, named in the provenance ("grounded by MODEL")
    std::optional<QVector<QRectF>> origin; ///< o1 in the original
    std::optional<QVector<QRectF>> edit;   ///< o2 in the edited image
    std::optional<QVector<QRectF>> referenceInOriginal; ///< the named reference in the original
    std::optional<QVector<QRectF>> referenceInEdited;   ///< the named reference in the edited image
    /// True when o1 or o2 was located (or looked for and not found): the output's regions come from the grounding.
    bool locatesObjects() const { return origin.has_value() || edit.has_value(); }
};

/// How resolveBpmRegions() reads its inputs.
struct RegionOptions
{
    QString studyRoot; ///< relative mask paths are resolved against it
    /// Segment the object in search windows (segmentInWindow()); off: a window is the object on both sides.
    bool refineFallbackWithGrabCut = true;
    int grabCutIterations = 3; ///< cv::grabCut iterations per box on the reduced crop (OpenCV's sample uses 1 per
                               ///< click; 3 keeps a pair with three search windows under 20 ms, BENCHMARKS.md)
    int minComponentArea = 4;  ///< mask components smaller than this (pixels) make no box (speckle in imported masks)
    /// Ids of differences a reviewer rejected: they are not the edit, so they stay in the preserved region.
    QSet<qint64> rejectedDifferences;
    /// Search windows found on the item's other outputs (source frame), used when this output has no region of its
    /// own (it changed nothing the detector sees): the object is segmented in both images inside them.
    std::vector<cv::Rect> itemWindows;
    /// The objects a vision-language model located for this output; empty when nothing was grounded.
    GroundedRegions grounded{};
};

/// Whether a difference is an unwanted change: its coherence is NO. The ground truth's label decides when there is
/// one; else the majority of the labels, a tie counting as NO. A difference without labels is wanted.
bool isUnwantedChange(const Difference &difference);

/// Finds M_origin, M_edit and their boxes for `output` of `item`: o1 is located in the original and o2 in the edited
/// image, separately. Sources, the first that gives a region wins:
///  1. object masks of the output, else of the item: kind "origin" → M_origin, "edit" → M_edit, "preserve" → both
///     are its complement; several masks of one kind are united. Masks must have the source size; an "edit" mask may
///     have the edited file's size (then resized, nearest neighbour). Non-zero = region. Masks of kind "reference"
///     locate the named reference object (referenceBoxes), whatever source gives the regions; without them, the
///     reference options.grounded located (in the original, else in the edited image) does.
///  2. the output's differences with origin kind ground_truth, else those of the first annotator by name, leaving out
///     unwanted changes (isUnwantedChange()): REMOVE boxes → M_origin, ADD → M_edit (the boxes as drawn), EDIT → a
///     search window (ADD/EDIT boxes are scaled from the edited file's frame to the source frame).
///  2b. "edit_region" masks (MagicBrush) of the output, else of the item: a search window per component.
///  2c. options.grounded (paintGroundedRegions()): the objects a model located by name, o1 in the original and o2 in
///     the edited image, each box segmented in its own image. Only these objects are the edit: any other change
///     stays in the preserved region and is charged to S_preserve, as with exact masks. An object the model looked
///     for and did not find leaves its side empty.
///  3. boxes of imported detectors (origin kind detector, not the built-in one), leaving out unwanted changes and
///     boxes in options.rejectedDifferences: every box is a search window (a detector's op is a guess from pixels;
///     the object is looked for in each image).
///  4. the built-in detector's boxes stored on the output by an earlier run, else `fallback` (this run's), the same
///     way as 3. So the regions do not depend on whether the detector ran in this run or an earlier one.
///  5. options.itemWindows (where the other outputs of the item located the object) as search windows.
/// A search window is shared by both images: the object inside it is segmented in each image separately
/// (segmentInWindow()), so that size and position come from each image's own object.
/// Then BPM's rule: add → M_origin := M_edit, remove → M_edit := M_origin; for other edit types, when no window was
/// searched, a side that is still empty takes the other side's region (the object is assumed to stay where it was),
/// boxes included; after a search an empty side stays empty (the object was not found there). Boxes are the
/// bounding boxes of the masks' 8-connected components of at least options.minComponentArea pixels, except for boxes
/// drawn as they are (source 2), which stay as drawn.
/// Errors: a mask file missing, undecodable or of the wrong size (the error names the file); an empty pair.
Result<BpmRegions> resolveBpmRegions(const Item &item, const Output &output, const EditParse &parse,
                                     const BpmPair &pair, const QVector<Difference> &fallback,
                                     const RegionOptions &options = {});

/// Paints the objects `grounded` locates into `regions` (source frame): each o1 box is segmented in the original and
/// each o2 box in the edited image (segmentInWindow(), the filled box when nothing stands out, since the model named
/// the object there; boxes of the edited file are scaled to the source frame), one box per grounded box and side.
/// Sets regions.source to RegionSource::Grounded and returns the provenance ("grounded by MODEL: …").
QString paintGroundedRegions(const GroundedRegions &grounded, const BpmPair &pair, const RegionOptions &options,
                             BpmRegions &regions);

/// The reference object's boxes `grounded` gives, in the source frame: those located in the original, else those
/// located in the edited image (scaled from its file's frame). Empty when it was not located.
std::vector<cv::Rect> groundedReferenceBoxes(const GroundedRegions &grounded, const BpmPair &pair);

/// Segments the object inside `box` of `image` (CV_8UC3) with cv::grabCut (GC_INIT_WITH_RECT, `iterations` rounds) on
/// a crop around the box (a margin of half its size, at least 16 pixels):
/// returns a CV_8UC1 mask of the image size, 255 on pixels labelled foreground or probable foreground inside the box.
/// A box that leaves no background (it covers the image up to a 2-pixel margin), is smaller than 8×8 pixels, or on
/// which GrabCut fails or finds nothing, yields the filled box instead. `box` is clipped to the image first.
cv::Mat refineBoxWithGrabCut(const cv::Mat &image, cv::Rect box, int iterations = 5);

/// Where the outputs of `item` other than `outputId` changed: their usable difference boxes (not unwanted, not in
/// `rejected`) plus `fresh` (detector boxes of this run, by output id), in the source frame (`sourceSize`), merged
/// where they overlap, the eight largest. Search windows (RegionOptions::itemWindows) for an output that changed
/// nothing the detector sees, so that it is judged where the others edited.
std::vector<cv::Rect> itemSearchWindows(const Item &item, qint64 outputId, const QSet<qint64> &rejected,
                                        const QMap<qint64, QVector<Difference>> &fresh, cv::Size sourceSize);

/// Segments the object inside the search window `window` of `image` (CV_8UC3) with cv::grabCut on a crop around it
/// (the window plus a margin of a quarter of its size, at least 8 pixels): a CV_8UC1 mask of the image size, 255 on
/// the foreground inside the window. Empty when the window holds nothing that stands out from its surroundings (no
/// pixel differs from the margin's median colour by more than 24 in any channel): the object is not in this image
/// there. A window too small for GrabCut (under 8×8) or one that leaves no margin yields the filled window.
cv::Mat segmentInWindow(const cv::Mat &image, cv::Rect window, int iterations = 5);

/// Bounding boxes of the 8-connected components of `mask` (CV_8UC1, non-zero = region) with at least `minArea`
/// pixels, ordered by their top-left corner (y, then x).
std::vector<cv::Rect> maskComponentBoxes(const cv::Mat &mask, int minArea = 1);

} // namespace editlens::core
