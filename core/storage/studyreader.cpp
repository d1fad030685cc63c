#include "studyreader.h"
#include "storage/differencestore.h"
#include "storage/sqldialect.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>
#include <optional>

Q_LOGGING_CATEGORY(lcStudyReader, "editlens.storage.reader")

namespace editlens::core {

namespace {

QSize sizeOf(const QVariant &w, const QVariant &h)
{
    if (w.isNull() || h.isNull())
        return {};
    return QSize(w.toInt(), h.toInt());
}

OriginKind originKindOf(const QVariant &v)
{
    return originKindFromName(v.toString()).value_or(OriginKind::Detector);
}

/// A stored REAL or INTEGER; nullopt for text, blobs and NULL.
std::optional<double> storedNumber(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
        return v.toDouble();
    default:
        return std::nullopt;
    }
}

} // namespace

Result<RatingScales> RatingScales::read(QSqlDatabase &db, const QString &file)
{
    RatingScales scales;
    scales.m_file = file;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT id, scale_min, scale_max FROM dimensions")))
        return Error{
            QCoreApplication::translate("StudyReader", "cannot read dimensions: %1").arg(sqlErrorText(q.lastError())),
            file};
    while (q.next())
        scales.m_scales.insert(q.value(0).toLongLong(), {q.value(1).toDouble(), q.value(2).toDouble()});
    return scales;
}

bool RatingScales::admits(const QVariant &ratingId, qint64 dimensionId, double value) const
{
    const auto it = m_scales.constFind(dimensionId);
    if (it != m_scales.constEnd() && std::isfinite(value) && value >= it->first && value <= it->second)
        return true;
    qCWarning(lcStudyReader, "%s",
              qPrintable(QCoreApplication::translate("StudyReader",
                                                     "%1: rating %2 is %3, off the scale of its dimension; it was "
                                                     "left out")
                             .arg(m_file, ratingId.toString(), QString::number(value))));
    return false;
}

StudyReader::StudyReader(QSqlDatabase &db, const QString &file) : m_db(db), m_file(file)
{
}

bool StudyReader::blindedLogin() const
{
    // An annotator on a server may not read systems.name nor outputs.path (they would undo the plan's blinding);
    // the study's el_system_name and el_output_path give them what the plan allows.
    if (!m_blindedLogin) {
        m_blindedLogin = false;
        if (m_db.driverName() == QLatin1String("QPSQL")) {
            QSqlQuery q(m_db);
            if (q.exec(QStringLiteral("SELECT has_column_privilege('systems', 'name', 'SELECT')")) && q.next())
                m_blindedLogin = !q.value(0).toBool();
        }
    }
    return *m_blindedLogin;
}

QString StudyReader::systemName(const QString &alias) const
{
    return blindedLogin() ? QStringLiteral("el_system_name(%1.id)").arg(alias) : alias + QStringLiteral(".name");
}

QString StudyReader::outputPath(const QString &alias) const
{
    return blindedLogin() ? QStringLiteral("el_output_path(%1.id)").arg(alias) : alias + QStringLiteral(".path");
}

Result<QVector<Dimension>> StudyReader::dimensions() const
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT name, scale_min, scale_max, description FROM dimensions ORDER BY id")))
        return Error{
            QCoreApplication::translate("StudyReader", "cannot read dimensions: %1").arg(sqlErrorText(q.lastError())),
            m_file};
    QVector<Dimension> out;
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toDouble(), q.value(2).toDouble(), q.value(3).toString()});
    return out;
}

Result<QVector<ItemSummary>> StudyReader::itemSummaries() const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    const bool ok = q.exec(
        QStringLiteral("SELECT i.id, i.key, i.instruction, i.source_path, %1,"
                       " EXISTS(SELECT 1 FROM ratings r WHERE r.output_id = o.id),"
                       " i.source_width, i.source_height, %2"
                       " FROM items i LEFT JOIN outputs o ON o.item_id = i.id LEFT JOIN systems s ON s.id = o.system_id"
                       " ORDER BY i.id, o.id")
            .arg(systemName(QStringLiteral("s")), outputPath(QStringLiteral("o"))));
    if (!ok)
        return Error{
            QCoreApplication::translate("StudyReader", "cannot list items: %1").arg(sqlErrorText(q.lastError())),
            m_file};
    QVector<ItemSummary> out;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (out.isEmpty() || out.back().id != id) {
            ItemSummary s;
            s.id = id;
            s.key = q.value(1).toString();
            s.instruction = q.value(2).toString();
            s.sourcePath = q.value(3).toString();
            s.sourceSize = sizeOf(q.value(6), q.value(7));
            out.push_back(std::move(s));
        }
        if (!q.value(4).isNull()) {
            out.back().systems << q.value(4).toString();
            out.back().outputPaths << q.value(8).toString();
            out.back().ratedOutputs += q.value(5).toBool() ? 1 : 0;
        }
    }
    return out;
}

Result<Item> StudyReader::loadItem(qint64 itemId) const
{
    Result<QVector<Item>> items = loadItems(itemId, itemId, {});
    if (!items)
        return items.error();
    if (items.value().isEmpty())
        return Error{QCoreApplication::translate("StudyReader", "item %1 does not exist").arg(itemId), m_file};
    return items.value().front();
}

Result<StudyData> StudyReader::loadAll(const ProgressCallback &progress) const
{
    StudyData data;
    Result<QVector<Dimension>> dims = dimensions();
    if (!dims)
        return dims.error();
    data.dimensions = dims.value();
    Result<QVector<Item>> items = loadItems(0, -1, progress);
    if (!items)
        return items.error();
    data.items = std::move(items).value();
    return data;
}

Result<QVector<Item>> StudyReader::loadItems(qint64 firstId, qint64 lastId, const ProgressCallback &progress) const
{
    // One query per table over the id range, stitched together in memory: a handful of queries
    // whether the range holds one item or a hundred thousand.
    auto where = [&](const QString &column) {
        if (lastId < 0)
            return QStringLiteral("1 = 1");
        return QStringLiteral("%1 BETWEEN %2 AND %3").arg(column).arg(firstId).arg(lastId);
    };
    auto fail = [&](const QSqlQuery &q) -> Result<QVector<Item>> {
        return Error{
            QCoreApplication::translate("StudyReader", "cannot read study: %1").arg(sqlErrorText(q.lastError())),
            m_file};
    };

    QVector<Item> items;
    QHash<qint64, int> itemIndex;
    QHash<qint64, QPair<int, int>> outputIndex; // output id -> (item index, output index)

    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, key, source_path, source_width, source_height, instruction,"
                               " ground_truth_path, ground_truth_width, ground_truth_height, parse, tags,"
                               " source_item, turn, source_caption, target_caption FROM items WHERE ")
                + where(QStringLiteral("id")) + QStringLiteral(" ORDER BY id")))
        return fail(q);
    while (q.next()) {
        Item it;
        it.id = q.value(0).toLongLong();
        it.key = q.value(1).toString();
        it.sourcePath = q.value(2).toString();
        it.sourceSize = sizeOf(q.value(3), q.value(4));
        it.instruction = q.value(5).toString();
        it.groundTruthPath = q.value(6).toString();
        it.groundTruthSize = sizeOf(q.value(7), q.value(8));
        const QString parse = q.value(9).toString();
        if (!parse.isEmpty())
            it.parse = QJsonDocument::fromJson(parse.toUtf8()).object();
        const QString tags = q.value(10).toString();
        if (!tags.isEmpty()) {
            const QJsonArray arr = QJsonDocument::fromJson(tags.toUtf8()).array();
            for (const auto &v : arr)
                it.tags << v.toString();
        }
        it.sourceItem = q.value(11).toString();
        it.turn = q.value(12).toInt();
        it.sourceCaption = q.value(13).toString();
        it.targetCaption = q.value(14).toString();
        itemIndex.insert(it.id, int(items.size()));
        items.push_back(std::move(it));
    }

    if (!q.exec(QStringLiteral("SELECT o.id, o.item_id, %1, %2, o.width, o.height, o.role FROM outputs o"
                               " JOIN systems s ON s.id = o.system_id WHERE ")
                    .arg(systemName(QStringLiteral("s")), outputPath(QStringLiteral("o")))
                + where(QStringLiteral("o.item_id")) + QStringLiteral(" ORDER BY o.id")))
        return fail(q);
    while (q.next()) {
        const int ii = itemIndex.value(q.value(1).toLongLong(), -1);
        if (ii < 0)
            continue;
        Output o;
        o.id = q.value(0).toLongLong();
        o.system = q.value(2).toString();
        o.path = q.value(3).toString();
        o.size = sizeOf(q.value(4), q.value(5));
        o.role = outputRoleFromName(q.value(6).toString()).value_or(OutputRole::None);
        outputIndex.insert(o.id, {ii, int(items[ii].outputs.size())});
        items[ii].outputs.push_back(std::move(o));
    }
    // A hand-edited study can hold text where a number belongs (SQLite keeps what it is given); reading it as 0
    // would change every statistic without a word.
    auto damaged = [&](const QString &what, const QVariant &stored) -> Result<QVector<Item>> {
        return Error{QCoreApplication::translate("StudyReader",
                                                 "the study is damaged: %1 holds '%2', which is not a number; "
                                                 "it was not changed")
                         .arg(what, stored.isNull() ? QStringLiteral("NULL") : stored.toString().left(40)),
                     m_file};
    };
    auto outputOf = [&](const QVariant &id) -> Output * {
        const auto it = outputIndex.constFind(id.toLongLong());
        if (it == outputIndex.constEnd())
            return nullptr;
        return &items[it->first].outputs[it->second];
    };

    if (!q.exec(QStringLiteral("SELECT r.output_id, a.name, d.name, r.value, l.rule, l.detail, d.scale_min,"
                               " d.scale_max FROM ratings r"
                               " JOIN annotators a ON a.id = r.annotator_id JOIN dimensions d ON d.id = r.dimension_id"
                               " JOIN outputs o ON o.id = r.output_id LEFT JOIN label_rules l ON l.rating_id = r.id"
                               " WHERE ")
                + where(QStringLiteral("o.item_id")) + QStringLiteral(" ORDER BY r.id")))
        return fail(q);
    while (q.next()) {
        if (Output *o = outputOf(q.value(0))) {
            const std::optional<double> value = storedNumber(q.value(3));
            if (!value)
                return damaged(QCoreApplication::translate("StudyReader", "the rating of output %1 by '%2' on '%3'")
                                   .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString()),
                               q.value(3));
            // A value off its dimension's scale (stored by hand, or on a server before it checked) is left out of
            // every analysis, and said so, rather than shifting the statistics without a word.
            if (!std::isfinite(*value) || *value < q.value(6).toDouble() || *value > q.value(7).toDouble()) {
                qCWarning(lcStudyReader, "%s",
                          qPrintable(
                              QCoreApplication::translate("StudyReader",
                                                          "%1: the rating of output %2 by '%3' on '%4' is %5, off "
                                                          "its scale (%6 to %7); it was left out")
                                  .arg(m_file, q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                                       QString::number(*value), QString::number(q.value(6).toDouble()),
                                       QString::number(q.value(7).toDouble()))));
                continue;
            }
            Rating r{q.value(1).toString(), q.value(2).toString(), *value};
            r.rule = q.value(4).toString();
            r.ruleDetail = q.value(5).toString();
            o->ratings.push_back(r);
        }
    }

    if (!q.exec(QStringLiteral("SELECT sc.output_id, sc.metric, sc.version, sc.value FROM scores sc"
                               " JOIN outputs o ON o.id = sc.output_id WHERE ")
                + where(QStringLiteral("o.item_id")) + QStringLiteral(" ORDER BY sc.id")))
        return fail(q);
    while (q.next()) {
        if (Output *o = outputOf(q.value(0))) {
            const std::optional<double> value = storedNumber(q.value(3));
            if (!value)
                return damaged(QCoreApplication::translate("StudyReader", "the '%1' score of output %2")
                                   .arg(q.value(1).toString(), q.value(0).toString()),
                               q.value(3));
            o->scores.push_back({q.value(1).toString(), q.value(2).toString(), *value});
        }
    }

    QHash<qint64, QPair<Output *, int>> differenceIndex;
    if (!q.exec(QStringLiteral("SELECT d.id, d.output_id, d.op, d.description, d.x0, d.y0, d.x1, d.y1, d.confidence,"
                               " d.origin_kind, d.origin, d.proposal FROM differences d"
                               " JOIN outputs o ON o.id = d.output_id WHERE ")
                + where(QStringLiteral("o.item_id")) + QStringLiteral(" ORDER BY d.id")))
        return fail(q);
    while (q.next()) {
        Output *o = outputOf(q.value(1));
        if (!o)
            continue;
        Difference d;
        d.id = q.value(0).toLongLong();
        d.op = editOpFromName(q.value(2).toString()).value_or(EditOp::Edit);
        d.description = q.value(3).toString();
        d.box = QRectF(QPointF(q.value(4).toDouble(), q.value(5).toDouble()),
                       QPointF(q.value(6).toDouble(), q.value(7).toDouble()));
        d.confidence = q.value(8).toDouble();
        d.originKind = originKindOf(q.value(9));
        d.origin = q.value(10).toString();
        d.proposal = storedDetectorProposal(q.value(11).toString());
        differenceIndex.insert(d.id, {o, int(o->differences.size())});
        o->differences.push_back(std::move(d));
    }

    if (!q.exec(QStringLiteral("SELECT c.difference_id, c.coherent, c.rationale, c.origin_kind, c.origin"
                               " FROM coherence_labels c JOIN differences d ON d.id = c.difference_id"
                               " JOIN outputs o ON o.id = d.output_id WHERE ")
                + where(QStringLiteral("o.item_id")) + QStringLiteral(" ORDER BY c.id")))
        return fail(q);
    while (q.next()) {
        const auto it = differenceIndex.constFind(q.value(0).toLongLong());
        if (it == differenceIndex.constEnd())
            continue;
        it->first->differences[it->second].coherence.push_back(
            {q.value(1).toBool(), q.value(2).toString(), originKindOf(q.value(3)), q.value(4).toString()});
    }

    if (!q.exec(
            QStringLiteral("SELECT r.difference_id, a.name, r.decision, r.updated_at FROM difference_reviews r"
                           " JOIN annotators a ON a.id = r.annotator_id JOIN differences d ON d.id = r.difference_id"
                           " JOIN outputs o ON o.id = d.output_id WHERE ")
            + where(QStringLiteral("o.item_id")) + QStringLiteral(" ORDER BY r.id")))
        return fail(q);
    while (q.next()) {
        const auto it = differenceIndex.constFind(q.value(0).toLongLong());
        const std::optional<ReviewDecision> decision = reviewDecisionFromName(q.value(2).toString());
        if (it == differenceIndex.constEnd() || !decision)
            continue;
        it->first->differences[it->second].reviews.push_back({q.value(1).toString(), *decision, q.value(3).toString()});
    }

    if (!q.exec(
            QStringLiteral("SELECT c.output_id, a.name FROM output_completions c"
                           " JOIN annotators a ON a.id = c.annotator_id JOIN outputs o ON o.id = c.output_id WHERE ")
            + where(QStringLiteral("o.item_id")) + QStringLiteral(" ORDER BY a.name")))
        return fail(q);
    while (q.next())
        if (Output *o = outputOf(q.value(0)))
            o->completeBy << q.value(1).toString();

    if (!q.exec(QStringLiteral("SELECT item_id, output_id, path, kind, origin_kind, origin FROM masks WHERE ")
                + where(QStringLiteral("item_id")) + QStringLiteral(" ORDER BY id")))
        return fail(q);
    while (q.next()) {
        const Mask m{q.value(2).toString(), q.value(3).toString(), originKindOf(q.value(4)), q.value(5).toString()};
        if (!q.value(1).isNull()) {
            if (Output *o = outputOf(q.value(1)))
                o->masks.push_back(m);
        } else if (const int ii = itemIndex.value(q.value(0).toLongLong(), -1); ii >= 0) {
            items[ii].masks.push_back(m);
        }
    }

    if (!q.exec(QStringLiteral("SELECT p.item_id, %1, %2, a.name, p.dimension, p.choice FROM preferences p"
                               " JOIN outputs oa ON oa.id = p.output_a JOIN systems sa ON sa.id = oa.system_id"
                               " JOIN outputs ob ON ob.id = p.output_b JOIN systems sb ON sb.id = ob.system_id"
                               " JOIN annotators a ON a.id = p.annotator_id WHERE ")
                    .arg(systemName(QStringLiteral("sa")), systemName(QStringLiteral("sb")))
                + where(QStringLiteral("p.item_id")) + QStringLiteral(" ORDER BY p.id")))
        return fail(q);
    while (q.next()) {
        const int ii = itemIndex.value(q.value(0).toLongLong(), -1);
        if (ii < 0)
            continue;
        items[ii].preferences.push_back(
            {q.value(1).toString(), q.value(2).toString(), q.value(3).toString(), q.value(4).toString(),
             preferenceChoiceFromName(q.value(5).toString()).value_or(PreferenceChoice::Tie)});
    }

    if (!q.exec(QStringLiteral("SELECT v.item_id, %1, %2, v.judge, v.verdict FROM judge_votes v"
                               " JOIN outputs oa ON oa.id = v.output_a JOIN systems sa ON sa.id = oa.system_id"
                               " JOIN outputs ob ON ob.id = v.output_b JOIN systems sb ON sb.id = ob.system_id WHERE ")
                    .arg(systemName(QStringLiteral("sa")), systemName(QStringLiteral("sb")))
                + where(QStringLiteral("v.item_id")) + QStringLiteral(" ORDER BY v.id")))
        return fail(q);
    while (q.next()) {
        const int ii = itemIndex.value(q.value(0).toLongLong(), -1);
        if (ii >= 0)
            items[ii].judgeVotes.push_back(
                {q.value(1).toString(), q.value(2).toString(), q.value(3).toString(), q.value(4).toString()});
    }
    reportProgress(progress, items.size(), items.size());
    return items;
}

} // namespace editlens::core
