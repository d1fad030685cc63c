#pragma once

#include "guiutil/progressjob.h"
#include "inference/modelregistry.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"

#include <QObject>
#include <QString>

namespace editlens::ui {

/// What a scoring run in the window came to: the report, or why there is none.
struct ScoreOutcome
{
    QString studyFile;
    core::ScoreOptions options; ///< as validated and run
    bool ok = false;
    QString error; ///< when !ok: why the study could not be opened, read or written
    core::ScoreReport report;
};

/// One run of core::scoreStudy() for the window, on workPool() with its own StudyStore connection (the study is in
/// WAL mode, so the window goes on reading and writing its own meanwhile). Captures only values: the file name, a copy
/// of the registry and the options. cancel() asks the scorer to stop after the chunk it is writing; whole chunks stay
/// stored, and finished() still reports what was done (ScoreReport::cancelled). GUI thread only; a run whose job is
/// destroyed is cancelled and its outcome dropped.
class ScoreJob : public QObject
{
    Q_OBJECT

public:
    explicit ScoreJob(QObject *parent = nullptr);
    ~ScoreJob() override;

    /// Starts a run; false (nothing started) while one is running. `options` must come from
    /// core::validateScoreOptions(). The worker keeps its own copies of both registries.
    bool start(const QString &studyFile, const core::MetricRegistry &registry, const core::ModelRegistry &models,
               const core::ScoreOptions &options);
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    bool isCancelling() const { return m_job.isCancelling(); }

Q_SIGNALS:
    /// Work done so far, 0 … 1000.
    void progressChanged(int permille);
    void finished(const editlens::ui::ScoreOutcome &outcome);

private:
    ProgressJob<core::ScoreReport> m_job;
};

} // namespace editlens::ui
