#include "ratingscsvexport.h"

#include "io/csv.h"
#include "io/longcsvtable.h"

#include <QCoreApplication>

namespace editlens::core {

namespace {

} // namespace

QString RatingsCsvExport::id() const
{
    return QStringLiteral("ratings-csv");
}

QString RatingsCsvExport::name() const
{
    return QCoreApplication::translate("RatingsCsvExport", "Ratings CSV");
}

QString RatingsCsvExport::description() const
{
    return QCoreApplication::translate("RatingsCsvExport",
                                       "every rating, CSV with columns item_id, system, annotator, dimension, value");
}

QString RatingsCsvExport::fileSuffix() const
{
    return QStringLiteral("csv");
}

Status RatingsCsvExport::write(const StudyData &study, const StudyPaths &, const QString &outFile,
                               const ProgressCallback &progress) const
{
    QVector<QStringList> rows;
    for (const Item &item : study.items) {
        const qsizetype first = rows.size();
        for (const Output &o : item.outputs)
            for (const Rating &r : o.ratings)
                rows.push_back({item.key, o.system, r.annotator, r.dimension, CsvWriter::number(r.value)});
        LongCsvTable::sortTail(rows, first, 1, 4); // system, annotator, dimension
    }
    return LongCsvTable::write(outFile,
                               {QStringLiteral("item_id"), QStringLiteral("system"), QStringLiteral("annotator"),
                                QStringLiteral("dimension"), QStringLiteral("value")},
                               rows, progress);
}

} // namespace editlens::core
