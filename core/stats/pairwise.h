#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace editlens::core::stats {

// ---------------------------------------------------------------------------------------------------------------
// BPM pairwise alignment (BPM, Li et al. ICML 2025, Table 1 and the released eval_human_alignment.py)
// ---------------------------------------------------------------------------------------------------------------

/// One item rated for both systems A and B: human values and metric values.
struct PairObservation
{
    double humanA = 0.0;
    double humanB = 0.0;
    double metricA = 0.0;
    double metricB = 0.0;
};

/// Counts and accuracy of one system pair. Value type.
struct PairAlignment
{
    int agreements = 0;    ///< sign(H_A − H_B) == sign(M_A − M_B), human not tied
    int disagreements = 0; ///< signs differ, including metric ties against a human non-tie
    int metricTies = 0;    ///< of the disagreements: metric tied while the human was not
    int humanTies = 0;     ///< items excluded because the human relation is a tie
    int missing = 0;       ///< items excluded because one of the four values is NaN
    /// agreements / (agreements + disagreements) = agreements / (items − human ties − missing); undefined when 0
    /// usable.
    std::optional<double> accuracy;
};

/// BPM alignment of one system pair: human relation sign(H_A − H_B), metric relation sign(M_A − M_B).
/// Ties: |d| ≤ tieTolerance counts as a tie (default 0: exact equality); a human tie excludes the item; a metric tie
/// with a human non-tie is a disagreement. Infinity is a value: +inf is above every finite value (−inf below), equal
/// infinities tie. Missing: an item with NaN among its four values is excluded and counted in `missing`. accuracy =
/// agreements / usable items, undefined when no item is usable.
PairAlignment pairAlignment(const std::vector<PairObservation> &items, double tieTolerance = 0.0);

/// Adds (weight 1) or takes back (weight −1) one item's contribution to `a` and refreshes `a.accuracy`, with the rules
/// of pairAlignment(): how one changed rating updates a pair without revisiting its other items.
void addPairObservation(PairAlignment &a, const PairObservation &o, int weight = 1, double tieTolerance = 0.0);

/// pairAlignment() of one named system pair.
struct SystemPairAlignment
{
    std::string systemA;
    std::string systemB;
    PairAlignment alignment;
};

/// BPM alignment over every system pair of a table.
struct AlignmentTable
{
    std::vector<SystemPairAlignment> pairs;  ///< every pair A < B (by name), in map order, including undefined ones
    std::optional<double> mean;              ///< mean accuracy over the pairs whose accuracy is defined
    std::vector<std::string> undefinedPairs; ///< "A vs B" for each pair left out of the mean
};

/// BPM alignment over a whole table: `human` and `metric` map a system name to its per-item values (index = item).
/// For every pair of systems A < B (names in std::map order, taken from the union of both maps) the items are
/// index-aligned and passed to pairAlignment(); the result is each pair's counts and the mean of the defined pair
/// accuracies. Missing: NaN, an index past the end of a vector, or a system absent from one of the maps is a missing
/// value (±inf is not: see pairAlignment()), so that item is excluded for that pair. Ties: as pairAlignment().
/// Pairs with undefined accuracy are excluded from the mean and named "A vs B" in `undefinedPairs`; the mean is
/// undefined when no pair is defined.
AlignmentTable pairwiseAlignment(const std::map<std::string, std::vector<double>> &human,
                                 const std::map<std::string, std::vector<double>> &metric, double tieTolerance = 0.0);

// ---------------------------------------------------------------------------------------------------------------
// GenAI-Bench four-way pairwise accuracy (Jiang et al. 2024; the published judge files)
// ---------------------------------------------------------------------------------------------------------------

/// A human vote on a left (A) / right (B) pair.
enum class HumanVote : std::uint8_t { Left, Right, Tie, BothBad };

/// Parses "leftvote", "rightvote", "tievote", "bothbad_vote" (exact, surrounding whitespace ignored).
std::optional<HumanVote> parseHumanVote(std::string_view text);

/// The set of human votes a judge verdict counts as correct for. Value type.
class VoteSet
{
public:
    VoteSet() = default;
    VoteSet(std::initializer_list<HumanVote> votes);
    bool contains(HumanVote vote) const { return (m_bits >> unsigned(vote)) & 1u; }
    void insert(HumanVote vote) { m_bits |= std::uint8_t(1u << unsigned(vote)); }
    bool empty() const { return m_bits == 0; }
    bool operator==(const VoteSet &other) const { return m_bits == other.m_bits; }
    bool operator!=(const VoteSet &other) const { return m_bits != other.m_bits; }

private:
    std::uint8_t m_bits = 0;
};

/// How a judge's answer is read into a verdict.
enum class VerdictReading : std::uint8_t {
    /// GenAI-Bench's own reading (its `inference.py` `parse_response`): the greedy match of `\[\[.*\]\]` (from the
    /// first "[[" to the last "]]" on that line) compared exactly with the seven verdicts below. Reproduces the
    /// published accuracies.
    Exact,
    /// The first "[[…]]" token, spaces inside ignored, case-insensitive: also reads "[[B > A]]" and
    /// "[[A>B]] … [[B>A]]" (as A>B). Not GenAI-Bench's number.
    Lenient,
};

/// "exact", "lenient".
std::string_view verdictReadingName(VerdictReading reading);
std::optional<VerdictReading> verdictReadingFromName(std::string_view name);

/// Parses a judge verdict under `reading` into the votes it is correct for: [[A>B]] / [[A>>B]] → {Left};
/// [[B>A]] / [[B>>A]] → {Right}; [[A=B]] → {Tie, BothBad}; [[A=B=Good]] → {Tie}; [[A=B=Bad]] → {BothBad}. Anything
/// else (an empty verdict: a null `model_vote`) → nullopt (unparseable, counted as wrong).
std::optional<VoteSet> parseJudgeVerdict(std::string_view verdict, VerdictReading reading = VerdictReading::Exact);

/// The vote a score-based judge (ADIEE) casts from its two 0–10 scores: type = round-half-even(score / 5) (so 2.5 → 0,
/// 7.5 → 2); the higher type wins (A → Left, B → Right); equal types → Tie if both scores ≥ 9, else BothBad.
/// Undefined when a score is not finite.
std::optional<HumanVote> scoreJudgeVote(double scoreA, double scoreB);

/// How a score-based judge turns two scores into a vote.
enum class ScoreJudgeRule : std::uint8_t {
    /// GenAI-Bench as ADIEE scores it (scoreJudgeVote()): types round-half-even(score / 5) on the 0–10 scale, the
    /// higher type wins, equal types → Tie if both scores ≥ 9, else BothBad.
    GenAiBench,
    /// AURORA-Bench pair-wise (labels left / right / tie only): the same types, equal types → Tie.
    Aurora,
    /// The papers' sentence taken literally ("a higher score for the preferred image counts as correct; otherwise a
    /// tie is predicted"): the higher raw score wins, equal scores → Tie. Works on any scale.
    Raw,
};

/// "genaibench", "aurora", "raw".
std::string_view scoreJudgeRuleName(ScoreJudgeRule rule);
std::optional<ScoreJudgeRule> scoreJudgeRuleFromName(std::string_view name);
/// Whether the rule types scores on the 0–10 scale (GenAiBench, Aurora): scores outside [0, 10] cannot be judged.
bool scoreJudgeRuleNeedsZeroToTen(ScoreJudgeRule rule);

/// The vote of a score-based judge under `rule`; undefined when a score is not finite.
std::optional<HumanVote> scoreJudgeVote(double scoreA, double scoreB, ScoreJudgeRule rule);

/// Four-way accuracy against human votes. Value type.
struct FourWayAccuracy
{
    int n = 0; ///< items scored (all items: an unparseable / undefined judgement counts as wrong)
    int correct = 0;
    int unparseable = 0;            ///< judgements that could not be read (counted wrong, kept in n)
    std::optional<double> accuracy; ///< correct / n; undefined when n = 0 or the two lists differ in length
};

/// accuracy = #{i : parseJudgeVerdict(verdicts[i], reading) contains human[i]} / n over all n items; an unparseable
/// verdict is wrong and counted in `unparseable`. No ties or missing data beyond that: every item counts.
FourWayAccuracy fourWayAccuracy(const std::vector<HumanVote> &human, const std::vector<std::string> &verdicts,
                                VerdictReading reading = VerdictReading::Exact);

/// Same for a score-based judge: item i is correct when scoreJudgeVote(scoresA[i], scoresB[i]) == human[i]; a
/// non-finite score makes the judgement unparseable (wrong, counted). Undefined when the three lists differ in length
/// or are empty.
FourWayAccuracy fourWayAccuracyFromScores(const std::vector<HumanVote> &human, const std::vector<double> &scoresA,
                                          const std::vector<double> &scoresB);

// ---------------------------------------------------------------------------------------------------------------
// Ground-truth test win rates (BPM Table 4)
// ---------------------------------------------------------------------------------------------------------------

/// Whether a larger metric value is better.
enum class ScoreDirection { HigherIsBetter, LowerIsBetter };

/// Share of items each candidate wins.
struct WinRates
{
    std::vector<double> share; ///< per candidate, sums to 1; empty when no item is usable
    int items = 0;             ///< items used
    int skipped = 0;           ///< items skipped (wrong number of candidates, or a non-finite score)
    int ties = 0;              ///< of the items used, those where two or more candidates share the best score
};

/// Per item, `scores[i][c]` is the metric value of candidate c (e.g. 0 = excessively preserved, 1 = excessively
/// modified, 2 = ground truth). share[c] = (1/items) Σ_i w_ic where w_ic = 1/m if c is one of the m candidates with the
/// best score on item i (ties split equally, exact equality; such an item counts in `ties`), else 0. Missing: an item
/// with a non-finite score or with a candidate count other than `candidates` is skipped (counted in `skipped`).
WinRates winRates(const std::vector<std::vector<double>> &scores, int candidates, ScoreDirection direction);

} // namespace editlens::core::stats
