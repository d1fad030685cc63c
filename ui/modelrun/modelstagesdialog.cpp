#include "modelstagesdialog.h"

#include "endpointsettings.h"
#include "guiutil/filedialogs.h"
#include "modelstagesjob.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace editlens::ui {

namespace ms = core::modelstages;

namespace {

/// "about 40 seconds", "about 12 minutes", "about 3.5 hours": an estimate, not a promise.
QString roughDuration(qint64 millis)
{
    const qint64 seconds = (millis + 999) / 1000;
    if (seconds < 90)
        return ModelStagesDialog::tr("about %n second(s)", nullptr, int(seconds));
    if (seconds < 90 * 60)
        return ModelStagesDialog::tr("about %n minute(s)", nullptr, int((seconds + 30) / 60));
    return ModelStagesDialog::tr("about %1 hours").arg(QLocale().toString(double(seconds) / 3600.0, 'f', 1));
}

QString count(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

ModelStagesDialog::ModelStagesDialog(const QString &studyFile, QSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_studyFile(studyFile)
    , m_settings(settings)
    , m_job(new ModelStagesJob(this))
    , m_planTimer(new QTimer(this))
    , m_name(new QComboBox(this))
    , m_url(new QLineEdit(this))
    , m_model(new QComboBox(this))
    , m_keySource(new QComboBox(this))
    , m_keyWhere(new QLineEdit(this))
    , m_keyBrowse(new QToolButton(this))
    , m_check(new QPushButton(tr("C&heck Endpoint"), this))
    , m_checkState(new QLabel(this))
    , m_pairwise(new QCheckBox(tr("Also ask pairwise verdicts for every pair of an item's outputs"), this))
    , m_prompts(new QLineEdit(this))
    , m_boxConvention(new QComboBox(this))
    , m_maxInFlight(new QSpinBox(this))
    , m_maxRequests(new QSpinBox(this))
    , m_planTable(new QTreeWidget(this))
    , m_planState(new QLabel(this))
    , m_estimate(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_state(new QLabel(this))
    , m_summary(new QPlainTextEdit(this))
    , m_run(new QPushButton(tr("&Run"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    setObjectName(QStringLiteral("ModelStagesDialog"));
    setWindowTitle(tr("Run Model Stages"));
    m_planTimer->setSingleShot(true);
    m_planTimer->setInterval(250); // typing a URL or a folder asks for one plan, not one per key
    m_planTable->setObjectName(QStringLiteral("PlanTable"));
    m_planTable->setColumnCount(4);
    m_planTable->setHeaderLabels({tr("Stage"), tr("To send"), tr("From the cache"), tr("Images")});
    m_planTable->setRootIsDecorated(false);
    m_planTable->setMinimumHeight(90);
    m_planTable->setMaximumHeight(150); // a row per stage: the room below is the summary's
    m_planTable->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_planState->setWordWrap(true);
    m_estimate->setObjectName(QStringLiteral("PlanEstimate"));
    m_estimate->setWordWrap(true);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_state->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("RunSummary"));
    m_summary->setReadOnly(true);
    m_summary->setMinimumHeight(110);
    m_summary->setPlaceholderText(tr("What each stage stored, could not parse or failed appears here."));
    m_run->setObjectName(QStringLiteral("RunButton"));
    m_cancel->setObjectName(QStringLiteral("CancelRunButton"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_run, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);

    auto *planBox = new QGroupBox(tr("Plan"), this);
    auto *planLayout = new QVBoxLayout(planBox);
    planLayout->addWidget(m_planTable);
    planLayout->addWidget(m_planState);
    planLayout->addWidget(m_estimate);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createEndpointBox());
    layout->addWidget(createStagesBox());
    layout->addWidget(planBox);
    layout->addWidget(m_progress);
    layout->addWidget(m_state);
    layout->addWidget(m_summary, 1);
    layout->addWidget(buttons);

    connect(m_planTimer, &QTimer::timeout, this, &ModelStagesDialog::refreshPlan);
    connect(m_job, &ModelStagesJob::planned, this, &ModelStagesDialog::showPlan);
    connect(m_job, &ModelStagesJob::endpointChecked, this, &ModelStagesDialog::showCheck);
    connect(m_job, &ModelStagesJob::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_job, &ModelStagesJob::finished, this, &ModelStagesDialog::onFinished);
    connect(m_check, &QPushButton::clicked, this, &ModelStagesDialog::checkEndpoint);
    connect(m_run, &QPushButton::clicked, this, [this] { startRun(); });
    connect(m_cancel, &QPushButton::clicked, this, &ModelStagesDialog::cancelRun);
    connect(buttons, &QDialogButtonBox::rejected, this, &ModelStagesDialog::reject);

    fillRemembered();
    resize(720, 820);
    optionsEdited();
}

ModelStagesDialog::~ModelStagesDialog() = default;

ModelStagesDialog *ModelStagesDialog::showFor(const QString &studyFile, QSettings &settings, QWidget *parent)
{
    if (auto *open = parent->findChild<ModelStagesDialog *>(QString(), Qt::FindDirectChildrenOnly)) {
        open->show();
        open->raise();
        open->activateWindow();
        return nullptr;
    }
    auto *dialog = new ModelStagesDialog(studyFile, settings, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void ModelStagesDialog::fillRemembered()
{
    const QVector<core::endpoint::EndpointConfig> remembered = endpointsettings::remembered(m_settings);
    for (const core::endpoint::EndpointConfig &c : remembered)
        m_name->addItem(c.name);
    if (!remembered.isEmpty())
        setEndpoint(remembered.first());
    else
        m_name->setEditText(QStringLiteral("local"));
}

void ModelStagesDialog::chooseRemembered(int index)
{
    const QVector<core::endpoint::EndpointConfig> remembered = endpointsettings::remembered(m_settings);
    const QString name = m_name->itemText(index);
    for (const core::endpoint::EndpointConfig &c : remembered)
        if (c.name == name) {
            setEndpoint(c);
            return;
        }
}

void ModelStagesDialog::setEndpoint(const core::endpoint::EndpointConfig &config)
{
    m_base = config;
    m_name->setEditText(config.name);
    m_url->setText(config.baseUrl.toString());
    m_model->setEditText(config.model);
    const int source = !config.keyEnv.isEmpty() ? KeyFromEnvironment : !config.keyFile.isEmpty() ? KeyFromFile : NoKey;
    m_keySource->setCurrentIndex(m_keySource->findData(source));
    m_keyWhere->setText(source == KeyFromEnvironment ? config.keyEnv : config.keyFile);
    m_maxInFlight->setValue(config.maxInFlight);
    optionsEdited();
}

core::endpoint::EndpointConfig ModelStagesDialog::endpoint() const
{
    core::endpoint::EndpointConfig c = m_base;
    c.name = m_name->currentText().trimmed();
    c.baseUrl = QUrl(m_url->text().trimmed());
    c.model = m_model->currentText().trimmed();
    const int source = m_keySource->currentData().toInt();
    c.keyEnv = source == KeyFromEnvironment ? m_keyWhere->text().trimmed() : QString();
    c.keyFile = source == KeyFromFile ? m_keyWhere->text().trimmed() : QString();
    c.maxInFlight = m_maxInFlight->value();
    return c;
}

void ModelStagesDialog::setStages(const QStringList &stages)
{
    for (auto it = m_stageBoxes.cbegin(); it != m_stageBoxes.cend(); ++it)
        it.value()->setChecked(stages.contains(it.key()));
}

QStringList ModelStagesDialog::stages() const
{
    QStringList out;
    for (const QString &stage : ms::stageNames()) // while the form is built, some boxes are not there yet
        if (const QCheckBox *box = m_stageBoxes.value(stage); box && box->isChecked())
            out << stage;
    return out;
}

void ModelStagesDialog::setPairwise(bool pairwise)
{
    m_pairwise->setChecked(pairwise);
}

void ModelStagesDialog::setPromptsDirectory(const QString &directory)
{
    m_prompts->setText(directory);
    optionsEdited();
}

void ModelStagesDialog::setBoxConvention(ms::BoxConvention convention)
{
    m_boxConvention->setCurrentIndex(m_boxConvention->findData(ms::boxConventionName(convention)));
}

void ModelStagesDialog::setMaxInFlight(int maxInFlight)
{
    m_maxInFlight->setValue(maxInFlight);
}

void ModelStagesDialog::setMaxRequests(qint64 maxRequests)
{
    m_maxRequests->setValue(maxRequests < 0 ? 0 : int(std::min<qint64>(maxRequests, m_maxRequests->maximum())));
}

core::Result<ms::StageOptions> ModelStagesDialog::options() const
{
    ms::StageOptions o;
    o.stages = stages();
    if (o.stages.isEmpty())
        return core::Error(tr("Choose at least one stage"));
    o.endpoint = endpoint();
    if (const core::Status valid = o.endpoint.validate(); !valid)
        return valid.error();
    if (m_keySource->currentData().toInt() != NoKey && m_keyWhere->text().trimmed().isEmpty())
        return core::Error(m_keySource->currentData().toInt() == KeyFromEnvironment
                               ? tr("Name the environment variable that holds the key")
                               : tr("Choose the file that holds the key"));
    o.promptsDirectory = m_prompts->text().trimmed();
    o.boxConvention =
        ms::boxConventionFromName(m_boxConvention->currentData().toString()).value_or(ms::BoxConvention::Thousandths);
    o.maxRequests = m_maxRequests->value() > 0 ? m_maxRequests->value() : -1;
    o.pairwise = m_pairwise->isChecked();
    return o;
}

void ModelStagesDialog::optionsEdited()
{
    // The plan on screen belongs to the fields it was counted for: gone until the new one arrives.
    m_plan.reset();
    m_planTable->clear();
    m_estimate->clear();
    m_planState->setText(tr("Counting the requests…"));
    m_planTimer->start();
    updateState();
}

void ModelStagesDialog::refreshPlan()
{
    m_planTimer->stop();
    if (isRunning())
        return;
    // The plan needs no key and no reachable endpoint, only the fields that decide what is sent.
    ms::StageOptions o;
    o.stages = stages();
    o.endpoint = endpoint();
    o.promptsDirectory = m_prompts->text().trimmed();
    o.boxConvention =
        ms::boxConventionFromName(m_boxConvention->currentData().toString()).value_or(ms::BoxConvention::Thousandths);
    o.pairwise = m_pairwise->isChecked();
    if (o.stages.isEmpty()) {
        showPlan({}, tr("Choose at least one stage"));
        return;
    }
    m_job->plan(m_studyFile, o);
}

void ModelStagesDialog::showPlan(const ms::StagePlan &plan, const QString &error)
{
    m_planTable->clear();
    if (!error.isEmpty()) {
        m_plan.reset();
        m_planState->setText(tr("No plan: %1").arg(error));
        m_estimate->clear();
        updateState();
        Q_EMIT planShown(false);
        return;
    }
    m_plan = plan;
    qint64 requests = 0;
    qint64 cached = 0;
    for (const ms::StagePlanRow &row : m_plan->rows) {
        auto *item =
            new QTreeWidgetItem(m_planTable, {row.stage, count(row.requests), count(row.cached), count(row.images)});
        for (int c = 1; c < 4; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        requests += row.requests;
        cached += row.cached;
    }
    m_planState->setText(tr("%n request(s) to send; ", nullptr, int(requests))
                         + tr("%n answer(s) from the study's cache.", nullptr, int(cached)));
    updateEstimate();
    updateState();
    Q_EMIT planShown(true);
}

qint64 ModelStagesDialog::latencyForEstimate(bool *measured) const
{
    const core::endpoint::EndpointConfig c = endpoint();
    const std::optional<qint64> last = endpointsettings::measuredLatencyMs(m_settings, c.name, c.model);
    *measured = last.has_value();
    return last.value_or(assumedLatencyMs);
}

void ModelStagesDialog::updateEstimate()
{
    if (!m_plan) {
        m_estimate->clear();
        return;
    }
    const qint64 requests = m_plan->totalRequests();
    if (requests == 0) {
        m_estimate->setText(tr("Nothing to send: every answer is in the cache."));
        return;
    }
    bool measured = false;
    const qint64 latency = latencyForEstimate(&measured);
    const int inFlight = m_maxInFlight->value();
    const qint64 total = (requests + inFlight - 1) / inFlight * latency;
    const QString perRequest = QLocale().toString(double(latency) / 1000.0, 'f', 1);
    m_estimate->setText(measured ? tr("Time: %1 at %2 in flight (%3 s per request, as last measured on this "
                                      "endpoint and model).")
                                       .arg(roughDuration(total))
                                       .arg(inFlight)
                                       .arg(perRequest)
                                 : tr("Time: %1 at %2 in flight, assuming %3 s per request (not yet measured on "
                                      "this endpoint and model).")
                                       .arg(roughDuration(total))
                                       .arg(inFlight)
                                       .arg(perRequest));
}

QString ModelStagesDialog::estimateText() const
{
    return m_estimate->text();
}

void ModelStagesDialog::checkEndpoint()
{
    const core::endpoint::EndpointConfig c = endpoint();
    if (!c.baseUrl.isValid() || c.baseUrl.host().isEmpty()) {
        showCheck({}, tr("“%1” is no URL with a host").arg(m_url->text()));
        return;
    }
    m_checkState->setText(tr("Asking %1 for its models…").arg(c.baseUrl.toString()));
    m_check->setEnabled(false);
    m_job->checkEndpoint(c);
}

void ModelStagesDialog::showCheck(const QStringList &models, const QString &error)
{
    m_check->setEnabled(true);
    if (!error.isEmpty()) {
        m_checkState->setText(tr("Not reachable: %1").arg(error));
        Q_EMIT endpointChecked(false);
        return;
    }
    m_listedModels = models;
    const QString chosen = m_model->currentText();
    {
        const QSignalBlocker block(m_model);
        m_model->clear();
        m_model->addItems(m_listedModels);
        m_model->setEditText(chosen.isEmpty() && !m_listedModels.isEmpty() ? m_listedModels.first() : chosen);
    }
    const QString model = m_model->currentText();
    m_checkState->setText(
        m_listedModels.contains(model)
            ? tr("Reachable; serves %n model(s), %1 among them.", nullptr, int(m_listedModels.size())).arg(model)
            : tr("Reachable; serves %n model(s), but not “%1”.", nullptr, int(m_listedModels.size())).arg(model));
    endpointsettings::remember(m_settings, endpoint());
    optionsEdited();
    Q_EMIT endpointChecked(true);
}

QString ModelStagesDialog::checkText() const
{
    return m_checkState->text();
}

bool ModelStagesDialog::startRun()
{
    if (isRunning())
        return false;
    const core::Result<ms::StageOptions> chosen = options();
    if (!chosen) {
        m_state->setText(tr("Cannot run: %1").arg(chosen.error().toString()));
        return false;
    }
    // Fails early, naming the variable or file, when the key cannot be read; the key itself is not kept here.
    if (const core::Result<QString> key = chosen.value().endpoint.resolveKey(); !key) {
        m_state->setText(tr("Cannot run: %1").arg(key.error().toString()));
        return false;
    }
    if (m_plan && chosen.value().maxRequests >= 0 && m_plan->totalRequests() > chosen.value().maxRequests) {
        m_state->setText(tr("Cannot run: the plan needs %1 requests, more than the %2 allowed.")
                             .arg(count(m_plan->totalRequests()), count(chosen.value().maxRequests)));
        return false;
    }
    endpointsettings::remember(m_settings, chosen.value().endpoint);
    m_planTimer->stop();
    m_summary->clear();
    m_progress->setValue(0);
    m_job->start(m_studyFile, chosen.value());
    m_state->setText(tr("Asking %1 (%2)…").arg(chosen.value().endpoint.name, chosen.value().endpoint.model));
    updateState();
    return true;
}

void ModelStagesDialog::cancelRun()
{
    if (!isRunning())
        return;
    m_job->cancel();
    m_state->setText(tr("Cancelling; every answer received stays stored…"));
    updateState();
}

bool ModelStagesDialog::isRunning() const
{
    return m_job->isRunning();
}

QString ModelStagesDialog::stateText() const
{
    return m_state->text();
}

QString ModelStagesDialog::summary() const
{
    return m_summary->toPlainText();
}

void ModelStagesDialog::reject()
{
    if (isRunning()) {
        m_closeWhenDone = true;
        cancelRun();
        return;
    }
    QDialog::reject();
}

void ModelStagesDialog::onFinished(const ModelStagesOutcome &outcome)
{
    QString statusLine;
    if (!outcome.ok) {
        m_state->setText(tr("The run failed."));
        m_summary->setPlainText(outcome.error);
        statusLine = tr("Model stages failed: %1").arg(outcome.error);
    } else {
        QStringList lines;
        qint64 stored = 0;
        qint64 unparseable = 0;
        qint64 failed = 0;
        for (const ms::StageRunRow &row : outcome.summary.rows) {
            lines << tr("%1: %2 asked, %3 from the cache; %4 stored, %5 unparseable, %6 failed; tokens %7 in, %8 out")
                         .arg(row.stage, count(row.asked), count(row.fromCache), count(row.stored),
                              count(row.unparseable), count(row.failed), count(row.promptTokens),
                              count(row.completionTokens));
            stored += row.stored;
            unparseable += row.unparseable;
            failed += row.failed;
        }
        if (unparseable > 0)
            lines << QString()
                  << tr("Unparseable answers are kept with their raw text: View → Model Answers shows them.");
        if (outcome.summary.stopped)
            lines << QString() << tr("Stopped: %1").arg(outcome.summary.stopReason);
        m_summary->setPlainText(lines.join(QLatin1Char('\n')));
        m_progress->setValue(outcome.summary.stopped ? m_progress->value() : 1000);
        statusLine = tr("Model stages: %1 stored, %2 unparseable, %3 failed.")
                         .arg(count(stored), count(unparseable), count(failed));
        m_state->setText(outcome.summary.stopped ? tr("Stopped; Run again resumes from the cache.") : tr("Done."));
        if (outcome.meanLatencyMs)
            endpointsettings::setMeasuredLatencyMs(m_settings, outcome.options.endpoint.name,
                                                   outcome.options.endpoint.model, *outcome.meanLatencyMs);
    }
    updateState();
    Q_EMIT studyChanged(outcome.studyFile, statusLine);
    Q_EMIT runFinished(outcome.ok);
    if (m_closeWhenDone) {
        QDialog::reject();
        return;
    }
    refreshPlan(); // what is cached now
}

void ModelStagesDialog::updateState()
{
    const bool running = isRunning();
    for (QWidget *w : findChildren<QGroupBox *>())
        w->setEnabled(!running);
    const bool overLimit =
        m_plan && m_maxRequests->value() > 0 && m_plan->totalRequests() > qint64(m_maxRequests->value());
    m_run->setEnabled(!running && m_plan.has_value() && !overLimit && options().ok());
    m_run->setToolTip(overLimit ? tr("The plan needs more requests than the limit allows") : QString());
    m_cancel->setEnabled(running && !m_job->isCancelling());
    // Only the stages that read boxes from an answer care how the model writes them.
    const QStringList chosen = stages();
    m_boxConvention->setEnabled(
        !running && (chosen.contains(QStringLiteral("dice")) || chosen.contains(QStringLiteral("ground"))));
}

} // namespace editlens::ui
