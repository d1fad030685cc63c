#pragma once

#include <QHash>
#include <QString>

namespace editlens::core {
class MetricRegistry;
class ModelRegistry;
} // namespace editlens::core

namespace editlens::ui {

/// metric id → why it cannot run in this setup, for the Scores dock: learned metrics whose model file is not in
/// `modelDir` (ModelRegistry::resolve's message; no model is loaded), the DICE + CLIP metrics whose CLIP model is not,
/// and BPM whose S_modify needs CLIP. (CLIP-D's
/// captions are per item: the Scores dock checks them.) Metrics that can run are absent. Cheap (file existence checks);
/// any thread.
QHash<QString, QString> unavailableMetrics(const core::MetricRegistry &metrics, const core::ModelRegistry &models,
                                           const QString &modelDir);

} // namespace editlens::ui
