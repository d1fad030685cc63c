#include "studyreader.h"
#include "storage/differencestore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"

#include <QCoreApplication>
#include <QHash>
#include <QLoggingCategory>
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

} // namespace

Result<RatingScales> RatingScales::read(QSqlDatabase &db, const QString &file)
{
    RatingScales scales;
    scales.m_file = file;
    QSqlQuery q(db);
    if (Status s = execSql(q, QStringLiteral("SELECT id, scale_min, scale_max FROM dimensions"),
                           QCoreApplication::translate("StudyReader", "cannot read dimensions"), file);
        !s)
        return s.error();
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
            // A failed probe leaves the login unblinded on purpose: the read that follows then reports why.
            if (execSqlFirstRow(q, QStringLiteral("SELECT has_column_privilege('systems', 'name', 'SELECT')"),
                                QStringLiteral("blinding probe"), m_file))
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
    if (Status s =
            execSql(q, QStringLiteral("SELECT name, scale_min, scale_max, description FROM dimensions ORDER BY id"),
                    QCoreApplication::translate("StudyReader", "cannot read dimensions"), m_file);
        !s)
        return s.error();
    QVector<Dimension> out;
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toDouble(), q.value(2).toDouble(), q.value(3).toString()});
    return out;
}

Result<QVector<ItemSummary>> StudyReader::itemSummaries() const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    const Status listed =
        execSql(q,
                QStringLiteral(
                    "SELECT i.id, i.key, i.instruction, i.source_path, %1,"
                    " EXISTS(SELECT 1 FROM ratings r WHERE r.output_id = o.id),"
                    " i.source_width, i.source_height, %2"
                    " FROM items i LEFT JOIN outputs o ON o.item_id = i.id LEFT JOIN systems s ON s.id = o.system_id"
                    " ORDER BY i.id, o.id")
                    .arg(systemName(QStringLiteral("s")), outputPath(QStringLiteral("o"))),
                QCoreApplication::translate("StudyReader", "cannot list items"), m_file);
    if (!listed)
        return listed.error();
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

} // namespace editlens::core
