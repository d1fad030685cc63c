#pragma once

#include "guiutil/progressjob.h"

#include <QObject>

#include <memory>

namespace editlens::core {
class MetricRegistry;
class ModelRegistry;
} // namespace editlens::core

namespace editlens::ui {

/// Stores BPM at a new α for the whole study on a worker thread (own StudyStore connection) through
/// core::scoreStudy with metrics = {bpm} and ScoreOptions::alpha: the same call as `editlens-cli score --metrics bpm
/// --alpha A`, which recomputes BPM from the stored components when they are up to date. Emits finished() on the GUI
/// thread. One run at a time: start() while running is refused (returns false). The registry is the application's
/// (AppServices): read-only after construction, so the worker shares it.
class AlphaPersistJob : public QObject
{
    Q_OBJECT

public:
    /// `models` may be null (the manifest did not parse): BPM's S_modify is then unavailable.
    AlphaPersistJob(std::shared_ptr<const core::MetricRegistry> metrics,
                    std::shared_ptr<const core::ModelRegistry> models, QObject *parent = nullptr);

    bool start(const QString &studyFile, const QString &modelDir, double alpha);
    bool isRunning() const { return m_job.isRunning(); }

Q_SIGNALS:
    /// `message`: what was stored, or the error.
    void finished(bool ok, const QString &message);

private:
    std::shared_ptr<const core::MetricRegistry> m_metrics;
    std::shared_ptr<const core::ModelRegistry> m_models;
    ProgressJob<QString> m_job; ///< what was stored
};

} // namespace editlens::ui
