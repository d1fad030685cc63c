#include "imagetile.h"

#include "compare/imagecache.h"

#include <QDir>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace editlens::ui {

void TileView::zoomAt(double factor, QPointF at)
{
    const double zoom = std::clamp(m_zoom * factor, 1.0, 16.0);
    if (zoom == m_zoom)
        return;
    // The point `at` stays where it is on screen: its offset from the centre shrinks by the zoom's ratio.
    const double keep = m_zoom / zoom;
    m_centre = at + (m_centre - at) * keep;
    m_zoom = zoom;
    if (m_zoom == 1.0)
        m_centre = QPointF(0.5, 0.5);
    Q_EMIT changed();
}

void TileView::reset()
{
    if (m_zoom == 1.0)
        return;
    m_zoom = 1.0;
    m_centre = QPointF(0.5, 0.5);
    Q_EMIT changed();
}

ImageTile::ImageTile(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
}

void ImageTile::setCaption(const QString &caption)
{
    m_caption = caption;
    setAccessibleName(caption);
    update();
}

void ImageTile::setImage(const QImage &image, const QString &message)
{
    m_image = image;
    m_message = message;
    update();
}

void ImageTile::setBoxes(const QVector<Box> &boxes)
{
    m_boxes = boxes;
    update();
}

void ImageTile::setCurrent(bool current)
{
    if (m_current == current)
        return;
    m_current = current;
    update();
}

void ImageTile::setBadge(const QString &badge)
{
    m_badge = badge;
    update();
}

void ImageTile::setView(TileView *view)
{
    if (m_view)
        disconnect(m_view, nullptr, this, nullptr);
    m_view = view;
    if (m_view)
        connect(m_view, &TileView::changed, this, qOverload<>(&QWidget::update));
    update();
}

void ImageTile::setPeek(const QImage &image, const QString &caption)
{
    m_peek = image;
    m_peekCaption = caption;
    update();
}

void ImageTile::wheelEvent(QWheelEvent *event)
{
    if (!m_view || !(event->modifiers() & Qt::ControlModifier) || m_shown.isEmpty()) {
        QWidget::wheelEvent(event);
        return;
    }
    const QPointF at((event->position().x() - m_shown.x()) / m_shown.width(),
                     (event->position().y() - m_shown.y()) / m_shown.height());
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0)
        m_view->zoomAt(std::pow(1.25, steps), QPointF(std::clamp(at.x(), 0.0, 1.0), std::clamp(at.y(), 0.0, 1.0)));
    event->accept();
}

void ImageTile::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setRenderHint(QPainter::Antialiasing);
    const int frame = 4;
    QFont captionFont = font();
    captionFont.setBold(true);
    captionFont.setPointSizeF(captionFont.pointSizeF() * 1.1);
    const int captionHeight = QFontMetrics(captionFont).height() + 6;
    const QRect area = rect().adjusted(frame, captionHeight + frame, -frame, -frame);

    if (m_current) {
        p.setPen(QPen(QColor(0xe8, 0xa3, 0x17), frame));
        p.setBrush(QColor(232, 163, 23, 30));
        p.drawRoundedRect(QRectF(rect()).adjusted(frame / 2.0, frame / 2.0, -frame / 2.0, -frame / 2.0), 6, 6);
    }
    p.setFont(captionFont);
    p.setPen(palette().color(QPalette::WindowText));
    const QString caption = isPeeking()         ? m_peekCaption
                            : m_badge.isEmpty() ? m_caption
                                                : m_caption + QStringLiteral("  ") + m_badge;
    p.drawText(QRect(frame + 4, frame, width() - 2 * frame - 8, captionHeight), Qt::AlignLeft | Qt::AlignVCenter,
               caption);

    const QImage &image = isPeeking() ? m_peek : m_image;
    if (image.isNull()) {
        m_shown = QRectF();
        p.setFont(font());
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    // Fitted to the tile (a small image enlarged), then magnified by the shared zoom around its centre point.
    const QSizeF fitted = QSizeF(image.size()).scaled(QSizeF(area.size()), Qt::KeepAspectRatio);
    const double zoom = m_view ? m_view->zoom() : 1.0;
    const QPointF centre = m_view ? m_view->centre() : QPointF(0.5, 0.5);
    const QSizeF size = fitted * zoom;
    QPointF origin(area.center().x() + 0.5 - centre.x() * size.width(),
                   area.center().y() + 0.5 - centre.y() * size.height());
    // Never past an edge of the image when it covers the tile: the view stays on the image.
    if (size.width() > area.width())
        origin.setX(std::clamp(origin.x(), area.right() + 1 - size.width(), double(area.left())));
    if (size.height() > area.height())
        origin.setY(std::clamp(origin.y(), area.bottom() + 1 - size.height(), double(area.top())));
    const QRectF target(origin, size);
    m_shown = target;
    p.save();
    p.setClipRect(area);
    p.drawImage(target, image);
    if (isPeeking()) { // the other image's boxes are not this one's
        p.restore();
        return;
    }
    const double sx = target.width() / image.width();
    const double sy = target.height() / image.height();
    p.setFont(font());
    for (const Box &b : std::as_const(m_boxes)) {
        const QRectF r(target.x() + b.rect.x() * sx, target.y() + b.rect.y() * sy, b.rect.width() * sx,
                       b.rect.height() * sy);
        p.setPen(QPen(b.color, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        if (!b.label.isEmpty()) {
            const QRectF text =
                p.boundingRect(r.adjusted(2, 2, 0, 0), Qt::AlignLeft | Qt::AlignTop, b.label).intersected(target);
            p.fillRect(text, QColor(0, 0, 0, 160));
            p.setPen(Qt::white);
            p.drawText(text, Qt::AlignLeft | Qt::AlignTop, b.label);
        }
    }
    p.restore();
}

void ImageTile::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        Q_EMIT clicked();
    QWidget::mousePressEvent(event);
}

TileImages::TileImages(QObject *parent) : QObject(parent), m_cache(new ImageCache(256ll << 20, this))
{
    connect(m_cache, &ImageCache::loaded, this, &TileImages::onLoaded);
}

void TileImages::show(ImageTile *tile, const QString &path)
{
    for (auto it = m_waiting.begin(); it != m_waiting.end(); ++it)
        it.value().removeAll(tile);
    if (path.isEmpty()) {
        tile->setImage(QImage(), tr("no image"));
        return;
    }
    const QString file = QDir::isAbsolutePath(path) ? path : QDir::cleanPath(QDir(m_root).filePath(path));
    const QString key = ImageCache::key(file);
    if (const ImageCache::Entry *e = m_cache->find(key)) {
        tile->setImage(e->image, e->error);
        return;
    }
    tile->setImage(QImage(), tr("loading…"));
    m_waiting[key] << tile;
    m_cache->request(file);
}

void TileImages::onLoaded(const QString &key)
{
    const QVector<QPointer<ImageTile>> tiles = m_waiting.take(key);
    const ImageCache::Entry *e = m_cache->find(key);
    for (ImageTile *tile : tiles)
        if (tile)
            tile->setImage(e ? e->image : QImage(), e ? e->error : tr("cannot read the image"));
}

} // namespace editlens::ui
