#include "batchwriter.h"

#include "storage/annotatorrows.h"
#include "storage/bulkstatement.h"
#include "storage/differencestore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
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

Status BatchWriter::write(const StudyData &batch, const ProgressCallback &progress)
{
    WriteTransaction tx(m_db, m_dialect);
    // An import waits up to a minute for another writer (a window saving, a `score` run) and can be cancelled.
    if (!tx.beginWaiting(progress, 60))
        return Error{QCoreApplication::translate("BatchWriter", "cannot start the import transaction")
                         + QStringLiteral(": ") + tx.lastError(),
                     m_file};
    Status s = writeAll(batch, progress);
    m_statements.clear(); // finish every statement before the transaction ends
    m_insertRating.reset();
    if (!s)
        return s;
    if (!tx.commit())
        return Error{QCoreApplication::translate("BatchWriter", "cannot commit the import") + QStringLiteral(": ")
                         + tx.lastError(),
                     m_file};
    return Status::success();
}

Result<qint64> BatchWriter::idFor(QHash<QString, qint64> &cache, const QString &table, const QString &name)
{
    if (const auto it = cache.constFind(name); it != cache.constEnd())
        return *it;
    // An annotator goes through the one rule for recording one (looked up first, a new name checked).
    if (table == QLatin1String("annotators")) {
        Result<qint64> id = recordAnnotator(m_db, name, m_file);
        if (id)
            cache.insert(name, id.value());
        return id;
    }
    QSqlQuery *q = nullptr;
    q = &prepared(QStringLiteral("INSERT INTO %1(name) VALUES (?) ON CONFLICT DO NOTHING").arg(table));
    q->addBindValue(sqlText(name));
    if (Status s = execOrFail(*q, QCoreApplication::translate("BatchWriter", "cannot write %1").arg(table), m_file); !s)
        return s.error();
    q = &prepared(QStringLiteral("SELECT id FROM %1 WHERE name = ?").arg(table));
    q->addBindValue(sqlText(name));
    if (Status s = execFirstRow(*q, QCoreApplication::translate("BatchWriter", "cannot read %1").arg(table), m_file);
        !s)
        return s.error();
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
        if (Status s =
                execOrFail(q, QCoreApplication::translate("BatchWriter", "cannot write dimension '%1'").arg(d.name),
                           m_file);
            !s)
            return s;
    }
    if (Status s = execSql(q, QStringLiteral("SELECT name, id FROM dimensions"),
                           QCoreApplication::translate("BatchWriter", "cannot read dimensions"), m_file);
        !s)
        return s;
    while (q.next())
        m_dimensions.insert(q.value(0).toString(), q.value(1).toLongLong());
    if (Status s = execSql(q, QStringLiteral("SELECT key, id FROM items"),
                           QCoreApplication::translate("BatchWriter", "cannot read items"), m_file);
        !s)
        return s;
    while (q.next())
        m_itemIds.insert(q.value(0).toString(), q.value(1).toLongLong());
    if (!batch.name.isEmpty()) {
        q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('name', ?) ON CONFLICT DO NOTHING"));
        q.addBindValue(sqlText(batch.name));
        if (Status s = execOrFail(q, QCoreApplication::translate("BatchWriter", "cannot write the study name"), m_file);
            !s)
            return s;
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

Status BatchWriter::atItem(Status status, const Item &item) const
{
    // An item read from a file is reported at its line there rather than at the study.
    if (status || item.location.file.isEmpty())
        return status;
    return Error{status.error().message, item.location.file, item.location.line};
}

Status BatchWriter::writeItem(const Item &item)
{
    m_stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    qint64 itemId = m_itemIds.value(item.key, 0);
    const bool existed = itemId != 0;
    if (existed) {
        if (Status s = updateItemRow(itemId, item); !s)
            return s;
    } else {
        Result<qint64> inserted = insertItemRow(item);
        if (!inserted)
            return inserted.error();
        itemId = inserted.value();
        m_itemIds.insert(item.key, itemId);
    }
    if (Status s = writeMasks(itemId, QVariant(QMetaType::fromType<qint64>()), item.masks, existed); !s)
        return s;

    QHash<QString, qint64> outputIds; // system -> output id within this item
    for (const Output &o : item.outputs) {
        Result<qint64> outputId = writeOutput(itemId, existed, item, o);
        if (!outputId)
            return outputId.error();
        outputIds.insert(o.system, outputId.value());
        if (Status s = writeOutputAnnotations(outputId.value(), item, o); !s)
            return s;
        if (Status s = writeMasks(itemId, QVariant(outputId.value()), o.masks, existed); !s)
            return s;
    }
    if (Status s = writePreferences(itemId, outputIds, item); !s)
        return s;
    return writeJudgeVotes(itemId, outputIds, item);
}

namespace {

/// The item's tags and parse as the JSON text the items table stores ('' for none).
QString tagsColumn(const Item &item)
{
    return item.tags.isEmpty()
               ? QString()
               : QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(item.tags)).toJson(QJsonDocument::Compact));
}

QString parseColumn(const Item &item)
{
    return item.parse.isEmpty() ? QString()
                                : QString::fromUtf8(QJsonDocument(item.parse).toJson(QJsonDocument::Compact));
}

} // namespace

Result<qint64> BatchWriter::insertItemRow(const Item &item)
{
    QSqlQuery &q = prepared(
        QStringLiteral("INSERT INTO items(key, source_path, source_width, source_height, instruction,"
                       " ground_truth_path, ground_truth_width, ground_truth_height, parse, tags, source_item,"
                       " turn, source_caption, target_caption) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                       " RETURNING id"));
    for (const QVariant &v :
         {sqlText(item.key), sqlText(item.sourcePath), nullableInt(item.sourceSize.width(), item.sourceSize.isValid()),
          nullableInt(item.sourceSize.height(), item.sourceSize.isValid()), sqlText(item.instruction),
          sqlText(item.groundTruthPath), nullableInt(item.groundTruthSize.width(), item.groundTruthSize.isValid()),
          nullableInt(item.groundTruthSize.height(), item.groundTruthSize.isValid()), sqlText(parseColumn(item)),
          sqlText(tagsColumn(item)), sqlText(item.sourceItem), QVariant(item.turn), sqlText(item.sourceCaption),
          sqlText(item.targetCaption)})
        q.addBindValue(v);
    if (Status s =
            atItem(execOrFail(q, QCoreApplication::translate("BatchWriter", "cannot write item '%1'").arg(item.key),
                              m_file),
                   item);
        !s)
        return s.error();
    return returnedId(q);
}

Status BatchWriter::updateItemRow(qint64 itemId, const Item &item)
{
    // Merge: fields the batch states replace stored ones; fields it leaves empty stay.
    QSqlQuery &q = prepared(
        QStringLiteral("UPDATE items SET"
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
    const QString parse = parseColumn(item), tags = tagsColumn(item);
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
        q.addBindValue(v);
    return atItem(execOrFail(q, QCoreApplication::translate("BatchWriter", "cannot update item '%1'").arg(item.key),
                             m_file),
                  item);
}

Result<qint64> BatchWriter::writeOutput(qint64 itemId, bool itemExisted, const Item &item, const Output &o)
{
    Result<qint64> systemId = idFor(m_systems, QStringLiteral("systems"), o.system);
    if (!systemId)
        return systemId.error();
    const QString writeFailed =
        QCoreApplication::translate("BatchWriter", "cannot write output '%1' of item '%2'").arg(o.system, item.key);
    QSqlQuery *q = &prepared(
        QStringLiteral("INSERT INTO outputs(item_id, system_id, path, width, height, role) VALUES (?, ?, ?, ?, ?, ?)")
        + m_dialect.upsertClause({QStringLiteral("item_id"), QStringLiteral("system_id")},
                                 {QStringLiteral("path"), QStringLiteral("width"), QStringLiteral("height")})
        + QStringLiteral(" WHERE excluded.path <> '' RETURNING id"));
    for (const QVariant &v :
         {QVariant(itemId), QVariant(systemId.value()), sqlText(o.path), nullableInt(o.size.width(), o.size.isValid()),
          nullableInt(o.size.height(), o.size.isValid()), sqlText(outputRoleName(o.role))})
        q->addBindValue(v);
    if (Status s = atItem(execOrFail(*q, writeFailed, m_file), item); !s)
        return s.error();
    if (!itemExisted)
        return returnedId(*q);
    q->finish();
    // A role is kept when a later import (ratings, scores, another format) does not name one.
    if (o.role != OutputRole::None) {
        q = &prepared(QStringLiteral("UPDATE outputs SET role = ? WHERE item_id = ? AND system_id = ?"));
        q->addBindValue(outputRoleName(o.role));
        q->addBindValue(itemId);
        q->addBindValue(systemId.value());
        if (Status s = atItem(execOrFail(*q, writeFailed, m_file), item); !s)
            return s.error();
    }
    q = &prepared(QStringLiteral("SELECT id FROM outputs WHERE item_id = ? AND system_id = ?"));
    q->addBindValue(itemId);
    q->addBindValue(systemId.value());
    const QString readFailed =
        QCoreApplication::translate("BatchWriter", "cannot read output '%1' of item '%2'").arg(o.system, item.key);
    if (Status s = atItem(execFirstRow(*q, readFailed, m_file), item); !s)
        return s.error();
    return q->value(0).toLongLong();
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
    // 0 on purpose when there is none (or it cannot be read): the caller reports a system without an output.
    return execFirstRow(f, QStringLiteral("output of a system"), m_file) ? f.value(0).toLongLong() : 0;
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
            if (Status s = execOrFail(*q, QCoreApplication::translate("BatchWriter", "cannot read masks"), m_file); !s)
                return s;
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
        if (Status s = execOrFail(*q, QCoreApplication::translate("BatchWriter", "cannot write a mask"), m_file); !s)
            return s;
    }
    return Status::success();
}

} // namespace editlens::core
