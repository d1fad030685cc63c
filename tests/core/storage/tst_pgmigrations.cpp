// The schema's migrations on PostgreSQL: a server study written by an earlier release (migrations 1..v applied to a
// fresh schema) opens, is brought to the current schema with its rows kept, and a study from a newer release is
// refused and left as it is. tst_migrations does the same for study files.
#include "server/serverstudy.h"
#include "server/studyaccess.h"
#include "storage/pgdialect.h"
#include "storage/schema.h"
#include "storage/studystore.h"
#include "studyengine.h"
#include "testutil.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

using namespace editlens::core;
using editlens::testing::pgTestServer;

namespace {

/// Runs `use` on a connection of its own to the test database with `study`'s schema first on the search path.
void onServer(const QString &study, const std::function<void(QSqlDatabase &, const PgDialect &)> &use)
{
    const QString name = QStringLiteral("pgmigrations-") + study;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(pgTestServer().socket);
        db.setPort(pgTestServer().port);
        db.setUserName(pgTestServer().user);
        db.setDatabaseName(QStringLiteral("editlens_test"));
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        const PgDialect dialect(study);
        for (const QString &sql : dialect.connectionSetup())
            QVERIFY(QSqlQuery(db).exec(sql));
        use(db, dialect);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

class TestPgMigrations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!pgTestServer().ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + pgTestServer().reason));
    }

    void everyEarlierSchemaIsBroughtForward_data()
    {
        QTest::addColumn<int>("version");
        for (int v = 1; v < schema::currentVersion(); ++v)
            QTest::newRow(qPrintable(QStringLiteral("schema %1").arg(v))) << v;
    }

    void everyEarlierSchemaIsBroughtForward()
    {
        QFETCH(int, version);
        const QString study = editlens::testing::uniqueStudyName(QStringLiteral("v%1").arg(version));
        onServer(study, [&](QSqlDatabase &db, const PgDialect &dialect) {
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE SCHEMA %1").arg(study)));
            EL_VERIFY_OK(schema::migrate(db, dialect, study, version));
            QCOMPARE(dialect.schemaVersion(db), version);
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('root', '')")));
            QVERIFY2(q.exec(QStringLiteral("INSERT INTO items(key, instruction) VALUES ('old-item', 'keep me')")),
                     qPrintable(q.lastError().text()));
        });
        auto store = StudyStore::open(pgTestServer().url(study));
        EL_VERIFY_OK(store);
        QCOMPARE(store.value()->dialect().schemaVersion(store.value()->database()), schema::currentVersion());
        EL_VERIFY_OK(schema::verifyTables(store.value()->database(), store.value()->dialect(), study));
        const auto items = store.value()->itemSummaries();
        EL_VERIFY_OK(items);
        QCOMPARE(items.value().size(), 1);
        QCOMPARE(store.value()->loadItem(items.value().at(0).id).value().instruction, QStringLiteral("keep me"));
    }

    void aStudyFromANewerReleaseIsRefusedAndKept()
    {
        const QString study = editlens::testing::uniqueStudyName(QStringLiteral("newer"));
        EL_VERIFY_OK(server::createStudy(pgTestServer().url(study), {}));
        const int newer = schema::currentVersion() + 1;
        onServer(study,
                 [&](QSqlDatabase &db, const PgDialect &dialect) { QVERIFY(dialect.setSchemaVersion(db, newer)); });
        const auto store = StudyStore::open(pgTestServer().url(study));
        QVERIFY(!store.ok());
        QVERIFY2(store.error().message.contains(QLatin1String("newer EditLens")), qPrintable(store.error().message));
        onServer(study,
                 [&](QSqlDatabase &db, const PgDialect &dialect) { QCOMPARE(dialect.schemaVersion(db), newer); });
    }

    void aStudySecuredByAnEarlierReleaseGetsTodaysRightsWhenItsOwnerOpensIt()
    {
        // What an earlier release left: one group role per 40-character prefix (shared with any study whose name
        // begins alike), no scale check on ratings, and no record of the rights' version.
        const QString study = editlens::testing::uniqueStudyName(QStringLiteral("secured_by_an_earlier_release"));
        const QString legacy = QStringLiteral("el_%1_annotators").arg(study.left(40));
        QString role;
        QString password;
        {
            auto created = server::createStudy(pgTestServer().url(study), {});
            EL_VERIFY_OK(created);
            StudyData batch;
            batch.dimensions = {{QStringLiteral("overall"), 1, 5, {}}};
            Item item;
            item.key = QStringLiteral("kept");
            Output o;
            o.system = QStringLiteral("SysA");
            item.outputs = {o};
            batch.items = {item};
            EL_VERIFY_OK(created.value()->importData(batch));
            auto login = studyaccess::addAnnotator(*created.value(), QStringLiteral("erin"));
            EL_VERIFY_OK(login);
            role = login.value().role;
            password = login.value().password;
        }
        onServer(study, [&](QSqlDatabase &db, const PgDialect &) {
            QSqlQuery q(db);
            QString current;
            QVERIFY(q.exec(QStringLiteral("SELECT r.rolname FROM pg_auth_members m JOIN pg_roles r ON r.oid ="
                                          " m.roleid JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = '%1'")
                               .arg(role)));
            QVERIFY(q.next());
            current = q.value(0).toString();
            for (const QString &sql :
                 {QStringLiteral("CREATE ROLE \"%1\" NOLOGIN").arg(legacy),
                  QStringLiteral("GRANT USAGE ON SCHEMA %1 TO \"%2\"").arg(study, legacy),
                  QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO \"%2\"").arg(study, legacy),
                  QStringLiteral("GRANT \"%1\" TO \"%2\"").arg(legacy, role),
                  QStringLiteral("REVOKE \"%1\" FROM \"%2\"").arg(current, role),
                  QStringLiteral("DROP TRIGGER el_on_scale ON ratings"),
                  QStringLiteral("DROP FUNCTION el_access_version()")})
                QVERIFY2(q.exec(sql), qPrintable(sql + QStringLiteral(": ") + q.lastError().text()));
        });
        auto owner = StudyStore::open(pgTestServer().url(study));
        EL_VERIFY_OK(owner);
        onServer(study, [&](QSqlDatabase &db, const PgDialect &) {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT el_access_version()")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 3);
            // The shared group holds nothing of this study any more (the server dropped it: nothing else used it).
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM pg_roles WHERE rolname = '%1'").arg(legacy)));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM pg_trigger WHERE tgname = 'el_on_scale'"
                                          " AND tgrelid = '%1.ratings'::regclass")
                               .arg(study)));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 1);
        });
        // erin reads the study through its own group, and her ratings are checked against the scale.
        auto erin = StudyStore::open(pgTestServer().tcpUrl(study, role, password));
        EL_VERIFY_OK(erin);
        QCOMPARE(erin.value()->itemSummaries().value().size(), 1);
        const qint64 output =
            erin.value()->loadItem(erin.value()->itemSummaries().value().at(0).id).value().outputs.at(0).id;
        EL_VERIFY_OK(erin.value()->setRating(output, QStringLiteral("overall"), QStringLiteral("erin"), 4));
        QSqlQuery q(erin.value()->database());
        QVERIFY(!q.exec(QStringLiteral("UPDATE ratings SET value = 99")));
        QVERIFY2(q.lastError().databaseText().contains(QLatin1String("off the scale")),
                 qPrintable(q.lastError().databaseText()));
    }

    void aSchemaThatIsNoStudyIsRefused()
    {
        const QString study = editlens::testing::uniqueStudyName(QStringLiteral("other"));
        onServer(study, [&](QSqlDatabase &db, const PgDialect &) {
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE SCHEMA %1").arg(study)));
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE %1.something(x int)").arg(study)));
        });
        const auto store = StudyStore::open(pgTestServer().url(study));
        QVERIFY(!store.ok());
        QVERIFY2(store.error().message.contains(QLatin1String("not an EditLens study")),
                 qPrintable(store.error().message));
    }
};

QTEST_GUILESS_MAIN(TestPgMigrations)
#include "tst_pgmigrations.moc"
