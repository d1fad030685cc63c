#include "bpm/bpmregions.h"

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

QString countText(const std::optional<QVector<QRectF>> &boxes, const QString &object, const QString &image)
{
    if (!boxes)
        return {};
    if (boxes->isEmpty())
        return QStringLiteral("%1 not found in the %2").arg(object, image);
    return QStringLiteral("%1 box(es) of %2 in the %3").arg(QString::number(boxes->size()), object, image);
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
    QStringList parts;
    for (const QString &p : {countText(grounded.origin, QStringLiteral("o1"), QStringLiteral("original")),
                             countText(grounded.edit, QStringLiteral("o2"), QStringLiteral("edited image"))})
        if (!p.isEmpty())
            parts << p;
    return QStringLiteral("grounded by %1: %2%3")
        .arg(grounded.model, parts.join(QStringLiteral(", ")),
             options.refineFallbackWithGrabCut
                 ? QStringLiteral(", segmented in each box (GrabCut %1 iterations)").arg(options.grabCutIterations)
                 : QString());
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
