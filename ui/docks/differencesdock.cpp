#include "differencesdock.h"

#include "itemmodels/differencesmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

#include <algorithm>

namespace editlens::ui {

namespace {

/// Hides differences whose confidence is under the threshold.
class ThresholdProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setThreshold(double threshold)
    {
        m_threshold = threshold;
        invalidateRowsFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex i = sourceModel()->index(row, 0, parent);
        return i.data(DifferencesModel::ConfidenceRole).toDouble() >= m_threshold;
    }

private:
    double m_threshold = 0.0;
};

} // namespace

DifferencesDock::DifferencesDock(QWidget *parent)
    : QDockWidget(tr("Differences"), parent)
    , m_model(new DifferencesModel(this))
    , m_proxy(new ThresholdProxy(this))
    , m_view(new QTableView(this))
    , m_threshold(new QSlider(Qt::Horizontal, this))
    , m_thresholdLabel(new QLabel(this))
    , m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("DifferencesDock"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DifferencesModel::SortRole);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(DifferencesModel::DescriptionColumn, QHeaderView::Stretch);
    // The origin can be long ("ground truth (editlens-demo)"): elided, full text in its tooltip.
    m_view->horizontalHeader()->setSectionResizeMode(DifferencesModel::OriginColumn, QHeaderView::Interactive);
    m_view->setColumnWidth(DifferencesModel::OriginColumn, 110);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_threshold->setRange(0, 100);
    m_threshold->setObjectName(QStringLiteral("ConfidenceThreshold"));
    m_threshold->setToolTip(tr("Hide differences whose confidence is under this threshold"));
    m_thresholdLabel->setMinimumWidth(m_thresholdLabel->fontMetrics().horizontalAdvance(QStringLiteral("≥ 0.00 ")));
    connect(m_threshold, &QSlider::valueChanged, this, [this](int value) {
        const double t = value / 100.0;
        m_thresholdLabel->setText(tr("≥ %1").arg(QLocale().toString(t, 'f', 2)));
        const qint64 selected = selectedDifference();
        static_cast<ThresholdProxy *>(m_proxy)->setThreshold(t);
        if (selected != 0 && selectedDifference() != selected)
            selectDifference(selected); // reselect when it is still shown
        updateCount();
        Q_EMIT confidenceThresholdChanged(t);
    });
    m_thresholdLabel->setText(tr("≥ %1").arg(QLocale().toString(0.0, 'f', 2)));

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_syncing || !current.isValid())
                    return;
                Q_EMIT differenceActivated(current.data(DifferencesModel::DifferenceIdRole).toLongLong());
            });

    auto *pane = new QWidget(this);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Confidence"), pane));
    row->addWidget(m_threshold, 1);
    row->addWidget(m_thresholdLabel);
    layout->addLayout(row);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_count);
    setWidget(pane);
    updateCount();
}

void DifferencesDock::setDifferences(QVector<core::Difference> differences)
{
    m_syncing = true;
    m_model->setDifferences(std::move(differences));
    m_syncing = false;
    updateCount();
}

double DifferencesDock::confidenceThreshold() const
{
    return m_threshold->value() / 100.0;
}

void DifferencesDock::setConfidenceThreshold(double threshold)
{
    m_threshold->setValue(int(std::lround(std::clamp(threshold, 0.0, 1.0) * 100.0)));
}

qint64 DifferencesDock::selectedDifference() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.constFirst().data(DifferencesModel::DifferenceIdRole).toLongLong();
}

void DifferencesDock::selectDifference(qint64 id)
{
    m_syncing = true;
    const int row = id != 0 ? m_model->rowOfDifference(id) : -1;
    const QModelIndex proxy = row >= 0 ? m_proxy->mapFromSource(m_model->index(row, 0)) : QModelIndex();
    if (proxy.isValid()) {
        m_view->selectionModel()->setCurrentIndex(proxy,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_view->scrollTo(proxy);
    } else {
        m_view->selectionModel()->clearSelection();
        m_view->selectionModel()->setCurrentIndex({}, QItemSelectionModel::NoUpdate);
    }
    m_syncing = false;
}

void DifferencesDock::updateCount()
{
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_count->setText(all == shown ? tr("%n difference(s)", nullptr, all)
                                  : tr("%1 of %n difference(s) shown", nullptr, all).arg(shown));
}

} // namespace editlens::ui
