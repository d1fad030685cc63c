#include "scoring/learnedstage.h"

#include "inference/cliptokenizer.h"
#include "inference/filehashcache.h"
#include "inference/learnedmetrics.h"
#include "inference/modelregistry.h"
#include "scoring/metricregistry.h"
#include "scoring/scoringplan.h"
#include "scoring/studyscorer.h"
#include "storage/embeddingstore.h"
#include "storage/scorewriter.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QDir>

namespace editlens::core {

// The models.json formula "text(instruction or target caption)".
QString clipTText(const Item &item)
{
    return item.targetCaption.trimmed().isEmpty() ? item.instruction : item.targetCaption;
}

LearnedStage::LearnedStage(const ScoreOptions &options, const ModelRegistry &models)
    : m_models(models)
    , m_modelDir(options.modelDir)
    , m_vificlipModel(options.vificlipModel)
{
}

LearnedStage::~LearnedStage() = default;

const ClipTokenizer *LearnedStage::tokenizer() const
{
    return m_tokenizer.get();
}

Result<Availability> LearnedStage::availability(const MetricRegistry &registry)
{
    // CLIP's two sides always: DICE + CLIP and S_modify use them whether or not they were asked for.
    QStringList learned{metricid::clipI, metricid::clipT};
    for (const MetricInfo &m : registry.metrics())
        if (m.kind == MetricKind::Learned && !learned.contains(m.id))
            learned << m.id;
    Availability out;
    if (m_modelDir.isEmpty()) {
        for (const QString &id : learned)
            out.modelProblems.insert(id, QCoreApplication::translate("StudyScorer",
                                                                     "unavailable: no model folder given (--models DIR "
                                                                     "or EDITLENS_MODELS)"));
        return out;
    }
    if (!m_engine) {
        m_hashes = std::make_unique<FileHashCache>();
        m_engine = std::make_unique<LearnedMetricEngine>(m_models, m_modelDir, *m_hashes);
        if (!m_vificlipModel.isEmpty())
            for (const QLatin1String id : {metricid::vificlip, metricid::vificlipReversed})
                if (Status s = m_engine->setModelOverride(id, m_vificlipModel); !s)
                    return s.error();
        auto t = ClipTokenizer::load(QDir(m_modelDir).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz")));
        if (t)
            m_tokenizer = std::make_unique<ClipTokenizer>(std::move(t).value());
        else
            m_tokenizerProblem = t.error().toString();
    }
    for (const QString &id : learned)
        if (Status s = m_engine->availability(id); !s)
            out.modelProblems.insert(id, s.error().message);
    out.tokenizerProblem = m_tokenizerProblem;
    LearnedMetricEngine *engine = m_engine.get();
    out.version = [engine](const QString &id) { return engine->version(id); };
    return out;
}

Result<QMap<QString, QSet<qint64>>> LearnedStage::embeddedOutputs(StudyStore &store, const ScoringPlan &plan) const
{
    QMap<QString, QSet<qint64>> embedded;
    for (const QString &id : plan.chainFinal ? QStringList() : plan.learned) {
        const QStringList kinds = storedEmbeddingKinds(id, plan.groundTruth.contains(id));
        if (kinds.isEmpty())
            continue;
        EmbeddingStore embeddings(store);
        std::optional<QSet<qint64>> complete;
        for (const QString &kind : kinds) {
            auto with = embeddings.outputsWith(m_engine->modelIdFor(id), plan.versions.value(id), kind);
            if (!with)
                return with.error();
            complete = complete ? complete->intersect(with.value()) : with.value();
        }
        embedded.insert(id, *complete);
    }
    return embedded;
}

void LearnedStage::scoreChunk(const ScoringPlan &plan, const QVector<Job> &part, const QVector<PixelResult> &pixel,
                              QVector<OutputResults> &results, ScoreReport &report)
{
    const auto tokenize = [this](const QString &text) {
        std::vector<std::int64_t> tokens;
        if (m_tokenizer && !text.trimmed().isEmpty())
            if (auto t = m_tokenizer->tokenize(text))
                tokens = std::move(t).value();
        return tokens;
    };
    for (const QString &id : plan.learned) {
        std::vector<LearnedMetricItem> items;
        std::vector<int> index;
        for (int j = 0; j < part.size(); ++j) {
            if (pixel[j].error || !part[j].learned.contains(id))
                continue;
            // Against the ground truth (clip_i_gt, dino_gt, dinov2_gt): the ground truth takes the source's place.
            const cv::Mat &reference = plan.groundTruth.contains(id) ? pixel[j].groundTruth : pixel[j].source;
            LearnedMetricItem item{reference, pixel[j].edited, {}, {}, {}};
            const Item &data = part[j].itemData;
            if (id == metricid::clipT)
                item.textTokens = tokenize(clipTText(data));
            if (usesInstruction(id))
                item.textTokens = tokenize(data.instruction);
            if (id == metricid::clipD && hasCaptions(data)) {
                item.sourceCaptionTokens = tokenize(data.sourceCaption);
                item.targetCaptionTokens = tokenize(data.targetCaption);
            }
            items.push_back(std::move(item));
            index.push_back(j);
        }
        if (items.empty())
            continue;
        const QString stored = plan.storedId(id);
        auto values = m_engine->scoreWithEmbeddings(id, items);
        if (!values) {
            report.unavailable.insert(stored, values.error().toString());
            continue;
        }
        // Embeddings are stored for the per-turn setting only: a final-turn value's encodings (the first turn's
        // input, the joined instructions) would otherwise take the place of the output's own under the same key.
        const QString model = m_engine->modelIdFor(id), version = report.versions.value(stored);
        for (size_t k = 0; k < index.size(); ++k) {
            if (const auto &v = values.value().values[k])
                results[index[k]].scores.push_back({stored, version, *v});
            if (!plan.chainFinal)
                for (ItemEmbedding &e : values.value().embeddings[k])
                    results[index[k]].embeddings.push_back(
                        {part[index[k]].outputId, model, version,
                         plan.groundTruth.contains(id) && e.kind == embeddingKindSourceImage()
                             ? embeddingKindGroundTruthImage()
                             : e.kind,
                         std::move(e.values)});
        }
    }
}

Status LearnedStage::computeModify(const QVector<PixelResult> &pixel, const QString &version,
                                   QVector<OutputResults> &results)
{
    LearnedMetricEngine &engine = *m_engine;
    const QString clipI = metricid::clipI, clipT = metricid::clipT;
    const auto tokens = [this](const QString &phrase) -> std::vector<std::int64_t> {
        auto t = m_tokenizer->tokenize(phrase);
        return t ? std::move(t).value() : std::vector<std::int64_t>();
    };
    for (int j = 0; j < pixel.size(); ++j) {
        if (!pixel[j].modify || pixel[j].error)
            continue;
        const ModifyInput &in = *pixel[j].modify;
        // Known without a model (the released rules' failed edit): stored under S_modify's version all the same, so
        // that it joins the other outputs' values in the min-max.
        std::optional<double> value = in.value;
        if (!value && in.global) {
            // For a global edit o1 holds the instruction (BPM: S_modify = CLIP-T(edited, instruction)).
            const LearnedMetricItem item{{}, in.edited, tokens(in.o1), {}, {}};
            auto v = engine.score(clipT, {item});
            if (!v)
                return v.error();
            value = v.value().front();
        } else if (!value && !in.cropOrigin.empty()) {
            auto images = engine.encodeImages(clipI, {in.cropOrigin, in.cropEdited});
            if (!images)
                return images.error();
            std::vector<std::vector<std::int64_t>> texts;
            if (!in.flags.originIsNone)
                texts.push_back(tokens(in.o1));
            if (!in.flags.editedIsNone)
                texts.push_back(tokens(in.o2));
            if (texts.empty())
                continue;
            auto textRows = engine.encodeTexts(clipT, texts);
            if (!textRows)
                return textRows.error();
            const auto row = [](const Embeddings &e, int r) {
                const float *p = e.row(r);
                return std::vector<float>(p, p + e.dim);
            };
            const std::vector<float> t1 = in.flags.originIsNone ? std::vector<float>() : row(textRows.value(), 0);
            const std::vector<float> t2 =
                in.flags.editedIsNone ? std::vector<float>() : row(textRows.value(), in.flags.originIsNone ? 0 : 1);
            auto m = sModify(row(images.value(), 0), row(images.value(), 1), t1, t2, in.flags);
            if (!m)
                return m.error();
            value = m.value();
        }
        if (value)
            results[j].scores.push_back({metricid::bpmSModify, version, *value});
    }
    return Status::success();
}

} // namespace editlens::core
