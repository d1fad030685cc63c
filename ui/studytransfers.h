#pragma once

#include "report/studyreport.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QWidget;

namespace editlens::core {
class FormatRegistry;
class MetricRegistry;
} // namespace editlens::core

namespace editlens::ui {

/// Import, Export and Export Report of the open study: a dialog (formats from the format registry), then a
/// background job (StudyJob, ReportExportJob) that works on its own connection to the study file. A failure is shown
/// in a message box; success is reported through the signals. GUI thread only; `registry` and `window` outlive it.
class StudyTransfers : public QObject
{
    Q_OBJECT

public:
    /// `metrics` (never null): what Export Report names and orients the stored metrics by.
    StudyTransfers(const core::FormatRegistry &registry, std::shared_ptr<const core::MetricRegistry> metrics,
                   QWidget *window, QObject *parent = nullptr);

    /// The Import dialog (ImportDialog: source, format, a table's columns), opening on a file dialog or, with
    /// `folder`, a folder dialog under `rootDir`, then imports into `studyFile` with progress and Cancel; emits
    /// imported() when done.
    void importInteractively(const QString &studyFile, const QString &rootDir, bool folder);
    /// The Export dialog (ExportDialog: format, file or folder, the differences' origin for formats that take one),
    /// then exports `studyFile` with progress and Cancel; `origins` are the annotators and detectors offered besides
    /// "truth". A relative path is taken from the study's folder.
    void exportInteractively(const QString &studyFile, const QStringList &origins);
    /// Asks for a folder and writes the study's alignment report there under `protocol`.
    void exportReportInteractively(const QString &studyFile, core::alignment::Protocol protocol);

Q_SIGNALS:
    /// An import finished; the study's items changed. `message` says what came in.
    void imported(const QString &message);
    /// An export finished; `message` says what was written.
    void exported(const QString &message);

private:
    const core::FormatRegistry &m_registry;
    std::shared_ptr<const core::MetricRegistry> m_metrics;
    QWidget *m_window;
};

} // namespace editlens::ui
