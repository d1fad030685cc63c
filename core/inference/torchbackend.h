#pragma once

// The boundary between EditLens and LibTorch. Everything that includes LibTorch lives in the module editlens-torch
// (core/inference/torchbackend.cpp), loaded on first use through LazyModule; core talks to it only through the
// types below, which are plain C++ and Qt values, so no process maps LibTorch before it runs a learned metric.
// Both sides are built from this header by one build: kTorchBackendAbi guards against a stale module.

#include "inference/modelregistry.h"
#include "inference/preprocessspec.h"
#include "util/error.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace editlens::core {

/// Rows of feature vectors, row-major: values[r · dim + k]. Value type.
struct Embeddings
{
    int rows = 0;
    int dim = 0;
    std::vector<float> values;

    const float *row(int r) const { return values.data() + std::size_t(r) * std::size_t(dim); }
};

/// One TorchScript file loaded by LibTorch and checked against its ModelSpec (see TorchModel, its only user, for
/// the rules). Made by TorchBackendApi::load inside the module and deleted through this interface. Not thread-safe;
/// use it from one worker thread. Never throws: LibTorch exceptions become errors naming the file.
class TorchNetwork
{
public:
    virtual ~TorchNetwork() = default;
    /// "cpu" or "cuda".
    virtual QString deviceName() const = 0;
    /// True when a CLIP-role file also has `encode_video(x[N,T,3,S,S]) -> [N,D]`.
    virtual bool hasVideoEncoder() const = 0;
    /// The file's top-level `logit_scale` (a one-element tensor, CLIP's log temperature, before exp()), read on
    /// load; nullopt when the file has none.
    virtual std::optional<double> logitScale() const = 0;
    virtual Result<Embeddings> encodeImages(const std::vector<ImageTensor> &images, int batchSize) = 0;
    virtual Result<Embeddings> encodeVideos(const std::vector<std::vector<ImageTensor>> &clips, int batchSize) = 0;
    virtual Result<Embeddings> encodeTexts(const std::vector<std::vector<std::int64_t>> &tokenRows, int batchSize) = 0;
    virtual Result<std::vector<float>> distances(const std::vector<ImageTensor> &first,
                                                 const std::vector<ImageTensor> &second, int batchSize) = 0;
};

/// CLIP's text context length: encodeTexts() takes rows of exactly this many token ids.
inline constexpr int kClipContextLength = 77;

/// Bumped whenever this header changes in a way that matters to the module.
inline constexpr int kTorchBackendAbi = 2;

/// The module's entry table (`editlens_torch_backend()`); static data of the module, valid while it is loaded
/// (for the rest of the process).
struct TorchBackendApi
{
    int abi = kTorchBackendAbi;
    /// Loads `filePath` as `spec` on CUDA when available, else on the CPU; runs the zero-input probe.
    Result<std::unique_ptr<TorchNetwork>> (*load)(const ModelSpec &spec, const QString &filePath) = nullptr;
    /// LibTorch's build configuration and threading (at::show_config() + at::get_parallel_info()).
    QString (*runtimeInfo)() = nullptr;
};

/// The module's entry point, resolved by name.
inline constexpr const char *kTorchBackendEntry = "editlens_torch_backend";

/// The LibTorch module's entry table, loading the module on first use. Error: "learned metrics unavailable: …"
/// with the reason (module missing, a library it needs missing, built for another EditLens).
Result<const TorchBackendApi *> torchBackend();

} // namespace editlens::core
