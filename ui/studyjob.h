#pragma once

#include "io/exportformat.h"

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

Q_SIGNALS:
    /// `ok` false with `message` = the error ("file:line: what"); on success `message` summarises.
    void finished(bool ok, const QString &message);

private:
    explicit StudyJob(QObject *parent);
};

} // namespace editlens::ui
