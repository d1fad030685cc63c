#pragma once

#include "stats/correlation.h"

#include <optional>
#include <string>
#include <vector>

namespace editlens::core::stats {

/// How per-group correlations are combined into one number.
enum class GroupAveraging {
    VieScore, ///< tanh(mean ρ): VIEScore's released code (called Fisher-z there, but it never applies atanh)
    Fisher,   ///< tanh(mean atanh ρ): the textbook Fisher-z average
    Mean,     ///< plain mean of ρ
    Pooled,   ///< one correlation over the pairs of all groups together (per-group values are still reported)
};

/// One group (e.g. an editing system): paired human and metric values, index i of both belongs to item i.
struct CorrelationGroup
{
    std::string name;
    std::vector<double> human;
    std::vector<double> metric;
};

/// One group's correlation.
struct GroupValue
{
    std::string name;
    double coefficient = 0.0;
    int n = 0; ///< pairs used
};

/// Result of groupCorrelation(). Value type.
struct GroupCorrelationResult
{
    std::optional<double> value; ///< the combined correlation; undefined when no group (pooled: no pair set) has one
    std::vector<GroupValue> perGroup;  ///< groups with a defined correlation, in input order
    std::vector<std::string> excluded; ///< groups without one (constant input, fewer than 2 pairs), in input order
    int n = 0;                         ///< pairs that entered `value` (sum over perGroup; pooled: pairs pooled)
};

/// Group-wise correlation: `method` (Pearson / Spearman / Kendall τ-b, see correlation.h) per group, then combined
/// by `averaging` over the groups whose correlation is defined:
///   VieScore: tanh((1/G) Σ ρ_g);  Fisher: tanh((1/G) Σ atanh(ρ_g)) with each ρ_g clipped to ±(1 − 1e−12) before
///   atanh so that a perfect group gives a large finite z instead of ∞;  Mean: (1/G) Σ ρ_g;
///   Pooled: one correlation over the concatenated pairs of every group (a group excluded for being constant still
///   contributes its pairs to the pooled value, and is still listed in `excluded`).
/// Ties: as the chosen method (average ranks for Spearman, τ-b corrections for Kendall). Missing: within a group,
/// pairs with a non-finite value in either vector are dropped (correlation.h); a group whose vectors differ in length
/// is excluded. Undefined groups are never counted as 0: they are left out and named in `excluded`.
GroupCorrelationResult groupCorrelation(const std::vector<CorrelationGroup> &groups, CorrelationMethod method,
                                        GroupAveraging averaging);

/// Combines already computed per-group coefficients with VieScore / Fisher / Mean (formulas as groupCorrelation());
/// undefined for an empty list, for Pooled (which needs the raw pairs) or when a coefficient is NaN.
std::optional<double> averageCorrelations(const std::vector<double> &coefficients, GroupAveraging averaging);

/// One group's coefficient with its two-sided p-value, the input of combinePValues().
struct SignedPValue
{
    double coefficient = 0.0;
    double pValue = 1.0;
};

/// Stouffer's signed-z combination of per-group two-sided p-values into one two-sided p-value for "the groups
/// correlate, in a common direction": z_g = sign(r_g)·Φ⁻¹(1 − p_g/2) (a group with p = 0 gives ±∞), Z = Σz_g/√G,
/// p = 2(1 − Φ(|Z|)). Equals scipy.stats.combine_pvalues(one_sided, method="stouffer") with one_sided_g = p_g/2 for
/// r_g > 0 and 1 − p_g/2 otherwise, made two-sided as 2·min(p, 1 − p). Assumes independent groups. Undefined for an
/// empty list, when a coefficient or p-value is NaN, or when groups with p = 0 point both ways (∞ − ∞).
std::optional<double> combinePValues(const std::vector<SignedPValue> &groups);

} // namespace editlens::core::stats
