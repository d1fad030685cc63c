#include "reportcharts.h"

#include <QBuffer>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace editlens::core::report {

namespace {

constexpr int chartWidth = 900;
constexpr int rowHeight = 26;
constexpr int scatterWidth = 640;
constexpr int scatterHeight = 480;

QFont chartFont(int pointSize, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(pointSize);
    f.setBold(bold);
    return f;
}

QImage canvas(int width, int height)
{
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    return image;
}

/// "Nice" tick values covering [lo, hi] (1, 2 or 5 × 10^k steps, about `count` of them).
QVector<double> ticks(double lo, double hi, int count)
{
    QVector<double> t;
    const double span = hi - lo;
    if (!(span > 0))
        return t;
    const double raw = span / count;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * magnitude >= raw) {
            step = m * magnitude;
            break;
        }
    for (double v = std::ceil(lo / step) * step; v <= hi + step * 1e-9; v += step)
        t << (std::abs(v) < step * 1e-9 ? 0.0 : v);
    return t;
}

QString tickLabel(double v, double step)
{
    const int decimals = step >= 1 ? 0 : std::min(6, int(std::ceil(-std::log10(step) - 1e-9)));
    return QString::number(v, 'f', decimals);
}

/// Linear map of [lo, hi] onto [a, b] (pixels).
struct Scale
{
    double lo, hi, a, b;
    double operator()(double v) const { return a + (v - lo) / (hi - lo) * (b - a); }
};

} // namespace

bool chartsAvailable()
{
    return qobject_cast<QGuiApplication *>(QCoreApplication::instance()) != nullptr;
}

QColor seriesColor(int index)
{
    // Tableau 10: distinguishable, colour-blind-friendly enough for up to ten systems.
    static const QRgb palette[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                   0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    return QColor(palette[index % 10]);
}

QByteArray encodePng(const QImage &image)
{
    QByteArray bytes;
    if (image.isNull())
        return bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QImage correlationChart(const QString &title, const QVector<CorrelationBar> &bars,
                        const std::optional<CeilingBand> &ceiling)
{
    if (!chartsAvailable())
        return {};
    const QFont labelFont = chartFont(13);
    const QFontMetrics fm(labelFont);
    int labelWidth = 60;
    for (const CorrelationBar &b : bars)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(b.label) + 12);
    labelWidth = std::min(labelWidth, 380); // room for "id (n 14; without A, B, C)"
    const int top = 46;
    const bool anyPartial = std::any_of(bars.cbegin(), bars.cend(), [](const CorrelationBar &b) { return b.partial; });
    const int bottom = anyPartial ? 76 : 58; // a second legend line for the hatched bars
    const int height = top + bottom + rowHeight * int(std::max<qsizetype>(1, bars.size()));
    QImage image = canvas(chartWidth, height);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const Scale x{-1.0, 1.0, double(labelWidth + 10), double(chartWidth - 70)};
    const double plotTop = top;
    const double plotBottom = height - bottom;

    p.setFont(chartFont(15, true));
    p.drawText(QRectF(0, 8, chartWidth, 26), Qt::AlignHCenter | Qt::AlignVCenter, title);

    if (ceiling) {
        const double lo = std::clamp(ceiling->low, -1.0, 1.0);
        const double hi = std::clamp(ceiling->high, -1.0, 1.0);
        const double left = x(lo) - (hi - lo < 0.005 ? 1.5 : 0.0);
        const double right = x(hi) + (hi - lo < 0.005 ? 1.5 : 0.0);
        p.fillRect(QRectF(left, plotTop, right - left, plotBottom - plotTop), QColor(0xf2, 0xc9, 0x4c, 90));
        p.setPen(QPen(QColor(0xc9, 0x9a, 0x00), 1, Qt::DashLine));
        p.drawLine(QPointF(left, plotTop), QPointF(left, plotBottom));
        p.drawLine(QPointF(right, plotTop), QPointF(right, plotBottom));
    }

    // Grid and axis.
    p.setFont(chartFont(12));
    for (double t : ticks(-1.0, 1.0, 8)) {
        p.setPen(QPen(t == 0.0 ? QColor(0x55, 0x55, 0x55) : QColor(0xe0, 0xe0, 0xe0), 1));
        p.drawLine(QPointF(x(t), plotTop), QPointF(x(t), plotBottom));
        p.setPen(QColor(0x44, 0x44, 0x44));
        p.drawText(QRectF(x(t) - 30, plotBottom + 4, 60, 18), Qt::AlignHCenter | Qt::AlignTop, tickLabel(t, 0.25));
    }

    p.setFont(labelFont);
    for (int i = 0; i < bars.size(); ++i) {
        const CorrelationBar &b = bars.at(i);
        const double yTop = plotTop + i * rowHeight + 4;
        const double h = rowHeight - 8;
        p.setPen(QColor(0x22, 0x22, 0x22));
        p.drawText(QRectF(4, yTop - 4, labelWidth, rowHeight), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(b.label, Qt::ElideMiddle, labelWidth - 8));
        if (!b.value) {
            p.setPen(QColor(0x88, 0x88, 0x88));
            p.drawText(QRectF(x(0.0) + 6, yTop - 4, 200, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                       QStringLiteral("n/a"));
            continue;
        }
        const double v = std::clamp(*b.value, -1.0, 1.0);
        const QRectF bar = QRectF(QPointF(x(std::min(0.0, v)), yTop), QPointF(x(std::max(0.0, v)), yTop + h));
        const QColor fill = v >= 0 ? QColor(0x4e, 0x79, 0xa7) : QColor(0xe1, 0x57, 0x59);
        if (b.partial) {
            // Hatched on a pale fill: the same hue, but plainly not a value over every system.
            p.fillRect(bar, fill.lighter(170));
            p.fillRect(bar, QBrush(fill, Qt::BDiagPattern));
        } else {
            p.fillRect(bar, fill);
        }
        if (b.ci) {
            const double lo = x(std::clamp(b.ci->first, -1.0, 1.0));
            const double hi = x(std::clamp(b.ci->second, -1.0, 1.0));
            const double mid = yTop + h / 2;
            p.setPen(QPen(QColor(0x22, 0x22, 0x22), 1.5));
            p.drawLine(QPointF(lo, mid), QPointF(hi, mid));
            p.drawLine(QPointF(lo, mid - 5), QPointF(lo, mid + 5));
            p.drawLine(QPointF(hi, mid - 5), QPointF(hi, mid + 5));
        }
        p.setPen(QColor(0x22, 0x22, 0x22));
        const QString text = QString::number(*b.value, 'f', 3);
        const double textX = (b.ci ? std::max(x(b.ci->second), x(v)) : x(v)) + 5;
        if (v >= 0 || !b.ci)
            p.drawText(QRectF(std::max(textX, x(0.0) + 5), yTop - 4, 60, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                       text);
        else
            p.drawText(QRectF(x(0.0) + 5, yTop - 4, 60, rowHeight), Qt::AlignLeft | Qt::AlignVCenter, text);
    }

    // Legend under the axis.
    p.setFont(chartFont(12));
    double lx = std::min(x.a, 270.0); // long bar labels must not push the legend off the chart
    const double ly = plotBottom + 34;
    p.fillRect(QRectF(lx, ly, 14, 12), QColor(0x4e, 0x79, 0xa7));
    p.setPen(QColor(0x33, 0x33, 0x33));
    const QString correlationText = QCoreApplication::translate("Report", "correlation (whisker: 95% bootstrap CI)");
    p.drawText(QPointF(lx + 20, ly + 11), correlationText);
    lx += 30 + p.fontMetrics().horizontalAdvance(correlationText);
    if (ceiling) {
        p.fillRect(QRectF(lx, ly, 14, 12), QColor(0xf2, 0xc9, 0x4c, 140));
        p.drawText(QPointF(lx + 20, ly + 11), ceiling->label);
        lx += 30 + p.fontMetrics().horizontalAdvance(ceiling->label);
    }
    if (anyPartial) {
        lx = std::min(x.a, 270.0);
        const double ly2 = ly + 18;
        p.fillRect(QRectF(lx, ly2, 14, 12), QColor(0x4e, 0x79, 0xa7).lighter(170));
        p.fillRect(QRectF(lx, ly2, 14, 12), QBrush(QColor(0x4e, 0x79, 0xa7), Qt::BDiagPattern));
        p.drawText(QPointF(lx + 20, ly2 + 11),
                   QCoreApplication::translate("Report", "hatched: fewer systems, ranked after the others"));
    }
    return image;
}

QImage scatterChart(const QString &title, const QString &xLabel, const QString &yLabel,
                    const QVector<ScatterSeries> &series)
{
    if (!chartsAvailable())
        return {};
    double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo, ylo = xlo, yhi = -xlo;
    for (const ScatterSeries &s : series)
        for (const QPointF &pt : s.points) {
            xlo = std::min(xlo, pt.x());
            xhi = std::max(xhi, pt.x());
            ylo = std::min(ylo, pt.y());
            yhi = std::max(yhi, pt.y());
        }
    if (!std::isfinite(xlo)) {
        xlo = ylo = 0;
        xhi = yhi = 1;
    }
    const auto pad = [](double &lo, double &hi) {
        const double span = hi - lo > 0 ? hi - lo : std::max(1.0, std::abs(hi));
        if (hi - lo <= 0) {
            lo -= span / 2;
            hi += span / 2;
        }
        lo -= 0.05 * span;
        hi += 0.05 * span;
    };
    pad(xlo, xhi);
    pad(ylo, yhi);

    const int legendWidth = 150;
    QImage image = canvas(scatterWidth + legendWidth, scatterHeight);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const Scale x{xlo, xhi, 70.0, double(scatterWidth - 20)};
    const Scale y{ylo, yhi, double(scatterHeight - 60), 40.0};

    p.setFont(chartFont(15, true));
    p.drawText(QRectF(0, 6, scatterWidth + legendWidth, 26), Qt::AlignHCenter | Qt::AlignVCenter, title);

    p.setFont(chartFont(12));
    const QVector<double> xt = ticks(xlo, xhi, 6);
    const QVector<double> yt = ticks(ylo, yhi, 6);
    const double xStep = xt.size() > 1 ? xt[1] - xt[0] : 1.0;
    const double yStep = yt.size() > 1 ? yt[1] - yt[0] : 1.0;
    for (double t : xt) {
        p.setPen(QColor(0xe6, 0xe6, 0xe6));
        p.drawLine(QPointF(x(t), y.b), QPointF(x(t), y.a));
        p.setPen(QColor(0x44, 0x44, 0x44));
        p.drawText(QRectF(x(t) - 40, y.a + 4, 80, 18), Qt::AlignHCenter | Qt::AlignTop, tickLabel(t, xStep));
    }
    for (double t : yt) {
        p.setPen(QColor(0xe6, 0xe6, 0xe6));
        p.drawLine(QPointF(x.a, y(t)), QPointF(x.b, y(t)));
        p.setPen(QColor(0x44, 0x44, 0x44));
        p.drawText(QRectF(0, y(t) - 9, x.a - 6, 18), Qt::AlignRight | Qt::AlignVCenter, tickLabel(t, yStep));
    }
    p.setPen(QColor(0x55, 0x55, 0x55));
    p.drawRect(QRectF(QPointF(x.a, y.b), QPointF(x.b, y.a)));
    p.setFont(chartFont(13));
    p.drawText(QRectF(x.a, scatterHeight - 28, x.b - x.a, 22), Qt::AlignHCenter | Qt::AlignVCenter, xLabel);
    p.save();
    p.translate(16, (y.a + y.b) / 2);
    p.rotate(-90);
    p.drawText(QRectF(-(y.a - y.b) / 2, -10, y.a - y.b, 22), Qt::AlignHCenter | Qt::AlignVCenter, yLabel);
    p.restore();

    for (int s = 0; s < series.size(); ++s) {
        QColor c = seriesColor(s);
        c.setAlpha(170);
        p.setPen(QPen(seriesColor(s).darker(130), 0.8));
        p.setBrush(c);
        for (const QPointF &pt : series.at(s).points)
            p.drawEllipse(QPointF(x(pt.x()), y(pt.y())), 4.0, 4.0);
    }

    p.setFont(chartFont(12));
    const QFontMetrics fm(p.font());
    for (int s = 0; s < series.size(); ++s) {
        const double ly = 44 + s * 20;
        p.setPen(Qt::NoPen);
        p.setBrush(seriesColor(s));
        p.drawEllipse(QPointF(scatterWidth + 10, ly + 6), 5.0, 5.0);
        p.setPen(QColor(0x22, 0x22, 0x22));
        p.drawText(QPointF(scatterWidth + 22, ly + 11),
                   fm.elidedText(series.at(s).name, Qt::ElideRight, legendWidth - 26));
    }
    return image;
}

} // namespace editlens::core::report
