#include "scoring/studyretrieval.h"

#include "inference/learnedmetrics.h"
#include "inference/modelregistry.h"
#include "scoring/studyscorer.h"
#include "storage/embeddingstore.h"
#include "storage/studystore.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QHash>

namespace editlens::core {

namespace {

/// The model a metric's embeddings are stored under: the manifest's, or the vificlip override.
Result<QString> modelOf(const QString &metricId, const ModelRegistry &models, const RetrievalOptions &options)
{
    if (!options.vificlipModel.isEmpty() && (metricId == metricid::vificlip || metricId == metricid::vificlipReversed))
        return options.vificlipModel;
    const LearnedMetricSpec *spec = models.metric(metricId);
    if (!spec)
        return Error(QCoreApplication::translate("StudyRetrieval", "unknown learned metric %1").arg(metricId));
    return spec->modelId;
}

/// Embeddings of one metric version as retrieval input: one text per item (taken from any of its outputs), every
/// output with an edit vector and its item's text, galleries by system.
struct Assembled
{
    RetrievalInput input;
    std::vector<QString> systemOfEdit;
    qint64 texts = 0;
};

Assembled assemble(const QVector<OutputKey> &keys, const EmbeddingTable &edits, const EmbeddingTable &texts)
{
    Assembled a;
    a.input.dim = edits.dim != 0 ? edits.dim : texts.dim;
    QHash<qint64, int> textOfItem;
    for (const OutputKey &k : keys) {
        const auto t = texts.rows.constFind(k.outputId);
        if (t == texts.rows.cend() || textOfItem.contains(k.itemId) || int(t->size()) != a.input.dim)
            continue;
        textOfItem.insert(k.itemId, int(a.texts++));
        a.input.texts.insert(a.input.texts.end(), t->begin(), t->end());
    }
    QHash<QString, int> galleryOf;
    for (const OutputKey &k : keys) {
        const auto e = edits.rows.constFind(k.outputId);
        if (e == edits.rows.cend() || !textOfItem.contains(k.itemId) || int(e->size()) != a.input.dim)
            continue;
        if (!galleryOf.contains(k.system))
            galleryOf.insert(k.system, galleryOf.size());
        a.input.edits.insert(a.input.edits.end(), e->begin(), e->end());
        a.input.editText.push_back(textOfItem.value(k.itemId));
        a.input.editGallery.push_back(galleryOf.value(k.system));
        a.systemOfEdit.push_back(k.system);
    }
    return a;
}

} // namespace

QStringList retrievalMetricIds()
{
    QStringList ids;
    for (const QLatin1String id : {metricid::clipT, metricid::clipD, metricid::vificlip, metricid::vificlipReversed})
        if (retrievalSides(id))
            ids << id;
    return ids;
}

Result<StudyRetrieval> evaluateRetrieval(StudyStore &store, const MetricRegistry &registry, const ModelRegistry &models,
                                         const QString &metricId, const RetrievalOptions &options,
                                         const ProgressCallback &progress)
{
    const std::optional<RetrievalSides> sides = retrievalSides(metricId);
    if (!sides)
        return Error(QCoreApplication::translate("StudyRetrieval",
                                                 "%1 is not an edit-text similarity; retrieval ranks by one of: %2")
                         .arg(metricId, retrievalMetricIds().join(QStringLiteral(", "))));
    StudyRetrieval result;
    result.metric = metricId;
    auto model = modelOf(metricId, models, options);
    if (!model)
        return model.error();
    result.model = model.value();

    // Encode what is missing first (values and embeddings, stored like `score` does).
    if (options.computeMissing && !options.modelDir.isEmpty()) {
        ScoreOptions score;
        score.metrics = {metricId};
        score.modelDir = options.modelDir;
        score.vificlipModel = options.vificlipModel;
        auto report = scoreStudy(store, registry, models, score, progress);
        if (!report)
            return report.error();
        if (report.value().unavailable.contains(metricId))
            result.notEncoded = report.value().unavailable.value(metricId);
        else
            result.version = report.value().versions.value(metricId);
        result.encoded = report.value().computed;
    } else {
        result.notEncoded = options.modelDir.isEmpty()
                                ? QCoreApplication::translate("StudyRetrieval", "no model folder given")
                                : QCoreApplication::translate("StudyRetrieval", "encoding was not asked for");
    }

    EmbeddingStore embeddings(store);
    if (result.version.isEmpty()) {
        auto versions = embeddings.versions(result.model, sides->edit, metricId);
        if (!versions)
            return versions.error();
        if (versions.value().isEmpty())
            return Error(QCoreApplication::translate("StudyRetrieval",
                                                     "no %1 embeddings of %2 are stored in the study, and none could "
                                                     "be computed: %3")
                             .arg(metricId, result.model, result.notEncoded));
        result.version = versions.value().first().version;
    }
    auto keys = embeddings.outputKeys();
    if (!keys)
        return keys.error();
    auto edits = embeddings.read(result.model, result.version, sides->edit);
    if (!edits)
        return edits.error();
    auto texts = embeddings.read(result.model, result.version, sides->text);
    if (!texts)
        return texts.error();

    const Assembled a = assemble(keys.value(), edits.value(), texts.value());
    result.outputs = keys.value().size();
    result.ranked = qint64(a.systemOfEdit.size());
    result.texts = a.texts;
    if (a.systemOfEdit.empty())
        return result;
    auto ranks = rankRetrieval(a.input);
    if (!ranks)
        return ranks.error();
    result.overall = {summarizeRanks(ranks.value().editToText), summarizeRanks(ranks.value().textToEdit)};
    QMap<QString, std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> bySystem;
    for (std::size_t o = 0; o < a.systemOfEdit.size(); ++o) {
        auto &entry = bySystem[a.systemOfEdit[o]];
        entry.first.push_back(ranks.value().editToText[o]);
        entry.second.push_back(ranks.value().textToEdit[o]);
    }
    for (auto it = bySystem.cbegin(); it != bySystem.cend(); ++it)
        result.systems.insert(it.key(), {summarizeRanks(it->first), summarizeRanks(it->second)});
    return result;
}

} // namespace editlens::core
