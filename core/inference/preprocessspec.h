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

/// A preprocessing recipe of models/models.json. Value type.
/// Output value of channel c (RGB order) at a pixel p (0..255): (p / 255 − mean[c]) / std[c].
struct PreprocessSpec
{
    QString id;          ///< "clip", "clip-squash", "dino", "lpips"
    QString description; ///< used in metric version strings
    ResizeRule rule = ResizeRule::ShorterSide;
    int resizeTo = 0;                         ///< pixels: the shorter side (ShorterSide) or both sides (Squash)
    int crop = 0;                             ///< centre-crop side in pixels (ShorterSide only)
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
