#include "sqlexec.h"

#include "storage/sqldialect.h"

#include <QSqlDriver>
#include <QSqlError>

namespace editlens::core {

namespace {

/// Why `query` failed. A statement whose prepare failed (a missing table or column) fails again at exec, where Qt SQL
/// replaces the engine's words with its own ("Parameter count mismatch", "No query"); preparing it once more on a
/// fresh result of the same connection gets them back. Only for such errors of Qt's own, so that a statement the
/// engine refused is never run or prepared twice.
QSqlError reasonOf(const QSqlQuery &query)
{
    QSqlError error = query.lastError();
    if (!error.nativeErrorCode().isEmpty() || !error.databaseText().isEmpty() || query.lastQuery().isEmpty()
        || !query.driver())
        return error;
    QSqlQuery again(query.driver()->createResult());
    if (again.prepare(query.lastQuery()) || again.lastError().databaseText().isEmpty())
        return error;
    return again.lastError();
}

} // namespace

Error queryError(const QSqlQuery &query, const QString &what, const QString &file)
{
    return Error{what + QStringLiteral(": ") + sqlErrorText(reasonOf(query)), file};
}

Status execOrFail(QSqlQuery &query, const QString &what, const QString &file)
{
    if (query.exec())
        return Status::success();
    return queryError(query, what, file);
}

Status execSql(QSqlQuery &query, const QString &sql, const QString &what, const QString &file)
{
    if (query.exec(sql))
        return Status::success();
    return queryError(query, what, file);
}

Status execFirstRow(QSqlQuery &query, const QString &what, const QString &file)
{
    if (query.exec() && query.next())
        return Status::success();
    return queryError(query, what, file);
}

Status execSqlFirstRow(QSqlQuery &query, const QString &sql, const QString &what, const QString &file)
{
    if (query.exec(sql) && query.next())
        return Status::success();
    return queryError(query, what, file);
}

Status prepareOrFail(QSqlQuery &query, const QString &sql, const QString &what, const QString &file)
{
    if (query.prepare(sql))
        return Status::success();
    return queryError(query, what, file);
}

Status execBound(QSqlQuery &query, const QString &sql, const QVariantList &bindings, const QString &what,
                 const QString &file)
{
    if (Status s = prepareOrFail(query, sql, what, file); !s)
        return s;
    for (const QVariant &value : bindings)
        query.addBindValue(value);
    return execOrFail(query, what, file);
}

qint64 returnedId(QSqlQuery &query)
{
    const qint64 id = query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return id;
}

} // namespace editlens::core
