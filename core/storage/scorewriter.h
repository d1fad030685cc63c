#pragma once

#include "storage/embeddingstore.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QVector>

#include <optional>

namespace editlens::core {

class StudyStore;

/// What scoring produced for one output: metric values and, optionally, the differences of one detector.
struct OutputResults
{
    qint64 outputId = 0;
    QVector<Score> scores; ///< upserted on (output, metric, version)
    /// Also delete this output's values of the same metrics stored under other versions (a set-level value such as
    /// BPM, which must exist once per output: its version says the alpha it was computed with).
    bool replaceOtherVersions = false;
    /// When set, every stored difference of this output with `differencesOrigin` (and OriginKind::Detector) is
    /// replaced by these: re-running a detector never duplicates its boxes, and other origins are untouched.
    std::optional<QVector<Difference>> differences;
    QString differencesOrigin;
    /// What the learned metrics encoded for this output, upserted on (output, model, version, kind).
    QVector<EmbeddingRow> embeddings;
};

/// Writes scoring results of many outputs in ONE write transaction (BEGIN IMMEDIATE): either all of them are stored
/// or, on any error, none (rollback), so an interrupted `score` run leaves the study consistent and resumable.
/// Runs on the thread that owns `store`'s connection.
Status writeResults(StudyStore &store, const QVector<OutputResults> &results);

} // namespace editlens::core
