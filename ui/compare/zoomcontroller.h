#pragma once

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QVector>

class QGraphicsView;

namespace editlens::ui {

/// One zoom and pan state shared by any number of QGraphicsViews that show the same frame (scene rectangle). The
/// wheel over any registered view zooms all of them, keeping the scene point under the cursor where it was; scrolling
/// one scrolls the others to the same scene centre. Images are drawn pixel-exact (no smoothing) from 100 % up and
/// smoothed below, on the views and on every QGraphicsPixmapItem of their scenes. GUI thread only; the controller
/// does not own the views (a destroyed view unregisters itself).
class ZoomController : public QObject
{
    Q_OBJECT

public:
    static constexpr double minZoom = 0.02;
    static constexpr double maxZoom = 64.0;
    static constexpr double step = 1.25; ///< zoomIn() / zoomOut() factor, one wheel notch

    explicit ZoomController(QObject *parent = nullptr);

    /// Registers `view`: it takes the current zoom and scroll position and follows them from now on.
    void addView(QGraphicsView *view);
    void removeView(QGraphicsView *view);
    QVector<QGraphicsView *> views() const;

    double zoom() const { return m_zoom; }
    /// True while the zoom follows the viewport size (zoomToFit() until the next explicit zoom).
    bool fitting() const { return m_fit; }

    /// Sets the zoom of every view (clamped to [minZoom, maxZoom]). With `anchorView`, the scene point under
    /// `anchor` (viewport coordinates of `anchorView`) stays under it.
    void setZoom(double zoom, QGraphicsView *anchorView = nullptr, QPoint anchor = {});
    /// Scrolls every view so that `scenePoint` is at the centre of its viewport.
    void centerOn(const QPointF &scenePoint);

    /// Re-applies the zoom to every view and every pixmap item of their scenes (after a scene's contents change).
    void refresh();

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void zoomActualSize();

Q_SIGNALS:
    void zoomChanged(double zoom);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyTransform();
    void syncFrom(QGraphicsView *from);
    QGraphicsView *viewOfViewport(QObject *viewport) const;

    QVector<QPointer<QGraphicsView>> m_views;
    double m_zoom = 1.0;
    bool m_fit = true;
    bool m_syncing = false;
};

} // namespace editlens::ui
