#include "sqldialect.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

namespace editlens::core {

QString SqliteDialect::driverName() const
{
    return QStringLiteral("QSQLITE");
}

QString SqliteDialect::primaryKeyType() const
{
    return QStringLiteral("INTEGER PRIMARY KEY");
}

QStringList SqliteDialect::connectionSetup() const
{
    // FULL in WAL mode syncs the log on every commit: an annotation shown as saved survives a
    // power cut, not only a killed process. BENCHMARKS.md records what it costs per write.
    return {QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("PRAGMA synchronous = FULL"),
            QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA busy_timeout = 5000"),
            QStringLiteral("PRAGMA temp_store = MEMORY")};
}

namespace {

sqlite3 *sqliteHandle(QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3 *const *>(handle.constData());
    return nullptr;
}

// A log above this size is truncated on close when nobody else is using it; below it, SQLite's own
// restart-from-the-start keeps reusing the file.
constexpr qint64 kTruncateLogAbove = 16 * 1024 * 1024;

} // namespace

QString SqliteDialect::configureConnection(QSqlDatabase &db) const
{
    sqlite3 *raw = sqliteHandle(db);
    if (!raw)
        return QCoreApplication::translate("SqliteDialect", "the SQLite driver exposes no handle");
    int persist = 1;
    const int rc = sqlite3_file_control(raw, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
    if (rc != SQLITE_OK)
        return QString::fromUtf8(sqlite3_errstr(rc));
    return {};
}

void SqliteDialect::beforeClose(QSqlDatabase &db, const QString &file) const
{
    if (!db.isOpen() || QFileInfo(file + QStringLiteral("-wal")).size() <= kTruncateLogAbove)
        return;
    QSqlQuery q(db);
    // Never wait here: a busy log is simply left for a later close.
    q.exec(QStringLiteral("PRAGMA busy_timeout = 0"));
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

int SqliteDialect::schemaVersion(QSqlDatabase &db) const
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

bool SqliteDialect::setSchemaVersion(QSqlDatabase &db, int version) const
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
}

QString SqliteDialect::upsertClause(const QStringList &conflictColumns, const QStringList &updateColumns) const
{
    QStringList sets;
    sets.reserve(updateColumns.size());
    for (const QString &c : updateColumns)
        sets << c + QStringLiteral(" = excluded.") + c;
    return QStringLiteral(" ON CONFLICT(%1) DO UPDATE SET %2")
        .arg(conflictColumns.join(QStringLiteral(", ")), sets.join(QStringLiteral(", ")));
}

QString SqliteDialect::insertIgnoreHead() const
{
    return QStringLiteral("INSERT OR IGNORE INTO");
}

QString SqliteDialect::beginWriteTransaction() const
{
    return QStringLiteral("BEGIN IMMEDIATE");
}

bool beginWrite(QSqlDatabase &db, const SqlDialect &dialect)
{
    return beginWriteOrReason(db, dialect).isEmpty();
}

QString sqlErrorText(const QSqlError &error)
{
    const QString engine = error.databaseText().trimmed();
    return engine.isEmpty() ? error.driverText().trimmed() : engine;
}

QString beginWriteOrReason(QSqlDatabase &db, const SqlDialect &dialect)
{
    QSqlQuery q(db);
    if (q.exec(dialect.beginWriteTransaction()))
        return {};
    const QSqlError error = q.lastError();
    // SQLITE_BUSY (5) / SQLITE_LOCKED (6): another connection kept the write lock for the whole busy timeout.
    if (error.nativeErrorCode() == QLatin1String("5") || error.nativeErrorCode() == QLatin1String("6"))
        return QCoreApplication::translate("SqliteDialect",
                                           "the study is locked: another program (a window or editlens-cli) has been "
                                           "writing to it for more than 5 s; try again when it has finished");
    const QString text = sqlErrorText(error);
    return text.isEmpty() ? QCoreApplication::translate("SqliteDialect", "the database gave no reason") : text;
}

QString SqliteDialect::copyToFile() const
{
    return QStringLiteral("VACUUM INTO ?");
}

QString SqliteDialect::integrityCheck() const
{
    return QStringLiteral("PRAGMA integrity_check");
}

} // namespace editlens::core
