#pragma once

#include <QObject>
#include <QPointer>

class QEvent;
class QGraphicsView;
class QMouseEvent;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class ComparisonView;
class EditTools;

/// What the box tools (DifferenceEditor) and the mask tools (MaskEditor) share: the ComparisonView they edit, the
/// EditTools that pick the tool, the document their commands go to, and the mouse events of the view's editable images
/// (ComparisonView::editTargets()), which the editor filters. The view's scenes are rebuilt on every
/// ComparisonView::populated(): the editor then filters the new images' viewports and hears of it (sceneRebuilt()).
/// The view and the tools are not owned and outlive the editor; the document is held weakly. GUI thread only.
class ViewEditor : public QObject
{
    Q_OBJECT

protected:
    /// Edits in `view` with the tools of `tools`.
    ViewEditor(ComparisonView *view, EditTools *tools, QObject *parent);

    /// Drops the connections from the previous document to this editor and holds `document` (nullptr: none).
    void replaceDocument(core::StudyDocument *document);
    /// A press, move or release on the viewport of the editable image `image` (-1: the original) shown in `view`,
    /// with a document to edit. True when the editor used it (the view then neither selects nor pans).
    virtual bool editMouseEvent(QGraphicsView *view, int image, QMouseEvent *event) = 0;
    /// The scenes were cleared and built again, the new images' viewports already filtered: items of a drag in
    /// progress are gone.
    virtual void sceneRebuilt() = 0;

    bool eventFilter(QObject *watched, QEvent *event) final;

    ComparisonView *const m_view;
    EditTools *const m_tools;
    QPointer<core::StudyDocument> m_document;
};

} // namespace editlens::ui
