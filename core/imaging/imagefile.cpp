#include "imaging/imagefile.h"

#include "imaging/codecsbackend.h"
#include "util/lazymodule.h"

#include <QCoreApplication>
#include <QFile>

namespace editlens::core {

namespace {

Result<const CodecsBackendApi *> codecs()
{
    const auto unavailable = [](const QString &why) {
        return Error(QCoreApplication::translate("ImageFile", "image codecs unavailable: %1").arg(why));
    };
    auto entry = LazyModule::entryPoint(QStringLiteral("codecs"), kCodecsBackendEntry);
    if (!entry)
        return unavailable(entry.error().message);
    using Entry = const CodecsBackendApi *(*)();
    const CodecsBackendApi *api = reinterpret_cast<Entry>(entry.value())();
    if (!api || api->abi != kCodecsBackendAbi || !api->read || !api->write)
        return unavailable(QCoreApplication::translate("ImageFile", "the codecs module was built for another version "
                                                                    "of EditLens"));
    return api;
}

} // namespace

Result<cv::Mat> readImageFile(const QString &path, int flags)
{
    auto api = codecs();
    if (!api)
        return Error(api.error().message, path);
    std::string error;
    cv::Mat image = api.value()->read(QFile::encodeName(path).toStdString(), flags, error);
    if (!error.empty())
        return Error(QString::fromStdString(error), path);
    return image;
}

Status writeImageFile(const QString &path, const cv::Mat &image, const std::vector<int> &params)
{
    auto api = codecs();
    if (!api)
        return Error(api.error().message, path);
    std::string error;
    if (!api.value()->write(QFile::encodeName(path).toStdString(), image, params, error))
        return Error(error.empty() ? QCoreApplication::translate("ImageFile", "cannot write image")
                                   : QString::fromStdString(error),
                     path);
    return Status::success();
}

} // namespace editlens::core
