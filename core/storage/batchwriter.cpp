#include "batchwriter.h"

#include "storage/bulkstatement.h"
#include "storage/differencestore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core {

namespace {

QVariant nullableInt(int v, bool valid)
{
    return valid ? QVariant(v) : QVariant(QMetaType::fromType<int>());
}

} // namespace

BatchWriter::BatchWriter(QSqlDatabase &db, const SqlDialect &dialect, const QString &file)
    : m_db(db)
    , m_dialect(dialect)
    , m_file(file)
{
}

QSqlQuery &BatchWriter::prepared(const QString &sql)
{
    std::unique_ptr<QSqlQuery> &slot = m_statements[sql];
    if (!slot) {
        slot = std::make_unique<QSqlQuery>(m_db);
        slot->setForwardOnly(true);
        slot->prepare(sql); // a failure surfaces at exec() with the driver's message
    }
    return *slot;
}

BatchWriter::~BatchWriter() = default;

Error BatchWriter::failure(const QString &what, const QString &why) const
{
    return Error{what + QStringLiteral(": ") + why, m_file};
}

Status BatchWriter::write(const StudyData &batch, const ProgressCallback &progress)
{
    // An import waits up to a minute for another writer (a window saving, a `score` run) and can be cancelled.
    if (const QString why = beginWriteOrReason(m_db, m_dialect, progress, 60); !why.isEmpty())
        return failure(QCoreApplication::translate("BatchWriter", "cannot start the import transaction"), why);
    Status s = writeAll(batch, progress);
    m_statements.clear(); // finish every statement before the transaction ends
    m_insertRating.reset();
    if (!s) {
        m_db.rollback();
        return s;
    }
    if (!m_db.commit()) {
        const QString why = sqlErrorText(m_db.lastError());
        m_db.rollback();
        return failure(QCoreApplication::translate("BatchWriter", "cannot commit the import"), why);
    }
    return Status::success();
}

Result<qint64> BatchWriter::idFor(QHash<QString, qint64> &cache, const QString &table, const QString &name)
{
    if (const auto it = cache.constFind(name); it != cache.constEnd())
        return *it;
    QSqlQuery *q = nullptr;
    q = &prepared(QStringLiteral("INSERT INTO %1(name) VALUES (?) ON CONFLICT DO NOTHING").arg(table));
    q->addBindValue(sqlText(name));
    if (!q->exec())
        return failure(QCoreApplication::translate("BatchWriter", "cannot write %1").arg(table),
                       sqlErrorText(q->lastError()));
    q = &prepared(QStringLiteral("SELECT id FROM %1 WHERE name = ?").arg(table));
    q->addBindValue(sqlText(name));
    if (!q->exec() || !q->next())
        return failure(QCoreApplication::translate("BatchWriter", "cannot read %1").arg(table),
                       sqlErrorText(q->lastError()));
    const qint64 id = q->value(0).toLongLong();
    cache.insert(name, id);
    return id;
}

Status BatchWriter::writeAll(const StudyData &batch, const ProgressCallback &progress)
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    for (const Dimension &d : batch.dimensions) {
        q.prepare(QStringLiteral("INSERT INTO dimensions(name, scale_min, scale_max, description) VALUES (?, ?, ?, ?)")
                  + m_dialect.upsertClause({QStringLiteral("name")},
                                           {QStringLiteral("scale_min"), QStringLiteral("scale_max"),
                                            QStringLiteral("description")}));
        q.addBindValue(sqlText(d.name));
        q.addBindValue(d.scaleMin);
        q.addBindValue(d.scaleMax);
        q.addBindValue(sqlText(d.description));
        if (!q.exec())
            return failure(QCoreApplication::translate("BatchWriter", "cannot write dimension '%1'").arg(d.name),
                           sqlErrorText(q.lastError()));
    }
    if (!q.exec(QStringLiteral("SELECT name, id FROM dimensions")))
        return failure(QCoreApplication::translate("BatchWriter", "cannot read dimensions"),
                       sqlErrorText(q.lastError()));
    while (q.next())
        m_dimensions.insert(q.value(0).toString(), q.value(1).toLongLong());
    if (!q.exec(QStringLiteral("SELECT key, id FROM items")))
        return failure(QCoreApplication::translate("BatchWriter", "cannot read items"), sqlErrorText(q.lastError()));
    while (q.next())
        m_itemIds.insert(q.value(0).toString(), q.value(1).toLongLong());
    if (!batch.name.isEmpty()) {
        q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('name', ?) ON CONFLICT DO NOTHING"));
        q.addBindValue(sqlText(batch.name));
        if (!q.exec())
            return failure(QCoreApplication::translate("BatchWriter", "cannot write the study name"),
                           sqlErrorText(q.lastError()));
    }

    const qint64 total = batch.items.size();
    for (qint64 i = 0; i < total; ++i) {
        if (Status s = writeItem(batch.items[i]); !s)
            return s;
        if ((i % 64 == 0 || i + 1 == total) && !reportProgress(progress, i + 1, total))
            return Error{QCoreApplication::translate("BatchWriter", "import cancelled; the study was not changed"),
                         m_file};
    }
    return Status::success();
}

Status BatchWriter::writeItem(const Item &item)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QSqlQuery *q = nullptr;
    auto fail = [&](const QString &what) {
        Error e = failure(what, sqlErrorText(q->lastError()));
        if (!item.location.file.isEmpty()) {
            e.file = item.location.file;
            e.line = item.location.line;
        }
        return Status(e);
    };

    QString tags;
    if (!item.tags.isEmpty())
        tags = QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(item.tags)).toJson(QJsonDocument::Compact));
    const QString parse =
        item.parse.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(item.parse).toJson(QJsonDocument::Compact));

    qint64 itemId = m_itemIds.value(item.key, 0);
    const bool existed = itemId != 0;
    if (!existed) {
        q = &prepared(
            QStringLiteral("INSERT INTO items(key, source_path, source_width, source_height, instruction,"
                           " ground_truth_path, ground_truth_width, ground_truth_height, parse, tags, source_item,"
                           " turn, source_caption, target_caption) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                           " RETURNING id"));
        q->addBindValue(sqlText(item.key));
        q->addBindValue(sqlText(item.sourcePath));
        q->addBindValue(nullableInt(item.sourceSize.width(), item.sourceSize.isValid()));
        q->addBindValue(nullableInt(item.sourceSize.height(), item.sourceSize.isValid()));
        q->addBindValue(sqlText(item.instruction));
        q->addBindValue(sqlText(item.groundTruthPath));
        q->addBindValue(nullableInt(item.groundTruthSize.width(), item.groundTruthSize.isValid()));
        q->addBindValue(nullableInt(item.groundTruthSize.height(), item.groundTruthSize.isValid()));
        q->addBindValue(sqlText(parse));
        q->addBindValue(sqlText(tags));
        q->addBindValue(sqlText(item.sourceItem));
        q->addBindValue(item.turn);
        q->addBindValue(sqlText(item.sourceCaption));
        q->addBindValue(sqlText(item.targetCaption));
        if (!q->exec())
            return fail(QCoreApplication::translate("BatchWriter", "cannot write item '%1'").arg(item.key));
        itemId = returnedId(*q);
        m_itemIds.insert(item.key, itemId);
    } else {
        // Merge: fields the batch states replace stored ones; fields it leaves empty stay.
        q = &prepared(QStringLiteral(
            "UPDATE items SET"
            " source_path = CASE WHEN ? = '' THEN source_path ELSE ? END,"
            " source_width = COALESCE(?, source_width), source_height = COALESCE(?, source_height),"
            " instruction = CASE WHEN ? = '' THEN instruction ELSE ? END,"
            " ground_truth_path = CASE WHEN ? = '' THEN ground_truth_path ELSE ? END,"
            " ground_truth_width = COALESCE(?, ground_truth_width), ground_truth_height = COALESCE(?, "
            "ground_truth_height),"
            " parse = CASE WHEN ? = '' THEN parse ELSE ? END, tags = CASE WHEN ? = '' THEN tags ELSE ? END,"
            " source_item = CASE WHEN ? = '' THEN source_item ELSE ? END,"
            " turn = CASE WHEN ? = 0 THEN turn ELSE ? END,"
            " source_caption = CASE WHEN ? = '' THEN source_caption ELSE ? END,"
            " target_caption = CASE WHEN ? = '' THEN target_caption ELSE ? END WHERE id = ?"));
        for (const QVariant &v : {sqlText(item.sourcePath),
                                  sqlText(item.sourcePath),
                                  nullableInt(item.sourceSize.width(), item.sourceSize.isValid()),
                                  nullableInt(item.sourceSize.height(), item.sourceSize.isValid()),
                                  sqlText(item.instruction),
                                  sqlText(item.instruction),
                                  sqlText(item.groundTruthPath),
                                  sqlText(item.groundTruthPath),
                                  nullableInt(item.groundTruthSize.width(), item.groundTruthSize.isValid()),
                                  nullableInt(item.groundTruthSize.height(), item.groundTruthSize.isValid()),
                                  sqlText(parse),
                                  sqlText(parse),
                                  sqlText(tags),
                                  sqlText(tags),
                                  sqlText(item.sourceItem),
                                  sqlText(item.sourceItem),
                                  QVariant(item.turn),
                                  QVariant(item.turn),
                                  sqlText(item.sourceCaption),
                                  sqlText(item.sourceCaption),
                                  sqlText(item.targetCaption),
                                  sqlText(item.targetCaption),
                                  QVariant(itemId)})
            q->addBindValue(v);
        if (!q->exec())
            return fail(QCoreApplication::translate("BatchWriter", "cannot update item '%1'").arg(item.key));
    }

    if (Status s = writeMasks(itemId, QVariant(QMetaType::fromType<qint64>()), item.masks, existed); !s)
        return s;

    QHash<QString, qint64> outputIds; // system -> output id within this item
    for (const Output &o : item.outputs) {
        Result<qint64> systemId = idFor(m_systems, QStringLiteral("systems"), o.system);
        if (!systemId)
            return systemId.error();
        q = &prepared(
            QStringLiteral(
                "INSERT INTO outputs(item_id, system_id, path, width, height, role) VALUES (?, ?, ?, ?, ?, ?)")
            + m_dialect.upsertClause({QStringLiteral("item_id"), QStringLiteral("system_id")},
                                     {QStringLiteral("path"), QStringLiteral("width"), QStringLiteral("height")})
            + QStringLiteral(" WHERE excluded.path <> '' RETURNING id"));
        q->addBindValue(itemId);
        q->addBindValue(systemId.value());
        q->addBindValue(sqlText(o.path));
        q->addBindValue(nullableInt(o.size.width(), o.size.isValid()));
        q->addBindValue(nullableInt(o.size.height(), o.size.isValid()));
        q->addBindValue(sqlText(outputRoleName(o.role)));
        if (!q->exec())
            return fail(QCoreApplication::translate("BatchWriter", "cannot write output '%1' of item '%2'")
                            .arg(o.system, item.key));
        // A role is kept when a later import (ratings, scores, another format) does not name one.
        if (existed && o.role != OutputRole::None) {
            q = &prepared(QStringLiteral("UPDATE outputs SET role = ? WHERE item_id = ? AND system_id = ?"));
            q->addBindValue(outputRoleName(o.role));
            q->addBindValue(itemId);
            q->addBindValue(systemId.value());
            if (!q->exec())
                return fail(QCoreApplication::translate("BatchWriter", "cannot write output '%1' of item '%2'")
                                .arg(o.system, item.key));
        }
        qint64 outputId = 0;
        if (!existed) {
            outputId = returnedId(*q);
        } else {
            q->finish();
            q = &prepared(QStringLiteral("SELECT id FROM outputs WHERE item_id = ? AND system_id = ?"));
            q->addBindValue(itemId);
            q->addBindValue(systemId.value());
            if (!q->exec() || !q->next())
                return fail(QCoreApplication::translate("BatchWriter", "cannot read output '%1' of item '%2'")
                                .arg(o.system, item.key));
            outputId = q->value(0).toLongLong();
        }
        outputIds.insert(o.system, outputId);

        if (!o.ratings.isEmpty()) {
            if (!m_insertRating) {
                m_insertRating = BulkStatement::prepare(
                    m_db, QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value, updated_at)"
                                         " VALUES (?, ?, ?, ?, ?)")
                              + m_dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("dimension_id"),
                                                        QStringLiteral("annotator_id")},
                                                       {QStringLiteral("value"), QStringLiteral("updated_at")}));
            }
            for (const Rating &r : o.ratings) {
                Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), r.annotator);
                if (!annotatorId)
                    return annotatorId.error();
                const qint64 dimensionId = m_dimensions.value(r.dimension, 0);
                if (dimensionId == 0)
                    return Error{
                        QCoreApplication::translate("BatchWriter", "unknown rating dimension '%1'").arg(r.dimension),
                        item.location.file, item.location.line};
                m_insertRating->bind(1, outputId);
                m_insertRating->bind(2, dimensionId);
                m_insertRating->bind(3, annotatorId.value());
                m_insertRating->bind(4, r.value);
                m_insertRating->bind(5, stamp);
                if (!m_insertRating->run())
                    return Error{QCoreApplication::translate("BatchWriter", "cannot write a rating of item '%1': %2")
                                     .arg(item.key, m_insertRating->errorText()),
                                 item.location.file, item.location.line};
            }
        }
        if (!o.scores.isEmpty()) {
            q = &prepared(QStringLiteral("INSERT INTO scores(output_id, metric, version, value) VALUES (?, ?, ?, ?)")
                          + m_dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("metric"),
                                                    QStringLiteral("version")},
                                                   {QStringLiteral("value")}));
            for (const Score &s : o.scores) {
                q->addBindValue(outputId);
                q->addBindValue(sqlText(s.metric));
                q->addBindValue(sqlText(s.version));
                q->addBindValue(s.value);
                if (!q->exec())
                    return fail(
                        QCoreApplication::translate("BatchWriter", "cannot write a score of item '%1'").arg(item.key));
            }
        }
        for (const Difference &d : o.differences) {
            q = &prepared(QStringLiteral(
                "INSERT INTO differences(output_id, op, description, x0, y0, x1, y1, confidence,"
                " origin_kind, origin, proposal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
            for (const QVariant &v :
                 {QVariant(outputId), QVariant(editOpName(d.op)), sqlText(d.description), QVariant(d.box.left()),
                  QVariant(d.box.top()), QVariant(d.box.right()), QVariant(d.box.bottom()), QVariant(d.confidence),
                  QVariant(originKindName(d.originKind)), sqlText(d.origin),
                  sqlText(detectorProposalColumn(d.proposal))})
                q->addBindValue(v);
            if (!q->exec())
                return fail(
                    QCoreApplication::translate("BatchWriter", "cannot write a difference of item '%1'").arg(item.key));
            const qint64 differenceId = returnedId(*q);
            for (const CoherenceLabel &c : d.coherence) {
                q = &prepared(
                    QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, rationale, origin_kind,"
                                   " origin) VALUES (?, ?, ?, ?, ?)")
                    + m_dialect.upsertClause({QStringLiteral("difference_id"), QStringLiteral("origin_kind"),
                                              QStringLiteral("origin")},
                                             {QStringLiteral("coherent"), QStringLiteral("rationale")}));
                q->addBindValue(differenceId);
                q->addBindValue(c.coherent ? 1 : 0);
                q->addBindValue(sqlText(c.rationale));
                q->addBindValue(originKindName(c.originKind));
                q->addBindValue(sqlText(c.origin));
                if (!q->exec())
                    return fail(
                        QCoreApplication::translate("BatchWriter", "cannot write a coherence label of item '%1'")
                            .arg(item.key));
            }
            for (const DifferenceReview &r : d.reviews) {
                Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), r.annotator);
                if (!annotatorId)
                    return annotatorId.error();
                q = &prepared(
                    QStringLiteral("INSERT INTO difference_reviews(difference_id, annotator_id, decision,"
                                   " updated_at) VALUES (?, ?, ?, ?)")
                    + m_dialect.upsertClause({QStringLiteral("difference_id"), QStringLiteral("annotator_id")},
                                             {QStringLiteral("decision"), QStringLiteral("updated_at")}));
                q->addBindValue(differenceId);
                q->addBindValue(annotatorId.value());
                q->addBindValue(reviewDecisionName(r.decision));
                q->addBindValue(sqlText(r.updatedAt.isEmpty() ? stamp : r.updatedAt));
                if (!q->exec())
                    return fail(
                        QCoreApplication::translate("BatchWriter", "cannot write a review of item '%1'").arg(item.key));
            }
        }
        for (const QString &annotator : o.completeBy) {
            Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), annotator);
            if (!annotatorId)
                return annotatorId.error();
            q = &prepared(
                QStringLiteral("INSERT INTO output_completions(output_id, annotator_id, updated_at) VALUES (?, ?, ?)")
                + m_dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("annotator_id")},
                                         {QStringLiteral("updated_at")}));
            q->addBindValue(outputId);
            q->addBindValue(annotatorId.value());
            q->addBindValue(stamp);
            if (!q->exec())
                return fail(
                    QCoreApplication::translate("BatchWriter", "cannot write a completion of item '%1'").arg(item.key));
        }
        if (Status s = writeMasks(itemId, QVariant(outputId), o.masks, existed); !s)
            return s;
    }

    for (const Preference &p : item.preferences) {
        const qint64 a = outputIdOf(itemId, outputIds, p.systemA), b = outputIdOf(itemId, outputIds, p.systemB);
        if (a == 0 || b == 0)
            return Error{QCoreApplication::translate("BatchWriter",
                                                     "preference names a system without an output in item '%1'")
                             .arg(item.key),
                         item.location.file, item.location.line};
        Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), p.annotator);
        if (!annotatorId)
            return annotatorId.error();
        q = &prepared(
            QStringLiteral("INSERT INTO preferences(item_id, output_a, output_b, dimension, annotator_id, choice,"
                           " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
            + m_dialect.upsertClause({QStringLiteral("output_a"), QStringLiteral("output_b"),
                                      QStringLiteral("dimension"), QStringLiteral("annotator_id")},
                                     {QStringLiteral("choice"), QStringLiteral("updated_at")}));
        for (const QVariant &v :
             {QVariant(itemId), QVariant(a), QVariant(b), sqlText(p.dimension), QVariant(annotatorId.value()),
              QVariant(preferenceChoiceName(p.choice)), QVariant(stamp)})
            q->addBindValue(v);
        if (!q->exec())
            return fail(
                QCoreApplication::translate("BatchWriter", "cannot write a preference of item '%1'").arg(item.key));
    }

    for (const JudgeVote &v : item.judgeVotes) {
        const qint64 a = outputIdOf(itemId, outputIds, v.systemA), b = outputIdOf(itemId, outputIds, v.systemB);
        if (a == 0 || b == 0)
            return Error{QCoreApplication::translate("BatchWriter",
                                                     "judge vote names a system without an output in item '%1'")
                             .arg(item.key),
                         item.location.file, item.location.line};
        q = &prepared(
            QStringLiteral("INSERT INTO judge_votes(item_id, output_a, output_b, judge, verdict)"
                           " VALUES (?, ?, ?, ?, ?)")
            + m_dialect.upsertClause({QStringLiteral("output_a"), QStringLiteral("output_b"), QStringLiteral("judge")},
                                     {QStringLiteral("verdict")}));
        for (const QVariant &value : {QVariant(itemId), QVariant(a), QVariant(b), sqlText(v.judge), sqlText(v.verdict)})
            q->addBindValue(value);
        if (!q->exec())
            return fail(
                QCoreApplication::translate("BatchWriter", "cannot write a judge vote of item '%1'").arg(item.key));
    }
    return Status::success();
}

qint64 BatchWriter::outputIdOf(qint64 itemId, const QHash<QString, qint64> &written, const QString &system)
{
    if (const auto it = written.constFind(system); it != written.constEnd())
        return *it;
    // An output this batch did not restate: a preference or a judge vote merged onto a stored item.
    QSqlQuery &f = prepared(QStringLiteral("SELECT o.id FROM outputs o JOIN systems s ON s.id = o.system_id"
                                           " WHERE o.item_id = ? AND s.name = ?"));
    f.addBindValue(itemId);
    f.addBindValue(sqlText(system));
    return f.exec() && f.next() ? f.value(0).toLongLong() : 0;
}

Status BatchWriter::writeMasks(qint64 itemId, const QVariant &outputId, const QVector<Mask> &masks, bool checkExisting)
{
    QSqlQuery *q = nullptr;
    for (const Mask &m : masks) {
        if (checkExisting) {
            q = &prepared(QStringLiteral("SELECT 1 FROM masks WHERE item_id = ? AND output_id IS NOT DISTINCT FROM ? "
                                         "AND path = ? AND kind = ?"));
            q->addBindValue(itemId);
            q->addBindValue(outputId);
            q->addBindValue(sqlText(m.path));
            q->addBindValue(sqlText(m.kind));
            if (!q->exec())
                return failure(QCoreApplication::translate("BatchWriter", "cannot read masks"),
                               sqlErrorText(q->lastError()));
            if (q->next())
                continue;
        }
        q = &prepared(QStringLiteral("INSERT INTO masks(item_id, output_id, path, kind, origin_kind, origin)"
                                     " VALUES (?, ?, ?, ?, ?, ?)"));
        q->addBindValue(itemId);
        q->addBindValue(outputId);
        q->addBindValue(sqlText(m.path));
        q->addBindValue(sqlText(m.kind));
        q->addBindValue(originKindName(m.originKind));
        q->addBindValue(sqlText(m.origin));
        if (!q->exec())
            return failure(QCoreApplication::translate("BatchWriter", "cannot write a mask"),
                           sqlErrorText(q->lastError()));
    }
    return Status::success();
}

} // namespace editlens::core
