#include "modelstagesjob.h"

#include "endpoint/chatclient.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include <QDateTime>

namespace editlens::ui {

namespace {

/// The mean latency of the answered calls to `model` recorded at or after `since` (ISO 8601 UTC, which orders as
/// text), read back from the study so that the window's next estimate uses what this endpoint really took.
std::optional<qint64> meanLatencySince(core::StudyStore &store, const QString &model, const QString &since)
{
    const auto calls = core::ModelCallStore(store).calls();
    if (!calls)
        return std::nullopt;
    qint64 sum = 0;
    qint64 n = 0;
    for (const core::ModelCall &call : calls.value())
        if (call.model == model && call.status != QLatin1String("failed") && call.latencyMs > 0
            && call.createdAt >= since) {
            sum += call.latencyMs;
            ++n;
        }
    if (n == 0)
        return std::nullopt;
    return sum / n;
}

core::Result<ModelStagesOutcome> runWork(const JobProgress &progress, const QString &studyFile,
                                         const core::modelstages::StageOptions &options)
{
    ModelStagesOutcome outcome;
    outcome.studyFile = studyFile;
    outcome.options = options;
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store) {
        outcome.error = store.error().toString();
        return outcome;
    }
    // Seconds precision, one second early: a call recorded in the second the run began still counts.
    const QString since = QDateTime::currentDateTimeUtc().addSecs(-1).toString(Qt::ISODate).left(19);
    core::modelstages::StageOptions watched = options;
    watched.cancel = progress.cancelFlag(); // Cancel reaches requests in flight, not only the next answer
    auto summary = core::modelstages::runStages(*store.value(), watched, progress.stage());
    if (!summary) {
        outcome.error = summary.error().toString();
        return outcome;
    }
    outcome.ok = true;
    outcome.summary = std::move(summary).value();
    outcome.meanLatencyMs = meanLatencySince(*store.value(), options.endpoint.model, since);
    return outcome;
}

} // namespace

ModelStagesJob::ModelStagesJob(QObject *parent) : QObject(parent), m_plan(this), m_check(this), m_run(this)
{
    m_run.setProgressHandler([this](int permille) { Q_EMIT progressChanged(permille); });
}

// Each worker holds its own copies; the jobs' destructors ask them to stop and nobody waits for them here.
ModelStagesJob::~ModelStagesJob() = default;

void ModelStagesJob::plan(const QString &studyFile, const core::modelstages::StageOptions &options)
{
    // A QFuture's result type wants a default constructor, which core::Result has not: hence the optional.
    using Planned = std::optional<core::Result<core::modelstages::StagePlan>>;
    m_plan.start(
        [studyFile, options]() -> Planned {
            auto store = core::StudyStore::open(studyFile);
            if (!store)
                return core::Result<core::modelstages::StagePlan>(store.error());
            return core::modelstages::planStages(*store.value(), options);
        },
        [this](const Planned &plan) {
            if (plan && plan->ok())
                Q_EMIT planned(plan->value(), QString());
            else
                Q_EMIT planned({}, plan ? plan->error().toString() : tr("The plan could not be counted."));
        });
}

void ModelStagesJob::checkEndpoint(const core::endpoint::EndpointConfig &config)
{
    // listModels() spins its own event loop: it must run on a worker, never on the GUI thread.
    using Listed = std::optional<core::Result<QStringList>>;
    m_check.start([config]() -> Listed { return core::endpoint::ChatClient(config).listModels(); },
                  [this](const Listed &models) {
                      if (models && models->ok())
                          Q_EMIT endpointChecked(models->value(), QString());
                      else
                          Q_EMIT endpointChecked({}, models ? models->error().toString()
                                                            : tr("The endpoint could not be asked."));
                  });
}

bool ModelStagesJob::start(const QString &studyFile, const core::modelstages::StageOptions &options)
{
    m_plan.cancel(); // a plan that arrives after the run began would be stale
    return m_run.start([studyFile,
                        options](const JobProgress &progress) { return runWork(progress, studyFile, options); },
                       [this, studyFile, options](core::Result<ModelStagesOutcome> outcome) {
                           if (!outcome) { // the work threw: say so rather than show an empty summary
                               ModelStagesOutcome failed;
                               failed.studyFile = studyFile;
                               failed.options = options;
                               failed.error = outcome.error().toString();
                               Q_EMIT finished(failed);
                               return;
                           }
                           Q_EMIT finished(outcome.value());
                       });
}

void ModelStagesJob::cancel()
{
    m_run.cancel();
}

} // namespace editlens::ui
