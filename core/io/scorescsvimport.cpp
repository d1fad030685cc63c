#include "scorescsvimport.h"

#include "io/longcsvtable.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace editlens::core {

namespace {

enum Column { ItemId, System, Metric, Value, Version };

} // namespace

QString ScoresCsvImport::id() const
{
    return QStringLiteral("scores-csv");
}

QString ScoresCsvImport::name() const
{
    return QCoreApplication::translate("ScoresCsvImport", "Scores CSV");
}

QString ScoresCsvImport::description() const
{
    return QCoreApplication::translate(
        "ScoresCsvImport", "metric scores, CSV with columns item_id, system, metric, value and optionally version");
}

QStringList ScoresCsvImport::fileSuffixes() const
{
    return {QStringLiteral("csv")};
}

int ScoresCsvImport::detect(const QString &path) const
{
    if (!QFileInfo(path).isFile())
        return 0;
    return LongCsvTable::detectScore(path, {QStringLiteral("item_id"), QStringLiteral("system"),
                                            QStringLiteral("metric"), QStringLiteral("value")});
}

Result<StudyData> ScoresCsvImport::read(const QString &path, const ImportOptions &options,
                                        const ProgressCallback &progress) const
{
    const QVector<CsvColumn> columns{{QStringLiteral("item_id")},
                                     {QStringLiteral("system")},
                                     {QStringLiteral("metric"), options.metric.isEmpty()},
                                     {QStringLiteral("value")},
                                     {QStringLiteral("version"), false}};
    Result<LongCsvTable> table = LongCsvTable::read(path, columns, progress);
    if (!table)
        return table.error();

    LongTableItems items;
    for (const CsvRow &row : std::as_const(table.value().rows)) {
        const Result<QStringList> keys = table.value().textCells(row, columns, Value, path, options.metric);
        if (!keys)
            return keys.error();
        const QString &key = keys.value()[ItemId], &system = keys.value()[System], &metric = keys.value()[Metric];
        const Result<double> value = LongCsvTable::score(row, Value, columns[Value].name, path);
        if (!value)
            return value.error();
        QString version = row.cells.at(Version);
        if (version.trimmed().isEmpty())
            version = QStringLiteral("imported");

        if (const int first = items.firstLine({key, system, metric, version}, row.line))
            return Error{QCoreApplication::translate(
                             "ScoresCsvImport",
                             "item '%1', system '%2' already has a '%3' score of version '%4' on line %5")
                             .arg(key, system, metric, version, QString::number(first)),
                         path, row.line};
        Output &out = items.output(key, system, {path, row.line});
        out.scores.push_back({metric, version, value.value()});
    }
    StudyData data = items.take();
    if (data.items.isEmpty())
        return Error{QCoreApplication::translate("ScoresCsvImport", "the file holds a header but no scores"), path};
    return data;
}

} // namespace editlens::core
