#include "scoring/autolabelaugment.h"

#include "imaging/imagefile.h"

#include <QCoreApplication>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <random>

namespace editlens::core::autolabel {

namespace {

constexpr int kAugmentations = 5;

std::uint64_t fnv1a(const QString &text)
{
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : text.toUtf8()) {
        h ^= std::uint64_t(static_cast<unsigned char>(c));
        h *= 1099511628211ull;
    }
    return h;
}

/// A double in [0, 1) from the top 53 bits of one draw: std::mt19937_64's sequence is fixed by the standard, the
/// std:: distributions' mapping is not.
double unit(std::mt19937_64 &rng)
{
    return double(rng() >> 11) * 0x1.0p-53;
}

double between(std::mt19937_64 &rng, double lo, double hi)
{
    return lo + (hi - lo) * unit(rng);
}

QString num(double v)
{
    return QString::number(v, 'f', 3);
}

} // namespace

QString augmentationName(Augmentation a)
{
    switch (a) {
    case Augmentation::Flip:
        return QStringLiteral("flip");
    case Augmentation::CropResize:
        return QStringLiteral("crop-resize");
    case Augmentation::ColourJitter:
        return QStringLiteral("colour-jitter");
    case Augmentation::Blur:
        return QStringLiteral("blur");
    case Augmentation::Jpeg:
        return QStringLiteral("jpeg");
    }
    return {};
}

QStringList augmentationNames()
{
    QStringList out;
    for (int k = 0; k < kAugmentations; ++k)
        out << augmentationName(Augmentation(k));
    return out;
}

QString AugmentationDraw::describe() const
{
    switch (kind) {
    case Augmentation::Flip:
        return QStringLiteral("flip left-right");
    case Augmentation::CropResize:
        return QStringLiteral("crop-resize side %1 at (%2, %3)").arg(num(amount), num(x), num(y));
    case Augmentation::ColourJitter:
        return QStringLiteral("colour-jitter brightness %1 contrast %2 saturation %3")
            .arg(num(brightness), num(contrast), num(saturation));
    case Augmentation::Blur:
        return QStringLiteral("blur sigma %1").arg(num(amount));
    case Augmentation::Jpeg:
        return QStringLiteral("jpeg quality %1").arg(quality);
    }
    return {};
}

QString AugmentationDraw::fileSuffix() const
{
    return kind == Augmentation::Jpeg ? QStringLiteral("jpg") : QStringLiteral("png");
}

AugmentationDraw drawAugmentation(std::uint64_t seed, const QString &itemKey, int copy)
{
    // The kind's offset depends on the item only, so that the copies of one item cycle through all five kinds.
    std::mt19937_64 itemRng(seed ^ fnv1a(itemKey));
    const int offset = int(itemRng() % kAugmentations);
    std::mt19937_64 rng(seed ^ fnv1a(itemKey) ^ (std::uint64_t(copy) * 0x9E3779B97F4A7C15ull));
    AugmentationDraw d;
    d.kind = Augmentation((copy - 1 + offset) % kAugmentations);
    switch (d.kind) {
    case Augmentation::Flip:
        break;
    case Augmentation::CropResize:
        d.amount = between(rng, 0.7, 0.9);
        d.x = unit(rng);
        d.y = unit(rng);
        break;
    case Augmentation::ColourJitter:
        d.brightness = between(rng, 0.75, 1.25);
        d.contrast = between(rng, 0.75, 1.25);
        d.saturation = between(rng, 0.75, 1.25);
        break;
    case Augmentation::Blur:
        d.amount = between(rng, 0.8, 2.0);
        break;
    case Augmentation::Jpeg:
        d.quality = 30 + int(rng() % 41);
        break;
    }
    return d;
}

Result<cv::Mat> applyAugmentation(const cv::Mat &bgr, const AugmentationDraw &draw)
{
    if (bgr.empty() || bgr.type() != CV_8UC3)
        return Error{QCoreApplication::translate("AutoLabel", "an augmentation needs an 8-bit colour image")};
    try {
        cv::Mat out;
        switch (draw.kind) {
        case Augmentation::Flip:
            cv::flip(bgr, out, 1);
            break;
        case Augmentation::CropResize: {
            const int w = std::max(1, int(std::lround(draw.amount * bgr.cols)));
            const int h = std::max(1, int(std::lround(draw.amount * bgr.rows)));
            const int left = int(std::lround(draw.x * (bgr.cols - w)));
            const int top = int(std::lround(draw.y * (bgr.rows - h)));
            cv::resize(bgr(cv::Rect(left, top, w, h)), out, bgr.size(), 0, 0, cv::INTER_LINEAR);
            break;
        }
        case Augmentation::ColourJitter: {
            // As PIL's ImageEnhance (torchvision's ColorJitter): brightness scales, contrast blends with the mean
            // grey level, saturation blends with the image's own grey version.
            cv::Mat f;
            bgr.convertTo(f, CV_32FC3, draw.brightness);
            cv::Mat grey;
            cv::cvtColor(f, grey, cv::COLOR_BGR2GRAY);
            const double mean = cv::mean(grey)[0];
            f = f * draw.contrast + cv::Scalar::all(mean * (1.0 - draw.contrast));
            cv::cvtColor(f, grey, cv::COLOR_BGR2GRAY);
            cv::Mat grey3;
            cv::cvtColor(grey, grey3, cv::COLOR_GRAY2BGR);
            f = f * draw.saturation + grey3 * (1.0 - draw.saturation);
            f.convertTo(out, CV_8UC3);
            break;
        }
        case Augmentation::Blur:
            cv::GaussianBlur(bgr, out, cv::Size(0, 0), draw.amount);
            break;
        case Augmentation::Jpeg:
            out = bgr.clone();
            break;
        }
        return out;
    } catch (const cv::Exception &e) {
        return Error{QCoreApplication::translate("AutoLabel", "augmentation %1 failed: %2")
                         .arg(draw.describe(), QString::fromStdString(e.what()))};
    }
}

Status writeAugmentedCopy(const cv::Mat &bgr, const AugmentationDraw &draw, const QString &path)
{
    auto copy = applyAugmentation(bgr, draw);
    if (!copy)
        return Error{copy.error().message, path};
    const std::vector<int> params = draw.kind == Augmentation::Jpeg
                                        ? std::vector<int>{cv::IMWRITE_JPEG_QUALITY, draw.quality}
                                        : std::vector<int>{cv::IMWRITE_PNG_COMPRESSION, 3};
    return writeImageFile(path, copy.value(), params);
}

} // namespace editlens::core::autolabel
