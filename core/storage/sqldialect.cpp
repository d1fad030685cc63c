#include "sqldialect.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

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
    QSqlQuery q(db);
    return q.exec(dialect.beginWriteTransaction());
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
