#include "bpm/bpmregions.h"

#include "metrics/pixelmetrics.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace editlens::core {

bool isUnwantedChange(const Difference &difference)
{
    int yes = 0, no = 0;
    for (const CoherenceLabel &l : difference.coherence) {
        if (l.originKind == OriginKind::GroundTruth)
            return !l.coherent;
        (l.coherent ? yes : no) += 1;
    }
    return no > 0 && no >= yes;
}

std::vector<cv::Rect> itemSearchWindows(const Item &item, qint64 outputId, const QSet<qint64> &rejected,
                                        const QMap<qint64, QVector<Difference>> &fresh, cv::Size sourceSize)
{
    std::vector<cv::Rect> boxes;
    const cv::Rect bounds(0, 0, sourceSize.width, sourceSize.height);
    for (const Output &o : item.outputs) {
        if (o.id == outputId)
            continue;
        QVector<Difference> differences = o.differences;
        differences += fresh.value(o.id);
        const double sx = o.size.isValid() && o.size.width() > 0 ? double(sourceSize.width) / o.size.width() : 1.0;
        const double sy = o.size.isValid() && o.size.height() > 0 ? double(sourceSize.height) / o.size.height() : 1.0;
        for (const Difference &d : differences) {
            if (d.box.isEmpty() || d.boxIsNormalized || rejected.contains(d.id) || isUnwantedChange(d))
                continue;
            const QRectF b = d.op == EditOp::Remove
                                 ? d.box
                                 : QRectF(d.box.x() * sx, d.box.y() * sy, d.box.width() * sx, d.box.height() * sy);
            const cv::Rect r = cv::Rect(cv::Point(int(std::floor(b.left())), int(std::floor(b.top()))),
                                        cv::Point(int(std::ceil(b.right())), int(std::ceil(b.bottom()))))
                               & bounds;
            if (r.area() > 0)
                boxes.push_back(r);
        }
    }
    // Merge overlapping boxes until none overlap.
    for (bool merged = true; merged;) {
        merged = false;
        for (std::size_t i = 0; i < boxes.size() && !merged; ++i)
            for (std::size_t j = i + 1; j < boxes.size() && !merged; ++j)
                if ((boxes[i] & boxes[j]).area() > 0) {
                    boxes[i] |= boxes[j];
                    boxes.erase(boxes.begin() + std::ptrdiff_t(j));
                    merged = true;
                }
    }
    std::sort(boxes.begin(), boxes.end(), [](const cv::Rect &a, const cv::Rect &b) { return a.area() > b.area(); });
    if (boxes.size() > 8)
        boxes.resize(8);
    return boxes;
}

Result<BpmPair> loadBpmPair(const QString &sourcePath, const QString &editedPath)
{
    // The same reading and alignment as the pixel metrics, so that BPM and L1/SSIM see the same pixels.
    Result<cv::Mat> source = readBgrImage(sourcePath);
    if (!source)
        return source.error();
    Result<cv::Mat> edited = readBgrImage(editedPath);
    if (!edited)
        return edited.error();
    Result<cv::Mat> aligned = alignToSource(source.value(), edited.value());
    if (!aligned)
        return Error{aligned.error().message, editedPath};
    return BpmPair{source.value(), aligned.value(), QSize(edited.value().cols, edited.value().rows), edited.value()};
}

std::vector<cv::Rect> maskComponentBoxes(const cv::Mat &mask, int minArea)
{
    std::vector<cv::Rect> boxes;
    if (mask.empty())
        return boxes;
    cv::Mat labels, stats, centroids;
    const int n = cv::connectedComponentsWithStats(mask != 0, labels, stats, centroids, 8, CV_32S);
    for (int i = 1; i < n; ++i) {
        if (stats.at<int>(i, cv::CC_STAT_AREA) < minArea)
            continue;
        boxes.emplace_back(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                           stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT));
    }
    std::sort(boxes.begin(), boxes.end(),
              [](const cv::Rect &a, const cv::Rect &b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return boxes;
}

} // namespace editlens::core
