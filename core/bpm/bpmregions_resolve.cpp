// resolveBpmRegions(): the region sources in their order of precedence, one step each (RegionResolver), and the
// mask and box readers they use. The regions' other functions are in bpmregions.cpp, the grounded source in
// bpmregions_grounded.cpp.
#include "bpm/bpmregions.h"

#include "detect/differencedetector.h"
#include "imaging/imagefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <optional>
#include <utility>

namespace editlens::core {

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

namespace {

/// The steps of resolveBpmRegions(), in its order of precedence: each take…() step does nothing once an earlier one
/// found the regions. Keeps what the steps share: the regions so far, the search windows and the provenance clauses.
class RegionResolver
{
public:
    RegionResolver(const BpmPair &pair, const RegionOptions &options)
        : m_pair(pair)
        , m_options(options)
        , m_size(pair.source.size())
    {
        m_regions.originMask = emptyMask(m_size);
        m_regions.editMask = emptyMask(m_size);
    }

    bool found() const { return m_regions.source != RegionSource::None; }

    // Object masks (origin, edit, preserve) come first; a shared edit_region mask is a search window, which ranks
    // after the differences (they locate each side on its own) and before any detector.
    Status takeMasks(const Item &item, const Output &output)
    {
        for (const QVector<Mask> *owner : {&output.masks, &item.masks}) {
            Result<MaskSet> masks = readMasks(*owner, m_pair, m_options.studyRoot);
            if (!masks)
                return masks.error();
            if (masks.value().used.isEmpty())
                continue;
            const MaskSet &set = masks.value();
            const QString used = set.used.join(QStringLiteral(", "));
            const QString where = owner == &output.masks
                                      ? QCoreApplication::translate("BpmRegions", "masks of the output: %1").arg(used)
                                      : QCoreApplication::translate("BpmRegions", "masks of the item: %1").arg(used);
            if (!set.reference.empty())
                m_regions.referenceBoxes = maskComponentBoxes(set.reference, m_options.minComponentArea);
            if (!set.windows.empty()) {
                m_maskWindows = maskComponentBoxes(set.windows, m_options.minComponentArea);
                m_maskWindowsProvenance = where;
            }
            if (set.origin.empty() && set.edit.empty()) {
                if (!m_maskWindows.empty())
                    break;
                continue; // only a reference: look further for the edited object
            }
            if (!set.origin.empty())
                m_regions.originMask = set.origin;
            if (!set.edit.empty())
                m_regions.editMask = set.edit;
            m_windows = m_maskWindows;
            m_boxesFromMasks = true;
            m_regions.source = RegionSource::Masks;
            m_provenance = QStringList{where};
            break;
        }
        return Status::success();
    }

    /// Ground truth's, else the first annotator's boxes, as drawn.
    void takeDifferences(const Output &output)
    {
        if (found())
            return;
        QString who;
        const QVector<Difference> picked = pickDifferences(output.differences, &who);
        if (picked.isEmpty())
            return;
        paintDifferences(picked, m_pair, false, m_options.grabCutIterations, m_regions, m_windows);
        m_regions.source = RegionSource::Differences;
        m_provenance = QStringList{
            QCoreApplication::translate("BpmRegions", "differences: %n box(es) by %1", nullptr, int(picked.size()))
                .arg(who)};
    }

    void takeMaskWindows()
    {
        if (found() || m_maskWindows.empty())
            return;
        m_windows = m_maskWindows;
        m_boxesFromMasks = true;
        m_regions.source = RegionSource::Masks;
        m_provenance = QStringList{m_maskWindowsProvenance};
    }

    void takeGrounded()
    {
        if (!found() && m_options.grounded.locatesObjects())
            m_provenance = QStringList{paintGroundedRegions(m_options.grounded, m_pair, m_options, m_regions)};
        if (m_regions.referenceBoxes.empty() && !m_options.grounded.model.isEmpty()) {
            m_regions.referenceBoxes = groundedReferenceBoxes(m_options.grounded, m_pair);
            if (!m_regions.referenceBoxes.empty())
                m_provenance << QCoreApplication::translate("BpmRegions", "reference grounded by %1")
                                    .arg(m_options.grounded.model);
        }
    }

    /// Imported detectors (DICE), by name; the built-in detector comes after them.
    void takeImportedBoxes(const Output &output)
    {
        if (found())
            return;
        QStringList origins;
        for (const Difference &d : output.differences)
            if (d.originKind == OriginKind::Detector && d.origin != DifferenceDetector::origin()
                && !origins.contains(d.origin))
                origins << d.origin;
        origins.sort();
        for (const QString &origin : std::as_const(origins)) {
            const QVector<Difference> boxes =
                usableDetectorBoxes(output.differences, origin, m_options.rejectedDifferences);
            if (!boxes.isEmpty()) {
                takeDetectorWindows(boxes, RegionSource::ImportedBoxes, origin);
                return;
            }
        }
    }

    /// The built-in detector's boxes as an earlier run stored them, else this run's: the same boxes either way.
    void takeBuiltInDetectorBoxes(const Output &output, const QVector<Difference> &fallback)
    {
        if (found())
            return;
        QVector<Difference> boxes =
            usableDetectorBoxes(output.differences, DifferenceDetector::origin(), m_options.rejectedDifferences);
        QString who =
            QCoreApplication::translate("BpmRegions", "%1 (stored)", "a detector's boxes stored by an earlier run")
                .arg(DifferenceDetector::origin());
        if (boxes.isEmpty()) {
            for (const Difference &d : fallback)
                if (!m_options.rejectedDifferences.contains(d.id) && !isUnwantedChange(d))
                    boxes.append(d);
            who = fallback.isEmpty() || fallback.first().origin.isEmpty() ? DifferenceDetector::origin()
                                                                          : fallback.first().origin;
        }
        if (!boxes.isEmpty())
            takeDetectorWindows(boxes, RegionSource::Fallback, who);
    }

    void takeItemWindows()
    {
        if (found() || m_options.itemWindows.empty())
            return;
        for (const cv::Rect &w : m_options.itemWindows)
            m_windows.push_back(w & cv::Rect(0, 0, m_size.width, m_size.height));
        m_regions.source = RegionSource::ItemWindows;
        m_provenance =
            QStringList{QCoreApplication::translate("BpmRegions", "item: %n window(s) where the other outputs changed",
                                                    nullptr, int(m_windows.size()))};
    }

    /// Component boxes of the masks, then each search window segmented in both images.
    void segmentWindows()
    {
        if (!found())
            m_provenance = QStringList{QCoreApplication::translate("BpmRegions", "none", "no region source")};
        // Boxes of object masks and detector segments: their components. Boxes drawn as they are (ground truth,
        // annotators) stay as drawn. Grounded boxes were segmented one by one: one box each, like a search window's.
        if ((m_boxesFromMasks || m_regions.source != RegionSource::Differences)
            && m_regions.source != RegionSource::Grounded) {
            m_regions.originBoxes = maskComponentBoxes(m_regions.originMask, m_options.minComponentArea);
            m_regions.editBoxes = maskComponentBoxes(m_regions.editMask, m_options.minComponentArea);
        }
        // Search windows: the object is segmented in each image on its own; one box per window and side (the
        // segment's bounding box), since GrabCut may split one object into pieces.
        for (const cv::Rect &w : m_windows) {
            if (w.area() == 0)
                continue;
            m_regions.windows.push_back(w);
            segmentWindow(w, m_pair.source, m_regions.originMask, m_regions.originBoxes);
            segmentWindow(w, m_pair.edited, m_regions.editMask, m_regions.editBoxes);
        }
        if (!m_regions.windows.empty())
            m_provenance << QCoreApplication::translate("BpmRegions", "%n search window(s) segmented in each image",
                                                        nullptr, int(m_regions.windows.size()));
    }

    /// BPM's rule for the side a region is missing on, then the regions with their provenance.
    BpmRegions finish(const EditParse &parse)
    {
        if (const std::optional<QString> copied = copyMissingSide(parse))
            m_provenance << *copied;
        m_regions.provenance = m_provenance.join(QStringLiteral("; "));
        return m_regions;
    }

private:
    /// A detector's op is its guess from pixels: every box it found is searched in both images.
    void takeDetectorWindows(const QVector<Difference> &boxes, RegionSource source, const QString &who)
    {
        for (const Difference &d : boxes) {
            const cv::Rect r =
                d.op == EditOp::Remove ? toPixels(d.box, m_size) : toSourceFrame(d.box, m_pair.editedFileSize, m_size);
            if (r.area() > 0)
                m_windows.push_back(r);
        }
        m_regions.source = source;
        m_provenance = QStringList{detectorProvenance(source, int(boxes.size()), who)};
    }

    QString detectorProvenance(RegionSource source, int boxes, const QString &who) const
    {
        // Whole sentences, so that a translator sees each one as it is shown.
        const QString iterations = QString::number(m_options.grabCutIterations);
        if (source == RegionSource::ImportedBoxes)
            return m_options.refineFallbackWithGrabCut
                       ? QCoreApplication::translate("BpmRegions",
                                                     "imported boxes: %n box(es) by %1, GrabCut %2 "
                                                     "iterations",
                                                     nullptr, boxes)
                             .arg(who, iterations)
                       : QCoreApplication::translate("BpmRegions", "imported boxes: %n box(es) by %1", nullptr, boxes)
                             .arg(who);
        return m_options.refineFallbackWithGrabCut
                   ? QCoreApplication::translate("BpmRegions", "detector: %n box(es) by %1, GrabCut %2 iterations",
                                                 nullptr, boxes)
                         .arg(who, iterations)
                   : QCoreApplication::translate("BpmRegions", "detector: %n box(es) by %1", nullptr, boxes).arg(who);
    }

    void segmentWindow(const cv::Rect &w, const cv::Mat &image, cv::Mat &mask, std::vector<cv::Rect> &boxes) const
    {
        cv::Mat part;
        if (m_options.refineFallbackWithGrabCut) {
            part = segmentInWindow(image, w, m_options.grabCutIterations);
        } else {
            part = emptyMask(m_size);
            part(w).setTo(255);
        }
        const cv::Rect box = cv::boundingRect(part);
        if (box.area() == 0)
            return;
        cv::bitwise_or(mask, part, mask);
        boxes.push_back(box);
    }

    /// add → M_origin := M_edit, remove → M_edit := M_origin; otherwise a side still empty takes the other side's
    /// region, unless a search or the grounding model looked for it there. The provenance clause of the copy, if any.
    std::optional<QString> copyMissingSide(const EditParse &parse)
    {
        const bool originEmpty = cv::countNonZero(m_regions.originMask) == 0;
        const bool editEmpty = cv::countNonZero(m_regions.editMask) == 0;
        if (parse.editType == EditType::Add && !editEmpty)
            //: M_origin and M_edit are BPM's names for the two masks; o1 and o2 the original and edited object.
            return copyEditToOrigin(QCoreApplication::translate("BpmRegions", "add: M_origin := M_edit"));
        if (parse.editType == EditType::Remove && !originEmpty)
            return copyOriginToEdit(QCoreApplication::translate("BpmRegions", "remove: M_edit := M_origin"));
        if (m_regions.source == RegionSource::Grounded) {
            // A side the model looked at keeps what it found (nothing: the object is not there); a side it was not
            // asked about (the parse names no such object) takes the other side's region.
            if (!m_options.grounded.origin && originEmpty && !editEmpty)
                return copyEditToOrigin(QCoreApplication::translate("BpmRegions", "no o1 asked: M_origin := M_edit"));
            if (!m_options.grounded.edit && editEmpty && !originEmpty)
                return copyOriginToEdit(QCoreApplication::translate("BpmRegions", "no o2 asked: M_edit := M_origin"));
            return std::nullopt;
        }
        // Both images were searched: a side where the object was not found stays empty (it is gone, or not there).
        if (!m_regions.windows.empty())
            return std::nullopt;
        if (originEmpty && !editEmpty)
            return copyEditToOrigin(QCoreApplication::translate("BpmRegions", "no origin region: M_origin := M_edit"));
        if (editEmpty && !originEmpty)
            return copyOriginToEdit(QCoreApplication::translate("BpmRegions", "no edit region: M_edit := M_origin"));
        return std::nullopt;
    }

    QString copyEditToOrigin(const QString &clause)
    {
        m_regions.originMask = m_regions.editMask.clone();
        m_regions.originBoxes = m_regions.editBoxes;
        return clause;
    }

    QString copyOriginToEdit(const QString &clause)
    {
        m_regions.editMask = m_regions.originMask.clone();
        m_regions.editBoxes = m_regions.originBoxes;
        return clause;
    }

    const BpmPair &m_pair;
    const RegionOptions &m_options;
    const cv::Size m_size;
    BpmRegions m_regions;
    std::vector<cv::Rect> m_windows; ///< search windows, source frame
    std::vector<cv::Rect> m_maskWindows;
    QString m_maskWindowsProvenance;
    bool m_boxesFromMasks = false;
    QStringList m_provenance; ///< clauses, joined with "; "
};

} // namespace

Result<BpmRegions> resolveBpmRegions(const Item &item, const Output &output, const EditParse &parse,
                                     const BpmPair &pair, const QVector<Difference> &fallback,
                                     const RegionOptions &options)
{
    if (pair.source.empty() || pair.edited.empty() || pair.source.size() != pair.edited.size())
        return Error(QCoreApplication::translate("BpmRegions", "the image pair is empty or not aligned"), output.path);
    RegionResolver resolver(pair, options);
    if (Status masks = resolver.takeMasks(item, output); !masks)
        return masks.error();
    resolver.takeDifferences(output);
    resolver.takeMaskWindows();
    resolver.takeGrounded();
    resolver.takeImportedBoxes(output);
    resolver.takeBuiltInDetectorBoxes(output, fallback);
    resolver.takeItemWindows();
    resolver.segmentWindows();
    return resolver.finish(parse);
}

} // namespace editlens::core
