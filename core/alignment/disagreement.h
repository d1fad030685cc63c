#pragma once

#include "alignment/ratingtable.h"
#include "study/studydata.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core::alignment {

/// What the disagreement queue needs to know about an item beyond its numbers (the RatingTable holds none of it).
struct ItemInfo
{
    QString instruction;
    QString editType; ///< BPM parse field `edit_type` ("add", "change color", …), empty when unparsed
    QStringList tags;
};

/// Item key -> ItemInfo, for every item of `study`. Pure function; thread-safe.
QHash<QString, ItemInfo> itemInfoFromStudy(const StudyData &study);

/// Which items and outputs the queue looks at.
struct DisagreementFilter
{
    /// Empty = every item. Otherwise an item passes when its parse `edit_type` equals this value or one of its tags
    /// does (both compared case-insensitively).
    QString editType;
    /// Empty = every system. Otherwise a pair of outputs counts only when at least one of its two systems is listed
    /// (so "system X" shows where the metric misjudges X against any other system), and a single-output item counts
    /// only when its output's system is listed.
    QStringList systems;
};

/// A component of a composite metric whose ordering is compared with the humans' (BPM: S_preserve, S_modify, region).
struct ComponentSpec
{
    QString name;        ///< shown to the user: "S_preserve", "S_modify", "region"
    QStringList metrics; ///< stored metric ids whose values are summed (region = bpm_s_size + bpm_s_position)
};

/// BPM's three components as stored by `editlens-cli score` (all higher-is-better): S_preserve = bpm_s_preserve,
/// S_modify = bpm_s_modify, region = bpm_s_region, or bpm_s_size + bpm_s_position when bpm_s_region is absent.
/// Components `table` holds no scores for are left out.
QVector<ComponentSpec> bpmComponents(const RatingTable &table);

struct DisagreementOptions
{
    QString dimension;          ///< human rating dimension
    QString metric;             ///< metric id
    bool lowerIsBetter = false; ///< a distance: its values are negated before any comparison
    QString annotator;          ///< empty = mean of the annotators who rated the output (RatingTable::human)
    DisagreementFilter filter;
    /// When non-empty, each item is attributed to the component that drove the disagreement (see ItemDisagreement).
    QVector<ComponentSpec> components;
};

/// How an item's disagreement was measured.
enum class DisagreementMeasure {
    DiscordantPairs, ///< two or more outputs: pairs of outputs the metric orders against the humans
    Residual,        ///< one output: how far the output's metric rank is from its human rank across the study
};

/// The pair of outputs of one item that the metric gets most wrong.
struct WorstPair
{
    QString humanPreferred;  ///< system the humans rate higher
    QString metricPreferred; ///< system the metric scores higher (always otherSystem: a metric tie is never worst)
    QString otherSystem;     ///< the system the humans rate lower
    double humanGap = 0.0;   ///< |mean human A − mean human B| (> 0)
    double metricGap = 0.0;  ///< |metric A − metric B| in the metric's units (> 0)
};

/// How one component of a composite metric orders the item's outputs.
struct ComponentDisagreement
{
    QString name;
    int contradicted = 0; ///< BPM-discordant pairs on which this component strictly orders against the humans
    double weight = 0.0; ///< sum over those pairs of |Δcomponent| / (component's max − min over the study's outputs)
};

/// One row of the disagreement queue.
///
/// Pair rule (the same as BPM's pairwise alignment, Table 1): for two outputs A, B of the item with both a
/// human value (mean of annotators) and a metric value, the pair is *comparable* when both the human values and the
/// metric values differ. A human tie says nothing about the metric, and a metric tie (equal values, e.g. a constant
/// component) is "no information", not a reversal: both are left out, metric ties counted in `metricTies`. A
/// comparable pair is *discordant* when sign(M_A − M_B) ≠ sign(H_A − H_B). score = discordant / comparable (0 when
/// nothing is comparable).
///
/// Residual rule (items with one output that has both values): r_M and r_H are the output's average ranks among all
/// outputs of the study that pass the filter and are the only scored-and-rated output of their item; score =
/// |r_M − r_H| / (N − 1) in [0, 1], N = number of such outputs (0 when N < 2). discordant = comparable = 0.
///
/// Component attribution (when DisagreementOptions::components is set): over the item's discordant pairs, each
/// component counts the pairs on which it strictly orders against the humans (a component tie drives nothing).
/// `driver` is the component with the highest count; equal counts go to the larger `weight` (the contradicting
/// differences in BPM's own min-max normalization), then to the earlier component in the list. Empty when no
/// component contradicts the humans on any discordant pair.
struct ItemDisagreement
{
    int item = -1; ///< index into RatingTable::items()
    QString itemKey;
    DisagreementMeasure measure = DisagreementMeasure::DiscordantPairs;
    int outputs = 0;                ///< the item's outputs with both values
    int comparablePairs = 0;        ///< pairs with neither a human nor a metric tie
    int discordantPairs = 0;        ///< comparable pairs the metric orders against the humans
    int metricTies = 0;             ///< pairs the humans tell apart but the metric ties (not comparable)
    double score = 0.0;             ///< normalized disagreement in [0, 1] (see the rules above)
    std::optional<WorstPair> worst; ///< the discordant pair with the largest human gap, then the largest metric gap
    QVector<ComponentDisagreement> components;
    QString driver; ///< name of the component that drove the disagreement, empty when none
};

/// The disagreement queue of one metric against one human dimension: every item with at least one output holding
/// both values, worst first. Order: items measured by discordant pairs before residual items (the two scores are not
/// on one scale); then by score descending, items with a comparable pair before items with none (all ties), discordant
/// pairs descending, the worst pair's human gap descending, and the item key ascending. Items whose edit type does not
/// pass the filter are left out. Pure function of its inputs; safe on any thread (copy the table to a worker).
QVector<ItemDisagreement> disagreementQueue(const RatingTable &table, const QHash<QString, ItemInfo> &items,
                                            const DisagreementOptions &options);

/// One output as a point of the metric-vs-human scatter plot.
struct ScatterPoint
{
    int item = -1;       ///< index into RatingTable::items()
    int system = -1;     ///< index into RatingTable::systems()
    double metric = 0.0; ///< the stored metric value (not negated for distances)
    double human = 0.0;  ///< mean human value (or the annotator's rating)
};

/// Every output with both a `metric` score and a `dimension` human value, in (system, item) order.
/// Pure function; thread-safe.
QVector<ScatterPoint> scatterPoints(const RatingTable &table, const QString &dimension, const QString &metric,
                                    const QString &annotator = {});

} // namespace editlens::core::alignment
