#include "alignmentdock.h"

#include "alignmentview/disagreementview.h"
#include "alignmentview/scatterview.h"
#include "alignmentview/subsetcontrols.h"
#include "itemmodels/alignmentmodel.h"
#include "itemmodels/scoresmodel.h"
#include "itemmodels/systempairmodel.h"
#include "scoring/metricregistry.h"
#include "settings/settingkeys.h"
#include "study/metricids.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace editlens::ui {

using namespace core::alignment;

namespace {

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
    , m_controller(new AlignmentSessionController(this))
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
{
    setObjectName(QStringLiteral("AlignmentDock"));
    m_names = m_metrics.storedNames();
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

    m_controller->setOptions(options());
    connectController();
    connect(m_dimensionBox, &QComboBox::currentIndexChanged, this, [this] {
        showReport();
        refreshDerived();
    });
    connect(m_protocolBox, &QComboBox::currentIndexChanged, this, [this] { m_controller->setOptions(options()); });
    connect(m_subsetControls, &SubsetControls::changed, this, [this] {
        saveExcludedSystems();
        m_controller->setOptions(options());
    });
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
    connect(m_scatter, &ScatterView::itemActivated, this, &AlignmentDock::itemActivated);
    connect(m_scatter, &ScatterView::itemsBrushed, this, &AlignmentDock::itemsBrushed);
    connect(m_queue, &DisagreementView::itemActivated, this, &AlignmentDock::itemActivated);
    connect(m_queue, &DisagreementView::pairActivated, this, &AlignmentDock::pairActivated);
    m_status->setObjectName(QStringLiteral("AlignmentStatus"));
    m_status->setText(tr("Open a study to see how well the metrics agree with the people."));
}

AlignmentDock::~AlignmentDock() = default;

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
    m_controller->setIntervalResamples(resamples);
}

QStringList AlignmentDock::excludedSystems() const
{
    return m_subsetControls->excludedSystems();
}

void AlignmentDock::setExcludedSystems(const QStringList &systems)
{
    m_subsetControls->setExcludedSystems(systems);
}

void AlignmentDock::setSettings(QSettings *settings)
{
    m_settings = settings;
}

void AlignmentDock::saveExcludedSystems()
{
    if (!m_settings || m_studyFile.isEmpty())
        return;
    QVariantMap byStudy = setting::excludedSystemsOfStudy.read(*m_settings);
    const QStringList excluded = m_subsetControls->excludedSystems();
    if (excluded.isEmpty())
        byStudy.remove(m_studyFile);
    else
        byStudy.insert(m_studyFile, excluded);
    setting::excludedSystemsOfStudy.write(*m_settings, byStudy);
}

bool AlignmentDock::isLowerIsBetter(const QString &metric) const
{
    return m_lowerIsBetter.contains(metric);
}

void AlignmentDock::loadStudy(const QString &studyFile)
{
    if (studyFile != m_controller->studyFile()) {
        // Another study: its own choice of systems, in force before its session is built (one build, not two).
        m_controller->clear();
        m_studyFile = studyFile;
        const QStringList kept = m_settings
                                     ? setting::excludedSystemsOfStudy.read(*m_settings).value(studyFile).toStringList()
                                     : QStringList();
        {
            const QSignalBlocker block(m_subsetControls);
            m_subsetControls->setExcludedSystems(kept);
        }
        m_controller->setOptions(options());
    }
    m_controller->loadStudy(studyFile);
}

void AlignmentDock::setTable(RatingTable table, QHash<QString, ItemInfo> items, QHash<qint64, OutputKey> outputs)
{
    m_controller->setTable(std::move(table), std::move(items), std::move(outputs));
}

void AlignmentDock::clear()
{
    m_controller->clear();
}

void AlignmentDock::connectDocument(core::StudyDocument *document)
{
    m_controller->connectDocument(document);
}

void AlignmentDock::connectController()
{
    connect(m_controller, &AlignmentSessionController::buildStarted, this,
            [this](AlignmentSessionController::Build build) {
                m_status->setText(build == AlignmentSessionController::Build::ReadStudy ? tr("Reading the ratings…")
                                                                                        : tr("Computing…"));
            });
    connect(m_controller, &AlignmentSessionController::loadFailed, this, [this](const QString &message) {
        m_status->setText(tr("Cannot read the ratings: %1").arg(message));
        Q_EMIT loadFailed(message);
    });
    connect(m_controller, &AlignmentSessionController::installed, this, &AlignmentDock::install);
    connect(m_controller, &AlignmentSessionController::cleared, this, &AlignmentDock::resetViews);
    connect(m_controller, &AlignmentSessionController::ratingApplied, this, [this] {
        if (m_controller->session()->table().dimensions().size() != m_dimensionBox->count()) {
            // a first rating in a new dimension
            const QSignalBlocker block(m_dimensionBox);
            refillDimensions();
        }
        showReport();   // dataChanged only, unless the rows changed
        updateStatus(); // the rating count follows
        Q_EMIT reportUpdated();
    });
    connect(m_controller, &AlignmentSessionController::derivedCleared, this, [this] {
        m_scatter->clear();
        m_queue->clear();
    });
    connect(m_controller, &AlignmentSessionController::derivedStarted, this,
            [this](const RatingTable &table, const QString &dim, const QString &met) {
                m_queue->setInput(table, m_controller->items(), dim, met, isLowerIsBetter(met));
            });
    connect(m_controller, &AlignmentSessionController::scatterReady, this,
            [this](const QVector<ScatterPoint> &points, const QString &dim, const QString &met) {
                const RatingTable &table = m_controller->session()->subsetTable();
                const QString name = m_names.value(met, met);
                m_scatter->setData(points, table.systems(), table.items(),
                                   isLowerIsBetter(met) ? tr("%1 (lower is better)").arg(name) : name,
                                   tr("people: %1").arg(dim));
                Q_EMIT derivedUpdated();
            });
    connect(m_controller, &AlignmentSessionController::intervalsReady, this,
            [this](const QString &dim, const AlignmentSessionController::Intervals &intervals) {
                m_model->setIntervals(dim, intervals);
                Q_EMIT intervalsUpdated();
            });
}

void AlignmentDock::resetViews()
{
    refillDimensions();
    refillMetrics();
    m_subsetControls->setChoices(nullptr);
    m_model->setReport({}, {});
    m_pairModel->setReport({}, {});
    m_scatter->clear();
    m_queue->clear();
}

void AlignmentDock::install()
{
    {
        const QSignalBlocker b1(m_dimensionBox), b2(m_metricBox);
        refillDimensions();
        refillMetrics();
        m_subsetControls->setChoices(&session()->table());
    }
    updateStatus(); // after the choices: the status names the systems the table has
    if (m_subsetControls->subset().excludedSystems != m_controller->options().subset.excludedSystems) {
        // A kept choice named a system the study no longer has: computed again without it.
        m_controller->setOptions(options());
        return;
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
    m_controller->setSelection(dimension(), metric()); // the controller refreshes the slower views next
    Q_EMIT ready();
}

void AlignmentDock::refillDimensions()
{
    const QString keep = dimension();
    const QStringList dims = session() ? session()->table().dimensions() : QStringList();
    m_dimensionBox->clear();
    m_dimensionBox->addItems(dims);
    const int i = m_dimensionBox->findText(keep);
    m_dimensionBox->setCurrentIndex(i >= 0 ? i : 0);
}

void AlignmentDock::refillMetrics()
{
    const QString keep = metric();
    QStringList ids = session() ? session()->table().metrics() : QStringList();
    m_metricBox->clear();
    for (const QString &id : std::as_const(ids))
        m_metricBox->addItem(m_names.value(id, id), id);
    int i = m_metricBox->findData(keep);
    if (i < 0) // BPM when the study has it: the metric this tool is built around
        i = m_metricBox->findData(QString(core::metricid::bpm));
    if (i < 0 && session()) { // otherwise the metric that agrees best with the people on the shown dimension
        std::optional<double> best;
        const auto &cells = session()->report().metrics;
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
    if (!session())
        return;
    m_model->setReport(session()->report(), dimension());
    m_pairModel->setReport(session()->report(), dimension());
}

void AlignmentDock::applyRating(const QString &dimension, const QString &annotator, const QString &system,
                                const QString &itemKey, std::optional<double> value)
{
    m_controller->applyRating(dimension, annotator, system, itemKey, value);
}

void AlignmentDock::updateStatus()
{
    if (!session())
        return;
    const RatingTable &t = session()->table();
    QString status = tr("%1 ratings · %2 items · %3")
                         .arg(t.ratingCount())
                         .arg(t.items().size())
                         .arg(m_subsetControls->systemsText());
    if (!options().subset.isEmpty())
        status += tr(" · subset %1: %n output(s)", nullptr, session()->report().subset.nOutputs)
                      .arg(session()->report().subset.name);
    m_status->setText(status);
}

void AlignmentDock::refreshDerived()
{
    m_controller->setSelection(dimension(), metric());
    m_controller->refreshDerived();
}

} // namespace editlens::ui
