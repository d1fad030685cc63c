#pragma once

#include <optional>
#include <vector>

/// Pure statistics over plain vectors: no Qt, no database, thread-safe (no shared state).
/// An undefined value (constant input, too few observations) is std::nullopt, never 0 or NaN.
/// Missing values are NaN. ±infinity is a value, not missing (PSNR of an output identical to its source is +inf):
/// the rank statistics order it above (+inf) or below (−inf) every finite value, equal infinities tie; only Pearson,
/// which needs finite numbers, leaves such pairs out and counts them in CorrelationResult::infiniteLeftOut.
namespace editlens::core::stats {

/// Which correlation coefficient to compute.
enum class CorrelationMethod { Pearson, Spearman, Kendall };

/// A correlation coefficient with its two-sided p-value and the number of pairs it used.
struct CorrelationResult
{
    double coefficient = 0.0;     ///< r, ρ or τ-b, clamped to [-1, 1]
    std::optional<double> pValue; ///< two-sided; undefined when n < 3
    int n = 0;                    ///< pairs used after dropping missing ones
    int infiniteLeftOut = 0;      ///< Pearson only: pairs with no NaN but a ±inf value, left out (not in n)
};

/// Average ranks (1-based), as scipy.stats.rankdata(method="average").
/// Ties: tied values all get the mean of the ranks they span ({10, 20, 20, 30} → {1, 2.5, 2.5, 4}).
/// Missing: NaN keeps NaN as its rank and is left out of the ranking of the others. ±inf is ranked like any value
/// (−inf first, +inf last; equal infinities tie).
std::vector<double> rank(const std::vector<double> &values);

/// Pearson product-moment correlation r = Σ(x−x̄)(y−ȳ) / √(Σ(x−x̄)² Σ(y−ȳ)²) (two-pass, centred sums).
/// p-value: t = r √((n−2)/(1−r²)), two-sided Student t with n−2 df (= scipy.stats.pearsonr); p = 0 when |r| = 1.
/// Ties: no special rule. Missing: pairs with NaN in either input are dropped; pairs with ±inf are dropped too and
/// counted in `infiniteLeftOut`. Undefined: inputs of different length, fewer than 2 finite pairs, or either input
/// constant.
std::optional<CorrelationResult> pearson(const std::vector<double> &x, const std::vector<double> &y);

/// Spearman ρ = Pearson r of the average ranks of x and y (= scipy.stats.spearmanr).
/// p-value as pearson(): Student t with n−2 df on ρ. Ties: average ranks. Missing: pairs with NaN in either input are
/// dropped before ranking; ±inf is kept and ranked (rank()). Undefined: different lengths, fewer than 2 pairs, either
/// input constant.
std::optional<CorrelationResult> spearman(const std::vector<double> &x, const std::vector<double> &y);

/// Kendall τ-b = (P − Q) / √((n₀ − n₁)(n₀ − n₂)), n₀ = n(n−1)/2, n₁ / n₂ = pairs tied in x / in y, computed in
/// O(n log n) with Knight's algorithm (sort by (x, y), count discordant pairs by merge sort) (= scipy.stats.kendalltau,
/// variant "b"). Ties: a pair tied in x or y is neither concordant nor discordant; the denominator corrects for them.
/// p-value: normal approximation with the tie-corrected variance
///   v = (n(n−1)(2n+5) − Σt(t−1)(2t+5) − Σu(u−1)(2u+5))/18 + 2 n₁ n₂ / (n(n−1))
///       + Σt(t−1)(t−2) Σu(u−1)(u−2) / (9 n(n−1)(n−2)),  z = (P − Q)/√v
/// (t, u: sizes of tie groups in x, y) = scipy's method="asymptotic". Missing: pairs with NaN in either input are
/// dropped; ±inf is kept (ordered as in rank()). Undefined: different lengths, fewer than 2 pairs, or either input
/// constant.
std::optional<CorrelationResult> kendallTauB(const std::vector<double> &x, const std::vector<double> &y);

/// Dispatches to pearson(), spearman() or kendallTauB(); same formulas, tie and missing-data rules.
std::optional<CorrelationResult> correlate(CorrelationMethod method, const std::vector<double> &x,
                                           const std::vector<double> &y);

} // namespace editlens::core::stats
