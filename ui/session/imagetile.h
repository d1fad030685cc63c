#pragma once

#include <QColor>
#include <QHash>
#include <QImage>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QVector>
#include <QWidget>

namespace editlens::ui {

/// The zoom the image tiles of one window share, so that the original and the outputs stay aligned: 1 fits the image
/// to its tile (enlarging a small one), larger magnifies around `centre` (fractions of the image's width and height).
class TileView : public QObject
{
    Q_OBJECT

public:
    explicit TileView(QObject *parent = nullptr) : QObject(parent) {}
    double zoom() const { return m_zoom; }
    QPointF centre() const { return m_centre; }
    /// Multiplies the zoom by `factor` (kept within 1 – 16), keeping the image point `at` (fractions) where it is.
    void zoomAt(double factor, QPointF at);
    void zoomIn() { zoomAt(1.25, m_centre); }
    void zoomOut() { zoomAt(1 / 1.25, m_centre); }
    /// Back to fitting the tile.
    void reset();

Q_SIGNALS:
    void changed();

private:
    double m_zoom = 1.0;
    QPointF m_centre{0.5, 0.5};
};

/// One image of an annotator session with its caption above it ("Original", "Output B"), scaled to fit with its
/// aspect ratio kept, optionally with boxes drawn over it (the difference boxes a plan reveals). The current tile
/// (the output whose questions have the focus) has a thick accent frame. A click emits clicked(). With a TileView, the
/// tile is magnified as it says, and Ctrl+wheel zooms at the cursor; setPeek() shows another image in its place (the
/// original, while a key is held) with that image's caption.
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
    const QImage &image() const { return m_image; }
    /// Shares `view`'s zoom (not owned; nullptr: always fitted).
    void setView(TileView *view);
    TileView *view() const { return m_view; }
    /// Shows `image` instead of the tile's own, captioned `caption`; a null image shows the tile's own again.
    void setPeek(const QImage &image, const QString &caption);
    bool isPeeking() const { return !m_peek.isNull(); }

    QSize minimumSizeHint() const override { return {120, 110}; }
    QSize sizeHint() const override { return {360, 320}; }

Q_SIGNALS:
    void clicked();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    QString m_caption;
    QString m_badge;
    QImage m_image;
    QString m_message;
    QVector<Box> m_boxes;
    bool m_current = false;
    QPointer<TileView> m_view;
    QImage m_peek;
    QString m_peekCaption;
    QRectF m_shown; ///< where the image was drawn last (widget coordinates), for the wheel's anchor
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
