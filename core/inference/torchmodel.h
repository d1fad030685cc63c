#pragma once

#include "inference/modelregistry.h"
#include "inference/preprocessspec.h"
#include "inference/torchbackend.h"
#include "util/error.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace editlens::core {

class FileHashCache;

/// A TorchScript model file loaded once (LibTorch, `torch::jit::load`) and checked against its manifest entry.
/// LibTorch itself lives in the module editlens-torch (torchbackend.h), loaded by the first load(): without it every
/// load() fails with "learned metrics unavailable: …" and the reason, and nothing else changes.
///
/// Loading: the file's sha256 (through a FileHashCache) is compared with the manifest's official hashes; the
/// methods the role needs must exist and a zero input probe must give the manifest's output shape. OpenAI's
/// released CLIP archives (saved for CUDA in float16) are adapted on load: device constants "cuda" become the
/// device in use and float16 casts become float32 casts when running on the CPU, as clip.load(jit=True) does.
/// Parameters are converted to float32.
///
/// Runs on CUDA when the LibTorch in use has it and a GPU is present, else on the CPU with
/// QThread::idealThreadCount() intra-op threads (at::set_num_threads, a process-wide LibTorch setting).
/// Inference runs under torch::InferenceMode in batches of batchSize() images.
///
/// Threading: not thread-safe; load and use it from one worker thread. Never throws: LibTorch exceptions are
/// caught here and returned as errors naming the file.
class TorchModel
{
public:
    /// CLIP's text context length: encodeTexts() takes rows of exactly this many token ids.
    static constexpr int clipContextLength = kClipContextLength;

    /// Loads `filePath` as the model `spec`. Errors name the file and what was expected (not TorchScript, a missing
    /// method, a wrong output shape).
    static Result<std::unique_ptr<TorchModel>> load(const ModelSpec &spec, const QString &filePath,
                                                    FileHashCache &hashes);
    ~TorchModel();
    /// LibTorch's build configuration and threading (at::show_config() and at::get_parallel_info()): the BLAS,
    /// OpenMP and intra-op thread count in use, or why LibTorch is unavailable. For diagnostics ("About", benchmarks).
    /// Loads the module.
    static QString runtimeInfo();
    TorchModel(const TorchModel &) = delete;
    TorchModel &operator=(const TorchModel &) = delete;

    const ModelSpec &spec() const;
    const QString &filePath() const;
    /// True when the file's sha256 is one of the manifest's official hashes for this model.
    bool isOfficial() const;
    /// "official <name> (sha256 <first 8 hex>)" or "unverified file <file name> (sha256 <first 8 hex>)";
    /// not translated (stored next to scores).
    QString version() const;
    /// "cpu" or "cuda".
    QString deviceName() const;

    int batchSize() const;
    /// Images per forward call (default 8); values below 1 become 1.
    void setBatchSize(int images);

    /// CLIP `encode_image` or DINO `forward` on images of inputSize × inputSize → [N, embeddingSize].
    Result<Embeddings> encodeImages(const std::vector<ImageTensor> &images);
    /// True when a CLIP-role file also has `encode_video(x[N,T,3,S,S]) -> [N,D]`, an encoder that sees the frames of a
    /// clip jointly (so their order can matter). Checked on load with a zero probe of two frames.
    bool hasVideoEncoder() const;
    /// `encode_video` on clips of equally many frames, each frame inputSize × inputSize → [N, embeddingSize].
    /// Error when the file has no video encoder or the clips differ in length.
    /// The file's `logit_scale` before exp() (CLIP's learned log temperature), or nullopt when it has none.
    std::optional<double> logitScale() const;
    Result<Embeddings> encodeVideos(const std::vector<std::vector<ImageTensor>> &clips);
    /// CLIP `encode_text` on token rows of clipContextLength int64 ids → [N, embeddingSize].
    Result<Embeddings> encodeTexts(const std::vector<std::vector<std::int64_t>> &tokenRows);
    /// LPIPS `forward(x0, x1)` pairwise on inputs in [-1, 1] → N distances.
    Result<std::vector<float>> distances(const std::vector<ImageTensor> &first, const std::vector<ImageTensor> &second);

private:
    TorchModel();
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace editlens::core
