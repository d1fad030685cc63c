#pragma once

#include <QLatin1String>

/// Field names of the EditLens manifest, shared by its reader and writer.
namespace editlens::core::manifestkeys {

inline constexpr QLatin1String header{"editlens_manifest"};
inline constexpr int formatVersion = 1;
inline constexpr QLatin1String name{"name"};
inline constexpr QLatin1String dimensions{"dimensions"};
inline constexpr QLatin1String min{"min"};
inline constexpr QLatin1String max{"max"};
inline constexpr QLatin1String description{"description"};
inline constexpr QLatin1String id{"id"};
inline constexpr QLatin1String source{"source"};
inline constexpr QLatin1String instruction{"instruction"};
inline constexpr QLatin1String sourceCaption{"source_caption"};
inline constexpr QLatin1String targetCaption{"target_caption"};
inline constexpr QLatin1String groundTruth{"ground_truth"};
inline constexpr QLatin1String parse{"parse"};
inline constexpr QLatin1String tags{"tags"};
inline constexpr QLatin1String sourceItem{"source_item"};
inline constexpr QLatin1String turn{"turn"};
inline constexpr QLatin1String masks{"masks"};
inline constexpr QLatin1String outputs{"outputs"};
inline constexpr QLatin1String preferences{"preferences"};
inline constexpr QLatin1String system{"system"};
inline constexpr QLatin1String path{"path"};
inline constexpr QLatin1String role{"role"};
inline constexpr QLatin1String kind{"kind"};
inline constexpr QLatin1String originKind{"origin_kind"};
inline constexpr QLatin1String origin{"origin"};
inline constexpr QLatin1String scores{"scores"};
inline constexpr QLatin1String metric{"metric"};
inline constexpr QLatin1String version{"version"};
inline constexpr QLatin1String value{"value"};
inline constexpr QLatin1String ratings{"ratings"};
inline constexpr QLatin1String annotator{"annotator"};
inline constexpr QLatin1String dimension{"dimension"};
inline constexpr QLatin1String differences{"differences"};
inline constexpr QLatin1String op{"op"};
inline constexpr QLatin1String box{"box"};
inline constexpr QLatin1String boxUnits{"box_units"};
inline constexpr QLatin1String confidence{"confidence"};
inline constexpr QLatin1String coherence{"coherence"};
inline constexpr QLatin1String label{"label"};
inline constexpr QLatin1String rationale{"rationale"};
inline constexpr QLatin1String reviews{"reviews"};
inline constexpr QLatin1String proposal{"proposal"};
inline constexpr QLatin1String state{"state"};
inline constexpr QLatin1String updatedAt{"updated_at"};
inline constexpr QLatin1String completeBy{"complete_by"};
inline constexpr QLatin1String a{"a"};
inline constexpr QLatin1String b{"b"};
inline constexpr QLatin1String choice{"choice"};
inline constexpr QLatin1String judgeVotes{"judge_votes"};
inline constexpr QLatin1String judge{"judge"};
inline constexpr QLatin1String verdict{"verdict"};

} // namespace editlens::core::manifestkeys
