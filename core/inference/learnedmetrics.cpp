#include "inference/learnedmetrics.h"

#include "inference/filehashcache.h"
#include "inference/imagepreprocess.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace editlens::core {

namespace {

// Items are preprocessed and encoded in chunks so that memory stays bounded (a 224² CLIP input is 0.6 MB).
constexpr std::size_t kChunkItems = 32;

enum class Formula { ImageImageCosine, ImageTextCosine, Directional, Distance };

std::optional<Formula> formulaOf(const QString &metricId)
{
    if (metricId == QLatin1String("clip_i") || metricId == QLatin1String("dino"))
        return Formula::ImageImageCosine;
    // The ground-truth forms compare the edited image with the ground truth, passed in the source's place.
    if (metricId == QLatin1String("clip_i_gt") || metricId == QLatin1String("dino_gt")
        || metricId == QLatin1String("dinov2_i") || metricId == QLatin1String("dinov2_gt"))
        return Formula::ImageImageCosine;
    if (metricId == QLatin1String("clip_t"))
        return Formula::ImageTextCosine;
    if (metricId == QLatin1String("clip_d"))
        return Formula::Directional;
    if (metricId == QLatin1String("lpips"))
        return Formula::Distance;
    return std::nullopt;
}

bool hasInputs(Formula formula, const LearnedMetricItem &item)
{
    switch (formula) {
    case Formula::ImageImageCosine:
    case Formula::Distance:
        return !item.source.empty() && !item.edited.empty();
    case Formula::ImageTextCosine:
        return !item.edited.empty() && !item.textTokens.empty();
    case Formula::Directional:
        return !item.source.empty() && !item.edited.empty() && !item.sourceCaptionTokens.empty()
               && !item.targetCaptionTokens.empty();
    }
    return false;
}

double dot(const float *a, const float *b, int dim)
{
    double sum = 0.0;
    for (int k = 0; k < dim; ++k)
        sum += double(a[k]) * double(b[k]);
    return sum;
}

bool sameShape(const Embeddings &a, const Embeddings &b)
{
    return a.rows == b.rows && a.dim == b.dim && a.values.size() == b.values.size();
}

Error shapeError()
{
    return Error(QCoreApplication::translate("LearnedMetrics", "the embedding tables to compare differ in shape"));
}

} // namespace

Result<std::vector<std::optional<double>>> rowwiseCosine(const Embeddings &a, const Embeddings &b)
{
    if (!sameShape(a, b))
        return shapeError();
    std::vector<std::optional<double>> out(std::size_t(a.rows));
    for (int r = 0; r < a.rows; ++r) {
        const double norms = std::sqrt(dot(a.row(r), a.row(r), a.dim) * dot(b.row(r), b.row(r), b.dim));
        if (norms > 0.0)
            out[std::size_t(r)] = dot(a.row(r), b.row(r), a.dim) / norms;
    }
    return out;
}

Result<std::vector<std::optional<double>>> directionalSimilarity(const Embeddings &sourceImages,
                                                                 const Embeddings &editedImages,
                                                                 const Embeddings &sourceTexts,
                                                                 const Embeddings &targetTexts)
{
    if (!sameShape(sourceImages, editedImages) || !sameShape(sourceImages, sourceTexts)
        || !sameShape(sourceImages, targetTexts))
        return shapeError();
    const int dim = sourceImages.dim;
    std::vector<std::optional<double>> out(std::size_t(sourceImages.rows));
    for (int r = 0; r < sourceImages.rows; ++r) {
        const double n0 = std::sqrt(dot(sourceImages.row(r), sourceImages.row(r), dim));
        const double n1 = std::sqrt(dot(editedImages.row(r), editedImages.row(r), dim));
        const double t0 = std::sqrt(dot(sourceTexts.row(r), sourceTexts.row(r), dim));
        const double t1 = std::sqrt(dot(targetTexts.row(r), targetTexts.row(r), dim));
        if (n0 == 0.0 || n1 == 0.0 || t0 == 0.0 || t1 == 0.0)
            continue;
        double dotDelta = 0.0, imageNorm = 0.0, textNorm = 0.0;
        for (int k = 0; k < dim; ++k) {
            const double di = editedImages.row(r)[k] / n1 - sourceImages.row(r)[k] / n0;
            const double dt = targetTexts.row(r)[k] / t1 - sourceTexts.row(r)[k] / t0;
            dotDelta += di * dt;
            imageNorm += di * di;
            textNorm += dt * dt;
        }
        // An output identical to its source did not move at all: 0, as InstructPix2Pix's cosine_similarity gives
        // and ADIEE states ("If I_e = I_i, the CLIP-D score is zero"), so that a do-nothing edit is scored, not
        // dropped. Identical captions give no direction to compare with: undefined.
        if (textNorm > 0.0)
            out[std::size_t(r)] = imageNorm > 0.0 ? dotDelta / std::sqrt(imageNorm * textNorm) : 0.0;
    }
    return out;
}

LearnedMetricEngine::LearnedMetricEngine(ModelRegistry registry, QString modelDir, FileHashCache &hashes)
    : m_registry(std::move(registry))
    , m_modelDir(std::move(modelDir))
    , m_hashes(hashes)
{
}

LearnedMetricEngine::~LearnedMetricEngine() = default;

QStringList LearnedMetricEngine::metricIds() const
{
    QStringList ids;
    for (const LearnedMetricSpec &metric : m_registry.metrics())
        ids.append(metric.id);
    return ids;
}

Status LearnedMetricEngine::availability(const QString &metricId) const
{
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    if (!metric || !formulaOf(metricId))
        return Error(QCoreApplication::translate("LearnedMetrics", "unknown learned metric %1").arg(metricId));
    const auto path = m_registry.resolve(metric->modelId, m_modelDir);
    return path ? Status::success() : Status(path.error());
}

Result<TorchModel *> LearnedMetricEngine::model(const QString &modelId)
{
    const auto it = m_models.find(modelId);
    if (it != m_models.end())
        return it->second.get();
    const auto path = m_registry.resolve(modelId, m_modelDir);
    if (!path)
        return path.error();
    auto loaded = TorchModel::load(*m_registry.model(modelId), path.value(), m_hashes);
    if (!loaded)
        return loaded.error();
    TorchModel *raw = loaded.value().get();
    m_models.emplace(modelId, std::move(loaded).value());
    return raw;
}

Result<TorchModel *> LearnedMetricEngine::modelForMetric(const QString &metricId)
{
    if (const Status available = availability(metricId); !available)
        return available.error();
    return model(m_registry.metric(metricId)->modelId);
}

Result<QString> LearnedMetricEngine::version(const QString &metricId)
{
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    auto loaded = modelForMetric(metricId);
    if (!loaded)
        return loaded.error();
    QString text = loaded.value()->version() + QStringLiteral("; ")
                   + m_registry.preprocess(metric->preprocessId)->description + QStringLiteral(" (OpenCV INTER_CUBIC)");
    if (formulaOf(metricId) == Formula::Directional)
        text += QStringLiteral("; ") + metric->formula;
    return text;
}

Result<std::vector<std::optional<double>>> LearnedMetricEngine::score(const QString &metricId,
                                                                      const std::vector<LearnedMetricItem> &items)
{
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    const Formula formula = *formulaOf(metricId);
    auto loaded = modelForMetric(metricId);
    if (!loaded)
        return loaded.error();
    TorchModel &net = *loaded.value();
    const PreprocessSpec &prep = *m_registry.preprocess(metric->preprocessId);

    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (hasInputs(formula, items[i]))
            todo.push_back(i);
    }
    std::vector<std::optional<double>> scores(items.size());
    for (std::size_t chunk = 0; chunk < todo.size(); chunk += kChunkItems) {
        const std::size_t chunkEnd = std::min(todo.size(), chunk + kChunkItems);
        std::vector<ImageTensor> sources, edited;
        std::vector<std::vector<std::int64_t>> texts, sourceTexts, targetTexts;
        for (std::size_t t = chunk; t < chunkEnd; ++t) {
            const LearnedMetricItem &item = items[todo[t]];
            const auto error = [&](const Error &e) {
                return Error(QCoreApplication::translate("LearnedMetrics", "%1, item %2: %3")
                                 .arg(metricId, QString::number(todo[t] + 1), e.message));
            };
            if (formula != Formula::ImageTextCosine) {
                auto tensor = preprocessImage(item.source, prep);
                if (!tensor)
                    return error(tensor.error());
                sources.push_back(std::move(tensor).value());
            }
            auto tensor = preprocessImage(item.edited, prep);
            if (!tensor)
                return error(tensor.error());
            edited.push_back(std::move(tensor).value());
            texts.push_back(item.textTokens);
            sourceTexts.push_back(item.sourceCaptionTokens);
            targetTexts.push_back(item.targetCaptionTokens);
        }

        std::vector<std::optional<double>> values;
        if (formula == Formula::Distance) {
            auto distances = net.distances(sources, edited);
            if (!distances)
                return distances.error();
            values.assign(distances.value().begin(), distances.value().end());
        } else {
            auto editedRows = net.encodeImages(edited);
            if (!editedRows)
                return editedRows.error();
            Result<std::vector<std::optional<double>>> result = std::vector<std::optional<double>>();
            if (formula == Formula::ImageTextCosine) {
                auto textRows = net.encodeTexts(texts);
                if (!textRows)
                    return textRows.error();
                result = rowwiseCosine(editedRows.value(), textRows.value());
            } else {
                auto sourceRows = net.encodeImages(sources);
                if (!sourceRows)
                    return sourceRows.error();
                if (formula == Formula::ImageImageCosine) {
                    result = rowwiseCosine(sourceRows.value(), editedRows.value());
                } else {
                    auto t0 = net.encodeTexts(sourceTexts);
                    if (!t0)
                        return t0.error();
                    auto t1 = net.encodeTexts(targetTexts);
                    if (!t1)
                        return t1.error();
                    result = directionalSimilarity(sourceRows.value(), editedRows.value(), t0.value(), t1.value());
                }
            }
            if (!result)
                return result.error();
            values = std::move(result).value();
        }
        for (std::size_t t = chunk; t < chunkEnd; ++t)
            scores[todo[t]] = values[t - chunk];
    }
    return scores;
}

Result<Embeddings> LearnedMetricEngine::encodeImages(const QString &metricId, const std::vector<cv::Mat> &images)
{
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    auto loaded = modelForMetric(metricId);
    if (!loaded)
        return loaded.error();
    const PreprocessSpec &prep = *m_registry.preprocess(metric->preprocessId);
    std::vector<ImageTensor> tensors;
    for (const cv::Mat &image : images) {
        auto tensor = preprocessImage(image, prep);
        if (!tensor)
            return tensor.error();
        tensors.push_back(std::move(tensor).value());
    }
    return loaded.value()->encodeImages(tensors);
}

Result<Embeddings> LearnedMetricEngine::encodeTexts(const QString &metricId,
                                                    const std::vector<std::vector<std::int64_t>> &tokens)
{
    auto loaded = modelForMetric(metricId);
    if (!loaded)
        return loaded.error();
    return loaded.value()->encodeTexts(tokens);
}

} // namespace editlens::core
