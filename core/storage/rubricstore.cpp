#include "rubricstore.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace editlens::core {

RubricStore::RubricStore(StudyStore &store) : m_store(store)
{
}

Status RubricStore::save(const Rubric &rubric)
{
    if (rubric.name.trimmed().isEmpty())
        return Error{QCoreApplication::translate("RubricStore", "a rubric needs a name"), m_store.filePath()};
    for (const RubricDimension &d : rubric.dimensions)
        if (d.name.trimmed().isEmpty() || d.step <= 0 || d.scaleMax < d.scaleMin)
            return Error{QCoreApplication::translate("RubricStore", "invalid scale for dimension '%1' of rubric '%2'")
                             .arg(d.name, rubric.name),
                         m_store.filePath()};
    QSqlDatabase &db = m_store.database();
    const SqlDialect &dialect = m_store.dialect();
    const QString &file = m_store.filePath();
    const QString what = QCoreApplication::translate("RubricStore", "cannot save rubric");
    return runInWriteTransaction(db, dialect, file, what, [&]() -> Status {
        QSqlQuery del(db);
        // Its dimensions and labels cascade.
        if (Status s = execBound(del, QStringLiteral("DELETE FROM rubrics WHERE name = ?"), {rubric.name}, what, file);
            !s)
            return s;
        QSqlQuery ins(db);
        if (Status s =
                execBound(ins, QStringLiteral("INSERT INTO rubrics(name, preset, help) VALUES (?, ?, ?) RETURNING id"),
                          {rubric.name, rubricPresetName(rubric.preset), sqlText(rubric.help)}, what, file);
            !s)
            return s;
        const qint64 rubricId = returnedId(ins);
        if (rubricId == 0)
            return Error{what, file};
        for (int i = 0; i < rubric.dimensions.size(); ++i) {
            const RubricDimension &d = rubric.dimensions[i];
            QSqlQuery dq(db);
            if (Status s =
                    execBound(dq,
                              QStringLiteral("INSERT INTO rubric_dimensions(rubric_id, position, name, scale_min,"
                                             " scale_max, step, help) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"),
                              {rubricId, i, d.name, d.scaleMin, d.scaleMax, d.step, sqlText(d.help)}, what, file);
                !s)
                return s;
            const qint64 dimensionId = returnedId(dq);
            if (dimensionId == 0)
                return Error{what, file};
            for (const ScaleLabel &l : d.labels) {
                QSqlQuery lq(db);
                if (Status s = execBound(lq,
                                         QStringLiteral("INSERT INTO rubric_labels(rubric_dimension_id, value, label)"
                                                        " VALUES (?, ?, ?)"),
                                         {dimensionId, l.value, sqlText(l.label)}, what, file);
                    !s)
                    return s;
            }
            // Ratings reference the study's dimension table: keep it in step with the rubric.
            QSqlQuery sd(db);
            sd.prepare(QStringLiteral("INSERT INTO dimensions(name, scale_min, scale_max, description, step)"
                                      " VALUES (?, ?, ?, ?, ?)")
                       + dialect.upsertClause({QStringLiteral("name")},
                                              {QStringLiteral("scale_min"), QStringLiteral("scale_max"),
                                               QStringLiteral("description"), QStringLiteral("step")}));
            sd.addBindValue(d.name);
            sd.addBindValue(d.scaleMin);
            sd.addBindValue(d.scaleMax);
            sd.addBindValue(sqlText(d.help));
            sd.addBindValue(d.step);
            if (Status s = execOrFail(sd, what, file); !s)
                return s;
        }
        return Status::success();
    });
}

Status RubricStore::remove(const QString &name)
{
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("RubricStore", "cannot delete rubric");
    return runInWriteTransaction(db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery del(db);
        return execBound(del, QStringLiteral("DELETE FROM rubrics WHERE name = ?"), {name}, what, m_store.filePath());
    });
}

Result<QVector<Rubric>> RubricStore::rubrics() const
{
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("RubricStore", "cannot read rubrics");
    QSqlQuery q(db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT r.id, r.name, r.preset, r.help, d.id, d.name, d.scale_min,"
                                            " d.scale_max, d.step, d.help FROM rubrics r"
                                            " LEFT JOIN rubric_dimensions d ON d.rubric_id = r.id"
                                            " ORDER BY r.id, d.position"),
                             {}, what, m_store.filePath());
        !s)
        return s.error();
    QVector<Rubric> out;
    QVector<QVector<qint64>> dimensionIds;
    qint64 current = -1;
    while (q.next()) {
        if (q.value(0).toLongLong() != current) {
            current = q.value(0).toLongLong();
            Rubric r;
            r.name = q.value(1).toString();
            r.preset = rubricPresetFromName(q.value(2).toString()).value_or(RubricPreset::Custom);
            r.help = q.value(3).toString();
            out.push_back(r);
            dimensionIds.push_back({});
        }
        if (q.value(4).isNull())
            continue;
        out.back().dimensions.push_back({q.value(5).toString(),
                                         q.value(6).toDouble(),
                                         q.value(7).toDouble(),
                                         q.value(8).toDouble(),
                                         {},
                                         q.value(9).toString()});
        dimensionIds.back().push_back(q.value(4).toLongLong());
    }
    QSqlQuery l(db);
    l.prepare(QStringLiteral("SELECT value, label FROM rubric_labels WHERE rubric_dimension_id = ? ORDER BY value"));
    for (int r = 0; r < out.size(); ++r)
        for (int d = 0; d < out[r].dimensions.size(); ++d) {
            l.addBindValue(dimensionIds[r][d]);
            if (Status s = execOrFail(l, what, m_store.filePath()); !s)
                return s.error();
            while (l.next())
                out[r].dimensions[d].labels.push_back({l.value(0).toDouble(), l.value(1).toString()});
        }
    return out;
}

namespace {

std::optional<Rubric> named(const QVector<Rubric> &rubrics, const QString &name)
{
    for (const Rubric &r : rubrics)
        if (r.name == name)
            return r;
    return std::nullopt;
}

} // namespace

Result<std::optional<Rubric>> RubricStore::rubric(const QString &name) const
{
    Result<QVector<Rubric>> all = rubrics();
    if (!all)
        return all.error();
    return named(all.value(), name);
}

Result<std::optional<Rubric>> RubricStore::active() const
{
    QSqlQuery q(m_store.database());
    if (Status s =
            execBound(q, QStringLiteral("SELECT value FROM study_meta WHERE key = 'rubric'"), {},
                      QCoreApplication::translate("RubricStore", "cannot read study settings"), m_store.filePath());
        !s)
        return s.error();
    const QString name = q.next() ? q.value(0).toString() : QString();
    Result<QVector<Rubric>> all = rubrics();
    if (!all)
        return all.error();
    if (std::optional<Rubric> chosen = named(all.value(), name))
        return chosen;
    if (all.value().isEmpty())
        return std::optional<Rubric>();
    return std::optional<Rubric>(all.value().front()); // none chosen: the first the study defines
}

Status RubricStore::setActive(const QString &name)
{
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("RubricStore", "cannot save study settings");
    return runInWriteTransaction(db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('rubric', ?)")
                  + m_store.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}));
        q.addBindValue(name);
        return execOrFail(q, what, m_store.filePath());
    });
}

Result<Rubric> RubricStore::ensureActive()
{
    Result<std::optional<Rubric>> current = active();
    if (!current)
        return current.error();
    if (current.value())
        return *current.value();
    Result<QVector<Dimension>> dimensions = m_store.dimensions();
    if (!dimensions)
        return dimensions.error();
    // BPM's user study dimensions (BPM paper, Fig. 7) when the study holds no ratings yet.
    const Rubric rubric =
        dimensions.value().isEmpty() ? rubricPreset(RubricPreset::Bpm) : rubricFromDimensions(dimensions.value());
    if (Status s = save(rubric); !s)
        return s.error();
    if (Status s = setActive(rubric.name); !s)
        return s.error();
    return rubric;
}

} // namespace editlens::core
