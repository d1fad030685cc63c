#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

#include <optional>

namespace editlens::ui {

class ItemListModel;

/// The study browser's filter and sort over an ItemListModel: by system, edit type, free text (item key,
/// instruction, systems; case-insensitive substring) and a metric range (items without a value for that metric are
/// hidden while the range is set). Sorts on ItemListModel::SortRole; items without a value sort after those with one.
/// GUI thread only.
class ItemFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit ItemFilterModel(QObject *parent = nullptr);

    /// Must be an ItemListModel (or null).
    void setSourceModel(QAbstractItemModel *model) override;

    void setTextFilter(const QString &text);
    void setSystemFilter(const QString &system);     ///< empty = every system
    void setEditTypeFilter(const QString &editType); ///< empty = every type
    /// Keeps items whose mean of `metric` lies in [minimum, maximum] (inclusive).
    void setMetricRange(const QString &metric, double minimum, double maximum);
    void clearMetricRange();
    /// Keeps only the items whose key is in `keys` (the scatter plot's brush); an empty set turns the filter off.
    void setKeyFilter(const QSet<QString> &keys);
    QSet<QString> keyFilter() const { return m_keys; }

    QString textFilter() const { return m_text; }
    QString systemFilter() const { return m_system; }
    QString editTypeFilter() const { return m_editType; }
    QString metricRangeMetric() const { return m_metric; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    ItemListModel *m_items = nullptr;
    QString m_text;
    QString m_system;
    QString m_editType;
    QString m_metric; ///< empty = no range
    double m_min = 0.0;
    double m_max = 0.0;
    QSet<QString> m_keys; ///< empty = no key filter
};

} // namespace editlens::ui
