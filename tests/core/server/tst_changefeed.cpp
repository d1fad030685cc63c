// A server study's windows hear each other: what another connection commits reaches the owner's StudyDocument as
// ratingChanged (with the value) or remoteChange, and nothing is announced before it commits.
#include "annotationfixture.h"
#include "document/studydocument.h"
#include "server/changefeed.h"
#include "server/studyaccess.h"
#include "storage/differencestore.h"
#include "storage/sessionstore.h"
#include "storage/studylocation.h"
#include "storage/studyrights.h"
#include "studyengine.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>

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

        DifferenceStore annotations(*other.value());
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
        EL_VERIFY_OK(studyrights::secure(*owner));
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
        EL_VERIFY_OK(SessionStore(*owner).submitItem(QStringLiteral("bob"), owner->itemSummaries().value().at(0).id));
        QTRY_VERIFY(tables.contains(QVariantList{QStringLiteral("item_submissions")}));
    }

    void aForgedAnnouncementNeverChangesWhatTheOwnerSees()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("forged")));
        const QString study = StudyLocation::parse(url).value().study();
        auto owner = makeAnnotationStudy(url, 1, 2);
        const auto login = studyaccess::addAnnotator(*owner, QStringLiteral("alice"));
        EL_VERIFY_OK(login);
        auto alice = StudyStore::open(login.value().url);
        EL_VERIFY_OK(alice);
        StudyDocument ownerDoc(StudyStore::open(url).value());
        QSignalSpy ratings(&ownerDoc, &StudyDocument::ratingChanged);
        const Item item = owner->loadItem(owner->itemSummaries().value().at(0).id).value();
        const qint64 kept = item.outputs.at(0).id, marker = item.outputs.at(1).id;
        const QString overall = QStringLiteral("overall"), aliceName = QStringLiteral("alice");
        EL_VERIFY_OK(alice.value()->setRating(kept, overall, aliceName, 4));
        QTRY_COMPARE(ratings.count(), 1); // an annotator's rating reaches the owner's window

        QSqlQuery ids(owner->database());
        QVERIFY(ids.exec(QStringLiteral("SELECT (SELECT id FROM dimensions WHERE name = 'overall'), (SELECT id FROM"
                                        " annotators WHERE name = 'alice')"))
                && ids.next());
        const QString forged =
            QStringLiteral(R"({"table":"ratings","op":"DELETE","id":1,"output":%1,"dimension":%2,"annotator":%3})")
                .arg(kept)
                .arg(ids.value(0).toLongLong())
                .arg(ids.value(1).toLongLong());
        // A real rating after the forged announcements: once it is heard, so were they (PostgreSQL delivers in
        // commit order). Nothing the payloads said may have changed what the owner's window shows.
        QSqlQuery notify(alice.value()->database());
        const auto forgeThenRate = [&](const QStringList &channels, qint64 output, double value) {
            for (const QString &channel : channels)
                QVERIFY2(notify.exec(QStringLiteral("NOTIFY %1, '%2'").arg(channel, forged)),
                         qPrintable(notify.lastError().text()));
            EL_VERIFY_OK(alice.value()->setRating(output, overall, aliceName, value));
            QTRY_VERIFY(std::any_of(ratings.cbegin(), ratings.cend(), [&](const QVariantList &r) {
                return r.at(0).toLongLong() == output && r.at(3).value<std::optional<double>>() == value;
            }));
            for (const QVariantList &r : std::as_const(ratings))
                QVERIFY2(r.at(0).toLongLong() != kept || r.at(3).value<std::optional<double>>() == 4.0,
                         "a forged DELETE changed what the owner's window shows");
            QCOMPARE(ownerDoc.rating(kept, overall, aliceName), std::optional<double>(4.0));
        };
        // Under alice's login, on the study's channel and on the name the ratings channel had before it was a secret
        // ...
        forgeThenRate({ChangeFeed::channelOf(study), QStringLiteral("elr_") + study.left(59)}, marker, 2);
        if (QTest::currentTestFailed())
            return;
        // ... and on the owner's ratings channel itself, as if its name had leaked: a payload is only a hint.
        QSqlQuery secret(owner->database());
        QVERIFY(secret.exec(QStringLiteral("SELECT channel FROM owner_channel")) && secret.next());
        forgeThenRate({secret.value(0).toString()}, marker, 5);
    }

    void anAnnotatorOverhearsNothingRevealing()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("overhear")));
        const QString study = StudyLocation::parse(url).value().study();
        auto owner = makeAnnotationStudy(url, 1, 2);
        const auto aliceLogin = studyaccess::addAnnotator(*owner, QStringLiteral("alice"));
        const auto bobLogin = studyaccess::addAnnotator(*owner, QStringLiteral("bob"));
        EL_VERIFY_OK(aliceLogin);
        EL_VERIFY_OK(bobLogin);
        auto alice = StudyStore::open(aliceLogin.value().url);
        auto bob = StudyStore::open(bobLogin.value().url);
        EL_VERIFY_OK(alice);
        EL_VERIFY_OK(bob);
        // Alice listens wherever she can name a channel of the study: its own, and the ratings channel's old name.
        QSqlDriver *ear = alice.value()->database().driver();
        const QString oldRatingsChannel = QStringLiteral("elr_") + study.left(59);
        for (const QString &channel : {ChangeFeed::channelOf(study), oldRatingsChannel})
            QVERIFY(ear->subscribeToNotification(channel));
        QSignalSpy heard(ear, &QSqlDriver::notification);
        const Item item = owner->loadItem(owner->itemSummaries().value().at(0).id).value();
        EL_VERIFY_OK(
            bob.value()->setRating(item.outputs.at(0).id, QStringLiteral("overall"), QStringLiteral("bob"), 3));
        EL_VERIFY_OK(SessionStore(*owner).submitItem(QStringLiteral("bob"), item.id));
        // Once the later submission is heard, everything before it was (PostgreSQL delivers in commit order) ...
        QTRY_VERIFY(std::any_of(heard.cbegin(), heard.cend(), [](const QVariantList &n) {
            return n.at(2).toString().contains(QLatin1String("item_submissions"));
        }));
        // ... and what she heard names a table, nothing else: no annotator, output, rating or value.
        for (const QVariantList &n : std::as_const(heard)) {
            QVERIFY2(n.at(0).toString() != oldRatingsChannel, qPrintable(n.at(2).toString()));
            const QJsonObject payload = QJsonDocument::fromJson(n.at(2).toString().toUtf8()).object();
            QCOMPARE(payload.keys(), QStringList{QStringLiteral("table")});
        }
        // The ratings channel's name is the owner's: not readable under her login, not in the trigger's source
        // (pg_proc is readable by every login).
        QSqlQuery secret(owner->database());
        QVERIFY(secret.exec(QStringLiteral("SELECT channel FROM owner_channel")) && secret.next());
        const QString ratingsChannel = secret.value(0).toString();
        QVERIFY(!ratingsChannel.isEmpty());
        QSqlQuery asAlice(alice.value()->database());
        QVERIFY(!asAlice.exec(QStringLiteral("SELECT channel FROM owner_channel")) || !asAlice.next());
        QVERIFY(asAlice.exec(QStringLiteral("SELECT coalesce(string_agg(prosrc, ' '), '') FROM pg_proc"))
                && asAlice.next());
        QVERIFY(!asAlice.value(0).toString().contains(ratingsChannel));
    }

    void aStudyPublishedBeforeTheSecretChannelGetsItWhenItsOwnerOpensIt()
    {
        const QString url = pgTestServer().url(editlens::testing::uniqueStudyName(QStringLiteral("legacy")));
        const QString study = StudyLocation::parse(url).value().study();
        auto owner = makeAnnotationStudy(url, 1, 2);
        // As an earlier release left it: ratings announced with their ids on a channel named after the study.
        QSqlQuery q(owner->database());
        QVERIFY(q.exec(QStringLiteral("DROP TABLE owner_channel")));
        QVERIFY2(q.exec(QStringLiteral(
                            "CREATE OR REPLACE FUNCTION el_notify_rating() RETURNS trigger LANGUAGE plpgsql AS $f$ "
                            "BEGIN PERFORM pg_notify('elr_%1', json_build_object('table', 'ratings', 'op', TG_OP, "
                            "'id', NEW.id)::text); RETURN NULL; END $f$")
                            .arg(study.left(59))),
                 qPrintable(q.lastError().text()));
        const auto login = studyaccess::addAnnotator(*owner, QStringLiteral("alice"));
        EL_VERIFY_OK(login);
        StudyDocument ownerDoc(StudyStore::open(url).value()); // the owner's window puts the secret channel in place
        QSignalSpy ratings(&ownerDoc, &StudyDocument::ratingChanged);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM owner_channel")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        auto alice = StudyStore::open(login.value().url);
        EL_VERIFY_OK(alice);
        const qint64 output = owner->loadItem(owner->itemSummaries().value().at(0).id).value().outputs.at(0).id;
        QSqlDriver *ear = alice.value()->database().driver();
        QVERIFY(ear->subscribeToNotification(QStringLiteral("elr_") + study.left(59)));
        QSignalSpy heard(ear, &QSqlDriver::notification);
        EL_VERIFY_OK(alice.value()->setRating(output, QStringLiteral("overall"), QStringLiteral("alice"), 2));
        QTRY_COMPARE(ratings.count(), 1); // heard on the secret channel ...
        QCOMPARE(ratings.first().at(3).value<std::optional<double>>(), std::optional<double>(2.0));
        // ... and no longer on the old one: once a later announcement on it reached alice, the rating's would have.
        QVERIFY(q.exec(QStringLiteral("NOTIFY elr_%1, 'later'").arg(study.left(59))));
        QTRY_COMPARE(heard.count(), 1);
        QCOMPARE(heard.first().at(2).toString(), QStringLiteral("later"));
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

    void aStudyFileIsPolledInstead()
    {
        // No NOTIFY on a study file: its feed polls the file (tst_filechangefeed).
        QTemporaryDir dir;
        auto store = StudyStore::create(dir.filePath(QStringLiteral("f.editlens")), dir.path());
        EL_VERIFY_OK(store);
        ChangeFeed feed(*store.value());
        QVERIFY(feed.isListening());
    }
};

QTEST_GUILESS_MAIN(TestChangeFeed)
#include "tst_changefeed.moc"
