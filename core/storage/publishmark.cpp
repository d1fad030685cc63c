#include "publishmark.h"

#include "storage/sqlexec.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace editlens::core::publishmark {

Status check(QSqlDatabase &db, const QString &schema, const QString &shown)
{
    QSqlQuery q(db);
    if (Status s = execBound(q, QStringLiteral("SELECT value FROM study_meta WHERE key = ?"), {QString(key)},
                             QCoreApplication::translate("StudyTransfer", "cannot read the study's settings"), shown);
        !s)
        return s;
    if (!q.next())
        return Status::success();
    return Error{QCoreApplication::translate("StudyTransfer",
                                             "this server study is incomplete: its publish (begun %1) did not "
                                             "finish, so rows or images are missing. Remove it with DROP SCHEMA %2 "
                                             "CASCADE and publish the study file again")
                     .arg(q.value(0).toString(), schema),
                 shown};
}

} // namespace editlens::core::publishmark
