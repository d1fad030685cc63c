#include "storage/schema.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

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
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("future"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(SqliteDialect().setSchemaVersion(db, schema::currentVersion() + 1));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("future"));
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
        {
            // A table that clashes with migration 1 makes it fail half-way.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("clash"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE outputs (x INTEGER)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("clash"));
        auto store = StudyStore::open(path);
        QVERIFY(!store.ok());
        QVERIFY(store.error().message.contains(QStringLiteral("migration to schema 1 failed")));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'items'")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0); // nothing of the half-done migration stayed
        QCOMPARE(SqliteDialect().schemaVersion(db), 0);
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
