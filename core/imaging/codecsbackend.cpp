// The module editlens-codecs: OpenCV's image codecs behind codecsbackend.h, loaded on first use (LazyModule).

#include "imaging/codecsbackend.h"

#include <QtGlobal>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

namespace editlens::core {

namespace {

cv::Mat read(const std::string &path, int flags, std::string &error)
{
    try {
        return cv::imread(path, flags);
    } catch (const cv::Exception &e) {
        error = e.msg;
    } catch (const std::exception &e) {
        error = e.what();
    }
    return {};
}

bool write(const std::string &path, const cv::Mat &image, const std::vector<int> &params, std::string &error)
{
    try {
        return cv::imwrite(path, image, params);
    } catch (const cv::Exception &e) {
        error = e.msg;
    } catch (const std::exception &e) {
        error = e.what();
    }
    return false;
}

} // namespace

} // namespace editlens::core

extern "C" Q_DECL_EXPORT const editlens::core::CodecsBackendApi *editlens_codecs_backend()
{
    static const editlens::core::CodecsBackendApi api{editlens::core::kCodecsBackendAbi, &editlens::core::read,
                                                      &editlens::core::write};
    return &api;
}
