#pragma once

#include "alignment/disagreement.h"

#include <QPixmap>
#include <QSet>
#include <QWidget>

class QRubberBand;

namespace editlens::ui {

/// Metric against human rating, one point per output, coloured by system with a legend (plain QPainter; the plot
/// is rendered once into a pixmap per data or size change, so repainting the dock costs a blit). Click a point:
/// itemActivated(its item key). Drag a rubber band: itemsBrushed(the item keys inside, sorted, unique), and the
/// points inside stay highlighted; a click on empty space clears the brush (itemsBrushed({})). GUI thread only.
class ScatterView : public QWidget
{
    Q_OBJECT

public:
    explicit ScatterView(QWidget *parent = nullptr);

    /// `systems` and `itemKeys` are the RatingTable's (ScatterPoint::system and ::item index into them).
    void setData(QVector<core::alignment::ScatterPoint> points, QStringList systems, QStringList itemKeys,
                 const QString &xLabel, const QString &yLabel);
    void clear();

    int pointCount() const { return int(m_points.size()); }
    const core::alignment::ScatterPoint &point(int index) const { return m_points.at(index); }
    QString itemKey(int index) const;
    /// Where point `index` is drawn, in widget coordinates.
    QPointF pointPosition(int index) const;
    /// Index of the point nearest to `pos` within a few pixels, -1 when none.
    int pointAt(const QPointF &pos) const;
    QStringList brushedKeys() const;

    /// The colour of system `index` (a fixed qualitative palette, repeating after 10).
    static QColor systemColour(int index);

    QSize sizeHint() const override { return {420, 300}; }
    QSize minimumSizeHint() const override { return {200, 160}; }

Q_SIGNALS:
    void itemActivated(const QString &itemKey);
    void itemsBrushed(const QStringList &itemKeys);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF plotRect() const;
    int legendRows(const QFontMetrics &fm, double width) const;
    void render();
    void invalidate();

    QVector<core::alignment::ScatterPoint> m_points;
    QStringList m_systems;
    QStringList m_itemKeys;
    QString m_xLabel;
    QString m_yLabel;
    double m_xMin = 0.0, m_xMax = 1.0, m_yMin = 0.0, m_yMax = 1.0;
    QSet<int> m_brushed;
    QPixmap m_cache;
    bool m_dirty = true;
    QRubberBand *m_band = nullptr;
    QPoint m_pressPos;
    bool m_dragging = false;
};

} // namespace editlens::ui
