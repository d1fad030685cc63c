#include "bpm/bpmregions.h"

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
    case RegionSource::Fallback:
        return QStringLiteral("fallback");
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
        if (!origin && !edit && !both && !preserve)
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
        if (origin || both || preserve)
            unite(set.origin, binary);
        if (edit || both || preserve)
            unite(set.edit, binary);
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
        if (d.originKind == OriginKind::GroundTruth)
            picked.append(d);
    if (!picked.isEmpty()) {
        *who = originKindName(OriginKind::GroundTruth);
        return picked;
    }
    QString first;
    for (const Difference &d : differences)
        if (d.originKind == OriginKind::Annotator && (first.isNull() || d.origin < first))
            first = d.origin;
    if (first.isNull())
        return picked;
    for (const Difference &d : differences)
        if (d.originKind == OriginKind::Annotator && d.origin == first)
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

/// Paints the boxes of `differences` into the masks (refined with GrabCut when `refine`).
void paintDifferences(const QVector<Difference> &differences, const BpmPair &pair, bool refine, int iterations,
                      BpmRegions &regions)
{
    const cv::Size size = pair.source.size();
    for (const Difference &d : differences) {
        if (d.box.isEmpty())
            continue;
        const bool onOrigin = d.op == EditOp::Remove || d.op == EditOp::Edit;
        const bool onEdit = d.op == EditOp::Add || d.op == EditOp::Edit;
        if (onOrigin) {
            // REMOVE boxes live on the original image, whose frame is the source frame.
            const cv::Rect r = toPixels(d.box, size);
            if (r.area() > 0)
                paintBox(pair.source, r, refine, iterations, regions.originMask, regions.originBoxes);
        }
        if (onEdit) {
            const cv::Rect r = toSourceFrame(d.box, pair.editedFileSize, size);
            if (r.area() > 0)
                paintBox(pair.edited, r, refine, iterations, regions.editMask, regions.editBoxes);
        }
    }
}

} // namespace

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
    cv::Mat labels, background, foreground;
    try {
        cv::grabCut(image, labels, box, background, foreground, std::max(1, iterations), cv::GC_INIT_WITH_RECT);
    } catch (const cv::Exception &) {
        result(box).setTo(255);
        return result;
    }
    // GC_FGD = 1, GC_PR_FGD = 3: the foreground labels are exactly the odd ones.
    cv::Mat foregroundPixels = (labels & 1) != 0;
    foregroundPixels(box).copyTo(result(box));
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
    QString provenance;

    for (const QVector<Mask> *owner : {&output.masks, &item.masks}) {
        Result<MaskSet> masks = readMasks(*owner, pair, options.studyRoot);
        if (!masks)
            return masks.error();
        if (masks.value().used.isEmpty())
            continue;
        regions.originMask = masks.value().origin;
        regions.editMask = masks.value().edit;
        regions.source = RegionSource::Masks;
        provenance = QStringLiteral("masks of the ")
                     + (owner == &output.masks ? QStringLiteral("output: ") : QStringLiteral("item: "))
                     + masks.value().used.join(QStringLiteral(", "));
        break;
    }
    if (regions.originMask.empty())
        regions.originMask = emptyMask(size);
    if (regions.editMask.empty())
        regions.editMask = emptyMask(size);

    if (regions.source == RegionSource::None) {
        QString who;
        const QVector<Difference> picked = pickDifferences(output.differences, &who);
        if (!picked.isEmpty()) {
            paintDifferences(picked, pair, false, 0, regions);
            regions.source = RegionSource::Differences;
            provenance = QStringLiteral("differences: %1 box(es) by %2").arg(picked.size()).arg(who);
        } else if (!fallback.isEmpty()) {
            paintDifferences(fallback, pair, options.refineFallbackWithGrabCut, options.grabCutIterations, regions);
            regions.source = RegionSource::Fallback;
            provenance = QStringLiteral("fallback: %1 box(es) by %2%3")
                             .arg(fallback.size())
                             .arg(fallback.first().origin.isEmpty() ? originKindName(fallback.first().originKind)
                                                                    : fallback.first().origin)
                             .arg(options.refineFallbackWithGrabCut
                                      ? QStringLiteral(", GrabCut %1 iterations").arg(options.grabCutIterations)
                                      : QString());
        } else {
            provenance = QStringLiteral("none");
        }
    }

    if (regions.source == RegionSource::Masks) {
        regions.originBoxes = maskComponentBoxes(regions.originMask, options.minComponentArea);
        regions.editBoxes = maskComponentBoxes(regions.editMask, options.minComponentArea);
    }
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
