#pragma once

// The boundary between EditLens and OpenCV's imgcodecs: the module editlens-codecs (core/imaging/codecsbackend.cpp)
// is the only code that links opencv_imgcodecs; core reaches it through this table (imagefile.h).

#include <opencv2/core/mat.hpp>

#include <string>
#include <vector>

namespace editlens::core {

/// Bumped whenever this header changes in a way that matters to the module.
inline constexpr int kCodecsBackendAbi = 1;

/// The module's entry table (`editlens_codecs_backend()`): static data of the module, valid for the rest of the
/// process. The functions never throw; `error` receives OpenCV's message when it throws.
struct CodecsBackendApi
{
    int abi = kCodecsBackendAbi;
    cv::Mat (*read)(const std::string &path, int flags, std::string &error) = nullptr;
    bool (*write)(const std::string &path, const cv::Mat &image, const std::vector<int> &params,
                  std::string &error) = nullptr;
};

/// The module's entry point, resolved by name.
inline constexpr const char *kCodecsBackendEntry = "editlens_codecs_backend";

} // namespace editlens::core
