#include "reportexportjob.h"

#include "report/reportannotators.h"
#include "scoring/metricregistry.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QWidget>

namespace editlens::ui {

namespace {

/// The message for the user and the index.html written.
using Written = std::pair<QString, QString>;

constexpr int loadShare = 300; // of 1000: reading the study; building the report takes the rest but the writing

core::Result<Written> runReport(const JobProgress &progress, const QString &studyFile, const QString &outDir,
                                const core::MetricRegistry &metrics, const core::report::StudyReportOptions &options)
{
    auto store = core::StudyStore::open(studyFile); // this thread's own connection
    if (!store)
        return store.error();
    auto data = store.value()->load(progress.stage(0, loadShare));
    if (!data)
        return data.error();
    core::report::StudyReportOptions withCalls = options;
    // The model stages' cost per stage; a login that may not read the calls (an annotator's) gets no such section.
    if (auto calls = core::ModelCallStore(*store.value()).totals())
        withCalls.modelCalls = calls.value();
    // Each annotator's quality control, and the human side without those the study excludes from alignment.
    if (core::Status s = core::report::readAnnotatorQuality(*store.value(), data.value(), withCalls); !s)
        return s.error();
    auto document = core::report::buildStudyReport(data.value(), metrics, withCalls, progress.stage(loadShare, 950));
    if (!document)
        return document.error();
    if (progress.isCancelled())
        return core::Error(); // the job reports its cancelled error
    auto files = core::report::writeStudyReport(document.value(), outDir);
    if (!files)
        return files.error();
    progress.setPermille(1000);
    const QString html = QFileInfo(files.value().html).absoluteFilePath();
    return Written{QCoreApplication::translate("ReportExportJob",
                                               "Wrote the report to %1 (and report.md, %n chart(s)).", nullptr,
                                               int(files.value().charts.size()))
                       .arg(html),
                   html};
}

} // namespace

ReportExportJob::ReportExportJob(QObject *parent) : QObject(parent), m_job(this)
{
}

ReportExportJob *ReportExportJob::start(const QString &studyFile, const QString &outDir,
                                        std::shared_ptr<const core::MetricRegistry> metrics,
                                        const core::report::StudyReportOptions &options, QWidget *dialogParent)
{
    auto *job = new ReportExportJob(dialogParent);
    job->m_job.setDialog(dialogParent, tr("Writing the report to %1…").arg(outDir), tr("Cancel"));
    job->m_job.setCancelledError(core::Error(tr("Cancelled; no report was written.")));
    job->m_job.start(
        [studyFile, outDir, metrics = std::move(metrics), options](const JobProgress &progress) {
            return runReport(progress, studyFile, outDir, *metrics, options);
        },
        [job](const core::Result<Written> &outcome) {
            if (outcome)
                Q_EMIT job->finished(true, outcome.value().first, outcome.value().second);
            else
                Q_EMIT job->finished(false, outcome.error().toString(), QString());
            job->deleteLater();
        });
    return job;
}

} // namespace editlens::ui
