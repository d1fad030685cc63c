#include "studyjob.h"

#include "io/importer.h"
#include "util/workpool.h"

#include <QFutureWatcher>
#include <QProgressDialog>
#include <QPromise>
#include <QtConcurrent>

namespace editlens::ui {

namespace {

struct Outcome
{
    bool ok = false;
    QString message;
};

Outcome runJob(QPromise<Outcome> &promise, StudyJob::Kind kind, const core::FormatRegistry *registry,
               const QString &studyFile, const QString &formatId, const QString &path,
               const core::ExportOptions &exportOptions, core::ImportOptions importOptions)
{
    promise.setProgressRange(0, 1000);
    const core::ProgressCallback progress = [&promise](qint64 done, qint64 total) {
        if (total > 0)
            promise.setProgressValue(int(1000 * done / total));
        return !promise.isCanceled();
    };
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store)
        return {false, store.error().toString()};
    if (kind == StudyJob::Kind::Import) {
        importOptions.formatChoice = core::FormatChoice::Dialog; // the window's user has no command line
        auto summary = core::importInto(*store.value(), *registry, formatId, path, importOptions, progress);
        if (!summary)
            return {false, summary.error().toString()};
        return {true, QCoreApplication::translate("StudyJob", "Imported %1 items, %2 outputs, %3 ratings (%4).")
                          .arg(summary.value().items)
                          .arg(summary.value().outputs)
                          .arg(summary.value().ratings)
                          .arg(summary.value().formatId)};
    }
    const core::Status s = core::exportStudy(*store.value(), *registry, formatId, path, progress, exportOptions);
    if (!s)
        return {false, s.error().toString()};
    return {true, QCoreApplication::translate("StudyJob", "Exported to %1.").arg(path)};
}

} // namespace

StudyJob::StudyJob(QObject *parent) : QObject(parent)
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
    auto *dialog =
        new QProgressDialog(kind == Kind::Import ? tr("Importing %1…").arg(path) : tr("Exporting to %1…").arg(path),
                            tr("Cancel"), 0, 1000, dialogParent);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(300);
    auto *watcher = new QFutureWatcher<Outcome>(job);
    connect(watcher, &QFutureWatcher<Outcome>::progressValueChanged, dialog, &QProgressDialog::setValue);
    connect(dialog, &QProgressDialog::canceled, watcher, &QFutureWatcher<Outcome>::cancel);
    connect(watcher, &QFutureWatcher<Outcome>::finished, job, [job, watcher, dialog] {
        // Gone before anyone hears of the outcome: a message box opened by a receiver must not sit under a
        // window-modal progress dialog that is only deleted once the event loop runs again.
        delete dialog;
        Outcome outcome;
        if (watcher->future().resultCount() > 0)
            outcome = watcher->result();
        else
            outcome = {false, tr("Cancelled; the study was not changed.")};
        Q_EMIT job->finished(outcome.ok, outcome.message);
        job->deleteLater();
    });
    const core::FormatRegistry *reg = &registry;
    watcher->setFuture(QtConcurrent::run(workPool(), [kind, reg, studyFile, formatId, path, exportOptions,
                                                      importOptions](QPromise<Outcome> &promise) {
        Outcome outcome = runJob(promise, kind, reg, studyFile, formatId, path, exportOptions, importOptions);
        if (!promise.isCanceled() || !outcome.ok)
            promise.addResult(outcome);
    }));
    return job;
}

} // namespace editlens::ui
