#include "scoring/metricavailability.h"

#include "inference/modelregistry.h"
#include "scoring/diceclipstage.h"
#include "scoring/metricregistry.h"
#include "study/metricids.h"
#include "util/lazymodule.h"

#include <QCoreApplication>

namespace editlens::core {

namespace {

/// Empty when the model of learned metric `id` is installed, else the reason (file checks only).
QString modelReason(const ModelRegistry &models, const QString &id, const QString &modelDir)
{
    const LearnedMetricSpec *spec = models.metric(id);
    if (!spec)
        return QCoreApplication::translate("MetricAvailability", "no model for %1 in the model manifest").arg(id);
    if (modelDir.isEmpty())
        return QCoreApplication::translate("MetricAvailability",
                                           "no model folder set (EDITLENS_MODELS or Settings → Model folder)");
    const auto file = models.resolve(spec->modelId, modelDir);
    if (!file)
        return file.error().message;
    // LibTorch is loaded only by a run; here only whether its module is there (or failed to load before).
    if (const QString module = LazyModule::problem(QStringLiteral("torch")); !module.isEmpty())
        return QCoreApplication::translate("TorchModel", "learned metrics unavailable: %1").arg(module);
    return {};
}

/// The tokenizer's problem as a metric's reason.
QString tokenizerReason(const Availability &availability)
{
    return QCoreApplication::translate("StudyScorer", "unavailable: %1").arg(availability.tokenizerProblem);
}

} // namespace

bool usesInstruction(const QString &learnedId)
{
    return learnedId == metricid::vificlip || learnedId == metricid::vificlipReversed;
}

bool needsTokenizer(const QString &learnedId)
{
    return learnedId == metricid::clipT || learnedId == metricid::clipD || usesInstruction(learnedId);
}

bool hasCaptions(const Item &item)
{
    return !item.sourceCaption.trimmed().isEmpty() && !item.targetCaption.trimmed().isEmpty();
}

QString metricProblem(const MetricInfo &metric, const Availability &availability)
{
    const auto modelProblem = [&](const QString &learnedId) { return availability.modelProblems.value(learnedId); };
    switch (metric.kind) {
    case MetricKind::Learned:
        if (QString model = modelProblem(metric.id); !model.isEmpty())
            return model;
        if (needsTokenizer(metric.id) && !availability.tokenizerProblem.isEmpty())
            return tokenizerReason(availability);
        return {};
    case MetricKind::DiceClip:
        // CLIP on the differences of one origin: the same model as CLIP-I or CLIP-T.
        if (QString model = modelProblem(diceClipModelMetric(metric.id)); !model.isEmpty())
            return model;
        if (metric.id == metricid::clipTRegion && !availability.tokenizerProblem.isEmpty())
            return tokenizerReason(availability);
        return {};
    case MetricKind::Bpm: {
        // S_modify runs CLIP's image and text sides on region crops.
        QString reason = modelProblem(metricid::clipI);
        if (reason.isEmpty())
            reason = modelProblem(metricid::clipT);
        if (reason.isEmpty())
            reason = availability.tokenizerProblem;
        return reason.isEmpty()
                   ? QString()
                   : QCoreApplication::translate("MetricAvailability", "S_modify needs CLIP: %1").arg(reason);
    }
    case MetricKind::Pixel:
    case MetricKind::Detector:
        return {};
    }
    return {};
}

QHash<QString, QString> unavailableMetrics(const MetricRegistry &metrics, const ModelRegistry &models,
                                           const QString &modelDir)
{
    Availability availability;
    // CLIP's two sides always: DICE + CLIP and BPM's S_modify use them whether or not they are registered themselves.
    QStringList learned{metricid::clipI, metricid::clipT};
    for (const MetricInfo &m : metrics.metrics())
        if (m.kind == MetricKind::Learned && !learned.contains(m.id))
            learned << m.id;
    for (const QString &id : learned)
        if (const QString reason = modelReason(models, id, modelDir); !reason.isEmpty())
            availability.modelProblems.insert(id, reason);
    QHash<QString, QString> out;
    for (const MetricInfo &m : metrics.metrics())
        if (const QString reason = metricProblem(m, availability); !reason.isEmpty())
            out.insert(m.id, reason);
    return out;
}

} // namespace editlens::core
