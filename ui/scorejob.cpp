#include "scorejob.h"

#include "storage/studystore.h"
#include "util/workpool.h"

#include <QPromise>
#include <QtConcurrent>

namespace editlens::ui {

namespace {

ScoreOutcome runScoring(QPromise<ScoreOutcome> &promise, const std::atomic_bool &cancel, const QString &studyFile,
                        const core::MetricRegistry &registry, const core::ScoreOptions &options)
{
    ScoreOutcome outcome;
    outcome.studyFile = studyFile;
    outcome.options = options;
    promise.setProgressRange(0, 1000);
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store) {
        outcome.error = store.error().toString();
        return outcome;
    }
    // Cancelling goes through the flag, not the future: a cancelled future drops its result, and the window wants
    // the report of what was stored before the stop.
    const auto progress = [&promise, &cancel](qint64 done, qint64 total) {
        if (total > 0)
            promise.setProgressValue(int(1000 * done / total));
        return !cancel.load();
    };
    auto report = core::scoreStudy(*store.value(), registry, options, progress);
    if (!report) {
        outcome.error = report.error().toString();
        return outcome;
    }
    outcome.ok = true;
    outcome.report = std::move(report).value();
    return outcome;
}

} // namespace

ScoreJob::ScoreJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<ScoreOutcome>::progressValueChanged, this, &ScoreJob::progressChanged);
    connect(&m_watcher, &QFutureWatcher<ScoreOutcome>::finished, this, [this] {
        if (m_watcher.future().resultCount() == 0)
            return;
        Q_EMIT finished(m_watcher.result());
    });
}

ScoreJob::~ScoreJob()
{
    // The worker holds its own copies; it stops after the chunk it is writing and nobody waits for it here.
    cancel();
}

bool ScoreJob::start(const QString &studyFile, const core::MetricRegistry &registry, const core::ScoreOptions &options)
{
    if (m_watcher.isRunning())
        return false;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_watcher.setFuture(QtConcurrent::run(workPool(), [cancel = m_cancel, studyFile, registry,
                                                       options](QPromise<ScoreOutcome> &promise) {
        promise.addResult(runScoring(promise, *cancel, studyFile, registry, options));
    }));
    return true;
}

void ScoreJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

} // namespace editlens::ui
