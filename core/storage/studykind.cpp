#include "studykind.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace editlens::core {

namespace {

const QString kindKey = QStringLiteral("study.kind");

QString kindName(StudyKind kind)
{
    switch (kind) {
    case StudyKind::Demo:
        return QStringLiteral("demo");
    case StudyKind::Synthetic:
        return QStringLiteral("synthetic");
    case StudyKind::Ordinary:
        break;
    }
    return QStringLiteral("ordinary");
}

} // namespace

StudyKind studyKind(StudyStore &store)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT value FROM study_meta WHERE key = ?"));
    q.addBindValue(kindKey);
    // No kind stored (or none readable) is an ordinary study on purpose: older studies have no such row.
    const QString stored =
        execFirstRow(q, QStringLiteral("study kind"), store.filePath()) ? q.value(0).toString() : QString();
    for (StudyKind kind : {StudyKind::Demo, StudyKind::Synthetic})
        if (stored == kindName(kind))
            return kind;
    return StudyKind::Ordinary;
}

Status setStudyKind(StudyStore &store, StudyKind kind)
{
    QSqlDatabase &db = store.database();
    const QString what = QCoreApplication::translate("StudyStore", "cannot save study settings");
    return runInWriteTransaction(db, store.dialect(), store.filePath(), what, [&]() -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
                  + store.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}));
        q.addBindValue(kindKey);
        q.addBindValue(kindName(kind));
        return execOrFail(q, what, store.filePath());
    });
}

} // namespace editlens::core
