#pragma once

#include <limits>
#include <optional>
#include <vector>

namespace editlens::core::stats {

// ---------------------------------------------------------------------------------------------------------------
// Intraclass correlation (Shrout & Fleiss 1979, case 2: two-way random effects, absolute agreement)
// ---------------------------------------------------------------------------------------------------------------

/// ICC(2,1) and ICC(2,k) with the two-way ANOVA mean squares they come from. Value type.
struct IccResult
{
    double icc21 = 0.0; ///< single rater: (MSR − MSE) / (MSR + (k−1)MSE + k(MSC − MSE)/n)
    double icc2k = 0.0; ///< mean of k raters: (MSR − MSE) / (MSR + (MSC − MSE)/n)
    double msr = 0.0;   ///< between targets: k Σ_i (x̄_i· − x̄)² / (n−1)
    double msc = 0.0;   ///< between raters: n Σ_j (x̄_·j − x̄)² / (k−1)
    double mse = 0.0;   ///< residual: (SS_total − SS_rows − SS_cols) / ((n−1)(k−1))
    int targets = 0;    ///< n: complete rows used
    int raters = 0;     ///< k
    int droppedRows = 0;
};

/// ICC(2,1) and ICC(2,k) from `ratings[target][rater]` (n targets × k raters; formulas in IccResult, as pingouin's
/// ICC2 / ICC2k). Missing: only complete rows are used; a row with a non-finite value or with a length other than
/// k = the first row's length is dropped (counted in droppedRows). Ties: no special rule. Undefined: n < 2, k < 2, a
/// zero denominator (e.g. every rating equal), or sums of squares that overflow (ratings near ±1e308).
std::optional<IccResult> icc(const std::vector<std::vector<double>> &ratings);

// ---------------------------------------------------------------------------------------------------------------
// Krippendorff's alpha
// ---------------------------------------------------------------------------------------------------------------

/// Level of measurement, which fixes the difference function δ².
enum class AlphaLevel {
    Nominal,  ///< δ²(c,k) = 0 if c = k else 1
    Ordinal,  ///< δ²(c,k) = (Σ_{g=c..k} n_g − (n_c + n_k)/2)², g over the observed values in sorted order
    Interval, ///< δ²(c,k) = (c − k)²
};

/// Krippendorff's α from `data[unit][coder]` with NaN (any non-finite value) = missing, by the coincidence matrix
/// (Krippendorff 2011, "Computing Krippendorff's Alpha-Reliability"): each unit u with m_u ≥ 2 values adds
/// 1/(m_u − 1) to o_ck for every ordered pair of its values from different coders; n_c = Σ_k o_ck, n = Σ_c n_c;
///   α = 1 − (n − 1) Σ_{c,k} o_ck δ²(c,k) / Σ_{c,k} n_c n_k δ²(c,k).
/// Missing: units with fewer than 2 values are unpairable and ignored; rows may have different lengths (absent cells
/// are missing). Ties: equal values are the same category (exact equality). Undefined: no pairable value, no
/// expected disagreement (a single observed value), or sums of squares that overflow (values near ±1e308).
std::optional<double> krippendorffAlpha(const std::vector<std::vector<double>> &data, AlphaLevel level);

// ---------------------------------------------------------------------------------------------------------------
// Kappa statistics
// ---------------------------------------------------------------------------------------------------------------

/// Label value that marks a missing categorical rating.
constexpr int kMissingLabel = std::numeric_limits<int>::min();

/// Cohen's κ = (p_o − p_e) / (1 − p_e) for two raters: p_o = share of items with equal labels,
/// p_e = Σ_c p_a(c) p_b(c) from each rater's own marginals (unweighted; = sklearn cohen_kappa_score).
/// Missing: items where either label is kMissingLabel are dropped. Ties: not applicable (labels are categories).
/// Undefined: different lengths, no complete item, or p_e = 1 (both raters used one and the same label throughout).
std::optional<double> cohenKappa(const std::vector<int> &raterA, const std::vector<int> &raterB);

/// Fleiss' κ from `counts[subject][category]` = number of raters who put the subject in that category (each subject
/// rated by the same m ≥ 2 raters): P_i = (Σ_j n_ij² − m) / (m(m − 1)), P̄ = mean P_i, p_j = Σ_i n_ij / (N m),
/// P_e = Σ_j p_j², κ = (P̄ − P_e) / (1 − P_e) (Fleiss 1971; = statsmodels fleiss_kappa).
/// Missing: subjects with zero ratings are skipped; otherwise every row must sum to the same m ≥ 2 and have the same
/// number of categories. Undefined: no subject, unequal rows or m < 2, a negative count, or P_e = 1.
std::optional<double> fleissKappa(const std::vector<std::vector<int>> &counts);

} // namespace editlens::core::stats
