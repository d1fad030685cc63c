#pragma once

// The demo study's items as recipes: which photograph, which instruction and parse, and the exact edit each makes,
// with its known differences. Internal to core/demo (OpenCV types). Deterministic.
#include "study/studydata.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <opencv2/core.hpp>

#include <functional>
#include <utility>

namespace editlens::core::demo {

/// One difference known by construction; `box` is in pixels of the image the op lives on.
struct KnownDifference
{
    EditOp op;
    QString description;
    cv::Rect box;
};

/// What an edit recipe produces: the exact edit, the region it touched, and its differences.
struct Edit
{
    cv::Mat edited;
    cv::Mat region;
    QVector<KnownDifference> differences;
    cv::Mat reference; ///< the reference object an add is placed relative to (BPM's being_added), when one is named
};

using PhotoLoader = std::function<const cv::Mat &(const char *)>;

/// One demo item: its photograph, instruction, parse and the edit that makes its exact output.
struct Recipe
{
    QString key;
    const char *photo;
    QString instruction;
    QJsonObject parse;
    QString editType;
    /// How visible the technique's traces are in the exact edit (demo::ItemEdit::artefact): a set estimate from the
    /// technique and the size of the region it touched (inpainting a large region leaves the most visible traces),
    /// not a measurement.
    double artefact;
    std::function<Edit(const cv::Mat &, const PhotoLoader &)> apply;
};

/// The demo's items, in the study's order.
QVector<Recipe> recipes();

/// Source and target captions of each recipe (InstructPix2Pix's input and edited captions), so that CLIP-D has the
/// text direction it compares with the image direction. Written by looking at the photographs.
std::pair<QString, QString> captions(const QString &key);

} // namespace editlens::core::demo
