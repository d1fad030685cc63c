// StudyStore on a PostgreSQL server: connecting (with the password from the URL, libpq's PGPASSWORD and ~/.pgpass,
// or the user), creating the study's schema, and bringing its images into the local cache.
#include "studystore.h"

#include "storage/blobstore.h"
#include "storage/pgdialect.h"
#include "storage/publishmark.h"
#include "storage/schema.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studyrights.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

Q_DECLARE_LOGGING_CATEGORY(lcStorage)

namespace editlens::core {

namespace {

bool refusedForPassword(const QSqlError &error)
{
    const QString text = error.databaseText() + error.driverText();
    return text.contains(QLatin1String("no password supplied"))
           || text.contains(QLatin1String("password authentication failed"));
}

/// Opens `db` on `location`'s server with the password of the URL, else a remembered one (PGPASSWORD, ~/.pgpass);
/// when the server asks for a password, once more with what the user types (remembered if it works).
Status openServerConnection(QSqlDatabase &db, const StudyLocation &location)
{
    db.setHostName(location.host());
    if (location.port() > 0)
        db.setPort(location.port());
    db.setUserName(location.user());
    db.setDatabaseName(location.database());
    db.setConnectOptions(location.connectOptions());
    const QString password = location.password().isEmpty() ? rememberedPassword(location) : location.password();
    if (!password.isEmpty())
        db.setPassword(password);

    bool opened = db.open();
    if (!opened && refusedForPassword(db.lastError())) {
        if (const PasswordPrompt ask = passwordPrompt()) {
            const QString typed = ask(location, sqlErrorText(db.lastError()));
            if (!typed.isNull()) {
                db.setPassword(typed);
                opened = db.open();
                if (opened)
                    rememberPassword(location, typed);
            }
        }
    }
    if (!opened)
        return Error{QCoreApplication::translate("StudyStore", "cannot connect to the server: %1")
                         .arg(sqlErrorText(db.lastError())),
                     location.toString()};
    if (!location.password().isEmpty())
        rememberPassword(location, location.password());
    return Status::success();
}

/// Checks that the study's schema exists (opening) or does not yet (creating), and creates it when creating.
Status findOrCreateSchema(QSqlDatabase &db, const StudyLocation &location, bool creating)
{
    const QString shown = location.toString();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = ?"));
    q.addBindValue(location.study());
    if (Status s = execOrFail(q, QCoreApplication::translate("StudyStore", "cannot read the server's studies"), shown);
        !s)
        return s;
    const bool exists = q.next();
    if (creating && exists)
        return Error{QCoreApplication::translate("StudyStore", "the database '%1' already holds a study named '%2'")
                         .arg(location.database(), location.study()),
                     shown};
    if (!creating && !exists)
        return Error{QCoreApplication::translate("StudyStore",
                                                 "the database '%1' holds no study named '%2' (publish one with "
                                                 "'editlens-cli publish STUDY.editlens URL')")
                         .arg(location.database(), location.study()),
                     shown};
    if (creating)
        return execSql(q, QStringLiteral("CREATE SCHEMA %1").arg(location.study()),
                       QCoreApplication::translate("StudyStore", "cannot create the study"), shown);
    return Status::success();
}

/// Runs the dialect's per-connection set-up (the search path of the study's schema, among others).
Status configureConnection(QSqlDatabase &db, const SqlDialect &dialect, const QString &shown)
{
    for (const QString &sql : dialect.connectionSetup()) {
        QSqlQuery q(db);
        if (Status s = execSql(q, sql,
                               QCoreApplication::translate("StudyStore", "cannot configure the database (%1)").arg(sql),
                               shown);
            !s)
            return s;
    }
    return Status::success();
}

/// Before migrating: the schema's version is one this release reads, and an existing schema is an EditLens study.
Status checkStudySchema(QSqlDatabase &db, const SqlDialect &dialect, const StudyLocation &location, bool creating)
{
    const QString shown = location.toString();
    if (Status s = schema::checkVersion(db, dialect, shown); !s)
        return s;
    if (!creating && dialect.schemaVersion(db) == 0)
        return Error{QCoreApplication::translate(
                         "StudyStore",
                         "the schema '%1' holds no EditLens study (it has no schema version); it was left as it is")
                         .arg(location.study()),
                     shown};
    return Status::success();
}

/// After migrating: every table is there, and an existing study was published whole.
Status verifyStudySchema(QSqlDatabase &db, const SqlDialect &dialect, const StudyLocation &location, bool creating)
{
    const QString shown = location.toString();
    if (Status s = schema::verifyTables(db, dialect, shown); !s)
        return s;
    if (!creating)
        return publishmark::check(db, location.study(), shown);
    return Status::success();
}

/// A new study's settings: its root (images live in the server's blob store) and when it was created.
Status writeNewStudyMeta(QSqlDatabase &db, const QString &shown)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('root', ''), ('created', ?)"));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    return execOrFail(q, QCoreApplication::translate("StudyStore", "cannot write study settings"), shown);
}

} // namespace

Result<std::unique_ptr<StudyStore>> StudyStore::connectServer(const StudyLocation &location, bool creating,
                                                              const QString &rootDir, const ProgressCallback &progress,
                                                              ServerImages images)
{
    const QString shown = location.toString();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return Error{QCoreApplication::translate(
                         "StudyStore", "a study on a PostgreSQL server needs Qt's PostgreSQL driver (Debian package "
                                       "libqt6sql6-psql), which is not installed"),
                     shown};
    auto dialect = std::make_unique<PgDialect>(location.study());
    const QString connection = nextConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(dialect->driverName(), connection);
    auto fail = [&](const Error &e) -> Result<std::unique_ptr<StudyStore>> {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
        return e;
    };
    if (Status s = openServerConnection(db, location); !s)
        return fail(s.error());
    if (Status s = findOrCreateSchema(db, location, creating); !s)
        return fail(s.error());
    // A schema this call created is dropped again when its set-up, migration or settings fail. Its own failure is
    // dropped on purpose: the caller reports why the set-up failed, which is what the user can act on.
    auto dropCreated = [&]() {
        if (!creating)
            return;
        QSqlQuery drop(db);
        static_cast<void>(execSql(drop, QStringLiteral("DROP SCHEMA %1 CASCADE").arg(location.study()),
                                  QStringLiteral("DROP SCHEMA"), shown));
    };
    if (Status s = configureConnection(db, *dialect, shown); !s) {
        dropCreated();
        return fail(s.error());
    }
    if (Status s = checkStudySchema(db, *dialect, location, creating); !s)
        return fail(s.error());
    if (Status s = schema::migrate(db, *dialect, shown); !s) {
        dropCreated();
        return fail(s.error());
    }
    if (Status s = verifyStudySchema(db, *dialect, location, creating); !s)
        return fail(s.error());

    const QString root = !rootDir.isEmpty() ? rootDir
                                            : blobstore::cacheRootFor(location.host(), location.port(),
                                                                      location.database(), location.study());
    if (creating) {
        if (Status s = writeNewStudyMeta(db, shown); !s) {
            dropCreated();
            return fail(s.error());
        }
    } else if (images == ServerImages::Fetch) {
        if (Result<blobstore::SyncReport> synced = blobstore::syncCache(db, shown, root, progress); !synced)
            return fail(synced.error());
    }
    auto store = std::unique_ptr<StudyStore>(new StudyStore(location, db, std::move(dialect), StudyPaths(root)));
    // A study secured by an earlier release gets this release's rights when its owner opens it. The study stays
    // usable if that fails (another session holding a table, say): the next open tries again.
    if (!creating)
        if (Status s = studyrights::bringForward(*store); !s)
            qCWarning(lcStorage, "%s", qPrintable(s.error().message));
    return store;
}

bool StudyStore::isReachable()
{
    if (!isServer())
        return true;
    QSqlQuery q(*m_db);
    // Only whether the server answers: why it does not is the reconnect's to report.
    return m_db->isOpen() && execSqlFirstRow(q, QStringLiteral("SELECT 1"), QStringLiteral("SELECT 1"), m_file).ok();
}

Status StudyStore::reconnect()
{
    if (!isServer())
        return Status::success();
    dropStatements(); // prepared on the old connection
    m_db->close();
    if (!m_db->open())
        return Error{QCoreApplication::translate("StudyStore", "the server cannot be reached: %1")
                         .arg(sqlErrorText(m_db->lastError())),
                     m_file};
    for (const QString &sql : m_dialect->connectionSetup()) {
        QSqlQuery q(*m_db);
        if (Status s = execSql(q, sql,
                               QCoreApplication::translate("StudyStore", "cannot configure the database (%1)").arg(sql),
                               m_file);
            !s)
            return s;
    }
    return Status::success();
}

} // namespace editlens::core
