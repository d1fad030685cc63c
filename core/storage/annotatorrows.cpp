#include "storage/annotatorrows.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "study/annotatorname.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace editlens::core {

namespace {

QString cannotRecord(const QString &name)
{
    return QCoreApplication::translate("AnnotatorRows", "cannot record annotator '%1'").arg(name);
}

} // namespace

Result<qint64> annotatorRowId(QSqlDatabase &db, const QString &name, const QString &file)
{
    QSqlQuery q(db);
    if (Status s =
            execBound(q, QStringLiteral("SELECT id FROM annotators WHERE name = ?"), {sqlText(name)},
                      QCoreApplication::translate("AnnotatorRows", "cannot read annotator '%1'").arg(name), file);
        !s)
        return s.error();
    return q.next() ? q.value(0).toLongLong() : qint64(0);
}

Result<qint64> recordAnnotator(QSqlDatabase &db, const QString &name, const QString &file)
{
    // Looked up first: an annotator's server role may not add annotators, even in an INSERT that would skip.
    Result<qint64> known = annotatorRowId(db, name, file);
    if (!known || known.value() > 0)
        return known;
    // Only a new name must follow the rule; a name an older study already holds stays usable.
    if (Status s = checkAnnotatorName(name, file); !s)
        return s.error();
    QSqlQuery ins(db);
    // ON CONFLICT: another writer may have added the same name since the look-up (SQLite's BEGIN IMMEDIATE rules
    // that out, PostgreSQL's read committed does not).
    if (Status s = execBound(ins, QStringLiteral("INSERT INTO annotators(name) VALUES (?) ON CONFLICT DO NOTHING"),
                             {sqlText(name)}, cannotRecord(name), file);
        !s)
        return s.error();
    Result<qint64> id = annotatorRowId(db, name, file);
    if (id && id.value() == 0)
        return Error{cannotRecord(name), file};
    return id;
}

} // namespace editlens::core
