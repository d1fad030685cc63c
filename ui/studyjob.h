#pragma once

#include "guiutil/progressjob.h"
#include "io/exportformat.h"
#include "io/importformat.h"

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::ui {

/// Runs an import or export on a worker thread with its own StudyStore connection, showing a
/// progress dialog with Cancel. Captures only values (paths, ids, a registry that outlives it).
/// Emits finished() on the GUI thread; deletes itself afterwards.
class StudyJob : public QObject
{
    Q_OBJECT

public:
    enum class Kind { Import, Export };

    /// `exportOptions` are passed to an export (ignored by an import).
    static StudyJob *start(Kind kind, const core::FormatRegistry &registry, const QString &studyFile,
                           const QString &formatId, const QString &path, QWidget *dialogParent,
                           const core::ExportOptions &exportOptions = {});
    /// An import with `options` (a table's column mapping, …); its errors speak of the Import dialog, not of the
    /// command line.
    static StudyJob *startImport(const core::FormatRegistry &registry, const QString &studyFile,
                                 const QString &formatId, const QString &path, const core::ImportOptions &options,
                                 QWidget *dialogParent);

Q_SIGNALS:
    /// `ok` false with `message` = the error ("file:line: what"); on success `message` summarises.
    void finished(bool ok, const QString &message);

private:
    explicit StudyJob(QObject *parent);
    static StudyJob *run(Kind kind, const core::FormatRegistry &registry, const QString &studyFile,
                         const QString &formatId, const QString &path, QWidget *dialogParent,
                         const core::ExportOptions &exportOptions, const core::ImportOptions &importOptions);

    ProgressJob<QString> m_job; ///< the summary shown on success
};

} // namespace editlens::ui
