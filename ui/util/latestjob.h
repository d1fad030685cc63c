#pragma once

#include "util/workpool.h"

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent>

#include <memory>
#include <type_traits>
#include <utility>

namespace editlens::ui {

/// "The latest job wins" (hotspot's JobTracker is the model): start() runs `work` on workPool() and hands its result
/// to `done` on the GUI thread, unless another start() or cancel() came in between, in which case the older result is
/// dropped. `done` never runs after `context` is destroyed. GUI thread only.
class LatestJob
{
public:
    explicit LatestJob(QObject *context) : m_context(context) {}

    template<typename Work, typename Done>
    void start(Work work, Done done)
    {
        using Result = std::invoke_result_t<Work>;
        const quint64 job = ++*m_generation;
        ++*m_running;
        auto *watcher = new QFutureWatcher<Result>(m_context);
        // The shared counters outlive this object while a job is in flight.
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context,
                         [watcher, job, generation = m_generation, running = m_running, done = std::move(done)] {
                             watcher->deleteLater();
                             --*running;
                             if (job == *generation)
                                 done(watcher->result());
                         });
        watcher->setFuture(QtConcurrent::run(workPool(), std::move(work)));
    }

    /// Drops the result of every job in flight.
    void cancel() { ++*m_generation; }
    /// Whether some job (the latest or a stale one) is still running.
    bool isRunning() const { return *m_running > 0; }

private:
    QObject *m_context;
    std::shared_ptr<quint64> m_generation = std::make_shared<quint64>(0);
    std::shared_ptr<int> m_running = std::make_shared<int>(0);
};

} // namespace editlens::ui
