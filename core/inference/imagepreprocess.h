#pragma once

#include "inference/preprocessspec.h"
#include "util/error.h"

namespace cv {
class Mat;
}

namespace editlens::core {

/// Brings a BGR 8-bit image (CV_8UC3) to a model input as described by `spec` (each model's reference preprocessing:
/// OpenAI CLIP's, DINO's, LPIPS'), with OpenCV:
/// 1. resize with cv::INTER_CUBIC (bicubic, a = −0.75, no antialiasing filter; PIL's BICUBIC used by the
///    Python references additionally low-pass filters when shrinking, so scores differ slightly on large downscales),
///    or cv::INTER_LINEAR for a Bilinear spec:
///    ShorterSide: the shorter side becomes resizeTo, the longer one ⌊resizeTo · long / short⌋ (torchvision Resize;
///    ⌊long · resizeTo / short + 0.5⌋ under the Mmaction convention); Squash: both sides become resizeTo;
/// 2. ShorterSide: centre crop crop × crop at offsets round((h − crop) / 2), round((w − crop) / 2), rounding halves to
///    even like Python's round() in torchvision's CenterCrop (⌊(h − crop) / 2⌋, ⌊(w − crop) / 2⌋ under Mmaction);
/// 3. BGR → RGB, p / 255, (· − mean) / std per channel, laid out CHW.
/// Errors: an empty image, a type other than CV_8UC3, or a spec with non-positive sizes.
/// Pure function, thread-safe.
Result<ImageTensor> preprocessImage(const cv::Mat &bgr, const PreprocessSpec &spec);

/// Offset of a centre crop of `crop` pixels in a side of `length` pixels: round((length − crop) / 2) with
/// halves rounded to even (Python 3 round(), as torchvision.transforms.CenterCrop). 0 when crop ≥ length.
int centreCropOffset(int length, int crop);

} // namespace editlens::core
