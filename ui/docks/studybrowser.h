#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QTableView;

namespace editlens::core {
struct ItemSummary;
}

namespace editlens::ui {

class ItemFilterModel;
class ItemListModel;

/// The study browser: a filter bar (text, system, edit type, metric range) over an ItemFilterModel and a sortable
/// table of the items (thumbnail, key, instruction, systems, edit type, rated, one column per metric). GUI thread only;
/// `items` outlives the browser.
class StudyBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit StudyBrowser(ItemListModel *items, QWidget *parent = nullptr);

    ItemFilterModel *filterModel() const { return m_filter; }
    QTableView *view() const { return m_view; }

    /// The item id of the current row, 0 when none.
    qint64 currentItemId() const;
    /// Makes source row `row` current (no-op when it is filtered out or out of range).
    void selectSourceRow(int row);
    /// Moves `delta` rows through the filtered, sorted order; from no current row, +1 selects the first.
    void step(int delta);
    /// The items after and before the current row in the filtered, sorted order (where there are such rows).
    QVector<const core::ItemSummary *> neighbours() const;
    /// Refills the system, edit type and metric choices from the model (after a study or score change).
    void refreshChoices();

Q_SIGNALS:
    void currentItemChanged(qint64 itemId);

private:
    void applyMetricRange();

    ItemListModel *m_items;
    ItemFilterModel *m_filter;
    QTableView *m_view;
    QLineEdit *m_text;
    QComboBox *m_system;
    QComboBox *m_editType;
    QComboBox *m_metric;
    QDoubleSpinBox *m_min;
    QDoubleSpinBox *m_max;
};

} // namespace editlens::ui
