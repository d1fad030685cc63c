#include "systempairmodel.h"

#include <QCoreApplication>
#include <QFont>

namespace editlens::ui {

using namespace core::alignment;

SystemPairModel::SystemPairModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void SystemPairModel::setReport(const AlignmentReport &report, const QString &dimension)
{
    QStringList metrics, pairs;
    for (auto it = report.pairwise.cbegin(); it != report.pairwise.cend(); ++it) {
        if (!it.value().contains(dimension))
            continue;
        metrics << it.key();
        for (const QString &p : it.value().value(dimension).pairs.keys())
            if (!pairs.contains(p))
                pairs << p;
    }
    pairs.sort();
    if (metrics == m_metrics && pairs == m_pairs && dimension == m_dimension) {
        m_report = report;
        if (!m_metrics.isEmpty())
            Q_EMIT dataChanged(index(0, 1), index(int(m_metrics.size()) - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_report = report;
    m_dimension = dimension;
    m_metrics = metrics;
    m_pairs = pairs;
    endResetModel();
}

void SystemPairModel::setCurrentMetric(const QString &metric)
{
    const int before = rowOfMetric(m_current);
    m_current = metric;
    for (int row : {before, rowOfMetric(metric)})
        if (row >= 0)
            Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1), {Qt::FontRole});
}

void SystemPairModel::setMetricNames(const QHash<QString, QString> &names)
{
    m_names = names;
    if (!m_metrics.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_metrics.size()) - 1, 0), {Qt::DisplayRole});
}

int SystemPairModel::columnOfPair(const QString &pair) const
{
    const int i = int(m_pairs.indexOf(pair));
    return i < 0 ? -1 : i + 1;
}

std::optional<double> SystemPairModel::value(int row, int column) const
{
    if (row < 0 || row >= m_metrics.size() || column < 1 || column > m_pairs.size() + 1)
        return std::nullopt;
    const PairwiseCell cell = m_report.pairwise.value(m_metrics[row]).value(m_dimension);
    if (column == m_pairs.size() + 1)
        return cell.mean;
    return cell.pairs.value(m_pairs[column - 1]);
}

int SystemPairModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_metrics.size());
}

int SystemPairModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_pairs.size()) + 2;
}

QVariant SystemPairModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &metric = m_metrics[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == 0)
            return m_names.value(metric, metric);
        if (const auto v = value(index.row(), index.column()))
            return QString::number(*v, 'f', 3);
        return QStringLiteral("—");
    case ValueRole:
        if (const auto v = value(index.row(), index.column()))
            return *v;
        return {};
    case MetricIdRole:
        return metric;
    case Qt::TextAlignmentRole:
        return index.column() == 0 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (metric == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() > 0 && index.column() <= m_pairs.size())
            return QCoreApplication::translate("SystemPairModel",
                                               "%1, %2: share of the items rated for both systems (human ties left "
                                               "out) that the metric orders like the humans.")
                .arg(metric, m_pairs[index.column() - 1]);
        return {};
    default:
        return {};
    }
}

QVariant SystemPairModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 && section < columnCount()) {
        if (section == 0)
            return QCoreApplication::translate("SystemPairModel", "Metric");
        if (section == m_pairs.size() + 1)
            return QCoreApplication::translate("SystemPairModel", "Mean");
        return m_pairs[section - 1];
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace editlens::ui
