#include "stats/sortedrow.h"

#include "stats/correlationdetail.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace editlens::core::stats {

namespace {

bool before(const std::vector<double> &v, int a, int b)
{
    return v[a] < v[b] || (v[a] == v[b] && a < b);
}

/// For one row: the average rank (1-based, scipy's "average") and the dense rank of each index in `mask`,
/// walking the row's sorted order and skipping indices outside the mask.
struct SubsetRanks
{
    std::vector<double> average;     // by index; only masked entries are meaningful
    std::vector<std::int64_t> dense; // by index
    std::int64_t levels = 0;
};

SubsetRanks subsetRanks(const SortedRow &row, const std::vector<char> &mask, std::size_t n)
{
    SubsetRanks r;
    r.average.assign(n, 0.0);
    r.dense.assign(n, 0);
    const std::vector<double> &v = row.values();
    std::vector<int> kept;
    kept.reserve(n);
    for (int i : row.order())
        if (std::size_t(i) < n && mask[std::size_t(i)])
            kept.push_back(i);
    for (std::size_t i = 0; i < kept.size();) {
        std::size_t j = i;
        while (j < kept.size() && v[kept[j]] == v[kept[i]])
            ++j;
        // Positions i..j−1 (0-based) hold ranks i+1..j; their mean is (i + 1 + j) / 2.
        const double average = (double(i) + 1.0 + double(j)) / 2.0;
        for (std::size_t k = i; k < j; ++k) {
            r.average[std::size_t(kept[k])] = average;
            r.dense[std::size_t(kept[k])] = r.levels;
        }
        ++r.levels;
        i = j;
    }
    return r;
}

} // namespace

SortedRow::SortedRow(std::vector<double> values) : m_values(std::move(values))
{
    m_order.reserve(m_values.size());
    for (int i = 0; i < int(m_values.size()); ++i)
        if (!std::isnan(m_values[std::size_t(i)]))
            m_order.push_back(i);
    std::sort(m_order.begin(), m_order.end(), [this](int a, int b) { return before(m_values, a, b); });
}

void SortedRow::set(int index, double value)
{
    if (index < 0)
        return;
    if (std::size_t(index) >= m_values.size())
        m_values.resize(std::size_t(index) + 1, std::nan(""));
    if (!std::isnan(m_values[std::size_t(index)]))
        m_order.erase(std::find(m_order.begin(), m_order.end(), index));
    m_values[std::size_t(index)] = value;
    if (!std::isnan(value)) {
        const auto at = std::lower_bound(m_order.begin(), m_order.end(), index,
                                         [this](int a, int b) { return before(m_values, a, b); });
        m_order.insert(at, index);
    }
}

Coefficients correlateSorted(const SortedRow &x, const SortedRow &y)
{
    const std::size_t n = std::size_t(std::min(x.size(), y.size()));
    std::vector<char> mask(n, 0);
    std::vector<double> px, py; // the finite pairs, for Pearson
    px.reserve(n);
    py.reserve(n);
    Coefficients c;
    for (std::size_t i = 0; i < n; ++i) {
        const double xi = x.values()[i], yi = y.values()[i];
        if (std::isnan(xi) || std::isnan(yi))
            continue;
        mask[i] = 1;
        ++c.n;
        if (std::isinf(xi) || std::isinf(yi)) {
            ++c.infiniteLeftOut;
            continue;
        }
        px.push_back(xi);
        py.push_back(yi);
    }
    c.pearson = detail::pearsonCoefficient(px, py);
    if (c.pearson)
        c.pearsonP = detail::tTestPValue(*c.pearson, int(px.size()));
    if (c.n < 2)
        return c;

    const SubsetRanks rx = subsetRanks(x, mask, n);
    const SubsetRanks ry = subsetRanks(y, mask, n);
    // Index order, as correlation.cpp's spearman() sees the complete pairs: the same sums in the same order.
    std::vector<double> ax, ay;
    std::vector<std::int64_t> dx, dy;
    ax.reserve(std::size_t(c.n));
    ay.reserve(std::size_t(c.n));
    dx.reserve(std::size_t(c.n));
    dy.reserve(std::size_t(c.n));
    for (std::size_t i = 0; i < n; ++i) {
        if (!mask[i])
            continue;
        ax.push_back(rx.average[i]);
        ay.push_back(ry.average[i]);
        dx.push_back(rx.dense[i]);
        dy.push_back(ry.dense[i]);
    }
    c.spearman = detail::pearsonCoefficient(ax, ay);
    if (c.spearman)
        c.spearmanP = detail::tTestPValue(*c.spearman, c.n);
    if (const auto k = detail::kendallFromDenseRanks(dx, rx.levels, dy, ry.levels)) {
        c.kendall = k->tau;
        c.kendallP = detail::kendallPValue(*k, std::size_t(c.n));
    }
    return c;
}

} // namespace editlens::core::stats
