#pragma once

#include <QVector>
#include <QWidget>

class QGraphicsScene;
class QGraphicsView;
class QGridLayout;

namespace editlens::ui {

class CaptionLabel;
class ZoomController;

/// The panes of the comparison area, laid out in a grid with equal stretch: each a caption over a QGraphicsView with
/// its own scene. A difference box selected in one pane is selected in all of them. Owns the panes (child widgets);
/// registers their views with the shared ZoomController (not owned, outlives the grid). The scenes' contents belong to
/// whoever fills them. GUI thread only.
class PaneGrid : public QWidget
{
    Q_OBJECT

public:
    /// One pane. `box` owns the caption, the view and the scene.
    struct Pane
    {
        QWidget *box = nullptr;
        CaptionLabel *caption = nullptr;
        QGraphicsView *view = nullptr;
        QGraphicsScene *scene = nullptr;
    };

    explicit PaneGrid(ZoomController *zoom, QWidget *parent = nullptr);

    /// Keeps the first `count` panes (their scenes untouched), deletes the others or adds empty ones, and lays them
    /// out in one row, or with `square` in ⌈√count⌉ columns (the grid mode).
    void setPanes(int count, bool square);
    int count() const { return int(m_panes.size()); }
    const Pane &pane(int index) const { return m_panes[index]; }
    const QVector<Pane> &panes() const { return m_panes; }
    /// The views, in layout order.
    QVector<QGraphicsView *> views() const;
    /// The view showing `scene`, or nullptr.
    QGraphicsView *viewOf(const QGraphicsScene *scene) const;

    /// Selects the box of difference `id` in every pane (0: none) and scrolls the visible ones into view.
    void selectDifference(qint64 id);
    /// The difference whose box is selected; 0 when none is.
    qint64 selectedDifference() const;
    /// Hides the difference boxes with a confidence below `threshold`, in every pane.
    void setConfidenceThreshold(double threshold);

Q_SIGNALS:
    /// The user selected the box of difference `id` in one pane; the others follow already.
    void differenceClicked(qint64 id);

private:
    void onSelectionChanged(QGraphicsScene *scene);

    ZoomController *m_zoom;
    QGridLayout *m_grid;
    QVector<Pane> m_panes;
    bool m_selecting = false; ///< inside selectDifference(): the scenes' selection signals are its own
};

} // namespace editlens::ui
