#pragma once

#include "guiutil/workpool.h"
#include "util/error.h"
#include "util/tsanannotations.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QString>
#include <QVector>
#include <QtConcurrent>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

class QProgressDialog;
class QWidget;

namespace editlens::ui {

/// Handed to a ProgressJob's work on its worker thread: how far the work got, in permille, and whether the user
/// asked it to stop. Valid while the work runs; thread-safe for the worker.
class JobProgress
{
public:
    JobProgress(std::function<void(int)> report, std::shared_ptr<const std::atomic_bool> cancelled)
        : m_report(std::move(report))
        , m_cancelled(std::move(cancelled))
    {
    }

    bool isCancelled() const { return m_cancelled->load(); }
    /// The job's cancel flag itself, for work that must hear of a cancel between its progress reports (a run
    /// waiting on a server); valid while the job's work runs.
    const std::atomic_bool *cancelFlag() const { return m_cancelled.get(); }
    /// Work done so far, 0 … 1000.
    void setPermille(int permille) const { m_report(permille); }
    /// A core::ProgressCallback for one stage of the work: its `done` of `total` fills [fromPermille, toPermille];
    /// it asks the operation to stop once the job is cancelled.
    std::function<bool(qint64, qint64)> stage(int fromPermille = 0, int toPermille = 1000) const
    {
        return [report = m_report, cancelled = m_cancelled, fromPermille, toPermille](qint64 done, qint64 total) {
            if (total > 0)
                report(fromPermille + int((toPermille - fromPermille) * done / total));
            return !cancelled->load();
        };
    }

private:
    std::function<void(int)> m_report;
    std::shared_ptr<const std::atomic_bool> m_cancelled;
};

namespace detail {

/// What a ProgressJob shares with its watcher's callbacks (which may outlive the job while its context lives):
/// the cancel flag of the run, the progress dialog and what to do with progress. GUI thread only.
///
/// Re-entrancy: QProgressDialog::setValue() runs the event loop once a window-modal dialog is shown, so the run can
/// end (and the next one begin, or the job go away) inside progress(). A dialog is therefore never deleted while its
/// setValue() is on the stack: end() hides it at once and it is deleted later, once that setValue() has returned;
/// a progress() that arrives inside setValue() is shown when the outer one returns, and nothing is reported after
/// the run has ended.
class ProgressJobState
{
public:
    ProgressJobState() = default;
    ~ProgressJobState();
    ProgressJobState(const ProgressJobState &) = delete;
    ProgressJobState &operator=(const ProgressJobState &) = delete;

    QWidget *dialogParent = nullptr;
    QString dialogLabel;
    QString dialogCancelText;
    bool showsDialog = false;
    std::optional<core::Error> cancelledError;
    std::function<void(int)> onProgress;
    bool running = false;
    std::shared_ptr<std::atomic_bool> cancelled = std::make_shared<std::atomic_bool>(false);

    /// A new run: a fresh cancel flag, and the dialog when one is asked for.
    void begin();
    /// Shows `permille` in the dialog, then hands it to onProgress while the run still lasts.
    void progress(int permille);
    void cancel() { cancelled->store(true); }
    /// The run ended: the dialog goes before anyone hears of the outcome (a message box opened by a receiver must
    /// not sit under a window-modal progress dialog that is only deleted once the event loop runs again).
    void end();
    /// The job is gone: its run is asked to stop and its outcome dropped.
    void abandon();

private:
    /// Hides `dialog` now and deletes it later, or leaves that to the progress() whose setValue() it is inside.
    void retire(QProgressDialog *dialog);

    QPointer<QProgressDialog> m_dialog; // this run's; its parent may delete it first
    /// The dialogs whose setValue() is on the stack, innermost last (one per run at most: progress() never nests
    /// a setValue() of the same dialog).
    QVector<QProgressDialog *> m_settingValue;
    std::optional<int> m_pendingPermille; // arrived inside this run's setValue()
    quint64 m_run = 0;                    // counts begin(): a run that ended and was followed by another is over
};

} // namespace detail

/// A long job with progress and Cancel (hotspot's JobTracker is the model): start() runs `work` off the GUI thread
/// and hands its core::Result<R> (the error keeps its file and line) to `done` on the GUI thread. cancel() (or the
/// progress dialog's Cancel) asks the work to stop through JobProgress; its result is still delivered, unless
/// setCancelledError() names what a cancelled job reports instead. One run at a time. `done` never runs after
/// `context` or this object is destroyed; a worker still running then is asked to stop and ends on its own, with
/// its own copies. GUI thread only.
///
/// `work` is `core::Result<R>(const JobProgress &)`, capturing only values; `done` is `void(core::Result<R>)`.
template<typename R>
class ProgressJob
{
public:
    explicit ProgressJob(QObject *context, QThreadPool *pool = nullptr) : m_context(context), m_pool(pool) {}
    ~ProgressJob() { m_state->abandon(); }
    ProgressJob(const ProgressJob &) = delete;
    ProgressJob &operator=(const ProgressJob &) = delete;

    /// Shows a window-modal progress dialog over `parent` while a run lasts (after 300 ms, as QProgressDialog
    /// does); its Cancel button calls cancel(). The texts are the caller's, translated in its own context.
    void setDialog(QWidget *parent, const QString &label, const QString &cancelText)
    {
        m_state->showsDialog = true;
        m_state->dialogParent = parent;
        m_state->dialogLabel = label;
        m_state->dialogCancelText = cancelText;
    }
    /// What a cancelled run reports, whatever its work returned (a run that was stopped half-way).
    void setCancelledError(core::Error error) { m_state->cancelledError = std::move(error); }
    /// Called on the GUI thread with the work's progress, 0 … 1000.
    void setProgressHandler(std::function<void(int)> handler) { m_state->onProgress = std::move(handler); }

    /// Starts `work`; false, starting nothing, while a run is in flight.
    template<typename Work, typename Done>
    bool start(Work work, Done done)
    {
        static_assert(std::is_invocable_r_v<core::Result<R>, Work &, const JobProgress &>,
                      "a ProgressJob's work is core::Result<R>(const JobProgress &)");
        if (m_state->running)
            return false;
        m_state->begin();
        using Outcome = std::optional<core::Result<R>>; // QFuture's result type wants a default constructor
        auto *watcher = new QFutureWatcher<Outcome>(m_context);
        QObject::connect(watcher, &QFutureWatcherBase::progressValueChanged, m_context,
                         [state = m_state](int permille) { state->progress(permille); });
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context,
                         [watcher, state = m_state, done = std::move(done)]() mutable {
                             EDITLENS_TSAN_ACQUIRE(watcher); // the outcome and what the work wrote before it
                             watcher->deleteLater();
                             if (!state->running)
                                 return; // the job is gone
                             state->end();
                             QFuture<Outcome> future = watcher->future();
                             Outcome outcome;
                             if (future.resultCount() > 0)
                                 outcome = future.takeResult();
                             if (state->cancelled->load() && state->cancelledError)
                                 outcome = core::Result<R>(*state->cancelledError);
                             if (!outcome) // the work threw something else than a std::exception
                                 outcome = core::Result<R>(state->cancelledError.value_or(core::Error()));
                             done(std::move(*outcome));
                         });
        const std::shared_ptr<const std::atomic_bool> cancelled = m_state->cancelled;
        auto run = [work = std::move(work), cancelled](QPromise<Outcome> &promise) mutable {
            promise.setProgressRange(0, 1000);
            const JobProgress progress([&promise](int permille) { promise.setProgressValue(permille); }, cancelled);
            try {
                promise.addResult(Outcome(work(progress)));
            } catch (const std::exception &e) { // none may cross into Qt
                promise.addResult(Outcome(core::Result<R>(core::Error(QString::fromLocal8Bit(e.what())))));
            }
        };
        // handedOff: Qt's thread pool hands the work over in code ThreadSanitizer cannot see
        // (core/util/tsanannotations.h); the wrapper hides the QPromise argument, hence the explicit result type.
        watcher->setFuture(
            QtConcurrent::run<Outcome>(m_pool ? m_pool : workPool(), core::handedOff(std::move(run), watcher)));
        return true;
    }

    /// Asks the running work to stop (JobProgress::isCancelled()).
    void cancel() { m_state->cancel(); }
    /// From start() until `done` has run.
    bool isRunning() const { return m_state->running; }
    /// A run is in flight and was asked to stop.
    bool isCancelling() const { return m_state->running && m_state->cancelled->load(); }

private:
    QObject *m_context;
    QThreadPool *m_pool;
    std::shared_ptr<detail::ProgressJobState> m_state = std::make_shared<detail::ProgressJobState>();
};

} // namespace editlens::ui
