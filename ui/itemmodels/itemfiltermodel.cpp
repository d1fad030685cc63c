#include "itemfiltermodel.h"

#include "itemlistmodel.h"

#include <algorithm>

namespace editlens::ui {

ItemFilterModel::ItemFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(ItemListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void ItemFilterModel::setSourceModel(QAbstractItemModel *model)
{
    m_items = qobject_cast<ItemListModel *>(model);
    Q_ASSERT(model == nullptr || m_items != nullptr);
    QSortFilterProxyModel::setSourceModel(model);
}

void ItemFilterModel::setTextFilter(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateRowsFilter();
}

void ItemFilterModel::setSystemFilter(const QString &system)
{
    if (system == m_system)
        return;
    m_system = system;
    invalidateRowsFilter();
}

void ItemFilterModel::setEditTypeFilter(const QString &editType)
{
    if (editType == m_editType)
        return;
    m_editType = editType;
    invalidateRowsFilter();
}

void ItemFilterModel::setMetricRange(const QString &metric, double minimum, double maximum)
{
    m_metric = metric;
    m_min = std::min(minimum, maximum);
    m_max = std::max(minimum, maximum);
    invalidateRowsFilter();
}

void ItemFilterModel::clearMetricRange()
{
    if (m_metric.isEmpty())
        return;
    m_metric.clear();
    invalidateRowsFilter();
}

void ItemFilterModel::setKeyFilter(const QSet<QString> &keys)
{
    if (keys == m_keys)
        return;
    m_keys = keys;
    invalidateRowsFilter();
}

bool ItemFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_items || sourceParent.isValid())
        return false;
    const core::ItemSummary *item = m_items->itemAt(sourceRow);
    if (!item)
        return false;
    if (!m_keys.isEmpty() && !m_keys.contains(item->key))
        return false;
    if (!m_system.isEmpty() && !item->systems.contains(m_system))
        return false;
    if (!m_editType.isEmpty() && m_items->editType(sourceRow) != m_editType)
        return false;
    if (!m_metric.isEmpty()) {
        const std::optional<double> v = m_items->metricValue(sourceRow, m_metric);
        if (!v || *v < m_min || *v > m_max)
            return false;
    }
    if (!m_text.isEmpty()) {
        const QString t = m_text.trimmed();
        const bool hit = item->key.contains(t, Qt::CaseInsensitive)
                         || item->instruction.contains(t, Qt::CaseInsensitive)
                         || item->systems.join(QLatin1Char(' ')).contains(t, Qt::CaseInsensitive);
        if (!hit)
            return false;
    }
    return true;
}

bool ItemFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    // Missing values sort last in ascending order (and first in descending): they carry no information.
    if (!l.isValid() || !r.isValid())
        return l.isValid() && !r.isValid();
    if (l.userType() == QMetaType::QString && r.userType() == QMetaType::QString)
        return QString::compare(l.toString(), r.toString(), sortCaseSensitivity()) < 0;
    return QVariant::compare(l, r) == QPartialOrdering::Less;
}

} // namespace editlens::ui
