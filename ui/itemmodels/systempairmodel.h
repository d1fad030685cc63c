#pragma once

#include "alignment/alignmentengine.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

namespace editlens::ui {

/// BPM's pairwise alignment per system pair for one human dimension, in the layout of BPM's Table 1: one row per
/// metric, one column per system pair ("A vs B", the share of the pair's items the metric orders like the humans),
/// then the mean over the defined pairs. The selected metric's row is bold (setCurrentMetric). A new report with
/// the same rows and pairs only emits dataChanged. GUI thread only.
class SystemPairModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        MetricIdRole = Qt::UserRole + 1,
        ValueRole, ///< double, invalid when the pair's accuracy is undefined
    };

    explicit SystemPairModel(QObject *parent = nullptr);

    void setReport(const core::alignment::AlignmentReport &report, const QString &dimension);
    void setCurrentMetric(const QString &metric);
    void setMetricNames(const QHash<QString, QString> &names);

    QStringList pairs() const { return m_pairs; }
    QString currentMetric() const { return m_current; }
    int rowOfMetric(const QString &metric) const { return int(m_metrics.indexOf(metric)); }
    /// Column of the pair "A vs B", -1 when absent. The mean is the last column.
    int columnOfPair(const QString &pair) const;
    std::optional<double> value(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    core::alignment::AlignmentReport m_report;
    QString m_dimension;
    QStringList m_metrics;
    QStringList m_pairs;
    QString m_current;
    QHash<QString, QString> m_names;
};

} // namespace editlens::ui
