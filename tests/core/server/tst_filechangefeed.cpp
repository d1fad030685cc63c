// A study file's windows hear other processes: what another connection (a `serve` process, another window) commits
// to the file reaches the ChangeFeed, and through it the StudyDocument, as ratingChanged (with the value) and
// tableChanged, found by polling SQLite's data_version; this connection's own writes are not repeated.
#include "annotationfixture.h"
#include "document/studydocument.h"
#include "server/changefeed.h"
#include "storage/filechangescan.h"
#include "storage/sessionstore.h"
#include "testutil.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace editlens::core;

class TestFileChangeFeed : public QObject
{
    Q_OBJECT

private:
    static qint64 firstOutput(StudyStore &store, int item = 0, int output = 0)
    {
        return store.loadItem(store.itemSummaries().value().at(item).id).value().outputs.at(output).id;
    }

    static std::optional<double> valueOf(const QList<QVariant> &signal)
    {
        return signal.at(3).value<std::optional<double>>();
    }

private Q_SLOTS:
    void everyAnnouncedTableHasADigest()
    {
        QStringList scanned = FileChangeScan::tables();
        QStringList announced = ChangeFeed::announcedTables();
        scanned.sort();
        announced.sort();
        QCOMPARE(scanned, announced);
    }

    void anotherConnectionsRatingReachesTheFeed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.editlens"));
        auto first = makeAnnotationStudy(file, 2, 2);
        ChangeFeed feed(*first);
        QVERIFY(feed.isListening());
        QSignalSpy ratings(&feed, &ChangeFeed::ratingChanged);
        QSignalSpy tables(&feed, &ChangeFeed::tableChanged);
        auto other = StudyStore::open(file);
        EL_VERIFY_OK(other);
        const qint64 output = firstOutput(*other.value(), 0, 1);

        EL_VERIFY_OK(other.value()->setRating(output, QStringLiteral("overall"), QStringLiteral("alice"), 4));
        QVERIFY(ratings.wait(5 * ChangeFeed::pollMs));
        QCOMPARE(ratings.count(), 1);
        QCOMPARE(ratings.at(0).at(0).toLongLong(), output);
        QCOMPARE(ratings.at(0).at(1).toString(), QStringLiteral("overall"));
        QCOMPARE(ratings.at(0).at(2).toString(), QStringLiteral("alice"));
        QCOMPARE(valueOf(ratings.at(0)), std::optional<double>(4.0));
        QVERIFY(tables.contains(QVariantList{QStringLiteral("ratings")}));
        QVERIFY(!tables.contains(QVariantList{QStringLiteral("item_submissions")}));

        // Changed, then cleared: each reported with what the file now holds.
        EL_VERIFY_OK(other.value()->setRating(output, QStringLiteral("overall"), QStringLiteral("alice"), 2));
        QTRY_COMPARE_WITH_TIMEOUT(ratings.count(), 2, 5 * ChangeFeed::pollMs);
        QCOMPARE(valueOf(ratings.at(1)), std::optional<double>(2.0));
        EL_VERIFY_OK(other.value()->clearRating(output, QStringLiteral("overall"), QStringLiteral("alice")));
        QTRY_COMPARE_WITH_TIMEOUT(ratings.count(), 3, 5 * ChangeFeed::pollMs);
        QCOMPARE(ratings.at(2).at(0).toLongLong(), output);
        QCOMPARE(valueOf(ratings.at(2)), std::optional<double>());

        // Other judgement tables by name.
        tables.clear();
        EL_VERIFY_OK(SessionStore(*other.value())
                         .submitItem(QStringLiteral("alice"), other.value()->itemSummaries().value().at(0).id));
        QTRY_VERIFY_WITH_TIMEOUT(tables.contains(QVariantList{QStringLiteral("item_submissions")}),
                                 5 * ChangeFeed::pollMs);
        QVERIFY(!tables.contains(QVariantList{QStringLiteral("ratings")}));
        QCOMPARE(ratings.count(), 3);
    }

    void nothingIsReportedBeforeItCommits()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.editlens"));
        auto first = makeAnnotationStudy(file, 1, 2);
        ChangeFeed feed(*first);
        QSignalSpy ratings(&feed, &ChangeFeed::ratingChanged);
        auto other = StudyStore::open(file);
        EL_VERIFY_OK(other);
        const qint64 output = firstOutput(*other.value());
        EL_VERIFY_OK(other.value()->setRating(output, QStringLiteral("overall"), QStringLiteral("bob"), 1));
        feed.poll();
        QCOMPARE(ratings.count(), 1);

        QSqlQuery tx(other.value()->database());
        QVERIFY(tx.exec(QStringLiteral("BEGIN")));
        QVERIFY(tx.exec(QStringLiteral("UPDATE ratings SET value = 5")));
        feed.poll();
        QCOMPARE(ratings.count(), 1);
        QVERIFY(tx.exec(QStringLiteral("ROLLBACK")));
        feed.poll();
        QCOMPARE(ratings.count(), 1);
    }

    void ownWritesAreNotRepeated()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.editlens"));
        auto first = makeAnnotationStudy(file, 1, 2);
        ChangeFeed feed(*first);
        QSignalSpy ratings(&feed, &ChangeFeed::ratingChanged);
        QSignalSpy tables(&feed, &ChangeFeed::tableChanged);
        const qint64 mine = firstOutput(*first, 0, 0);
        const qint64 theirs = firstOutput(*first, 0, 1);
        EL_VERIFY_OK(first->setRating(mine, QStringLiteral("overall"), QStringLiteral("alice"), 3));
        feed.poll();
        QCOMPARE(ratings.count(), 0);
        QCOMPARE(tables.count(), 0);

        // Another connection's rating after it: only that one is reported, not this connection's before it.
        auto other = StudyStore::open(file);
        EL_VERIFY_OK(other);
        EL_VERIFY_OK(other.value()->setRating(theirs, QStringLiteral("overall"), QStringLiteral("bob"), 5));
        QVERIFY(ratings.wait(5 * ChangeFeed::pollMs));
        QCOMPARE(ratings.count(), 1);
        QCOMPARE(ratings.at(0).at(0).toLongLong(), theirs);
        QCOMPARE(ratings.at(0).at(2).toString(), QStringLiteral("bob"));
    }

    void aStudyFileDocumentHearsAnotherProcess()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.editlens"));
        StudyDocument owner(makeAnnotationStudy(file, 1, 2));
        QSignalSpy ratings(&owner, &StudyDocument::ratingChanged);
        QSignalSpy tables(&owner, &StudyDocument::remoteChange);
        auto other = StudyStore::open(file);
        EL_VERIFY_OK(other);
        const qint64 output = firstOutput(*other.value());
        EL_VERIFY_OK(other.value()->setRating(output, QStringLiteral("overall"), QStringLiteral("carol"), 2));
        QVERIFY(ratings.wait(5 * ChangeFeed::pollMs));
        QCOMPARE(ratings.at(0).at(2).toString(), QStringLiteral("carol"));
        QCOMPARE(valueOf(ratings.at(0)), std::optional<double>(2.0));
        QTRY_VERIFY(tables.contains(QVariantList{QStringLiteral("ratings")}));
    }
};

QTEST_GUILESS_MAIN(TestFileChangeFeed)
#include "tst_filechangefeed.moc"
