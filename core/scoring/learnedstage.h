#pragma once

#include "scoring/metricavailability.h"
#include "scoring/pixelstage.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QMap>
#include <QSet>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

namespace editlens::core {

class ClipTokenizer;
class FileHashCache;
class LearnedMetricEngine;
class MetricRegistry;
class ModelRegistry;
class StudyStore;
struct OutputResults;
struct ScoreOptions;
struct ScoreReport;
struct ScoringPlan;

/// CLIP-T's text of an item: its target caption (what the edited image should show) when it has one, else the
/// instruction. The one home of this choice (clip_t, clip_t_region).
QString clipTText(const Item &item);

/// The model side of one scoring run: ONE LearnedMetricEngine and ONE CLIP tokenizer, made by availability(), shared
/// by the learned metrics, DICE + CLIP and BPM's S_modify. Models are loaded on first use and kept for the run. Owns
/// the engine, the tokenizer and the file-hash cache the engine reads versions through. Not thread-safe: create and
/// use it on the scoring thread (LearnedMetricEngine's rule).
class LearnedStage
{
public:
    /// `models` (the caller's manifest) outlives the stage.
    LearnedStage(const ScoreOptions &options, const ModelRegistry &models);
    ~LearnedStage();
    LearnedStage(const LearnedStage &) = delete;
    LearnedStage &operator=(const LearnedStage &) = delete;

    /// What the model folder offers the metrics of `registry` (and CLIP's two sides, which DICE + CLIP and S_modify
    /// use): without a model folder every model is missing for that reason; else the engine is made (ViFi-CLIP's
    /// model override applied) and asked for each model file, and the vocabulary is loaded. Versions are asked
    /// lazily (Availability::version loads the model). The result refers to this stage: keep the stage alive while
    /// it is used. Errors: the ViFi-CLIP override does not fit.
    Result<Availability> availability(const MetricRegistry &registry);

    /// The engine (null without a model folder) and the tokenizer (null when the vocabulary did not load).
    LearnedMetricEngine *engine() const { return m_engine.get(); }
    const ClipTokenizer *tokenizer() const;

    /// StoredState::embedded for `plan`'s learned metrics (none under ChainMode::Final, whose encodings are not
    /// stored): the outputs that have every kind of each metric's embeddings under its model and planned version.
    /// Errors: the study cannot be read.
    Result<QMap<QString, QSet<qint64>>> embeddedOutputs(StudyStore &store, const ScoringPlan &plan) const;

    /// The learned metrics of one chunk, one model batch per metric: values into `results` (stored ids, planned
    /// versions) with what was encoded (per-turn runs only); a metric whose batch fails becomes unavailable in
    /// `report`. `part`, `pixel` and `results` are parallel; outputs whose pixel stage failed are left out.
    void scoreChunk(const ScoringPlan &plan, const QVector<Job> &part, const QVector<PixelResult> &pixel,
                    QVector<OutputResults> &results, ScoreReport &report);

    /// S_modify for every output of a chunk that prepared its crops: CLIP image embeddings of both crops, text
    /// embeddings of the object phrases, then sModify() (global edits: CLIP-T of the edited image and instruction),
    /// stored as bpm_s_modify with `version`. Needs the engine and the tokenizer (plan.modifyVersion non-empty).
    /// Errors: a model fails.
    Status computeModify(const QVector<PixelResult> &pixel, const QString &version, QVector<OutputResults> &results);

private:
    const ModelRegistry &m_models;
    QString m_modelDir;
    QString m_vificlipModel;
    std::unique_ptr<FileHashCache> m_hashes;
    std::unique_ptr<LearnedMetricEngine> m_engine;
    std::unique_ptr<ClipTokenizer> m_tokenizer;
    QString m_tokenizerProblem; ///< why the vocabulary did not load
};

} // namespace editlens::core
