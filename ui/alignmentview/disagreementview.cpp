#include "disagreementview.h"

#include "itemmodels/disagreementmodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace editlens::ui {

using namespace core::alignment;

DisagreementView::DisagreementView(QWidget *parent)
    : QWidget(parent)
    , m_model(new DisagreementModel(this))
    , m_view(new QTableView(this))
    , m_editType(new QComboBox(this))
    , m_system(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_job(this, LatestJob::Overlap::Queued) // one queue at a time: a rating burst must not fill the pool
{
    setObjectName(QStringLiteral("DisagreementView"));
    m_view->setObjectName(QStringLiteral("DisagreementTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(DisagreementModel::ItemColumn, 120);
    m_view->setColumnWidth(DisagreementModel::InstructionColumn, 160);
    m_view->setColumnWidth(DisagreementModel::PairsColumn, 80);
    m_view->setColumnWidth(DisagreementModel::ScoreColumn, 50);
    m_view->setColumnWidth(DisagreementModel::WorstPairColumn, 220);
    m_editType->setObjectName(QStringLiteral("EditTypeFilter"));
    m_system->setObjectName(QStringLiteral("SystemFilter"));
    m_status->setObjectName(QStringLiteral("QueueStatus"));

    auto *filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(new QLabel(tr("Edit type:"), this));
    filters->addWidget(m_editType, 1);
    filters->addWidget(new QLabel(tr("System:"), this));
    filters->addWidget(m_system, 1);
    filters->addWidget(m_status);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    refillChoices();

    connect(m_editType, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
    connect(m_system, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
    // One click opens the row: the queue is a worklist, read row by row.
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex &index) { openRow(index.row()); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) { openRow(index.row()); });
}

DisagreementView::~DisagreementView() = default;

void DisagreementView::openRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const ItemDisagreement &d = m_model->queue().at(row);
    if (d.worst)
        Q_EMIT pairActivated(d.itemKey, d.worst->humanPreferred, d.worst->otherSystem);
    else
        Q_EMIT itemActivated(d.itemKey);
}

void DisagreementView::refillChoices()
{
    const QString type = editTypeFilter(), system = systemFilter();
    const QSignalBlocker b1(m_editType), b2(m_system);
    m_editType->clear();
    m_editType->addItem(tr("All"), QString());
    QStringList types;
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
        if (!it.value().editType.isEmpty() && !types.contains(it.value().editType))
            types << it.value().editType;
    types.sort(Qt::CaseInsensitive);
    for (const QString &t : std::as_const(types))
        m_editType->addItem(t, t);
    m_editType->setCurrentIndex(std::max(0, m_editType->findData(type)));
    m_system->clear();
    m_system->addItem(tr("All"), QString());
    for (const QString &s : m_table.systems())
        m_system->addItem(s, s);
    m_system->setCurrentIndex(std::max(0, m_system->findData(system)));
}

void DisagreementView::setInput(RatingTable table, QHash<QString, ItemInfo> items, const QString &dimension,
                                const QString &metric, bool lowerIsBetter)
{
    const bool newChoices = table.systems() != m_table.systems() || items.size() != m_items.size();
    m_table = std::move(table);
    m_items = std::move(items);
    m_dimension = dimension;
    m_metric = metric;
    m_lowerIsBetter = lowerIsBetter;
    if (newChoices)
        refillChoices();
    recompute();
}

void DisagreementView::clear()
{
    m_job.cancel();
    m_table = RatingTable();
    m_items.clear();
    m_dimension.clear();
    m_metric.clear();
    refillChoices();
    m_model->clear();
    m_status->clear();
}

void DisagreementView::setEditTypeFilter(const QString &editType)
{
    const int i = m_editType->findData(editType);
    if (i >= 0 && i != m_editType->currentIndex())
        m_editType->setCurrentIndex(i); // recomputes
}

void DisagreementView::setSystemFilter(const QString &system)
{
    const int i = m_system->findData(system);
    if (i >= 0 && i != m_system->currentIndex())
        m_system->setCurrentIndex(i);
}

QString DisagreementView::editTypeFilter() const
{
    return m_editType->currentData().toString();
}

QString DisagreementView::systemFilter() const
{
    return m_system->currentData().toString();
}

void DisagreementView::recompute()
{
    if (m_dimension.isEmpty() || m_metric.isEmpty()) {
        m_job.cancel();
        return;
    }
    DisagreementOptions options;
    options.dimension = m_dimension;
    options.metric = m_metric;
    options.lowerIsBetter = m_lowerIsBetter;
    options.filter.editType = editTypeFilter();
    if (!systemFilter().isEmpty())
        options.filter.systems = QStringList{systemFilter()};
    if (m_metric == QLatin1String("bpm"))
        options.components = bpmComponents(m_table);
    m_status->setText(tr("computing…"));
    const RatingTable table = m_table;
    const QHash<QString, ItemInfo> items = m_items;
    m_job.start([table, items, options] { return disagreementQueue(table, items, options); },
                [this](QVector<ItemDisagreement> queue) { showQueue(std::move(queue)); });
}

void DisagreementView::showQueue(QVector<ItemDisagreement> queue)
{
    m_status->setText(tr("%n item(s)", nullptr, int(queue.size())));
    m_model->setQueue(std::move(queue), m_items);
    m_view->setColumnHidden(DisagreementModel::DriverColumn, !m_model->hasDrivers());
    Q_EMIT queueReady();
}

} // namespace editlens::ui
