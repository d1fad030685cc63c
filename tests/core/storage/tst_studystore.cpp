#include "scratchstudy.h"
#include "server/serverstudy.h"
#include "storage/schema.h"
#include "storage/sqldialect.h"
#include "storage/studykind.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace editlens::core;

class TestStudyStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::unique_ptr<StudyStore> newStore(const QString &name)
    {
        return editlens::testing::createStudyOrDie(m_dir.filePath(name), m_dir.path());
    }

    static StudyData oneItemBatch()
    {
        StudyData batch;
        batch.dimensions = {{QStringLiteral("overall"), 1, 5, {}}};
        Item item;
        item.key = QStringLiteral("item-1");
        item.instruction = QStringLiteral("make the cup red");
        Output a;
        a.system = QStringLiteral("SysA");
        a.ratings = {{QStringLiteral("ann1"), QStringLiteral("overall"), 4}};
        a.scores = {{QStringLiteral("l1"), QStringLiteral("v1"), 0.25}};
        Output b;
        b.system = QStringLiteral("SysB");
        item.outputs = {a, b};
        item.preferences = {
            {QStringLiteral("SysA"), QStringLiteral("SysB"), QStringLiteral("ann1"), {}, PreferenceChoice::A}};
        batch.items = {item};
        return batch;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        EL_REQUIRE_SERVER_IF_ON_SERVER();
    }

    void newStudyUsesWalForeignKeysAndCurrentSchema()
    {
        EL_SKIP_ON_SERVER("SQLite pragmas");
        auto store = newStore(QStringLiteral("pragmas.editlens"));
        QSqlQuery q(store->database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QVERIFY(q.exec(QStringLiteral("PRAGMA busy_timeout")) && q.next());
        QVERIFY(q.value(0).toInt() >= 1000);
        QCOMPARE(store->dialect().schemaVersion(store->database()), schema::currentVersion());
        QCOMPARE(store->integrityCheck(), QStringLiteral("ok"));
    }

    void kindIsOrdinaryUntilABuilderRecordsIt()
    {
        const QString file = m_dir.filePath(QStringLiteral("kind.editlens"));
        {
            auto store = server::createStudy(editlens::testing::studyLocation(file), m_dir.path(),
                                             QStringLiteral("A synthetic-sounding name"));
            EL_VERIFY_OK(store);
            QCOMPARE(studyKind(*store.value()), StudyKind::Ordinary); // the name decides nothing
            EL_VERIFY_OK(setStudyKind(*store.value(), StudyKind::Synthetic));
        }
        auto reopened = StudyStore::open(editlens::testing::studyLocation(file));
        EL_VERIFY_OK(reopened);
        QCOMPARE(studyKind(*reopened.value()), StudyKind::Synthetic);
        EL_VERIFY_OK(setStudyKind(*reopened.value(), StudyKind::Ordinary));
        QCOMPARE(studyKind(*reopened.value()), StudyKind::Ordinary);
        // A copy keeps it (Save As copies study_meta).
        if (editlens::testing::testOnServer())
            return;
        EL_VERIFY_OK(setStudyKind(*reopened.value(), StudyKind::Demo));
        const QString copy = m_dir.filePath(QStringLiteral("kind-copy.editlens"));
        EL_VERIFY_OK(reopened.value()->saveAs(copy));
        QCOMPARE(studyKind(*StudyStore::open(copy).value()), StudyKind::Demo);
    }

    void createRefusesExistingFile()
    {
        newStore(QStringLiteral("twice.editlens"));
        auto again =
            server::createStudy(editlens::testing::studyLocation(m_dir.filePath(QStringLiteral("twice.editlens"))),
                                m_dir.path());
        QVERIFY(!again.ok());
        QVERIFY2(again.error().file.contains(QStringLiteral("twice")), qPrintable(again.error().toString()));
    }

    void openRefusesNonStudyFile()
    {
        EL_SKIP_ON_SERVER("a file that is not a study");
        const QString path = m_dir.filePath(QStringLiteral("garbage.editlens"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        auto store = StudyStore::open(editlens::testing::studyLocation(path));
        QVERIFY(!store.ok());
        QCOMPARE(store.error().file, path);
        QFile check(path);
        QVERIFY(check.open(QIODevice::ReadOnly));
        QCOMPARE(check.readAll(), QByteArray(4096, 'x')); // untouched
    }

    void openRefusesAnEmptyFile()
    {
        EL_SKIP_ON_SERVER("a 0-byte file");
        // SQLite reads a 0-byte file as an empty database; opening must not turn it into a study.
        const QString path = m_dir.filePath(QStringLiteral("empty.editlens"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        auto store = StudyStore::open(editlens::testing::studyLocation(path));
        QVERIFY(!store.ok());
        QCOMPARE(store.error().file, path);
        QVERIFY2(store.error().message.contains(QLatin1String("empty")), qPrintable(store.error().message));
        QCOMPARE(QFileInfo(path).size(), qint64(0));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    }

    void openRefusesAStudyMissingATable()
    {
        EL_SKIP_ON_SERVER("the file's bytes stay the same");
        // A study damaged by another tool: it claims the current schema but lacks a table. Opening used to succeed
        // and the window then waited forever for its first item.
        const QString path = m_dir.filePath(QStringLiteral("damaged.editlens"));
        {
            auto store = server::createStudy(editlens::testing::studyLocation(path), m_dir.path());
            EL_VERIFY_OK(store);
            QSqlQuery q(store.value()->database());
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
            QVERIFY(q.exec(QStringLiteral("DROP TABLE ratings")));
        }
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray bytes = before.readAll();
        before.close();
        auto store = StudyStore::open(editlens::testing::studyLocation(path));
        QVERIFY(!store.ok());
        QCOMPARE(store.error().file, path);
        QVERIFY2(store.error().message.contains(QLatin1String("'ratings'")), qPrintable(store.error().message));
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), bytes);
    }

    static QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // A study whose schema version was reset (or another program's database): the old message was "migration to
    // schema 1 failed: table study_meta already exists".
    void openRefusesTablesWithoutASchemaVersion()
    {
        EL_SKIP_ON_SERVER("PRAGMA user_version");
        const QString path = m_dir.filePath(QStringLiteral("version0.editlens"));
        {
            auto store = server::createStudy(editlens::testing::studyLocation(path), m_dir.path());
            EL_VERIFY_OK(store);
            QSqlQuery q(store.value()->database());
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 0")));
        }
        const QByteArray bytes = fileBytes(path);
        auto store = StudyStore::open(editlens::testing::studyLocation(path));
        QVERIFY(!store.ok());
        QCOMPARE(store.error().file, path);
        QVERIFY2(store.error().message.startsWith(QLatin1String("not an EditLens study")),
                 qPrintable(store.error().message));
        QVERIFY2(store.error().message.contains(QLatin1String("user_version is 0")), qPrintable(store.error().message));
        QCOMPARE(fileBytes(path), bytes);
    }

    void openRefusesAnEmptySqliteDatabase()
    {
        EL_SKIP_ON_SERVER("an empty SQLite file");
        const QString path = m_dir.filePath(QStringLiteral("emptydb.editlens"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("emptydb"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE t (x)")));
            QVERIFY(q.exec(QStringLiteral("DROP TABLE t")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("emptydb"));
        QVERIFY(QFileInfo(path).size() > 0);
        const QByteArray bytes = fileBytes(path);
        auto store = StudyStore::open(editlens::testing::studyLocation(path));
        QVERIFY(!store.ok());
        QVERIFY2(store.error().message.contains(QLatin1String("not an EditLens study")),
                 qPrintable(store.error().message));
        QCOMPARE(fileBytes(path), bytes);
    }

    // SQLite keeps text in a REAL column; a hand-edited rating 'abc' used to be read as 0 by every command.
    void textWhereANumberBelongsIsReportedNotReadAsZero_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rating") << QStringLiteral("ratings") << QStringLiteral("by 'ann1' on 'overall' holds 'abc'");
        QTest::newRow("score") << QStringLiteral("scores") << QStringLiteral("the 'l1' score of output");
    }

    void textWhereANumberBelongsIsReportedNotReadAsZero()
    {
        EL_SKIP_ON_SERVER("PostgreSQL refuses text in a number column itself");
        QFETCH(QString, table);
        QFETCH(QString, expected);
        auto store = newStore(QStringLiteral("text-%1.editlens").arg(table));
        EL_VERIFY_OK(store->importData(oneItemBatch()));
        QSqlQuery q(store->database());
        QVERIFY(q.exec(QStringLiteral("UPDATE %1 SET value = 'abc'").arg(table)));
        const auto loaded = store->load();
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.error().message.contains(expected), qPrintable(loaded.error().message));
        QVERIFY2(loaded.error().message.contains(QLatin1String("not a number")), qPrintable(loaded.error().message));
    }

    void importWritesEveryRecordAndCounts()
    {
        auto store = newStore(QStringLiteral("counts.editlens"));
        EL_VERIFY_OK(store->importData(oneItemBatch()));
        const StudyCounts c = store->counts().value();
        QCOMPARE(c.items, 1);
        QCOMPARE(c.outputs, 2);
        QCOMPARE(c.systems, 2);
        QCOMPARE(c.annotators, 1);
        QCOMPARE(c.ratings, 1);
        QCOMPARE(c.preferences, 1);
        QCOMPARE(c.scores, 1);
    }

    void importMergesByItemKeyAndReplacesRatings()
    {
        auto store = newStore(QStringLiteral("merge.editlens"));
        EL_VERIFY_OK(store->importData(oneItemBatch()));
        StudyData again = oneItemBatch();
        again.items[0].instruction.clear(); // left empty: the stored instruction stays
        again.items[0].outputs[0].ratings[0].value = 2;
        again.items[0].preferences.clear();
        QVERIFY(store->importData(again).ok());
        const StudyCounts c = store->counts().value();
        QCOMPARE(c.items, 1);
        QCOMPARE(c.ratings, 1);
        const Item item = store->loadItem(store->itemSummaries().value().at(0).id).value();
        QCOMPARE(item.instruction, QStringLiteral("make the cup red"));
        QCOMPARE(item.outputs.at(0).ratings.at(0).value, 2.0);
    }

    void failedImportLeavesStudyUnchanged()
    {
        auto store = newStore(QStringLiteral("atomic.editlens"));
        EL_VERIFY_OK(store->importData(oneItemBatch()));
        StudyData bad = oneItemBatch();
        bad.items[0].key = QStringLiteral("item-2");
        bad.items[0].outputs[0].ratings[0].dimension = QStringLiteral("undeclared");
        const Status s = store->importData(bad);
        QVERIFY(!s.ok());
        QVERIFY(s.error().message.contains(QStringLiteral("undeclared")));
        QCOMPARE(store->counts().value().items, 1);
        QCOMPARE(store->counts().value().outputs, 2);
    }

    void importIntoALockedStudySaysItIsLocked()
    {
        EL_SKIP_ON_SERVER("the whole-file write lock");
        // Another writer holds the study for longer than the busy timeout (5 s): the error says so, with no empty
        // reason after the colon.
        auto store = newStore(QStringLiteral("locked.editlens"));
        auto other = StudyStore::open(store->filePath());
        EL_VERIFY_OK(other);
        QSqlQuery lock(other.value()->database());
        QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
        // The import waits for the other writer, asking between tries whether to go on; stop after the second try.
        int waits = 0;
        const Status s = store->importData(oneItemBatch(), [&](qint64 done, qint64 total) {
            if (done == 0 && total == 0)
                return ++waits < 2;
            return true;
        });
        QVERIFY(!s.ok());
        QCOMPARE(waits, 2);
        QVERIFY2(s.error().message.contains(QLatin1String(": the study is locked: ")), qPrintable(s.error().message));
        QVERIFY2(s.error().message.contains(QLatin1String("stopped waiting after")), qPrintable(s.error().message));
        QVERIFY(other.value()->database().rollback());
        QCOMPARE(store->counts().value().items, 0);
    }

    // A writer in another process is named: SQLite's write lock is a POSIX lock on the "-shm" file, which the
    // system attributes to its process.
    void importIntoAStudyLockedByAnotherProcessNamesIt()
    {
        EL_SKIP_ON_SERVER("the -shm lock");
        auto store = newStore(QStringLiteral("locked-elsewhere.editlens"));
        const QByteArray file = QFile::encodeName(store->filePath());
        int ready[2], done[2];
        QVERIFY(::pipe(ready) == 0 && ::pipe(done) == 0);
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) { // only the C API of SQLite here, then _exit: nothing of Qt runs in the child
            sqlite3 *db = nullptr;
            char byte = 1;
            if (sqlite3_open(file.constData(), &db) != SQLITE_OK
                || sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) != SQLITE_OK)
                byte = 0;
            (void)!::write(ready[1], &byte, 1);
            (void)!::read(done[0], &byte, 1);
            ::_exit(0);
        }
        char byte = 0;
        QCOMPARE(::read(ready[0], &byte, 1), ssize_t(1));
        QCOMPARE(byte, char(1));
        const Status s = store->importData(oneItemBatch(), [](qint64 done, qint64 total) {
            return !(done == 0 && total == 0); // give up at the first wait
        });
        (void)!::write(done[1], &byte, 1);
        ::waitpid(child, nullptr, 0);
        QVERIFY(!s.ok());
        const QString expected =
            QStringLiteral("the study is locked: %1 (pid %2) has been writing to it")
                .arg(QFileInfo(QCoreApplication::applicationFilePath()).fileName().left(15), QString::number(child));
        QVERIFY2(s.error().message.contains(expected), qPrintable(s.error().message));
        QCOMPARE(store->counts().value().items, 0);
    }

    void cancelledImportLeavesStudyUnchanged()
    {
        auto store = newStore(QStringLiteral("cancel.editlens"));
        const Status s = store->importData(oneItemBatch(), [](qint64, qint64) { return false; });
        QVERIFY(!s.ok());
        QCOMPARE(store->counts().value().items, 0);
    }

    void setRatingUpsertsAndSurvivesReopen()
    {
        const QString path = m_dir.filePath(QStringLiteral("rate.editlens"));
        qint64 outputId = 0;
        {
            auto store = server::createStudy(editlens::testing::studyLocation(path), m_dir.path()).value();
            EL_VERIFY_OK(store->importData(oneItemBatch()));
            outputId = store->loadItem(store->itemSummaries().value().at(0).id).value().outputs.at(1).id;
            QVERIFY(store->setRating(outputId, QStringLiteral("overall"), QStringLiteral("ann2"), 3).ok());
            QVERIFY(store->setRating(outputId, QStringLiteral("overall"), QStringLiteral("ann2"), 5).ok());
        }
        auto reopened = StudyStore::open(editlens::testing::studyLocation(path)).value();
        QCOMPARE(reopened->rating(outputId, QStringLiteral("overall"), QStringLiteral("ann2")).value(),
                 std::optional<double>(5.0));
        QCOMPARE(reopened->counts().value().ratings, 2);
        QVERIFY(reopened->clearRating(outputId, QStringLiteral("overall"), QStringLiteral("ann2")).ok());
        QCOMPARE(reopened->rating(outputId, QStringLiteral("overall"), QStringLiteral("ann2")).value(),
                 std::optional<double>());
    }

    void setRatingRejectsOffScaleAndUnknownDimension()
    {
        auto store = newStore(QStringLiteral("scale.editlens"));
        EL_VERIFY_OK(store->importData(oneItemBatch()));
        const qint64 outputId = store->loadItem(store->itemSummaries().value().at(0).id).value().outputs.at(0).id;
        QVERIFY(!store->setRating(outputId, QStringLiteral("overall"), QStringLiteral("ann1"), 6).ok());
        QVERIFY(!store->setRating(outputId, QStringLiteral("nope"), QStringLiteral("ann1"), 3).ok());
        QCOMPARE(store->rating(outputId, QStringLiteral("overall"), QStringLiteral("ann1")).value(),
                 std::optional<double>(4.0));
        // The same once the store knows the annotator (a server's one-statement path for known annotators).
        EL_VERIFY_OK(store->setRating(outputId, QStringLiteral("overall"), QStringLiteral("ann1"), 3));
        const auto offScale = store->setRating(outputId, QStringLiteral("overall"), QStringLiteral("ann1"), 6);
        QVERIFY(!offScale.ok());
        QVERIFY2(offScale.error().message.contains(QLatin1String("outside the scale")),
                 qPrintable(offScale.error().message));
        QVERIFY(!store->setRating(outputId, QStringLiteral("nope"), QStringLiteral("ann1"), 3).ok());
        QCOMPARE(store->rating(outputId, QStringLiteral("overall"), QStringLiteral("ann1")).value(),
                 std::optional<double>(3.0));
    }

    void saveAsKeepsImageRootResolvable()
    {
        EL_SKIP_ON_SERVER("Save As writes a file");
        QTemporaryDir other;
        auto store = newStore(QStringLiteral("saveas.editlens"));
        EL_VERIFY_OK(store->importData(oneItemBatch()));
        const QString copyPath = other.filePath(QStringLiteral("copy.editlens"));
        QVERIFY(store->saveAs(copyPath).ok());
        auto copy = StudyStore::open(copyPath).value();
        QCOMPARE(copy->rootDir(), store->rootDir());
        QCOMPARE(copy->counts().value().ratings, 1);
        QVERIFY(!store->saveAs(copyPath).ok()); // never overwrites
    }

    void loadRoundTripsEveryField()
    {
        auto store = newStore(QStringLiteral("load.editlens"));
        StudyData batch = oneItemBatch();
        Item &item = batch.items[0];
        item.tags = {QStringLiteral("local"), QStringLiteral("color")};
        item.parse = QJsonObject{{QStringLiteral("edit_type"), QStringLiteral("change color")}};
        item.sourceItem = QStringLiteral("item-0");
        item.turn = 2;
        Difference d;
        d.op = EditOp::Remove;
        d.description = QStringLiteral("cup");
        d.box = QRectF(QPointF(1, 2), QPointF(30, 40));
        d.confidence = 0.87;
        d.origin = QStringLiteral("dice");
        d.coherence = {{false, QStringLiteral("the cup should turn red, not vanish"), OriginKind::Annotator,
                        QStringLiteral("ann1")}};
        item.outputs[0].differences = {d};
        item.masks = {{QStringLiteral("m.png"), QStringLiteral("edit_region"), OriginKind::GroundTruth, {}}};
        EL_VERIFY_OK(store->importData(batch));
        const StudyData loaded = store->load().value();
        QCOMPARE(loaded.items.size(), 1);
        const Item &l = loaded.items[0];
        QCOMPARE(l.tags, item.tags);
        QCOMPARE(l.parse, item.parse);
        QCOMPARE(l.sourceItem, item.sourceItem);
        QCOMPARE(l.turn, 2);
        QCOMPARE(l.masks.size(), 1);
        QCOMPARE(l.preferences.size(), 1);
        QCOMPARE(l.preferences[0].choice, PreferenceChoice::A);
        const Difference &ld = l.outputs[0].differences.at(0);
        QCOMPARE(ld.op, EditOp::Remove);
        QCOMPARE(ld.box, d.box);
        QCOMPARE(ld.confidence, 0.87);
        QCOMPARE(ld.coherence.size(), 1);
        QCOMPARE(ld.coherence[0].coherent, false);
        QCOMPARE(ld.coherence[0].rationale, d.coherence[0].rationale);
        QCOMPARE(loaded.dimensions.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestStudyStore)
#include "tst_studystore.moc"
