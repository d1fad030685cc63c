#include "studyjob.h"

#include "io/importer.h"

#include <QCoreApplication>
#include <QWidget>

namespace editlens::ui {

namespace {

/// What an import or export comes to: the summary shown to the user, or the error.
core::Result<QString> runJob(const JobProgress &progress, StudyJob::Kind kind, const core::FormatRegistry *registry,
                             const QString &studyFile, const QString &formatId, const QString &path,
                             const core::ExportOptions &exportOptions, core::ImportOptions importOptions)
{
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store)
        return store.error();
    if (kind == StudyJob::Kind::Import) {
        importOptions.formatChoice = core::FormatChoice::Dialog; // the window's user has no command line
        auto summary = core::importInto(*store.value(), *registry, formatId, path, importOptions, progress.stage());
        if (!summary)
            return summary.error();
        QString text = QCoreApplication::translate("StudyJob", "Imported %1 items, %2 outputs, %3 ratings (%4).")
                           .arg(summary.value().items)
                           .arg(summary.value().outputs)
                           .arg(summary.value().ratings)
                           .arg(summary.value().formatId);
        if (summary.value().replaced > 0)
            text += QLatin1Char(' ')
                    + QCoreApplication::translate("StudyJob", "%n judgement(s) replaced one the study already held.",
                                                  nullptr, int(summary.value().replaced));
        return text;
    }
    const core::Status s =
        core::exportStudy(*store.value(), *registry, formatId, path, progress.stage(), exportOptions);
    if (!s)
        return s.error();
    return QCoreApplication::translate("StudyJob", "Exported to %1.").arg(path);
}

} // namespace

StudyJob::StudyJob(QObject *parent) : QObject(parent), m_job(this)
{
}

StudyJob *StudyJob::start(Kind kind, const core::FormatRegistry &registry, const QString &studyFile,
                          const QString &formatId, const QString &path, QWidget *dialogParent,
                          const core::ExportOptions &exportOptions)
{
    return run(kind, registry, studyFile, formatId, path, dialogParent, exportOptions, {});
}

StudyJob *StudyJob::startImport(const core::FormatRegistry &registry, const QString &studyFile, const QString &formatId,
                                const QString &path, const core::ImportOptions &options, QWidget *dialogParent)
{
    return run(Kind::Import, registry, studyFile, formatId, path, dialogParent, {}, options);
}

StudyJob *StudyJob::run(Kind kind, const core::FormatRegistry &registry, const QString &studyFile,
                        const QString &formatId, const QString &path, QWidget *dialogParent,
                        const core::ExportOptions &exportOptions, const core::ImportOptions &importOptions)
{
    auto *job = new StudyJob(dialogParent);
    job->m_job.setDialog(dialogParent,
                         kind == Kind::Import ? tr("Importing %1…").arg(path) : tr("Exporting to %1…").arg(path),
                         tr("Cancel"));
    job->m_job.setCancelledError(core::Error(tr("Cancelled; the study was not changed.")));
    const core::FormatRegistry *reg = &registry;
    job->m_job.start(
        [kind, reg, studyFile, formatId, path, exportOptions, importOptions](const JobProgress &progress) {
            return runJob(progress, kind, reg, studyFile, formatId, path, exportOptions, importOptions);
        },
        [job](const core::Result<QString> &outcome) {
            Q_EMIT job->finished(outcome.ok(), outcome.ok() ? outcome.value() : outcome.error().toString());
            job->deleteLater();
        });
    return job;
}

} // namespace editlens::ui
