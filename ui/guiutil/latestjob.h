#pragma once

#include "guiutil/afterpaint.h"
#include "guiutil/workpool.h"
#include "util/tsanannotations.h"

#include <QFutureWatcher>
#include <QObject>
#include <QSet>
#include <QtConcurrent>

#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

class QThreadPool;

namespace editlens::ui {

/// Handed to a job's work on its worker thread: stopRequested() turns true once nobody wants the job's result any
/// more (a newer job superseded it, it was cancelled, or its owner is gone), so that long work can end early; its
/// result is dropped either way. Cheap to copy, thread-safe. A default-constructed token never stops.
class StopToken
{
public:
    StopToken() = default;
    explicit StopToken(std::shared_ptr<const std::atomic_bool> stop) : m_stop(std::move(stop)) {}

    bool stopRequested() const { return m_stop && m_stop->load(); }
    /// A core::ProgressCallback that asks the operation to stop once a stop is requested.
    std::function<bool(qint64, qint64)> asProgressCallback() const
    {
        return [stop = m_stop](qint64, qint64) { return !(stop && stop->load()); };
    }

private:
    std::shared_ptr<const std::atomic_bool> m_stop;
};

namespace detail {

/// Calls `work` with the token when it takes one (`R work(StopToken)` or `R work(const StopToken &)`), else without.
template<typename Work>
auto invokeWork(Work &work, const StopToken &token)
{
    if constexpr (std::is_invocable_v<Work &, const StopToken &>)
        return work(token);
    else
        return work();
}

template<typename Work>
using WorkResult = decltype(invokeWork(std::declval<Work &>(), std::declval<const StopToken &>()));

/// Runs `work` on `pool` and hands its future to `finished` on `context`'s thread once it ends. The watcher is a
/// child of `context`: when `context` goes first, `finished` never runs (the worker still ends on its own, with
/// nothing but its own copies).
template<typename Work, typename Finished>
void launch(QObject *context, QThreadPool *pool, StopToken token, Work work, Finished finished)
{
    using R = WorkResult<Work>;
    static_assert(!std::is_void_v<R>, "a job's work returns the value that its done callback receives");
    auto *watcher = new QFutureWatcher<R>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, finished = std::move(finished)]() mutable {
                         EDITLENS_TSAN_ACQUIRE(watcher); // the result and what the work wrote before it returned
                         watcher->deleteLater();
                         QFuture<R> future = watcher->future();
                         finished(future);
                     });
    // handedOff: Qt's thread pool hands the work over in code ThreadSanitizer cannot see (core/util/tsanannotations.h).
    watcher->setFuture(
        QtConcurrent::run(pool ? pool : workPool(),
                          core::handedOff([work = std::move(work), token]() mutable { return invokeWork(work, token); },
                                          watcher)));
}

/// std::function needs a copyable callable; work and done callbacks need not be.
template<typename F>
std::function<void()> shareCall(F f)
{
    return [shared = std::make_shared<F>(std::move(f))] { (*shared)(); };
}

} // namespace detail

/// "The latest job wins" (hotspot's JobTracker is the model): start() runs `work` off the GUI thread and hands its
/// result to `done` on the GUI thread, unless another start() or cancel() came in between; then the older result is
/// dropped and the older worker's StopToken reports the stop. `done` never runs after `context` or this object is
/// destroyed (a worker still running then ends on its own, with its own copies). GUI thread only.
///
/// `work` is `R()` or `R(const StopToken &)`, run on `pool` (workPool() by default) and capturing only values;
/// `done` is `void(R)`.
class LatestJob
{
public:
    /// What a start() does while an older worker has not ended yet.
    enum class Overlap {
        /// The new worker starts at once, beside the superseded one (cheap jobs, where waiting costs more).
        Allowed,
        /// One worker at a time (slow jobs that would compete for the cores): the new job waits until the
        /// superseded worker ends; of several waiting jobs only the newest runs.
        Queued,
    };

    explicit LatestJob(QObject *context, Overlap overlap = Overlap::Allowed, QThreadPool *pool = nullptr)
        : m_context(context)
        , m_overlap(overlap)
        , m_pool(pool)
    {
    }
    ~LatestJob() { cancel(); }
    LatestJob(const LatestJob &) = delete;
    LatestJob &operator=(const LatestJob &) = delete;

    template<typename Work, typename Done>
    void start(Work work, Done done)
    {
        cancel();
        auto stop = m_state->stop;
        m_state->awaited = true;
        auto run = [context = m_context, pool = m_pool, state = m_state, stop, work = std::move(work),
                    done = std::move(done)]() mutable {
            ++state->workers;
            detail::launch(context, pool, StopToken(stop), std::move(work),
                           [state, stop, done = std::move(done)](auto &future) mutable {
                               --state->workers;
                               if (!stop->load()) {
                                   state->awaited = false;
                                   if (future.resultCount() > 0)
                                       done(future.takeResult());
                               } else if (state->workers == 0 && state->queued) {
                                   const std::function<void()> next = std::exchange(state->queued, {});
                                   next();
                               }
                           });
        };
        if (m_overlap == Overlap::Queued && m_state->workers > 0)
            m_state->queued = detail::shareCall(std::move(run));
        else
            run();
    }

    /// Drops the result of the job in flight (and of a queued one) and asks its worker to stop.
    void cancel()
    {
        m_state->stop->store(true);
        m_state->stop = std::make_shared<std::atomic_bool>(false);
        m_state->queued = {};
        m_state->awaited = false;
    }
    /// Whether the result of the latest job is still to come: false after it was delivered, and after cancel().
    bool isRunning() const { return m_state->awaited; }

private:
    /// Shared with the watchers' callbacks, which may outlive this object for as long as `context` lives.
    struct State
    {
        std::shared_ptr<std::atomic_bool> stop = std::make_shared<std::atomic_bool>(false);
        bool awaited = false;         ///< the latest job's result is still to come
        int workers = 0;              ///< workers running, superseded ones included
        std::function<void()> queued; ///< Overlap::Queued: the job that starts when the last worker ends
    };

    QObject *m_context;
    Overlap m_overlap;
    QThreadPool *m_pool;
    std::shared_ptr<State> m_state = std::make_shared<State>();
};

/// Jobs that run side by side, one per `Key` at most (thumbnails of items, overlays of outputs), until cancel() drops
/// them all (a new study, a new item): start() runs `work` off the GUI thread and hands its result to `done` on the
/// GUI thread unless cancel() came in between; then the worker's StopToken reports the stop. `done` never runs after
/// `context` or this object is destroyed. GUI thread only; `work` and `done` as for LatestJob.
template<typename Key>
class JobSet
{
public:
    explicit JobSet(QObject *context, QThreadPool *pool = nullptr) : m_context(context), m_pool(pool) {}
    ~JobSet() { cancel(); }
    JobSet(const JobSet &) = delete;
    JobSet &operator=(const JobSet &) = delete;

    /// Workers start only once the window has painted what is pending (runAfterPendingPaints): for work that a
    /// paint asks for and that must not compete with it. A job cancelled before then never starts.
    void setStartAfterPendingPaints(bool after) { m_afterPaints = after; }

    /// Starts `work` for `key`; false, starting nothing, while a job for `key` is running.
    template<typename Work, typename Done>
    bool start(const Key &key, Work work, Done done)
    {
        if (isRunning(key))
            return false;
        m_batch->running.insert(key);
        auto run = [context = m_context, pool = m_pool, batch = m_batch, key, work = std::move(work),
                    done = std::move(done)]() mutable {
            if (batch->stop->load())
                return; // cancelled before it could start
            detail::launch(context, pool, StopToken(batch->stop), std::move(work),
                           [batch, key, done = std::move(done)](auto &future) mutable {
                               if (batch->stop->load())
                                   return;
                               batch->running.remove(key);
                               if (future.resultCount() > 0)
                                   done(future.takeResult());
                           });
        };
        if (m_afterPaints)
            runAfterPendingPaints(m_context, detail::shareCall(std::move(run)));
        else
            run();
        return true;
    }

    /// Drops the results of every job in flight and asks their workers to stop.
    void cancel()
    {
        m_batch->stop->store(true);
        m_batch = std::make_shared<Batch>();
    }
    /// Whether a job for `key` started since the last cancel() and its result is still to come.
    bool isRunning(const Key &key) const { return m_batch->running.contains(key); }
    /// Whether any job started since the last cancel() has its result still to come.
    bool isRunning() const { return !m_batch->running.isEmpty(); }

private:
    /// The jobs started between two cancel() calls; shared with their callbacks.
    struct Batch
    {
        std::shared_ptr<std::atomic_bool> stop = std::make_shared<std::atomic_bool>(false);
        QSet<Key> running;
    };

    QObject *m_context;
    QThreadPool *m_pool;
    bool m_afterPaints = false;
    std::shared_ptr<Batch> m_batch = std::make_shared<Batch>();
};

} // namespace editlens::ui
