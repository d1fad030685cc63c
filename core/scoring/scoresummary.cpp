#include "scoring/scoresummary.h"

#include "bpm/instructionparser.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>

namespace editlens::core {

namespace {

QString readFailed()
{
    return QCoreApplication::translate("ScoreSummary", "cannot read the study");
}

/// effectiveParse() of an item row's stored parse (JSON text) and instruction.
EditParse parseOf(const InstructionParser &parser, const QString &storedParse, const QString &instruction)
{
    return effectiveParse(QJsonDocument::fromJson(storedParse.toUtf8()).object(), instruction, parser);
}

} // namespace

Result<ScoreSummary> loadScoreSummary(StudyStore &store)
{
    QSqlQuery q(store.database());
    q.setForwardOnly(true);
    // One pass: for each (output, metric) the newest row, then the mean per (item, metric).
    if (Status s = execSql(q,
                           QStringLiteral("SELECT o.item_id, s.metric, AVG(s.value) FROM scores s"
                                          " JOIN outputs o ON o.id = s.output_id"
                                          " WHERE s.id IN (SELECT MAX(id) FROM scores GROUP BY output_id, metric)"
                                          " GROUP BY o.item_id, s.metric"),
                           readFailed(), store.filePath());
        !s)
        return s.error();
    ScoreSummary summary;
    QSet<QString> metrics;
    while (q.next()) {
        const QString metric = q.value(1).toString();
        summary.itemMeans[q.value(0).toLongLong()].insert(metric, q.value(2).toDouble());
        metrics.insert(metric);
    }
    summary.metrics = QStringList(metrics.cbegin(), metrics.cend());
    summary.metrics.sort();
    return summary;
}

Result<QHash<qint64, QString>> loadItemEditTypes(StudyStore &store)
{
    QSqlQuery q(store.database());
    q.setForwardOnly(true);
    if (Status s =
            execSql(q, QStringLiteral("SELECT id, parse, instruction FROM items"), readFailed(), store.filePath());
        !s)
        return s.error();
    const InstructionParser parser;
    QHash<qint64, QString> out;
    while (q.next())
        out.insert(q.value(0).toLongLong(),
                   editTypeName(parseOf(parser, q.value(1).toString(), q.value(2).toString()).editType));
    return out;
}

Result<StoredBpmSet> loadBpmComponents(StudyStore &store, const QString &componentsVersion)
{
    QSqlQuery q(store.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT s.output_id, s.metric, s.version, s.value, i.id, i.parse, i.instruction"
                             " FROM scores s JOIN outputs o ON o.id = s.output_id JOIN items i ON i.id = o.item_id"
                             " WHERE s.metric IN ('%1', '%2', '%3', '%4')"
                             " ORDER BY s.output_id, s.id")
                  .arg(metricid::bpmSPreserve, metricid::bpmSSize, metricid::bpmSPosition, metricid::bpmSModify));
    if (Status s = execOrFail(q, readFailed(), store.filePath()); !s)
        return s.error();
    const InstructionParser parser;
    const QString modifyPrefix = componentsVersion + QLatin1Char(';');
    QHash<qint64, bool> globalOfItem;
    StoredBpmSet set;
    qint64 current = -1;
    bool any = false; // the current output has a component of componentsVersion
    BpmComponents c;
    const auto flush = [&] {
        if (current >= 0 && any) {
            set.outputIds << current;
            set.components << c;
        }
    };
    while (q.next()) {
        const qint64 output = q.value(0).toLongLong();
        if (output != current) {
            flush();
            current = output;
            any = false;
            c = BpmComponents();
            const qint64 item = q.value(4).toLongLong();
            auto it = globalOfItem.find(item);
            if (it == globalOfItem.end())
                it = globalOfItem.insert(item, parseOf(parser, q.value(5).toString(), q.value(6).toString()).global);
            c.global = it.value();
        }
        const QString metric = q.value(1).toString();
        const QString version = q.value(2).toString();
        const double value = q.value(3).toDouble();
        if (metric == metricid::bpmSModify) {
            // Rows come in id order, so the newest S_modify of this components version wins.
            if (version.startsWith(modifyPrefix))
                c.sModify = value;
            continue;
        }
        if (version != componentsVersion)
            continue;
        any = true;
        if (metric == metricid::bpmSPreserve)
            c.sPreserve = value;
        else if (metric == metricid::bpmSSize)
            c.sSize = value;
        else
            c.sPosition = value;
    }
    flush();
    return set;
}

} // namespace editlens::core
