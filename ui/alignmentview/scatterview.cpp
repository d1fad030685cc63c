#include "scatterview.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QRubberBand>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace editlens::ui {

namespace {

constexpr double pointRadius = 3.5;
constexpr double hitRadius = 6.0;
constexpr int dragThreshold = 4;
constexpr int margin = 8;
constexpr int swatch = 10;

/// A "nice" tick step (1, 2 or 5 × 10^k) giving about `ticks` intervals over `range`.
double niceStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / magnitude;
    return (f < 1.5 ? 1.0 : f < 3.5 ? 2.0 : f < 7.5 ? 5.0 : 10.0) * magnitude;
}

/// [lo, hi] widened by 5% on each side (±0.5 when every value is the same).
std::pair<double, double> padded(double lo, double hi)
{
    if (hi - lo < 1e-12)
        return {lo - 0.5, hi + 0.5};
    const double pad = 0.05 * (hi - lo);
    return {lo - pad, hi + pad};
}

} // namespace

ScatterView::ScatterView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("ScatterView"));
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

QColor ScatterView::systemColour(int index)
{
    // Tableau 10: distinguishable, colour-blind friendlier than the HSV wheel.
    static const QRgb palette[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                   0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    return QColor(palette[index % 10]);
}

void ScatterView::setData(QVector<core::alignment::ScatterPoint> points, QStringList systems, QStringList itemKeys,
                          const QString &xLabel, const QString &yLabel)
{
    const QStringList before = brushedKeys();
    m_points = std::move(points);
    m_systems = std::move(systems);
    m_itemKeys = std::move(itemKeys);
    m_xLabel = xLabel;
    m_yLabel = yLabel;
    if (!m_points.isEmpty()) {
        const auto [xlo, xhi] = std::minmax_element(m_points.cbegin(), m_points.cend(),
                                                    [](const auto &a, const auto &b) { return a.metric < b.metric; });
        const auto [ylo, yhi] = std::minmax_element(m_points.cbegin(), m_points.cend(),
                                                    [](const auto &a, const auto &b) { return a.human < b.human; });
        std::tie(m_xMin, m_xMax) = padded(xlo->metric, xhi->metric);
        std::tie(m_yMin, m_yMax) = padded(ylo->human, yhi->human);
    }
    // Keep the brush on the same items across a refresh (a new rating moves points; it does not change the brush).
    m_brushed.clear();
    if (!before.isEmpty()) {
        const QSet<QString> keys(before.cbegin(), before.cend());
        for (int i = 0; i < m_points.size(); ++i)
            if (keys.contains(itemKey(i)))
                m_brushed.insert(i);
    }
    invalidate();
}

void ScatterView::clear()
{
    setData({}, {}, {}, {}, {});
}

QString ScatterView::itemKey(int index) const
{
    if (index < 0 || index >= m_points.size())
        return {};
    return m_itemKeys.value(m_points[index].item);
}

int ScatterView::legendRows(const QFontMetrics &fm, double width) const
{
    int rows = m_systems.isEmpty() ? 0 : 1;
    double x = 0;
    for (const QString &s : m_systems) {
        const double w = swatch + 4 + fm.horizontalAdvance(s) + 12;
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w;
    }
    return rows;
}

QRectF ScatterView::plotRect() const
{
    const QFontMetrics fm(font());
    const double line = fm.height();
    const double left = margin + line + fm.horizontalAdvance(QStringLiteral("-0.000")) + 6;
    const double top = margin + legendRows(fm, width() - 2 * margin) * (line + 2) + 4;
    const double bottom = margin + 2 * line + 6;
    return QRectF(left, top, std::max(10.0, width() - left - margin - 4), std::max(10.0, height() - top - bottom));
}

QPointF ScatterView::pointPosition(int index) const
{
    const QRectF r = plotRect();
    const core::alignment::ScatterPoint &p = m_points.at(index);
    return {r.left() + (p.metric - m_xMin) / (m_xMax - m_xMin) * r.width(),
            r.bottom() - (p.human - m_yMin) / (m_yMax - m_yMin) * r.height()};
}

int ScatterView::pointAt(const QPointF &pos) const
{
    int best = -1;
    double bestDistance = hitRadius * hitRadius;
    for (int i = 0; i < m_points.size(); ++i) {
        const QPointF d = pointPosition(i) - pos;
        const double d2 = d.x() * d.x() + d.y() * d.y();
        if (d2 <= bestDistance) {
            bestDistance = d2;
            best = i;
        }
    }
    return best;
}

QStringList ScatterView::brushedKeys() const
{
    QStringList keys;
    for (int i : m_brushed)
        keys << itemKey(i);
    keys.sort();
    keys.removeDuplicates();
    return keys;
}

void ScatterView::invalidate()
{
    m_dirty = true;
    update();
}

void ScatterView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_dirty = true;
}

void ScatterView::render()
{
    const qreal dpr = devicePixelRatioF();
    m_cache = QPixmap(size() * dpr);
    m_cache.setDevicePixelRatio(dpr);
    m_cache.fill(palette().color(QPalette::Base));
    QPainter p(&m_cache);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    const QColor text = palette().color(QPalette::Text);
    const QRectF r = plotRect();

    if (m_points.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No output has both a score for this metric and a rating in this dimension."));
        return;
    }

    // Grid and tick labels.
    QColor grid = text;
    grid.setAlpha(40);
    p.setFont(font());
    const double xStep = niceStep(m_xMax - m_xMin, 5), yStep = niceStep(m_yMax - m_yMin, 4);
    const auto xDigits = std::max(0, int(-std::floor(std::log10(xStep))));
    const auto yDigits = std::max(0, int(-std::floor(std::log10(yStep))));
    for (double x = std::ceil(m_xMin / xStep) * xStep; x <= m_xMax; x += xStep) {
        const double px = r.left() + (x - m_xMin) / (m_xMax - m_xMin) * r.width();
        p.setPen(grid);
        p.drawLine(QPointF(px, r.top()), QPointF(px, r.bottom()));
        p.setPen(text);
        p.drawText(QRectF(px - 40, r.bottom() + 2, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                   QString::number(x, 'f', xDigits));
    }
    for (double y = std::ceil(m_yMin / yStep) * yStep; y <= m_yMax; y += yStep) {
        const double py = r.bottom() - (y - m_yMin) / (m_yMax - m_yMin) * r.height();
        p.setPen(grid);
        p.drawLine(QPointF(r.left(), py), QPointF(r.right(), py));
        p.setPen(text);
        p.drawText(QRectF(0, py - fm.height() / 2.0, r.left() - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(y, 'f', yDigits));
    }
    p.setPen(text);
    p.drawRect(r);
    p.drawText(QRectF(r.left(), r.bottom() + fm.height() + 4, r.width(), fm.height()), Qt::AlignHCenter, m_xLabel);
    p.save();
    p.translate(margin, r.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-r.height() / 2, 0, r.height(), fm.height()), Qt::AlignHCenter, m_yLabel);
    p.restore();

    // Points: brushed ones last and outlined, so that they stay visible in a dense cloud.
    p.setClipRect(r.adjusted(-pointRadius, -pointRadius, pointRadius, pointRadius));
    const bool brushing = !m_brushed.isEmpty();
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < m_points.size(); ++i) {
            const bool brushed = m_brushed.contains(i);
            if (brushed != (pass == 1))
                continue;
            QColor c = systemColour(m_points[i].system);
            c.setAlpha(brushing && !brushed ? 50 : 190);
            p.setBrush(c);
            p.setPen(brushed ? QPen(text, 1.2) : Qt::NoPen);
            p.drawEllipse(pointPosition(i), pointRadius, pointRadius);
        }
    }
    p.setClipping(false);

    // Legend above the plot.
    double x = margin, y = margin;
    for (int s = 0; s < m_systems.size(); ++s) {
        const double w = swatch + 4 + fm.horizontalAdvance(m_systems[s]) + 12;
        if (x > margin && x + w > width() - margin) {
            x = margin;
            y += fm.height() + 2;
        }
        p.setPen(Qt::NoPen);
        p.setBrush(systemColour(s));
        p.drawEllipse(QRectF(x, y + (fm.height() - swatch) / 2.0, swatch, swatch));
        p.setPen(text);
        p.drawText(QPointF(x + swatch + 4, y + fm.ascent()), m_systems[s]);
        x += w;
    }
}

void ScatterView::paintEvent(QPaintEvent *)
{
    if (m_dirty || m_cache.size() != size() * devicePixelRatioF()) {
        render();
        m_dirty = false;
    }
    QPainter p(this);
    p.drawPixmap(0, 0, m_cache);
}

void ScatterView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_pressPos = event->position().toPoint();
    m_dragging = false;
}

void ScatterView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton))
        return QWidget::mouseMoveEvent(event);
    const QPoint pos = event->position().toPoint();
    if (!m_dragging && (pos - m_pressPos).manhattanLength() < dragThreshold)
        return;
    m_dragging = true;
    if (!m_band)
        m_band = new QRubberBand(QRubberBand::Rectangle, this);
    m_band->setGeometry(QRect(m_pressPos, pos).normalized());
    m_band->show();
}

void ScatterView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    const QPoint pos = event->position().toPoint();
    if (m_dragging) {
        m_dragging = false;
        if (m_band)
            m_band->hide();
        const QRectF band = QRectF(QRect(m_pressPos, pos).normalized());
        m_brushed.clear();
        for (int i = 0; i < m_points.size(); ++i)
            if (band.contains(pointPosition(i)))
                m_brushed.insert(i);
        invalidate();
        Q_EMIT itemsBrushed(brushedKeys());
        return;
    }
    const int hit = pointAt(pos);
    if (hit >= 0) {
        Q_EMIT itemActivated(itemKey(hit));
    } else if (!m_brushed.isEmpty()) {
        m_brushed.clear();
        invalidate();
        Q_EMIT itemsBrushed({});
    }
}

bool ScatterView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int hit = pointAt(help->pos());
        if (hit < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const core::alignment::ScatterPoint &pt = m_points[hit];
        QToolTip::showText(help->globalPos(),
                           tr("%1 · %2\n%3 = %4, human = %5")
                               .arg(itemKey(hit), m_systems.value(pt.system), m_xLabel,
                                    QString::number(pt.metric, 'g', 4), QString::number(pt.human, 'g', 4)),
                           this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace editlens::ui
