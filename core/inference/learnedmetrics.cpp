#include "inference/learnedmetrics.h"

#include "inference/filehashcache.h"
#include "inference/imagepreprocess.h"
#include "study/metricids.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace editlens::core {

namespace {

// Items are preprocessed and encoded in chunks so that memory stays bounded (a 224² CLIP input is 0.6 MB).
constexpr std::size_t kChunkItems = 32;

enum class Formula { ImageImageCosine, ImageTextCosine, Directional, Distance, VideoText };

std::optional<Formula> formulaOf(const QString &metricId)
{
    if (metricId == metricid::clipI || metricId == metricid::dino)
        return Formula::ImageImageCosine;
    // The ground-truth forms compare the edited image with the ground truth, passed in the source's place.
    if (metricId == metricid::clipIGroundTruth || metricId == metricid::dinoGroundTruth || metricId == metricid::dinov2I
        || metricId == metricid::dinov2GroundTruth)
        return Formula::ImageImageCosine;
    if (metricId == metricid::clipT)
        return Formula::ImageTextCosine;
    if (metricId == metricid::clipD)
        return Formula::Directional;
    if (metricId == metricid::lpips)
        return Formula::Distance;
    if (metricId == metricid::vificlip || metricId == metricid::vificlipReversed)
        return Formula::VideoText;
    return std::nullopt;
}

// vificlip_reversed: the frames in the order [edited, source].
bool reversedFrames(const QString &metricId)
{
    return metricId == metricid::vificlipReversed;
}

// ViFi-CLIP multiplies the cosine by logit_scale.exp() (trainers/vificlip.py), a parameter that full fine-tuning
// trains; CLIP's initial exp(4.6052) = 100 only stands in for an export that does not carry it.
constexpr double kDefaultVideoTextScale = 100.0;

double videoTextScale(const TorchModel &net)
{
    const std::optional<double> logit = net.logitScale();
    return logit && std::isfinite(std::exp(*logit)) ? std::exp(*logit) : kDefaultVideoTextScale;
}

/// The scale in words, for the metric's version: which number multiplied the cosine, and where it came from.
QString videoTextScaleText(const TorchModel &net)
{
    if (net.logitScale() && std::isfinite(std::exp(*net.logitScale())))
        return QStringLiteral("%1 * cos(video, instruction) (exp(logit_scale) of the export)")
            .arg(QString::number(videoTextScale(net), 'g', 6));
    return QStringLiteral("100 * cos(video, instruction) (the export has no logit_scale)");
}

bool hasInputs(Formula formula, const LearnedMetricItem &item)
{
    switch (formula) {
    case Formula::ImageImageCosine:
    case Formula::Distance:
        return !item.source.empty() && !item.edited.empty();
    case Formula::ImageTextCosine:
        return !item.edited.empty() && !item.textTokens.empty();
    case Formula::VideoText:
        return !item.source.empty() && !item.edited.empty() && !item.textTokens.empty();
    case Formula::Directional:
        return !item.source.empty() && !item.edited.empty() && !item.sourceCaptionTokens.empty()
               && !item.targetCaptionTokens.empty();
    }
    return false;
}

QString orderInvariantReason()
{
    return QCoreApplication::translate("LearnedMetrics",
                                       "unavailable, because the model encodes frames independently (it has no "
                                       "encode_video method), so order cannot change the score: vificlip_reversed "
                                       "would only repeat vificlip");
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

std::vector<float> rowOf(const Embeddings &e, int r)
{
    return std::vector<float>(e.row(r), e.row(r) + e.dim);
}

// n(b) − n(a), n = L2 normalization; empty when either vector is zero (no direction).
std::vector<float> normalizedDifference(const float *a, const float *b, int dim)
{
    const double na = std::sqrt(dot(a, a, dim)), nb = std::sqrt(dot(b, b, dim));
    if (na == 0.0 || nb == 0.0)
        return {};
    std::vector<float> out(static_cast<std::size_t>(dim));
    for (int k = 0; k < dim; ++k)
        out[std::size_t(k)] = float(double(b[k]) / nb - double(a[k]) / na);
    return out;
}

/// The preprocessed inputs of one chunk of items.
struct ChunkInputs
{
    std::vector<ImageTensor> sources, edited;
    std::vector<std::vector<std::int64_t>> texts, sourceTexts, targetTexts;
};

/// The 2-frame video features of a chunk: encode_video on [source, edited] (or reversed) when the model has it,
/// else the mean of the two frames' encode_image features (ViFi-CLIP's average pooling over time).
Result<Embeddings> encodePairVideos(TorchModel &net, const ChunkInputs &in, bool reversed)
{
    if (net.hasVideoEncoder()) {
        std::vector<std::vector<ImageTensor>> clips;
        clips.reserve(in.edited.size());
        for (std::size_t i = 0; i < in.edited.size(); ++i)
            clips.push_back(reversed ? std::vector<ImageTensor>{in.edited[i], in.sources[i]}
                                     : std::vector<ImageTensor>{in.sources[i], in.edited[i]});
        return net.encodeVideos(clips);
    }
    auto first = net.encodeImages(in.sources);
    if (!first)
        return first.error();
    auto second = net.encodeImages(in.edited);
    if (!second)
        return second.error();
    Embeddings pooled = std::move(first).value();
    for (std::size_t k = 0; k < pooled.values.size(); ++k)
        pooled.values[k] = float((double(pooled.values[k]) + double(second.value().values[k])) / 2.0);
    return pooled;
}

/// Values and embeddings of one chunk (every item of it has the inputs of `formula`).
Result<LearnedScores> scoreChunk(TorchModel &net, Formula formula, bool reversed, const ChunkInputs &in)
{
    LearnedScores out;
    const std::size_t n = in.edited.size();
    out.embeddings.resize(n);
    if (formula == Formula::Distance) {
        auto distances = net.distances(in.sources, in.edited);
        if (!distances)
            return distances.error();
        out.values.assign(distances.value().begin(), distances.value().end());
        return out;
    }
    Embeddings editSide, otherSide;
    QString editKind = embeddingKindImage(), otherKind = embeddingKindText();
    if (formula == Formula::VideoText) {
        auto video = encodePairVideos(net, in, reversed);
        if (!video)
            return video.error();
        editSide = std::move(video).value();
        editKind = embeddingKindVideo();
    } else {
        auto edited = net.encodeImages(in.edited);
        if (!edited)
            return edited.error();
        editSide = std::move(edited).value();
    }
    if (formula == Formula::ImageTextCosine || formula == Formula::VideoText) {
        auto texts = net.encodeTexts(in.texts);
        if (!texts)
            return texts.error();
        otherSide = std::move(texts).value();
    } else {
        auto sources = net.encodeImages(in.sources);
        if (!sources)
            return sources.error();
        otherSide = std::move(sources).value();
        otherKind = embeddingKindSourceImage();
    }
    if (formula == Formula::Directional) {
        auto t0 = net.encodeTexts(in.sourceTexts);
        if (!t0)
            return t0.error();
        auto t1 = net.encodeTexts(in.targetTexts);
        if (!t1)
            return t1.error();
        auto values = directionalSimilarity(otherSide, editSide, t0.value(), t1.value());
        if (!values)
            return values.error();
        out.values = std::move(values).value();
        for (std::size_t i = 0; i < n; ++i) {
            const int r = int(i);
            std::vector<float> image = normalizedDifference(otherSide.row(r), editSide.row(r), editSide.dim);
            std::vector<float> text = normalizedDifference(t0.value().row(r), t1.value().row(r), editSide.dim);
            if (!image.empty())
                out.embeddings[i].push_back({embeddingKindImageDirection(), std::move(image)});
            if (!text.empty())
                out.embeddings[i].push_back({embeddingKindTextDirection(), std::move(text)});
        }
        return out;
    }
    auto values = rowwiseCosine(editSide, otherSide);
    if (!values)
        return values.error();
    out.values = std::move(values).value();
    if (formula == Formula::VideoText) {
        const double scale = videoTextScale(net);
        for (std::optional<double> &v : out.values)
            if (v)
                *v *= scale;
    }
    for (std::size_t i = 0; i < n; ++i) {
        out.embeddings[i].push_back({editKind, rowOf(editSide, int(i))});
        out.embeddings[i].push_back({otherKind, rowOf(otherSide, int(i))});
    }
    return out;
}

} // namespace

QStringList storedEmbeddingKinds(const QString &metricId, bool againstGroundTruth)
{
    if (const std::optional<RetrievalSides> sides = retrievalSides(metricId))
        return {sides->edit, sides->text};
    if (formulaOf(metricId) == Formula::ImageImageCosine)
        return {embeddingKindImage(),
                againstGroundTruth ? embeddingKindGroundTruthImage() : embeddingKindSourceImage()};
    return {};
}

std::optional<RetrievalSides> retrievalSides(const QString &metricId)
{
    switch (formulaOf(metricId).value_or(Formula::Distance)) {
    case Formula::ImageTextCosine:
        return RetrievalSides{embeddingKindImage(), embeddingKindText()};
    case Formula::Directional:
        return RetrievalSides{embeddingKindImageDirection(), embeddingKindTextDirection()};
    case Formula::VideoText:
        return RetrievalSides{embeddingKindVideo(), embeddingKindText()};
    case Formula::ImageImageCosine:
    case Formula::Distance:
        break;
    }
    return std::nullopt;
}

Result<std::vector<std::optional<double>>> rowwiseCosine(const Embeddings &a, const Embeddings &b)
{
    if (!sameShape(a, b))
        return shapeError();
    std::vector<std::optional<double>> out(std::size_t(a.rows));
    for (int r = 0; r < a.rows; ++r)
        out[std::size_t(r)] = vectorCosine(a.row(r), b.row(r), a.dim);
    return out;
}

std::optional<double> vectorCosine(const float *a, const float *b, int dim)
{
    const double norms = std::sqrt(dot(a, a, dim) * dot(b, b, dim));
    if (!(norms > 0.0))
        return std::nullopt;
    return dot(a, b, dim) / norms;
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

QString LearnedMetricEngine::modelIdFor(const QString &metricId) const
{
    if (const auto it = m_overrides.find(metricId); it != m_overrides.end())
        return it->second;
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    return metric ? metric->modelId : QString();
}

Status LearnedMetricEngine::setModelOverride(const QString &metricId, const QString &modelId)
{
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    const ModelSpec *wanted = m_registry.model(modelId);
    if (!metric || !wanted)
        return Error(
            QCoreApplication::translate("LearnedMetrics", "unknown metric %1 or model %2").arg(metricId, modelId));
    const ModelSpec *own = m_registry.model(metric->modelId);
    if (wanted->role != own->role || wanted->embeddingSize != own->embeddingSize)
        return Error(QCoreApplication::translate("LearnedMetrics",
                                                 "model %1 cannot stand in for %2 in %3 (different role or "
                                                 "embedding size)")
                         .arg(modelId, own->id, metricId));
    if (modelId == metric->modelId)
        m_overrides.erase(metricId);
    else
        m_overrides[metricId] = modelId;
    return Status::success();
}

Status LearnedMetricEngine::availability(const QString &metricId) const
{
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    if (!metric || !formulaOf(metricId))
        return Error(QCoreApplication::translate("LearnedMetrics", "unknown learned metric %1").arg(metricId));
    const auto path = m_registry.resolve(modelIdFor(metricId), m_modelDir);
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
    if (Status available = availability(metricId); !available)
        return available.error();
    auto loaded = model(modelIdFor(metricId));
    if (loaded && reversedFrames(metricId) && !loaded.value()->hasVideoEncoder())
        return Error(orderInvariantReason(), loaded.value()->filePath());
    return loaded;
}

Result<QString> LearnedMetricEngine::version(const QString &metricId)
{
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    auto loaded = modelForMetric(metricId);
    if (!loaded)
        return loaded.error();
    QString text = loaded.value()->version() + QStringLiteral("; ")
                   + m_registry.preprocess(metric->preprocessId)->description + QStringLiteral(" (OpenCV INTER_CUBIC)");
    if (const QString used = modelIdFor(metricId); used != metric->modelId)
        text = QStringLiteral("zero-shot baseline: %1 in place of %2; ")
                   .arg(m_registry.model(used)->name, m_registry.model(metric->modelId)->name)
               + text;
    if (formulaOf(metricId) == Formula::Directional)
        text += QStringLiteral("; ") + metric->formula;
    if (formulaOf(metricId) == Formula::VideoText)
        text +=
            (reversedFrames(metricId) ? QStringLiteral("; frames [edited, source]")
                                      : QStringLiteral("; frames [source, edited]"))
            + (loaded.value()->hasVideoEncoder() ? QStringLiteral("; encode_video (frames encoded jointly)")
                                                 : QStringLiteral("; encode_image per frame, mean pooling (ViFi-CLIP)"))
            + QStringLiteral("; ") + videoTextScaleText(*loaded.value());
    return text;
}

Result<std::vector<std::optional<double>>> LearnedMetricEngine::score(const QString &metricId,
                                                                      const std::vector<LearnedMetricItem> &items)
{
    auto scores = scoreWithEmbeddings(metricId, items);
    if (!scores)
        return scores.error();
    return std::move(scores.value().values);
}

Result<LearnedScores> LearnedMetricEngine::scoreWithEmbeddings(const QString &metricId,
                                                               const std::vector<LearnedMetricItem> &items)
{
    auto loaded = modelForMetric(metricId);
    if (!loaded)
        return loaded.error();
    const LearnedMetricSpec *metric = m_registry.metric(metricId);
    const Formula formula = *formulaOf(metricId);
    TorchModel &net = *loaded.value();
    const PreprocessSpec &prep = *m_registry.preprocess(metric->preprocessId);

    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (hasInputs(formula, items[i]))
            todo.push_back(i);
    }
    LearnedScores scores;
    scores.values.resize(items.size());
    scores.embeddings.resize(items.size());
    for (std::size_t chunk = 0; chunk < todo.size(); chunk += kChunkItems) {
        const std::size_t chunkEnd = std::min(todo.size(), chunk + kChunkItems);
        ChunkInputs in;
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
                in.sources.push_back(std::move(tensor).value());
            }
            auto tensor = preprocessImage(item.edited, prep);
            if (!tensor)
                return error(tensor.error());
            in.edited.push_back(std::move(tensor).value());
            in.texts.push_back(item.textTokens);
            in.sourceTexts.push_back(item.sourceCaptionTokens);
            in.targetTexts.push_back(item.targetCaptionTokens);
        }
        auto part = scoreChunk(net, formula, reversedFrames(metricId), in);
        if (!part)
            return part.error();
        for (std::size_t t = chunk; t < chunkEnd; ++t) {
            scores.values[todo[t]] = part.value().values[t - chunk];
            scores.embeddings[todo[t]] = std::move(part.value().embeddings[t - chunk]);
        }
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
