#include "bpm/bpmregions.h"

#include "detect/differencedetector.h"
#include "metrics/pixelmetrics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <map>

namespace editlens::core {

QString regionSourceName(RegionSource source)
{
    switch (source) {
    case RegionSource::Masks:
        return QStringLiteral("masks");
    case RegionSource::Differences:
        return QStringLiteral("differences");
    case RegionSource::ImportedBoxes:
        return QStringLiteral("imported boxes");
    case RegionSource::Fallback:
        return QStringLiteral("detector");
    case RegionSource::ItemWindows:
        return QStringLiteral("item");
    case RegionSource::None:
        break;
    }
    return QStringLiteral("none");
}

namespace {

Result<cv::Mat> readImage(const QString &path, int flags)
{
    if (!QFileInfo::exists(path))
        return Error(QCoreApplication::translate("BpmRegions", "file not found"), path);
    cv::Mat image;
    try {
        image = cv::imread(QFile::encodeName(path).toStdString(), flags);
    } catch (const cv::Exception &) {
        image.release();
    }
    if (image.empty())
        return Error(QCoreApplication::translate("BpmRegions", "not a readable image"), path);
    return image;
}

cv::Mat emptyMask(cv::Size size)
{
    return cv::Mat::zeros(size, CV_8UC1);
}

QString resolvePath(const QString &path, const QString &root)
{
    if (root.isEmpty() || QFileInfo(path).isAbsolute())
        return path;
    return QDir(root).filePath(path);
}

/// A box in the edited file's frame, scaled to the source frame.
cv::Rect toSourceFrame(const QRectF &box, QSize editedSize, cv::Size sourceSize)
{
    const double sx =
        editedSize.isValid() && editedSize.width() > 0 ? double(sourceSize.width) / editedSize.width() : 1.0;
    const double sy =
        editedSize.isValid() && editedSize.height() > 0 ? double(sourceSize.height) / editedSize.height() : 1.0;
    const QRectF scaled(box.x() * sx, box.y() * sy, box.width() * sx, box.height() * sy);
    const cv::Rect r(cv::Point(int(std::floor(scaled.left())), int(std::floor(scaled.top()))),
                     cv::Point(int(std::ceil(scaled.right())), int(std::ceil(scaled.bottom()))));
    return r & cv::Rect(0, 0, sourceSize.width, sourceSize.height);
}

cv::Rect toPixels(const QRectF &box, cv::Size size)
{
    return toSourceFrame(box, QSize(size.width, size.height), size);
}

struct MaskSet
{
    cv::Mat origin;
    cv::Mat edit;
    cv::Mat windows;   ///< edit_region: searched in both images
    cv::Mat reference; ///< the named reference object
    QStringList used;
};

void unite(cv::Mat &target, const cv::Mat &mask)
{
    if (target.empty())
        target = mask.clone();
    else
        cv::bitwise_or(target, mask, target);
}

/// Reads the masks of one owner (output or item). An empty set when it has none of BPM's kinds.
Result<MaskSet> readMasks(const QVector<Mask> &masks, const BpmPair &pair, const QString &root)
{
    MaskSet set;
    const cv::Size sourceSize = pair.source.size();
    for (const Mask &mask : masks) {
        const bool origin = mask.kind == QLatin1String("origin");
        const bool edit = mask.kind == QLatin1String("edit");
        const bool both = mask.kind == QLatin1String("edit_region");
        const bool preserve = mask.kind == QLatin1String("preserve");
        const bool reference = mask.kind == QLatin1String("reference");
        if (!origin && !edit && !both && !preserve && !reference)
            continue;
        const QString path = resolvePath(mask.path, root);
        Result<cv::Mat> read = readImage(path, cv::IMREAD_GRAYSCALE);
        if (!read)
            return read.error();
        cv::Mat pixels = read.value();
        const QSize editedSize = pair.editedFileSize;
        if (edit && pixels.size() != sourceSize && editedSize.isValid()
            && pixels.size() == cv::Size(editedSize.width(), editedSize.height())) {
            cv::resize(pixels, pixels, sourceSize, 0, 0, cv::INTER_NEAREST);
        }
        if (pixels.size() != sourceSize)
            return Error(QCoreApplication::translate("BpmRegions", "mask is %1×%2 pixels, the source image %3×%4")
                             .arg(pixels.cols)
                             .arg(pixels.rows)
                             .arg(sourceSize.width)
                             .arg(sourceSize.height),
                         path);
        cv::Mat binary;
        cv::compare(pixels, 0, binary, preserve ? cv::CMP_EQ : cv::CMP_NE);
        if (origin || preserve)
            unite(set.origin, binary);
        if (edit || preserve)
            unite(set.edit, binary);
        if (both)
            unite(set.windows, binary);
        if (reference)
            unite(set.reference, binary);
        set.used.append(mask.kind + QStringLiteral(" (") + originKindName(mask.originKind)
                        + (mask.origin.isEmpty() ? QString() : QLatin1Char(' ') + mask.origin) + QLatin1Char(')'));
    }
    return set;
}

/// The differences of one provenance: ground truth, else the first annotator by name.
QVector<Difference> pickDifferences(const QVector<Difference> &differences, QString *who)
{
    QVector<Difference> picked;
    for (const Difference &d : differences)
        if (d.originKind == OriginKind::GroundTruth && !isUnwantedChange(d))
            picked.append(d);
    if (!picked.isEmpty()) {
        *who = originKindName(OriginKind::GroundTruth);
        return picked;
    }
    QString first;
    for (const Difference &d : differences)
        if (d.originKind == OriginKind::Annotator && !isUnwantedChange(d) && (first.isNull() || d.origin < first))
            first = d.origin;
    if (first.isNull())
        return picked;
    for (const Difference &d : differences)
        if (d.originKind == OriginKind::Annotator && d.origin == first && !isUnwantedChange(d))
            picked.append(d);
    *who = originKindName(OriginKind::Annotator) + QLatin1Char(' ') + first;
    return picked;
}

/// Paints one box into `mask` (its GrabCut segment when `refine`) and records it (the segment's bounding box).
void paintBox(const cv::Mat &image, const cv::Rect &box, bool refine, int iterations, cv::Mat &mask,
              std::vector<cv::Rect> &boxes)
{
    if (!refine) {
        mask(box).setTo(255);
        boxes.push_back(box);
        return;
    }
    const cv::Mat segment = refineBoxWithGrabCut(image, box, iterations);
    cv::bitwise_or(mask, segment, mask);
    boxes.push_back(cv::boundingRect(segment));
}

/// Paints the boxes of `differences` into the masks: REMOVE on the original, ADD on the edited image (refined with
/// GrabCut when `refine`), EDIT boxes become search windows (returned, source frame) for both images.
void paintDifferences(const QVector<Difference> &differences, const BpmPair &pair, bool refine, int iterations,
                      BpmRegions &regions, std::vector<cv::Rect> &windows)
{
    const cv::Size size = pair.source.size();
    for (const Difference &d : differences) {
        if (d.box.isEmpty())
            continue;
        if (d.op == EditOp::Remove) {
            // REMOVE boxes live on the original image, whose frame is the source frame.
            const cv::Rect r = toPixels(d.box, size);
            if (r.area() > 0)
                paintBox(pair.source, r, refine, iterations, regions.originMask, regions.originBoxes);
        } else if (d.op == EditOp::Add) {
            const cv::Rect r = toSourceFrame(d.box, pair.editedFileSize, size);
            if (r.area() > 0)
                paintBox(pair.edited, r, refine, iterations, regions.editMask, regions.editBoxes);
        } else {
            const cv::Rect r = toSourceFrame(d.box, pair.editedFileSize, size);
            if (r.area() > 0)
                windows.push_back(r);
        }
    }
}

/// The differences of one detector origin that may stand for the edit: not rejected by a reviewer, not unwanted.
QVector<Difference> usableDetectorBoxes(const QVector<Difference> &differences, const QString &origin,
                                        const QSet<qint64> &rejected)
{
    QVector<Difference> out;
    for (const Difference &d : differences)
        if (d.originKind == OriginKind::Detector && d.origin == origin && !rejected.contains(d.id)
            && !isUnwantedChange(d))
            out.append(d);
    return out;
}

/// GrabCut's foreground (255) on `patch` (CV_8UC3) initialised with `rect`, computed on a copy whose longer side is
/// at most kGrabCutSide pixels (GrabCut's cost grows with the pixels it labels; an object's outline survives the
/// reduction) and brought back to the patch size. Empty when GrabCut fails.
constexpr int kGrabCutSide = 64;

cv::Mat grabCutForeground(const cv::Mat &patch, const cv::Rect &rect, int iterations)
{
    const double scale = std::min(1.0, double(kGrabCutSide) / std::max(patch.cols, patch.rows));
    cv::Mat small = patch;
    cv::Rect r = rect;
    if (scale < 1.0) {
        cv::resize(patch, small, cv::Size(), scale, scale, cv::INTER_AREA);
        r = cv::Rect(cv::Point(int(std::floor(rect.x * scale)), int(std::floor(rect.y * scale))),
                     cv::Point(int(std::ceil(rect.br().x * scale)), int(std::ceil(rect.br().y * scale))))
            & cv::Rect(0, 0, small.cols, small.rows);
        if (r.width < 2 || r.height < 2 || r == cv::Rect(0, 0, small.cols, small.rows))
            return {};
    }
    cv::Mat labels, background, foreground;
    // GrabCut seeds its colour models with k-means on OpenCV's per-thread RNG: a fixed state makes the segment a
    // function of the pixels alone (the same image gives the same object, whatever ran before on this thread).
    cv::theRNG() = cv::RNG(0x45444954);
    try {
        cv::grabCut(small, labels, r, background, foreground, std::max(1, iterations), cv::GC_INIT_WITH_RECT);
    } catch (const cv::Exception &) {
        return {};
    }
    // GC_FGD = 1, GC_PR_FGD = 3: the foreground labels are exactly the odd ones.
    cv::Mat foregroundPixels = (labels & 1) != 0;
    if (scale < 1.0) {
        cv::resize(foregroundPixels, foregroundPixels, patch.size(), 0, 0, cv::INTER_LINEAR);
        cv::threshold(foregroundPixels, foregroundPixels, 127, 255, cv::THRESH_BINARY);
        // Outside the rect stays background, as at full size.
        cv::Mat outside(patch.size(), CV_8UC1, cv::Scalar(255));
        outside(rect).setTo(0);
        foregroundPixels.setTo(0, outside);
    }
    return foregroundPixels;
}

} // namespace

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

cv::Mat segmentInWindow(const cv::Mat &image, cv::Rect window, int iterations)
{
    cv::Mat result = emptyMask(image.size());
    window &= cv::Rect(0, 0, image.cols, image.rows);
    if (window.area() == 0 || image.type() != CV_8UC3)
        return result;
    const int mx = std::max(8, window.width / 4), my = std::max(8, window.height / 4);
    const cv::Rect crop = cv::Rect(window.x - mx, window.y - my, window.width + 2 * mx, window.height + 2 * my)
                          & cv::Rect(0, 0, image.cols, image.rows);
    const cv::Rect inner = window - crop.tl();
    const bool leavesMargin =
        inner.x > 2 || inner.y > 2 || inner.br().x < crop.width - 2 || inner.br().y < crop.height - 2;
    if (window.width < 8 || window.height < 8 || !leavesMargin) {
        result(window).setTo(255);
        return result;
    }
    const cv::Mat patch = image(crop);
    // Nothing in the window stands out from its margin: the object is not in this image here. Judged on the patch
    // reduced as GrabCut sees it.
    const double scale = std::min(1.0, double(kGrabCutSide) / std::max(patch.cols, patch.rows));
    cv::Mat small = patch;
    if (scale < 1.0)
        cv::resize(patch, small, cv::Size(), scale, scale, cv::INTER_AREA);
    const cv::Rect smallInner =
        cv::Rect(cv::Point(int(std::floor(inner.x * scale)), int(std::floor(inner.y * scale))),
                 cv::Point(int(std::ceil(inner.br().x * scale)), int(std::ceil(inner.br().y * scale))))
        & cv::Rect(0, 0, small.cols, small.rows);
    std::vector<uchar> channels[3];
    for (int y = 0; y < small.rows; ++y) {
        const cv::Vec3b *row = small.ptr<cv::Vec3b>(y);
        for (int x = 0; x < small.cols; ++x)
            if (!smallInner.contains(cv::Point(x, y)))
                for (int c = 0; c < 3; ++c)
                    channels[c].push_back(row[x][c]);
    }
    cv::Vec3b median;
    for (int c = 0; c < 3; ++c) {
        if (channels[c].empty())
            continue;
        auto mid = channels[c].begin() + std::ptrdiff_t(channels[c].size() / 2);
        std::nth_element(channels[c].begin(), mid, channels[c].end());
        median[c] = *mid;
    }
    bool standsOut = false;
    for (int y = smallInner.y; y < smallInner.br().y && !standsOut; ++y) {
        const cv::Vec3b *row = small.ptr<cv::Vec3b>(y);
        for (int x = smallInner.x; x < smallInner.br().x && !standsOut; ++x)
            for (int c = 0; c < 3; ++c)
                standsOut |= std::abs(int(row[x][c]) - int(median[c])) > 24;
    }
    if (!standsOut)
        return result;
    const cv::Mat foregroundPixels = grabCutForeground(patch, inner, iterations);
    if (foregroundPixels.empty()) {
        result(window).setTo(255);
        return result;
    }
    foregroundPixels(inner).copyTo(result(window));
    return result;
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
    return BpmPair{source.value(), aligned.value(), QSize(edited.value().cols, edited.value().rows)};
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

cv::Mat refineBoxWithGrabCut(const cv::Mat &image, cv::Rect box, int iterations)
{
    cv::Mat result = emptyMask(image.size());
    box &= cv::Rect(0, 0, image.cols, image.rows);
    if (box.area() == 0)
        return result;
    const bool leavesBackground =
        box.x > 2 || box.y > 2 || box.x + box.width < image.cols - 2 || box.y + box.height < image.rows - 2;
    if (box.width < 8 || box.height < 8 || !leavesBackground || image.type() != CV_8UC3) {
        result(box).setTo(255);
        return result;
    }
    // GrabCut on a crop around the box (a margin of half its size, at least 16 pixels): its background model then
    // comes from the object's surroundings, and the cost no longer grows with the whole image.
    const int mx = std::max(16, box.width / 2), my = std::max(16, box.height / 2);
    const cv::Rect crop = cv::Rect(box.x - mx, box.y - my, box.width + 2 * mx, box.height + 2 * my)
                          & cv::Rect(0, 0, image.cols, image.rows);
    const cv::Rect inner = box - crop.tl();
    const cv::Mat foregroundPixels = grabCutForeground(image(crop), inner, iterations);
    if (foregroundPixels.empty()) {
        result(box).setTo(255);
        return result;
    }
    foregroundPixels(inner).copyTo(result(box));
    if (cv::countNonZero(result) == 0)
        result(box).setTo(255);
    return result;
}

Result<BpmRegions> resolveBpmRegions(const Item &item, const Output &output, const EditParse &parse,
                                     const BpmPair &pair, const QVector<Difference> &fallback,
                                     const RegionOptions &options)
{
    if (pair.source.empty() || pair.edited.empty() || pair.source.size() != pair.edited.size())
        return Error(QCoreApplication::translate("BpmRegions", "the image pair is empty or not aligned"), output.path);
    BpmRegions regions;
    const cv::Size size = pair.source.size();
    regions.originMask = emptyMask(size);
    regions.editMask = emptyMask(size);
    QString provenance;
    std::vector<cv::Rect> windows;
    bool boxesFromMasks = false;

    // Object masks (origin, edit, preserve) come first; a shared edit_region mask is a search window, which ranks
    // after the differences (they locate each side on its own) and before any detector.
    std::vector<cv::Rect> maskWindows;
    QString maskWindowsProvenance;
    for (const QVector<Mask> *owner : {&output.masks, &item.masks}) {
        Result<MaskSet> masks = readMasks(*owner, pair, options.studyRoot);
        if (!masks)
            return masks.error();
        if (masks.value().used.isEmpty())
            continue;
        const MaskSet &set = masks.value();
        const QString where = QStringLiteral("masks of the ")
                              + (owner == &output.masks ? QStringLiteral("output: ") : QStringLiteral("item: "))
                              + set.used.join(QStringLiteral(", "));
        if (!set.reference.empty())
            regions.referenceBoxes = maskComponentBoxes(set.reference, options.minComponentArea);
        if (!set.windows.empty()) {
            maskWindows = maskComponentBoxes(set.windows, options.minComponentArea);
            maskWindowsProvenance = where;
        }
        if (set.origin.empty() && set.edit.empty()) {
            if (!maskWindows.empty())
                break;
            continue; // only a reference: look further for the edited object
        }
        if (!set.origin.empty())
            regions.originMask = set.origin;
        if (!set.edit.empty())
            regions.editMask = set.edit;
        windows = maskWindows;
        boxesFromMasks = true;
        regions.source = RegionSource::Masks;
        provenance = where;
        break;
    }

    const auto useBoxes = [&](const QVector<Difference> &boxes, bool refine, RegionSource source, const QString &who) {
        if (source == RegionSource::Differences) {
            paintDifferences(boxes, pair, refine, options.grabCutIterations, regions, windows);
        } else {
            // A detector's op is its guess from pixels: every box it found is searched in both images.
            for (const Difference &d : boxes) {
                const cv::Rect r =
                    d.op == EditOp::Remove ? toPixels(d.box, size) : toSourceFrame(d.box, pair.editedFileSize, size);
                if (r.area() > 0)
                    windows.push_back(r);
            }
        }
        regions.source = source;
        provenance =
            QStringLiteral("%1: %2 box(es) by %3%4")
                .arg(regionSourceName(source), QString::number(boxes.size()), who,
                     refine ? QStringLiteral(", GrabCut %1 iterations").arg(options.grabCutIterations) : QString());
    };
    if (regions.source == RegionSource::None) {
        QString who;
        const QVector<Difference> picked = pickDifferences(output.differences, &who);
        if (!picked.isEmpty())
            useBoxes(picked, false, RegionSource::Differences, who);
    }
    if (regions.source == RegionSource::None && !maskWindows.empty()) {
        windows = maskWindows;
        boxesFromMasks = true;
        regions.source = RegionSource::Masks;
        provenance = maskWindowsProvenance;
    }
    if (regions.source == RegionSource::None) {
        // Imported detectors (DICE), by name; the built-in detector comes after them.
        QStringList origins;
        for (const Difference &d : output.differences)
            if (d.originKind == OriginKind::Detector && d.origin != DifferenceDetector::origin()
                && !origins.contains(d.origin))
                origins << d.origin;
        origins.sort();
        for (const QString &origin : std::as_const(origins)) {
            const QVector<Difference> boxes =
                usableDetectorBoxes(output.differences, origin, options.rejectedDifferences);
            if (!boxes.isEmpty()) {
                useBoxes(boxes, options.refineFallbackWithGrabCut, RegionSource::ImportedBoxes, origin);
                break;
            }
        }
    }
    if (regions.source == RegionSource::None) {
        // The built-in detector's boxes as an earlier run stored them, else this run's: the same boxes either way.
        QVector<Difference> boxes =
            usableDetectorBoxes(output.differences, DifferenceDetector::origin(), options.rejectedDifferences);
        QString who = DifferenceDetector::origin() + QStringLiteral(" (stored)");
        if (boxes.isEmpty()) {
            for (const Difference &d : fallback)
                if (!options.rejectedDifferences.contains(d.id) && !isUnwantedChange(d))
                    boxes.append(d);
            who = fallback.isEmpty() || fallback.first().origin.isEmpty() ? DifferenceDetector::origin()
                                                                          : fallback.first().origin;
        }
        if (!boxes.isEmpty())
            useBoxes(boxes, options.refineFallbackWithGrabCut, RegionSource::Fallback, who);
    }
    if (regions.source == RegionSource::None && !options.itemWindows.empty()) {
        for (const cv::Rect &w : options.itemWindows)
            windows.push_back(w & cv::Rect(0, 0, size.width, size.height));
        regions.source = RegionSource::ItemWindows;
        provenance = QStringLiteral("item: %1 window(s) where the other outputs changed").arg(windows.size());
    }
    if (regions.source == RegionSource::None)
        provenance = QStringLiteral("none");

    // Boxes of object masks and detector segments: their components. Boxes drawn as they are (ground truth,
    // annotators) stay as drawn.
    if (boxesFromMasks || regions.source != RegionSource::Differences) {
        regions.originBoxes = maskComponentBoxes(regions.originMask, options.minComponentArea);
        regions.editBoxes = maskComponentBoxes(regions.editMask, options.minComponentArea);
    }
    // Search windows: the object is segmented in each image on its own; one box per window and side (the segment's
    // bounding box), since GrabCut may split one object into pieces.
    for (const cv::Rect &w : windows) {
        if (w.area() == 0)
            continue;
        regions.windows.push_back(w);
        const auto segment = [&](const cv::Mat &image, cv::Mat &mask, std::vector<cv::Rect> &boxes) {
            cv::Mat part;
            if (options.refineFallbackWithGrabCut) {
                part = segmentInWindow(image, w, options.grabCutIterations);
            } else {
                part = emptyMask(size);
                part(w).setTo(255);
            }
            const cv::Rect box = cv::boundingRect(part);
            if (box.area() == 0)
                return;
            cv::bitwise_or(mask, part, mask);
            boxes.push_back(box);
        };
        segment(pair.source, regions.originMask, regions.originBoxes);
        segment(pair.edited, regions.editMask, regions.editBoxes);
    }
    if (!regions.windows.empty())
        provenance += QStringLiteral("; %1 search window(s) segmented in each image").arg(regions.windows.size());

    const bool originEmpty = cv::countNonZero(regions.originMask) == 0;
    const bool editEmpty = cv::countNonZero(regions.editMask) == 0;
    const auto copyEditToOrigin = [&regions] {
        regions.originMask = regions.editMask.clone();
        regions.originBoxes = regions.editBoxes;
    };
    const auto copyOriginToEdit = [&regions] {
        regions.editMask = regions.originMask.clone();
        regions.editBoxes = regions.originBoxes;
    };
    if (parse.editType == EditType::Add && !editEmpty) {
        copyEditToOrigin();
        provenance += QStringLiteral("; add: M_origin := M_edit");
    } else if (parse.editType == EditType::Remove && !originEmpty) {
        copyOriginToEdit();
        provenance += QStringLiteral("; remove: M_edit := M_origin");
    } else if (!regions.windows.empty()) {
        // Both images were searched: a side where the object was not found stays empty (it is gone, or not there).
    } else if (originEmpty && !editEmpty) {
        copyEditToOrigin();
        provenance += QStringLiteral("; no origin region: M_origin := M_edit");
    } else if (editEmpty && !originEmpty) {
        copyOriginToEdit();
        provenance += QStringLiteral("; no edit region: M_edit := M_origin");
    }
    regions.provenance = provenance;
    return regions;
}

} // namespace editlens::core
