#pragma once

#include "endpoint/endpointconfig.h"
#include "modelstages/answerparse.h"
#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <atomic>
#include <functional>

namespace editlens::core {
class StudyStore;
}

/// The model stages of the methods EditLens implements, asked of an OpenAI-compatible endpoint: BPM's instruction parse
/// by an LLM, DICE's two stages (differences, then coherence of each), and VLM judges (point-wise SC/PQ, pairwise
/// verdicts). Every request and answer is kept in the study (ModelCallStore): a re-run answers from it, a changed
/// template, model or parameter asks again.
namespace editlens::core::modelstages {

/// A stage's id on the command line: "parse", "ground", "dice", "judge" (point-wise and pairwise).
QStringList stageNames();

struct StageOptions
{
    QStringList stages; ///< among stageNames(), run in the order parse, dice, judge, ground, then DICE's coherence
    endpoint::EndpointConfig endpoint;
    QString promptsDirectory; ///< "" = the built-in templates
    BoxConvention boxConvention = BoxConvention::Thousandths;
    QStringList systems;     ///< only outputs of these systems ("" = all)
    QStringList items;       ///< only these item keys ("" = all)
    qint64 maxRequests = -1; ///< refuse to start when the plan needs more requests than this (-1: no limit)
    bool pairwise = true;    ///< judge: also ask pairwise verdicts for every pair of an item's outputs
    /// Set by another thread to cancel (the window's Cancel): watched while requests are in flight, so the run ends
    /// within a fraction of a second even while a server hangs. Null: only the progress callback cancels.
    const std::atomic_bool *cancel = nullptr;
};

/// What a run will send, before it starts.
struct StagePlanRow
{
    QString stage;
    qint64 requests = 0; ///< to send (not in the cache)
    qint64 cached = 0;   ///< answered from the study's cache
    qint64 images = 0;   ///< distinct images to encode and send
    /// dice-coherence only: more requests follow from detector answers not yet received (one per difference found),
    /// so `requests` counts only those known from cached answers.
    bool growsWithAnswers = false;
};
struct StagePlan
{
    QVector<StagePlanRow> rows;
    qint64 totalRequests() const;
};

/// What a run did, per stage.
struct StageRunRow
{
    QString stage;
    qint64 asked = 0; ///< requests sent
    qint64 fromCache = 0;
    qint64 stored = 0;      ///< values written to the study (parses, differences, labels, scores, votes)
    qint64 unparseable = 0; ///< answers kept with their raw text, nothing stored from them
    qint64 kept = 0;        ///< parse: answers not stored because the item holds an imported parse, which wins
    qint64 failed = 0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
};
struct StageRunSummary
{
    QVector<StageRunRow> rows;
    bool stopped = false; ///< the endpoint failed too often in a row (stopReason says why) or the run was cancelled
    QString stopReason;
};

/// Counts what `options` would send for the study (nothing is sent). Errors: an unknown stage, a template that
/// cannot be loaded or rendered, an unknown system or item.
Result<StagePlan> planStages(StudyStore &store, const StageOptions &options);

/// Called with the run's plan before anything is sent (and before the plan is held against `maxRequests`); returning
/// false ends the run there (nothing sent, the summary `stopped` with "not started"). Lets a caller show the plan
/// and confirm it without building it, and encoding its images, twice.
using PlanCallback = std::function<bool(const StagePlan &plan)>;

/// Runs the stages: answers from the cache where the study has them, asks the endpoint for the rest, parses each
/// answer and stores what it yields (each request's result in its own transaction, so a killed run keeps what was
/// answered and resumes from the cache). `progress(done, total)` counts requests; returning false cancels. A plan
/// over `options.maxRequests` is an error and sends nothing. Blocking: call it off the GUI thread.
Result<StageRunSummary> runStages(StudyStore &store, const StageOptions &options, const ProgressCallback &progress = {},
                                  const PlanCallback &beforeSending = {});

} // namespace editlens::core::modelstages
