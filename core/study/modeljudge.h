#pragma once

#include <QLatin1String>
#include <QString>

/// The names under which the model stages' VLM judge stores its values (the stage writes them, the metric registry,
/// `info` and the report describe them): "vlm_<model>" is the overall value O = sqrt(SC·PQ) and the judge name of its
/// pairwise votes, "vlm_<model>_sc" and "vlm_<model>_pq" the two dimensions, each the minimum of its 0–10 sub-scores.
namespace editlens::core::modeljudge {

inline constexpr QLatin1String prefix("vlm_");
inline constexpr QLatin1String scSuffix("_sc");
inline constexpr QLatin1String pqSuffix("_pq");

/// Whether `id` is a value of a model-stage judge.
inline bool isModelJudgeMetric(const QString &id)
{
    return id.startsWith(prefix) && id.size() > prefix.size();
}

} // namespace editlens::core::modeljudge
