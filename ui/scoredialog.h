#pragma once

#include "inference/modelregistry.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "util/error.h"

#include <QDialog>
#include <QHash>
#include <QString>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace editlens::core {
class ModelRegistry;
}

namespace editlens::ui {

class ScoreJob;
struct ScoreOutcome;

/// Study → Score…: the metrics of the registry with check boxes, grouped by kind (pixel, learned, detector, BPM,
/// DICE + CLIP), each learned metric with the state of its model file (a metric that cannot run says why and cannot
/// be ticked: core::unavailableMetrics, the rule the Scores dock uses), and the options of `editlens-cli score` a
/// user needs (recompute stored values, BPM's rules, the chain mode, the DICE + CLIP origin). Score runs
/// core::scoreStudy() through a ScoreJob — the same options check and report wording as the CLI (core/scoring/
/// scorerun) — with a progress bar and Cancel; the dialog is not modal, so the window goes on working. The summary
/// (outputs scored per metric, what was unavailable and why) is shown in the dialog, and studyScored() tells the
/// window to reload. GUI thread only.
class ScoreDialog : public QDialog
{
    Q_OBJECT

public:
    /// `models`: the model manifest (nullptr when it could not be read: every metric that needs a model is
    /// unavailable); `modelDir`: the folder with the TorchScript files (may be empty).
    ScoreDialog(const core::MetricRegistry &metrics, const core::ModelRegistry *models, const QString &modelDir,
                const QString &studyFile, QWidget *parent = nullptr);
    ~ScoreDialog() override;

    /// Shows a dialog for `studyFile` (deleted on close), or raises the one `parent` already shows and returns
    /// nullptr, so that the caller connects each dialog once.
    static ScoreDialog *showFor(const core::MetricRegistry &metrics, const core::ModelRegistry *models,
                                const QString &modelDir, const QString &studyFile, QWidget *parent);

    /// Every metric listed, in registry order.
    QStringList metricIds() const;
    /// Why `id` cannot run here; empty when it can (BPM can run without CLIP: its components are stored).
    QString unavailableReason(const QString &id) const;
    /// What the list says about `id` besides its name: the reason, or a note (BPM without CLIP).
    QString statusText(const QString &id) const;
    /// Ticks or unticks a metric; false (nothing changes) for an unknown or unavailable one.
    bool setMetricChecked(const QString &id, bool checked);
    QStringList checkedMetrics() const;
    void setForce(bool force);
    void setDiceOrigin(const QString &origin);

    /// The options the ticked metrics and fields make, checked by core::validateScoreOptions().
    core::Result<core::ScoreOptions> options() const;
    /// Starts scoring (the Score button); false with the reason shown when the options are not valid or a run is on.
    bool startScoring();
    /// Asks the run to stop after the chunk it is writing (the Cancel button).
    void cancelScoring();
    bool isRunning() const;
    /// The last run's summary (empty before one finished).
    QString summary() const;
    QProgressBar *progressBar() const { return m_progress; }
    /// Close / Escape: while a run is on, cancels it and closes once the worker has let go of the study.
    void reject() override;

Q_SIGNALS:
    /// A run on `studyFile` ended (finished or cancelled) and may have stored something: the window reloads.
    /// `message` is one line for the status bar.
    void studyScored(const QString &studyFile, const QString &message);
    /// A run ended; `ok` false when it failed (the summary says why).
    void runFinished(bool ok);

private:
    void fillMetrics(const core::ModelRegistry *models, const QString &modelDir);
    void onFinished(const ScoreOutcome &outcome);
    void updateState();
    QTreeWidgetItem *itemOf(const QString &id) const;

    core::MetricRegistry m_metrics;
    core::ModelRegistry m_models; ///< the manifest given, or none (then no learned metric is offered)
    QString m_modelDir;
    QString m_studyFile;
    QHash<QString, QString> m_unavailable;
    QHash<QString, QString> m_notes;
    bool m_closeWhenDone = false;

    ScoreJob *m_job;
    QTreeWidget *m_tree;
    QCheckBox *m_force;
    QComboBox *m_bpmRules;
    QComboBox *m_chain;
    QComboBox *m_diceOrigin;
    QProgressBar *m_progress;
    QLabel *m_state;
    QPlainTextEdit *m_summary;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QDialogButtonBox *m_buttons;
};

} // namespace editlens::ui
