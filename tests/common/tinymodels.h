#pragma once

// Tiny TorchScript models with predictable outputs, built in C++ and saved under the file names of the model
// manifest, so that tests run the learned metrics end to end through the real torch::jit::load path. Include it
// before any Qt header (LibTorch's headers must not see Qt's keyword macros) and link ${TORCH_LIBRARIES}.
//
// What the models compute (x is the preprocessed image, so for a uniform image of RGB colour p every pixel of
// channel c holds v_c = (p_c / 255 − mean_c) / std_c with the preprocessing's mean/std):
//   CLIP   encode_image(x[N,3,S,S]) = (v_R, v_G, v_B, 0, …, 0)                      (channel means, zero-padded)
//          encode_text(tokens[N,77]) = table[tokens[:, 1] mod rows]                  (first content token picks a row)
//          encode_video(x[N,T,3,S,S]) = Σ_t (t+1) · means(frame_t) / Σ_t (t+1)       (optional; order-sensitive)
//   DINO   forward(x) = channel means zero-padded to 384
//   LPIPS  forward(x0, x1) = mean over channels and pixels of (x0 − x1)²
#include <torch/script.h>

#include <optional>
#include <string>
#include <vector>

namespace editlens::test {

inline const char *tinyClipImageSource()
{
    return "def encode_image(self, x):\n"
           "    return torch.matmul(x.mean([2, 3]), self.image_proj)\n";
}

inline const char *tinyClipTextSource()
{
    return "def encode_text(self, tokens):\n"
           "    return self.text_table.index_select(0, torch.remainder(tokens[:, 1], self.text_table.size(0)))\n";
}

inline const char *tinyClipVideoSource()
{
    return "def encode_video(self, x):\n"
           "    frames = x.mean([3, 4])\n"
           "    w = torch.ones_like(frames[:, :, :1]).cumsum(1)\n"
           "    pooled = (frames * w).sum(1) / w.sum()\n"
           "    return torch.matmul(pooled, self.image_proj)\n";
}

/// The text table of saveTinyClip: `rows` rows of `dim` values; row r = (((r·7 + c·3) mod 17) − 8 for c < 4, 0 after),
/// small integers, so every cosine is computable by hand; the rows differ for rows ≤ 17.
inline std::vector<std::vector<float>> tinyClipTextTable(int rows, int dim)
{
    std::vector<std::vector<float>> table(std::size_t(rows), std::vector<float>(std::size_t(dim), 0.f));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < 4 && c < dim; ++c)
            table[std::size_t(r)][std::size_t(c)] = float((r * 7 + c * 3) % 17 - 8);
    return table;
}

/// Saves a tiny CLIP (see the file comment) with a `dim`-d embedding and tinyClipTextTable(rows, dim) as its text
/// table; with `video`, also encode_video; with `logitScale`, a top-level parameter `logit_scale` of that value (the
/// log temperature, before exp(), as CLIP and ViFi-CLIP store it).
inline void saveTinyClip(const std::string &path, int dim, int rows = 16, bool video = false,
                         std::optional<double> logitScale = std::nullopt)
{
    torch::jit::Module module("TinyClip");
    at::Tensor projection = torch::zeros({3, dim});
    for (int c = 0; c < 3; ++c)
        projection[c][c] = 1.f;
    at::Tensor table = torch::zeros({rows, dim});
    const auto values = tinyClipTextTable(rows, dim);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < dim; ++c)
            table[r][c] = values[std::size_t(r)][std::size_t(c)];
    module.register_parameter("image_proj", projection, false);
    module.register_parameter("text_table", table, false);
    if (logitScale)
        module.register_parameter("logit_scale", torch::full({}, *logitScale), false);
    module.define(std::string(tinyClipImageSource()) + "\n" + tinyClipTextSource()
                  + (video ? std::string("\n") + tinyClipVideoSource() : std::string()));
    module.save(path);
}

/// Saves a tiny DINO: forward = channel means zero-padded to 384.
inline void saveTinyDino(const std::string &path)
{
    torch::jit::Module module("TinyDino");
    at::Tensor projection = torch::zeros({3, 384});
    for (int c = 0; c < 3; ++c)
        projection[c][c] = 1.f;
    module.register_parameter("proj", projection, false);
    module.define("def forward(self, x):\n"
                  "    return torch.matmul(x.mean([2, 3]), self.proj)\n");
    module.save(path);
}

/// Saves a tiny LPIPS: forward = mean squared difference, shaped [N,1,1,1] like the real one.
inline void saveTinyLpips(const std::string &path)
{
    torch::jit::Module module("TinyLpips");
    module.define("def forward(self, x0, x1):\n"
                  "    return ((x0 - x1) ** 2).mean([1, 2, 3]).reshape([-1, 1, 1, 1])\n");
    module.save(path);
}

} // namespace editlens::test
