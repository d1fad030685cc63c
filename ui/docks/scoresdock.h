#pragma once

#include "bpm/bpmscore.h"
#include "guiutil/latestjob.h"
#include "scoring/scoresummary.h"
#include "study/studydata.h"

#include <QDockWidget>
#include <QHash>

#include <optional>

class QCheckBox;
class QGroupBox;
class QLabel;
class QSlider;
class QTableView;

namespace editlens::core {
class MetricRegistry;
}

namespace editlens::ui {

class PairScoresTable;
class ScoresModel;

/// The Scores dock: with a pair of outputs on screen, both outputs' values and people's means side by side; below,
/// every metric for the current output (ScoresModel: value, exact version, direction; unavailable
/// and not-computed metrics greyed, with the reason), BPM's components beside its formula, the item's BPM parse
/// (o1 → o2, type, size, position), and an α slider that recomputes BPM(α) for the whole study from the stored
/// components (core::computeBpm, no model is run; on a worker thread for sets larger than asyncThreshold, a newer α
/// drops an older result). Releasing the slider with "Store in study" checked emits persistAlphaRequested, which the
/// window turns into core::scoreStudy(bpm, α) — the same path as `editlens-cli score --alpha`. GUI thread only;
/// `registry` outlives the dock.
class ScoresDock : public QDockWidget
{
    Q_OBJECT

public:
    static constexpr int asyncThreshold = 2000; ///< outputs; larger sets recompute off the GUI thread

    explicit ScoresDock(const core::MetricRegistry &registry, QWidget *parent = nullptr);
    ~ScoresDock() override;

    ScoresModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    /// Why metrics cannot run in this setup (models); the shown item adds its own reasons (CLIP-D without captions).
    void setUnavailable(const QHash<QString, QString> &reasons);
    /// The study's stored BPM components (core::loadBpmComponents); recomputes BPM at the current α.
    void setStudyBpm(core::StoredBpmSet set);
    /// Shows output `outputIndex` of `item` (-1 or out of range: no output).
    void showOutput(const core::Item &item, int outputIndex);
    /// A preference pair is on screen: both outputs' metric values and people's means side by side (PairScoresTable)
    /// in place of the selected output's table. Indices out of range hide it, as clearPair() does.
    void showPair(const core::Item &item, int left, int right);
    void clearPair();
    PairScoresTable *pairTable() const { return m_pair; }
    void clear();

    double alpha() const;
    bool isRecomputing() const { return m_job.isRunning(); }
    /// BPM(α) of `outputId` from the latest recomputation; std::nullopt when the output is not in the set.
    std::optional<core::BpmResult> bpmOf(qint64 outputId) const;
    /// The text shown for the recomputed BPM of the current output.
    QString recomputedText() const;

public Q_SLOTS:
    /// α in [0, 1], 0.01 steps.
    void setAlpha(double alpha);
    /// Whether "Store in study" can be offered (a study is open and BPM can be stored: CLIP is installed).
    void setPersistAvailable(bool available, const QString &reason = {});

Q_SIGNALS:
    void alphaChanged(double alpha);
    /// A recomputation at `alpha` is on screen.
    void bpmRecomputed(double alpha);
    void persistAlphaRequested(double alpha);

private:
    void recompute();
    void applyResults(double alpha, const QVector<core::BpmResult> &results);
    void updateBpmPanel();

    ScoresModel *m_model;
    PairScoresTable *m_pair;
    QHash<QString, QString> m_studyReasons; ///< setUnavailable()'s, before the current item's own (captions)
    QTableView *m_view;
    QGroupBox *m_bpmBox;
    QLabel *m_parse;
    QLabel *m_formula;
    QLabel *m_components;
    QSlider *m_alpha;
    QLabel *m_alphaLabel;
    QLabel *m_recomputed;
    QCheckBox *m_persist;

    core::Item m_item;
    int m_outputIndex = -1;
    core::StoredBpmSet m_set;
    QHash<qint64, int> m_indexOfOutput;
    QVector<core::BpmResult> m_results;
    double m_resultsAlpha = -1.0;
    LatestJob m_job; ///< large sets: BPM(α) on a worker, the latest α wins
};

} // namespace editlens::ui
