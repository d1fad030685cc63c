// The one way a storage statement's failure becomes an error (sqlexec.h), the one write transaction
// (writetransaction.h) and the one read snapshot (readsnapshot.h): a failed statement names the study file and gives
// the engine's own words, a failed write leaves the study as it was, and a snapshot's reads see one state of it.
#include "scratchstudy.h"
#include "storage/embeddingstore.h"
#include "storage/readsnapshot.h"
#include "storage/scorewriter.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "testutil.h"

#include <QSqlQuery>
#include <QTest>

using namespace editlens::core;
using namespace editlens::testing;

class TestSqlExec
    : public QObject
    , private ScratchStudies
{
    Q_OBJECT

private Q_SLOTS:
    void failuresNameTheStudyAndTheEnginesWords();
    void firstRowIsRequired();
    void firstRowOfAnUnpreparedStatementIsRequired();
    void embeddingReadGivesTheEnginesWordsOnly();
    void failedScoreWriteLeavesTheStudyUnchanged();
    void writeTransactionRollsBackUnlessCommitted();
    void readSnapshotSeesOneStateUntilItsScopeEnds();
    void readSnapshotThatCannotBeginSaysWhy();

private:
    static qint64 count(StudyStore &store, const QString &table)
    {
        QSqlQuery q(store.database());
        return q.exec(QStringLiteral("SELECT count(*) FROM ") + table) && q.next() ? q.value(0).toLongLong() : -1;
    }
};

void TestSqlExec::failuresNameTheStudyAndTheEnginesWords()
{
    auto store = newStore();
    const QString file = store->filePath();
    const QString engine = QStringLiteral("no such table: nowhere");
    QSqlQuery q(store->database());

    Status s = execSql(q, QStringLiteral("SELECT * FROM nowhere"), QStringLiteral("cannot read"), file);
    QVERIFY(!s);
    QCOMPARE(s.error().message, QStringLiteral("cannot read: ") + engine); // no "Unable to execute statement"
    QCOMPARE(s.error().file, file);

    s = prepareOrFail(q, QStringLiteral("SELECT * FROM nowhere"), QStringLiteral("cannot prepare"), file);
    QVERIFY(!s);
    QCOMPARE(s.error().message, QStringLiteral("cannot prepare: ") + engine);
    QCOMPARE(s.error().file, file);

    // A statement whose prepare failed, then bound and run anyway, still gives the engine's words (Qt SQL's own would
    // be "Parameter count mismatch").
    QSqlQuery bound(store->database());
    bound.prepare(QStringLiteral("SELECT * FROM nowhere WHERE x = ?"));
    bound.addBindValue(1);
    s = execOrFail(bound, QStringLiteral("cannot run"), file);
    QVERIFY(!s);
    QCOMPARE(s.error().message, QStringLiteral("cannot run: ") + engine);

    s = execBound(q, QStringLiteral("INSERT INTO nowhere(x) VALUES (?)"), {1}, QStringLiteral("cannot write"), file);
    QVERIFY(!s);
    QCOMPARE(s.error().message, QStringLiteral("cannot write: ") + engine);
    QCOMPARE(s.error().file, file);

    QVERIFY(prepareOrFail(q, QStringLiteral("SELECT count(*) FROM items"), QStringLiteral("x"), file));
    QVERIFY(execOrFail(q, QStringLiteral("x"), file));
}

void TestSqlExec::firstRowIsRequired()
{
    auto store = newStore();
    QSqlQuery q(store->database());
    q.prepare(QStringLiteral("SELECT id FROM items WHERE key = 'absent'"));
    const Status none = execFirstRow(q, QStringLiteral("cannot read the item"), store->filePath());
    QVERIFY(!none);
    QVERIFY(none.error().message.startsWith(QStringLiteral("cannot read the item: ")));
    QCOMPARE(none.error().file, store->filePath());

    q.prepare(QStringLiteral("SELECT count(*) FROM items"));
    QVERIFY(execFirstRow(q, QStringLiteral("cannot count"), store->filePath()));
    QCOMPARE(q.value(0).toInt(), 0);
}

void TestSqlExec::firstRowOfAnUnpreparedStatementIsRequired()
{
    auto store = newStore();
    QSqlQuery q(store->database());
    const Status none = execSqlFirstRow(q, QStringLiteral("SELECT id FROM items WHERE key = 'absent'"),
                                        QStringLiteral("cannot read the item"), store->filePath());
    QVERIFY(!none);
    QVERIFY(none.error().message.startsWith(QStringLiteral("cannot read the item: ")));
    QCOMPARE(none.error().file, store->filePath());

    const Status refused = execSqlFirstRow(q, QStringLiteral("SELECT id FROM no_such_table"),
                                           QStringLiteral("cannot probe"), store->filePath());
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("no_such_table")), qPrintable(refused.error().message));

    QVERIFY(execSqlFirstRow(q, QStringLiteral("SELECT count(*) FROM items"), QStringLiteral("cannot count"),
                            store->filePath()));
    QCOMPARE(q.value(0).toInt(), 0);
}

// The embeddings store once reported Qt's whole error text, the driver's "Unable to execute statement" glued to the
// engine's words, where every other store gives the engine's words alone.
void TestSqlExec::embeddingReadGivesTheEnginesWordsOnly()
{
    auto store = newStore();
    QSqlQuery drop(store->database());
    QVERIFY(drop.exec(QStringLiteral("DROP TABLE embeddings")));
    const Result<EmbeddingTable> table =
        EmbeddingStore(*store).read(QStringLiteral("m"), QStringLiteral("1"), QStringLiteral("image"));
    QVERIFY(!table);
    QCOMPARE(table.error().message, QStringLiteral("cannot read embeddings: no such table: embeddings"));
    QCOMPARE(table.error().file, store->filePath());

    const Status written = EmbeddingStore(*store).write(
        {{1, QStringLiteral("m"), QStringLiteral("1"), QStringLiteral("image"), std::vector<float>{1.0f}}});
    QVERIFY(!written);
    QCOMPARE(written.error().message, QStringLiteral("cannot store embeddings: no such table: embeddings"));
    QCOMPARE(written.error().file, store->filePath());
}

void TestSqlExec::failedScoreWriteLeavesTheStudyUnchanged()
{
    StudyData data;
    Item item;
    item.key = QStringLiteral("i1");
    item.sourcePath = QStringLiteral("src.png");
    Output output;
    output.system = QStringLiteral("a");
    output.path = QStringLiteral("a.png");
    item.outputs << output;
    data.items << item;
    auto store = createStudyWithOrDie(path(QStringLiteral("scores.editlens")), m_dir.path(), data);
    QSqlQuery q(store->database());
    QVERIFY(q.exec(QStringLiteral("SELECT id FROM outputs")) && q.next());
    const qint64 outputId = q.value(0).toLongLong();
    q.finish();
    QVERIFY(q.exec(QStringLiteral("DROP TABLE embeddings")));

    // The scores are written first, then the embeddings fail: the scores must not stay behind.
    OutputResults results;
    results.outputId = outputId;
    results.scores << Score{QStringLiteral("pixel"), QStringLiteral("1"), 0.5};
    results.embeddings << EmbeddingRow{outputId, QStringLiteral("m"), QStringLiteral("1"), QStringLiteral("image"),
                                       std::vector<float>{1.0f}};
    const Status s = writeResults(*store, {results});
    QVERIFY(!s);
    QCOMPARE(s.error().file, store->filePath());
    QVERIFY2(s.error().message.endsWith(QStringLiteral("no such table: embeddings")), qPrintable(s.error().message));
    QCOMPARE(count(*store, QStringLiteral("scores")), 0);

    // And the study still takes a write afterwards: no transaction was left open.
    results.embeddings.clear();
    QVERIFY(writeResults(*store, {results}));
    QCOMPARE(count(*store, QStringLiteral("scores")), 1);
}

void TestSqlExec::writeTransactionRollsBackUnlessCommitted()
{
    auto store = newStore();
    QSqlDatabase &db = store->database();
    const QString file = store->filePath();
    {
        WriteTransaction tx(db, store->dialect());
        QVERIFY2(tx.beginWaiting(), qPrintable(tx.lastError()));
        QSqlQuery q(db);
        QVERIFY(execBound(q, QStringLiteral("INSERT INTO systems(name) VALUES (?)"), {QStringLiteral("dropped")},
                          QStringLiteral("x"), file));
    } // not committed: rolled back
    QCOMPARE(count(*store, QStringLiteral("systems")), 0);
    {
        WriteTransaction tx(db, store->dialect());
        QVERIFY2(tx.beginWaiting(), qPrintable(tx.lastError()));
        QSqlQuery q(db);
        QVERIFY(execBound(q, QStringLiteral("INSERT INTO systems(name) VALUES (?)"), {QStringLiteral("kept")},
                          QStringLiteral("x"), file));
        QVERIFY2(tx.commit(), qPrintable(tx.lastError()));
    }
    QCOMPARE(count(*store, QStringLiteral("systems")), 1);
}

void TestSqlExec::readSnapshotSeesOneStateUntilItsScopeEnds()
{
    auto store = newStore();
    Result<std::unique_ptr<StudyStore>> writer = StudyStore::open(store->filePath());
    EL_VERIFY_OK(writer);
    const QString file = store->filePath();
    const auto addSystem = [&](const QString &name) {
        QSqlQuery q(writer.value()->database());
        return execBound(q, QStringLiteral("INSERT INTO systems(name) VALUES (?)"), {name}, QStringLiteral("x"), file);
    };
    {
        ReadSnapshot snapshot(store->database(), store->dialect());
        EL_VERIFY_OK(snapshot.begin(QStringLiteral("cannot read"), file));
        QVERIFY(snapshot.isOpen());
        QCOMPARE(count(*store, QStringLiteral("systems")), 0); // the first read fixes the snapshot
        // Another connection writes meanwhile: the snapshot neither blocks it nor sees its row.
        EL_VERIFY_OK(addSystem(QStringLiteral("later")));
        QCOMPARE(count(*store, QStringLiteral("systems")), 0);
    } // ended
    QCOMPARE(count(*store, QStringLiteral("systems")), 1);
    // Nothing is left open on the connection: it takes a write transaction of its own.
    WriteTransaction tx(store->database(), store->dialect());
    QVERIFY2(tx.beginWaiting(), qPrintable(tx.lastError()));
    QVERIFY2(tx.commit(), qPrintable(tx.lastError()));
}

void TestSqlExec::readSnapshotThatCannotBeginSaysWhy()
{
    auto store = newStore();
    Result<std::unique_ptr<StudyStore>> writer = StudyStore::open(store->filePath());
    EL_VERIFY_OK(writer);
    const QString file = store->filePath();
    ReadSnapshot outer(store->database(), store->dialect());
    EL_VERIFY_OK(outer.begin(QStringLiteral("cannot read"), file));
    QCOMPARE(count(*store, QStringLiteral("systems")), 0);
    {
        // A transaction is open on the connection already: the engine refuses, in its own words, naming the study.
        ReadSnapshot inner(store->database(), store->dialect());
        const Status s = inner.begin(QStringLiteral("cannot read the study"), file);
        QVERIFY(!s);
        QCOMPARE(s.error().message,
                 QStringLiteral("cannot read the study: cannot start a transaction within a transaction"));
        QCOMPARE(s.error().file, file);
        QVERIFY(!inner.isOpen());
    }
    // The snapshot that did not begin ends nothing: the one before it still sees its own state.
    QSqlQuery q(writer.value()->database());
    EL_VERIFY_OK(execBound(q, QStringLiteral("INSERT INTO systems(name) VALUES (?)"), {QStringLiteral("later")},
                           QStringLiteral("x"), file));
    QCOMPARE(count(*store, QStringLiteral("systems")), 0);
}

QTEST_GUILESS_MAIN(TestSqlExec)
#include "tst_sqlexec.moc"
