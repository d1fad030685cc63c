#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

#include <cstdint>

namespace cv {
class Mat;
}

namespace editlens::core::autolabel {

// The augmented copies of an input image that ADIEE (Chen et al. 2025, introduction and §3.1) labels as failed
// edits next to the input image itself. The paper names no augmentation; these five are common photometric and
// geometric ones that leave the picture's content, and so the unexecuted instruction, unchanged.

/// One augmentation of an input image. Value type.
enum class Augmentation {
    Flip,         ///< "flip": mirrored left to right
    CropResize,   ///< "crop-resize": a crop of `amount` of each side at (x, y), resized back to the image size
    ColourJitter, ///< "colour-jitter": brightness, contrast and saturation factors
    Blur,         ///< "blur": Gaussian blur of sigma `amount` pixels
    Jpeg,         ///< "jpeg": saved as JPEG at quality `quality` (the copy is the decoded JPEG)
};

/// "flip", "crop-resize", "colour-jitter", "blur", "jpeg".
QString augmentationName(Augmentation a);
/// Every augmentation, in the order above.
QStringList augmentationNames();

/// The parameters drawn for one copy. Value type.
struct AugmentationDraw
{
    Augmentation kind = Augmentation::Flip;
    double amount = 0.0; ///< crop-resize: side fraction in [0.7, 0.9]; blur: sigma in [0.8, 2.0] pixels
    double x = 0.0;      ///< crop-resize: left offset as a fraction of the free width, [0, 1]
    double y = 0.0;      ///< crop-resize: top offset as a fraction of the free height, [0, 1]
    double brightness = 1.0, contrast = 1.0, saturation = 1.0; ///< colour-jitter: factors in [0.75, 1.25]
    int quality = 0;                                           ///< jpeg: quality in [30, 70]

    /// The kind and its parameters as text ("blur sigma 1.25"), recorded with the label.
    QString describe() const;
    /// "png", or "jpg" for Jpeg: the copy's file suffix.
    QString fileSuffix() const;
};

/// Copy `copy` (1-based) of the item `itemKey`: copy k takes augmentation (k − 1 + o) mod 5 with an offset o drawn
/// per item, so five copies use all five; its parameters come from a std::mt19937_64 seeded by `seed`, the key
/// (FNV-1a of its UTF-8 bytes) and `copy`, read as raw 64-bit draws (not through std:: distributions, whose results
/// differ between standard libraries). The same arguments give the same draw on every platform.
AugmentationDraw drawAugmentation(std::uint64_t seed, const QString &itemKey, int copy);

/// Applies `draw` to an 8-bit BGR image (CV_8UC3) with OpenCV; same size out. Jpeg returns the image unchanged: the
/// compression happens when the copy is written (writeAugmentedCopy). Error for another image type. Thread-safe.
Result<cv::Mat> applyAugmentation(const cv::Mat &bgr, const AugmentationDraw &draw);

/// applyAugmentation(), then writes the copy to `path` (PNG, or JPEG at draw.quality). Error naming the path.
Status writeAugmentedCopy(const cv::Mat &bgr, const AugmentationDraw &draw, const QString &path);

} // namespace editlens::core::autolabel
