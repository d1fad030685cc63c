#pragma once

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QPointF>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace editlens::core::report {

/// One bar of a correlation chart.
struct CorrelationBar
{
    QString label;
    std::optional<double> value;                 ///< undefined: drawn as "n/a"
    std::optional<std::pair<double, double>> ci; ///< 95% interval, drawn as a whisker
    bool partial = false; ///< computed on fewer systems than the others (alignment::coversFewerSystems): hatched
};

/// A shaded band across a correlation chart (the human ceiling: from the lowest to the highest ceiling estimate).
struct CeilingBand
{
    double low = 0.0;
    double high = 0.0;
    QString label;
};

/// One system's points in a scatter chart.
struct ScatterSeries
{
    QString name;
    QVector<QPointF> points; ///< x = metric value, y = human value
};

/// True when charts can be drawn: text needs a QGuiApplication (fonts); without one every chart function returns a
/// null image rather than crash.
bool chartsAvailable();

/// Horizontal bar chart of correlations in [−1, 1], one row per bar in the given order, with CI whiskers, a zero line
/// and, when given, the ceiling band. Width fixed, height grows with the bars. Needs a QGuiApplication; call from any
/// one thread at a time per image (QPainter on a QImage).
QImage correlationChart(const QString &title, const QVector<CorrelationBar> &bars,
                        const std::optional<CeilingBand> &ceiling);

/// Scatter chart of metric (x) against human value (y), one colour per series, with a legend. Axes span the data
/// with 5% padding. Same threading as correlationChart().
QImage scatterChart(const QString &title, const QString &xLabel, const QString &yLabel,
                    const QVector<ScatterSeries> &series);

/// The colour of the n-th series (a ten-colour qualitative palette, repeating).
QColor seriesColor(int index);

/// PNG bytes of `image` (empty for a null image).
QByteArray encodePng(const QImage &image);

} // namespace editlens::core::report
