#include "progresscsvexport.h"

#include "io/csv.h"
#include "io/longcsvtable.h"

#include <QCoreApplication>

namespace editlens::core {

namespace {

QString time(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

QString ProgressCsvExport::id() const
{
    return QStringLiteral("progress-csv");
}

QString ProgressCsvExport::name() const
{
    return QCoreApplication::translate("ProgressCsvExport", "Annotator progress CSV");
}

QString ProgressCsvExport::description() const
{
    return QCoreApplication::translate("ProgressCsvExport",
                                       "per-annotator progress and time spent per item (plan position, judgements, "
                                       "sessions, seconds, submission, revisions), CSV");
}

QString ProgressCsvExport::fileSuffix() const
{
    return QStringLiteral("csv");
}

Status ProgressCsvExport::write(const StudyData &study, const StudyPaths &, const QString &outFile,
                                const ProgressCallback &progress) const
{
    QVector<QStringList> rows;
    rows.reserve(study.annotatorProgress.size());
    for (const AnnotatorItemProgress &p : study.annotatorProgress)
        rows.push_back({p.annotator, p.itemKey, p.position >= 0 ? QString::number(p.position + 1) : QString(),
                        p.gold ? QStringLiteral("1") : QStringLiteral("0"), QString::number(p.ratings),
                        QString::number(p.preferences), QString::number(p.sessions), CsvWriter::number(p.seconds),
                        time(p.firstStarted), time(p.lastEnded), time(p.submittedAt),
                        p.locked ? QStringLiteral("1") : QStringLiteral("0"), QString::number(p.revisions)});
    return LongCsvTable::write(outFile,
                               {QStringLiteral("annotator"), QStringLiteral("item_id"), QStringLiteral("position"),
                                QStringLiteral("gold"), QStringLiteral("ratings"), QStringLiteral("preferences"),
                                QStringLiteral("sessions"), QStringLiteral("seconds"), QStringLiteral("first_started"),
                                QStringLiteral("last_ended"), QStringLiteral("submitted_at"), QStringLiteral("locked"),
                                QStringLiteral("revisions")},
                               rows, progress);
}

} // namespace editlens::core
