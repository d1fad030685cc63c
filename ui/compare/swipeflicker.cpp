#include "swipeflicker.h"

#include "compare/overlaylayers.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>

#include <algorithm>

namespace editlens::ui {

namespace {

constexpr double dividerHandlePixels = 12.0;

} // namespace

SwipeFlicker::SwipeFlicker(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(m_flickerMs);
    connect(&m_timer, &QTimer::timeout, this, &SwipeFlicker::flip);
}

void SwipeFlicker::setFlickerInterval(int ms)
{
    m_flickerMs = std::max(0, ms);
    m_timer.setInterval(m_flickerMs);
    setFlickering(m_flickering);
}

void SwipeFlicker::setFlickering(bool flickering)
{
    m_flickering = flickering;
    if (flickering && m_flickerMs > 0)
        m_timer.start();
    else
        m_timer.stop();
}

void SwipeFlicker::toggle()
{
    flip();
    if (m_timer.isActive())
        m_timer.start(); // a full interval from the manual toggle
}

void SwipeFlicker::flip()
{
    m_showsOutput = !m_showsOutput;
    if (m_flickerOutput)
        m_flickerOutput->setVisible(m_showsOutput);
    Q_EMIT flickered();
}

void SwipeFlicker::attachFlicker(QGraphicsItem *output)
{
    m_flickerOutput = output;
    if (output) {
        output->setZValue(1.0); // above the original, which shows while it is hidden
        output->setVisible(m_showsOutput);
    }
}

void SwipeFlicker::setSwipePosition(double fraction)
{
    m_swipe = std::clamp(fraction, 0.0, 1.0);
    if (m_divider)
        m_divider->setPos(m_swipe * m_frame.width(), 0); // moved() updates the clip
}

void SwipeFlicker::attachSwipe(QGraphicsScene *scene, QGraphicsRectItem *output, QSize frame, double zoom)
{
    m_frame = frame;
    m_swipeOutput = output;
    output->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    output->setZValue(1.0); // above the original, which shows left of the divider
    m_divider = new SwipeDividerItem(frame.width(), frame.height());
    scene->addItem(m_divider);
    setZoom(zoom);
    m_divider->setPos(m_swipe * frame.width(), 0);
    connect(m_divider, &SwipeDividerItem::moved, this, [this](double x) {
        if (m_frame.width() > 0)
            m_swipe = x / m_frame.width();
        updateClip();
    });
    updateClip();
}

void SwipeFlicker::setZoom(double zoom)
{
    if (m_divider)
        m_divider->setHandleWidth(dividerHandlePixels / zoom);
}

void SwipeFlicker::detach()
{
    m_flickerOutput = nullptr;
    m_divider = nullptr;
    m_swipeOutput = nullptr;
}

void SwipeFlicker::updateClip()
{
    if (!m_swipeOutput)
        return;
    const QSize f = m_frame;
    m_swipeOutput->setRect(QRectF(m_swipe * f.width(), 0, f.width() - m_swipe * f.width(), f.height()));
}

} // namespace editlens::ui
