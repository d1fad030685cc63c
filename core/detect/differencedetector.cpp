#include "detect/differencedetector.h"

#include "study/differenceorigin.h"

#include <QCoreApplication>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace editlens::core {

namespace {

constexpr int kShiftCrop = 256;       // side of the central crop used for phase correlation
constexpr double kMinResponse = 0.05; // weaker phase-correlation peaks are noise, not a global shift
constexpr float kJustNoticeable = 2.3f;
constexpr float kMadScale = 1.4826f; // MAD → standard deviation for normal noise
constexpr float kMadFactor = 4.0f;
constexpr double kEnergyFloor = 4.0;
// How far (working pixels) a change inside an ignored region reaches out of it: the SSIM window's half side (11×11),
// plus the closing's radius (7×7), which could join the region's fringe into a component of its own.
constexpr int kIgnoredMargin = 5 + 3;

struct Component
{
    cv::Rect box;
    double scoreSum = 0.0; // Σ min(s / 3, 1) over changed pixels
    qint64 changed = 0;
    cv::Vec3d colourSumAfter;
    cv::Vec3d colourSumBefore;
};

// median + 4·1.4826·MAD of a CV_32FC1 map: the level above which a value is unlikely to be re-rendering noise.
float robustUpperLevel(const cv::Mat &map)
{
    std::vector<float> v(map.begin<float>(), map.end<float>());
    const auto mid = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    const float median = *mid;
    for (float &x : v)
        x = std::abs(x - median);
    std::nth_element(v.begin(), mid, v.end());
    return median + kMadFactor * kMadScale * *mid;
}

cv::Mat deltaE(const cv::Mat &a, const cv::Mat &b)
{
    cv::Mat fa, fb, la, lb;
    a.convertTo(fa, CV_32F, 1.0 / 255.0);
    b.convertTo(fb, CV_32F, 1.0 / 255.0);
    cv::cvtColor(fa, la, cv::COLOR_BGR2Lab);
    cv::cvtColor(fb, lb, cv::COLOR_BGR2Lab);
    cv::Mat diff = la - lb;
    cv::Mat out(a.size(), CV_32FC1);
    for (int r = 0; r < out.rows; ++r) {
        const float *d = diff.ptr<float>(r);
        float *o = out.ptr<float>(r);
        for (int c = 0; c < out.cols; ++c, d += 3)
            o[c] = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    }
    cv::GaussianBlur(out, out, cv::Size(3, 3), 0.0, 0.0, cv::BORDER_REFLECT);
    return out;
}

cv::Mat dissimilarity(const cv::Mat &a, const cv::Mat &b)
{
    const cv::Mat map = ssimMap(a, b);
    cv::Mat out(a.size(), CV_32FC1, cv::Scalar(0));
    if (map.empty()) // smaller than the SSIM window: colour difference alone decides
        return out;
    for (int r = 0; r < out.rows; ++r) {
        const float *s = map.ptr<float>(r);
        float *o = out.ptr<float>(r);
        for (int c = 0; c < out.cols; ++c)
            o[c] = 1.0f - s[c];
    }
    return out;
}

double edgeEnergy(const cv::Mat &image, const cv::Rect &box)
{
    // The ROI keeps its parent, so Sobel reads the true neighbours at the box's edge.
    const cv::Mat roi = image(box);
    cv::Mat gx, gy;
    cv::Sobel(roi, gx, CV_16S, 1, 0);
    cv::Sobel(roi, gy, CV_16S, 0, 1);
    return (cv::norm(gx, cv::NORM_L1) + cv::norm(gy, cv::NORM_L1)) / double(box.area());
}

const char *colourName(const cv::Vec3d &meanBgr)
{
    cv::Mat pixel(1, 1, CV_8UC3,
                  cv::Scalar(cv::saturate_cast<uchar>(meanBgr[0]), cv::saturate_cast<uchar>(meanBgr[1]),
                             cv::saturate_cast<uchar>(meanBgr[2])));
    cv::Mat hsv;
    cv::cvtColor(pixel, hsv, cv::COLOR_BGR2HSV); // H in [0, 180)
    const cv::Vec3b p = hsv.at<cv::Vec3b>(0);
    const int h = p[0], s = p[1], v = p[2];
    if (v < 50)
        return "black";
    if (s < 40)
        return v > 200 ? "white" : "grey";
    if (h < 8 || h >= 170)
        return "red";
    if (h < 20)
        return v < 150 ? "brown" : "orange";
    if (h < 33)
        return "yellow";
    if (h < 78)
        return "green";
    if (h < 100)
        return "cyan";
    if (h < 130)
        return "blue";
    if (h < 150)
        return "purple";
    return "pink";
}

const char *sizeName(double areaFraction)
{
    if (areaFraction < 0.01)
        return "small";
    if (areaFraction < 0.10)
        return "medium";
    return "large";
}

void mergeOverlapping(std::vector<Component> &components)
{
    bool merged = true;
    while (merged) {
        merged = false;
        for (std::size_t i = 0; i < components.size() && !merged; ++i) {
            for (std::size_t j = i + 1; j < components.size(); ++j) {
                if ((components[i].box & components[j].box).area() == 0)
                    continue;
                Component &a = components[i];
                const Component &b = components[j];
                a.box |= b.box;
                a.scoreSum += b.scoreSum;
                a.changed += b.changed;
                a.colourSumAfter += b.colourSumAfter;
                a.colourSumBefore += b.colourSumBefore;
                components.erase(components.begin() + std::ptrdiff_t(j));
                merged = true;
                break;
            }
        }
    }
}

/// Clears `mask` inside each region of `ignored` (fractions of the image's width and height), grown by `margin` pixels.
void clearRegions(cv::Mat &mask, const QVector<QRectF> &ignored, int margin)
{
    const cv::Rect whole(0, 0, mask.cols, mask.rows);
    for (const QRectF &r : ignored) {
        const int x0 = int(std::floor(r.left() * mask.cols)) - margin;
        const int y0 = int(std::floor(r.top() * mask.rows)) - margin;
        const int x1 = int(std::ceil(r.right() * mask.cols)) + margin;
        const int y1 = int(std::ceil(r.bottom() * mask.rows)) + margin;
        const cv::Rect area = cv::Rect(x0, y0, x1 - x0, y1 - y0) & whole;
        if (area.area() > 0)
            mask(area).setTo(0);
    }
}

/// `aligned` moved back by `shift` (source pixels), its exposed border replicated.
cv::Mat undoShift(const cv::Mat &aligned, const QPointF &shift)
{
    const cv::Matx23d undo(1, 0, -shift.x(), 0, 1, -shift.y());
    cv::Mat warped;
    cv::warpAffine(aligned, warped, undo, aligned.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return warped;
}

/// The source and the aligned output at the working resolution, and the scale from source to working pixels.
struct WorkingPair
{
    cv::Mat before;
    cv::Mat after;
    double sx = 1.0;
    double sy = 1.0;
};

/// Shrinks both images (area resampling) so that the longer side is at most `workingSide`; never enlarges them.
WorkingPair workingPair(const cv::Mat &source, const cv::Mat &aligned, int workingSide)
{
    const double scale = std::min(1.0, double(workingSide) / std::max(source.cols, source.rows));
    WorkingPair pair{source, aligned};
    if (scale < 1.0) {
        const cv::Size working(std::max(1, int(std::lround(source.cols * scale))),
                               std::max(1, int(std::lround(source.rows * scale))));
        cv::resize(source, pair.before, working, 0, 0, cv::INTER_AREA);
        cv::resize(aligned, pair.after, working, 0, 0, cv::INTER_AREA);
    }
    pair.sx = double(pair.before.cols) / source.cols;
    pair.sy = double(pair.before.rows) / source.rows;
    return pair;
}

/// Which working pixels changed (255) and how strongly (each pixel's larger ratio to its threshold).
struct ChangeMap
{
    cv::Mat changed; ///< CV_8UC1
    cv::Mat score;   ///< CV_32FC1
};

/// A pixel changed when its colour difference passes the image's own noise level, or its structure does while its
/// colour is at least noticeably different.
ChangeMap changeMap(const cv::Mat &before, const cv::Mat &after, const DifferenceDetectorOptions &options)
{
    const cv::Mat de = deltaE(before, after);
    const cv::Mat ds = dissimilarity(before, after);
    const float tauE = std::max(options.minDeltaE, robustUpperLevel(de));
    const float tauS = std::max(options.minDissimilarity, robustUpperLevel(ds));
    const float gateE = std::max(kJustNoticeable, tauE / 3.0f);

    ChangeMap map{cv::Mat(before.size(), CV_8UC1), cv::Mat(before.size(), CV_32FC1)};
    for (int r = 0; r < map.changed.rows; ++r) {
        const float *e = de.ptr<float>(r);
        const float *d = ds.ptr<float>(r);
        uchar *m = map.changed.ptr<uchar>(r);
        float *s = map.score.ptr<float>(r);
        for (int c = 0; c < map.changed.cols; ++c) {
            m[c] = (e[c] > tauE || (d[c] > tauS && e[c] > gateE)) ? 255 : 0;
            s[c] = std::max(e[c] / tauE, d[c] / tauS);
        }
    }
    return map;
}

/// Clears the strip an undone `shift` exposed: it holds replicated border pixels, not content.
void clearShiftStrip(cv::Mat &changed, const QPointF &shift, double sx, double sy)
{
    const int mx = int(std::ceil(std::abs(shift.x()) * sx)) + 1;
    const int my = int(std::ceil(std::abs(shift.y()) * sy)) + 1;
    const int x0 = shift.x() < 0 ? 0 : std::max(0, changed.cols - mx);
    const int y0 = shift.y() < 0 ? 0 : std::max(0, changed.rows - my);
    if (shift.x() != 0.0)
        changed(cv::Rect(x0, 0, std::min(mx, changed.cols), changed.rows)).setTo(0);
    if (shift.y() != 0.0)
        changed(cv::Rect(0, y0, changed.cols, std::min(my, changed.rows))).setTo(0);
}

/// The connected regions of the cleaned mask `changed` large enough to keep, each with the score and colours of its
/// raw changed pixels (`raw`, before opening and closing), overlapping ones merged, strongest first, at most maxBoxes.
std::vector<Component> changedComponents(const cv::Mat &changed, const cv::Mat &raw, const cv::Mat &score,
                                         const WorkingPair &pair, const DifferenceDetectorOptions &options)
{
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(changed, labels, stats, centroids, 8, CV_32S);
    const double minArea = std::max(4.0, options.minAreaFraction * double(changed.total()));
    std::vector<Component> components(std::size_t(std::max(count, 1)));
    for (int i = 1; i < count; ++i)
        components[std::size_t(i)].box =
            cv::Rect(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                     stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT));
    for (int r = 0; r < labels.rows; ++r) {
        const int *l = labels.ptr<int>(r);
        const uchar *m = raw.ptr<uchar>(r);
        const float *s = score.ptr<float>(r);
        const cv::Vec3b *pa = pair.after.ptr<cv::Vec3b>(r);
        const cv::Vec3b *pb = pair.before.ptr<cv::Vec3b>(r);
        for (int c = 0; c < labels.cols; ++c) {
            if (l[c] == 0 || !m[c])
                continue;
            Component &k = components[std::size_t(l[c])];
            k.scoreSum += std::min(double(s[c]) / 3.0, 1.0);
            ++k.changed;
            k.colourSumAfter += cv::Vec3d(pa[c]);
            k.colourSumBefore += cv::Vec3d(pb[c]);
        }
    }
    std::vector<Component> kept;
    for (int i = 1; i < count; ++i) {
        if (stats.at<int>(i, cv::CC_STAT_AREA) >= minArea && components[std::size_t(i)].changed > 0)
            kept.push_back(components[std::size_t(i)]);
    }
    mergeOverlapping(kept);
    std::sort(kept.begin(), kept.end(), [](const Component &a, const Component &b) {
        return a.scoreSum / double(a.changed) > b.scoreSum / double(b.changed);
    });
    if (int(kept.size()) > options.maxBoxes)
        kept.resize(std::size_t(std::max(0, options.maxBoxes)));
    return kept;
}

/// Each kept component as a difference in source pixels: its op from the edge energy before and after, its
/// confidence from its mean score, a description of its size and colour.
QVector<Difference> differencesOf(const std::vector<Component> &kept, const WorkingPair &pair,
                                  const DifferenceDetectorOptions &options, const QString &origin)
{
    QVector<Difference> differences;
    differences.reserve(int(kept.size()));
    for (const Component &k : kept) {
        const double energyBefore = edgeEnergy(pair.before, k.box) + kEnergyFloor;
        const double energyAfter = edgeEnergy(pair.after, k.box) + kEnergyFloor;
        const double ratio = energyAfter / energyBefore;
        Difference d;
        d.op = ratio > options.opRatio ? EditOp::Add : ratio < 1.0 / options.opRatio ? EditOp::Remove : EditOp::Edit;
        d.box = QRectF(k.box.x / pair.sx, k.box.y / pair.sy, k.box.width / pair.sx, k.box.height / pair.sy);
        d.confidence = std::clamp(k.scoreSum / double(k.changed), 0.0, 1.0);
        const cv::Vec3d colour = (d.op == EditOp::Remove ? k.colourSumBefore : k.colourSumAfter) / double(k.changed);
        d.description = QStringLiteral("changed region (%1, %2)")
                            .arg(QLatin1String(sizeName(double(k.box.area()) / double(pair.before.total()))),
                                 QLatin1String(colourName(colour)));
        d.originKind = OriginKind::Detector;
        d.origin = origin;
        differences.push_back(d);
    }
    return differences;
}

} // namespace

QString DifferenceDetector::name()
{
    return originname::pixelDiffDetector;
}

QString DifferenceDetector::origin()
{
    return builtInDetectorOrigin(version);
}

DifferenceDetector::DifferenceDetector(DifferenceDetectorOptions options) : m_options(options)
{
}

QPointF DifferenceDetector::estimateShift(const cv::Mat &source, const cv::Mat &alignedEdited) const
{
    const int w = std::min(kShiftCrop, source.cols);
    const int h = std::min(kShiftCrop, source.rows);
    if (w < 16 || h < 16 || source.size() != alignedEdited.size())
        return {};
    const cv::Rect crop((source.cols - w) / 2, (source.rows - h) / 2, w, h);
    cv::Mat ga, gb, fa, fb, window;
    cv::cvtColor(source(crop), ga, cv::COLOR_BGR2GRAY);
    cv::cvtColor(alignedEdited(crop), gb, cv::COLOR_BGR2GRAY);
    ga.convertTo(fa, CV_32F);
    gb.convertTo(fb, CV_32F);
    cv::createHanningWindow(window, crop.size(), CV_32F);
    double response = 0.0;
    const cv::Point2d shift = cv::phaseCorrelate(fa, fb, window, &response);
    if (response < kMinResponse || std::abs(shift.x) > m_options.maxShift || std::abs(shift.y) > m_options.maxShift)
        return {};
    // Within a twentieth of a pixel of an integer the shift is taken as exact: an integer warp adds no blur.
    const auto snap = [](double v) { return std::abs(v - std::round(v)) < 0.05 ? std::round(v) : v; };
    return QPointF(snap(shift.x), snap(shift.y));
}

Result<QVector<Difference>> DifferenceDetector::detect(const cv::Mat &source, const cv::Mat &edited,
                                                       const QVector<QRectF> &ignored) const
{
    Result<cv::Mat> alignedResult = alignToSource(source, edited);
    if (!alignedResult)
        return alignedResult.error();
    try {
        cv::Mat aligned = alignedResult.value();
        const QPointF shift = estimateShift(source, aligned);
        const bool shifted = std::abs(shift.x()) >= 0.25 || std::abs(shift.y()) >= 0.25;
        if (shifted)
            aligned = undoShift(aligned, shift);
        const WorkingPair pair = workingPair(source, aligned, m_options.workingSide);
        ChangeMap change = changeMap(pair.before, pair.after, m_options);
        if (shifted)
            clearShiftStrip(change.changed, shift, pair.sx, pair.sy);
        clearRegions(change.changed, ignored, kIgnoredMargin);
        const cv::Mat raw = change.changed.clone();
        cv::morphologyEx(change.changed, change.changed, cv::MORPH_OPEN,
                         cv::getStructuringElement(cv::MORPH_RECT, {3, 3}));
        cv::morphologyEx(change.changed, change.changed, cv::MORPH_CLOSE,
                         cv::getStructuringElement(cv::MORPH_ELLIPSE, {7, 7}));
        clearRegions(change.changed, ignored, kIgnoredMargin);
        std::vector<Component> kept = changedComponents(change.changed, raw, change.score, pair, m_options);
        return differencesOf(kept, pair, m_options, origin());
    } catch (const cv::Exception &e) {
        return Error{QCoreApplication::translate("DifferenceDetector", "the pixel-diff detector failed: %1")
                         .arg(QString::fromStdString(e.msg))};
    }
}

} // namespace editlens::core
