#pragma once

// One synthetic training pair for difference detectors: a photograph, one edit made with the demo's operations, and
// the differences it made, measured on the pixels. Internal to core/demo (OpenCV types). Pure functions; the only
// randomness is the generator passed in.
#include "demo/synthobjects.h"
#include "study/studydata.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <opencv2/core.hpp>

#include <optional>
#include <random>

namespace editlens::core::synth {

/// A region that may be edited: a COCO object (named by its category) or, without objects, none (random ellipses).
struct Region
{
    cv::Rect box; ///< the object's bounding box on the photo's resized frame
    cv::Mat crop; ///< 8-bit mask of `box`'s size, 255 = the object (cropped: a photo may hold many objects)
    QString name; ///< category name
};

/// A usable photograph, resized, with the objects of the --objects file rasterized onto it.
struct Photo
{
    QString fileName; ///< relative to the photo folder
    cv::Mat image;    ///< 8-bit BGR, longer side synthLongerSide()
    QVector<Region> objects;
};

/// Longer side of every source image of a synthetic study, in pixels.
constexpr int synthLongerSide = 512;

/// Reads `path` and resizes it to synthLongerSide on the longer side; the objects of `coco` (may be null) are
/// rasterized and kept when they cover 0.2 % to 35 % of the image. An empty image when the file cannot be decoded or
/// is smaller than 32 pixels on a side once resized.
Photo loadPhoto(const QString &path, const QString &fileName, const CocoPhoto *coco);

/// One difference of a pair, known by construction and measured: `mask` holds exactly the pixels that differ between
/// the source and the edited image (any channel) and belong to this change; `box` is its bounding box, in pixels of
/// the image the op lives on (REMOVE: the original; ADD, EDIT: the edited image; both share one frame).
struct SynthDifference
{
    EditOp op = EditOp::Edit;
    QString description;
    cv::Mat mask;
    cv::Rect box;
};

struct SynthPair
{
    QString instruction;
    QString kind;      ///< remove, recolour, paste or move (the item's tag)
    QJsonObject parse; ///< BPM's parse of the instruction, known by construction
    cv::Mat edited;
    QVector<SynthDifference> differences;
};

/// Makes one pair from photos[target] (donors for pastes: the other photos), drawing everything from `rng`: the
/// operation (removal by inpainting, recolouring, pasting a region of another photo, moving a region), the region
/// (an object of the photo, or a random ellipse without objects) and its parameters. An attempt whose change is not
/// visible (fewer than 0.15 % of the pixels, or a mean change below 12 levels) is drawn again, up to 24 times;
/// nullopt when none succeeds.
std::optional<SynthPair> makePair(const QVector<Photo> &photos, int target, std::mt19937 &rng);

} // namespace editlens::core::synth
