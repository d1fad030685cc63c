#include "metrics/pixelmetrics.h"

#include "imaging/imagefile.h"
#include "util/parallelfor.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <opencv2/core.hpp>
#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace editlens::core {

namespace {

constexpr int kSsimRadius = 5; // int(3.5 * 1.5 + 0.5), scipy.ndimage's radius for truncate = 3.5
constexpr double kSsimSigma = 1.5;
constexpr float kC1 = float((0.01 * 255) * (0.01 * 255));
constexpr float kC2 = float((0.03 * 255) * (0.03 * 255));
// Values are shifted by −128 before filtering: σ² = E[x²] − μ² then cancels on magnitudes ≤ 128² instead of 255²,
// which keeps float32 within 1e-6 of scikit-image's float64 on real images.
constexpr float kShift = 128.0f;
constexpr int kPlanes = 4; // x, y, x² + y², xy of one channel: SSIM needs σx² + σy² only as a sum

// scipy.ndimage.gaussian_filter's weights: exp(−x²/2σ²) for x in [−r, r], normalised to sum 1, in double.
cv::Mat gaussianKernel()
{
    cv::Mat k(2 * kSsimRadius + 1, 1, CV_64F);
    double sum = 0.0;
    for (int i = -kSsimRadius; i <= kSsimRadius; ++i) {
        const double w = std::exp(-0.5 * i * i / (kSsimSigma * kSsimSigma));
        k.at<double>(i + kSsimRadius) = w;
        sum += w;
    }
    k /= sum;
    cv::Mat k32;
    k.convertTo(k32, CV_32F);
    return k32;
}

Status checkImage(const cv::Mat &image, bool isSource)
{
    if (image.empty())
        return isSource ? Error{QCoreApplication::translate("PixelMetrics", "the source image is empty")}
                        : Error{QCoreApplication::translate("PixelMetrics", "the edited image is empty")};
    if (image.type() != CV_8UC3)
        return isSource ? Error{QCoreApplication::translate("PixelMetrics", "the source image is not 8-bit BGR")}
                        : Error{QCoreApplication::translate("PixelMetrics", "the edited image is not 8-bit BGR")};
    return Status::success();
}

QSize toQSize(const cv::Size &size)
{
    return QSize(size.width, size.height);
}

} // namespace

Result<cv::Mat> alignToSource(const cv::Mat &source, const cv::Mat &edited, Alignment alignment)
{
    if (Status s = checkImage(source, true); !s)
        return s.error();
    if (Status s = checkImage(edited, false); !s)
        return s.error();
    if (source.size() == edited.size())
        return edited;
    if (alignment == Alignment::RequireSameSize)
        return Error{QCoreApplication::translate("PixelMetrics", "the edited image is %1x%2 pixels, the source %3x%4")
                         .arg(edited.cols)
                         .arg(edited.rows)
                         .arg(source.cols)
                         .arg(source.rows)};
    const bool shrinks = edited.cols >= source.cols && edited.rows >= source.rows;
    cv::Mat aligned;
    try {
        cv::resize(edited, aligned, source.size(), 0, 0, shrinks ? cv::INTER_AREA : cv::INTER_CUBIC);
    } catch (const cv::Exception &e) {
        return Error{QCoreApplication::translate("PixelMetrics", "cannot resize the edited image: %1")
                         .arg(QString::fromStdString(e.msg))};
    }
    return aligned;
}

Result<cv::Mat> readBgrImage(const QString &path)
{
    if (!QFileInfo::exists(path))
        return Error{QCoreApplication::translate("PixelMetrics", "image does not exist"), path};
    auto read = readImageFile(path, cv::IMREAD_COLOR);
    if (!read)
        return Error{
            QCoreApplication::translate("PixelMetrics", "cannot decode the image: %1").arg(read.error().message), path};
    cv::Mat image = std::move(read).value();
    if (image.empty())
        return Error{QCoreApplication::translate("PixelMetrics", "cannot decode the image"), path};
    return image;
}

cv::Mat ssimMap(const cv::Mat &a, const cv::Mat &b)
{
    if (a.empty() || a.type() != CV_8UC3 || b.type() != CV_8UC3 || a.size() != b.size() || a.rows < 2 * kSsimRadius + 1
        || a.cols < 2 * kSsimRadius + 1)
        return {};
    static const cv::Mat kernel = gaussianKernel();
    const int rows = a.rows;
    const int cols = a.cols;
    // Per-thread scratch, like the planes below: reallocating megabytes per call costs more page faults than math.
    // The workers reach it through this pointer: naming a thread_local inside the lambda would mean theirs.
    thread_local cv::Mat callerScratch[3];
    cv::Mat *perChannel = callerScratch;
    for (cv::Mat &m : callerScratch)
        m.create(rows, cols, CV_32FC1);
    // One task per channel; each filters four single-channel planes, which vectorise best.
    parallelFor(
        cv::Range(0, 3),
        [&](const cv::Range &range) {
            // Per-thread scratch reused across calls: the planes are megabytes, and fresh pages cost more than the
            // math.
            thread_local cv::Mat planes[kPlanes];
            thread_local cv::Mat means[kPlanes];
            for (int ch = range.start; ch < range.end; ++ch) {
                for (int i = 0; i < kPlanes; ++i) {
                    planes[i].create(rows, cols, CV_32FC1);
                    means[i].create(rows, cols, CV_32FC1);
                }
                for (int r = 0; r < rows; ++r) {
                    const uchar *pa = a.ptr<uchar>(r) + ch;
                    const uchar *pb = b.ptr<uchar>(r) + ch;
                    float *x = planes[0].ptr<float>(r);
                    float *y = planes[1].ptr<float>(r);
                    float *sq = planes[2].ptr<float>(r);
                    float *xy = planes[3].ptr<float>(r);
                    for (int c = 0; c < cols; ++c) {
                        const float vx = float(pa[3 * c]) - kShift;
                        const float vy = float(pb[3 * c]) - kShift;
                        x[c] = vx;
                        y[c] = vy;
                        sq[c] = vx * vx + vy * vy;
                        xy[c] = vx * vy;
                    }
                }
                for (int i = 0; i < kPlanes; ++i)
                    cv::sepFilter2D(planes[i], means[i], CV_32F, kernel, kernel, cv::Point(-1, -1), 0.0,
                                    cv::BORDER_REFLECT);
                for (int r = 0; r < rows; ++r) {
                    const float *mxs = means[0].ptr<float>(r);
                    const float *mys = means[1].ptr<float>(r);
                    const float *msq = means[2].ptr<float>(r);
                    const float *mxy = means[3].ptr<float>(r);
                    float *out = perChannel[ch].ptr<float>(r);
                    int c = 0;
#if CV_SIMD
                    // The scalar tail's operations in the same order (no FMA contraction): identical results.
                    const cv::v_float32 shift = cv::vx_setall_f32(kShift), c1 = cv::vx_setall_f32(kC1),
                                        c2 = cv::vx_setall_f32(kC2), two = cv::vx_setall_f32(2.0f),
                                        one = cv::vx_setall_f32(1.0f);
                    for (; c <= cols - cv::v_float32::nlanes; c += cv::v_float32::nlanes) {
                        const cv::v_float32 mx = cv::vx_load(mxs + c);
                        const cv::v_float32 my = cv::vx_load(mys + c);
                        const cv::v_float32 vSum = cv::vx_load(msq + c) - mx * mx - my * my;
                        const cv::v_float32 vxy = cv::vx_load(mxy + c) - mx * my;
                        const cv::v_float32 ux = mx + shift;
                        const cv::v_float32 uy = my + shift;
                        const cv::v_float32 num = (two * ux * uy + c1) * (two * vxy + c2);
                        const cv::v_float32 den = (ux * ux + uy * uy + c1) * (vSum + c2);
                        cv::v_store(out + c, cv::v_min(one, num / den));
                    }
#endif
                    for (; c < cols; ++c) {
                        const float mx = mxs[c];
                        const float my = mys[c];
                        const float vSum = msq[c] - mx * mx - my * my; // σx² + σy²
                        const float vxy = mxy[c] - mx * my;
                        const float ux = mx + kShift;
                        const float uy = my + kShift;
                        // SSIM ≤ 1 always (AM-GM, Cauchy-Schwarz); float rounding can overshoot by ~1e-7 on identical
                        // neighbourhoods, which would show as "1.0000001" and as negative dissimilarity.
                        out[c] = std::min(1.0f, ((2 * ux * uy + kC1) * (2 * vxy + kC2))
                                                    / ((ux * ux + uy * uy + kC1) * (vSum + kC2)));
                    }
                }
            }
        },
        3.0);
    cv::Mat map(rows, cols, CV_32FC1);
    for (int r = 0; r < rows; ++r) {
        const float *s0 = perChannel[0].ptr<float>(r);
        const float *s1 = perChannel[1].ptr<float>(r);
        const float *s2 = perChannel[2].ptr<float>(r);
        float *out = map.ptr<float>(r);
        for (int c = 0; c < cols; ++c)
            out[c] = (s0[c] + s1[c] + s2[c]) / 3.0f;
    }
    return map;
}

double ssim(const cv::Mat &a, const cv::Mat &b, const cv::Mat &editedRegionMask)
{
    const cv::Mat map = ssimMap(a, b);
    if (map.empty())
        return std::numeric_limits<double>::quiet_NaN();
    const bool masked = !editedRegionMask.empty();
    if (masked && (editedRegionMask.type() != CV_8UC1 || editedRegionMask.size() != a.size()))
        return std::numeric_limits<double>::quiet_NaN();
    double sum = 0.0;
    qint64 count = 0;
    for (int r = kSsimRadius; r < map.rows - kSsimRadius; ++r) {
        const float *m = map.ptr<float>(r);
        const uchar *k = masked ? editedRegionMask.ptr<uchar>(r) : nullptr;
        double rowSum = 0.0;
        for (int c = kSsimRadius; c < map.cols - kSsimRadius; ++c) {
            if (k && k[c])
                continue;
            rowSum += double(m[c]);
            ++count;
        }
        sum += rowSum;
    }
    if (count == 0)
        return std::numeric_limits<double>::quiet_NaN();
    return sum / double(count);
}

Result<PixelMetrics> computePixelMetrics(const cv::Mat &source, const cv::Mat &edited,
                                         const PixelMetricOptions &options)
{
    Result<cv::Mat> aligned = alignToSource(source, edited, options.alignment);
    if (!aligned)
        return aligned.error();
    const cv::Mat &b = aligned.value();
    const cv::Mat &mask = options.editedRegionMask;

    PixelMetrics metrics;
    metrics.size = toQSize(source.size());
    metrics.alignedFrom = toQSize(edited.size());
    metrics.masked = !mask.empty();

    cv::Mat preserved;
    if (metrics.masked) {
        if (mask.type() != CV_8UC1)
            return Error{QCoreApplication::translate("PixelMetrics", "the mask is not a single-channel 8-bit image")};
        if (mask.size() != source.size())
            return Error{QCoreApplication::translate("PixelMetrics", "the mask is %1x%2 pixels, the source %3x%4")
                             .arg(mask.cols)
                             .arg(mask.rows)
                             .arg(source.cols)
                             .arg(source.rows)};
        cv::compare(mask, 0, preserved, cv::CMP_EQ);
        metrics.pixelsUsed = cv::countNonZero(preserved);
        if (metrics.pixelsUsed == 0)
            return Error{QCoreApplication::translate("PixelMetrics", "the mask leaves no preserved pixel")};
    } else {
        metrics.pixelsUsed = qint64(source.total());
    }
    if (options.computeSsim && (source.rows < 2 * kSsimRadius + 1 || source.cols < 2 * kSsimRadius + 1))
        return Error{QCoreApplication::translate("PixelMetrics", "SSIM needs images of at least 11x11 pixels")};

    // cv::norm sums in double: exact for 8-bit differences at any realistic image size.
    const double values = 3.0 * double(metrics.pixelsUsed);
    const double sumAbs = cv::norm(source, b, cv::NORM_L1, preserved);
    const double sumSq = cv::norm(source, b, cv::NORM_L2SQR, preserved);
    metrics.l1 = sumAbs / values / 255.0;
    const double mse255 = sumSq / values;
    metrics.mse = mse255 / (255.0 * 255.0);
    metrics.psnr = mse255 == 0.0 ? std::numeric_limits<double>::infinity() : 10.0 * std::log10(255.0 * 255.0 / mse255);
    if (options.computeSsim) {
        metrics.ssim = ssim(source, b, mask);
        if (std::isnan(metrics.ssim))
            return Error{QCoreApplication::translate("PixelMetrics",
                                                     "the mask leaves no preserved pixel inside the SSIM frame")};
    } else {
        metrics.ssim = std::numeric_limits<double>::quiet_NaN();
    }
    return metrics;
}

} // namespace editlens::core
