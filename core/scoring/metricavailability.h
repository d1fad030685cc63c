#pragma once

#include "study/studydata.h"
#include "util/error.h"

#include <QHash>
#include <QMap>
#include <QString>

#include <functional>

namespace editlens::core {

class MetricRegistry;
class ModelRegistry;
struct MetricInfo;

/// What the model folder offers: the facts every "can this metric run, and why not" answer is derived from
/// (metricProblem()). Filled from file checks by unavailableMetrics() (the Scores dock, the Score dialog), from the
/// engine by the scorer (LearnedStage::availability()), or by hand in tests. Value type.
struct Availability
{
    /// Learned metric id → why its model cannot be used (no model folder, model file missing); absent = installed.
    QMap<QString, QString> modelProblems;
    /// Why CLIP's tokenizer (the vocabulary in the model folder) cannot be used; empty when it can or when the
    /// vocabulary was not checked (unavailableMetrics() does not load it).
    QString tokenizerProblem;
    /// The version a usable learned metric stores (LearnedMetricEngine::version(), which loads its model), asked
    /// only for the metrics a run will use; null in the pre-run checks, which then skip this step.
    std::function<Result<QString>(const QString &learnedId)> version;
};

/// Whether learned metric `learnedId` compares the pair with the instruction itself (ViFi-CLIP was fine-tuned to
/// rank videos against instructions): vificlip, vificlip_reversed.
bool usesInstruction(const QString &learnedId);

/// Whether learned metric `learnedId` reads text and so needs CLIP's tokenizer: clip_t, clip_d, the ViFi-CLIP ones.
bool needsTokenizer(const QString &learnedId);

/// Whether the item has both captions, which CLIP-D compares the images' direction with. The one home of this rule
/// (the scorer for the study, the Scores dock for the shown item).
bool hasCaptions(const Item &item);

/// Why `metric` cannot run with `availability`, before any study is read; empty when it can. Learned metrics: their
/// model's problem, then the tokenizer's for those that read text; DICE + CLIP: their CLIP model's
/// (diceClipModelMetric()), clip_t_region also the tokenizer's; BPM: S_modify's (CLIP's image and text models and the
/// tokenizer; BPM's other components need no model). Other kinds always run. Does not ask for versions.
QString metricProblem(const MetricInfo &metric, const Availability &availability);

/// metric id → why it cannot run with the models in `modelDir` (metricProblem() over every registered metric, from
/// file existence checks; no model is loaded, the vocabulary is not read). (CLIP-D's captions are per item: scoreStudy
/// and the Scores dock check them with hasCaptions().) Metrics that can run are absent. For the Scores dock and the
/// Score dialog. Cheap; any thread.
QHash<QString, QString> unavailableMetrics(const MetricRegistry &metrics, const ModelRegistry &models,
                                           const QString &modelDir);

} // namespace editlens::core
