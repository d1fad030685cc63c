#pragma once

#include "alignment/alignmentengine.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QMap>

#include <optional>
#include <utility>

namespace editlens::ui {

/// The alignment table of one human dimension, as the Alignment dock shows it: first the human ceiling
/// (human-to-human Spearman, ICC(2,1), Krippendorff's α), then one row per metric (Spearman with its p-value and 95%
/// CI, Pearson and Kendall τ-b with their p-values, BPM pairwise alignment mean, n), then one row per pairwise judge
/// (four-way accuracy against the human votes in the pairwise column). A metric row whose CI reaches the ceiling (upper
/// bound ≥ the human-to-human value; the point estimate when no CI is known yet) is marked (ReachesCeilingRole, a
/// background colour and a tooltip). A partial metric row (isPartial()) is never marked so. A new report with the same
/// rows only emits dataChanged, so that a live update costs no reset and no re-layout of the view. GUI thread only.
class AlignmentModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        SpearmanColumn,
        SpearmanPColumn, ///< two-sided p-value of the Spearman value (CorrelationCell::spearmanP)
        IntervalColumn,
        PearsonColumn,
        PearsonPColumn,
        KendallColumn,
        KendallPColumn,
        PairwiseColumn,
        IccColumn,
        AlphaColumn,
        CountColumn,
        ColumnCount
    };
    enum Role {
        MetricIdRole = Qt::UserRole + 1, ///< metric id or judge name; empty for the ceiling row
        RowKindRole,                     ///< int(RowKind)
        ValueRole,                       ///< double, invalid when undefined
        ReachesCeilingRole,              ///< bool (metric rows)
        PartialRole, ///< bool: the metric covers fewer systems (core::alignment::coversFewerSystems)
    };
    enum class RowKind { Ceiling, Metric, Judge };
    Q_ENUM(RowKind)

    using Interval = std::pair<double, double>;

    explicit AlignmentModel(QObject *parent = nullptr);

    /// Shows `dimension` of `report` (copied: the report's maps are implicitly shared, so this is cheap).
    void setReport(const core::alignment::AlignmentReport &report, const QString &dimension);
    /// Bootstrap CIs of the Spearman values computed elsewhere (metric -> interval) for `dimension`; used for
    /// metrics whose report cell has no CI. Cleared by a setReport() with another dimension.
    void setIntervals(const QString &dimension, const QMap<QString, Interval> &intervals);
    /// Display names of metric ids (the id is shown when absent).
    void setMetricNames(const QHash<QString, QString> &names);

    QString dimension() const { return m_dimension; }
    const core::alignment::AlignmentReport &report() const { return m_report; }
    int rowOfMetric(const QString &metric) const;
    RowKind rowKind(int row) const;
    /// The number shown in `column` of `row`, nullopt when undefined (or the column has none).
    std::optional<double> value(int row, int column) const;
    std::optional<Interval> interval(int row) const;
    bool reachesCeiling(int row) const;
    /// A metric row computed on fewer systems: listed after the complete metrics of its group, its name cell says
    /// "partial" with n and the systems left out, and it is never marked as reaching the ceiling.
    bool isPartial(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct RowId
    {
        RowKind kind = RowKind::Metric;
        QString id;
        bool operator==(const RowId &o) const { return kind == o.kind && id == o.id; }
    };
    QVector<RowId> rowsOf(const core::alignment::AlignmentReport &report, const QString &dimension) const;
    QString tooltip(int row, int column) const;

    core::alignment::AlignmentReport m_report;
    QString m_dimension;
    QVector<RowId> m_rows;
    QMap<QString, Interval> m_intervals;
    QString m_intervalDimension;
    QHash<QString, QString> m_names;
};

} // namespace editlens::ui
