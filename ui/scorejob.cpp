#include "scorejob.h"

#include "storage/studystore.h"

namespace editlens::ui {

ScoreJob::ScoreJob(QObject *parent) : QObject(parent), m_job(this)
{
    m_job.setProgressHandler([this](int permille) { Q_EMIT progressChanged(permille); });
}

// The worker holds its own copies; ~ProgressJob asks it to stop after the chunk it is writing and nobody waits for
// it here.
ScoreJob::~ScoreJob() = default;

bool ScoreJob::start(const QString &studyFile, const core::MetricRegistry &registry, const core::ModelRegistry &models,
                     const core::ScoreOptions &options)
{
    // A cancelled run still reports what it stored before the stop (ScoreReport::cancelled): no cancelled error.
    return m_job.start(
        [studyFile, registry, models, options](const JobProgress &progress) -> core::Result<core::ScoreReport> {
            auto store = core::StudyStore::open(studyFile); // this thread's own connection
            if (!store)
                return store.error();
            return core::scoreStudy(*store.value(), registry, models, options, progress.stage());
        },
        [this, studyFile, options](core::Result<core::ScoreReport> report) {
            ScoreOutcome outcome;
            outcome.studyFile = studyFile;
            outcome.options = options;
            outcome.ok = report.ok();
            if (report)
                outcome.report = std::move(report).value();
            else
                outcome.error = report.error().toString();
            Q_EMIT finished(outcome);
        });
}

void ScoreJob::cancel()
{
    m_job.cancel();
}

} // namespace editlens::ui
