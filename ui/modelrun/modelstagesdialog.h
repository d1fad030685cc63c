#pragma once

#include "endpoint/endpointconfig.h"
#include "modelstages/stagerunner.h"
#include "util/error.h"

#include <QDialog>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSettings;
class QSpinBox;
class QTimer;
class QToolButton;
class QTreeWidget;

namespace editlens::ui {

class ModelStagesJob;
struct ModelStagesOutcome;

/// Study → Run Model Stages…: the endpoint (name, base URL, model, and where its key comes from: an environment
/// variable or a key file, never the key itself), "Check endpoint" (the models it serves), the stages (BPM's parse,
/// DICE's two stages, the judges), the prompts folder, the box convention and the limits. Before a run it shows the
/// plan (core::modelstages::planStages: requests to send, answers in the cache, images per stage) and a rough time
/// from the requests in flight and the latency last measured on the endpoint (or an assumed one, said so). Run goes
/// through a ModelStagesJob with a progress bar and Cancel; the dialog is not modal. At the end it shows what each
/// stage stored, what could not be parsed, what failed and the tokens used, and studyChanged() tells the window to
/// reload. Endpoints are remembered in `settings` without keys (endpointsettings). GUI thread only; `settings`
/// outlives the dialog.
class ModelStagesDialog : public QDialog
{
    Q_OBJECT

public:
    /// The latency assumed for the estimate until one was measured on the endpoint, in milliseconds.
    static constexpr qint64 assumedLatencyMs = 3000;

    ModelStagesDialog(const QString &studyFile, QSettings &settings, QWidget *parent = nullptr);
    ~ModelStagesDialog() override;

    /// Shows a dialog for `studyFile` (deleted on close), or raises the one `parent` already shows and returns
    /// nullptr, so that the caller connects each dialog once.
    static ModelStagesDialog *showFor(const QString &studyFile, QSettings &settings, QWidget *parent);

    /// Fills the endpoint fields from `config` (its limits and parameters are kept for the run).
    void setEndpoint(const core::endpoint::EndpointConfig &config);
    /// The endpoint as the fields say (no key: only where it comes from).
    core::endpoint::EndpointConfig endpoint() const;
    void setStages(const QStringList &stages);
    QStringList stages() const;
    void setPairwise(bool pairwise);
    void setPromptsDirectory(const QString &directory);
    void setBoxConvention(core::modelstages::BoxConvention convention);
    void setMaxInFlight(int maxInFlight);
    /// -1: no limit.
    void setMaxRequests(qint64 maxRequests);

    /// The options the fields make; an error names the field that is missing or wrong.
    core::Result<core::modelstages::StageOptions> options() const;

    /// Counts the plan for the current fields now (it is also recounted shortly after each change).
    void refreshPlan();
    /// The plan on screen, when it matches the fields.
    const std::optional<core::modelstages::StagePlan> &plan() const { return m_plan; }
    QTreeWidget *planTable() const { return m_planTable; }
    /// The time estimate under the plan.
    QString estimateText() const;

    /// Lists the endpoint's models (off the GUI thread); endpointChecked() follows.
    void checkEndpoint();
    QString checkText() const;
    /// The model ids the last check listed.
    QStringList listedModels() const { return m_listedModels; }

    /// Starts the run (the Run button); false with the reason shown when the fields are not valid or a run is on.
    bool startRun();
    /// Asks the run to stop after the requests in flight (the Cancel button).
    void cancelRun();
    bool isRunning() const;
    QString stateText() const;
    /// The last run's summary (empty before one finished).
    QString summary() const;
    QProgressBar *progressBar() const { return m_progress; }
    /// Close / Escape: while a run is on, cancels it and closes once the worker has let go of the study.
    void reject() override;

Q_SIGNALS:
    /// A plan (ok) or the reason there is none is on screen.
    void planShown(bool ok);
    void endpointChecked(bool ok);
    /// A run on `studyFile` ended and may have stored something: the window reloads. `message` is one status line.
    void studyChanged(const QString &studyFile, const QString &message);
    void runFinished(bool ok);

private:
    enum KeySource { NoKey, KeyFromEnvironment, KeyFromFile };

    QWidget *createEndpointBox();
    QWidget *createStagesBox();
    void fillRemembered();
    void chooseRemembered(int index);
    void optionsEdited();
    void showPlan(const core::modelstages::StagePlan &plan, const QString &error);
    void showCheck(const QStringList &models, const QString &error);
    void onFinished(const ModelStagesOutcome &outcome);
    void updateState();
    void updateEstimate();
    qint64 latencyForEstimate(bool *measured) const;

    QString m_studyFile;
    QSettings &m_settings;
    core::endpoint::EndpointConfig m_base; ///< parameters the fields do not show (timeouts, retries, seed, …)
    std::optional<core::modelstages::StagePlan> m_plan;
    QStringList m_listedModels;
    bool m_closeWhenDone = false;

    ModelStagesJob *m_job;
    QTimer *m_planTimer;
    QComboBox *m_name;
    QLineEdit *m_url;
    QComboBox *m_model;
    QComboBox *m_keySource;
    QLineEdit *m_keyWhere;
    QToolButton *m_keyBrowse;
    QPushButton *m_check;
    QLabel *m_checkState;
    QHash<QString, QCheckBox *> m_stageBoxes;
    QCheckBox *m_pairwise;
    QLineEdit *m_prompts;
    QComboBox *m_boxConvention;
    QSpinBox *m_maxInFlight;
    QSpinBox *m_maxRequests;
    QTreeWidget *m_planTable;
    QLabel *m_planState;
    QLabel *m_estimate;
    QProgressBar *m_progress;
    QLabel *m_state;
    QPlainTextEdit *m_summary;
    QPushButton *m_run;
    QPushButton *m_cancel;
};

} // namespace editlens::ui
