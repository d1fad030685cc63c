#pragma once

#include "endpoint/chatclient.h"
#include "modelstages/prompttemplates.h"
#include "modelstages/stagerunner.h"
#include "modelstages/studyimages.h"
#include "storage/modelcallstore.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QHash>
#include <QSize>
#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core {
class StudyStore;
}

namespace editlens::core::modelstages {

/// What one request asks, which decides how its answer is read and stored.
enum class RequestKind { Parse, DiceDetect, DiceCoherence, JudgeSc, JudgePq, JudgePair };

/// One request of a stage, built from the study: the chat request as sent, the audit record without its answer, and
/// where its answer goes. Value type; the images inside share their encoded bytes with every other request.
struct StageRequest
{
    RequestKind kind = RequestKind::Parse;
    ModelCall call; ///< requestKey, stage, versions, item, systems, subject, prompt; no answer yet
    endpoint::ChatRequest chat;
    qint64 itemId = 0;
    qint64 outputId = 0;             ///< dice and point-wise judge: the output shown
    qint64 differenceId = 0;         ///< dice-coherence: the stored difference asked about (0 while planning)
    QString systemA, systemB;        ///< judge-pair: the outputs shown as A and B
    QSize imageSize;                 ///< dice-detect: the edited image's size in pixels (its boxes are read against it)
    std::optional<ModelCall> cached; ///< the study's answer to the same request, when it has one
};

/// The model calls' stage names, in run order: "parse", "dice-detect", "dice-coherence", "judge-point",
/// "judge-pair". The plan and the summary have one row for each of them that the options ask for.
QStringList callStageNames();

/// The origin of the differences and coherence labels the dice stage stores: "DICE via <model>".
QString diceOrigin(const QString &model);
/// The metric and judge name of the judge stage: "vlm_<model>" with the model's last path part lower-cased and
/// every run of other characters than letters and digits written "_" (Qwen/Qwen2.5-VL-7B → vlm_qwen2_5_vl_7b).
QString judgeName(const QString &model);

/// Builds the requests of a run from the study: templates loaded once, each image read as stored and encoded once
/// (shared by every request that shows it), the request key computed and looked up in the cache. Holds a reference
/// to `store`; use it on the store's thread.
class RequestBuilder
{
public:
    RequestBuilder(StudyStore &store, const StageOptions &options);

    /// Loads the study and the templates of the chosen stages; checks the stages, systems and items named.
    Status prepare();

    /// The requests that need no other answer first: parse (per item), dice-detect (per output), judge-point (SC and
    /// PQ per output) and judge-pair (per pair of an item's outputs), each looked up in the cache.
    Result<QVector<StageRequest>> firstRound();
    /// dice-coherence requests for the differences `differences` found on output `outputId` of item `itemId`, in
    /// their order (their ids, when stored, say which difference a label belongs to).
    Result<QVector<StageRequest>> coherenceRequests(qint64 itemId, qint64 outputId,
                                                    const QVector<Difference> &differences);

    const StudyData &study() const { return m_study; }
    bool wants(const QString &stage) const { return m_options.stages.contains(stage); }
    /// The judge's score version: the endpoint's answer-shaping version and both judge templates' hashes.
    QString judgeVersion() const;
    const StageOptions &options() const { return m_options; }

    const Item *item(qint64 itemId) const;

private:
    QSize imageSize(const QString &relativePath) const;
    /// Fills the request's key, versions, prompt and chat, and looks it up in the cache.
    Status finish(StageRequest &request, const QString &templateName, const QHash<QString, QString> &values,
                  const QStringList &imagePaths);
    QHash<QString, QString> itemValues(const Item &item) const;
    bool selected(const Output &output) const;

    StudyStore &m_store;
    StageOptions m_options;
    StudyData m_study;
    QHash<QString, PromptTemplate> m_templates;
    StudyImages m_images;
    QString m_endpointLabel;
};

} // namespace editlens::core::modelstages
