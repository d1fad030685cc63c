// ProgressJob's dialog under re-entrancy. QProgressDialog::setValue() runs the event loop once a window-modal dialog
// is shown, so the job's own events (more progress, "finished") and anything else queued are delivered inside it.
// Each case shows the dialog at once, queues those events first (the worker posts them while the GUI thread waits
// for it without running the event loop) and then delivers them with QCoreApplication::sendPostedEvents() called
// from the test itself: inside glib's dispatch of posted events a nested processEvents() does not dispatch them
// again, so delivering them from an event loop would take the re-entrant path only some of the time (as in the
// window, where it crashed after 2 of 10 imports); this way it is taken every time. A dialog deleted inside its own
// setValue() is observed through a QPointer when the job ends (the synchronous delete then reads freed memory, so
// the old code may crash instead of failing).
#include "guiutil/progressjob.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QPointer>
#include <QProgressDialog>
#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

using namespace editlens;

namespace {

/// What a worker and the test share: the worker waits for `release`, reports 500 and 1000 ‰, says so through
/// `reported`, then either returns or waits until it is cancelled.
struct Gate
{
    QSemaphore release;
    QSemaphore reported;
    std::atomic_bool sawStop{false};
};

auto reportsThenReturns(const std::shared_ptr<Gate> &gate, int value)
{
    return [gate, value](const ui::JobProgress &p) -> core::Result<int> {
        gate->release.acquire();
        p.setPermille(500);
        p.setPermille(1000); // the last step is never throttled away, whatever the time since the first
        gate->reported.release();
        return value;
    };
}

auto reportsThenWaitsForCancel(const std::shared_ptr<Gate> &gate)
{
    return [gate](const ui::JobProgress &p) -> core::Result<int> {
        gate->release.acquire();
        p.setPermille(500);
        p.setPermille(1000);
        gate->reported.release();
        const QDeadlineTimer deadline(10000);
        while (!p.isCancelled() && !deadline.hasExpired())
            QThread::msleep(1);
        gate->sawStop = p.isCancelled();
        return 0;
    };
}

/// A pool of one thread: waitForDone() returns once the worker has posted everything it will post.
struct OneThreadPool : QThreadPool
{
    OneThreadPool() { setMaxThreadCount(1); }
};

/// The job's dialog over `parent`, shown at once (minimum duration 0): from now on setValue() runs the event loop.
QProgressDialog *showDialogAtOnce(QWidget &parent)
{
    auto *dialog = parent.findChild<QProgressDialog *>();
    if (!dialog)
        return nullptr;
    dialog->setMinimumDuration(0);
    dialog->setValue(0); // restarts the show timer with the new duration when nothing was shown yet
    if (!QTest::qWaitFor([dialog] { return dialog->isVisible(); }, 10000))
        return nullptr;
    return dialog;
}

} // namespace

class TestProgressJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void finishedInsideSetValueHidesTheDialogAndDeletesItLater()
    {
        QWidget parent;
        parent.show();
        OneThreadPool pool;
        QObject context;
        ui::ProgressJob<int> job(&context, &pool);
        job.setDialog(&parent, QStringLiteral("Working…"), QStringLiteral("Cancel"));
        QList<int> progress;
        job.setProgressHandler([&progress](int permille) {
            if (permille > 0) // the watcher's first 0 comes whenever the worker starts
                progress << permille;
        });
        auto gate = std::make_shared<Gate>();
        QPointer<QProgressDialog> dialog;
        std::optional<core::Result<int>> outcome;
        bool aliveAtDone = false;
        bool visibleAtDone = true;
        QList<int> progressAtDone;
        QVERIFY(job.start(reportsThenReturns(gate, 7), [&](core::Result<int> r) {
            aliveAtDone = !dialog.isNull();
            visibleAtDone = dialog && dialog->isVisible();
            progressAtDone = progress;
            outcome = std::move(r);
        }));
        dialog = showDialogAtOnce(parent);
        QVERIFY(dialog);

        gate->release.release();
        pool.waitForDone(); // progress 500, 1000 and "finished" are queued; none is delivered yet
        QCoreApplication::sendPostedEvents();
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);

        // The outcome came from inside setValue(500): 500 had not been handed on yet.
        QVERIFY(!progressAtDone.contains(500));
        QVERIFY2(aliveAtDone, "the dialog was deleted while its setValue() was running");
        QVERIFY2(!visibleAtDone, "a window-modal dialog still covers the window when the outcome is delivered");
        QVERIFY(outcome->ok());
        QCOMPARE(outcome->value(), 7);
        QVERIFY(!job.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 10000); // deleted once setValue() has returned
        // Nothing is reported after the outcome, not even the 1000 that arrived inside setValue(500).
        QCOMPARE(progressAtDone, QList<int>());
        QCOMPARE(progress, QList<int>());
    }

    void jobDestroyedInsideSetValueLeavesTheDialogToBeDeletedLater()
    {
        QWidget parent;
        parent.show();
        OneThreadPool pool;
        QObject context;
        auto job = std::make_unique<ui::ProgressJob<int>>(&context, &pool);
        job->setDialog(&parent, QStringLiteral("Working…"), QStringLiteral("Cancel"));
        auto gate = std::make_shared<Gate>();
        int delivered = 0;
        QVERIFY(job->start(reportsThenWaitsForCancel(gate), [&delivered](const core::Result<int> &) { ++delivered; }));
        const QPointer<QProgressDialog> dialog = showDialogAtOnce(parent);
        QVERIFY(dialog);

        gate->release.release();
        QVERIFY(gate->reported.tryAcquire(1, 10000)); // progress 500 and 1000 are queued
        // Queued after them: the owner goes away (a window closed) while setValue(500) runs the event loop.
        bool destroyed = false;
        bool aliveAfter = false;
        bool visibleAfter = true;
        QMetaObject::invokeMethod(
            &context,
            [&] {
                job.reset();
                destroyed = true;
                aliveAfter = !dialog.isNull();
                visibleAfter = dialog && dialog->isVisible();
            },
            Qt::QueuedConnection);
        QCoreApplication::sendPostedEvents();
        QTRY_VERIFY_WITH_TIMEOUT(destroyed, 10000);
        QVERIFY2(aliveAfter, "the dialog was deleted while its setValue() was running");
        QVERIFY(!visibleAfter);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(gate->sawStop.load(), 10000); // the worker was asked to stop
        pool.waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(delivered, 0);
    }

    void progressArrivingInsideSetValueIsReportedInOrder()
    {
        QWidget parent;
        parent.show();
        OneThreadPool pool;
        QObject context;
        ui::ProgressJob<int> job(&context, &pool);
        job.setDialog(&parent, QStringLiteral("Working…"), QStringLiteral("Cancel"));
        QList<int> progress;
        job.setProgressHandler([&progress](int permille) {
            if (permille > 0) // the watcher's first 0 comes whenever the worker starts
                progress << permille;
        });
        auto gate = std::make_shared<Gate>();
        std::optional<core::Result<int>> outcome;
        QVERIFY(
            job.start(reportsThenWaitsForCancel(gate), [&outcome](core::Result<int> r) { outcome = std::move(r); }));
        const QPointer<QProgressDialog> dialog = showDialogAtOnce(parent);
        QVERIFY(dialog);

        gate->release.release();
        QVERIFY(gate->reported.tryAcquire(1, 10000)); // progress 500 and 1000 are queued
        // 1000 arrives inside setValue(500): it is shown after 500 returned, not before.
        QCoreApplication::sendPostedEvents();
        QTRY_COMPARE_WITH_TIMEOUT(progress.size(), 2, 10000);
        QCOMPARE(progress, (QList<int>{500, 1000}));

        job.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 10000);
        QVERIFY(gate->sawStop.load());
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 10000);
    }
};

QTEST_MAIN(TestProgressJob)
#include "tst_progressjob.moc"
