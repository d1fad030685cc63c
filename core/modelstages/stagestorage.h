#pragma once

#include "modelstages/answerparse.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace editlens::core {
class StudyStore;
}

/// Where the model stages' answers go in the study, through the store's own write paths (importData for parses and
/// judge votes, writeResults for scores and detector boxes) and, for a detector's coherence labels, which neither
/// path writes, one statement of its own. Each call is one transaction. Never touches a person's annotation: an
/// imported parse stays, and only the detector origin given is replaced. Use on the store's thread.
namespace editlens::core::modelstages {

/// Whether storeParse wrote the parse or kept the item's own.
enum class ParseStored { Written, KeptImported };

/// Stores `parse` (readBpmParse's object) as item `item`'s parse, with its provenance (model, endpoint, call key),
/// unless the item holds a parse that did not come from a model (imported with a dataset or a manifest), which wins.
Result<ParseStored> storeParse(StudyStore &store, const Item &item, QJsonObject parse, const QString &model,
                               const QString &endpoint, const QString &callKey);

/// Makes `differences` output `outputId`'s differences of detector origin `origin`: when the stored ones are the same
/// (op, description, box, confidence, in order) they stay as they are, with their reviews and labels; otherwise that
/// origin's rows are replaced (other origins untouched). Returns the stored differences of that origin, with ids,
/// in order.
Result<QVector<Difference>> storeDetectorDifferences(StudyStore &store, qint64 itemId, qint64 outputId,
                                                     const QString &origin, const QVector<Difference> &differences);

/// Upserts the coherence label of detector origin `origin` on difference `differenceId`.
Status storeDetectorCoherence(StudyStore &store, qint64 differenceId, const QString &origin,
                              const CoherenceAnswer &answer);

/// Upserts `scores` of output `outputId` (metric, version), other versions kept.
Status storeScores(StudyStore &store, qint64 outputId, const QVector<Score> &scores);

/// Upserts `vote` on item `itemKey` (one verdict per pair of outputs and judge).
Status storeJudgeVote(StudyStore &store, const QString &itemKey, const JudgeVote &vote);

} // namespace editlens::core::modelstages
