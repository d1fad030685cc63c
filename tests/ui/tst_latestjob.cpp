// LatestJob (the latest of a series of jobs wins), JobSet (keyed jobs dropped together) and ProgressJob (one job
// with progress and Cancel). Workers block on semaphores the test releases; "nothing was delivered" is asserted only
// after a fence: a job on the same one-thread pool, whose result can only arrive after the earlier one's.
#include "guiutil/latestjob.h"
#include "guiutil/progressjob.h"

#include <QDeadlineTimer>
#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <memory>

using namespace editlens;

namespace {

/// A worker's view of the test: it signals that it started, waits until released, and records whether it was told
/// to stop.
struct Gate
{
    QSemaphore started;
    QSemaphore release;
    std::atomic_bool sawStop{false};
};

/// Waits (polling the token, at most 10 s) until a stop is requested; true when it was.
bool waitForStop(const ui::StopToken &token)
{
    const QDeadlineTimer deadline(10000);
    while (!token.stopRequested() && !deadline.hasExpired())
        QThread::msleep(1);
    return token.stopRequested();
}

/// A progress job's worker that says it started, waits (at most 10 s) until cancelled, records whether it was, and
/// returns `value` (what a stopped run may still return).
auto untilCancelled(const std::shared_ptr<Gate> &gate, int value)
{
    return [gate, value](const ui::JobProgress &p) -> core::Result<int> {
        gate->started.release();
        const QDeadlineTimer deadline(10000);
        while (!p.isCancelled() && !deadline.hasExpired())
            QThread::msleep(1);
        gate->sawStop = p.isCancelled();
        return value;
    };
}

/// A worker that says it started, waits until told to stop (recording that it was), then until released, and
/// returns 1.
auto stoppedThenHeld(const std::shared_ptr<Gate> &gate)
{
    return [gate](const ui::StopToken &token) {
        gate->started.release();
        gate->sawStop = waitForStop(token);
        gate->release.acquire();
        return 1;
    };
}

/// A pool of one thread: its jobs run one after the other, in the order they were started (what fence() relies on).
struct OneThreadPool : QThreadPool
{
    OneThreadPool() { setMaxThreadCount(1); }
};

/// Owns a LatestJob the way a widget does: as a member, with itself as the context.
class Owner : public QObject
{
public:
    explicit Owner(QThreadPool *pool) : job(this, ui::LatestJob::Overlap::Allowed, pool) {}
    ui::LatestJob job;
};

} // namespace

class TestLatestJob : public QObject
{
    Q_OBJECT

private:
    /// Runs one job on `pool` and waits for its result: every result of a job that ran earlier on that one-thread
    /// pool has been delivered (or dropped) by then.
    void fence(QThreadPool &pool)
    {
        QObject context;
        ui::LatestJob fence(&context, ui::LatestJob::Overlap::Allowed, &pool);
        bool done = false;
        fence.start([] { return 0; }, [&done](int) { done = true; });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
    }

private Q_SLOTS:
    void onlyTheLatestResultIsDelivered()
    {
        OneThreadPool pool;
        QObject context;
        ui::LatestJob job(&context, ui::LatestJob::Overlap::Allowed, &pool);
        auto gate = std::make_shared<Gate>();
        QList<int> delivered;
        job.start(
            [gate] {
                gate->started.release();
                gate->release.acquire();
                return 1;
            },
            [&delivered](int v) { delivered << v; });
        QVERIFY(gate->started.tryAcquire(1, 10000));
        job.start([] { return 2; }, [&delivered](int v) { delivered << v; });
        QVERIFY(job.isRunning());
        gate->release.release();
        QTRY_COMPARE_WITH_TIMEOUT(delivered, QList<int>{2}, 10000);
        QVERIFY(!job.isRunning());
        fence(pool);
        QCOMPARE(delivered, QList<int>{2});
    }

    void aSupersededWorkerIsToldToStop()
    {
        QObject context;
        ui::LatestJob job(&context);
        auto gate = std::make_shared<Gate>();
        int delivered = 0;
        job.start(
            [gate](const ui::StopToken &token) {
                gate->started.release();
                gate->sawStop = waitForStop(token);
                return 1;
            },
            [&delivered](int) { ++delivered; });
        QVERIFY(gate->started.tryAcquire(1, 10000));
        job.start([](const ui::StopToken &token) { return token.stopRequested() ? -1 : 2; },
                  [&delivered](int v) { delivered += v; });
        QTRY_VERIFY_WITH_TIMEOUT(gate->sawStop.load(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(delivered, 2, 10000);
    }

    void cancelDropsTheRunningJob()
    {
        OneThreadPool pool;
        QObject context;
        ui::LatestJob job(&context, ui::LatestJob::Overlap::Allowed, &pool);
        auto gate = std::make_shared<Gate>();
        int delivered = 0;
        job.start(stoppedThenHeld(gate), [&delivered](int) { ++delivered; });
        QVERIFY(gate->started.tryAcquire(1, 10000));
        QVERIFY(job.isRunning());
        job.cancel();
        QVERIFY(!job.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(gate->sawStop.load(), 10000);
        gate->release.release();
        fence(pool);
        QCOMPARE(delivered, 0);
    }

    void destroyingTheContextWhileAJobRunsDeliversNothing()
    {
        OneThreadPool pool;
        auto gate = std::make_shared<Gate>();
        auto delivered = std::make_shared<int>(0);
        auto *owner = new Owner(&pool);
        owner->job.start(stoppedThenHeld(gate), [delivered](int) { ++*delivered; });
        QVERIFY(gate->started.tryAcquire(1, 10000));
        delete owner;
        QTRY_VERIFY_WITH_TIMEOUT(gate->sawStop.load(), 10000);
        gate->release.release();
        fence(pool);
        QCOMPARE(*delivered, 0);
    }

    void queuedJobsRunOneAtATimeAndOnlyTheNewestWaitingOne()
    {
        QObject context;
        ui::LatestJob job(&context, ui::LatestJob::Overlap::Queued);
        auto gate = std::make_shared<Gate>();
        auto runs = std::make_shared<std::atomic_int>(0);
        QList<int> delivered;
        const auto record = [&delivered](int v) { delivered << v; };
        job.start(
            [gate, runs] {
                ++*runs;
                gate->started.release();
                gate->release.acquire();
                return 1;
            },
            record);
        QVERIFY(gate->started.tryAcquire(1, 10000));
        job.start(
            [runs] {
                ++*runs;
                return 2;
            },
            record);
        job.start(
            [runs] {
                ++*runs;
                return 3;
            },
            record);
        QCOMPARE(runs->load(), 1); // the others wait for the first worker
        QVERIFY(job.isRunning());
        gate->release.release();
        QTRY_COMPARE_WITH_TIMEOUT(delivered, QList<int>{3}, 10000);
        QCOMPARE(runs->load(), 2);
        QVERIFY(!job.isRunning());
    }

    void jobSetRunsOneJobPerKeyAndCancelDropsThemAll()
    {
        OneThreadPool pool;
        QObject context;
        ui::JobSet<int> jobs(&context, &pool);
        auto gate = std::make_shared<Gate>();
        QList<int> delivered;
        const auto record = [&delivered](int v) { delivered << v; };
        QVERIFY(jobs.start(
            1,
            [gate] {
                gate->release.acquire();
                return 10;
            },
            record));
        QVERIFY(jobs.start(
            2, [] { return 20; }, record));
        QVERIFY(!jobs.start(
            1, [] { return 11; }, record)); // one per key
        QVERIFY(jobs.isRunning(1) && jobs.isRunning(2) && !jobs.isRunning(3));
        gate->release.release();
        QTRY_COMPARE_WITH_TIMEOUT(delivered, (QList<int>{10, 20}), 10000);
        QVERIFY(!jobs.isRunning());

        delivered.clear();
        QVERIFY(jobs.start(
            1,
            [gate] {
                gate->release.acquire();
                return 12;
            },
            record));
        jobs.cancel();
        QVERIFY(!jobs.isRunning(1));
        QVERIFY(jobs.start(
            3, [] { return 30; }, record));
        gate->release.release();
        QTRY_COMPARE_WITH_TIMEOUT(delivered, QList<int>{30}, 10000);
        fence(pool);
        QCOMPARE(delivered, QList<int>{30});
    }

    void jobSetStartsAfterPendingPaintsAndNotAtAllWhenCancelledFirst()
    {
        QObject context;
        ui::JobSet<int> jobs(&context);
        jobs.setStartAfterPendingPaints(true);
        auto runs = std::make_shared<std::atomic_int>(0);
        int delivered = 0;
        QVERIFY(jobs.start(
            1,
            [runs] {
                ++*runs;
                return 1;
            },
            [&delivered](int) { ++delivered; }));
        QCOMPARE(runs->load(), 0); // nothing starts before the event loop ran
        jobs.cancel();
        QVERIFY(jobs.start(
            2,
            [runs] {
                ++*runs;
                return 2;
            },
            [&delivered](int v) { delivered += v; }));
        QTRY_COMPARE_WITH_TIMEOUT(delivered, 2, 10000);
        QCOMPARE(runs->load(), 1);
    }

    void progressJobDeliversTheErrorWithItsFileAndLine()
    {
        QObject context;
        ui::ProgressJob<int> job(&context);
        QList<int> progress;
        job.setProgressHandler([&progress](int permille) { progress << permille; });
        std::optional<core::Result<int>> outcome;
        QVERIFY(job.start(
            [](const ui::JobProgress &p) -> core::Result<int> {
                p.setPermille(1000);
                return core::Error(QStringLiteral("bad row"), QStringLiteral("in.csv"), 7);
            },
            [&outcome](core::Result<int> r) { outcome = std::move(r); }));
        QVERIFY(job.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);
        QVERIFY(!job.isRunning());
        QVERIFY(!outcome->ok());
        QCOMPARE(outcome->error().toString(), QStringLiteral("in.csv:7: bad row"));
        QTRY_VERIFY_WITH_TIMEOUT(progress.contains(1000), 10000);
    }

    void progressJobRefusesASecondRunAndReportsTheCancelledError()
    {
        QObject context;
        ui::ProgressJob<int> job(&context);
        job.setCancelledError(core::Error(QStringLiteral("cancelled")));
        auto gate = std::make_shared<Gate>();
        std::optional<core::Result<int>> outcome;
        // The worker returns 5 after the cancel: the cancelled error replaces it.
        QVERIFY(job.start(untilCancelled(gate, 5), [&outcome](core::Result<int> r) { outcome = std::move(r); }));
        QVERIFY(gate->started.tryAcquire(1, 10000));
        QVERIFY(!job.start([](const ui::JobProgress &) -> core::Result<int> { return 1; },
                           [](const core::Result<int> &) {}));
        job.cancel();
        QVERIFY(job.isCancelling());
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);
        QVERIFY(gate->sawStop.load());
        QVERIFY(!outcome->ok());
        QCOMPARE(outcome->error().message, QStringLiteral("cancelled"));
    }

    void progressJobDestroyedWhileRunningDeliversNothing()
    {
        OneThreadPool pool;
        QObject context;
        auto gate = std::make_shared<Gate>();
        int delivered = 0;
        {
            ui::ProgressJob<int> job(&context, &pool);
            QVERIFY(job.start(untilCancelled(gate, 1), [&delivered](const core::Result<int> &) { ++delivered; }));
            QVERIFY(gate->started.tryAcquire(1, 10000));
        }
        QTRY_VERIFY_WITH_TIMEOUT(gate->sawStop.load(), 10000);
        fence(pool);
        QCOMPARE(delivered, 0);
    }
};

QTEST_GUILESS_MAIN(TestLatestJob)
#include "tst_latestjob.moc"
