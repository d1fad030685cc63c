#pragma once

#include <QFutureWatcher>
#include <QImage>
#include <QWidget>

class QGraphicsPixmapItem;
class QGraphicsScene;
class QGraphicsView;
class QLabel;

namespace editlens::ui {

/// Original | edited side by side, zoom and pan synchronized, pixel-exact from 100 % up. Images
/// decode on a worker thread; a newer request drops the result of an older one. Outputs of another
/// size are shown in the source's frame (as metrics see them), with both sizes in the caption.
class ComparisonView : public QWidget
{
    Q_OBJECT

public:
    explicit ComparisonView(QWidget *parent = nullptr);
    ~ComparisonView() override;

    /// Shows `sourcePath` and `editedPath` (absolute; either may be empty = no image).
    void showPair(const QString &sourcePath, const QString &editedPath, const QString &editedTitle);
    void clear();

    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void zoomActualSize();
    double zoom() const { return m_zoom; }

Q_SIGNALS:
    /// Emitted once the images of the latest request are on screen.
    void pairShown();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Loaded
    {
        quint64 generation = 0;
        QImage source;
        QImage edited;
        QString sourceError;
        QString editedError;
    };

    void onLoaded();
    void applyZoom(double zoom, const QPoint &anchor = {}, QGraphicsView *anchorView = nullptr);
    void syncScroll(QGraphicsView *from);

    QGraphicsScene *m_leftScene;
    QGraphicsScene *m_rightScene;
    QGraphicsView *m_left;
    QGraphicsView *m_right;
    QLabel *m_leftCaption;
    QLabel *m_rightCaption;
    QGraphicsPixmapItem *m_leftPixmap = nullptr;
    QGraphicsPixmapItem *m_rightPixmap = nullptr;
    QFutureWatcher<Loaded> m_watcher;
    quint64 m_generation = 0;
    QString m_editedTitle;
    double m_zoom = 1.0;
    bool m_fit = true;
    bool m_syncing = false;
};

} // namespace editlens::ui
