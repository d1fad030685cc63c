#include "ratingscsvimport.h"

#include "io/longcsvtable.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace editlens::core {

namespace {

enum Column { ItemId, System, Annotator, DimensionName, Value };

} // namespace

QString RatingsCsvImport::id() const
{
    return QStringLiteral("ratings-csv");
}

QString RatingsCsvImport::name() const
{
    return QCoreApplication::translate("RatingsCsvImport", "Ratings CSV");
}

QString RatingsCsvImport::description() const
{
    return QCoreApplication::translate("RatingsCsvImport",
                                       "human ratings, CSV with columns item_id, system, annotator, dimension, value");
}

QStringList RatingsCsvImport::fileSuffixes() const
{
    return {QStringLiteral("csv")};
}

int RatingsCsvImport::detect(const QString &path) const
{
    if (!QFileInfo(path).isFile())
        return 0;
    return LongCsvTable::detectScore(path,
                                     {QStringLiteral("item_id"), QStringLiteral("system"), QStringLiteral("annotator"),
                                      QStringLiteral("dimension"), QStringLiteral("value")});
}

Result<StudyData> RatingsCsvImport::read(const QString &path, const ImportOptions &options,
                                         const ProgressCallback &progress) const
{
    const QVector<CsvColumn> columns{{QStringLiteral("item_id")},
                                     {QStringLiteral("system")},
                                     {QStringLiteral("annotator"), options.annotator.isEmpty()},
                                     {QStringLiteral("dimension")},
                                     {QStringLiteral("value")}};
    Result<LongCsvTable> table = LongCsvTable::read(path, columns, progress);
    if (!table)
        return table.error();

    LongTableItems items;
    for (const CsvRow &row : std::as_const(table.value().rows)) {
        const Result<QStringList> keys = table.value().textCells(row, columns, Value, path, options.annotator);
        if (!keys)
            return keys.error();
        const QString &key = keys.value()[ItemId], &system = keys.value()[System], &annotator = keys.value()[Annotator],
                      &dimension = keys.value()[DimensionName];
        const Result<double> value = LongCsvTable::number(row, Value, columns[Value].name, path);
        if (!value)
            return value.error();

        if (const int first = items.firstLine({key, system, annotator, dimension}, row.line))
            return Error{QCoreApplication::translate(
                             "RatingsCsvImport", "item '%1', system '%2': annotator '%3' already rated '%4' on line %5")
                             .arg(key, system, annotator, dimension, QString::number(first)),
                         path, row.line};
        Output &out = items.output(key, system, {path, row.line});
        Rating rating;
        rating.annotator = annotator;
        rating.dimension = dimension;
        rating.value = value.value();
        rating.line = row.line;
        out.ratings.push_back(rating);
    }
    StudyData data = items.take();
    if (data.items.isEmpty())
        return Error{QCoreApplication::translate("RatingsCsvImport", "the file holds a header but no ratings"), path};
    return data;
}

} // namespace editlens::core
