#pragma once

#include "annotate/edittools.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class ComparisonView;
class DifferenceEditor;
class MaskEditor;

/// Editing in a ComparisonView: the tools (EditTools, their actions added to the view and their options row above its
/// panes), the box tools (DifferenceEditor) and the mask tools (MaskEditor), attached to the view's editing surface
/// (ComparisonView::editTargets(), re-read after every ComparisonView::populated()). A child of the view, which it
/// must not outlive; the editors and the tools are its children. Without a document the view is a read-only viewer.
/// GUI thread only.
class ComparisonEditors : public QObject
{
    Q_OBJECT

public:
    explicit ComparisonEditors(ComparisonView *view);

    /// Edits `document` (not owned; nullptr: read-only). With a document the view shows the tool options row, redraws
    /// the shown item and lets the tools draw, move, resize and delete boxes and paint masks, each edit a command on
    /// the document's undo stack. Editing works in the side-by-side and grid modes and in a preference pair.
    void setDocument(core::StudyDocument *document);
    core::StudyDocument *document() const;

    /// The tool actions (keys V R B E G, Delete) and mask options.
    EditTools *tools() const { return m_tools; }
    void setTool(EditTool tool) { m_tools->setTool(tool); }
    EditTool tool() const { return m_tools->tool(); }
    DifferenceEditor *differenceEditor() const { return m_differenceEditor; }
    MaskEditor *maskEditor() const { return m_maskEditor; }

Q_SIGNALS:
    /// A box was drawn with the DrawBox tool and stored as difference `id` (selected already): connect to
    /// DifferencesDock::editDifference to type its description.
    void differenceDrawn(qint64 id);

private:
    ComparisonView *m_view;
    EditTools *m_tools;
    QWidget *m_toolBar;
    DifferenceEditor *m_differenceEditor;
    MaskEditor *m_maskEditor;
    QPointer<core::StudyDocument> m_document;
};

} // namespace editlens::ui
