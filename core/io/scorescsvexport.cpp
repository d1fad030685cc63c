#include "scorescsvexport.h"

#include "io/csv.h"
#include "io/longcsvtable.h"

#include <QCoreApplication>

namespace editlens::core {

namespace {

enum Column { ItemId, System, Metric, Value, Version, ColumnCount };

} // namespace

QString ScoresCsvExport::id() const
{
    return QStringLiteral("scores-csv");
}

QString ScoresCsvExport::name() const
{
    return QCoreApplication::translate("ScoresCsvExport", "Scores CSV");
}

QString ScoresCsvExport::description() const
{
    return QCoreApplication::translate("ScoresCsvExport",
                                       "every metric score, CSV with columns item_id, system, metric, value, version");
}

QString ScoresCsvExport::fileSuffix() const
{
    return QStringLiteral("csv");
}

Status ScoresCsvExport::write(const StudyData &study, const StudyPaths &, const QString &outFile,
                              const ProgressCallback &progress) const
{
    QVector<QStringList> rows;
    for (const Item &item : study.items) {
        const qsizetype first = rows.size();
        for (const Output &o : item.outputs)
            for (const Score &s : o.scores)
                rows.push_back({item.key, o.system, s.metric, CsvWriter::number(s.value), s.version});
        // Sort by system and metric, then version (the last column); value never decides.
        LongCsvTable::sortTail(rows, first, Version, ColumnCount);
        LongCsvTable::sortTail(rows, first, System, Value);
    }
    return LongCsvTable::write(outFile,
                               {QStringLiteral("item_id"), QStringLiteral("system"), QStringLiteral("metric"),
                                QStringLiteral("value"), QStringLiteral("version")},
                               rows, progress);
}

} // namespace editlens::core
