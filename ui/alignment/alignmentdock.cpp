#include "alignmentdock.h"

#include "alignment/disagreementview.h"
#include "alignment/scatterview.h"
#include "alignment/subsetcontrols.h"
#include "document/studydocument.h"
#include "itemmodels/alignmentmodel.h"
#include "itemmodels/scoresmodel.h"
#include "itemmodels/systempairmodel.h"
#include "scoring/metricregistry.h"
#include "storage/studystore.h"
#include "util/workpool.h"

#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>

namespace editlens::ui {

using namespace core::alignment;

/// What a worker hands back: a session built off the GUI thread, and what the dock needs beside it.
struct AlignmentDock::Built
{
    std::unique_ptr<AlignmentSession> session;
    QHash<QString, ItemInfo> items;
    QHash<qint64, OutputKey> outputs;
    QString studyFile;
    QString error;
};

namespace {

constexpr int refreshDelayMs = 250; // the slower views wait for a pause in the ratings

QTableView *makeTable(QWidget *parent, const QString &name)
{
    auto *t = new QTableView(parent);
    t->setObjectName(name);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setWordWrap(false);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
    t->horizontalHeader()->setHighlightSections(false);
    return t;
}

} // namespace

AlignmentDock::AlignmentDock(const core::MetricRegistry &metrics, QWidget *parent)
    : QDockWidget(tr("Alignment"), parent)
    , m_metrics(metrics)
    , m_dimensionBox(new QComboBox(this))
    , m_protocolBox(new QComboBox(this))
    , m_metricBox(new QComboBox(this))
    , m_subsetControls(new SubsetControls(this))
    , m_status(new QLabel(this))
    , m_model(new AlignmentModel(this))
    , m_pairModel(new SystemPairModel(this))
    , m_table(makeTable(this, QStringLiteral("AlignmentTable")))
    , m_pairTable(makeTable(this, QStringLiteral("SystemPairTable")))
    , m_scatter(new ScatterView(this))
    , m_queue(new DisagreementView(this))
    , m_refreshTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("AlignmentDock"));
    for (const core::MetricInfo &m : m_metrics.metrics()) {
        m_names.insert(ScoresModel::storedIdOf(m.id), m.name);
        if (m_metrics.supportsChainFinal(m.id)) // values of `score --chain final`
            m_names.insert(core::chainFinalMetricId(m.id), m_metrics.displayName(core::chainFinalMetricId(m.id)));
    }
    m_lowerIsBetter = m_metrics.lowerIsBetterIds(); // as `editlens-cli align` does: its numbers and the dock's agree
    m_model->setMetricNames(m_names);
    m_pairModel->setMetricNames(m_names);

    m_dimensionBox->setObjectName(QStringLiteral("DimensionBox"));
    m_protocolBox->setObjectName(QStringLiteral("ProtocolBox"));
    m_metricBox->setObjectName(QStringLiteral("MetricBox"));
    m_protocolBox->addItem(tr("VIEScore: tanh(mean ρ)"), int(Protocol::VieScore));
    m_protocolBox->addItem(tr("Fisher: tanh(mean atanh ρ)"), int(Protocol::Fisher));
    m_protocolBox->addItem(tr("Mean of ρ"), int(Protocol::Mean));
    m_protocolBox->addItem(tr("Pooled: one ρ over all outputs"), int(Protocol::Pooled));
    m_protocolBox->setToolTip(
        tr("How the per-system correlations are combined: tanh of their mean as in VIEScore's code "
           "(Ku et al., 2024), the Fisher z mean, the plain mean, or one correlation pooled over "
           "all outputs."));
    m_dimensionBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_metricBox->setMinimumContentsLength(12);
    m_metricBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    m_table->setModel(m_model);
    m_table->setColumnWidth(AlignmentModel::NameColumn, 120);
    m_table->setColumnWidth(AlignmentModel::IntervalColumn, 100);
    for (int c : {AlignmentModel::SpearmanColumn, AlignmentModel::SpearmanPColumn, AlignmentModel::PearsonColumn,
                  AlignmentModel::PearsonPColumn, AlignmentModel::KendallColumn, AlignmentModel::KendallPColumn,
                  AlignmentModel::PairwiseColumn, AlignmentModel::IccColumn, AlignmentModel::AlphaColumn})
        m_table->setColumnWidth(c, 64);
    m_pairTable->setModel(m_pairModel);
    m_pairTable->horizontalHeader()->setDefaultSectionSize(96);

    auto *tabs = new QTabWidget(this);
    tabs->addTab(m_table, tr("Metrics"));
    tabs->addTab(m_pairTable, tr("System pairs"));
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tabs);
    splitter->addWidget(m_scatter);
    splitter->addWidget(m_queue);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 4);
    splitter->setSizes({720, 380, 500});

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(new QLabel(tr("Dimension:"), this));
    bar->addWidget(m_dimensionBox);
    bar->addWidget(new QLabel(tr("Protocol:"), this));
    bar->addWidget(m_protocolBox);
    bar->addWidget(new QLabel(tr("Metric:"), this));
    bar->addWidget(m_metricBox);
    bar->addWidget(m_subsetControls);
    bar->addWidget(m_status, 1);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);
    content->setMinimumHeight(240);
    setWidget(content);

    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(refreshDelayMs);
    connect(m_refreshTimer, &QTimer::timeout, this, &AlignmentDock::refreshDerived);
    connect(m_dimensionBox, &QComboBox::currentIndexChanged, this, [this] {
        showReport();
        refreshDerived();
    });
    connect(m_protocolBox, &QComboBox::currentIndexChanged, this, &AlignmentDock::rebuild);
    connect(m_subsetControls, &SubsetControls::changed, this, &AlignmentDock::rebuild);
    connect(m_metricBox, &QComboBox::currentIndexChanged, this, [this] {
        m_pairModel->setCurrentMetric(metric());
        const int row = m_model->rowOfMetric(metric());
        if (row >= 0 && m_table->currentIndex().row() != row)
            m_table->selectRow(row);
        refreshDerived();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && m_model->rowKind(current.row()) == AlignmentModel::RowKind::Metric)
                    setMetric(m_model->data(current, AlignmentModel::MetricIdRole).toString());
            });
    connect(&m_intervalWatcher, &QFutureWatcher<QMap<QString, AlignmentModel::Interval>>::finished, this,
            &AlignmentDock::onIntervals);
    connect(m_scatter, &ScatterView::itemActivated, this, &AlignmentDock::itemActivated);
    connect(m_scatter, &ScatterView::itemsBrushed, this, &AlignmentDock::itemsBrushed);
    connect(m_queue, &DisagreementView::itemActivated, this, &AlignmentDock::itemActivated);
    connect(m_queue, &DisagreementView::pairActivated, this, &AlignmentDock::pairActivated);
    m_status->setText(tr("Open a study to see how well the metrics agree with the people."));
}

AlignmentDock::~AlignmentDock() = default;

void AlignmentDock::rebuild()
{
    if (!m_session)
        return;
    const AlignmentOptions o = options();
    const RatingTable snapshot = m_session->table(); // every output: the new subset is chosen from all of them
    auto items = m_items;
    auto outputs = m_outputs;
    const QString file = m_studyFile;
    m_status->setText(tr("Computing…"));
    startBuild([snapshot, o, items, outputs, file] {
        auto built = std::make_shared<Built>();
        built->session = std::make_unique<AlignmentSession>(snapshot, o);
        built->items = items;
        built->outputs = outputs;
        built->studyFile = file;
        return built;
    });
}

AlignmentOptions AlignmentDock::options() const
{
    AlignmentOptions o;
    o.protocol = protocol();
    o.subset = m_subsetControls->subset();
    o.lowerIsBetter = m_lowerIsBetter;
    o.bootstrap = 0; // the live session stays incremental; the CIs follow on a worker (refreshDerived)
    return o;
}

QString AlignmentDock::dimension() const
{
    return m_dimensionBox->currentText();
}

void AlignmentDock::setDimension(const QString &dimension)
{
    m_dimensionBox->setCurrentIndex(m_dimensionBox->findText(dimension));
}

Protocol AlignmentDock::protocol() const
{
    return Protocol(m_protocolBox->currentData().toInt());
}

void AlignmentDock::setProtocol(Protocol protocol)
{
    m_protocolBox->setCurrentIndex(m_protocolBox->findData(int(protocol)));
}

QString AlignmentDock::metric() const
{
    return m_metricBox->currentData().toString();
}

void AlignmentDock::setMetric(const QString &metric)
{
    const int i = m_metricBox->findData(metric);
    if (i >= 0)
        m_metricBox->setCurrentIndex(i);
}

QString AlignmentDock::subsetCondition() const
{
    return m_subsetControls->condition();
}

bool AlignmentDock::setSubsetCondition(const QString &condition)
{
    return m_subsetControls->setCondition(condition);
}

void AlignmentDock::setSystemNamesHidden(bool hidden)
{
    m_subsetControls->setSystemNamesHidden(hidden);
}

std::optional<double> AlignmentDock::extremes() const
{
    return m_subsetControls->extremes();
}

void AlignmentDock::setExtremes(std::optional<double> q)
{
    m_subsetControls->setExtremes(q);
}

void AlignmentDock::setIntervalResamples(int resamples)
{
    m_resamples = std::max(0, resamples);
}

bool AlignmentDock::isLowerIsBetter(const QString &metric) const
{
    return m_lowerIsBetter.contains(metric);
}

void AlignmentDock::loadStudy(const QString &studyFile)
{
    if (studyFile != m_studyFile)
        clear(); // another study: nothing of the old one may show while the new one is read
    m_studyFile = studyFile;
    const AlignmentOptions o = options();
    m_status->setText(tr("Reading the ratings…"));
    startBuild([studyFile, o] {
        auto built = std::make_shared<Built>();
        built->studyFile = studyFile;
        auto store = core::StudyStore::open(studyFile); // this thread's own connection
        if (!store) {
            built->error = store.error().toString();
            return built;
        }
        auto data = store.value()->load();
        if (!data) {
            built->error = data.error().toString();
            return built;
        }
        for (const core::Item &item : data.value().items)
            for (const core::Output &output : item.outputs)
                built->outputs.insert(output.id, {output.system, item.key});
        built->items = itemInfoFromStudy(data.value());
        built->session = std::make_unique<AlignmentSession>(RatingTable::fromStudy(data.value()), o);
        return built;
    });
}

void AlignmentDock::setTable(RatingTable table, QHash<QString, ItemInfo> items, QHash<qint64, OutputKey> outputs)
{
    ++m_buildGeneration; // a build in flight is stale now
    m_building = false;
    m_pending.clear();
    auto built = std::make_shared<Built>();
    built->session = std::make_unique<AlignmentSession>(std::move(table), options());
    built->items = std::move(items);
    built->outputs = std::move(outputs);
    built->studyFile = m_studyFile;
    install(std::move(built));
}

void AlignmentDock::clear()
{
    ++m_buildGeneration;
    ++m_derivedGeneration;
    m_building = false;
    m_pending.clear();
    m_session.reset();
    m_items.clear();
    m_outputs.clear();
    m_studyFile.clear();
    m_refreshTimer->stop();
    refillDimensions();
    refillMetrics();
    m_subsetControls->setChoices(nullptr);
    m_model->setReport({}, {});
    m_pairModel->setReport({}, {});
    m_scatter->clear();
    m_queue->clear();
}

void AlignmentDock::startBuild(std::function<std::shared_ptr<Built>()> work)
{
    const quint64 generation = ++m_buildGeneration;
    m_building = true;
    m_pending.clear(); // the snapshot the worker starts from holds everything applied so far
    auto *watcher = new QFutureWatcher<std::shared_ptr<Built>>(this);
    connect(watcher, &QFutureWatcher<std::shared_ptr<Built>>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_buildGeneration || watcher->future().resultCount() == 0)
            return; // a newer build, setTable() or clear() came since
        m_building = false;
        std::shared_ptr<Built> built = watcher->result();
        if (!built->error.isEmpty()) {
            m_pending.clear();
            m_status->setText(tr("Cannot read the ratings: %1").arg(built->error));
            Q_EMIT loadFailed(built->error);
            return;
        }
        for (const PendingRating &r : m_pending)
            built->session->setRating(r.dimension, r.annotator, r.system, r.itemKey, r.value);
        m_pending.clear();
        install(std::move(built));
    });
    watcher->setFuture(QtConcurrent::run(workPool(), std::move(work)));
}

void AlignmentDock::install(std::shared_ptr<Built> built)
{
    m_session = std::move(built->session);
    m_items = std::move(built->items);
    m_outputs = std::move(built->outputs);
    m_studyFile = built->studyFile;
    updateStatus();
    {
        const QSignalBlocker b1(m_dimensionBox), b2(m_metricBox);
        refillDimensions();
        refillMetrics();
        m_subsetControls->setChoices(&m_session->table());
    }
    showReport();
    // Once per session, never on the live path: a rating must not re-layout the table.
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(AlignmentModel::IntervalColumn,
                            std::max(m_table->columnWidth(AlignmentModel::IntervalColumn),
                                     m_table->fontMetrics().horizontalAdvance(QStringLiteral("[-0.000, -0.000]"))
                                         + 12));
    m_pairTable->resizeColumnsToContents();
    m_pairModel->setCurrentMetric(metric());
    const int row = m_model->rowOfMetric(metric());
    if (row >= 0) {
        const QSignalBlocker block(m_table->selectionModel());
        m_table->selectRow(row);
    }
    refreshDerived();
    Q_EMIT ready();
}

void AlignmentDock::refillDimensions()
{
    const QString keep = dimension();
    const QStringList dims = m_session ? m_session->table().dimensions() : QStringList();
    m_dimensionBox->clear();
    m_dimensionBox->addItems(dims);
    const int i = m_dimensionBox->findText(keep);
    m_dimensionBox->setCurrentIndex(i >= 0 ? i : 0);
}

void AlignmentDock::refillMetrics()
{
    const QString keep = metric();
    QStringList ids = m_session ? m_session->table().metrics() : QStringList();
    m_metricBox->clear();
    for (const QString &id : std::as_const(ids))
        m_metricBox->addItem(m_names.value(id, id), id);
    int i = m_metricBox->findData(keep);
    if (i < 0) // BPM when the study has it: the metric this tool is built around
        i = m_metricBox->findData(QStringLiteral("bpm"));
    if (i < 0 && m_session) { // otherwise the metric that agrees best with the people on the shown dimension
        std::optional<double> best;
        const auto &cells = m_session->report().metrics;
        for (auto it = cells.cbegin(); it != cells.cend(); ++it) {
            const std::optional<double> rho = it.value().value(dimension()).spearman;
            if (rho && (!best || *rho > *best)) {
                best = rho;
                i = m_metricBox->findData(it.key());
            }
        }
    }
    m_metricBox->setCurrentIndex(std::max(0, i));
}

void AlignmentDock::showReport()
{
    if (!m_session)
        return;
    m_model->setReport(m_session->report(), dimension());
    m_pairModel->setReport(m_session->report(), dimension());
}

void AlignmentDock::applyRating(const QString &dimension, const QString &annotator, const QString &system,
                                const QString &itemKey, std::optional<double> value)
{
    const double v = value ? *value : std::nan("");
    if (m_building)
        m_pending.push_back({dimension, annotator, system, itemKey, v});
    if (!m_session)
        return;
    if (extremes()) {
        // One rating can move a threshold and so the whole subset: the session takes the rating without recomputing,
        // and a rebuild on a worker (the latest wins) brings the tables up to date without blocking this thread.
        m_session->setRatingDeferred(dimension, annotator, system, itemKey, v);
        rebuild();
        return;
    }
    const int dimensions = m_dimensionBox->count();
    m_session->setRating(dimension, annotator, system, itemKey, v);
    if (m_session->table().dimensions().size() != dimensions) { // a first rating in a new dimension
        const QSignalBlocker block(m_dimensionBox);
        refillDimensions();
    }
    showReport(); // dataChanged only, unless the rows changed
    updateStatus(); // the rating count follows
    Q_EMIT reportUpdated();
    m_refreshTimer->start();
}

void AlignmentDock::updateStatus()
{
    if (!m_session)
        return;
    const RatingTable &t = m_session->table();
    QString status =
        tr("%1 ratings · %2 items · %3 systems").arg(t.ratingCount()).arg(t.items().size()).arg(t.systems().size());
    if (!options().subset.isEmpty())
        status += tr(" · subset %1: %n output(s)", nullptr, m_session->report().subset.nOutputs)
                      .arg(m_session->report().subset.name);
    m_status->setText(status);
}

void AlignmentDock::connectDocument(core::StudyDocument *document)
{
    connect(document, &core::StudyDocument::ratingChanged, this,
            [this](qint64 outputId, const QString &dimension, const QString &annotator, std::optional<double> value) {
                const auto it = m_outputs.constFind(outputId);
                if (it != m_outputs.cend())
                    applyRating(dimension, annotator, it->system, it->itemKey, value);
                else if (!m_studyFile.isEmpty()) // an output added since the study was read
                    loadStudy(m_studyFile);
            });
}

void AlignmentDock::refreshDerived()
{
    m_refreshTimer->stop();
    const QString dim = dimension(), met = metric();
    if (!m_session || dim.isEmpty() || met.isEmpty()) {
        m_scatter->clear();
        m_queue->clear();
        return;
    }
    // The subset's outputs only; implicitly shared: the copy costs next to nothing here.
    const RatingTable table = m_session->subsetTable();
    m_queue->setInput(table, m_items, dim, met, isLowerIsBetter(met));

    const quint64 generation = ++m_derivedGeneration;
    auto *watcher = new QFutureWatcher<QVector<ScatterPoint>>(this);
    connect(watcher, &QFutureWatcher<QVector<ScatterPoint>>::finished, this, [this, watcher, generation, dim, met] {
        watcher->deleteLater();
        if (generation != m_derivedGeneration || watcher->future().resultCount() == 0 || !m_session)
            return;
        const QString name = m_names.value(met, met);
        m_scatter->setData(watcher->result(), m_session->subsetTable().systems(), m_session->subsetTable().items(),
                           isLowerIsBetter(met) ? tr("%1 (lower is better)").arg(name) : name,
                           tr("people: %1").arg(dim));
        Q_EMIT derivedUpdated();
    });
    watcher->setFuture(QtConcurrent::run(workPool(), [table, dim, met] { return scatterPoints(table, dim, met); }));
    startIntervals();
}

void AlignmentDock::startIntervals()
{
    // One bootstrap at a time (it is the slow part): a request during a run is served when the run ends.
    if (m_resamples <= 0 || !m_session || m_intervalWatcher.isRunning())
        return;
    AlignmentOptions o = options();
    o.bootstrap = m_resamples; // every dimension: the same systems are left out as in the live session
    const RatingTable table = m_session->table(); // the whole table: computeAlignment applies o.subset
    const QString dim = dimension();
    m_intervalGeneration = m_derivedGeneration;
    m_intervalDimension = dim;
    m_intervalWatcher.setFuture(QtConcurrent::run(workPool(), [table, o, dim] {
        QMap<QString, AlignmentModel::Interval> intervals;
        const AlignmentReport report = computeAlignment(table, o);
        for (auto it = report.metrics.cbegin(); it != report.metrics.cend(); ++it)
            if (const auto ci = it.value().value(dim).ci95)
                intervals.insert(it.key(), *ci);
        return intervals;
    }));
}

void AlignmentDock::onIntervals()
{
    if (m_intervalWatcher.future().resultCount() == 0 || !m_session)
        return;
    if (m_intervalGeneration != m_derivedGeneration) { // ratings or the selection changed meanwhile
        startIntervals();
        return;
    }
    m_model->setIntervals(m_intervalDimension, m_intervalWatcher.result());
    Q_EMIT intervalsUpdated();
}

} // namespace editlens::ui
