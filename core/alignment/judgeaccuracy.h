#pragma once

#include "alignment/ratingtable.h"
#include "stats/pairwise.h"

#include <QMap>
#include <QString>

#include <optional>
#include <utility>

namespace editlens::core::alignment {

/// How often one pairwise judge (e.g. GPT-4o on GenAI-Bench) agrees with the human votes. Value type.
struct JudgeAccuracyCell
{
    std::optional<double> accuracy; ///< correct / n; undefined when no judge vote has a human vote to compare with
    int n = 0;                      ///< (judge vote, human vote) comparisons
    int correct = 0;
    int unparseable = 0; ///< verdicts that are not a GenAI-Bench verdict: counted as wrong
    int unmatched = 0;   ///< judge votes on items or pairs no human voted on: left out of n
    /// Score-based judges only (scoreJudgeAccuracy()); empty for a verdict judge.
    QString metric;  ///< the score metric judged
    QString rule;    ///< stats::scoreJudgeRuleName() of the rule used
    int missing = 0; ///< human votes on a pair where an output has no score: left out of n
    /// What the judge predicted, over the n comparisons: left, right, tie, both bad (shows a judge that always says
    /// the same thing).
    int predicted[4] = {0, 0, 0, 0};
    QString unavailable; ///< why the judge could not be applied at all (scores outside the rule's 0–10 scale)
};

/// Four-way accuracy of every judge in `table` against the human preferences on the same item and system pair
/// (GenAI-Bench, Jiang et al. 2024): a verdict is correct when stats::parseJudgeVerdict() of it (read as `reading`
/// says; an empty verdict, a null `model_vote`, is unparseable and wrong) contains the human
/// vote ([[A>B]]/[[A>>B]] ← left, [[B>A]]/[[B>>A]] ← right, [[A=B]]/[[A=B=Good]] ← tie, [[A=B]]/[[A=B=Bad]] ← both
/// bad). Only overall preferences (no dimension) count. A human vote stored with the pair in the other order is
/// mirrored (left ↔ right). Several human votes on one pair each make a comparison. Pure function.
QMap<QString, JudgeAccuracyCell> judgeAccuracy(const RatingTable &table,
                                               stats::VerdictReading reading = stats::VerdictReading::Exact);

/// Every metric in `metrics` (empty: every metric of the table) used as a score-based pairwise judge against the same
/// overall human preferences (ADIEE, Chen et al. 2025, on GenAI-Bench and AURORA-Bench): on each human vote, the two
/// outputs' scores give the judge's vote by stats::scoreJudgeVote(…, rule), which is correct when it equals the human
/// vote (mirrored pairs as in judgeAccuracy()). Metrics in `lowerIsBetter` are negated first, so that the better edit
/// has the higher score. A vote on a pair where an output has no score is left out (`missing`). A rule that types
/// scores on the 0–10 scale (GenAI-Bench, AURORA) cannot judge a metric with a value outside [0, 10] on a compared
/// output: that cell has no accuracy and says why in `unavailable`. Nor can it judge a metric whose every compared
/// value lies in [−1, 1] (a 0–1 similarity or a cosine: CLIP-I, DINO, CLIP-D): all such values type as 0, so the rule
/// would say "both bad" (or "tie") on every pair, a number that only counts the human votes of that kind.
/// `scoreScale` (MIN, MAX), when given, is the metric's own scale: each value v becomes 10 (v − MIN) / (MAX − MIN)
/// (10 − that for a metric in `lowerIsBetter`) before typing, and a value outside [MIN, MAX] makes the cell
/// unavailable. The raw rule ignores it. Keyed by metric id. Pure function.
QMap<QString, JudgeAccuracyCell> scoreJudgeAccuracy(const RatingTable &table, const QStringList &metrics,
                                                    stats::ScoreJudgeRule rule, const QStringList &lowerIsBetter,
                                                    const std::optional<std::pair<double, double>> &scoreScale = {});

} // namespace editlens::core::alignment
