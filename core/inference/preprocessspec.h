#pragma once

#include <QString>

#include <array>
#include <vector>

namespace editlens::core {

/// How an image is brought to the model's input size (each model's reference preprocessing).
enum class ResizeRule {
    ShorterSide, ///< shorter side → resizeTo (bicubic, aspect kept), then a centre crop of crop × crop
    Squash,      ///< both sides → resizeTo (bicubic, aspect not kept), no crop
};

/// The resampling filter of the resize step.
enum class Interpolation {
    Bicubic,  ///< cv::INTER_CUBIC (PIL/torchvision BICUBIC without the antialiasing filter)
    Bilinear, ///< cv::INTER_LINEAR, as mmcv.imresize(interpolation='bilinear') (mmaction2's Resize default)
};

/// Whose arithmetic turns the resize scale and the crop into whole pixels.
enum class SizeConvention {
    /// torchvision: longer side ⌊size · long / short⌋ (Resize), crop offset round((side − crop) / 2) with halves to
    /// even (CenterCrop).
    Torchvision,
    /// mmaction2 (ViFi-CLIP's data pipeline): longer side ⌊long · size / short + 0.5⌋ (mmcv.rescale_size), crop
    /// offset ⌊(side − crop) / 2⌋ (CenterCrop).
    Mmaction,
};

/// A preprocessing recipe of models/models.json. Value type.
/// Output value of channel c (RGB order) at a pixel p (0..255): (p / 255 − mean[c]) / std[c].
struct PreprocessSpec
{
    QString id;          ///< "clip", "clip-squash", "dino", "lpips", "vificlip"
    QString description; ///< used in metric version strings
    ResizeRule rule = ResizeRule::ShorterSide;
    int resizeTo = 0; ///< pixels: the shorter side (ShorterSide) or both sides (Squash)
    int crop = 0;     ///< centre-crop side in pixels (ShorterSide only)
    Interpolation interpolation = Interpolation::Bicubic;
    SizeConvention convention = SizeConvention::Torchvision;
    std::array<float, 3> mean{0.f, 0.f, 0.f}; ///< RGB, on the [0, 1] scale
    std::array<float, 3> std{1.f, 1.f, 1.f};  ///< RGB, on the [0, 1] scale

    /// Side of the square output, in pixels.
    int outputSize() const { return rule == ResizeRule::ShorterSide ? crop : resizeTo; }
};

/// A preprocessed image: float32, CHW (RGB planes), `size` × `size`. Value type.
struct ImageTensor
{
    int size = 0;
    std::vector<float> data; ///< 3 · size · size values, plane by plane
};

} // namespace editlens::core
