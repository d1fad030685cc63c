#pragma once

#include <QColor>
#include <QHash>
#include <QImage>
#include <QPointer>
#include <QRectF>
#include <QVector>
#include <QWidget>

namespace editlens::ui {

/// One image of an annotator session with its caption above it ("Original", "Output B"), scaled to fit with its
/// aspect ratio kept, optionally with boxes drawn over it (the difference boxes a plan reveals). The current tile
/// (the output whose questions have the focus) has a thick accent frame. A click emits clicked().
class ImageTile : public QWidget
{
    Q_OBJECT

public:
    struct Box
    {
        QRectF rect; ///< image pixels
        QColor color;
        QString label;
    };

    explicit ImageTile(QWidget *parent = nullptr);

    void setCaption(const QString &caption);
    QString caption() const { return m_caption; }
    /// The decoded image (null: `message` is shown instead, e.g. "loading…" or why it cannot be read).
    void setImage(const QImage &image, const QString &message = QString());
    void setBoxes(const QVector<Box> &boxes);
    const QVector<Box> &boxes() const { return m_boxes; }
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }
    /// A mark after the caption (✓ when every question of this output is answered).
    void setBadge(const QString &badge);

    QSize minimumSizeHint() const override { return {120, 110}; }
    QSize sizeHint() const override { return {360, 320}; }

Q_SIGNALS:
    void clicked();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QString m_caption;
    QString m_badge;
    QImage m_image;
    QString m_message;
    QVector<Box> m_boxes;
    bool m_current = false;
};

class ImageCache;

/// Puts decoded images on tiles: decodes off the GUI thread through an ImageCache, shows "loading…" until then, and
/// never puts an image on a tile that has since been given another path (or deleted). GUI thread only.
class TileImages : public QObject
{
    Q_OBJECT

public:
    explicit TileImages(QObject *parent = nullptr);

    /// The folder relative paths are resolved against (the study's image root).
    void setRoot(const QString &root) { m_root = root; }
    /// Shows the image at `path` (relative to the root, or absolute) on `tile`; "" shows "no image".
    void show(ImageTile *tile, const QString &path);

private:
    void onLoaded(const QString &key);

    ImageCache *m_cache;
    QString m_root;
    QHash<QString, QVector<QPointer<ImageTile>>> m_waiting; ///< cache key → tiles waiting for it
};

} // namespace editlens::ui
