#pragma once

#include <QHash>
#include <QString>

namespace editlens::core {

class MetricRegistry;
class ModelRegistry;

/// metric id → why it cannot run with the models in `modelDir`: learned metrics whose model file is not there
/// (ModelRegistry::resolve's message; no model is loaded), the DICE + CLIP metrics whose CLIP model is not, and BPM
/// whose S_modify needs CLIP. (CLIP-D's captions are per item: scoreStudy and the Scores dock check them.) Metrics
/// that can run are absent. The one home of "is this metric available" before a run, for the Scores dock and the
/// Score dialog. Cheap (file existence checks); any thread.
QHash<QString, QString> unavailableMetrics(const MetricRegistry &metrics, const ModelRegistry &models,
                                           const QString &modelDir);

} // namespace editlens::core
