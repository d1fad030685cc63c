#pragma once

#include "annotate/vieweditor.h"
#include "guiutil/latestjob.h"
#include "study/judgements.h"

#include <QPointF>
#include <QVector>

class QGraphicsItem;
class QGraphicsRectItem;
class QGraphicsView;
class QMouseEvent;

namespace editlens::ui {

/// The mask tools of a ComparisonView that edits a StudyDocument, for BPM regions: Brush and Eraser paint the current
/// annotator's mask of the kind chosen in EditTools ("edit" or "origin", for the selected output) with the chosen
/// radius, every mouse move a MaskStrokeCommand merged with the others of the same drag (one drag = one undo step);
/// BoxToMask segments the object in a rubber-band box with GrabCut (core::refineBoxWithGrabCut, off the GUI thread) and
/// adds it with one MaskRegionCommand. The mask layer shows the stored mask translucently on every editable image and
/// follows StudyDocument::maskChanged. Owned by ComparisonEditors; GUI thread only.
class MaskEditor : public ViewEditor
{
    Q_OBJECT

public:
    /// Edits in `view` (not owned; outlives the editor) with the tools of `tools` (not owned; outlives it too).
    MaskEditor(ComparisonView *view, EditTools *tools, QObject *parent = nullptr);
    ~MaskEditor() override;

    void setDocument(core::StudyDocument *document);
    /// The mask the tools edit for the image `image` of the view (-1: the original): item, output, kind, annotator.
    core::MaskKey keyFor(int image) const;
    bool segmenting() const { return m_segmentations.isRunning(); } ///< a GrabCut job of this scene is running

    /// GrabCut on `image` (any format) inside `box` (pixels): Format_Grayscale8 of the image's size, 255 = object;
    /// null when OpenCV fails. Thread-safe (used by the worker).
    static QImage segmentBox(const QImage &image, const QRect &box);

Q_SIGNALS:
    /// A BoxToMask job finished (its region is on the undo stack, unless it found nothing). A job whose scene was
    /// rebuilt meanwhile (another item) is dropped without it.
    void segmentationFinished();

private:
    bool editMouseEvent(QGraphicsView *view, int image, QMouseEvent *mouse) override;
    void sceneRebuilt() override;
    void rebuildLayers();
    void paintAt(const QPointF &scenePos, bool first);
    void startSegmentation(const QRectF &rect);

    QVector<QGraphicsItem *> m_layers; ///< the mask layer items, one per editable image
    bool m_dragging = false;
    int m_image = -1;
    int m_dragId = 0;
    QPointF m_last;
    QPointF m_start;
    QGraphicsRectItem *m_band = nullptr;
    JobSet<int> m_segmentations; ///< GrabCut jobs, by number; every rebuilt scene cancels them
    int m_lastSegmentation = 0;
};

} // namespace editlens::ui
