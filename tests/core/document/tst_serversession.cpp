// What a server study's session remembers for its window: the items' lock states (asked once, until a submission
// says they changed) and the last value seen of each answer, kept apart by kind.
#include "annotationfixture.h"
#include "document/serversession.h"
#include "document/studydocument.h"
#include "server/changefeed.h"
#include "storage/planstore.h"
#include "storage/sessionstore.h"
#include "studyengine.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using editlens::testing::pgTestServer;

class TestServerSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        if (!pgTestServer().ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + pgTestServer().reason));
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8()); // the offline journals
    }

    void aKnownLockIsAnsweredFromTheSessionUntilASubmissionChanges()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("locks")));
        auto other = makeAnnotationStudy(url, 1, 2); // another window on the study
        PlanSettings plan;
        plan.lockAfterSubmit = true;
        EL_VERIFY_OK(PlanStore(*other).saveSettings(plan));
        const qint64 item = other->itemSummaries().value().at(0).id;
        const QString alice = QStringLiteral("alice");
        EL_VERIFY_OK(SessionStore(*other).submitItem(alice, item));

        auto store = StudyStore::open(url);
        EL_VERIFY_OK(store);
        ChangeFeed feed(*store.value());
        ServerSession session(*store.value(), feed);
        Result<bool> locked = session.isLocked(item, alice);
        EL_VERIFY_OK(locked);
        QVERIFY(locked.value());

        // Revised on the server: until the window hears of it (no event is processed here), the session answers
        // what it knows without asking the server again.
        EL_VERIFY_OK(SessionStore(*other).reviseItem(alice, item, QStringLiteral("a second look")));
        locked = session.isLocked(item, alice);
        EL_VERIFY_OK(locked);
        QVERIFY(locked.value());
        session.forgetLocks();
        locked = session.isLocked(item, alice);
        EL_VERIFY_OK(locked);
        QVERIFY(!locked.value());

        // Another window's submission, heard through the feed, makes the session ask again.
        EL_VERIFY_OK(SessionStore(*other).submitItem(alice, item));
        const auto lockedNow = [&] {
            const Result<bool> r = session.isLocked(item, alice);
            return r.ok() && r.value();
        };
        QTRY_VERIFY(lockedNow());
    }

    void viewsHearingOfASubmissionReadTheNewLockState()
    {
        // A view re-reads what it shows in its remoteChange() slot: by then the session must have forgotten the lock
        // states the submission changed, or the view shows a submitted item as still editable.
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("heard")));
        auto other = makeAnnotationStudy(url, 1, 2);
        PlanSettings plan;
        plan.lockAfterSubmit = true;
        EL_VERIFY_OK(PlanStore(*other).saveSettings(plan));
        const qint64 item = other->itemSummaries().value().at(0).id;
        const QString alice = QStringLiteral("alice");

        auto store = StudyStore::open(url);
        EL_VERIFY_OK(store);
        StudyDocument document(std::move(store).value());
        QVERIFY(document.isEditable(item, alice)); // known to the session from now on
        std::optional<bool> editableWhenHeard;
        connect(&document, &StudyDocument::remoteChange, this, [&](const QString &table) {
            if (table == QLatin1String("item_submissions"))
                editableWhenHeard = document.isEditable(item, alice);
        });
        EL_VERIFY_OK(SessionStore(*other).submitItem(alice, item));
        QTRY_VERIFY(editableWhenHeard.has_value());
        QCOMPARE(*editableWhenHeard, false);
    }

    void whatTheWindowSawIsKeptPerKindOfAnswer()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("seen")));
        auto store = makeAnnotationStudy(url, 1, 2);
        ChangeFeed feed(*store);
        ServerSession session(*store, feed);
        const QString alice = QStringLiteral("alice");
        const qint64 difference = 7;
        QVERIFY(!session.lastSeen(ReviewEdit{alice, difference, {}}));

        CoherenceLabel incoherent;
        incoherent.coherent = false;
        session.see(ReviewEdit{alice, difference, ReviewDecision::Rejected});
        session.see(CoherenceEdit{alice, difference, incoherent});
        session.see(RatingEdit{alice, difference, QStringLiteral("overall"), 3.0});
        session.see(RatingEdit{alice, difference, QStringLiteral("size"), std::nullopt}); // seen cleared

        // A review and a coherence label of one difference by one annotator are two answers.
        const auto review = session.lastSeen(ReviewEdit{alice, difference, {}});
        QVERIFY(review);
        QCOMPARE(review->decision, std::optional<ReviewDecision>(ReviewDecision::Rejected));
        const auto label = session.lastSeen(CoherenceEdit{alice, difference, {}});
        QVERIFY(label && label->label);
        QCOMPARE(label->label->coherent, false);
        QCOMPARE(session.lastSeen(RatingEdit{alice, difference, QStringLiteral("overall"), {}})->value,
                 std::optional<double>(3.0));
        const auto cleared = session.lastSeen(RatingEdit{alice, difference, QStringLiteral("size"), {}});
        QVERIFY(cleared);
        QVERIFY(!cleared->value);
        QVERIFY(!session.lastSeen(RatingEdit{QStringLiteral("bob"), difference, QStringLiteral("overall"), {}}));

        // The latest value wins.
        session.see(ReviewEdit{alice, difference, ReviewDecision::Accepted});
        QCOMPARE(session.lastSeen(ReviewEdit{alice, difference, {}})->decision,
                 std::optional<ReviewDecision>(ReviewDecision::Accepted));
    }
};

QTEST_GUILESS_MAIN(TestServerSession)
#include "tst_serversession.moc"
