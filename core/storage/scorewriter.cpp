#include "storage/scorewriter.h"

#include "storage/sqldialect.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core {

Status writeResults(StudyStore &store, const QVector<OutputResults> &results)
{
    if (results.isEmpty())
        return Status::success();
    QSqlDatabase &db = store.database();
    const SqlDialect &dialect = store.dialect();
    if (const QString why = beginWriteOrReason(db, dialect); !why.isEmpty())
        return Error{QCoreApplication::translate("ScoreWriter", "cannot start a transaction: %1").arg(why),
                     store.filePath()};
    const auto fail = [&](const QSqlQuery &q) -> Status {
        const QString why = sqlErrorText(q.lastError());
        db.rollback();
        return Error{QCoreApplication::translate("ScoreWriter", "cannot store scoring results: %1").arg(why),
                     store.filePath()};
    };

    QSqlQuery score(db), removeScore(db), removeDifferences(db), difference(db);
    removeScore.prepare(QStringLiteral("DELETE FROM scores WHERE output_id = ? AND metric = ? AND version <> ?"));
    score.prepare(
        QStringLiteral("INSERT INTO scores(output_id, metric, version, value) VALUES (?, ?, ?, ?)")
        + dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("metric"), QStringLiteral("version")},
                               {QStringLiteral("value")}));
    removeDifferences.prepare(
        QStringLiteral("DELETE FROM differences WHERE output_id = ? AND origin_kind = ? AND origin = ?"));
    difference.prepare(QStringLiteral("INSERT INTO differences(output_id, op, description, x0, y0, x1, y1, confidence,"
                                      " origin_kind, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const OutputResults &r : results) {
        for (const Score &s : r.scores) {
            if (r.replaceOtherVersions) {
                removeScore.addBindValue(r.outputId);
                removeScore.addBindValue(sqlText(s.metric));
                removeScore.addBindValue(sqlText(s.version));
                if (!removeScore.exec())
                    return fail(removeScore);
            }
            score.addBindValue(r.outputId);
            score.addBindValue(sqlText(s.metric));
            score.addBindValue(sqlText(s.version));
            score.addBindValue(s.value);
            if (!score.exec())
                return fail(score);
        }
        if (Status e = insertEmbeddings(db, dialect, r.embeddings); !e) {
            db.rollback();
            return Error{e.error().message, store.filePath()};
        }
        if (!r.differences)
            continue;
        removeDifferences.addBindValue(r.outputId);
        removeDifferences.addBindValue(originKindName(OriginKind::Detector));
        removeDifferences.addBindValue(sqlText(r.differencesOrigin));
        if (!removeDifferences.exec())
            return fail(removeDifferences);
        for (const Difference &d : *r.differences) {
            for (const QVariant &v :
                 {QVariant(r.outputId), QVariant(editOpName(d.op)), sqlText(d.description), QVariant(d.box.left()),
                  QVariant(d.box.top()), QVariant(d.box.right()), QVariant(d.box.bottom()), QVariant(d.confidence),
                  QVariant(originKindName(OriginKind::Detector)), sqlText(r.differencesOrigin)})
                difference.addBindValue(v);
            if (!difference.exec())
                return fail(difference);
        }
    }
    if (!db.commit()) {
        const QString why = sqlErrorText(db.lastError());
        db.rollback();
        return Error{QCoreApplication::translate("ScoreWriter", "cannot commit scoring results: %1").arg(why),
                     store.filePath()};
    }
    return Status::success();
}

} // namespace editlens::core
