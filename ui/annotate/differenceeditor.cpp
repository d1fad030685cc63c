#include "differenceeditor.h"

#include "annotate/edittools.h"
#include "bpm/instructionparser.h"
#include "compare/comparisonview.h"
#include "compare/overlayjobs.h"
#include "compare/overlaylayers.h"
#include "document/commands/differencecommands.h"
#include "document/studydocument.h"

#include <QAction>
#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMouseEvent>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace editlens::ui {

namespace {

constexpr double bandZ = 100.0;
constexpr double minBoxSize = 2.0; ///< scene units: a smaller rubber band is a click, not a box

QRectF clampToFrame(QRectF rect, QSize frame)
{
    return rect.normalized() & QRectF(QPointF(0, 0), QSizeF(frame));
}

} // namespace

DifferenceEditor::DifferenceEditor(ComparisonView *view, EditTools *tools, QObject *parent)
    : ViewEditor(view, tools, parent)
{
    connect(tools->deleteAction(), &QAction::triggered, this, &DifferenceEditor::deleteSelected);
}

void DifferenceEditor::setDocument(core::StudyDocument *document)
{
    replaceDocument(document);
    if (!document)
        return;
    connect(document, &core::StudyDocument::differenceAdded, this, &DifferenceEditor::onDifferenceAdded);
    connect(document, &core::StudyDocument::differenceChanged, this, &DifferenceEditor::onDifferenceChanged);
    connect(document, &core::StudyDocument::differenceRemoved, this, &DifferenceEditor::onDifferenceRemoved);
    // A coherence label changes the box's badge: re-read the difference with its labels.
    connect(document, &core::StudyDocument::coherenceChanged, this, [this](qint64 id) {
        if (const auto stored = m_document->difference(id))
            onDifferenceChanged(stored->outputId, stored->difference);
    });
}

QRectF DifferenceEditor::frameToImage(const QRectF &rect, QSize frame, QSize imageSize)
{
    if (!frame.isValid() || !imageSize.isValid())
        return rect;
    const double sx = double(imageSize.width()) / frame.width();
    const double sy = double(imageSize.height()) / frame.height();
    const QPointF tl(std::round(rect.left() * sx), std::round(rect.top() * sy));
    const QPointF br(std::round(rect.right() * sx), std::round(rect.bottom() * sy));
    return QRectF(tl, br);
}

void DifferenceEditor::sceneRebuilt()
{
    m_drag = Drag::None;
    m_band = nullptr;
    m_box = nullptr;
    // Handles and the rubber band reach outside the items' bounding rects.
    for (const ComparisonView::EditTarget &t : m_view->editTargets())
        t.view->setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
}

bool DifferenceEditor::editMouseEvent(QGraphicsView *view, int image, QMouseEvent *mouse)
{
    switch (mouse->type()) {
    case QEvent::MouseButtonPress:
        return mouse->button() == Qt::LeftButton && mousePress(view, image, mouse);
    case QEvent::MouseMove:
        if (m_drag == Drag::None)
            return false;
        mouseMove(view, mouse);
        return true;
    default:
        if (m_drag == Drag::None || mouse->button() != Qt::LeftButton)
            return false;
        mouseRelease(view, mouse);
        return true;
    }
}

bool DifferenceEditor::mousePress(QGraphicsView *view, int image, QMouseEvent *event)
{
    const QPointF scenePos = view->mapToScene(event->position().toPoint());
    const EditTool tool = m_tools->tool();
    if (tool == EditTool::DrawBox) {
        m_drag = Drag::Draw;
        m_image = image;
        m_start = scenePos;
        m_band = new QGraphicsRectItem(QRectF(scenePos, scenePos));
        QPen pen(Qt::white, 1, Qt::DashLine);
        pen.setCosmetic(true);
        m_band->setPen(pen);
        m_band->setZValue(bandZ);
        view->scene()->addItem(m_band);
        return true;
    }
    if (tool != EditTool::Select)
        return false;
    int corner = -1;
    DifferenceBoxItem *box = boxAt(view, event->position().toPoint(), &corner);
    if (!box || !box->isResizable())
        return false; // the view selects it, or pans
    m_view->selectDifference(box->differenceId());
    Q_EMIT m_view->differenceSelected(box->differenceId());
    m_drag = corner >= 0 ? Drag::Resize : Drag::Move;
    m_corner = corner;
    m_image = image;
    m_start = scenePos;
    m_box = box;
    m_boxId = box->differenceId();
    m_startRect = box->mapRectToScene(box->rect());
    return true;
}

void DifferenceEditor::mouseMove(QGraphicsView *view, QMouseEvent *event)
{
    const QPointF p = view->mapToScene(event->position().toPoint());
    const QSize frame = m_view->frameSize();
    if (m_drag == Drag::Draw && m_band) {
        m_band->setRect(clampToFrame(QRectF(m_start, p), frame));
    } else if (m_drag == Drag::Move && m_box) {
        QPointF delta = p - m_start;
        // Keep the whole box inside the frame.
        delta.setX(std::clamp(delta.x(), -m_startRect.left(), frame.width() - m_startRect.right()));
        delta.setY(std::clamp(delta.y(), -m_startRect.top(), frame.height() - m_startRect.bottom()));
        m_box->setPos(delta);
    } else if (m_drag == Drag::Resize && m_box) {
        QRectF r = m_startRect;
        if (m_corner == 0 || m_corner == 2)
            r.setLeft(p.x());
        else
            r.setRight(p.x());
        if (m_corner == 0 || m_corner == 1)
            r.setTop(p.y());
        else
            r.setBottom(p.y());
        m_box->setRect(m_box->mapRectFromScene(clampToFrame(r, frame)));
    }
}

void DifferenceEditor::mouseRelease(QGraphicsView *view, QMouseEvent *event)
{
    mouseMove(view, event);
    if (m_drag == Drag::Draw)
        finishDraw();
    else
        finishMoveResize();
    m_drag = Drag::None;
}

void DifferenceEditor::finishDraw()
{
    const QRectF rect = m_band ? m_band->rect() : QRectF();
    delete m_band;
    m_band = nullptr;
    if (rect.width() < minBoxSize || rect.height() < minBoxSize)
        return;
    if (m_document->annotator().isEmpty()) {
        m_document->reportError(
            core::Error{QCoreApplication::translate("DifferenceEditor", "choose an annotator before drawing boxes"),
                        QString()});
        return;
    }
    const qint64 outputId = m_view->outputIdOf(m_image);
    if (outputId <= 0)
        return;
    core::Difference d;
    d.op = core::drawnDifferenceOp(m_view->item(), m_image < 0);
    d.box = frameToImage(rect, m_view->frameSize(), m_view->nativeImageSize(m_image));
    d.confidence = 1.0; // stored as for every hand-drawn box; core::hasConfidence() keeps it out of sight
    d.originKind = core::OriginKind::Annotator;
    d.origin = m_document->annotator();
    m_added = 0;
    m_adding = true;
    // The stack deletes an obsolete (failed) command during push: the new id comes from the document's signal.
    m_document->undoStack()->push(new core::AddDifferenceCommand(m_document, outputId, d));
    m_adding = false;
    if (m_added > 0) {
        m_view->selectDifference(m_added);
        Q_EMIT m_view->differenceSelected(m_added);
        Q_EMIT differenceDrawn(m_added);
    }
}

void DifferenceEditor::finishMoveResize()
{
    if (!m_box)
        return;
    const QRectF rect = m_box->mapRectToScene(m_box->rect());
    m_box = nullptr;
    const auto stored = m_document->difference(m_boxId);
    if (!stored || rect == m_startRect)
        return;
    const QSize imageSize = m_view->nativeImageSize(m_image);
    QRectF box = frameToImage(rect, m_view->frameSize(), imageSize);
    if (stored->difference.boxIsNormalized && imageSize.isValid())
        box = QRectF(box.x() / imageSize.width(), box.y() / imageSize.height(), box.width() / imageSize.width(),
                     box.height() / imageSize.height());
    m_document->undoStack()->push(new core::MoveResizeDifferenceCommand(m_document, m_boxId, box));
    // Redraw from the stored state: on success the document's signal updated it; on a refused write this undoes the
    // preview.
    m_view->setOutputDifferences(stored->outputId, differencesOf(stored->outputId));
}

void DifferenceEditor::deleteSelected()
{
    if (!m_document)
        return;
    const qint64 id = m_view->selectedDifference();
    const auto stored = id > 0 ? m_document->difference(id) : std::nullopt;
    if (!stored || stored->difference.originKind != core::OriginKind::Annotator)
        return; // detected and ground-truth boxes are rejected, not deleted
    m_document->undoStack()->push(new core::DeleteDifferenceCommand(m_document, id));
}

void DifferenceEditor::onDifferenceAdded(qint64 outputId, const core::Difference &difference)
{
    if (m_adding)
        m_added = difference.id;
    onDifferenceChanged(outputId, difference);
}

void DifferenceEditor::onDifferenceChanged(qint64 outputId, const core::Difference &difference)
{
    QVector<core::Difference> list = differencesOf(outputId);
    auto it = std::find_if(list.begin(), list.end(), [&](const core::Difference &d) { return d.id == difference.id; });
    if (it != list.end())
        *it = difference;
    else
        list.push_back(difference);
    m_view->setOutputDifferences(outputId, list);
}

void DifferenceEditor::onDifferenceRemoved(qint64 outputId, qint64 differenceId)
{
    QVector<core::Difference> list = differencesOf(outputId);
    list.erase(std::remove_if(list.begin(), list.end(),
                              [&](const core::Difference &d) { return d.id == differenceId; }),
               list.end());
    m_view->setOutputDifferences(outputId, list);
}

DifferenceBoxItem *DifferenceEditor::boxAt(QGraphicsView *view, const QPoint &viewPos, int *corner) const
{
    *corner = -1;
    // Corner handles first (selected boxes win), then the topmost box under the cursor.
    const double reach = DifferenceBoxItem::handleSize;
    DifferenceBoxItem *best = nullptr;
    for (QGraphicsItem *item : view->scene()->items()) {
        auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item);
        if (!box || !box->isVisible() || !box->isResizable())
            continue;
        const QRectF r = box->mapRectToScene(box->rect());
        const QPointF corners[] = {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()};
        for (int c = 0; c < 4; ++c) {
            const QPoint p = view->mapFromScene(corners[c]);
            if (std::abs(p.x() - viewPos.x()) <= reach && std::abs(p.y() - viewPos.y()) <= reach
                && (!best || box->isSelected())) {
                best = box;
                *corner = c;
            }
        }
    }
    if (best)
        return best;
    for (QGraphicsItem *item : view->items(viewPos))
        if (auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item); box && box->isVisible())
            return box;
    return nullptr;
}

QVector<core::Difference> DifferenceEditor::differencesOf(qint64 outputId) const
{
    for (const core::Output &o : m_view->item().outputs)
        if (o.id == outputId)
            return o.differences;
    return {};
}

} // namespace editlens::ui
