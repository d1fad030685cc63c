#include "bpm/bpmregions.h"

#include "detect/differencedetector.h"
#include "imaging/imagefile.h"
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
    case RegionSource::Grounded:
        return QStringLiteral("grounded");
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
    auto image = readImageFile(path, flags);
    if (!image || image.value().empty())
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
    if (regions.source == RegionSource::None && options.grounded.locatesObjects())
        provenance = paintGroundedRegions(options.grounded, pair, options, regions);
    if (regions.referenceBoxes.empty() && !options.grounded.model.isEmpty()) {
        regions.referenceBoxes = groundedReferenceBoxes(options.grounded, pair);
        if (!regions.referenceBoxes.empty())
            provenance += QStringLiteral("; reference grounded by %1").arg(options.grounded.model);
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
    // Grounded boxes were segmented one by one: one box each, like a search window's.
    if ((boxesFromMasks || regions.source != RegionSource::Differences) && regions.source != RegionSource::Grounded) {
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
    } else if (regions.source == RegionSource::Grounded) {
        // A side the model looked at keeps what it found (nothing: the object is not there); a side it was not asked
        // about (the parse names no such object) takes the other side's region.
        if (!options.grounded.origin && originEmpty && !editEmpty) {
            copyEditToOrigin();
            provenance += QStringLiteral("; no o1 asked: M_origin := M_edit");
        } else if (!options.grounded.edit && editEmpty && !originEmpty) {
            copyOriginToEdit();
            provenance += QStringLiteral("; no o2 asked: M_edit := M_origin");
        }
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
