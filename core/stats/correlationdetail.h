#pragma once

#include <cstdint>
#include <optional>
#include <vector>

/// Building blocks shared by correlation.cpp and sortedrow.cpp; not an API for other modules.
namespace editlens::core::stats::detail {

/// Pearson r of complete pairs (two-pass, centred sums of each input scaled by a power of two, so that values near
/// ±1e308 do not overflow); nullopt when n < 2, the lengths differ, a value is not finite or either side is constant.
std::optional<double> pearsonCoefficient(const std::vector<double> &x, const std::vector<double> &y);

/// Tie-group sums of one variable: Σ t(t−1)/2, Σ t(t−1)(t−2), Σ t(t−1)(2t+5) over its tie groups of size t.
struct TieSums
{
    double pairs = 0.0;
    double v0 = 0.0;
    double v1 = 0.0;
};

/// Kendall τ-b of complete pairs given as dense ranks (rx in 0..xLevels−1, ry in 0..yLevels−1, equal values share a
/// rank), with the pieces its p-value needs. Counting sorts and a merge-sort inversion count: O(n log n + levels).
struct KendallParts
{
    double tau = 0.0;
    double conMinusDis = 0.0; ///< P − Q
    TieSums tx;
    TieSums ty;
};
std::optional<KendallParts> kendallFromDenseRanks(const std::vector<std::int64_t> &rx, std::int64_t xLevels,
                                                  const std::vector<std::int64_t> &ry, std::int64_t yLevels);

/// Two-sided p-value of a Pearson r or Spearman ρ from n pairs: Student t with n − 2 df (scipy.stats.pearsonr and
/// spearmanr); 0 when |r| = 1; undefined when n < 3 or r is NaN.
std::optional<double> tTestPValue(double r, int n);

/// Two-sided p-value of Kendall τ-b from n pairs: normal approximation with the tie-corrected variance
/// (scipy.stats.kendalltau, method="asymptotic"); undefined when n < 3 or the variance is not positive and finite.
std::optional<double> kendallPValue(const KendallParts &parts, std::size_t n);

} // namespace editlens::core::stats::detail
