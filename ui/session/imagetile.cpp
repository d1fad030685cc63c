#include "imagetile.h"

#include "compare/imagecache.h"

#include <QDir>
#include <QMouseEvent>
#include <QPainter>

namespace editlens::ui {

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
    const QString caption = m_badge.isEmpty() ? m_caption : m_caption + QStringLiteral("  ") + m_badge;
    p.drawText(QRect(frame + 4, frame, width() - 2 * frame - 8, captionHeight), Qt::AlignLeft | Qt::AlignVCenter,
               caption);

    if (m_image.isNull()) {
        p.setFont(font());
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const QSize fitted = m_image.size().scaled(area.size(), Qt::KeepAspectRatio);
    const QRect target(area.x() + (area.width() - fitted.width()) / 2, area.y() + (area.height() - fitted.height()) / 2,
                       fitted.width(), fitted.height());
    p.drawImage(target, m_image);
    const double sx = double(target.width()) / m_image.width();
    const double sy = double(target.height()) / m_image.height();
    p.setFont(font());
    for (const Box &b : std::as_const(m_boxes)) {
        const QRectF r(target.x() + b.rect.x() * sx, target.y() + b.rect.y() * sy, b.rect.width() * sx,
                       b.rect.height() * sy);
        p.setPen(QPen(b.color, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        if (!b.label.isEmpty()) {
            const QRectF text = p.boundingRect(r.adjusted(2, 2, 0, 0), Qt::AlignLeft | Qt::AlignTop, b.label)
                                    .intersected(QRectF(target));
            p.fillRect(text, QColor(0, 0, 0, 160));
            p.setPen(Qt::white);
            p.drawText(text, Qt::AlignLeft | Qt::AlignTop, b.label);
        }
    }
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
