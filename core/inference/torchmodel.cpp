#include "inference/torchmodel.h"

#include "inference/filehashcache.h"
#include "util/lazymodule.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace editlens::core {

namespace {

constexpr int kShortHashLength = 8;

} // namespace

Result<const TorchBackendApi *> torchBackend()
{
    const auto unavailable = [](const QString &why) {
        return Error(QCoreApplication::translate("TorchModel", "learned metrics unavailable: %1").arg(why));
    };
    auto entry = LazyModule::entryPoint(QStringLiteral("torch"), kTorchBackendEntry);
    if (!entry)
        return unavailable(entry.error().message);
    using Entry = const TorchBackendApi *(*)();
    const TorchBackendApi *api = reinterpret_cast<Entry>(entry.value())();
    if (!api || api->abi != kTorchBackendAbi || !api->load || !api->runtimeInfo)
        return unavailable(QCoreApplication::translate("TorchModel", "the LibTorch module was built for another "
                                                                     "version of EditLens (interface %1, expected %2)")
                               .arg(api ? api->abi : 0)
                               .arg(kTorchBackendAbi));
    return api;
}

struct TorchModel::Private
{
    ModelSpec spec;
    QString filePath;
    QString sha256;
    bool official = false;
    int batchSize = 8;
    std::unique_ptr<TorchNetwork> network;
};

TorchModel::TorchModel() : d(std::make_unique<Private>())
{
}

TorchModel::~TorchModel() = default;

QString TorchModel::runtimeInfo()
{
    auto backend = torchBackend();
    return backend ? backend.value()->runtimeInfo() : backend.error().message;
}

Result<std::unique_ptr<TorchModel>> TorchModel::load(const ModelSpec &spec, const QString &filePath,
                                                     FileHashCache &hashes)
{
    if (!QFileInfo(filePath).isFile())
        return Error(QCoreApplication::translate("TorchModel", "unavailable: model %1 not installed (no such file)")
                         .arg(spec.id),
                     filePath);
    auto backend = torchBackend();
    if (!backend)
        return backend.error();
    std::unique_ptr<TorchModel> model(new TorchModel);
    Private &p = *model->d;
    p.spec = spec;
    p.filePath = filePath;
    auto hash = hashes.sha256(filePath);
    if (!hash)
        return hash.error();
    p.sha256 = hash.value();
    for (const QString &official : spec.sha256)
        p.official = p.official || official == p.sha256;
    auto network = backend.value()->load(spec, filePath);
    if (!network)
        return network.error();
    p.network = std::move(network).value();
    return model;
}

const ModelSpec &TorchModel::spec() const
{
    return d->spec;
}

const QString &TorchModel::filePath() const
{
    return d->filePath;
}

bool TorchModel::isOfficial() const
{
    return d->official;
}

QString TorchModel::version() const
{
    const QString prefix = d->sha256.left(kShortHashLength);
    if (d->official)
        return QStringLiteral("official %1 (sha256 %2)").arg(d->spec.name, prefix);
    return QStringLiteral("unverified file %1 (sha256 %2)").arg(QFileInfo(d->filePath).fileName(), prefix);
}

QString TorchModel::deviceName() const
{
    return d->network->deviceName();
}

int TorchModel::batchSize() const
{
    return d->batchSize;
}

void TorchModel::setBatchSize(int images)
{
    d->batchSize = std::max(1, images);
}

Result<Embeddings> TorchModel::encodeImages(const std::vector<ImageTensor> &images)
{
    return d->network->encodeImages(images, d->batchSize);
}

bool TorchModel::hasVideoEncoder() const
{
    return d->network->hasVideoEncoder();
}

std::optional<double> TorchModel::logitScale() const
{
    return d->network->logitScale();
}

Result<Embeddings> TorchModel::encodeVideos(const std::vector<std::vector<ImageTensor>> &clips)
{
    return d->network->encodeVideos(clips, d->batchSize);
}

Result<Embeddings> TorchModel::encodeTexts(const std::vector<std::vector<std::int64_t>> &tokenRows)
{
    return d->network->encodeTexts(tokenRows, d->batchSize);
}

Result<std::vector<float>> TorchModel::distances(const std::vector<ImageTensor> &first,
                                                 const std::vector<ImageTensor> &second)
{
    return d->network->distances(first, second, d->batchSize);
}

} // namespace editlens::core
