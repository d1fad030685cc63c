#pragma once

#include "document/commands/commandids.h"
#include "document/studydocument.h"

#include <QUndoCommand>

namespace editlens::core {

/// Base of the annotation commands: a command acts on a StudyDocument (which must outlive it) and
/// persists each redo/undo through the document's `write*` functions. When a write fails the command
/// makes itself obsolete (QUndoStack drops it) and the document has reported the error; memory and
/// the database keep the state they had before.
class AnnotationCommand : public QUndoCommand
{
public:
    explicit AnnotationCommand(StudyDocument *document, QUndoCommand *parent = nullptr)
        : QUndoCommand(parent)
        , m_document(document)
    {
    }

    /// False after a failed write.
    bool succeeded() const { return m_succeeded; }

protected:
    /// Records the result of a write: on failure the command becomes obsolete.
    bool check(const Status &s)
    {
        if (!s) {
            m_succeeded = false;
            setObsolete(true);
        }
        return s.ok();
    }

    StudyDocument *m_document;
    bool m_succeeded = true;
};

} // namespace editlens::core
