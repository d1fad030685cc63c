#include "alignmentmodel.h"

#include "study/metricids.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>

namespace editlens::ui {

namespace {

using namespace core::alignment;

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 3) : QStringLiteral("—");
}

QVariant valueOf(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}

/// Whether a row of `kind` has a number in `column` (the others stay blank).
bool hasColumn(AlignmentModel::RowKind kind, int column)
{
    switch (kind) {
    case AlignmentModel::RowKind::Ceiling:
        return column == AlignmentModel::SpearmanColumn || column == AlignmentModel::IccColumn
               || column == AlignmentModel::AlphaColumn;
    case AlignmentModel::RowKind::Judge:
        return column == AlignmentModel::PairwiseColumn;
    case AlignmentModel::RowKind::Metric:
        return column != AlignmentModel::IccColumn && column != AlignmentModel::AlphaColumn;
    }
    return false;
}

// Readable on the light and on the dark palette: a translucent green over the base colour.
const QColor ceilingColour(46, 160, 67, 80);

} // namespace

AlignmentModel::AlignmentModel(QObject *parent) : QAbstractTableModel(parent)
{
}

QVector<AlignmentModel::RowId> AlignmentModel::rowsOf(const AlignmentReport &report, const QString &dimension) const
{
    QVector<RowId> rows;
    // Without a rated dimension (a GenAI-Bench study holds votes only) the pairwise judges are still shown.
    if (!dimension.isEmpty()) {
        rows.push_back({RowKind::Ceiling, {}});
        // The metrics first, then BPM's stored components (bpm_s_*), each group by id with the partial metrics
        // (fewer systems) after the complete ones: a value over 2 of 5 systems must not read as a peer of the rest.
        for (const bool component : {false, true})
            for (const bool partial : {false, true})
                for (auto it = report.metrics.cbegin(); it != report.metrics.cend(); ++it)
                    if (it.value().contains(dimension)
                        && it.key().startsWith(core::metricid::bpmComponentPrefix) == component
                        && coversFewerSystems(it.value().value(dimension)) == partial)
                        rows.push_back({RowKind::Metric, it.key()});
    }
    for (auto it = report.pairwiseAccuracy.cbegin(); it != report.pairwiseAccuracy.cend(); ++it)
        rows.push_back({RowKind::Judge, it.key()});
    return rows;
}

void AlignmentModel::setReport(const AlignmentReport &report, const QString &dimension)
{
    QVector<RowId> rows = rowsOf(report, dimension);
    if (rows == m_rows && dimension == m_dimension) {
        m_report = report;
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_report = report;
    m_dimension = dimension;
    m_rows = std::move(rows);
    if (m_intervalDimension != dimension)
        m_intervals.clear();
    endResetModel();
}

void AlignmentModel::setIntervals(const QString &dimension, const QMap<QString, Interval> &intervals)
{
    m_intervals = intervals;
    m_intervalDimension = dimension;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void AlignmentModel::setMetricNames(const QHash<QString, QString> &names)
{
    m_names = names;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, NameColumn), index(int(m_rows.size()) - 1, NameColumn));
}

int AlignmentModel::rowOfMetric(const QString &metric) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].kind == RowKind::Metric && m_rows[r].id == metric)
            return r;
    return -1;
}

AlignmentModel::RowKind AlignmentModel::rowKind(int row) const
{
    return m_rows.at(row).kind;
}

std::optional<AlignmentModel::Interval> AlignmentModel::interval(int row) const
{
    if (row < 0 || row >= m_rows.size() || m_rows[row].kind != RowKind::Metric)
        return std::nullopt;
    const CorrelationCell cell = m_report.metrics.value(m_rows[row].id).value(m_dimension);
    if (cell.ci95)
        return cell.ci95;
    if (m_intervalDimension == m_dimension && m_intervals.contains(m_rows[row].id) && cell.spearman)
        return m_intervals.value(m_rows[row].id);
    return std::nullopt;
}

std::optional<double> AlignmentModel::value(int row, int column) const
{
    if (row < 0 || row >= m_rows.size())
        return std::nullopt;
    const RowId &r = m_rows[row];
    switch (r.kind) {
    case RowKind::Ceiling: {
        const CeilingCell cell = m_report.ceiling.value(m_dimension);
        switch (column) {
        case SpearmanColumn:
            return cell.h2h;
        case IccColumn:
            return cell.icc21;
        case AlphaColumn:
            return cell.alphaInterval;
        case CountColumn:
            return double(cell.nItems);
        default:
            return std::nullopt;
        }
    }
    case RowKind::Metric: {
        const CorrelationCell cell = m_report.metrics.value(r.id).value(m_dimension);
        switch (column) {
        case SpearmanColumn:
            return cell.spearman;
        case SpearmanPColumn:
            return cell.spearmanP;
        case PearsonColumn:
            return cell.pearson;
        case PearsonPColumn:
            return cell.pearsonP;
        case KendallColumn:
            return cell.kendall;
        case KendallPColumn:
            return cell.kendallP;
        case PairwiseColumn:
            return m_report.pairwise.value(r.id).value(m_dimension).mean;
        case CountColumn:
            return double(cell.n);
        default:
            return std::nullopt;
        }
    }
    case RowKind::Judge: {
        const JudgeAccuracyCell cell = m_report.pairwiseAccuracy.value(r.id);
        if (column == PairwiseColumn)
            return cell.accuracy;
        if (column == CountColumn)
            return double(cell.n);
        return std::nullopt;
    }
    }
    return std::nullopt;
}

bool AlignmentModel::reachesCeiling(int row) const
{
    // A partial metric is not compared with the ceiling: its value and the ceiling's cover different systems.
    if (row < 0 || row >= m_rows.size() || m_rows[row].kind != RowKind::Metric || isPartial(row))
        return false;
    const std::optional<double> ceiling = m_report.ceiling.value(m_dimension).h2h;
    if (!ceiling)
        return false;
    if (const auto ci = interval(row))
        return ci->second >= *ceiling;
    const std::optional<double> rho = value(row, SpearmanColumn);
    return rho && *rho >= *ceiling;
}

bool AlignmentModel::isPartial(int row) const
{
    if (row < 0 || row >= m_rows.size() || m_rows[row].kind != RowKind::Metric)
        return false;
    return coversFewerSystems(m_report.metrics.value(m_rows[row].id).value(m_dimension));
}

int AlignmentModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AlignmentModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AlignmentModel::tooltip(int row, int column) const
{
    const RowId &r = m_rows[row];
    if (r.kind == RowKind::Ceiling) {
        const CeilingCell cell = m_report.ceiling.value(m_dimension);
        QString text = QCoreApplication::translate(
            "AlignmentModel", "How well people agree with each other: each annotator against the mean of the others "
                              "(Spearman, averaged like the metrics), ICC(2,1) and Krippendorff's α (interval).");
        if (!cell.excludedGroups.isEmpty())
            text += QLatin1Char('\n')
                    + QCoreApplication::translate("AlignmentModel",
                                                  "Systems left out (no annotator's correlation defined): %1")
                          .arg(cell.excludedGroups.join(QStringLiteral(", ")));
        if (!cell.excludedRaters.isEmpty())
            text += QLatin1Char('\n')
                    + QCoreApplication::translate("AlignmentModel",
                                                  "Annotators left out where their correlation is undefined (too "
                                                  "few or all-equal ratings of that system): %1")
                          .arg(cell.excludedRaters.join(QStringLiteral(", ")));
        return text;
    }
    if (r.kind == RowKind::Judge && !m_report.pairwiseAccuracy.value(r.id).metric.isEmpty()) {
        const JudgeAccuracyCell cell = m_report.pairwiseAccuracy.value(r.id);
        if (!cell.unavailable.isEmpty())
            return QCoreApplication::translate("AlignmentModel",
                                               "Metric %1 as a pairwise judge: unavailable, because %2.")
                .arg(cell.metric, cell.unavailable);
        return QCoreApplication::translate("AlignmentModel",
                                           "Metric %1 as a pairwise judge (%2 rule): four-way accuracy against the "
                                           "human votes over %3 comparisons.")
            .arg(cell.metric, cell.rule, QString::number(cell.n));
    }
    if (r.kind == RowKind::Judge)
        return QCoreApplication::translate("AlignmentModel",
                                           "Pairwise judge %1: four-way accuracy against the human votes (GenAI-Bench "
                                           "rule) over %2 comparisons.")
            .arg(r.id, QString::number(m_report.pairwiseAccuracy.value(r.id).n));
    if (isPartial(row)) {
        const CorrelationCell cell = m_report.metrics.value(r.id).value(m_dimension);
        return QCoreApplication::translate("AlignmentModel",
                                           "Partial: computed on fewer systems than the study holds (n %1; left out, "
                                           "undefined correlation: %2). Listed after the complete metrics and never "
                                           "marked as reaching the ceiling.")
            .arg(QString::number(cell.n), cell.excludedGroups.join(QStringLiteral(", ")));
    }
    if (reachesCeiling(row)) {
        const double ceiling = *m_report.ceiling.value(m_dimension).h2h;
        return interval(row)
                   ? QCoreApplication::translate("AlignmentModel",
                                                 "The 95% CI of this metric's Spearman reaches the human ceiling "
                                                 "(human-to-human %1): it agrees with people about as well as people "
                                                 "agree with each other.")
                         .arg(ceiling, 0, 'f', 3)
                   : QCoreApplication::translate("AlignmentModel",
                                                 "This metric's Spearman reaches the human ceiling (human-to-human "
                                                 "%1); its CI is still being computed.")
                         .arg(ceiling, 0, 'f', 3);
    }
    if (column == IntervalColumn)
        return QCoreApplication::translate("AlignmentModel",
                                           "Percentile bootstrap over items of the Spearman value (95%).");
    if (column == SpearmanPColumn || column == PearsonPColumn || column == KendallPColumn) {
        const CorrelationCell cell = m_report.metrics.value(r.id).value(m_dimension);
        if (!value(row, column) && !cell.pValueUnavailable.isEmpty())
            return QCoreApplication::translate("AlignmentModel", "No p-value: %1").arg(cell.pValueUnavailable);
        if (cell.pValueMethod == PValueMethod::Stouffer)
            return QCoreApplication::translate("AlignmentModel",
                                               "Two-sided p-value: the per-system p-values of %n system(s) combined "
                                               "with Stouffer's signed z (the systems share items, so read it as a "
                                               "guide).",
                                               nullptr, cell.pValueSystems);
        return QCoreApplication::translate("AlignmentModel",
                                           "Two-sided p-value of the pooled coefficient (as scipy.stats computes it).");
    }
    if (column == PairwiseColumn)
        return QCoreApplication::translate("AlignmentModel",
                                           "BPM pairwise alignment: share of item pairs of two systems that the "
                                           "metric orders like the humans, averaged over the system pairs.");
    const QStringList excluded = m_report.metrics.value(r.id).value(m_dimension).excludedGroups;
    if (!excluded.isEmpty())
        return QCoreApplication::translate("AlignmentModel", "Left out (undefined correlation): %1")
            .arg(excluded.join(QStringLiteral(", ")));
    return {};
}

QVariant AlignmentModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row(), column = index.column();
    const RowId &r = m_rows[row];
    switch (role) {
    case Qt::DisplayRole:
        if (column == NameColumn) {
            if (r.kind == RowKind::Ceiling)
                return QCoreApplication::translate("AlignmentModel", "Human ceiling");
            if (r.kind == RowKind::Judge)
                return m_report.pairwiseAccuracy.value(r.id).metric.isEmpty()
                           ? QCoreApplication::translate("AlignmentModel", "judge: %1").arg(r.id)
                           : QCoreApplication::translate("AlignmentModel", "score judge: %1").arg(r.id);
            if (isPartial(row)) {
                // Beside the value, not in a column far right: n and what is left out.
                const CorrelationCell cell = m_report.metrics.value(r.id).value(m_dimension);
                return QCoreApplication::translate("AlignmentModel", "%1 \u25d0 partial: n %2, without %3")
                    .arg(m_names.value(r.id, r.id), QString::number(cell.n),
                         cell.excludedGroups.join(QStringLiteral(", ")));
            }
            return m_names.value(r.id, r.id);
        }
        if (column == IntervalColumn) {
            const auto ci = interval(row);
            if (ci)
                return QStringLiteral("[%1, %2]").arg(ci->first, 0, 'f', 3).arg(ci->second, 0, 'f', 3);
            if (r.kind != RowKind::Metric)
                return QString();
            // Still being bootstrapped on a worker, or undefined with the correlation.
            return value(row, SpearmanColumn) ? QStringLiteral("…") : QStringLiteral("—");
        }
        if (column == CountColumn) {
            const auto n = value(row, column);
            return n ? QString::number(qint64(*n)) : QString();
        }
        if (!hasColumn(r.kind, column))
            return QString();
        if (column == SpearmanPColumn || column == PearsonPColumn || column == KendallPColumn)
            return value(row, column) ? formatPValue(value(row, column)) : number(std::nullopt); // why: tooltip
        return number(value(row, column));
    case ValueRole:
        return valueOf(value(row, column));
    case MetricIdRole:
        return r.id;
    case RowKindRole:
        return int(r.kind);
    case ReachesCeilingRole:
        return reachesCeiling(row);
    case PartialRole:
        return isPartial(row);
    case Qt::TextAlignmentRole:
        return column == NameColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        if (reachesCeiling(row))
            return ceilingColour;
        return {};
    case Qt::FontRole:
        if (r.kind == RowKind::Ceiling) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        return tooltip(row, column);
    default:
        return {};
    }
}

QVariant AlignmentModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return QCoreApplication::translate("AlignmentModel", "Metric");
        case SpearmanColumn:
            return QCoreApplication::translate("AlignmentModel", "Spearman ρ");
        case SpearmanPColumn:
        case PearsonPColumn:
        case KendallPColumn:
            return QCoreApplication::translate("AlignmentModel", "p");
        case IntervalColumn:
            return QCoreApplication::translate("AlignmentModel", "95% CI");
        case PearsonColumn:
            return QCoreApplication::translate("AlignmentModel", "Pearson r");
        case KendallColumn:
            return QCoreApplication::translate("AlignmentModel", "Kendall τ");
        case PairwiseColumn:
            return QCoreApplication::translate("AlignmentModel", "BPM pairwise");
        case IccColumn:
            return QCoreApplication::translate("AlignmentModel", "ICC(2,1)");
        case AlphaColumn:
            return QCoreApplication::translate("AlignmentModel", "α");
        case CountColumn:
            return QCoreApplication::translate("AlignmentModel", "n");
        default:
            break;
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace editlens::ui
