#pragma once

#include "util/error.h"

#include <QString>

#include <opencv2/core/mat.hpp>

#include <vector>

namespace editlens::core {

/// Reads an image file with OpenCV's cv::imread (`flags`: cv::ImreadModes). OpenCV's image codecs (and the GDAL,
/// TIFF, OpenEXR … libraries behind them) live in the module editlens-codecs, loaded on the first call, so processes
/// that read no image through OpenCV never map them. Returns the image, or an empty matrix when OpenCV cannot
/// decode the file (as cv::imread does); an error when the module cannot be loaded or OpenCV throws (the message
/// is OpenCV's). Thread-safe.
Result<cv::Mat> readImageFile(const QString &path, int flags);

/// Writes `image` with cv::imwrite and its `params` (cv::ImwriteFlags pairs). Error naming `path` when the module
/// cannot be loaded, OpenCV throws or refuses. Thread-safe.
Status writeImageFile(const QString &path, const cv::Mat &image, const std::vector<int> &params = {});

} // namespace editlens::core
