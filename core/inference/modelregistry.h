#pragma once

#include "inference/preprocessspec.h"
#include "util/error.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace editlens::core {

/// What a model file is used for; decides which TorchScript methods it must have.
enum class ModelRole {
    Clip,  ///< `encode_image(x[N,3,S,S]) -> [N,D]` and `encode_text(tokens[N,77] int64) -> [N,D]`
    Dino,  ///< `forward(x[N,3,S,S]) -> [N,D]` (the CLS token)
    Lpips, ///< `forward(x0[N,3,S,S], x1[N,3,S,S]) -> [N]` or `[N,1,1,1]`, inputs in [-1, 1]
};

/// One model of models/models.json. Value type.
struct ModelSpec
{
    QString id; ///< "clip-vit-b-32"
    ModelRole role = ModelRole::Clip;
    QString name;                   ///< human-readable, e.g. "OpenAI CLIP ViT-B/32" (a proper name, not translated)
    QStringList files;              ///< accepted file names in the model folder, first one preferred
    int inputSize = 0;              ///< S of the image input [N,3,S,S], pixels
    int embeddingSize = 0;          ///< D of the output [N,D]; 1 for LPIPS
    QString preprocessId;           ///< key of the model's default preprocessing
    QHash<QString, QString> sha256; ///< file name → lower-case hex sha256 of the known official file
    QString licence;
    QString source; ///< where to get it (URL or export command)
};

/// One learned metric of models/models.json: which model and which preprocessing it uses.
struct LearnedMetricSpec
{
    QString id;      ///< clip_i, clip_t, clip_d, dino, lpips
    QString modelId; ///< a ModelSpec::id
    QString preprocessId;
    bool higherIsBetter = true;
    QString formula; ///< documentation only
};

/// The model manifest (models/models.json): models, preprocessing recipes and the learned metrics built on them.
/// An owned value, built explicitly (builtin() reads the copy embedded as the Qt resource
/// ":/editlens/models/models.json"); no global instance. Immutable after construction, so safe to read from any thread.
class ModelRegistry
{
public:
    /// Parses a manifest. `sourceName` names it in errors. Every reference (metric → model, model/metric →
    /// preprocessing) is checked; an inconsistent manifest is an error, never a partially filled registry.
    static Result<ModelRegistry> fromJson(const QByteArray &json, const QString &sourceName);
    /// The manifest embedded in the application (models/models.json at build time).
    static Result<ModelRegistry> builtin();

    const std::vector<ModelSpec> &models() const { return m_models; }
    const std::vector<LearnedMetricSpec> &metrics() const { return m_metrics; }
    const ModelSpec *model(const QString &id) const;
    const LearnedMetricSpec *metric(const QString &id) const;
    const PreprocessSpec *preprocess(const QString &id) const;

    /// Absolute path of the first file of `modelId` found in `modelDir`, or the error
    /// "unavailable: model <id> not installed (expected <file> in <dir>)" naming the preferred file.
    Result<QString> resolve(const QString &modelId, const QString &modelDir) const;

private:
    std::vector<ModelSpec> m_models;
    std::vector<LearnedMetricSpec> m_metrics;
    QHash<QString, PreprocessSpec> m_preprocess;
};

/// The model folder named by the environment variable EDITLENS_MODELS, or an empty string when it is unset.
/// The application decides the precedence of settings, `--models DIR` and this variable.
QString defaultModelDir();

} // namespace editlens::core
