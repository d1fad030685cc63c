#include "scoring/metricavailability.h"

#include "inference/modelregistry.h"
#include "scoring/diceclipstage.h"
#include "scoring/metricregistry.h"

#include <QCoreApplication>

namespace editlens::core {

namespace {

/// Empty when the model of learned metric `id` is installed, else the reason.
QString modelReason(const ModelRegistry &models, const QString &id, const QString &modelDir)
{
    const LearnedMetricSpec *spec = models.metric(id);
    if (!spec)
        return QCoreApplication::translate("MetricAvailability", "no model for %1 in the model manifest").arg(id);
    if (modelDir.isEmpty())
        return QCoreApplication::translate("MetricAvailability",
                                           "no model folder set (EDITLENS_MODELS or Settings → Model folder)");
    const auto file = models.resolve(spec->modelId, modelDir);
    return file ? QString() : file.error().message;
}

} // namespace

QHash<QString, QString> unavailableMetrics(const MetricRegistry &metrics, const ModelRegistry &models,
                                           const QString &modelDir)
{
    QHash<QString, QString> out;
    for (const MetricInfo &m : metrics.metrics()) {
        if (m.kind == MetricKind::Learned) {
            const QString reason = modelReason(models, m.id, modelDir);
            if (!reason.isEmpty())
                out.insert(m.id, reason);
        } else if (m.kind == MetricKind::DiceClip) {
            // CLIP on the differences of one origin: the same model as CLIP-I or CLIP-T.
            const QString reason = modelReason(models, diceClipModelMetric(m.id), modelDir);
            if (!reason.isEmpty())
                out.insert(m.id, reason);
        } else if (m.kind == MetricKind::Bpm) {
            // S_modify runs CLIP's image and text sides on region crops.
            QString reason = modelReason(models, QStringLiteral("clip_i"), modelDir);
            if (reason.isEmpty())
                reason = modelReason(models, QStringLiteral("clip_t"), modelDir);
            if (!reason.isEmpty())
                out.insert(m.id,
                           QCoreApplication::translate("MetricAvailability", "S_modify needs CLIP: %1").arg(reason));
        }
    }
    return out;
}

} // namespace editlens::core
