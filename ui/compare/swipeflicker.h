#pragma once

#include <QObject>
#include <QSize>
#include <QTimer>

class QGraphicsItem;
class QGraphicsRectItem;
class QGraphicsScene;

namespace editlens::ui {

class SwipeDividerItem;

/// The two single-pane modes of the comparison view. Flicker: a timer (or toggle()) alternates between the output
/// and the original by hiding the output's stack above it. Swipe: a draggable divider over the frame; the output's
/// stack is clipped to the part right of it. The view hands over the output's stack after every rebuild (attach…())
/// and takes it back before it clears the scene (detach()); the items belong to the scene. GUI thread only.
class SwipeFlicker : public QObject
{
    Q_OBJECT

public:
    explicit SwipeFlicker(QObject *parent = nullptr);

    /// Flicker: milliseconds between the automatic toggles (0 = toggle only by hand).
    void setFlickerInterval(int ms);
    int flickerInterval() const { return m_flickerMs; }
    /// Runs the timer while `flickering` (the view is in flicker mode) and the interval is not 0.
    void setFlickering(bool flickering);
    /// True while the output is shown, false while the original is.
    bool showsOutput() const { return m_showsOutput; }
    /// Starts again on the output (a new item or layout); applied by the next attachFlicker().
    void showOutputFirst() { m_showsOutput = true; }
    /// Shows the other image now; restarts a running timer, so that a full interval follows.
    void toggle();
    /// Flicker: `output` (the output's stack root, or nullptr), put above the original, is the image shown and hidden.
    void attachFlicker(QGraphicsItem *output);

    /// Swipe: where the divider stands, as a fraction of the frame width (0 = all output, 1 = all original).
    void setSwipePosition(double fraction);
    double swipePosition() const { return m_swipe; }
    /// Swipe: adds the divider to `scene` over a `frame`-sized image and puts `output` (the output's stack root)
    /// above the original, clipped to the right of the divider. `zoom` keeps the divider's handle a constant width on
    /// screen.
    void attachSwipe(QGraphicsScene *scene, QGraphicsRectItem *output, QSize frame, double zoom);
    /// The view's zoom changed: the divider's handle stays about 12 device pixels wide.
    void setZoom(double zoom);
    /// Forgets the items handed over (the scene is about to be cleared).
    void detach();

Q_SIGNALS:
    /// Flicker switched between the output and the original.
    void flickered();

private:
    void flip();
    void updateClip();

    QTimer m_timer;
    int m_flickerMs = 600;
    bool m_flickering = false;
    bool m_showsOutput = true;
    QGraphicsItem *m_flickerOutput = nullptr;
    double m_swipe = 0.5;
    QSize m_frame;
    SwipeDividerItem *m_divider = nullptr;
    QGraphicsRectItem *m_swipeOutput = nullptr;
};

} // namespace editlens::ui
