#pragma once

#include "bpm/bpmscore.h"
#include "util/error.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core {

class StudyStore;

/// Per-item metric values for the study browser (sorting and filtering by any metric). Value type.
struct ScoreSummary
{
    QStringList metrics; ///< every metric id that has at least one stored value, sorted
    /// item id → metric id → mean over the item's outputs that have a value for the metric. Where an output holds
    /// several versions of one metric, the most recently stored one (highest row id) counts.
    QHash<qint64, QHash<QString, double>> itemMeans;
};

/// Reads ScoreSummary in one SQL query over `scores` joined to `outputs` (no per-item query, so a 10,000-item study
/// reads in one pass). Units are the metrics' own. Use on the thread that owns `store`'s connection.
/// Errors: the query fails (message names the study file).
Result<ScoreSummary> loadScoreSummary(StudyStore &store);

/// The edit type of every item (BPM's "edit_type" name, editTypeName()): from the stored parse when the item has one,
/// else from InstructionParser on its instruction. One SQL query, then the parser in this thread (about 10 µs an
/// instruction). Errors: the query fails.
Result<QHash<qint64, QString>> loadItemEditTypes(StudyStore &store);

/// BPM's stored components for every output that has them: what computeBpm() needs to recompute BPM(α) for the whole
/// study without any image or model. Value type; `outputIds[i]` belongs to `components[i]`.
struct StoredBpmSet
{
    QVector<qint64> outputIds;
    QVector<BpmComponents> components;
};

/// Reads the components `bpm_s_preserve`, `bpm_s_size`, `bpm_s_position` stored with `componentsVersion` (the BPM
/// entry's version in MetricRegistry) and `bpm_s_modify` stored with a version starting with `componentsVersion`
/// (the newest when there are several), in one SQL query; `global` comes from the item's parse (stored, else
/// InstructionParser). Outputs without any component of that version are left out. Order: by output id.
/// Errors: the query fails.
Result<StoredBpmSet> loadBpmComponents(StudyStore &store, const QString &componentsVersion);

} // namespace editlens::core
