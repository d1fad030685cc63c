#pragma once

#include "alignment/alignmentsession.h"
#include "alignment/disagreement.h"
#include "guiutil/latestjob.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QSet>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QTimer;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

/// Where a rating of an output goes in the alignment tables.
struct OutputKey
{
    QString system;
    QString itemKey;
};

/// The Alignment dock's live session without its widgets: holds a core::alignment::AlignmentSession, built on a
/// worker thread when a study is loaded or the options (protocol, subset) change; the latest build wins, and ratings
/// that arrive while it is being built are replayed on it. applyRating() updates the session on the GUI thread with
/// one incremental setRating() (with extremes on, a rating can change which outputs are extreme, so it rebuilds on a
/// worker instead). The slower results follow after a short pause in the ratings, on worker threads (the latest
/// wins): the scatter points of the selected dimension × metric and the bootstrap CIs of the Spearman values (one
/// bootstrap at a time: it is the slow part). The annotators the study excludes from alignment
/// (core::exclusionsInForce) are left out when it is read, and their ratings are not applied. GUI thread only.
class AlignmentSessionController : public QObject
{
    Q_OBJECT

public:
    using Intervals = QMap<QString, std::pair<double, double>>; ///< metric → Spearman 95 % CI

    /// What a worker is building a session for.
    enum class Build { ReadStudy, Recompute };

    explicit AlignmentSessionController(QObject *parent = nullptr);
    ~AlignmentSessionController() override;

    /// Reads `studyFile` on a worker thread (its own StudyStore connection) and builds the session there; installed()
    /// or loadFailed() follows. Another study than the current one clears the session first.
    void loadStudy(const QString &studyFile);
    /// Builds the session from `table` on this thread (tests, benchmarks); a build in flight is dropped. `items`
    /// feeds the disagreement queue, `outputs` maps StudyDocument output ids for connectDocument().
    void setTable(core::alignment::RatingTable table, QHash<QString, core::alignment::ItemInfo> items = {},
                  QHash<qint64, OutputKey> outputs = {});
    /// Drops the session and every job in flight; emits cleared().
    void clear();
    /// Applies every committed rating change of `document` (StudyDocument::ratingChanged); an output the session
    /// does not know (added since the study was read) reads the study again.
    void connectDocument(core::StudyDocument *document);

    /// Protocol, subset and directions of the sessions built from now on; rebuilds a loaded session on a worker.
    void setOptions(const core::alignment::AlignmentOptions &options);
    const core::alignment::AlignmentOptions &options() const { return m_options; }
    /// Bootstrap resamples for the Spearman CIs (0 = none). Default 200.
    void setIntervalResamples(int resamples);
    /// The dimension and metric the scatter points and the CIs are computed for (refreshDerived()).
    void setSelection(const QString &dimension, const QString &metric);

    /// Sets (nullopt: clears) one rating: incrementally (ratingApplied()), or through a rebuild with extremes on.
    void applyRating(const QString &dimension, const QString &annotator, const QString &system, const QString &itemKey,
                     std::optional<double> value);
    /// Recomputes the scatter points and the CIs of the selection now (it happens by itself after a pause in the
    /// ratings and after every build).
    void refreshDerived();

    /// The live session; null until one is built.
    const core::alignment::AlignmentSession *session() const { return m_session.get(); }
    const QHash<QString, core::alignment::ItemInfo> &items() const { return m_items; }
    QString studyFile() const { return m_studyFile; }
    /// Whether a session is being built on a worker.
    bool isBuilding() const { return m_build.isRunning(); }

Q_SIGNALS:
    /// A worker started building a session.
    void buildStarted(editlens::ui::AlignmentSessionController::Build build);
    /// A new session is in place.
    void installed();
    /// The study could not be read (`message` names the file and line where it can).
    void loadFailed(const QString &message);
    /// The session took a rating incrementally: its report changed.
    void ratingApplied();
    void cleared();
    /// The slower results are recomputed for `subsetTable` (the subset's outputs only); scatterReady() and
    /// intervalsReady() follow.
    void derivedStarted(const core::alignment::RatingTable &subsetTable, const QString &dimension,
                        const QString &metric);
    /// There is nothing to compute the slower results for (no session or no selection).
    void derivedCleared();
    void scatterReady(const QVector<core::alignment::ScatterPoint> &points, const QString &dimension,
                      const QString &metric);
    void intervalsReady(const QString &dimension, const Intervals &intervals);

private:
    struct Built;
    struct PendingRating
    {
        QString dimension, annotator, system, itemKey;
        double value;
    };
    void rebuild();
    template<typename Work>
    void startBuild(Build build, Work work);
    void install(const std::shared_ptr<Built> &built);
    void startIntervals();

    core::alignment::AlignmentOptions m_options;
    std::unique_ptr<core::alignment::AlignmentSession> m_session;
    QHash<QString, core::alignment::ItemInfo> m_items;
    QHash<qint64, OutputKey> m_outputs;
    QString m_studyFile;
    QSet<QString> m_excluded;             ///< annotators left out of alignment, as the study said when it was read
    std::vector<PendingRating> m_pending; ///< ratings applied since the snapshot of the build in flight
    QString m_dimension;
    QString m_metric;
    int m_resamples = 200;
    QTimer *m_refreshTimer;
    LatestJob m_build;
    LatestJob m_scatter;
    LatestJob m_intervals;
};

} // namespace editlens::ui
