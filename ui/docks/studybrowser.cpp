#include "studybrowser.h"

#include "itemmodels/itemfiltermodel.h"
#include "itemmodels/itemlistmodel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace editlens::ui {

namespace {

/// Refills `combo` with "all" (empty data) then `values`, keeping the current choice when it still exists.
void refill(QComboBox *combo, const QString &all, const QStringList &values, const QStringList &labels = {})
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(all, QString());
    for (int i = 0; i < values.size(); ++i)
        combo->addItem(labels.value(i, values[i]), values[i]);
    const int keep = combo->findData(current);
    combo->setCurrentIndex(keep >= 0 ? keep : 0);
}

} // namespace

StudyBrowser::StudyBrowser(ItemListModel *items, QWidget *parent)
    : QWidget(parent)
    , m_items(items)
    , m_filter(new ItemFilterModel(this))
    , m_view(new QTableView(this))
    , m_text(new QLineEdit(this))
    , m_system(new QComboBox(this))
    , m_editType(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_min(new QDoubleSpinBox(this))
    , m_max(new QDoubleSpinBox(this))
{
    m_filter->setSourceModel(m_items);
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    // Fixed row height: thumbnails arrive asynchronously and must not make rows jump.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(ItemListModel::thumbnailSize + 6);
    m_view->setIconSize(QSize(ItemListModel::thumbnailSize, ItemListModel::thumbnailSize));
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setDefaultSectionSize(80);
    m_view->setColumnWidth(ItemListModel::KeyColumn, 140);
    m_view->setColumnWidth(ItemListModel::InstructionColumn, 190);
    m_view->setColumnWidth(ItemListModel::SystemsColumn, 90);

    m_text->setPlaceholderText(tr("Filter items (id, instruction, system)…"));
    m_text->setClearButtonEnabled(true);
    m_system->setToolTip(tr("Show only items with an output of this system"));
    m_editType->setToolTip(tr("Show only items of this edit type (BPM parse)"));
    m_metric->setToolTip(tr("Show only items whose mean of this metric lies in the range"));
    // The combos and the range boxes may be narrower than their longest entry: the browser dock must leave room for
    // the comparison and the Scores dock on a 1600 px screen.
    for (QComboBox *combo : {m_system, m_editType, m_metric}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    for (QDoubleSpinBox *box : {m_min, m_max}) {
        box->setMinimumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("-0.00000")) + 24);
        box->setDecimals(4);
        box->setRange(-1e9, 1e9);
        box->setEnabled(false);
    }
    m_min->setToolTip(tr("Minimum (inclusive)"));
    m_max->setToolTip(tr("Maximum (inclusive)"));
    m_max->setValue(1.0);

    connect(m_text, &QLineEdit::textChanged, m_filter, &ItemFilterModel::setTextFilter);
    connect(m_system, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setSystemFilter(m_system->currentData().toString()); });
    connect(m_editType, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setEditTypeFilter(m_editType->currentData().toString()); });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        const QString metric = m_metric->currentData().toString();
        m_min->setEnabled(!metric.isEmpty());
        m_max->setEnabled(!metric.isEmpty());
        if (!metric.isEmpty()) {
            // Start from the full range of the metric, so that choosing it hides only items without a value.
            double lo = std::numeric_limits<double>::max(), hi = std::numeric_limits<double>::lowest();
            for (int r = 0; r < m_items->rowCount(); ++r)
                if (const auto v = m_items->metricValue(r, metric)) {
                    lo = std::min(lo, *v);
                    hi = std::max(hi, *v);
                }
            if (lo <= hi) {
                const QSignalBlocker a(m_min), b(m_max);
                m_min->setValue(lo);
                m_max->setValue(hi);
            }
        }
        applyMetricRange();
    });
    connect(m_min, &QDoubleSpinBox::valueChanged, this, &StudyBrowser::applyMetricRange);
    connect(m_max, &QDoubleSpinBox::valueChanged, this, &StudyBrowser::applyMetricRange);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    Q_EMIT currentItemChanged(current.data(ItemListModel::ItemIdRole).toLongLong());
            });
    connect(m_items, &QAbstractItemModel::modelReset, this, &StudyBrowser::refreshChoices);

    auto *filters = new QGridLayout;
    filters->addWidget(m_text, 0, 0, 1, 2);
    filters->addWidget(m_system, 1, 0);
    filters->addWidget(m_editType, 1, 1);
    auto *range = new QHBoxLayout;
    range->addWidget(m_metric, 1);
    range->addWidget(m_min);
    range->addWidget(new QLabel(QStringLiteral("–"), this));
    range->addWidget(m_max);
    filters->addLayout(range, 2, 0, 1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    refreshChoices();
}

void StudyBrowser::refreshChoices()
{
    refill(m_system, tr("All systems"), m_items->allSystems());
    refill(m_editType, tr("All edit types"), m_items->allEditTypes());
    QStringList labels;
    for (const QString &id : m_items->metrics())
        labels << m_items->headerData(m_items->columnOfMetric(id), Qt::Horizontal).toString();
    refill(m_metric, tr("Any metric value"), m_items->metrics(), labels);
    m_filter->setSystemFilter(m_system->currentData().toString());
    m_filter->setEditTypeFilter(m_editType->currentData().toString());
    applyMetricRange();
}

void StudyBrowser::applyMetricRange()
{
    const QString metric = m_metric->currentData().toString();
    if (metric.isEmpty())
        m_filter->clearMetricRange();
    else
        m_filter->setMetricRange(metric, m_min->value(), m_max->value());
}

qint64 StudyBrowser::currentItemId() const
{
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? i.data(ItemListModel::ItemIdRole).toLongLong() : 0;
}

void StudyBrowser::selectSourceRow(int row)
{
    if (row < 0 || row >= m_items->rowCount())
        return;
    const QModelIndex proxy = m_filter->mapFromSource(m_items->index(row, 0));
    if (!proxy.isValid())
        return;
    m_view->setCurrentIndex(proxy);
    m_view->scrollTo(proxy);
}

QVector<const core::ItemSummary *> StudyBrowser::neighbours() const
{
    QVector<const core::ItemSummary *> out;
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return out;
    for (int delta : {1, -1})
        if (const QModelIndex n = current.siblingAtRow(current.row() + delta); n.isValid())
            if (const core::ItemSummary *item = m_items->itemAt(m_filter->mapToSource(n).row()))
                out.push_back(item);
    return out;
}

void StudyBrowser::step(int delta)
{
    const int count = m_filter->rowCount();
    if (count == 0)
        return;
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? std::clamp(current.row() + delta, 0, count - 1) : (delta >= 0 ? 0 : count - 1);
    const QModelIndex next = m_filter->index(row, 0);
    m_view->setCurrentIndex(next);
    m_view->scrollTo(next);
}

} // namespace editlens::ui
