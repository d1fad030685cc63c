#include "scoredialog.h"

#include "scorejob.h"

#include "bpm/bpmscore.h"
#include "detect/differencedetector.h"
#include "scoring/metricavailability.h"
#include "scoring/scorerun.h"
#include "scoring/scoringchain.h"
#include "study/differenceorigin.h"
#include "study/metricids.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

constexpr int idRole = Qt::UserRole + 1;

QString kindTitle(core::MetricKind kind)
{
    switch (kind) {
    case core::MetricKind::Pixel:
        return ScoreDialog::tr("Pixel metrics");
    case core::MetricKind::Learned:
        return ScoreDialog::tr("Learned metrics (TorchScript models)");
    case core::MetricKind::Detector:
        return ScoreDialog::tr("Detector");
    case core::MetricKind::Bpm:
        return ScoreDialog::tr("BPM and its components");
    case core::MetricKind::DiceClip:
        return ScoreDialog::tr("DICE + CLIP");
    }
    return {};
}

} // namespace

ScoreDialog::ScoreDialog(const core::MetricRegistry &metrics, const core::ModelRegistry *models,
                         const QString &modelDir, const QString &studyFile, QWidget *parent)
    : QDialog(parent)
    , m_metrics(metrics)
    , m_models(models ? *models : core::ModelRegistry())
    , m_modelDir(modelDir)
    , m_studyFile(studyFile)
    , m_job(new ScoreJob(this))
    , m_tree(new QTreeWidget(this))
    , m_force(new QCheckBox(tr("Recompute values already stored with the same version"), this))
    , m_bpmRules(new QComboBox(this))
    , m_chain(new QComboBox(this))
    , m_diceOrigin(new QComboBox(this))
    , m_progress(new QProgressBar(this))
    , m_state(new QLabel(this))
    , m_summary(new QPlainTextEdit(this))
    , m_run(new QPushButton(tr("&Score"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("ScoreDialog"));
    setWindowTitle(tr("Score Study"));
    m_tree->setObjectName(QStringLiteral("MetricTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Metric"), tr("Status")});
    m_tree->setRootIsDecorated(false);
    m_tree->header()->setStretchLastSection(true);
    m_force->setObjectName(QStringLiteral("ForceBox"));
    m_bpmRules->setObjectName(QStringLiteral("BpmRulesBox"));
    m_chain->setObjectName(QStringLiteral("ChainBox"));
    m_diceOrigin->setObjectName(QStringLiteral("DiceOriginBox"));
    m_summary->setObjectName(QStringLiteral("ScoreSummary"));
    m_run->setObjectName(QStringLiteral("ScoreButton"));
    m_cancel->setObjectName(QStringLiteral("CancelScoringButton"));

    m_bpmRules->addItem(tr("Paper (f_size and f_position for every instruction)"),
                        core::bpmRulesName(core::BpmRules::Paper));
    m_bpmRules->addItem(tr("Released code"), core::bpmRulesName(core::BpmRules::Released));
    m_chain->addItem(tr("Every turn against its own input"), core::chainModeName(core::ChainMode::Turn));
    m_chain->addItem(tr("Final turn of each chain (stored as <metric>_final)"),
                     core::chainModeName(core::ChainMode::Final));
    m_diceOrigin->setEditable(true);
    m_diceOrigin->addItem(core::truthOriginName());
    m_diceOrigin->addItem(core::originname::dice);
    m_diceOrigin->addItem(core::DifferenceDetector::origin());
    m_diceOrigin->setToolTip(tr("Whose differences CLIP-I background and CLIP-T region use: the study's ground truth "
                                "(truth), an annotator's name or a detector's"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_summary->setReadOnly(true);
    m_summary->setPlaceholderText(tr("The summary of the run appears here."));
    m_cancel->setEnabled(false);
    m_buttons->addButton(m_run, QDialogButtonBox::ActionRole);
    m_buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);

    auto *options = new QFormLayout;
    options->addRow(m_force);
    options->addRow(tr("BPM rules:"), m_bpmRules);
    options->addRow(tr("Multi-turn chains:"), m_chain);
    options->addRow(tr("DICE + CLIP origin:"), m_diceOrigin);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(m_modelDir.isEmpty()
                                     ? tr("No model folder is set (Settings → Model Folder…): learned metrics are "
                                          "unavailable.")
                                     : tr("Models from %1").arg(m_modelDir),
                                 this));
    layout->addWidget(m_tree, 1);
    layout->addLayout(options);
    layout->addWidget(m_progress);
    layout->addWidget(m_state);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);

    fillMetrics(models, modelDir);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this] { updateState(); });
    connect(m_run, &QPushButton::clicked, this, [this] { startScoring(); });
    connect(m_cancel, &QPushButton::clicked, this, &ScoreDialog::cancelScoring);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ScoreDialog::reject);
    connect(m_job, &ScoreJob::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_job, &ScoreJob::finished, this, &ScoreDialog::onFinished);
    resize(640, 620);
    updateState();
}

ScoreDialog::~ScoreDialog() = default;

ScoreDialog *ScoreDialog::showFor(const core::MetricRegistry &metrics, const core::ModelRegistry *models,
                                  const QString &modelDir, const QString &studyFile, QWidget *parent)
{
    if (auto *open = parent->findChild<ScoreDialog *>(QString(), Qt::FindDirectChildrenOnly)) {
        open->show();
        open->raise();
        open->activateWindow();
        return nullptr;
    }
    auto *dialog = new ScoreDialog(metrics, models, modelDir, studyFile, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void ScoreDialog::fillMetrics(const core::ModelRegistry *models, const QString &modelDir)
{
    if (models) {
        m_unavailable = core::unavailableMetrics(m_metrics, *models, modelDir);
    } else {
        for (const core::MetricInfo &m : m_metrics.metrics())
            if (m.kind != core::MetricKind::Pixel && m.kind != core::MetricKind::Detector)
                m_unavailable.insert(m.id, tr("the model manifest could not be read"));
    }
    // BPM without CLIP still stores its model-free components: a note, not a reason to refuse it.
    if (const QString why = m_unavailable.take(core::metricid::bpm); !why.isEmpty())
        m_notes.insert(core::metricid::bpm, tr("only the components S_preserve, S_size, S_position and S_region "
                                               "will be stored (%1)")
                                                .arg(why));
    const QSignalBlocker block(m_tree);
    QHash<int, QTreeWidgetItem *> groups;
    for (const core::MetricInfo &m : m_metrics.metrics()) {
        QTreeWidgetItem *&group = groups[int(m.kind)];
        if (!group) {
            group = new QTreeWidgetItem(m_tree, {kindTitle(m.kind)});
            group->setFlags(Qt::ItemIsEnabled);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
        }
        auto *item = new QTreeWidgetItem(group, {tr("%1 (%2)").arg(m.name, m.id)});
        item->setData(0, idRole, m.id);
        item->setToolTip(0, m.description);
        const QString reason = m_unavailable.value(m.id);
        if (reason.isEmpty()) {
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(0, m.kind == core::MetricKind::Pixel ? Qt::Checked : Qt::Unchecked);
            const QString note = m_notes.value(m.id);
            item->setText(1, note.isEmpty() ? tr("available") : note);
            item->setToolTip(1, note);
        } else {
            // Shown, never ticked: no number is made up for a metric whose model is missing.
            item->setFlags(Qt::ItemIsSelectable);
            item->setCheckState(0, Qt::Unchecked);
            item->setText(1, tr("unavailable: %1").arg(reason));
            item->setToolTip(1, reason);
        }
    }
    m_tree->expandAll();
    m_tree->resizeColumnToContents(0);
}

QTreeWidgetItem *ScoreDialog::itemOf(const QString &id) const
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->data(0, idRole).toString() == id)
                return group->child(i);
    }
    return nullptr;
}

QStringList ScoreDialog::metricIds() const
{
    QStringList out;
    for (const core::MetricInfo &m : m_metrics.metrics())
        if (itemOf(m.id))
            out << m.id;
    return out;
}

QString ScoreDialog::unavailableReason(const QString &id) const
{
    return m_unavailable.value(id);
}

QString ScoreDialog::statusText(const QString &id) const
{
    const QTreeWidgetItem *item = itemOf(id);
    return item ? item->text(1) : QString();
}

bool ScoreDialog::setMetricChecked(const QString &id, bool checked)
{
    QTreeWidgetItem *item = itemOf(id);
    if (!item || !(item->flags() & Qt::ItemIsUserCheckable) || isRunning())
        return false;
    item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    return true;
}

QStringList ScoreDialog::checkedMetrics() const
{
    QStringList out;
    for (const QString &id : metricIds())
        if (itemOf(id)->checkState(0) == Qt::Checked)
            out << id;
    return out;
}

void ScoreDialog::setForce(bool force)
{
    m_force->setChecked(force);
}

void ScoreDialog::setDiceOrigin(const QString &origin)
{
    m_diceOrigin->setCurrentText(origin);
}

core::Result<core::ScoreOptions> ScoreDialog::options() const
{
    core::ScoreOptions options;
    options.metrics = checkedMetrics();
    options.modelDir = m_modelDir;
    // One core stays with the window, so that it keeps painting while the pixel metrics run.
    options.jobs = std::max(1, QThread::idealThreadCount() - 1);
    options.force = m_force->isChecked();
    options.bpmRules = core::bpmRulesFromName(m_bpmRules->currentData().toString()).value_or(core::BpmRules::Paper);
    options.chain = core::chainModeFromName(m_chain->currentData().toString()).value_or(core::ChainMode::Turn);
    options.diceOrigin = m_diceOrigin->currentText();
    return core::validateScoreOptions(m_metrics, options);
}

bool ScoreDialog::startScoring()
{
    if (isRunning())
        return false;
    const core::Result<core::ScoreOptions> chosen = options();
    if (!chosen) {
        m_state->setText(tr("Cannot score: %1").arg(chosen.error().toString()));
        return false;
    }
    m_summary->clear();
    m_progress->setValue(0);
    m_job->start(m_studyFile, m_metrics, m_models, chosen.value());
    m_state->setText(tr("Scoring %n metric(s)…", nullptr, int(chosen.value().metrics.size())));
    updateState();
    return true;
}

void ScoreDialog::cancelScoring()
{
    if (!isRunning())
        return;
    m_job->cancel();
    m_state->setText(tr("Cancelling after the current chunk; what is stored stays consistent…"));
    updateState();
}

bool ScoreDialog::isRunning() const
{
    return m_job->isRunning();
}

QString ScoreDialog::summary() const
{
    return m_summary->toPlainText();
}

void ScoreDialog::reject()
{
    if (isRunning()) {
        // Closing while scoring stops the run; the dialog goes once the worker has let go of the study.
        m_closeWhenDone = true;
        cancelScoring();
        return;
    }
    QDialog::reject();
}

void ScoreDialog::onFinished(const ScoreOutcome &outcome)
{
    m_progress->setValue(outcome.ok && !outcome.report.cancelled ? 1000 : m_progress->value());
    QString statusLine;
    if (!outcome.ok) {
        m_state->setText(tr("Scoring failed."));
        m_summary->setPlainText(outcome.error);
        statusLine = tr("Scoring failed: %1").arg(outcome.error);
    } else {
        const core::ScoreReportText text = core::describeScoreReport(m_metrics, outcome.options, outcome.report);
        QStringList lines{text.totals};
        const auto section = [&lines](const QString &title, const QStringList &body) {
            if (body.isEmpty())
                return;
            lines << QString() << title;
            for (const QString &line : body)
                lines << QStringLiteral("  ") + line;
        };
        section(tr("Scored in this run:"), text.perMetric);
        section(tr("Unavailable:"), text.unavailable);
        section(tr("Outputs skipped:"), text.problems);
        m_summary->setPlainText(lines.join(QLatin1Char('\n')));
        m_state->setText(outcome.report.cancelled ? tr("Cancelled: whole chunks were stored; Score again resumes.")
                                                  : tr("Done."));
        statusLine = outcome.report.cancelled ? tr("Scoring cancelled: %1").arg(text.totals)
                                              : tr("Scoring finished: %1").arg(text.totals);
    }
    updateState();
    Q_EMIT studyScored(outcome.studyFile, statusLine);
    Q_EMIT runFinished(outcome.ok);
    if (m_closeWhenDone)
        QDialog::reject();
}

void ScoreDialog::updateState()
{
    const bool running = isRunning();
    m_tree->setEnabled(!running);
    for (QWidget *w : {static_cast<QWidget *>(m_force), static_cast<QWidget *>(m_bpmRules),
                       static_cast<QWidget *>(m_chain), static_cast<QWidget *>(m_diceOrigin)})
        w->setEnabled(!running);
    m_run->setEnabled(!running && !checkedMetrics().isEmpty());
    m_cancel->setEnabled(running && !m_job->isCancelling());
}

} // namespace editlens::ui
