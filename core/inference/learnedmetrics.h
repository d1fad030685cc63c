#pragma once

#include "inference/modelregistry.h"
#include "inference/torchmodel.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <opencv2/core.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace editlens::core {

class FileHashCache;

/// Row-wise cosine similarity Σ aₖbₖ / (‖a‖ ‖b‖), accumulated in double, of two embedding tables of equal shape.
/// A row with a zero norm on either side is undefined (std::nullopt). Error when the shapes differ.
/// Used by CLIP-I (source vs edited image), CLIP-T (edited image vs text) and DINO (source vs edited CLS token).
Result<std::vector<std::optional<double>>> rowwiseCosine(const Embeddings &a, const Embeddings &b);

/// CLIP directional similarity, InstructPix2Pix convention: every feature is L2-normalized first, then
/// cos(n(I₁) − n(I₀), n(T₁) − n(T₀)), I₀/I₁ the source/edited image features, T₀/T₁ the source/target caption
/// features. 0 when the edited image's feature equals the source's (an output identical to its source: no change
/// in any direction; InstructPix2Pix's cosine_similarity and ADIEE give 0 there). Undefined (std::nullopt) when a
/// feature is zero or the caption difference is zero (identical captions: no direction).
/// Error when the four tables differ in shape.
Result<std::vector<std::optional<double>>> directionalSimilarity(const Embeddings &sourceImages,
                                                                 const Embeddings &editedImages,
                                                                 const Embeddings &sourceTexts,
                                                                 const Embeddings &targetTexts);

/// One source/edited pair to score. Images are BGR 8-bit (CV_8UC3), any size. Token rows are CLIP token ids of
/// TorchModel::clipContextLength entries (ClipTokenizer::tokenize). A metric whose inputs are missing (an empty image,
/// an empty token row) gives std::nullopt for that item.
struct LearnedMetricItem
{
    cv::Mat source;
    cv::Mat edited;
    std::vector<std::int64_t> textTokens;          ///< clip_t: the instruction or the target caption
    std::vector<std::int64_t> sourceCaptionTokens; ///< clip_d: T₀
    std::vector<std::int64_t> targetCaptionTokens; ///< clip_d: T₁
};

/// Learned metrics over a model folder: clip_i, clip_t, clip_d, dino, lpips, and the image-image cosines clip_i_gt,
/// dino_gt, dinov2_i, dinov2_gt (for the *_gt ones the caller passes the ground truth as LearnedMetricItem::source) as
/// declared in the model manifest
/// (which model, which preprocessing, which direction). Loads each model once, on first use, and keeps it.
///
/// A metric whose model file is absent is unavailable: availability() and score() return
/// "unavailable: model <id> not installed (expected <file> in <dir>)", never a number.
/// Not thread-safe: create and use it on one worker thread. `hashes` must outlive the engine.
class LearnedMetricEngine
{
public:
    LearnedMetricEngine(ModelRegistry registry, QString modelDir, FileHashCache &hashes);
    ~LearnedMetricEngine();
    LearnedMetricEngine(const LearnedMetricEngine &) = delete;
    LearnedMetricEngine &operator=(const LearnedMetricEngine &) = delete;

    /// Metric ids in manifest order.
    QStringList metricIds() const;
    /// Success when the metric is known and its model file is present (does not load it).
    Status availability(const QString &metricId) const;
    /// "<model version>; <preprocessing description>[; <formula>]", e.g. "official OpenAI CLIP ViT-B/32 (sha256
    /// 40d36571); shorter side to 224 bicubic, …". Loads the model. Not translated (stored next to scores).
    Result<QString> version(const QString &metricId);
    /// The metric for every item, in item order (std::nullopt where the item lacks an input the metric needs).
    /// Errors: unknown metric, model unavailable or failing, an image that is not 8-bit BGR.
    Result<std::vector<std::optional<double>>> score(const QString &metricId,
                                                     const std::vector<LearnedMetricItem> &items);

    /// Raw embeddings with the model and preprocessing of `metricId` (e.g. "clip_i"): what BPM's S_modify needs for
    /// its region crops and object phrases. Errors as score().
    Result<Embeddings> encodeImages(const QString &metricId, const std::vector<cv::Mat> &images);
    Result<Embeddings> encodeTexts(const QString &metricId, const std::vector<std::vector<std::int64_t>> &tokens);

private:
    Result<TorchModel *> model(const QString &modelId);
    /// The loaded model of a known, available metric (availability() first, then model()).
    Result<TorchModel *> modelForMetric(const QString &metricId);

    ModelRegistry m_registry;
    QString m_modelDir;
    FileHashCache &m_hashes;
    std::map<QString, std::unique_ptr<TorchModel>> m_models;
};

} // namespace editlens::core
