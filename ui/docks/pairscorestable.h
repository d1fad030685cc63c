#pragma once

#include "study/studydata.h"

#include <QTableWidget>

namespace editlens::core {
class MetricRegistry;
}

namespace editlens::ui {

/// The two outputs of a preference pair side by side, for debugging a disagreement: the people's mean per rated
/// dimension with the number of ratings ("3.50 (n 2)"), then every metric either output holds (the registry's order,
/// then the other stored ids), the value each output gets marked ▲ where it is the better one by the metric's own
/// direction (equal values: "=", a tie is no information). `registry` outlives the table. GUI thread only.
class PairScoresTable : public QTableWidget
{
    Q_OBJECT

public:
    enum Column { NameColumn, LeftColumn, RightColumn, ColumnCount };

    explicit PairScoresTable(const core::MetricRegistry &registry, QWidget *parent = nullptr);

    /// Fills the table for outputs `left` and `right` of `item`; false (and empty) when either index is invalid.
    bool showPair(const core::Item &item, int left, int right);
    void clearPair();

    /// The row of metric `id` or of the people's mean on `dimension` ("people:<dimension>"); -1 when absent.
    int rowOf(const QString &key) const;

private:
    void addRow(const QString &key, const QString &name, const QString &left, const QString &right,
                const QString &tooltip = {});

    const core::MetricRegistry &m_registry;
    QStringList m_keys;
};

} // namespace editlens::ui
