#pragma once

#include "bpm/bpmregions.h"
#include "scoring/metricavailability.h"
#include "scoring/pixelstage.h"
#include "scoring/studyscorer.h"

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core {

class StudyPaths;

/// What one scoring run will do, decided before any image is read or any model run: which requested metrics run
/// (with the version they store) and why the others cannot (planMetrics()), then one job per output with what is
/// still missing for it (planJobs()). Value type; keys of `versions` and `unavailable` are stored ids, as in
/// ScoreReport, which the scorer starts from them.
struct ScoringPlan
{
    bool chainFinal = false;                     ///< ChainMode::Final: values stored under chainFinalMetricId()
    QStringList pixel;                           ///< pixel metric ids to compute
    QMap<QString, PixelFunction> pixelFunctions; ///< the ids of `pixel` computed by their own MetricInfo::compute
    QStringList learned;                ///< learned metric ids that can run (model, tokenizer, captions, version)
    QSet<QString> groundTruth;          ///< requested ids measured against the item's ground-truth image
    bool detect = false;                ///< the built-in detector was requested
    bool bpm = false;                   ///< BPM was requested (its model-free components always run)
    QString modifyVersion;              ///< S_modify's version; empty = no CLIP, so neither S_modify nor BPM itself
    QStringList dice;                   ///< DICE + CLIP metric ids that can run
    QString diceOrigin;                 ///< whose differences they use (ScoreOptions::diceOrigin, truth when empty)
    QMap<QString, QString> versions;    ///< stored id → version stored
    QMap<QString, QString> unavailable; ///< stored id (or "<id> (some outputs)") → why it has no value

    QVector<Job> jobs;                  ///< outputs with something left to compute, in study order
    int outputs = 0;                    ///< outputs with an image
    int skipped = 0;                    ///< outputs whose every requested value is already stored
    QMap<QString, int> diceNotRecorded; ///< DICE + CLIP id → outputs whose differences the origin never recorded

    /// The id a value of registry metric `id` is stored under: chainFinalMetricId() under ChainMode::Final.
    QString storedId(const QString &id) const;
};

/// What planning reads from the study besides its items (the scorer reads it after planMetrics()). Value type.
struct StoredState
{
    QSet<qint64> rejected; ///< differences a reviewer rejected: they stay out of BPM's regions
    /// Output id → the objects a vision-language model located for it (BPM's regions from grounding).
    QMap<qint64, GroundedRegions> grounded;
    /// Learned metric id → outputs that have every kind of its embeddings stored under its model and current version;
    /// an output whose value is stored without them (scored by an older EditLens) is encoded again.
    QMap<QString, QSet<qint64>> embedded;
};

/// Which of `options.metrics` run over `items` (the items as scored, itemsToScore()) and with which versions:
/// unknown ids are ignored; with ChainMode::Final the metrics without a final-turn form are unavailable; learned
/// metrics need metricProblem() empty, CLIP-D an item with captions (hasCaptions()) and a version
/// (Availability::version); BPM's S_modify needs CLIP and clip_i's version, without which BPM itself is unavailable
/// but its components still run; DICE + CLIP as learned metrics, their version naming the origin. Pure: no study, no
/// image; models only through `availability.version`.
ScoringPlan planMetrics(const QVector<Item> &items, const MetricRegistry &registry, const ScoreOptions &options,
                        const Availability &availability);

/// Fills `plan`'s jobs: every output with an image (and an item with a source image) is counted; a value already
/// stored with its planned version is not computed again unless `options.force`; a learned value is computed again
/// when its embeddings are missing (`stored.embedded`); a ground-truth metric has no value on an item without a
/// ground-truth image (reported unavailable, for the study or for "some outputs"); the detector runs when requested
/// and not yet recorded (detect_boxes), or when BPM runs on an output without any region (mask, difference, detector
/// run); BPM runs unless a component of its version is stored (and S_modify of the planned version, when it can run);
/// DICE + CLIP only where the origin recorded differences. Outputs with nothing to do are counted as skipped. Paths
/// are made absolute with `paths`. Pure.
void planJobs(ScoringPlan &plan, const QVector<Item> &items, const ScoreOptions &options, const StoredState &stored,
              const StudyPaths &paths);

/// planMetrics() then planJobs(), for a caller that knows the stored state up front.
ScoringPlan planScoring(const QVector<Item> &items, const MetricRegistry &registry, const ScoreOptions &options,
                        const Availability &availability, const StoredState &stored, const StudyPaths &paths);

} // namespace editlens::core
