#pragma once

#include "annotate/vieweditor.h"
#include "study/studydata.h"

#include <QPointF>
#include <QRectF>

class QGraphicsRectItem;
class QGraphicsView;
class QMouseEvent;

namespace editlens::ui {

class DifferenceBoxItem;

/// The box tools of a ComparisonView that edits a StudyDocument: DrawBox (a rubber band → AddDifferenceCommand by the
/// current annotator, REMOVE on the original, EDIT on an output), Select (drag an annotator's box to move it, a corner
/// handle to resize it → MoveResizeDifferenceCommand, consecutive drags of one box merging) and Delete (the selected
/// annotator box → DeleteDifferenceCommand). It filters the mouse events of the view's image viewports and follows
/// the document's difference signals, so the scene shows the stored boxes after every redo and undo. Boxes are
/// written in pixels of the image their op lives on (the original's for REMOVE, the output's otherwise), rounded to
/// whole pixels. Owned by ComparisonEditors; GUI thread only.
class DifferenceEditor : public ViewEditor
{
    Q_OBJECT

public:
    /// Edits in `view` (not owned; outlives the editor) with the tools of `tools` (not owned; outlives it too).
    DifferenceEditor(ComparisonView *view, EditTools *tools, QObject *parent = nullptr);

    void setDocument(core::StudyDocument *document);

    /// `rect` in the source frame (scene units) as a box in pixels of an image of `imageSize`, rounded to whole pixels.
    static QRectF frameToImage(const QRectF &rect, QSize frame, QSize imageSize);

Q_SIGNALS:
    /// A box was drawn and stored as difference `id` (the dock can focus its op and description).
    void differenceDrawn(qint64 id);

private:
    enum class Drag { None, Draw, Move, Resize };

    bool editMouseEvent(QGraphicsView *view, int image, QMouseEvent *mouse) override;
    void sceneRebuilt() override;
    bool mousePress(QGraphicsView *view, int image, QMouseEvent *event);
    void mouseMove(QGraphicsView *view, QMouseEvent *event);
    void mouseRelease(QGraphicsView *view, QMouseEvent *event);
    void finishDraw();
    void finishMoveResize();
    void deleteSelected();
    void onDifferenceAdded(qint64 outputId, const core::Difference &difference);
    void onDifferenceChanged(qint64 outputId, const core::Difference &difference);
    void onDifferenceRemoved(qint64 outputId, qint64 differenceId);
    DifferenceBoxItem *boxAt(QGraphicsView *view, const QPoint &viewPos, int *corner) const;
    QVector<core::Difference> differencesOf(qint64 outputId) const;

    Drag m_drag = Drag::None;
    int m_image = -1;   ///< image of the pane the drag started on
    int m_corner = -1;  ///< resized corner: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right
    QPointF m_start;    ///< scene position of the press
    QRectF m_startRect; ///< the moved box's rect at the press (scene units)
    QGraphicsRectItem *m_band = nullptr;
    DifferenceBoxItem *m_box = nullptr;
    qint64 m_boxId = 0;
    bool m_adding = false; ///< inside the push of an AddDifferenceCommand
    qint64 m_added = 0;    ///< the id that push stored
};

} // namespace editlens::ui
