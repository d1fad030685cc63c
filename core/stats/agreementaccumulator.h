#pragma once

#include "stats/agreement.h"

#include <optional>
#include <vector>

namespace editlens::core::stats {

/// ICC(2,1)/ICC(2,k) and interval Krippendorff's α of a units × raters table, kept as running sums so that changing
/// one cell costs O(raters) instead of a pass over the table: what the live alignment needs after each rating.
///
/// Same definitions, missing-data and undefined rules as icc() and krippendorffAlpha(…, Interval) in agreement.h,
/// computed from sums instead of centred passes:
///   ICC over complete units (every rater present): with G = Σx, R_i row sums, C_j column sums, N = n·k,
///     SS_total = Σx² − G²/N, SS_rows = Σ R_i²/k − G²/N, SS_cols = Σ C_j²/n − G²/N, SSE = SS_total − SS_rows − SS_cols;
///   α (interval) over pairable units (m_u ≥ 2 values), since Σ_{c≠k in u}(c−k)² = 2(m_u Σv² − (Σv)²):
///     D_o = Σ_u 2(m_u Σ_u v² − (Σ_u v)²)/(m_u − 1), D_e = 2(n·S2 − S1²)/(n − 1) over the n pairable values,
///     α = 1 − D_o / D_e.
/// With ratings on a grid of halves (1–5, {0, 0.5, 1}) every sum is exact in double, so updates and a rebuild agree to
/// the last bit; otherwise they agree to rounding (~1e−15 relative). Sums that overflowed (values near ±1e308) are
/// not trusted: icc() and alphaInterval() then recompute from the table. Not thread-safe.
class AgreementAccumulator
{
public:
    /// An empty table of `raters` columns; units are added by set().
    explicit AgreementAccumulator(int raters = 0);

    int raters() const { return m_raters; }
    int units() const { return int(m_values.size()) / (m_raters > 0 ? m_raters : 1); }

    /// Sets one cell (NaN = missing); the table grows to hold `unit`.
    void set(int unit, int rater, double value);

    std::optional<IccResult> icc() const;
    std::optional<double> alphaInterval() const;

private:
    struct UnitSums
    {
        int m = 0;
        double sum = 0.0;
        double sumSq = 0.0;
    };
    UnitSums sumsOf(int unit) const;
    /// The table as rows of units (NaN = missing), for the batch functions of agreement.h.
    std::vector<std::vector<double>> table() const;
    void account(int unit, int weight);

    int m_raters = 0;
    std::vector<double> m_values; // unit-major, NaN = missing
    // ICC: complete units only
    int m_complete = 0;
    double m_iccSum = 0.0, m_iccSumSq = 0.0, m_iccRowSq = 0.0;
    std::vector<double> m_iccColumns;
    // α: pairable units only
    double m_pairable = 0.0, m_s1 = 0.0, m_s2 = 0.0, m_observed = 0.0;
};

} // namespace editlens::core::stats
