#pragma once

#include "guiutil/latestjob.h"
#include "guiutil/progressjob.h"
#include "modelstages/stagerunner.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace editlens::ui {

/// What a model-stages run in the window came to: the per-stage summary, or why there is none.
struct ModelStagesOutcome
{
    QString studyFile;
    core::modelstages::StageOptions options; ///< as run
    bool ok = false;
    QString error; ///< when !ok: why the study could not be opened or the run could not start
    core::modelstages::StageRunSummary summary;
    /// Mean latency of the requests this run sent and that were answered (ms); nullopt when none was.
    std::optional<qint64> meanLatencyMs;
};

/// The three pieces of work behind Study → Run Model Stages…, each off the GUI thread on workPool() with its own
/// StudyStore connection (the study is in WAL mode, so the window goes on reading and writing its own) and copies of
/// its inputs: the plan (core::modelstages::planStages; the latest request wins), the endpoint check (ChatClient::
/// listModels; the latest wins), and the run (core::modelstages::runStages, one at a time, with progress and cancel:
/// every answer is stored in its own transaction, so a cancelled run keeps what was answered and the next one resumes
/// from the cache). GUI thread only; a job destroyed while its worker runs asks it to stop and drops its outcome.
class ModelStagesJob : public QObject
{
    Q_OBJECT

public:
    explicit ModelStagesJob(QObject *parent = nullptr);
    ~ModelStagesJob() override;

    /// Counts what `options` would send; planned() follows unless another plan() or a run comes first.
    void plan(const QString &studyFile, const core::modelstages::StageOptions &options);
    bool isPlanning() const { return m_plan.isRunning(); }

    /// Asks the endpoint for its models; endpointChecked() follows unless another check comes first.
    void checkEndpoint(const core::endpoint::EndpointConfig &config);
    bool isChecking() const { return m_check.isRunning(); }

    /// Starts a run; false (nothing started) while one is running.
    bool start(const QString &studyFile, const core::modelstages::StageOptions &options);
    void cancel();
    bool isRunning() const { return m_run.isRunning(); }
    bool isCancelling() const { return m_run.isCancelling(); }

Q_SIGNALS:
    /// The plan, or (`error` not empty) why there is none.
    void planned(const editlens::core::modelstages::StagePlan &plan, const QString &error);
    /// The endpoint's model ids, or (`error` not empty) why they could not be listed.
    void endpointChecked(const QStringList &models, const QString &error);
    /// Requests done so far, 0 … 1000.
    void progressChanged(int permille);
    void finished(const editlens::ui::ModelStagesOutcome &outcome);

private:
    LatestJob m_plan;
    LatestJob m_check;
    ProgressJob<ModelStagesOutcome> m_run;
};

} // namespace editlens::ui
