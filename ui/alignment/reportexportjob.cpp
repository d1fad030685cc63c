#include "reportexportjob.h"

#include "storage/studystore.h"
#include "util/workpool.h"

#include <QFileInfo>
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
    QString html;
};

constexpr int loadShare = 300; // of 1000: reading the study; building the report takes the rest but the writing

Outcome runReport(QPromise<Outcome> &promise, const QString &studyFile, const QString &outDir,
                  const core::report::StudyReportOptions &options)
{
    promise.setProgressRange(0, 1000);
    const auto stage = [&promise](int from, int to) -> core::ProgressCallback {
        return [&promise, from, to](qint64 done, qint64 total) {
            if (total > 0)
                promise.setProgressValue(from + int((to - from) * done / total));
            return !promise.isCanceled();
        };
    };
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store)
        return {false, store.error().toString(), {}};
    auto data = store.value()->load(stage(0, loadShare));
    if (!data)
        return {false, data.error().toString(), {}};
    auto document = core::report::buildStudyReport(data.value(), options, stage(loadShare, 950));
    if (!document)
        return {false, document.error().toString(), {}};
    if (promise.isCanceled())
        return {false, {}, {}};
    auto files = core::report::writeStudyReport(document.value(), outDir);
    if (!files)
        return {false, files.error().toString(), {}};
    promise.setProgressValue(1000);
    const QString html = QFileInfo(files.value().html).absoluteFilePath();
    return {true,
            QCoreApplication::translate("ReportExportJob", "Wrote the report to %1 (and report.md, %n chart(s)).",
                                        nullptr, int(files.value().charts.size()))
                .arg(html),
            html};
}

} // namespace

ReportExportJob::ReportExportJob(QObject *parent) : QObject(parent)
{
}

ReportExportJob *ReportExportJob::start(const QString &studyFile, const QString &outDir,
                                        const core::report::StudyReportOptions &options, QWidget *dialogParent)
{
    auto *job = new ReportExportJob(dialogParent);
    auto *dialog =
        new QProgressDialog(tr("Writing the report to %1…").arg(outDir), tr("Cancel"), 0, 1000, dialogParent);
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
        if (!outcome.ok && outcome.message.isEmpty())
            outcome.message = tr("Cancelled; no report was written.");
        Q_EMIT job->finished(outcome.ok, outcome.message, outcome.html);
        job->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [studyFile, outDir, options](QPromise<Outcome> &promise) {
        Outcome outcome = runReport(promise, studyFile, outDir, options);
        if (!promise.isCanceled() || !outcome.ok)
            promise.addResult(outcome);
    }));
    return job;
}

} // namespace editlens::ui
