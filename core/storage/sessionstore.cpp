#include "sessionstore.h"

#include "storage/annotatorrows.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/storedtime.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace editlens::core {

SessionStore::SessionStore(StudyStore &store) : m_store(store), m_db(store.database())
{
}

Result<qint64> SessionStore::beginSession(const QString &annotator, qint64 itemId)
{
    qint64 id = 0;
    const QString what = QCoreApplication::translate("SessionStore", "cannot start an annotation session");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        Result<qint64> ann = recordAnnotator(m_db, annotator, m_store.filePath());
        if (!ann)
            return ann.error();
        QSqlQuery q(m_db);
        if (Status inserted = execBound(q,
                                        QStringLiteral("INSERT INTO annotator_sessions(annotator_id, item_id,"
                                                       " started_at) VALUES (?, ?, ?) RETURNING id"),
                                        {ann.value(), itemId, storedNow()}, what, m_store.filePath());
            !inserted)
            return inserted;
        id = returnedId(q);
        return id > 0 ? Status::success() : Status(queryError(q, what, m_store.filePath()));
    });
    if (!s)
        return s.error();
    return id;
}

Status SessionStore::endSession(qint64 sessionId)
{
    const QString what = QCoreApplication::translate("SessionStore", "cannot end an annotation session");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery sel(m_db);
        sel.prepare(QStringLiteral("SELECT started_at FROM annotator_sessions WHERE id = ?"));
        sel.addBindValue(sessionId);
        if (Status read = execOrFail(sel, what, m_store.filePath()); !read)
            return read;
        if (!sel.next())
            return queryError(sel, what, m_store.filePath());
        const QDateTime started = storedTime(sel.value(0).toString());
        sel.finish();
        const QDateTime ended = QDateTime::currentDateTimeUtc();
        QSqlQuery q(m_db);
        return execBound(q, QStringLiteral("UPDATE annotator_sessions SET ended_at = ?, seconds = ? WHERE id = ?"),
                         {ended.toString(Qt::ISODateWithMs), started.msecsTo(ended) / 1000.0, sessionId}, what,
                         m_store.filePath());
    });
}

Result<QVector<AnnotatorSession>> SessionStore::sessions(const QString &annotator) const
{
    QSqlQuery q(m_db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT s.id, a.name, s.item_id, s.started_at, s.ended_at, s.seconds"
                                            " FROM annotator_sessions s JOIN annotators a ON a.id = s.annotator_id"
                                            " WHERE ? = '' OR a.name = ? ORDER BY s.id"),
                             {sqlText(annotator), sqlText(annotator)},
                             QCoreApplication::translate("SessionStore", "cannot read sessions"), m_store.filePath());
        !s)
        return s.error();
    QVector<AnnotatorSession> out;
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong(),
                       storedTime(q.value(3).toString()), storedTime(q.value(4).toString()), q.value(5).toDouble()});
    return out;
}

Status SessionStore::submitItem(const QString &annotator, qint64 itemId)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("SessionStore", "cannot submit item"),
                                 [&] { return submitItemInTransaction(annotator, itemId, storedNow()); });
}

Status SessionStore::submitItemInTransaction(const QString &annotator, qint64 itemId, const QString &at)
{
    Result<qint64> ann = recordAnnotator(m_db, annotator, m_store.filePath());
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    return execBound(q,
                     QStringLiteral("INSERT INTO item_submissions(annotator_id, item_id, submitted_at, locked)"
                                    " VALUES (?, ?, ?, 1)")
                         + m_store.dialect().upsertClause({QStringLiteral("annotator_id"), QStringLiteral("item_id")},
                                                          {QStringLiteral("submitted_at"), QStringLiteral("locked")}),
                     {ann.value(), itemId, at}, QCoreApplication::translate("SessionStore", "cannot submit item"),
                     m_store.filePath());
}

Status SessionStore::reviseItem(const QString &annotator, qint64 itemId, const QString &reason)
{
    const QString what = QCoreApplication::translate("SessionStore", "cannot reopen item for revision");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery q(m_db);
        if (Status s = execBound(q,
                                 QStringLiteral("UPDATE item_submissions SET locked = 0 WHERE item_id = ?"
                                                " AND annotator_id = (SELECT id FROM annotators WHERE name = ?)"),
                                 {itemId, sqlText(annotator)}, what, m_store.filePath());
            !s)
            return s;
        if (q.numRowsAffected() != 1)
            return Error{QCoreApplication::translate("SessionStore", "item %1 was not submitted by '%2'")
                             .arg(itemId)
                             .arg(annotator),
                         m_store.filePath()};
        QSqlQuery log(m_db);
        return execBound(log,
                         QStringLiteral("INSERT INTO revise_log(annotator_id, item_id, at, reason)"
                                        " VALUES ((SELECT id FROM annotators WHERE name = ?), ?, ?, ?)"),
                         {sqlText(annotator), itemId, storedNow(), sqlText(reason)}, what, m_store.filePath());
    });
}

Result<Submission> SessionStore::submission(const QString &annotator, qint64 itemId) const
{
    QSqlQuery q(m_db);
    if (Status s =
            execBound(q,
                      QStringLiteral("SELECT s.submitted_at, s.locked, (SELECT count(*) FROM revise_log l"
                                     " WHERE l.item_id = s.item_id AND l.annotator_id = s.annotator_id)"
                                     " FROM item_submissions s JOIN annotators a ON a.id = s.annotator_id"
                                     " WHERE s.item_id = ? AND a.name = ?"),
                      {itemId, sqlText(annotator)},
                      QCoreApplication::translate("SessionStore", "cannot read submissions"), m_store.filePath());
        !s)
        return s.error();
    Submission s;
    if (q.next()) {
        s.submitted = true;
        s.submittedAt = storedTime(q.value(0).toString());
        s.locked = q.value(1).toBool();
        s.revisions = q.value(2).toInt();
    }
    return s;
}

} // namespace editlens::core
