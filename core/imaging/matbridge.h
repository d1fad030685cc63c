#pragma once

#include <QImage>

#include <opencv2/core.hpp>

namespace editlens::core {

// The one bridge between QImage and cv::Mat, 8 bits per channel.
//
// Channel order: OpenCV's colour images are B, G, R (and A) in memory, as cv::imread returns them and as the
// metrics expect; QImage::Format_RGB888 and Format_RGBA8888 are R, G, B (A) in memory. The functions swap the
// channels, so a BGR Mat and the QImage show the same colours.
//
// Copies, never views: every result owns its pixels and shares nothing with the input, so either side may be
// changed or destroyed first, and the result may be handed to another thread. (A cv::Mat wrapping QImage::bits()
// lives only as long as that QImage and must not outlive a detach; that is why nothing here returns one.)
// Row padding is handled both ways: QImage rows are 4-byte aligned, a continuous cv::Mat's are not.
//
// Thread-safe: pure functions over values. OpenCV errors (out of memory) are cv::Exception, as from OpenCV itself.

/// `image` (any format) as CV_8UC1, the luma of QImage::Format_Grayscale8 conversion. Empty for a null image.
cv::Mat toGrayMat(const QImage &image);
/// `image` (any format) as CV_8UC3 in B, G, R order; alpha is dropped (the colour as stored, not composited).
/// Empty for a null image.
cv::Mat toBgrMat(const QImage &image);
/// `image` (any format) as CV_8UC4 in B, G, R, A order, not premultiplied. Empty for a null image.
cv::Mat toBgraMat(const QImage &image);
/// `mat` as a QImage of its size: CV_8UC1 → Format_Grayscale8, CV_8UC3 (B, G, R) → Format_RGB888, CV_8UC4
/// (B, G, R, A, not premultiplied) → Format_RGBA8888. A null image for an empty Mat or any other type.
QImage toQImage(const cv::Mat &mat);

} // namespace editlens::core
