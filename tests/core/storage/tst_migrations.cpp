#include "storage/embeddingstore.h"
#include "storage/schema.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace editlens::core;

namespace {

/// Builds a file at schema `version` by applying migrations 1..version (what that release wrote).
void writeFileAtVersion(const QString &path, int version)
{
    const SqliteDialect dialect;
    const QString connection = QStringLiteral("fixture-%1").arg(version);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(dialect.driverName(), connection);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        const Status s = schema::migrate(db, dialect, path, version);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.error().toString()));
        QSqlQuery q(db);
        if (version >= 1) {
            QVERIFY(q.exec(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('root', '.')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO items(key, instruction) VALUES ('old-item', 'keep me')")));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

/// Runs `use` on a connection `name` of its own to the file `path`, closed and removed again afterwards (what an
/// older release or another program left in the file, before the store opens it).
void onOwnConnection(const QString &path, const QString &name, const std::function<void(QSqlDatabase &)> &use)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        use(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestMigrations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensEveryEarlierVersion_data()
    {
        QTest::addColumn<int>("version");
        for (int v = 1; v <= schema::currentVersion(); ++v)
            QTest::addRow("v%d", v) << v;
    }

    void opensEveryEarlierVersion()
    {
        QFETCH(int, version);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.editlens"));
        writeFileAtVersion(path, version);
        auto store = StudyStore::open(path);
        EL_VERIFY_OK(store);
        QCOMPARE(store.value()->dialect().schemaVersion(store.value()->database()), schema::currentVersion());
        QCOMPARE(store.value()->integrityCheck(), QStringLiteral("ok"));
        const QVector<ItemSummary> items = store.value()->itemSummaries().value();
        QCOMPARE(items.size(), 1);
        QCOMPARE(items[0].instruction, QStringLiteral("keep me"));
    }

    void version1To2KeepsDataAndAddsJudgeVotes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.editlens"));
        writeFileAtVersion(path, 1);
        // A v1 study with an output and a preference: what a foundation-era file holds.
        onOwnConnection(path, QStringLiteral("v1-fill"), [](QSqlDatabase &db) {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'judge_votes'"))
                    && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO systems(name) VALUES ('SysA'), ('SysB')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO annotators(name) VALUES ('ann')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO outputs(item_id, system_id, path) SELECT i.id, s.id, ''"
                                          " FROM items i, systems s")));
            QVERIFY(q.exec(QStringLiteral(
                "INSERT INTO preferences(item_id, output_a, output_b, annotator_id, choice)"
                " SELECT i.id, (SELECT min(id) FROM outputs), (SELECT max(id) FROM outputs), 1, 'B' FROM items i")));
        });

        auto store = StudyStore::open(path);
        EL_VERIFY_OK(store);
        StudyStore &s = *store.value();
        // Opening migrates all the way (1 -> current), not only to 2.
        QCOMPARE(s.dialect().schemaVersion(s.database()), schema::currentVersion());
        QCOMPARE(s.integrityCheck(), QStringLiteral("ok"));
        const auto items = s.itemSummaries();
        EL_VERIFY_OK(items);
        QCOMPARE(items.value().size(), 1);
        const auto item = s.loadItem(items.value()[0].id);
        EL_VERIFY_OK(item);
        QCOMPARE(item.value().key, QStringLiteral("old-item"));
        QCOMPARE(item.value().instruction, QStringLiteral("keep me"));
        QCOMPARE(item.value().outputs.size(), 2);
        QCOMPARE(item.value().preferences.size(), 1);
        QCOMPARE(item.value().preferences[0].choice, PreferenceChoice::B);
        QVERIFY(item.value().judgeVotes.isEmpty());

        // The new table exists with its constraints: a vote lands, a second one for the same pair and judge clashes.
        QSqlQuery q(s.database());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO judge_votes(item_id, output_a, output_b, judge, verdict)"
                                      " SELECT item_id, min(id), max(id), 'gpt4o', '[[A>B]]' FROM outputs")));
        QVERIFY(!q.exec(QStringLiteral("INSERT INTO judge_votes(item_id, output_a, output_b, judge, verdict)"
                                       " SELECT item_id, min(id), max(id), 'gpt4o', '[[B>A]]' FROM outputs")));
        const auto counts = s.counts();
        EL_VERIFY_OK(counts);
        QCOMPARE(counts.value().judgeVotes, qint64(1));
        QCOMPARE(counts.value().items, qint64(1));
        QCOMPARE(counts.value().preferences, qint64(1));
        const auto reloaded = s.loadItem(items.value()[0].id);
        EL_VERIFY_OK(reloaded);
        QCOMPARE(reloaded.value().judgeVotes.size(), 1);
        QCOMPARE(reloaded.value().judgeVotes[0].verdict, QStringLiteral("[[A>B]]"));
        QCOMPARE(reloaded.value().judgeVotes[0].systemA, QStringLiteral("SysA"));
        // Schema 4 keeps the old preference and leaves its shown-left side unknown (NULL).
        QVERIFY(q.exec(QStringLiteral("SELECT choice, left_output IS NULL FROM preferences")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("B"));
        QCOMPARE(q.value(1).toInt(), 1);
    }

    void version4To5AddsAnEmptyOutputRole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v4.editlens"));
        writeFileAtVersion(path, 4);
        onOwnConnection(path, QStringLiteral("v4-fill"), [](QSqlDatabase &db) {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO systems(name) VALUES ('SysA'), ('SysB')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO outputs(item_id, system_id, path) SELECT i.id, s.id, ''"
                                          " FROM items i, systems s")));
            QVERIFY(!q.exec(QStringLiteral("SELECT role FROM outputs"))); // schema 4 has no role
        });

        auto store = StudyStore::open(path);
        EL_VERIFY_OK(store);
        StudyStore &s = *store.value();
        QCOMPARE(s.dialect().schemaVersion(s.database()), schema::currentVersion());
        QCOMPARE(s.integrityCheck(), QStringLiteral("ok"));
        const auto item = s.loadItem(s.itemSummaries().value().at(0).id);
        EL_VERIFY_OK(item);
        QCOMPARE(item.value().outputs.size(), 2);
        for (const Output &o : item.value().outputs)
            QCOMPARE(o.role, OutputRole::None);
        QSqlQuery q(s.database());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM outputs WHERE role = ''")) && q.next());
        QCOMPARE(q.value(0).toInt(), 2);
        // The column is written and read back.
        QVERIFY(q.exec(QStringLiteral("UPDATE outputs SET role = 'ground_truth' WHERE system_id ="
                                      " (SELECT id FROM systems WHERE name = 'SysA')")));
        const auto reloaded = s.loadItem(item.value().id);
        EL_VERIFY_OK(reloaded);
        for (const Output &o : reloaded.value().outputs)
            QCOMPARE(o.role, o.system == QLatin1String("SysA") ? OutputRole::GroundTruth : OutputRole::None);
    }

    void version5To6AddsAnEmptyEmbeddingsTable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v5.editlens"));
        writeFileAtVersion(path, 5);
        onOwnConnection(path, QStringLiteral("v5-fill"), [](QSqlDatabase &db) {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO systems(name) VALUES ('SysA')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO outputs(item_id, system_id, path) SELECT i.id, s.id, ''"
                                          " FROM items i, systems s")));
            QVERIFY(!q.exec(QStringLiteral("SELECT count(*) FROM embeddings"))); // schema 5 has none
        });

        auto store = StudyStore::open(path);
        EL_VERIFY_OK(store);
        StudyStore &s = *store.value();
        QCOMPARE(s.dialect().schemaVersion(s.database()), schema::currentVersion());
        QCOMPARE(s.integrityCheck(), QStringLiteral("ok"));
        QSqlQuery q(s.database());
        QVERIFY(q.exec(QStringLiteral("SELECT min(id) FROM outputs")) && q.next());
        const qint64 output = q.value(0).toLongLong();
        // Vectors round-trip as float32, one per (output, model, version, kind): a second write replaces the first.
        EmbeddingStore embeddings(s);
        const QString model = QStringLiteral("vificlip-b16"), version = QStringLiteral("v"),
                      kind = QStringLiteral("video");
        EL_VERIFY_OK(embeddings.write({{output, model, version, kind, {1.5f, -2.25f, 0.1f}}}));
        EL_VERIFY_OK(embeddings.write({{output, model, version, kind, {0.5f, 3.0f, -0.1f}}}));
        auto table = embeddings.read(model, version, kind);
        EL_VERIFY_OK(table);
        QCOMPARE(table.value().dim, 3);
        QCOMPARE(table.value().rows.size(), 1);
        QCOMPARE(table.value().rows.value(output), (std::vector<float>{0.5f, 3.0f, -0.1f}));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*), length(data) FROM embeddings")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QCOMPARE(q.value(1).toInt(), 12);
        // Deleting the output deletes its embeddings.
        QVERIFY(q.exec(QStringLiteral("DELETE FROM outputs")));
        QVERIFY(embeddings.read(model, version, kind).value().rows.isEmpty());
    }

    void everyMigrationHasStatements()
    {
        const SqliteDialect dialect;
        for (int v = 1; v <= schema::currentVersion(); ++v)
            QVERIFY2(!schema::migrationStatements(v, dialect).isEmpty(), qPrintable(QString::number(v)));
        QVERIFY(schema::migrationStatements(schema::currentVersion() + 1, dialect).isEmpty());
    }

    void newerFileIsRefusedAndLeftUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.editlens"));
        writeFileAtVersion(path, schema::currentVersion());
        onOwnConnection(path, QStringLiteral("future"), [](QSqlDatabase &db) {
            QVERIFY(SqliteDialect().setSchemaVersion(db, schema::currentVersion() + 1));
        });
        const QByteArray before = fileHash(path);
        auto store = StudyStore::open(path);
        QVERIFY(!store.ok());
        QVERIFY2(store.error().message.contains(QStringLiteral("newer EditLens")),
                 qPrintable(store.error().toString()));
        QCOMPARE(fileHash(path), before);
    }

    void failedMigrationRollsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clash.editlens"));
        EL_VERIFY_OK(StudyStore::create(path, dir.path()));
        const int previous = schema::currentVersion() - 1;
        // A complete study that claims the previous schema: the last migration clashes with what is already
        // there and fails half-way.
        onOwnConnection(path, QStringLiteral("clash"),
                        [previous](QSqlDatabase &db) { QVERIFY(SqliteDialect().setSchemaVersion(db, previous)); });
        auto store = StudyStore::open(path);
        QVERIFY(!store.ok());
        QVERIFY2(store.error().message.startsWith(
                     QStringLiteral("migration to schema %1 failed: ").arg(schema::currentVersion())),
                 qPrintable(store.error().message));
        // SQLite's own words, without the suffix Qt SQL appends.
        QVERIFY2(!store.error().message.contains(QStringLiteral("Unable to execute statement")),
                 qPrintable(store.error().message));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QCOMPARE(SqliteDialect().schemaVersion(db), previous); // the half-done migration was rolled back
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
