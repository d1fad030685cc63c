#pragma once

#include <QHash>
#include <QString>

namespace editlens::core {
class MetricRegistry;
class ModelRegistry;
} // namespace editlens::core

namespace editlens::ui {

/// metric id → why it cannot run in this setup, for the Scores dock: learned metrics whose model file is not in
/// `modelDir` (ModelRegistry::resolve's message; no model is loaded), CLIP-D without captions, BPM whose S_modify needs
/// CLIP. Metrics that can run are absent. Cheap (file existence checks); any thread.
QHash<QString, QString> unavailableMetrics(const core::MetricRegistry &metrics, const core::ModelRegistry &models,
                                           const QString &modelDir);

} // namespace editlens::ui
