#include "annotatorstore.h"

#include "storage/annotatorrows.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace editlens::core {

AnnotatorStore::AnnotatorStore(StudyStore &store) : m_store(store), m_db(store.database())
{
}

Result<qint64> AnnotatorStore::ensureAnnotator(const QString &name)
{
    // Looked up outside a transaction first: a known name (the usual case) takes no write lock.
    if (Result<qint64> known = annotatorRowId(m_db, name, m_store.filePath()); !known || known.value() > 0)
        return known;
    qint64 id = 0;
    const Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                           QCoreApplication::translate("AnnotatorStore", "cannot record annotator"),
                                           [&]() -> Status {
                                               Result<qint64> recorded =
                                                   recordAnnotator(m_db, name, m_store.filePath());
                                               if (!recorded)
                                                   return recorded.error();
                                               id = recorded.value();
                                               return Status::success();
                                           });
    if (!s)
        return s.error();
    return id;
}

Result<QStringList> AnnotatorStore::annotators() const
{
    QSqlQuery q(m_db);
    if (Status s =
            execBound(q, QStringLiteral("SELECT name FROM annotators ORDER BY name"), {},
                      QCoreApplication::translate("AnnotatorStore", "cannot read annotators"), m_store.filePath());
        !s)
        return s.error();
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

} // namespace editlens::core
