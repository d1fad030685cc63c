// A server study's windows hear each other: what another connection commits reaches the owner's StudyDocument as
// ratingChanged (with the value) or remoteChange, and nothing is announced before it commits.
#include "annotationfixture.h"
#include "document/studydocument.h"
#include "storage/annotationstore.h"
#include "storage/changefeed.h"
#include "storage/studyaccess.h"
#include "studyengine.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QTest>

using namespace editlens::core;
using editlens::testing::pgTestServer;

class TestChangeFeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!pgTestServer().ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + pgTestServer().reason));
    }

    void anotherClientsRatingReachesTheDocument()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("feed")));
        StudyDocument owner(makeAnnotationStudy(url, 2, 2));
        QSignalSpy ratings(&owner, &StudyDocument::ratingChanged);
        QSignalSpy tables(&owner, &StudyDocument::remoteChange);
        auto other = StudyStore::open(url);
        EL_VERIFY_OK(other);
        const qint64 output =
            other.value()->loadItem(other.value()->itemSummaries().value().at(0).id).value().outputs.at(1).id;

        // Not before it commits.
        QSqlQuery tx(other.value()->database());
        QVERIFY(tx.exec(QStringLiteral("BEGIN")));
        QVERIFY(tx.exec(QStringLiteral("INSERT INTO annotators(name) VALUES ('carol')")));
        QVERIFY(tx.exec(QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value) VALUES"
                                       " (%1, (SELECT id FROM dimensions WHERE name = 'overall'),"
                                       " (SELECT id FROM annotators WHERE name = 'carol'), 2)")
                            .arg(output)));
        QTest::qWait(200);
        QCOMPARE(ratings.count(), 0);
        QVERIFY(tx.exec(QStringLiteral("ROLLBACK")));
        QTest::qWait(200);
        QCOMPARE(ratings.count(), 0);

        QElapsedTimer heard;
        heard.start();
        EL_VERIFY_OK(other.value()->setRating(output, QStringLiteral("overall"), QStringLiteral("alice"), 4));
        QTRY_COMPARE(ratings.count(), 1);
        QCOMPARE(ratings.at(0).at(0).toLongLong(), output);
        QCOMPARE(ratings.at(0).at(1).toString(), QStringLiteral("overall"));
        QCOMPARE(ratings.at(0).at(2).toString(), QStringLiteral("alice"));
        QCOMPARE(ratings.at(0).at(3).value<std::optional<double>>(), std::optional<double>(4.0));
        qInfo("a remote rating reached the document after %lld ms", heard.elapsed());

        EL_VERIFY_OK(other.value()->clearRating(output, QStringLiteral("overall"), QStringLiteral("alice")));
        QTRY_COMPARE(ratings.count(), 2);
        QCOMPARE(ratings.at(1).at(3).value<std::optional<double>>(), std::optional<double>());

        AnnotationStore annotations(*other.value());
        Difference d;
        d.op = EditOp::Add;
        d.box = QRectF(1, 1, 2, 2);
        d.originKind = OriginKind::Annotator;
        d.origin = QStringLiteral("alice");
        EL_VERIFY_OK(annotations.addDifference(output, d));
        QTRY_VERIFY(tables.contains(QVariantList{QStringLiteral("differences")}));
    }

    void anAnnotatorsWindowIsNotWokenByOthersRatings()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("quiet")));
        auto owner = makeAnnotationStudy(url, 2, 2);
        EL_VERIFY_OK(studyaccess::secure(*owner));
        const auto login = studyaccess::addAnnotator(*owner, QStringLiteral("alice"));
        EL_VERIFY_OK(login);
        auto aliceStore = StudyStore::open(login.value().url);
        EL_VERIFY_OK(aliceStore);
        StudyDocument alice(std::move(aliceStore).value());
        QSignalSpy notifications(alice.store().database().driver(), &QSqlDriver::notification);
        QSignalSpy tables(&alice, &StudyDocument::remoteChange);
        StudyDocument ownerDoc(StudyStore::open(url).value());
        QSignalSpy ownerRatings(&ownerDoc, &StudyDocument::ratingChanged);

        const qint64 output = owner->loadItem(owner->itemSummaries().value().at(0).id).value().outputs.at(0).id;
        EL_VERIFY_OK(owner->setRating(output, QStringLiteral("overall"), QStringLiteral("bob"), 3));
        QTRY_COMPARE(ownerRatings.count(), 1); // the owner's window hears it ...
        QTest::qWait(3 * ChangeFeed::debounceMs);
        QCOMPARE(notifications.count(), 0); // ... an annotator's window is not even woken
        // Other tables still reach it, by name.
        EL_VERIFY_OK(
            AnnotationStore(*owner).submitItem(QStringLiteral("bob"), owner->itemSummaries().value().at(0).id));
        QTRY_VERIFY(tables.contains(QVariantList{QStringLiteral("item_submissions")}));
    }

    void ownChangesAreNotRepeated()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("self")));
        StudyDocument owner(makeAnnotationStudy(url, 1, 1));
        QSignalSpy ratings(&owner, &StudyDocument::ratingChanged);
        const qint64 output =
            owner.store().loadItem(owner.store().itemSummaries().value().at(0).id).value().outputs.at(0).id;
        EL_VERIFY_OK(owner.writeRating(output, QStringLiteral("overall"), QStringLiteral("alice"), 3));
        QCOMPARE(ratings.count(), 1); // the document's own signal
        QTest::qWait(300);
        QCOMPARE(ratings.count(), 1); // and no echo from the server
    }

    void aStudyFileHasNoFeed()
    {
        QTemporaryDir dir;
        auto store = StudyStore::create(dir.filePath(QStringLiteral("f.editlens")), dir.path());
        EL_VERIFY_OK(store);
        ChangeFeed feed(*store.value());
        QVERIFY(!feed.isListening());
    }
};

QTEST_GUILESS_MAIN(TestChangeFeed)
#include "tst_changefeed.moc"
