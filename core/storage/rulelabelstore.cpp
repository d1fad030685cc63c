#include "storage/rulelabelstore.h"

#include "storage/annotatorrows.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>

namespace editlens::core {

RuleLabelStore::RuleLabelStore(StudyStore &store) : m_store(store)
{
}

Status RuleLabelStore::replace(const QString &annotator, const Dimension &dimension, const QVector<RuleLabel> &labels,
                               const QString &scoreMetric, const QString &scoreVersion)
{
    QSqlDatabase &db = m_store.database();
    const SqlDialect &dialect = m_store.dialect();
    const QString &file = m_store.filePath();
    return runInWriteTransaction(
        db, dialect, m_store.filePath(), QCoreApplication::translate("RuleLabelStore", "cannot store the labels"),
        [&]() -> Status {
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("INSERT INTO dimensions(name, scale_min, scale_max, description) VALUES (?, ?, ?, ?)")
                + dialect.upsertClause({QStringLiteral("name")},
                                       {QStringLiteral("scale_min"), QStringLiteral("scale_max"),
                                        QStringLiteral("description")}));
            q.addBindValue(sqlText(dimension.name));
            q.addBindValue(dimension.scaleMin);
            q.addBindValue(dimension.scaleMax);
            q.addBindValue(sqlText(dimension.description));
            if (Status s = execOrFail(
                    q,
                    QCoreApplication::translate("RuleLabelStore", "cannot declare dimension '%1'").arg(dimension.name),
                    file);
                !s)
                return s;
            const Result<qint64> annotatorId = recordAnnotator(db, annotator, file);
            if (!annotatorId)
                return annotatorId.error();
            if (Status s =
                    execBound(q, QStringLiteral("SELECT id FROM dimensions WHERE name = ?"), {sqlText(dimension.name)},
                              QCoreApplication::translate("RuleLabelStore", "cannot read the dimension"), file);
                !s)
                return s;
            const qint64 dimensionId = q.next() ? q.value(0).toLongLong() : 0;
            q.finish();
            if (Status s =
                    execBound(q, QStringLiteral("DELETE FROM ratings WHERE annotator_id = ? AND dimension_id = ?"),
                              {annotatorId.value(), dimensionId},
                              QCoreApplication::translate("RuleLabelStore", "cannot remove the earlier labels"), file);
                !s)
                return s;
            const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
            QSqlQuery rating(db), rule(db), score(db);
            if (!scoreMetric.isEmpty()) {
                if (Status s =
                        execBound(q, QStringLiteral("DELETE FROM scores WHERE metric = ?"), {sqlText(scoreMetric)},
                                  QCoreApplication::translate("RuleLabelStore", "cannot remove the earlier scores"),
                                  file);
                    !s)
                    return s;
                score.prepare(
                    QStringLiteral("INSERT INTO scores(output_id, metric, version, value) VALUES (?, ?, ?, ?)"));
            }
            rating.prepare(QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value, "
                                          "updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id"));
            rule.prepare(QStringLiteral("INSERT INTO label_rules(rating_id, rule, detail) VALUES (?, ?, ?)"));
            for (const RuleLabel &l : labels) {
                if (l.value < dimension.scaleMin || l.value > dimension.scaleMax)
                    return Error{QCoreApplication::translate("RuleLabelStore",
                                                             "label %1 of output %2 is outside the scale %3-%4")
                                     .arg(QString::number(l.value), QString::number(l.outputId),
                                          QString::number(dimension.scaleMin), QString::number(dimension.scaleMax)),
                                 file};
                rating.addBindValue(l.outputId);
                rating.addBindValue(dimensionId);
                rating.addBindValue(annotatorId.value());
                rating.addBindValue(l.value);
                rating.addBindValue(now);
                const QString cannotStore = QCoreApplication::translate("RuleLabelStore", "cannot store a label");
                if (Status s = execOrFail(rating, cannotStore, file); !s)
                    return s;
                const qint64 ratingId = returnedId(rating);
                if (ratingId == 0)
                    return Error{cannotStore, file};
                rule.addBindValue(ratingId);
                rule.addBindValue(sqlText(l.rule));
                rule.addBindValue(sqlText(l.detail));
                if (Status s =
                        execOrFail(rule, QCoreApplication::translate("RuleLabelStore", "cannot store a label's rule"),
                                   file);
                    !s)
                    return s;
                if (!scoreMetric.isEmpty()) {
                    score.addBindValue(l.outputId);
                    score.addBindValue(sqlText(scoreMetric));
                    score.addBindValue(sqlText(scoreVersion));
                    score.addBindValue(l.value);
                    if (Status s = execOrFail(
                            score, QCoreApplication::translate("RuleLabelStore", "cannot store a label's score"), file);
                        !s)
                        return s;
                }
            }
            return Status::success();
        });
}

Result<QHash<qint64, RuleLabel>> RuleLabelStore::read(const QString &annotator, const QString &dimension) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT r.output_id, r.value, coalesce(l.rule, ''), coalesce(l.detail, '')"
                             " FROM ratings r JOIN annotators a ON a.id = r.annotator_id"
                             " JOIN dimensions d ON d.id = r.dimension_id"
                             " LEFT JOIN label_rules l ON l.rating_id = r.id"
                             " WHERE a.name = ? AND d.name = ?"));
    q.addBindValue(sqlText(annotator));
    q.addBindValue(sqlText(dimension));
    if (Status s =
            execOrFail(q, QCoreApplication::translate("RuleLabelStore", "cannot read the labels"), m_store.filePath());
        !s)
        return s.error();
    QHash<qint64, RuleLabel> out;
    while (q.next()) {
        const qint64 output = q.value(0).toLongLong();
        out.insert(output, {output, q.value(1).toDouble(), q.value(2).toString(), q.value(3).toString()});
    }
    return out;
}

} // namespace editlens::core
