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

/// Cosine Σ aₖbₖ / (‖a‖ ‖b‖) of two vectors of `dim` values, accumulated in double; undefined (std::nullopt) when
/// either has norm 0. The one cosine of the learned metrics, retrieval, autolabel and DICE + CLIP.
std::optional<double> vectorCosine(const float *a, const float *b, int dim);

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

/// What a learned metric encoded for one item, kept in the study so that retrieval and later analyses never
/// re-encode. `kind` is one of the embeddingKind* names below; values are the model's raw features, except the two
/// directions, which are differences of L2-normalized features.
struct ItemEmbedding
{
    QString kind;
    std::vector<float> values;
};

/// Embedding kinds: the edited image, the source image, the text the metric compared with (instruction or target
/// caption), the pooled 2-frame video, and CLIP-D's image direction n(I₁) − n(I₀) and text direction n(T₁) − n(T₀).
inline QString embeddingKindImage()
{
    return QStringLiteral("image");
}
inline QString embeddingKindSourceImage()
{
    return QStringLiteral("source_image");
}
/// The reference image of a ground-truth metric (clip_i_gt, dino_gt, dinov2_gt): the item's ground-truth output, kept
/// apart from `source_image` so that clip_i and clip_i_gt of one model and version do not overwrite each other.
inline QString embeddingKindGroundTruthImage()
{
    return QStringLiteral("ground_truth_image");
}
inline QString embeddingKindText()
{
    return QStringLiteral("text");
}
inline QString embeddingKindVideo()
{
    return QStringLiteral("video");
}
inline QString embeddingKindImageDirection()
{
    return QStringLiteral("image_direction");
}
inline QString embeddingKindTextDirection()
{
    return QStringLiteral("text_direction");
}

/// The two embeddings whose cosine is a metric's value, and so what retrieval ranks by: the edit side (one per
/// output) and the text side (the output's instruction, caption or caption direction).
struct RetrievalSides
{
    QString edit;
    QString text;
};
/// clip_t: image / text; clip_d: image_direction / text_direction; vificlip and vificlip_reversed: video / text.
/// std::nullopt for a metric that is not an edit-text cosine (clip_i, dino, lpips). The one home of this rule.
std::optional<RetrievalSides> retrievalSides(const QString &metricId);

/// The kinds a learned metric stores per output: the retrieval sides of an edit-text metric; for an image-image cosine
/// the edited image and its reference (source_image, or ground_truth_image when `againstGroundTruth`); none for a
/// distance (LPIPS). What scoring checks before deciding an output's embeddings are complete.
QStringList storedEmbeddingKinds(const QString &metricId, bool againstGroundTruth);

/// A learned metric's values for every item plus what it encoded for each (empty for LPIPS and for items without
/// a value's inputs).
struct LearnedScores
{
    std::vector<std::optional<double>> values;
    std::vector<std::vector<ItemEmbedding>> embeddings;
};

/// One source/edited pair to score. Images are BGR 8-bit (CV_8UC3), any size. Token rows are CLIP token ids of
/// TorchModel::clipContextLength entries (ClipTokenizer::tokenize). A metric whose inputs are missing (an empty image,
/// an empty token row) gives std::nullopt for that item.
struct LearnedMetricItem
{
    cv::Mat source;
    cv::Mat edited;
    std::vector<std::int64_t> textTokens; ///< clip_t: the instruction or the target caption; vificlip: the instruction
    std::vector<std::int64_t> sourceCaptionTokens; ///< clip_d: T₀
    std::vector<std::int64_t> targetCaptionTokens; ///< clip_d: T₁
};

/// Learned metrics over a model folder: clip_i, clip_t, clip_d, dino, lpips, vificlip, vificlip_reversed, and the
/// image-image cosines clip_i_gt, dino_gt, dinov2_i, dinov2_gt (for the *_gt ones the caller passes the ground truth
/// as LearnedMetricItem::source) as declared in the model manifest (which model, which preprocessing, which
/// direction). Loads each model once, on first use, and keeps it.
///
/// A metric whose model file is absent is unavailable: availability() and score() return
/// "unavailable: model <id> not installed (expected <file> in <dir>)", never a number.
///
/// ViFi-CLIP (vificlip): the pair is a 2-frame video [source, edited]; with the model's `encode_video` the frames are
/// encoded jointly, else each frame goes through `encode_image` and the two features are averaged (ViFi-CLIP's
/// temporal average pooling); value = s · cos(video, text(instruction)) with s = exp(logit_scale) of the export (as
/// ViFi-CLIP's logit_scale.exp()), 100 when the file has no logit_scale; the version names s and its origin. The
/// frames go through the manifest's `vificlip` preprocessing (ViFi-CLIP's own). vificlip_reversed uses [edited, source]
/// and is unavailable without `encode_video`: mean pooling cannot see the order, so it would only repeat vificlip. Not
/// thread-safe: create and use it on one worker thread. `hashes` must outlive the engine.
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
    /// score() plus what was encoded per item (ItemEmbedding), to be stored next to the values.
    Result<LearnedScores> scoreWithEmbeddings(const QString &metricId, const std::vector<LearnedMetricItem> &items);

    /// Runs `metricId` with the model `modelId` instead of the manifest's (same role and embedding size), e.g.
    /// vificlip with clip-vit-b-16 as the zero-shot baseline. The version then starts with
    /// "zero-shot baseline: <model> in place of <manifest model>", so its values never mix with the real model's.
    Status setModelOverride(const QString &metricId, const QString &modelId);
    /// The model `metricId` runs with (the override, else the manifest's); empty for an unknown metric.
    QString modelIdFor(const QString &metricId) const;

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
    std::map<QString, QString> m_overrides; ///< metric id → model id (setModelOverride)
};

} // namespace editlens::core
