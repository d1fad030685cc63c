#pragma once

#include "util/progressjob.h"

#include <QObject>

namespace editlens::ui {

/// Stores BPM at a new α for the whole study on a worker thread (own StudyStore connection) through
/// core::scoreStudy with metrics = {bpm} and ScoreOptions::alpha: the same call as `editlens-cli score --metrics bpm
/// --alpha A`, which recomputes BPM from the stored components when they are up to date. Emits finished() on the GUI
/// thread. One run at a time: start() while running is refused (returns false).
class AlphaPersistJob : public QObject
{
    Q_OBJECT

public:
    explicit AlphaPersistJob(QObject *parent = nullptr);

    bool start(const QString &studyFile, const QString &modelDir, double alpha);
    bool isRunning() const { return m_job.isRunning(); }

Q_SIGNALS:
    /// `message`: what was stored, or the error.
    void finished(bool ok, const QString &message);

private:
    ProgressJob<QString> m_job; ///< what was stored
};

} // namespace editlens::ui
