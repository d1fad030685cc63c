#include "studytransfers.h"

#include "alignmentview/reportexportjob.h"
#include "exportdialog.h"
#include "guiutil/filedialogs.h"
#include "importdialog.h"
#include "io/formatregistry.h"
#include "studyjob.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>
#include <QWidget>

#include <utility>

namespace editlens::ui {

// The texts keep the "MainWindow" translation context they were written under.

StudyTransfers::StudyTransfers(const core::FormatRegistry &registry,
                               std::shared_ptr<const core::MetricRegistry> metrics, QWidget *window, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_metrics(std::move(metrics))
    , m_window(window)
{
}

void StudyTransfers::importInteractively(const QString &studyFile, const QString &rootDir, bool folder)
{
    ImportDialog dialog(m_registry, studyFile, rootDir, m_window);
    // Import Folder… goes straight to choosing the folder, Import File… to the file; either can be changed there.
    QTimer::singleShot(0, &dialog, [&dialog, folder] { folder ? dialog.browseFolder() : dialog.browseFile(); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    StudyJob *job =
        StudyJob::startImport(m_registry, studyFile, dialog.formatId(), dialog.source(), dialog.options(), m_window);
    connect(job, &StudyJob::finished, this, [this](bool ok, const QString &message) {
        if (!ok) {
            QMessageBox::warning(m_window, QCoreApplication::translate("MainWindow", "Import failed"), message);
            return;
        }
        Q_EMIT imported(message);
    });
}

void StudyTransfers::exportInteractively(const QString &studyFile, const QStringList &origins)
{
    ExportDialog dialog(m_registry, QFileInfo(studyFile).absolutePath(), origins, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString out = QFileInfo(dialog.path()).isAbsolute()
                            ? dialog.path()
                            : QFileInfo(studyFile).absoluteDir().filePath(dialog.path());
    StudyJob *job = StudyJob::start(StudyJob::Kind::Export, m_registry, studyFile, dialog.formatId(), out, m_window,
                                    dialog.options());
    connect(job, &StudyJob::finished, this, [this](bool ok, const QString &message) {
        if (!ok)
            QMessageBox::warning(m_window, QCoreApplication::translate("MainWindow", "Export failed"), message);
        else
            Q_EMIT exported(message);
    });
}

void StudyTransfers::exportReportInteractively(const QString &studyFile, core::alignment::Protocol protocol)
{
    const QString dir =
        filedialogs::existingDirectory(m_window, QCoreApplication::translate("MainWindow", "Export Report to Folder"),
                                       QFileInfo(studyFile).absolutePath());
    if (dir.isEmpty())
        return;
    core::report::StudyReportOptions options;
    options.protocol = protocol;
    options.studyFile = studyFile;
    options.editLensVersion = QCoreApplication::applicationVersion();
    ReportExportJob *job = ReportExportJob::start(studyFile, dir, m_metrics, options, m_window);
    connect(job, &ReportExportJob::finished, this, [this](bool ok, const QString &message) {
        if (ok)
            QMessageBox::information(m_window, QCoreApplication::translate("MainWindow", "Report written"), message);
        else
            QMessageBox::warning(m_window, QCoreApplication::translate("MainWindow", "Cannot write the report"),
                                 message);
    });
}

} // namespace editlens::ui
