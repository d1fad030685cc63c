#include "bpm/bpmregions.h"

#include <QCoreApplication>

#include <opencv2/imgproc.hpp>

#include <cmath>

/// BPM's regions from objects a vision-language model located by name (the model stages' "ground").
namespace editlens::core {

namespace {

/// A box in pixels of an image of `frame`, scaled to the source frame and clipped to it.
cv::Rect scaledBox(const QRectF &box, QSize frame, cv::Size sourceSize)
{
    const double sx = frame.isValid() && frame.width() > 0 ? double(sourceSize.width) / frame.width() : 1.0;
    const double sy = frame.isValid() && frame.height() > 0 ? double(sourceSize.height) / frame.height() : 1.0;
    const cv::Rect r(cv::Point(int(std::floor(box.left() * sx)), int(std::floor(box.top() * sy))),
                     cv::Point(int(std::ceil(box.right() * sx)), int(std::ceil(box.bottom() * sy))));
    return r & cv::Rect(0, 0, sourceSize.width, sourceSize.height);
}

/// Segments each box of `boxes` in `image` into `mask`, one bounding box per grounded box into `out`.
void paintSide(const QVector<QRectF> &boxes, QSize frame, const cv::Mat &image, const RegionOptions &options,
               cv::Mat &mask, std::vector<cv::Rect> &out)
{
    for (const QRectF &b : boxes) {
        const cv::Rect r = scaledBox(b, frame, image.size());
        if (r.area() == 0)
            continue;
        cv::Mat part;
        if (options.refineFallbackWithGrabCut)
            part = segmentInWindow(image, r, options.grabCutIterations);
        // The model named the object inside this box: when nothing there stands out from its surroundings, the box
        // itself is the object rather than "not found".
        if (part.empty() || cv::countNonZero(part) == 0) {
            part = cv::Mat::zeros(image.size(), CV_8UC1);
            part(r).setTo(255);
        }
        cv::bitwise_or(mask, part, mask);
        out.push_back(cv::boundingRect(part));
    }
}

/// What the model found of o1 in the original, or nothing when it did not look: one whole message per case.
QString originText(const std::optional<QVector<QRectF>> &boxes)
{
    if (!boxes)
        return {};
    if (boxes->isEmpty())
        //: o1: BPM's name for the original object, kept as it is
        return QCoreApplication::translate("BpmRegions", "o1 not found in the original");
    //: o1: BPM's name for the original object, kept as it is
    return QCoreApplication::translate("BpmRegions", "%n box(es) of o1 in the original", nullptr, int(boxes->size()));
}

/// What the model found of o2 in the edited image, or nothing when it did not look.
QString editText(const std::optional<QVector<QRectF>> &boxes)
{
    if (!boxes)
        return {};
    if (boxes->isEmpty())
        //: o2: BPM's name for the edited object, kept as it is
        return QCoreApplication::translate("BpmRegions", "o2 not found in the edited image");
    //: o2: BPM's name for the edited object, kept as it is
    return QCoreApplication::translate("BpmRegions", "%n box(es) of o2 in the edited image", nullptr,
                                       int(boxes->size()));
}

} // namespace

QString paintGroundedRegions(const GroundedRegions &grounded, const BpmPair &pair, const RegionOptions &options,
                             BpmRegions &regions)
{
    const QSize sourceFrame(pair.source.cols, pair.source.rows);
    if (grounded.origin)
        paintSide(*grounded.origin, sourceFrame, pair.source, options, regions.originMask, regions.originBoxes);
    if (grounded.edit)
        paintSide(*grounded.edit, pair.editedFileSize, pair.edited, options, regions.editMask, regions.editBoxes);
    regions.source = RegionSource::Grounded;
    // Each clause is one message (its count as %n); the clauses are joined as bpmregions_resolve joins its own.
    QStringList parts;
    for (const QString &p : {originText(grounded.origin), editText(grounded.edit)})
        if (!p.isEmpty())
            parts << p;
    if (options.refineFallbackWithGrabCut)
        parts << QCoreApplication::translate("BpmRegions", "segmented in each box (GrabCut %n iteration(s))", nullptr,
                                             options.grabCutIterations);
    //: %1: the grounding model's name; %2: what it found, clauses joined by ", " (e.g. "2 box(es) of o1 in the
    //: original, o2 not found in the edited image").
    return QCoreApplication::translate("BpmRegions", "grounded by %1: %2")
        .arg(grounded.model, parts.join(QStringLiteral(", ")));
}

std::vector<cv::Rect> groundedReferenceBoxes(const GroundedRegions &grounded, const BpmPair &pair)
{
    std::vector<cv::Rect> out;
    const cv::Size size = pair.source.size();
    const auto add = [&](const QVector<QRectF> &boxes, QSize frame) {
        for (const QRectF &b : boxes)
            if (const cv::Rect r = scaledBox(b, frame, size); r.area() > 0)
                out.push_back(r);
    };
    if (grounded.referenceInOriginal)
        add(*grounded.referenceInOriginal, QSize(size.width, size.height));
    if (out.empty() && grounded.referenceInEdited)
        add(*grounded.referenceInEdited, pair.editedFileSize);
    return out;
}

} // namespace editlens::core
