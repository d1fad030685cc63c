#pragma once

#include <optional>
#include <vector>

namespace editlens::core::stats {

/// A row of values (index = item, NaN = missing; ±inf is a value) kept together with the indices of its non-NaN values
/// in ascending value order, so that correlations against other rows need no sorting. Building one sorts once,
/// O(n log n); set() moves one value in O(n). Value type; not thread-safe for concurrent set().
class SortedRow
{
public:
    SortedRow() = default;
    explicit SortedRow(std::vector<double> values);

    const std::vector<double> &values() const { return m_values; }
    /// Indices of the non-NaN values, by ascending value (−inf first, +inf last); equal values by ascending index.
    const std::vector<int> &order() const { return m_order; }
    int size() const { return int(m_values.size()); }

    /// Replaces values()[index] (growing the row with missing values if needed) and keeps order() sorted.
    void set(int index, double value);

private:
    std::vector<double> m_values;
    std::vector<int> m_order;
};

/// Spearman ρ, Pearson r and Kendall τ-b of two rows with their two-sided p-values, each as undefined (nullopt) where
/// correlation.h's functions say so (a p-value also when n < 3).
struct Coefficients
{
    std::optional<double> spearman;
    std::optional<double> pearson;
    std::optional<double> kendall;
    std::optional<double> spearmanP;
    std::optional<double> pearsonP;
    std::optional<double> kendallP;
    int n = 0;               ///< pairs with no NaN (±inf included)
    int infiniteLeftOut = 0; ///< of those, pairs with a ±inf value: left out of Pearson only
};

/// The three coefficients of x and y over the indices where neither is NaN (Pearson: where both are finite), equal to
/// spearman(), pearson() and kendallTauB() of correlation.h on those pairs, p-values included (same formulas, tie rules
/// and sums in the same order, so the same doubles). Cost O(n) plus an O(n log n) integer inversion count, because both
/// rows are already sorted. Rows of different length are compared over the shorter one's indices.
Coefficients correlateSorted(const SortedRow &x, const SortedRow &y);

} // namespace editlens::core::stats
