#include "sqlexec.h"

#include "storage/sqldialect.h"

#include <QSqlError>

namespace editlens::core {

Error queryError(const QSqlQuery &query, const QString &what, const QString &file)
{
    return Error{what + QStringLiteral(": ") + sqlErrorText(query.lastError()), file};
}

Status execOrFail(QSqlQuery &query, const QString &what, const QString &file)
{
    if (query.exec())
        return Status::success();
    return queryError(query, what, file);
}

Status execBound(QSqlQuery &query, const QString &sql, const QVariantList &bindings, const QString &what,
                 const QString &file)
{
    query.prepare(sql);
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
