// A server study when the server goes away: the window keeps an annotator's answers (ratings, preferences, reviews and
// coherence labels of boxes, completions, submissions) in a local journal, shows them as made, and replays them
// exactly once when the server is back, also after the window was killed; a client killed
// in the middle of a transaction leaves nothing partial. The test runs a cluster of its own (tests/pg/pgcluster.sh),
// since it stops and restarts it.
#include "annotationfixture.h"
#include "differences.h"
#include "document/editjournal.h"
#include "document/studydocument.h"
#include "ownpgcluster.h"
#include "studyengine.h"
#include "testutil.h"

#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace editlens::core;

namespace {

const char *const kDimension = "overall";

QVector<qint64> outputsOf(StudyStore &store)
{
    QVector<qint64> outputs;
    for (const ItemSummary &s : store.itemSummaries().value())
        for (const Output &o : store.loadItem(s.id).value().outputs)
            outputs << o.id;
    return outputs;
}

/// Child modes (this executable re-run with EDITLENS_TEST_CHILD=mode|url).
int runChild(const QString &mode, const QString &url)
{
    auto store = StudyStore::open(url);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return 1;
    }
    if (mode == QLatin1String("open-transaction")) {
        // A client killed between its writes and its commit.
        QSqlQuery q(store.value()->database());
        q.exec(QStringLiteral("BEGIN"));
        for (const qint64 output : outputsOf(*store.value()))
            q.exec(QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value) VALUES (%1,"
                                  " (SELECT id FROM dimensions WHERE name = 'overall'), (SELECT id FROM annotators"
                                  " WHERE name = 'alice'), 1)")
                       .arg(output));
        std::printf("inside\n");
        std::fflush(stdout);
        ::sleep(120);
        return 0;
    }
    return 3;
}

} // namespace

class TestServerLoss : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    editlens::testing::OwnPgCluster m_cluster;
    editlens::testing::PgTestServer m_server;

    bool stopServer() { return m_cluster.stopServer(); }
    bool startServer() { return m_cluster.startServer(); }

    static qint64 scalar(const QString &url, const QString &sql) { return editlens::testing::scalarAt(url, sql); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The journal lives under the user's data folder: this test's own.
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toUtf8());
        m_cluster.start(m_dir.filePath(QStringLiteral("cluster.env")));
        m_server = m_cluster.server();
        if (!m_server.ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + m_server.reason));
    }

    void cleanupTestCase() { m_cluster.remove(); }

    void serverStoppedAndRestartedMidSessionLosesNothing()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("restart")));
        StudyDocument doc(makeAnnotationStudy(url, 5, 2));
        EL_VERIFY_OK(doc.setAnnotator(QStringLiteral("alice")));
        const QVector<qint64> outputs = outputsOf(doc.store());
        QCOMPARE(outputs.size(), 10);
        QSignalSpy state(&doc, &StudyDocument::serverStateChanged);
        for (int i = 0; i < 5; ++i)
            EL_VERIFY_OK(
                doc.writeRating(outputs[i], QString::fromLatin1(kDimension), QStringLiteral("alice"), 1 + i % 5));
        QVERIFY(doc.isServerReachable());

        QVERIFY(stopServer());
        // What the server holds is still shown as this window last saw it.
        QCOMPARE(doc.rating(outputs[2], QString::fromLatin1(kDimension), QStringLiteral("alice")),
                 std::optional<double>(1 + 2 % 5));
        for (int i = 5; i < 10; ++i) // acknowledged by the journal, shown as made
            EL_VERIFY_OK(
                doc.writeRating(outputs[i], QString::fromLatin1(kDimension), QStringLiteral("alice"), 1 + i % 5));
        QVERIFY(!doc.isServerReachable());
        QCOMPARE(doc.pendingEdits(), 5);
        QVERIFY(!state.isEmpty());
        QCOMPARE(state.constLast().at(0).toBool(), false);
        QCOMPARE(doc.rating(outputs[7], QString::fromLatin1(kDimension), QStringLiteral("alice")),
                 std::optional<double>(1 + 7 % 5));
        // What needs the server (a new box) says so, and changes nothing.
        QVERIFY(!doc.writeAddDifference(outputs[0], editlens::testing::difference(EditOp::Add, QRectF(1, 1, 4, 4),
                                                                                  OriginKind::Annotator))
                     .ok());

        QVERIFY(startServer());
        QTRY_VERIFY_WITH_TIMEOUT(doc.isServerReachable(), 30000); // the window's own timer reconnects
        QCOMPARE(doc.pendingEdits(), 0);
        QCOMPARE(state.constLast().at(0).toBool(), true);
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM ratings")), qint64(10));
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM applied_edits")), qint64(5));
        for (int i = 0; i < 10; ++i)
            QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[i])),
                     qint64(1 + i % 5));
        // And the window goes on writing to the server.
        EL_VERIFY_OK(doc.writeRating(outputs[0], QString::fromLatin1(kDimension), QStringLiteral("alice"), 5));
        QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[0])),
                 qint64(5));
    }

    void aReviewSessionsAnswersAndSubmissionAreKeptOfflineAndReplayed()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("review")));
        StudyDocument doc(makeAnnotationStudy(url, 2, 1));
        const QString alice = QStringLiteral("alice");
        EL_VERIFY_OK(doc.setAnnotator(alice));
        const QVector<qint64> outputs = outputsOf(doc.store());
        const qint64 item = doc.store().itemSummaries().value().at(0).id;
        QVector<qint64> boxes;
        for (int i = 0; i < 3; ++i) {
            auto id =
                doc.differenceStore().addDifference(outputs[0],
                                                    editlens::testing::difference(EditOp::Edit, QRectF(10 * i, 0, 8, 8),
                                                                                  OriginKind::Detector,
                                                                                  QStringLiteral("det")));
            EL_VERIFY_OK(id);
            boxes << id.value();
        }
        EL_VERIFY_OK(doc.writeReview(boxes[0], alice, ReviewDecision::Accepted)); // online

        QVERIFY(stopServer());
        QCOMPARE(doc.review(boxes[0], alice), std::optional<ReviewDecision>(ReviewDecision::Accepted)); // as last seen
        QSignalSpy reviews(&doc, &StudyDocument::reviewChanged);
        EL_VERIFY_OK(doc.writeReview(boxes[1], alice, ReviewDecision::Rejected));
        EL_VERIFY_OK(doc.writeReview(boxes[0], alice, std::nullopt)); // a clear, journalled too
        EL_VERIFY_OK(
            doc.writeCoherence(boxes[2], alice,
                               CoherenceLabel{false, QStringLiteral("not asked for"), OriginKind::Annotator, alice}));
        EL_VERIFY_OK(doc.writeComplete(outputs[0], alice, true));
        EL_VERIFY_OK(doc.writeRating(outputs[0], QString::fromLatin1(kDimension), alice, 4));
        QVERIFY(!doc.isServerReachable());
        QCOMPARE(reviews.count(), 2); // shown as made
        QCOMPARE(doc.review(boxes[1], alice), std::optional<ReviewDecision>(ReviewDecision::Rejected));
        QCOMPARE(doc.review(boxes[0], alice), std::optional<ReviewDecision>());
        QCOMPARE(doc.coherence(boxes[2], alice)->coherent, false);
        QVERIFY(doc.isComplete(outputs[0], alice));
        QVERIFY(doc.isEditable(item, alice));
        EL_VERIFY_OK(doc.submitItem(item));
        // The plan locks submitted items: the journal knows this one was, even without the server.
        QVERIFY(!doc.isEditable(item, alice));
        QVERIFY(!doc.writeRating(outputs[0], QString::fromLatin1(kDimension), alice, 1).ok());
        QVERIFY(!doc.writeReview(boxes[0], alice, ReviewDecision::Accepted).ok()); // its output is known here
        QCOMPARE(doc.pendingEdits(), 6);

        QVERIFY(startServer());
        QTRY_VERIFY_WITH_TIMEOUT(doc.isServerReachable(), 30000);
        QCOMPARE(doc.pendingEdits(), 0);
        auto count = [&](const QString &where) { return scalar(url, QStringLiteral("SELECT count(*) FROM ") + where); };
        QCOMPARE(count(QStringLiteral("difference_reviews WHERE difference_id = %1 AND decision = 'rejected'")
                           .arg(boxes[1])),
                 qint64(1));
        QCOMPARE(count(QStringLiteral("difference_reviews WHERE difference_id = %1").arg(boxes[0])), qint64(0));
        QCOMPARE(count(QStringLiteral("coherence_labels WHERE difference_id = %1 AND coherent = 0 AND origin = 'alice'"
                                      " AND rationale = 'not asked for'")
                           .arg(boxes[2])),
                 qint64(1));
        QCOMPARE(count(QStringLiteral("output_completions WHERE output_id = %1").arg(outputs[0])), qint64(1));
        QCOMPARE(count(QStringLiteral("ratings WHERE output_id = %1 AND value = 4").arg(outputs[0])), qint64(1));
        QCOMPARE(count(QStringLiteral("item_submissions WHERE item_id = %1 AND locked = 1").arg(item)), qint64(1));
        QCOMPARE(count(QStringLiteral("applied_edits")), qint64(6));
        // Back online, the lock is the server's.
        QVERIFY(!doc.isEditable(item, alice));
    }

    void anEditTheServerRefusesForGoodIsSetAsideAndTheRestArrive()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("setaside")));
        StudyDocument doc(makeAnnotationStudy(url, 3, 2));
        const QString alice = QStringLiteral("alice"), dimension = QString::fromLatin1(kDimension);
        EL_VERIFY_OK(doc.setAnnotator(alice));
        const QVector<qint64> outputs = outputsOf(doc.store());
        QVERIFY(stopServer());
        for (int i = 0; i < 3; ++i) // kept on this computer
            EL_VERIFY_OK(doc.writeRating(outputs[i], dimension, alice, 2 + i));
        QCOMPARE(doc.pendingEdits(), 3);
        QVERIFY(startServer());
        // Before the window is back (no event loop has run since), the owner removes the output of the second answer.
        {
            auto owner = StudyStore::open(url);
            EL_VERIFY_OK(owner);
            QSqlQuery q(owner.value()->database());
            QVERIFY(q.exec(QStringLiteral("DELETE FROM outputs WHERE id = %1").arg(outputs[1])));
        }
        QSignalSpy aside(&doc, &StudyDocument::editsSetAside);
        QSignalSpy ratings(&doc, &StudyDocument::ratingChanged);
        QTRY_VERIFY_WITH_TIMEOUT(doc.isServerReachable(), 30000); // online again: the refusal does not stop it
        QCOMPARE(doc.pendingEdits(), 0);
        // The other answers reached the server ...
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM ratings")), qint64(2));
        QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[0])),
                 qint64(2));
        QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[2])),
                 qint64(4));
        // ... the refused one is said, with its reason, and shown as the server holds it ...
        QCOMPARE(aside.count(), 1);
        QCOMPARE(aside.first().at(0).toInt(), 1);
        QVERIFY2(aside.first().at(1).toString().contains(QLatin1String("removed")),
                 qPrintable(aside.first().at(1).toString()));
        QCOMPARE(doc.rating(outputs[1], dimension, alice), std::optional<double>());
        QVERIFY(std::any_of(ratings.cbegin(), ratings.cend(), [&](const QVariantList &r) {
            return r.at(0).toLongLong() == outputs[1] && !r.at(3).value<std::optional<double>>().has_value();
        }));
        // ... and kept aside in the journal with the server's own words, never dropped.
        auto journal = EditJournal::open(doc.journalFile());
        EL_VERIFY_OK(journal);
        QCOMPARE(journal.value()->pendingCount(), 0);
        const auto setAside = journal.value()->setAside();
        EL_VERIFY_OK(setAside);
        QCOMPARE(setAside.value().size(), 1);
        const RatingEdit *refused = setAside.value().first().edit.as<RatingEdit>();
        QVERIFY(refused != nullptr);
        QCOMPARE(refused->outputId, outputs[1]);
        QCOMPARE(refused->value, std::optional<double>(3.0));
        QVERIFY2(setAside.value().first().reason.contains(QLatin1String("foreign key")),
                 qPrintable(setAside.value().first().reason));
        // The window goes on writing to the server.
        EL_VERIFY_OK(doc.writeRating(outputs[3], dimension, alice, 5));
        QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[3])),
                 qint64(5));
    }

    void aWatchingWindowNoticesARestartAndHearsWhatFollows()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("watch")));
        makeAnnotationStudy(url, 2, 2);
        StudyDocument owner(StudyStore::open(url).value()); // never writes
        const QVector<qint64> outputs = outputsOf(owner.store());
        QSignalSpy state(&owner, &StudyDocument::serverStateChanged);
        QSignalSpy tables(&owner, &StudyDocument::remoteChange);
        QSignalSpy ratings(&owner, &StudyDocument::ratingChanged);
        QVERIFY(stopServer());
        QTRY_VERIFY_WITH_TIMEOUT(!owner.isServerReachable(), 10000); // noticed without a write
        QCOMPARE(state.constLast().at(0).toBool(), false);
        QVERIFY(startServer());
        QTRY_VERIFY_WITH_TIMEOUT(owner.isServerReachable(), 10000);
        QCOMPARE(state.constLast().at(0).toBool(), true);
        // What changed meanwhile was not heard: every announced table is said to have changed, ratings included.
        QVERIFY(tables.contains(QVariantList{QStringLiteral("ratings")}));
        QVERIFY(tables.contains(QVariantList{QStringLiteral("item_submissions")}));
        // It listens again: a rating another client makes now arrives with its value.
        auto other = StudyStore::open(url);
        EL_VERIFY_OK(other);
        EL_VERIFY_OK(other.value()->setRating(outputs[1], QString::fromLatin1(kDimension), QStringLiteral("bob"), 4));
        QTRY_VERIFY(std::any_of(ratings.cbegin(), ratings.cend(), [&](const QVariantList &r) {
            return r.at(0).toLongLong() == outputs[1] && r.at(3).value<std::optional<double>>() == 4.0;
        }));
    }

    void aRefusalThatMayPassKeepsTheEditForTheNextTry()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("transient")));
        auto store = makeAnnotationStudy(url, 1, 2);
        const QVector<qint64> outputs = outputsOf(*store);
        QTemporaryDir dir;
        auto journal = EditJournal::open(dir.filePath(QStringLiteral("journal.sqlite")));
        EL_VERIFY_OK(journal);
        const JournalEdit edit(RatingEdit{QStringLiteral("alice"), outputs[0], QString::fromLatin1(kDimension), 4.0});
        EL_VERIFY_OK(journal.value()->append(edit));
        // Another client holds a lock the replay needs for longer than this connection waits (lock_timeout): the
        // server says "lock not available" (55P03), which passes once the lock is gone.
        QSqlQuery setup(store->database());
        QVERIFY(setup.exec(QStringLiteral("SET lock_timeout TO '100ms'")));
        auto other = StudyStore::open(url);
        EL_VERIFY_OK(other);
        QSqlQuery lock(other.value()->database());
        QVERIFY(lock.exec(QStringLiteral("BEGIN")));
        QVERIFY(lock.exec(QStringLiteral("LOCK TABLE applied_edits IN ACCESS EXCLUSIVE MODE")));
        const ReplayReport held = journal.value()->replay(*store);
        QVERIFY2(held.stopped.has_value(),
                 qPrintable(QStringLiteral("sent %1, set aside %2: %3")
                                .arg(held.sent)
                                .arg(held.setAside.size())
                                .arg(held.setAside.isEmpty() ? QString() : held.setAside.first().reason)));
        QVERIFY2(held.stopped->message.contains(QLatin1String("55P03")), qPrintable(held.stopped->message));
        QCOMPARE(held.sent, 0);
        QVERIFY(held.setAside.isEmpty());
        QCOMPARE(journal.value()->pendingCount(), 1);
        QVERIFY(journal.value()->setAside().value().isEmpty());

        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        const ReplayReport next = journal.value()->replay(*store);
        QVERIFY(!next.stopped.has_value());
        QCOMPARE(next.sent, 1);
        QCOMPARE(journal.value()->pendingCount(), 0);
        QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[0])),
                 qint64(4));
    }

    void aKilledWindowsJournalIsReplayedOnTheNextStartExactlyOnce()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("killed")));
        QVector<qint64> outputs;
        {
            auto store = makeAnnotationStudy(url, 2, 2);
            outputs = outputsOf(*store);
            EL_VERIFY_OK(store->setRating(outputs[0], QString::fromLatin1(kDimension), QStringLiteral("alice"), 1));
        }
        const StudyLocation location = StudyLocation::parse(url).value();
        const QString journalFile = EditJournal::fileFor(location);
        {
            // What a window killed while the server was away leaves behind: journalled edits, one of which (the
            // first) the server had already committed when the window died before it could forget it.
            auto journal = EditJournal::open(journalFile);
            EL_VERIFY_OK(journal);
            const QString alice = QStringLiteral("alice");
            const QString dimension = QString::fromLatin1(kDimension);
            JournalEdit first(RatingEdit{alice, outputs[1], dimension, 3.0});
            first.key = QStringLiteral("already-applied");
            EL_VERIFY_OK(journal.value()->append(first));
            EL_VERIFY_OK(journal.value()->append(JournalEdit(RatingEdit{alice, outputs[2], dimension, 4.0})));
            EL_VERIFY_OK(journal.value()->append(JournalEdit(RatingEdit{alice, outputs[0], dimension, std::nullopt})));
        }
        {
            auto store = StudyStore::open(url).value();
            QSqlQuery q(store->database());
            // The server applied "already-applied" (value 3), and the owner has since changed it to 5.
            QVERIFY(q.exec(QStringLiteral("INSERT INTO applied_edits(edit_key, annotator, applied_at) VALUES"
                                          " ('already-applied', 'alice', 'x')")));
            EL_VERIFY_OK(store->setRating(outputs[1], QString::fromLatin1(kDimension), QStringLiteral("alice"), 5));
        }
        {
            StudyDocument next(StudyStore::open(url).value()); // the next start replays what was left
            QCOMPARE(next.pendingEdits(), 0);
            QVERIFY(next.isServerReachable());
        }
        QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[1])),
                 qint64(5)); // not replayed a second time
        QCOMPARE(scalar(url, QStringLiteral("SELECT value FROM ratings WHERE output_id = %1").arg(outputs[2])),
                 qint64(4));
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM ratings WHERE output_id = %1").arg(outputs[0])),
                 qint64(0)); // the clear was replayed too
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM applied_edits")), qint64(3));
        QCOMPARE(EditJournal::open(journalFile).value()->pendingCount(), 0);
    }

    void aRefusalLeftByAKilledWindowIsSaidOnceTheNextWindowListens()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("killedaside")));
        const QVector<qint64> outputs = outputsOf(*makeAnnotationStudy(url, 1, 2));
        {
            auto journal = EditJournal::open(EditJournal::fileFor(StudyLocation::parse(url).value()));
            EL_VERIFY_OK(journal);
            const QString alice = QStringLiteral("alice");
            const QString dimension = QString::fromLatin1(kDimension);
            // An output the study does not hold (any more), then one it holds.
            const qint64 gone = outputs[0] + outputs[1] + 1000;
            EL_VERIFY_OK(journal.value()->append(JournalEdit(RatingEdit{alice, gone, dimension, 2.0})));
            EL_VERIFY_OK(journal.value()->append(JournalEdit(RatingEdit{alice, outputs[1], dimension, 2.0})));
        }
        StudyDocument next(StudyStore::open(url).value()); // replays what was left while it opens ...
        QSignalSpy aside(&next, &StudyDocument::editsSetAside);
        QVERIFY(next.isServerReachable());
        QCOMPARE(next.pendingEdits(), 0);
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM ratings WHERE output_id = %1").arg(outputs[1])),
                 qint64(1));
        QTRY_COMPARE(aside.count(), 1); // ... and says what it set aside once its views can hear it
        QCOMPARE(aside.first().at(0).toInt(), 1);
    }

    void aClientKilledMidTransactionLeavesNothingPartial()
    {
        const QString url = m_server.url(editlens::testing::uniqueStudyName(QStringLiteral("sigkill")));
        makeAnnotationStudy(url, 20, 2);
        {
            auto store = StudyStore::open(url).value();
            EL_VERIFY_OK(store->setRating(outputsOf(*store)[0], QStringLiteral("overall"), QStringLiteral("alice"), 2));
        }
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EDITLENS_TEST_CHILD"), QStringLiteral("open-transaction|") + url);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        QVERIFY(child.waitForReadyRead(60000));
        QCOMPARE(child.readLine().trimmed(), QByteArray("inside"));
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM ratings")), qint64(1)); // only the one committed
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString child = qEnvironmentVariable("EDITLENS_TEST_CHILD");
    if (!child.isEmpty())
        return runChild(child.section(QLatin1Char('|'), 0, 0), child.section(QLatin1Char('|'), 1));
    TestServerLoss test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_serverloss.moc"
