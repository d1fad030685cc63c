#include "disagreementview.h"

#include "itemmodels/disagreementmodel.h"
#include "study/metricids.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace editlens::ui {

using namespace core::alignment;

DisagreementView::DisagreementView(QWidget *parent)
    : QWidget(parent)
    , m_model(new DisagreementModel(this))
    , m_view(new QTableView(this))
    , m_editType(new QComboBox(this))
    , m_system(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_detail(new QLabel(this))
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
    m_view->setColumnWidth(DisagreementModel::PairsColumn, 110);
    m_view->setColumnWidth(DisagreementModel::ScoreColumn, 50);
    m_view->setColumnWidth(DisagreementModel::WorstPairColumn, 220);
    m_editType->setObjectName(QStringLiteral("EditTypeFilter"));
    m_system->setObjectName(QStringLiteral("SystemFilter"));
    m_status->setObjectName(QStringLiteral("QueueStatus"));
    m_detail->setObjectName(QStringLiteral("WorstPairDetail"));
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_detail->setFrameShape(QFrame::StyledPanel);
    m_detail->setMargin(4);
    m_detail->setText(tr("Click a row: its worst pair, with both outputs' numbers, is shown here."));

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
    // The pane under the queue in a splitter: the dock is short, and the user decides how much of it the text takes.
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("QueueSplitter"));
    split->setChildrenCollapsible(false);
    split->addWidget(m_view);
    auto *detailScroll = new QScrollArea(this);
    detailScroll->setWidget(m_detail);
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setMinimumHeight(m_detail->fontMetrics().height() * 2);
    split->addWidget(detailScroll);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({100, 100}); // proportions: half the height each until the user drags
    layout->addWidget(split, 1);
    refillChoices();

    connect(m_editType, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
    connect(m_system, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
    // One click opens the row: the queue is a worklist, read row by row.
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex &index) { openRow(index.row()); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) { openRow(index.row()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { m_detail->setText(detailText(current.row())); });
}

QString DisagreementView::detailText(int row) const
{
    if (row < 0 || row >= m_model->rowCount())
        return {};
    const ItemDisagreement &d = m_model->queue().at(row);
    const QString instruction = m_items.value(d.itemKey).instruction;
    QStringList lines{instruction.isEmpty()
                          ? QStringLiteral("<b>%1</b>").arg(d.itemKey.toHtmlEscaped())
                          : tr("<b>%1</b> — “%2”").arg(d.itemKey.toHtmlEscaped(), instruction.toHtmlEscaped())};
    if (d.measure == DisagreementMeasure::Residual) {
        lines << tr("One output: its rank by the metric is %1 of the study's range away from its rank by the people.")
                     .arg(QString::number(d.score, 'f', 3));
        return lines.join(QStringLiteral("<br>"));
    }
    const int item = m_table.indexOfItem(d.itemKey);
    const auto humanText = [&](const QString &system) {
        const int s = m_table.indexOfSystem(system);
        int n = 0;
        for (const QString &a : m_table.annotators(m_dimension))
            n += std::isfinite(m_table.rating(m_dimension, a, s, item)) ? 1 : 0;
        return tr("%1 (n %2)").arg(QString::number(m_table.human(m_dimension, s, item), 'f', 2)).arg(n);
    };
    const auto metricText = [&](const QString &system) {
        const std::vector<double> *values = m_table.scoreRow(m_metric, m_table.indexOfSystem(system));
        return values && item >= 0 && item < int(values->size()) ? QString::number((*values)[size_t(item)], 'f', 4)
                                                                 : QStringLiteral("—");
    };
    if (d.worst) {
        const WorstPair &w = *d.worst;
        const QString a = w.humanPreferred.toHtmlEscaped(), b = w.otherSystem.toHtmlEscaped();
        lines << tr("People prefer <b>%1</b> over <b>%2</b> on %3: mean %4 vs %5 (gap %6).")
                     .arg(a, b, m_dimension.toHtmlEscaped(), humanText(w.humanPreferred), humanText(w.otherSystem),
                          QString::number(w.humanGap, 'f', 2));
        lines << tr("%1 prefers <b>%2</b>: %3 vs %4 for %5 (%6 is better).")
                     .arg(m_metric.toHtmlEscaped(), b, metricText(w.otherSystem), metricText(w.humanPreferred), a,
                          m_lowerIsBetter ? tr("lower") : tr("higher"));
    }
    lines << tr("%1 of %2 comparable pair(s) reversed; %n metric tie(s) left out (no information).", nullptr,
                d.metricTies)
                 .arg(d.discordantPairs)
                 .arg(d.comparablePairs);
    if (!d.driver.isEmpty())
        lines << tr("Driven by %1.").arg(d.driver.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

DisagreementView::~DisagreementView() = default;

void DisagreementView::openRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_detail->setText(detailText(row));
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
    if (m_metric == core::metricid::bpm)
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
    m_detail->setText(tr("Click a row: its worst pair, with both outputs' numbers, is shown here."));
    m_view->setColumnHidden(DisagreementModel::DriverColumn, !m_model->hasDrivers());
    Q_EMIT queueReady();
}

} // namespace editlens::ui
