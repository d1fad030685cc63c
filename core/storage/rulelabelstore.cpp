#include "storage/rulelabelstore.h"

#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
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
    const auto failed = [&](const QString &what, const QSqlQuery &q) {
        return Status(Error{what + QStringLiteral(": ") + sqlErrorText(q.lastError()), m_store.filePath()});
    };
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
            if (!q.exec())
                return failed(
                    QCoreApplication::translate("RuleLabelStore", "cannot declare dimension '%1'").arg(dimension.name),
                    q);
            q.prepare(QStringLiteral("INSERT INTO annotators(name) VALUES (?) ON CONFLICT DO NOTHING"));
            q.addBindValue(sqlText(annotator));
            if (!q.exec())
                return failed(QCoreApplication::translate("RuleLabelStore", "cannot record annotator"), q);
            q.prepare(QStringLiteral("DELETE FROM ratings WHERE annotator_id = (SELECT id FROM annotators WHERE name = "
                                     "?) AND dimension_id = (SELECT id FROM dimensions WHERE name = ?)"));
            q.addBindValue(sqlText(annotator));
            q.addBindValue(sqlText(dimension.name));
            if (!q.exec())
                return failed(QCoreApplication::translate("RuleLabelStore", "cannot remove the earlier labels"), q);
            QSqlQuery ids(db);
            ids.prepare(QStringLiteral("SELECT (SELECT id FROM annotators WHERE name = ?),"
                                       " (SELECT id FROM dimensions WHERE name = ?)"));
            ids.addBindValue(sqlText(annotator));
            ids.addBindValue(sqlText(dimension.name));
            if (!ids.exec() || !ids.next())
                return failed(QCoreApplication::translate("RuleLabelStore", "cannot read the annotator"), ids);
            const qint64 annotatorId = ids.value(0).toLongLong(), dimensionId = ids.value(1).toLongLong();
            const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
            QSqlQuery rating(db), rule(db), score(db);
            if (!scoreMetric.isEmpty()) {
                q.prepare(QStringLiteral("DELETE FROM scores WHERE metric = ?"));
                q.addBindValue(sqlText(scoreMetric));
                if (!q.exec())
                    return failed(QCoreApplication::translate("RuleLabelStore", "cannot remove the earlier scores"), q);
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
                                 m_store.filePath()};
                rating.addBindValue(l.outputId);
                rating.addBindValue(dimensionId);
                rating.addBindValue(annotatorId);
                rating.addBindValue(l.value);
                rating.addBindValue(now);
                if (!rating.exec() || !rating.next())
                    return failed(QCoreApplication::translate("RuleLabelStore", "cannot store a label"), rating);
                const qint64 ratingId = rating.value(0).toLongLong();
                rating.finish();
                rule.addBindValue(ratingId);
                rule.addBindValue(sqlText(l.rule));
                rule.addBindValue(sqlText(l.detail));
                if (!rule.exec())
                    return failed(QCoreApplication::translate("RuleLabelStore", "cannot store a label's rule"), rule);
                if (!scoreMetric.isEmpty()) {
                    score.addBindValue(l.outputId);
                    score.addBindValue(sqlText(scoreMetric));
                    score.addBindValue(sqlText(scoreVersion));
                    score.addBindValue(l.value);
                    if (!score.exec())
                        return failed(QCoreApplication::translate("RuleLabelStore", "cannot store a label's score"),
                                      score);
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
    if (!q.exec())
        return Error{QCoreApplication::translate("RuleLabelStore", "cannot read the labels: %1")
                         .arg(sqlErrorText(q.lastError())),
                     m_store.filePath()};
    QHash<qint64, RuleLabel> out;
    while (q.next()) {
        const qint64 output = q.value(0).toLongLong();
        out.insert(output, {output, q.value(1).toDouble(), q.value(2).toString(), q.value(3).toString()});
    }
    return out;
}

} // namespace editlens::core
