#include "zoomcontroller.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace editlens::ui {

ZoomController::ZoomController(QObject *parent) : QObject(parent)
{
}

void ZoomController::addView(QGraphicsView *view)
{
    if (!view || views().contains(view))
        return;
    m_views.push_back(view);
    // The controller positions the scene itself; Qt's own anchors would fight it.
    view->setTransformationAnchor(QGraphicsView::NoAnchor);
    view->setResizeAnchor(QGraphicsView::NoAnchor);
    view->viewport()->installEventFilter(this);
    connect(view->horizontalScrollBar(), &QScrollBar::valueChanged, this, [this, view] { syncFrom(view); });
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, [this, view] { syncFrom(view); });
    connect(view, &QObject::destroyed, this, [this, view] {
        m_views.erase(std::remove_if(m_views.begin(), m_views.end(), [view](const auto &v) { return !v || v == view; }),
                      m_views.end());
    });
    QGraphicsView *leader = nullptr;
    for (const auto &v : std::as_const(m_views))
        if (v && v != view)
            leader = v;
    applyTransform();
    if (leader)
        syncFrom(leader);
}

void ZoomController::removeView(QGraphicsView *view)
{
    if (!view)
        return;
    view->viewport()->removeEventFilter(this);
    disconnect(view->horizontalScrollBar(), nullptr, this, nullptr);
    disconnect(view->verticalScrollBar(), nullptr, this, nullptr);
    disconnect(view, nullptr, this, nullptr);
    m_views.erase(std::remove_if(m_views.begin(), m_views.end(), [view](const auto &v) { return v == view; }),
                  m_views.end());
}

QVector<QGraphicsView *> ZoomController::views() const
{
    QVector<QGraphicsView *> out;
    for (const auto &v : m_views)
        if (v)
            out.push_back(v);
    return out;
}

void ZoomController::setZoom(double zoom, QGraphicsView *anchorView, QPoint anchor)
{
    zoom = std::clamp(zoom, minZoom, maxZoom);
    QPointF scenePoint;
    if (anchorView)
        scenePoint = anchorView->mapToScene(anchor);
    const bool changed = !qFuzzyCompare(zoom, m_zoom);
    m_zoom = zoom;
    applyTransform();
    if (anchorView) {
        // Viewport x = scene x · zoom − scroll value (QGraphicsView with NoAnchor): put scenePoint back under anchor.
        const QPointF now = anchorView->viewportTransform().map(scenePoint);
        const QPointF delta = now - QPointF(anchor);
        m_syncing = true;
        anchorView->horizontalScrollBar()->setValue(anchorView->horizontalScrollBar()->value()
                                                    + int(std::lround(delta.x())));
        anchorView->verticalScrollBar()->setValue(anchorView->verticalScrollBar()->value()
                                                  + int(std::lround(delta.y())));
        m_syncing = false;
        syncFrom(anchorView);
    }
    if (changed)
        Q_EMIT zoomChanged(m_zoom);
}

void ZoomController::centerOn(const QPointF &scenePoint)
{
    m_syncing = true;
    for (QGraphicsView *view : views())
        view->centerOn(scenePoint);
    m_syncing = false;
}

void ZoomController::refresh()
{
    applyTransform();
    if (m_fit)
        zoomToFit();
}

void ZoomController::applyTransform()
{
    // Pixel-exact from 100 % up (every image pixel a crisp square), smoothed below where nearest-neighbour aliases.
    const bool smooth = m_zoom < 1.0;
    const Qt::TransformationMode mode = smooth ? Qt::SmoothTransformation : Qt::FastTransformation;
    for (QGraphicsView *view : views()) {
        view->setTransform(QTransform::fromScale(m_zoom, m_zoom));
        view->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
        if (QGraphicsScene *scene = view->scene()) {
            // QGraphicsPixmapItem sets the painter's smoothing from its own mode, overriding the view's hint.
            for (QGraphicsItem *item : scene->items())
                if (auto *pixmap = qgraphicsitem_cast<QGraphicsPixmapItem *>(item))
                    pixmap->setTransformationMode(mode);
        }
    }
}

void ZoomController::syncFrom(QGraphicsView *from)
{
    if (m_syncing || !from)
        return;
    m_syncing = true;
    const QPointF centre = from->mapToScene(from->viewport()->rect().center());
    for (QGraphicsView *view : views()) {
        if (view == from)
            continue;
        if (view->viewport()->size() == from->viewport()->size()) {
            // Same viewport: the same scroll values are exact (centerOn rounds).
            view->horizontalScrollBar()->setValue(from->horizontalScrollBar()->value());
            view->verticalScrollBar()->setValue(from->verticalScrollBar()->value());
        } else {
            view->centerOn(centre);
        }
    }
    m_syncing = false;
}

void ZoomController::zoomIn()
{
    m_fit = false;
    setZoom(m_zoom * step);
}

void ZoomController::zoomOut()
{
    m_fit = false;
    setZoom(m_zoom / step);
}

void ZoomController::zoomActualSize()
{
    m_fit = false;
    setZoom(1.0);
}

void ZoomController::zoomToFit()
{
    m_fit = true;
    double fit = 0.0;
    for (QGraphicsView *view : views()) {
        const QRectF frame = view->sceneRect();
        const QSize viewport = view->viewport()->size();
        if (frame.isEmpty() || viewport.isEmpty())
            continue;
        const double z = std::min(viewport.width() / frame.width(), viewport.height() / frame.height());
        fit = fit > 0.0 ? std::min(fit, z) : z;
    }
    if (fit > 0.0)
        setZoom(fit);
}

QGraphicsView *ZoomController::viewOfViewport(QObject *viewport) const
{
    for (QGraphicsView *view : views())
        if (view->viewport() == viewport)
            return view;
    return nullptr;
}

bool ZoomController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        if (QGraphicsView *view = viewOfViewport(watched)) {
            auto *wheel = static_cast<QWheelEvent *>(event);
            const double steps = wheel->angleDelta().y() / 120.0;
            if (steps != 0.0) {
                m_fit = false;
                setZoom(m_zoom * std::pow(step, steps), view, wheel->position().toPoint());
            }
            return true;
        }
    } else if (event->type() == QEvent::Resize && m_fit && viewOfViewport(watched)) {
        zoomToFit();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace editlens::ui
