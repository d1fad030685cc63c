#pragma once

#include "guiutil/progressjob.h"
#include "report/studyreport.h"

#include <QObject>
#include <QString>

#include <memory>
#include <utility>

class QWidget;

namespace editlens::ui {

/// File → Export Report: reads the study on a worker thread (its own StudyStore connection), builds the report
/// (core::report::buildStudyReport, which needs the QGuiApplication for its charts' fonts) and writes it
/// (writeStudyReport) into a folder, with a progress dialog and Cancel. Captures only values. Emits finished() on
/// the GUI thread, then deletes itself.
class ReportExportJob : public QObject
{
    Q_OBJECT

public:
    /// `metrics` (never null) names and orients the stored metrics; the worker keeps it alive while it runs.
    static ReportExportJob *start(const QString &studyFile, const QString &outDir,
                                  std::shared_ptr<const core::MetricRegistry> metrics,
                                  const core::report::StudyReportOptions &options, QWidget *dialogParent);

Q_SIGNALS:
    /// `ok`: `message` names the written index.html; otherwise it is the error (or says it was cancelled).
    void finished(bool ok, const QString &message, const QString &htmlFile);

private:
    explicit ReportExportJob(QObject *parent);

    ProgressJob<std::pair<QString, QString>> m_job; ///< the message for the user and the index.html written
};

} // namespace editlens::ui
