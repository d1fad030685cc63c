#pragma once

#include "alignment/ratingtable.h"

#include <QMap>
#include <QString>

#include <optional>

namespace editlens::core::alignment {

/// How often one pairwise judge (e.g. GPT-4o on GenAI-Bench) agrees with the human votes. Value type.
struct JudgeAccuracyCell
{
    std::optional<double> accuracy; ///< correct / n; undefined when no judge vote has a human vote to compare with
    int n = 0;                      ///< (judge vote, human vote) comparisons
    int correct = 0;
    int unparseable = 0; ///< verdicts that are not a GenAI-Bench verdict: counted as wrong
    int unmatched = 0;   ///< judge votes on items or pairs no human voted on: left out of n
};

/// Four-way accuracy of every judge in `table` against the human preferences on the same item and system pair
/// (REFERENCE.md §4, GenAI-Bench): a verdict is correct when stats::parseJudgeVerdict() of it contains the human
/// vote ([[A>B]]/[[A>>B]] ← left, [[B>A]]/[[B>>A]] ← right, [[A=B]]/[[A=B=Good]] ← tie, [[A=B]]/[[A=B=Bad]] ← both
/// bad). Only overall preferences (no dimension) count. A human vote stored with the pair in the other order is
/// mirrored (left ↔ right). Several human votes on one pair each make a comparison. Pure function.
QMap<QString, JudgeAccuracyCell> judgeAccuracy(const RatingTable &table);

} // namespace editlens::core::alignment
