#pragma once

// The editing "systems" of the demo study: how each turns an item's exact edit into its output, and how good that
// output looks to people. Internal to core/demo: OpenCV types stay out of every header outside it. Pure and
// deterministic; images are 8-bit BGR, masks 8-bit with 255 = region.
#include "study/rubric.h"
#include "study/studydata.h"

#include <QString>
#include <QVector>

#include <opencv2/core.hpp>

#include <array>

namespace editlens::core::demo {

/// The demo's rubric dimensions, in the order of Quality::value: "overall", "edited_area", "preservation".
const QStringList &ratingDimensions();

/// The rubric the demo's annotators rated on (active in the demo study): ratingDimensions() on 1-5, each with its
/// description and the value labels of BPM's user study (Fig. 7).
Rubric demoRubric();

/// The quality people would see in one output on the demo's 1-5 rubric, per rating dimension, before any rater's
/// bias or noise. May lie slightly outside 1-5; ratings are clamped.
struct Quality
{
    std::array<double, 3> value{}; ///< indexed like ratingDimensions()
};

/// What one item gives the systems to work with.
struct ItemEdit
{
    cv::Mat source;
    cv::Mat edited;    ///< the exact edit (the item's ground truth)
    cv::Mat region;    ///< the edit's region, dilated a little: where a partial edit blends
    cv::Mat unrelated; ///< another photograph at the source's size
    /// How visible the traces of the editing technique are in the exact edit, 0 (none) to 1 (a large inpainted
    /// smudge): the one thing that makes one exact edit look worse than another.
    double artefact = 0.0;
    quint64 noiseSeed = 0; ///< seed of the Noise system's noise image
};

/// One system's output for one item and the quality people see in it.
struct SystemOutput
{
    cv::Mat image;
    Quality quality;
    QString note; ///< the degradation's strength in words ("alpha 0.40"), for the manifest
};

/// An editing system of the demo. `role`: its candidate in BPM's ground-truth test (Table 4), on every item.
struct DemoSystem
{
    QString name;
    OutputRole role = OutputRole::None;
};

/// Precise (the exact edit), Sloppy, Timid, Noise and Unrelated, best first.
const QVector<DemoSystem> &demoSystems();

/// The output of `system` (a name from demoSystems()) for `item` at `severity` (0 = the system's mildest version of
/// its flaw, 1 = its strongest; Precise has no flaw of its own and ignores it). Unknown names give an empty image.
SystemOutput renderOutput(const QString &system, const ItemEdit &item, double severity);

} // namespace editlens::core::demo
