#include "compare/showtracker.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTest>

using namespace editlens;
using Requests = QVector<ui::ShowTracker::Request>;

namespace {

/// Delivers everything posted, including what the delivered events post in turn (shown() posts the prefetch).
void drain()
{
    for (int i = 0; i < 4; ++i)
        QCoreApplication::sendPostedEvents();
}

/// The view's last two steps for an item without overlays: the scene is populated, then finish(false); true when
/// that completed the show (as finish() says).
bool populateAndFinish(ui::ShowTracker &tracker)
{
    tracker.setPopulated();
    return tracker.finish(false);
}

/// What a tracker emitted, in order: "shown N" and "prefetch <paths>".
class Recorder
{
public:
    explicit Recorder(ui::ShowTracker &tracker)
    {
        QObject::connect(&tracker, &ui::ShowTracker::shown, &tracker,
                         [this](quint64 generation) { events << QStringLiteral("shown %1").arg(generation); });
        QObject::connect(&tracker, &ui::ShowTracker::prefetchReady, &tracker, [this](const Requests &requests) {
            QStringList paths;
            for (const ui::ShowTracker::Request &r : requests)
                paths << r.first;
            events << QStringLiteral("prefetch %1").arg(paths.join(QLatin1Char(',')));
        });
    }
    QStringList events;
};

const Requests neighbours{{QStringLiteral("/a.png"), QSize()}, {QStringLiteral("/b.png"), QSize(4, 3)}};
const Requests others{{QStringLiteral("/c.png"), QSize()}};

} // namespace

class TestShowTracker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shownComesOnceFromTheEventLoop()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        const quint64 g = tracker.restart();
        QVERIFY(populateAndFinish(tracker));
        QVERIFY(rec.events.isEmpty()); // a caller connecting right after showItem() still hears it
        drain();
        QCOMPARE(rec.events, QStringList{QStringLiteral("shown %1").arg(g)});
    }

    void twoItemsInARowAnnounceOnlyTheLatest()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        tracker.restart();
        QVERIFY(populateAndFinish(tracker));
        const quint64 latest = tracker.restart();
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events, QStringList{QStringLiteral("shown %1").arg(latest)});
    }

    void restartBeforeTheOlderIsDeliveredDropsIt()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        tracker.restart();
        QVERIFY(populateAndFinish(tracker));
        const quint64 newer = tracker.restart(); // still loading
        drain();
        QVERIFY(rec.events.isEmpty());
        QVERIFY(tracker.pending());
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events, QStringList{QStringLiteral("shown %1").arg(newer)});
    }

    void keysOfAnOlderGenerationAreNoLongerAwaited()
    {
        ui::ShowTracker tracker;
        tracker.restart();
        tracker.waitFor({QStringLiteral("old@native")});
        QVERIFY(tracker.waitsFor(QStringLiteral("old@native")));
        tracker.restart();
        QVERIFY(!tracker.waitsFor(QStringLiteral("old@native"))); // arriving late, it triggers nothing
        tracker.waitFor({QStringLiteral("new@native")});
        QVERIFY(!tracker.waitsFor(QStringLiteral("old@native")));
        QVERIFY(tracker.waitsFor(QStringLiteral("new@native")));
        tracker.setPopulated();
        QVERIFY(!tracker.waitsFor(QStringLiteral("new@native")));
    }

    void finishWaitsForTheScenesAndTheOverlays()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        const quint64 g = tracker.restart();
        QVERIFY(!tracker.populated());
        QVERIFY(!tracker.finish(false)); // images still decoding
        tracker.setPopulated();
        QVERIFY(tracker.populated());
        QVERIFY(!tracker.finish(true)); // overlays still computing
        drain();
        QVERIFY(rec.events.isEmpty());
        QVERIFY(tracker.pending());
        QVERIFY(tracker.finish(false));
        QVERIFY(!tracker.pending());
        drain();
        QCOMPARE(rec.events, QStringList{QStringLiteral("shown %1").arg(g)});
    }

    void aLateCompletionAfterShownEmitsNothingMore()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        tracker.restart();
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events.size(), 1);
        QVERIFY(!tracker.finish(false)); // e.g. an overlay that finished after the item was shown
        drain();
        QCOMPARE(rec.events.size(), 1);
    }

    void nothingIsShownWithoutAGeneration()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        QVERIFY(!populateAndFinish(tracker));
        drain();
        QVERIFY(rec.events.isEmpty());
    }

    void prefetchStartsAtOnceWhenNothingIsOwed()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        tracker.prefetch(neighbours);
        QCOMPARE(rec.events, QStringList{QStringLiteral("prefetch /a.png,/b.png")});
    }

    void prefetchWaitsUntilTheItemIsShown()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        const quint64 g = tracker.restart();
        tracker.prefetch(neighbours);
        drain();
        QVERIFY(rec.events.isEmpty());
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events,
                 (QStringList{QStringLiteral("shown %1").arg(g), QStringLiteral("prefetch /a.png,/b.png")}));
    }

    void aLaterPrefetchReplacesTheHeldOne()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        const quint64 g = tracker.restart();
        tracker.prefetch(neighbours);
        tracker.prefetch(others);
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events, (QStringList{QStringLiteral("shown %1").arg(g), QStringLiteral("prefetch /c.png")}));
    }

    void heldPrefetchWaitsForTheNewerItem()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        tracker.restart();
        tracker.prefetch(neighbours);
        QVERIFY(populateAndFinish(tracker));
        const quint64 newer = tracker.restart(); // before the older one was delivered
        drain();
        QVERIFY(rec.events.isEmpty());
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events,
                 (QStringList{QStringLiteral("shown %1").arg(newer), QStringLiteral("prefetch /a.png,/b.png")}));
    }

    void prefetchIsHandedOverOnlyOnce()
    {
        ui::ShowTracker tracker;
        Recorder rec(tracker);
        tracker.restart();
        tracker.prefetch(neighbours);
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events.size(), 2);
        const quint64 next = tracker.restart();
        QVERIFY(populateAndFinish(tracker));
        drain();
        QCOMPARE(rec.events.size(), 3);
        QCOMPARE(rec.events.constLast(), QStringLiteral("shown %1").arg(next));
    }
};

QTEST_GUILESS_MAIN(TestShowTracker)
#include "tst_showtracker.moc"
