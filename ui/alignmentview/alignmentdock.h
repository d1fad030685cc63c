#pragma once

#include "alignmentview/alignmentsessioncontroller.h"

#include <QDockWidget>
#include <QHash>

#include <optional>

class QComboBox;
class QLabel;
class QSettings;
class QTableView;

namespace editlens::core {
class MetricRegistry;
class StudyDocument;
} // namespace editlens::core

namespace editlens::ui {

class AlignmentModel;
class DisagreementView;
class ScatterView;
class SubsetControls;
class SystemPairModel;

/// The live Alignment dock: for the chosen dimension, protocol and subset, every metric and judge against the
/// humans with the human ceiling (AlignmentModel), BPM's per-system-pair table (SystemPairModel), the metric-vs-human
/// scatter plot of the chosen metric (ScatterView) and its disagreement queue (DisagreementView).
///
/// The session lives in an AlignmentSessionController (built on a worker thread when a study is loaded or the
/// protocol or the subset changes: one condition, an edit type, a tag or a system; and the extremes share); the dock
/// holds the widgets that choose and show it. A rating updates the session on the GUI thread, then the two table
/// models with one dataChanged(), then reportUpdated(); nothing is reset or laid out again, so the dock is repainted
/// within one frame (tests/benchmarks/bench_alignmentdock.cpp). The slower views follow after a short pause in the
/// ratings, on worker threads: the scatter points, the bootstrap CIs of the Spearman values
/// (AlignmentModel::setIntervals) and the disagreement queue. GUI thread only; `metrics` (directions and names of the
/// metrics) must outlive the dock.
class AlignmentDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AlignmentDock(const core::MetricRegistry &metrics, QWidget *parent = nullptr);
    ~AlignmentDock() override;

    /// Reads `studyFile` on a worker thread (its own StudyStore connection) and builds the session there; ready()
    /// or loadFailed() follows. The file is read again when a rating arrives for an output the dock does not know.
    void loadStudy(const QString &studyFile);
    /// Builds the session from `table` on this thread (tests, benchmarks); `items` feeds the disagreement queue,
    /// `outputs` maps StudyDocument output ids for connectDocument(). Emits ready() and reportUpdated().
    void setTable(core::alignment::RatingTable table, QHash<QString, core::alignment::ItemInfo> items = {},
                  QHash<qint64, OutputKey> outputs = {});
    void clear();
    /// Applies every committed rating change of `document` (StudyDocument::ratingChanged) to the dock.
    void connectDocument(core::StudyDocument *document);

    bool isReady() const { return session() != nullptr; }
    /// The live session; null until a study is loaded.
    const core::alignment::AlignmentSession *session() const { return m_controller->session(); }
    AlignmentSessionController *controller() const { return m_controller; }
    core::alignment::AlignmentOptions options() const;

    QString dimension() const;
    void setDimension(const QString &dimension);
    core::alignment::Protocol protocol() const;
    /// Rebuilds the session with `protocol` on a worker thread (ready() and reportUpdated() follow).
    void setProtocol(core::alignment::Protocol protocol);
    QString metric() const;
    void setMetric(const QString &metric);
    /// The subset condition ("edit_type=remove", "tag=animals", "system=B"; empty = all outputs).
    QString subsetCondition() const;
    /// Selects one of the conditions the subset box offers (those the study has); rebuilds like setProtocol().
    /// False, changing nothing, when the box does not offer it.
    bool setSubsetCondition(const QString &condition);
    /// Whether the subset box may offer the study's system names: false while the study is blinded for the annotator
    /// (SystemNamer::blinded()), so that no real name shows; a system subset in use then goes back to all outputs.
    void setSystemNamesHidden(bool hidden);
    /// The extremes share q (alignment::Subset::extremes), nullopt when off.
    std::optional<double> extremes() const;
    /// Sets the extremes share (0 < q <= 0.5; nullopt: off) and rebuilds like setProtocol().
    void setExtremes(std::optional<double> q);
    /// Bootstrap resamples for the Spearman CIs shown in the table (0 = none). Default 200.
    void setIntervalResamples(int resamples);
    /// The systems the tables leave out (the header's "Systems" menu; alignment::Subset::excludedSystems).
    QStringList excludedSystems() const;
    /// Leaves `systems` out of every table and rebuilds like setProtocol(); kept for the loaded study.
    void setExcludedSystems(const QStringList &systems);
    /// Where the systems left out are kept per study file (setting::excludedSystemsOfStudy): loadStudy() of another
    /// study restores its choice, every change is written. Null (the default): nothing is kept. Not owned; must
    /// outlive the dock.
    void setSettings(QSettings *settings);

    AlignmentModel *alignmentModel() const { return m_model; }
    SystemPairModel *pairModel() const { return m_pairModel; }
    QTableView *alignmentTable() const { return m_table; }
    QTableView *pairTable() const { return m_pairTable; }
    ScatterView *scatterView() const { return m_scatter; }
    DisagreementView *disagreementView() const { return m_queue; }

public Q_SLOTS:
    /// Sets (nullopt: clears) one rating and updates the tables incrementally. `itemKey` is the item's key
    /// (Item::key), `system` the output's system.
    void applyRating(const QString &dimension, const QString &annotator, const QString &system, const QString &itemKey,
                     std::optional<double> value);

Q_SIGNALS:
    /// The tables show the session's report after a change (a rating, a new session).
    void reportUpdated();
    /// A session is in place (after loadStudy(), setTable() or setProtocol()).
    void ready();
    void loadFailed(const QString &message);
    /// The scatter plot follows the latest ratings and selection.
    void derivedUpdated();
    /// The table's Spearman CIs follow the latest ratings and selection.
    void intervalsUpdated();
    /// The user asked to open this item (a scatter point or a queue row).
    void itemActivated(const QString &itemKey);
    /// The user asked to open this item on two of its outputs (a queue row's worst pair; systems as stored).
    void pairActivated(const QString &itemKey, const QString &firstSystem, const QString &secondSystem);
    /// The item keys inside the scatter plot's rubber band; empty = brush cleared.
    void itemsBrushed(const QStringList &itemKeys);

protected:
    using QDockWidget::metric; // QWidget's paint-device metric(PaintDeviceMetric), not hidden by metric() above

private:
    void connectController();
    /// A new session is in place: the boxes offer its dimensions and metrics, the tables show its report.
    void install();
    /// No session: empty boxes and views.
    void resetViews();
    /// The status line: rating, item and system counts of the session (and the subset's size).
    void updateStatus();
    void refillDimensions();
    void refillMetrics();
    void showReport();
    /// The slower views follow the selected dimension and metric.
    void refreshDerived();
    /// Writes the systems left out for the loaded study (setSettings()).
    void saveExcludedSystems();
    bool isLowerIsBetter(const QString &metric) const;

    const core::MetricRegistry &m_metrics;
    QSettings *m_settings = nullptr;
    QString m_studyFile; ///< the study loadStudy() read, whose system choice is kept
    QHash<QString, QString> m_names;
    QStringList m_lowerIsBetter;
    AlignmentSessionController *m_controller;

    QComboBox *m_dimensionBox;
    QComboBox *m_protocolBox;
    QComboBox *m_metricBox;
    SubsetControls *m_subsetControls;
    QLabel *m_status;
    AlignmentModel *m_model;
    SystemPairModel *m_pairModel;
    QTableView *m_table;
    QTableView *m_pairTable;
    ScatterView *m_scatter;
    DisagreementView *m_queue;
};

} // namespace editlens::ui
