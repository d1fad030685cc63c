// The module editlens-torch: the only code that includes LibTorch. core reaches it through torchbackend.h, loading
// it on first use (LazyModule), so processes that never run a learned metric never map LibTorch.

#include "inference/torchbackend.h"

#include <QCoreApplication>
#include <QThread>

#include <ATen/Parallel.h>
#include <ATen/Version.h>
#include <c10/core/InferenceMode.h>
#include <torch/csrc/jit/ir/ir.h>
#include <torch/cuda.h>
#include <torch/script.h>

#include <algorithm>
#include <cstring>
#include <functional>

namespace editlens::core {

namespace {

constexpr std::int64_t kHalf = 5;  // c10::ScalarType::Half as a TorchScript int constant
constexpr std::int64_t kFloat = 6; // c10::ScalarType::Float

QString torchMessage(const std::exception &e)
{
    // c10::Error::what() appends a C++ backtrace; users need only the first line.
    const auto *c10Error = dynamic_cast<const c10::Error *>(&e);
    QString text = QString::fromStdString(c10Error ? c10Error->what_without_backtrace() : e.what());
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return text;
    // TorchScript interpreter errors start with a generic line and a source excerpt; the cause is the last line.
    if (lines.first().startsWith(QLatin1String("The following operation failed")))
        return lines.last().trimmed();
    return lines.first().trimmed();
}

QString shapeText(const at::Tensor &tensor, std::int64_t batch)
{
    QStringList dims;
    for (std::int64_t i = 0; i < tensor.dim(); ++i) {
        const std::int64_t size = tensor.size(i);
        dims.append(i == 0 && size == batch ? QStringLiteral("N") : QString::number(size));
    }
    return QLatin1Char('[') + dims.join(QLatin1Char(',')) + QLatin1Char(']');
}

void forEachNode(torch::jit::Block *block, const std::function<void(torch::jit::Node *)> &visit)
{
    for (torch::jit::Node *node : block->nodes()) {
        visit(node);
        for (torch::jit::Block *inner : node->blocks())
            forEachNode(inner, visit);
    }
}

// OpenAI's CLIP archives were traced on CUDA in float16: their graphs hold "cuda" device constants and casts to
// dtype 5 (Half). clip.load(jit=True) rewrites both before running on a CPU; this is the same rewrite in C++.
void adaptTracedDeviceAndDtype(torch::jit::Module &module, bool onCpu)
{
    for (const torch::jit::Module &sub : module.modules()) {
        for (const torch::jit::Method &method : sub.get_methods()) {
            const std::shared_ptr<torch::jit::Graph> graph = method.graph();
            forEachNode(graph->block(), [&](torch::jit::Node *node) {
                if (onCpu && node->kind() == c10::prim::Constant && node->hasAttribute(c10::attr::value)
                    && node->output()->type()->kind() == c10::TypeKind::DeviceObjType
                    && node->kindOf(c10::attr::value) == torch::jit::AttributeKind::s
                    && node->s(c10::attr::value).rfind("cuda", 0) == 0)
                    node->s_(c10::attr::value, "cpu");
                if (onCpu && node->kind() == c10::aten::to) {
                    // dtype is the 2nd or 3rd input depending on the overload.
                    for (std::size_t i = 1; i < std::min<std::size_t>(3, node->inputs().size()); ++i) {
                        torch::jit::Node *constant = node->input(i)->node();
                        if (constant->kind() == c10::prim::Constant && constant->hasAttribute(c10::attr::value)
                            && constant->kindOf(c10::attr::value) == torch::jit::AttributeKind::i
                            && constant->i(c10::attr::value) == kHalf) {
                            // A new constant, not an edit of the shared one: other users of "5" keep it.
                            torch::jit::WithInsertPoint guard(node);
                            node->replaceInput(i, graph->insertConstant(c10::IValue(kFloat)));
                        }
                    }
                }
            });
        }
    }
}

/// A loaded TorchScript file (TorchNetwork).
class Network final : public TorchNetwork
{
public:
    ModelSpec spec;
    QString filePath;
    torch::jit::Module module;
    torch::Device device = torch::kCPU;
    bool video = false; // the file has encode_video
    std::optional<double> logit;

    Error error(const QString &message) const { return Error(message, filePath); }

    at::Tensor imageBatch(const std::vector<ImageTensor> &images, std::size_t begin, std::size_t end) const
    {
        const std::int64_t s = spec.inputSize;
        at::Tensor batch = torch::empty({std::int64_t(end - begin), 3, s, s}, torch::kFloat);
        float *out = batch.data_ptr<float>();
        for (std::size_t i = begin; i < end; ++i)
            std::memcpy(out + (i - begin) * 3 * s * s, images[i].data.data(), sizeof(float) * 3 * s * s);
        return batch.to(device);
    }

    Status checkImages(const std::vector<ImageTensor> &images) const
    {
        for (const ImageTensor &image : images) {
            if (image.size != spec.inputSize
                || image.data.size() != std::size_t(3) * std::size_t(image.size) * std::size_t(image.size))
                return error(QCoreApplication::translate("TorchModel", "model %1 expects %2×%2 images, got %3×%3")
                                 .arg(spec.id, QString::number(spec.inputSize), QString::number(image.size)));
        }
        return Status::success();
    }

    // Output [n, embeddingSize] as float32 on the CPU, or an error naming the method and the shape it gave.
    Result<at::Tensor> checkedEmbedding(const c10::IValue &output, std::int64_t n, const char *method) const
    {
        const QString expected = QStringLiteral("[N,%1]").arg(spec.embeddingSize);
        if (!output.isTensor())
            return error(QCoreApplication::translate("TorchModel", "model %1: expected %2 from %3, got a %4")
                             .arg(spec.id, expected, QLatin1String(method), QString::fromStdString(output.tagKind())));
        const at::Tensor &tensor = output.toTensor();
        if (tensor.dim() != 2 || tensor.size(0) != n || tensor.size(1) != spec.embeddingSize)
            return error(QCoreApplication::translate("TorchModel", "model %1: expected %2 from %3, got %4")
                             .arg(spec.id, expected, QLatin1String(method), shapeText(tensor, n)));
        return tensor.to(torch::kCPU, torch::kFloat).contiguous();
    }

    Result<at::Tensor> checkedDistance(const c10::IValue &output, std::int64_t n) const
    {
        const at::Tensor tensor = output.isTensor() ? output.toTensor() : at::Tensor();
        if (!tensor.defined() || tensor.numel() != n || tensor.dim() < 1 || tensor.size(0) != n)
            return error(
                QCoreApplication::translate("TorchModel", "model %1: expected [N] or [N,1,1,1] from forward, got %2")
                    .arg(spec.id, tensor.defined() ? shapeText(tensor, n) : QStringLiteral("no tensor")));
        return tensor.reshape({n}).to(torch::kCPU, torch::kFloat).contiguous();
    }

    static void append(Embeddings &out, const at::Tensor &rows)
    {
        out.values.insert(out.values.end(), rows.data_ptr<float>(), rows.data_ptr<float>() + rows.numel());
        out.rows += int(rows.size(0));
    }

    Status probe()
    {
        const std::int64_t s = spec.inputSize;
        const at::Tensor image = torch::zeros({1, 3, s, s}, torch::kFloat).to(device);
        switch (spec.role) {
        case ModelRole::Clip: {
            auto out = checkedEmbedding(module.get_method("encode_image")({image}), 1, "encode_image");
            if (!out)
                return out.error();
            const at::Tensor tokens = torch::zeros({1, kClipContextLength}, torch::kLong).to(device);
            auto text = checkedEmbedding(module.get_method("encode_text")({tokens}), 1, "encode_text");
            if (!text)
                return text.error();
            if (video) {
                const at::Tensor clip = torch::zeros({1, 2, 3, s, s}, torch::kFloat).to(device);
                auto pooled = checkedEmbedding(module.get_method("encode_video")({clip}), 1, "encode_video");
                if (!pooled)
                    return pooled.error();
            }
            return Status::success();
        }
        case ModelRole::Dino: {
            auto out = checkedEmbedding(module.forward({image}), 1, "forward");
            return out ? Status::success() : Status(out.error());
        }
        case ModelRole::Lpips: {
            auto out = checkedDistance(module.forward({image, image}), 1);
            return out ? Status::success() : Status(out.error());
        }
        }
        return Status::success();
    }

    QString deviceName() const override { return device.is_cuda() ? QStringLiteral("cuda") : QStringLiteral("cpu"); }
    bool hasVideoEncoder() const override { return video; }
    std::optional<double> logitScale() const override { return logit; }
    Result<Embeddings> encodeImages(const std::vector<ImageTensor> &images, int batchSize) override;
    Result<Embeddings> encodeVideos(const std::vector<std::vector<ImageTensor>> &clips, int batchSize) override;
    Result<Embeddings> encodeTexts(const std::vector<std::vector<std::int64_t>> &tokenRows, int batchSize) override;
    Result<std::vector<float>> distances(const std::vector<ImageTensor> &first, const std::vector<ImageTensor> &second,
                                         int batchSize) override;
};

Result<Embeddings> Network::encodeImages(const std::vector<ImageTensor> &images, int batchSize)
{
    if (spec.role == ModelRole::Lpips)
        return error(
            QCoreApplication::translate("TorchModel", "model %1 computes distances, not embeddings").arg(spec.id));
    if (Status ok = checkImages(images); !ok)
        return ok.error();
    const char *method = spec.role == ModelRole::Clip ? "encode_image" : "forward";
    Embeddings out;
    out.dim = spec.embeddingSize;
    out.values.reserve(images.size() * std::size_t(out.dim));
    try {
        c10::InferenceMode guard;
        torch::jit::Method run = module.get_method(method);
        for (std::size_t begin = 0; begin < images.size(); begin += std::size_t(batchSize)) {
            const std::size_t end = std::min(images.size(), begin + std::size_t(batchSize));
            auto rows = checkedEmbedding(run({imageBatch(images, begin, end)}), std::int64_t(end - begin), method);
            if (!rows)
                return rows.error();
            append(out, rows.value());
        }
    } catch (const std::exception &e) {
        return error(QCoreApplication::translate("TorchModel", "model %1: %2 failed: %3")
                         .arg(spec.id, QLatin1String(method), torchMessage(e)));
    }
    return out;
}

Result<Embeddings> Network::encodeVideos(const std::vector<std::vector<ImageTensor>> &clips, int batchSize)
{
    if (!video)
        return error(
            QCoreApplication::translate("TorchModel", "model %1 has no video encoder (encode_video)").arg(spec.id));
    const std::size_t frames = clips.empty() ? 0 : clips.front().size();
    for (const auto &clip : clips) {
        if (clip.size() != frames || frames == 0)
            return error(QCoreApplication::translate("TorchModel", "model %1: every clip needs the same number of "
                                                                   "frames (at least one)")
                             .arg(spec.id));
        if (Status ok = checkImages(clip); !ok)
            return ok.error();
    }
    Embeddings out;
    out.dim = spec.embeddingSize;
    const std::int64_t s = spec.inputSize, t = std::int64_t(frames);
    // A batch holds batchSize() images, as encodeImages does: batchSize / T clips per call.
    const std::size_t clipsPerBatch = std::max<std::size_t>(1, std::size_t(batchSize) / frames);
    try {
        c10::InferenceMode guard;
        torch::jit::Method run = module.get_method("encode_video");
        for (std::size_t begin = 0; begin < clips.size(); begin += clipsPerBatch) {
            const std::size_t end = std::min(clips.size(), begin + clipsPerBatch);
            at::Tensor batch = torch::empty({std::int64_t(end - begin), t, 3, s, s}, torch::kFloat);
            float *dst = batch.data_ptr<float>();
            for (std::size_t c = begin; c < end; ++c)
                for (std::size_t f = 0; f < frames; ++f, dst += 3 * s * s)
                    std::memcpy(dst, clips[c][f].data.data(), sizeof(float) * 3 * s * s);
            auto rows = checkedEmbedding(run({batch.to(device)}), std::int64_t(end - begin), "encode_video");
            if (!rows)
                return rows.error();
            append(out, rows.value());
        }
    } catch (const std::exception &e) {
        return error(QCoreApplication::translate("TorchModel", "model %1: %2 failed: %3")
                         .arg(spec.id, QStringLiteral("encode_video"), torchMessage(e)));
    }
    return out;
}

Result<Embeddings> Network::encodeTexts(const std::vector<std::vector<std::int64_t>> &tokenRows, int batchSize)
{
    if (spec.role != ModelRole::Clip)
        return error(QCoreApplication::translate("TorchModel", "model %1 has no text encoder").arg(spec.id));
    for (const auto &row : tokenRows) {
        if (row.size() != std::size_t(kClipContextLength))
            return error(QCoreApplication::translate("TorchModel", "model %1 expects %2 tokens per text, got %3")
                             .arg(spec.id, QString::number(kClipContextLength), QString::number(row.size())));
    }
    Embeddings out;
    out.dim = spec.embeddingSize;
    try {
        c10::InferenceMode guard;
        torch::jit::Method run = module.get_method("encode_text");
        for (std::size_t begin = 0; begin < tokenRows.size(); begin += std::size_t(batchSize)) {
            const std::size_t end = std::min(tokenRows.size(), begin + std::size_t(batchSize));
            at::Tensor tokens = torch::empty({std::int64_t(end - begin), kClipContextLength}, torch::kLong);
            for (std::size_t i = begin; i < end; ++i)
                std::memcpy(tokens.data_ptr<std::int64_t>() + (i - begin) * kClipContextLength, tokenRows[i].data(),
                            sizeof(std::int64_t) * kClipContextLength);
            auto rows = checkedEmbedding(run({tokens.to(device)}), std::int64_t(end - begin), "encode_text");
            if (!rows)
                return rows.error();
            append(out, rows.value());
        }
    } catch (const std::exception &e) {
        return error(QCoreApplication::translate("TorchModel", "model %1: %2 failed: %3")
                         .arg(spec.id, QStringLiteral("encode_text"), torchMessage(e)));
    }
    return out;
}

Result<std::vector<float>> Network::distances(const std::vector<ImageTensor> &first,
                                              const std::vector<ImageTensor> &second, int batchSize)
{
    if (spec.role != ModelRole::Lpips)
        return error(QCoreApplication::translate("TorchModel", "model %1 is not a distance model").arg(spec.id));
    if (first.size() != second.size())
        return error(QCoreApplication::translate("TorchModel", "model %1: %2 first images but %3 second images")
                         .arg(spec.id, QString::number(first.size()), QString::number(second.size())));
    if (Status ok = checkImages(first); !ok)
        return ok.error();
    if (Status ok = checkImages(second); !ok)
        return ok.error();
    std::vector<float> out;
    out.reserve(first.size());
    try {
        c10::InferenceMode guard;
        for (std::size_t begin = 0; begin < first.size(); begin += std::size_t(batchSize)) {
            const std::size_t end = std::min(first.size(), begin + std::size_t(batchSize));
            auto values =
                checkedDistance(module.forward({imageBatch(first, begin, end), imageBatch(second, begin, end)}),
                                std::int64_t(end - begin));
            if (!values)
                return values.error();
            out.insert(out.end(), values.value().data_ptr<float>(),
                       values.value().data_ptr<float>() + values.value().numel());
        }
    } catch (const std::exception &e) {
        return error(QCoreApplication::translate("TorchModel", "model %1: %2 failed: %3")
                         .arg(spec.id, QStringLiteral("forward"), torchMessage(e)));
    }
    return out;
}

Result<std::unique_ptr<TorchNetwork>> load(const ModelSpec &spec, const QString &filePath)
{
    auto network = std::make_unique<Network>();
    Network &p = *network;
    p.spec = spec;
    p.filePath = filePath;

    at::set_num_threads(std::max(1, QThread::idealThreadCount()));
    const bool cuda = torch::cuda::is_available();
    p.device = cuda ? torch::Device(torch::kCUDA) : torch::Device(torch::kCPU);

    try {
        p.module = torch::jit::load(filePath.toStdString(), p.device);
    } catch (const std::exception &e) {
        return p.error(QCoreApplication::translate("TorchModel",
                                                   "model %1: not a readable TorchScript file (expected %2 saved with "
                                                   "torch.jit.save): %3")
                           .arg(spec.id, spec.files.value(0), torchMessage(e)));
    }

    QStringList required;
    if (spec.role == ModelRole::Clip)
        required = {QStringLiteral("encode_image"), QStringLiteral("encode_text")};
    else
        required = {QStringLiteral("forward")};
    for (const QString &method : required) {
        if (!p.module.find_method(method.toStdString()))
            return p.error(QCoreApplication::translate("TorchModel", "model %1: the TorchScript file has no method %2")
                               .arg(spec.id, method));
    }

    p.video = spec.role == ModelRole::Clip && p.module.find_method("encode_video").has_value();

    try {
        adaptTracedDeviceAndDtype(p.module, !cuda);
        p.module.eval();
        p.module.to(torch::kFloat);
        c10::InferenceMode guard;
        // CLIP's learned temperature: ViFi-CLIP and CLIP multiply cosines by logit_scale.exp().
        if (p.module.hasattr("logit_scale")) {
            const c10::IValue scale = p.module.attr("logit_scale");
            if (scale.isTensor() && scale.toTensor().numel() == 1)
                p.logit = scale.toTensor().to(torch::kCPU, torch::kDouble).item<double>();
        }
        const Status probed = p.probe();
        if (!probed)
            return probed.error();
    } catch (const std::exception &e) {
        return p.error(QCoreApplication::translate("TorchModel", "model %1: running it on a zero input failed: %2")
                           .arg(spec.id, torchMessage(e)));
    }
    return std::unique_ptr<TorchNetwork>(std::move(network));
}

QString runtimeInfo()
{
    return QString::fromStdString(at::show_config() + at::get_parallel_info());
}

} // namespace

} // namespace editlens::core

extern "C" Q_DECL_EXPORT const editlens::core::TorchBackendApi *editlens_torch_backend()
{
    static const editlens::core::TorchBackendApi api{editlens::core::kTorchBackendAbi, &editlens::core::load,
                                                     &editlens::core::runtimeInfo};
    return &api;
}
