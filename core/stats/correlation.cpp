#include "stats/correlation.h"
#include "stats/correlationdetail.h"

#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace editlens::core::stats {

namespace {

struct Pairs
{
    std::vector<double> x;
    std::vector<double> y;
};

// Keeps the pairs in which neither value is NaN and, when `finiteOnly`, both are finite (the others are counted in
// `infinite`); nullopt when the lengths differ.
std::optional<Pairs> completePairs(const std::vector<double> &x, const std::vector<double> &y, bool finiteOnly = false,
                                   int *infinite = nullptr)
{
    if (x.size() != y.size())
        return std::nullopt;
    Pairs p;
    p.x.reserve(x.size());
    p.y.reserve(y.size());
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (std::isnan(x[i]) || std::isnan(y[i]))
            continue;
        if (finiteOnly && (std::isinf(x[i]) || std::isinf(y[i]))) {
            if (infinite)
                ++*infinite;
            continue;
        }
        p.x.push_back(x[i]);
        p.y.push_back(y[i]);
    }
    return p;
}

double clampUnit(double r)
{
    return std::clamp(r, -1.0, 1.0);
}

// 2^−e with 2^(e−1) ≤ max |v| < 2^e (1 when every value is 0); NaN when a value is NaN or ±inf.
double unitScale(const std::vector<double> &v)
{
    double largest = 0.0;
    for (double a : v) {
        if (!std::isfinite(a))
            return std::nan("");
        largest = std::max(largest, std::abs(a));
    }
    if (largest == 0.0)
        return 1.0;
    int exponent = 0;
    std::frexp(largest, &exponent);
    return std::ldexp(1.0, -exponent);
}

// Dense ranks 0..d−1 of v (equal values share a rank); `levels` receives d.
std::vector<std::int64_t> denseRanks(const std::vector<double> &v, std::int64_t &levels)
{
    std::vector<std::size_t> order(v.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<std::int64_t> r(v.size());
    std::int64_t current = -1;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i == 0 || v[order[i]] != v[order[i - 1]])
            ++current;
        r[order[i]] = current;
    }
    levels = current + 1;
    return r;
}

} // namespace

namespace detail {

std::optional<double> pearsonCoefficient(const std::vector<double> &x, const std::vector<double> &y)
{
    const std::size_t n = x.size();
    if (n < 2 || y.size() != n)
        return std::nullopt;
    // Each input is scaled by a power of two that brings its largest magnitude below 1: the squares and sums of
    // values near ±1e308 would overflow to inf and make r NaN, while a power of two changes no rounding, so r of
    // ordinary data is bit for bit what it was unscaled.
    const double sx = unitScale(x), sy = unitScale(y);
    if (!std::isfinite(sx) || !std::isfinite(sy))
        return std::nullopt; // a NaN or ±inf value: no finite r
    // Two passes around the means: one pass with raw sums loses all precision for large offsets (scores near 1e6).
    double mx = 0.0, my = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        mx += x[i] * sx;
        my += y[i] * sy;
    }
    mx /= double(n);
    my /= double(n);
    double sxy = 0.0, sxx = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double dx = x[i] * sx - mx;
        const double dy = y[i] * sy - my;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    // An input is constant exactly when all its values are equal; the centred sum can then still be a rounding
    // residue, so test equality of the values rather than sxx == 0.
    const auto constant = [](const std::vector<double> &v) {
        return std::all_of(v.begin(), v.end(), [&](double a) { return a == v.front(); });
    };
    if (constant(x) || constant(y) || sxx <= 0.0 || syy <= 0.0)
        return std::nullopt;
    const double r = sxy / std::sqrt(sxx * syy);
    if (std::isnan(r))
        return std::nullopt;
    return clampUnit(r);
}

// Tie-group sums from the number of values at each dense rank.
static TieSums tieSums(const std::vector<std::int64_t> &ranks, std::int64_t levels)
{
    std::vector<std::int64_t> count(std::size_t(levels), 0);
    for (std::int64_t r : ranks)
        ++count[std::size_t(r)];
    TieSums s;
    for (std::int64_t c : count) {
        const double t = double(c);
        s.pairs += t * (t - 1.0) / 2.0;
        s.v0 += t * (t - 1.0) * (t - 2.0);
        s.v1 += t * (t - 1.0) * (2.0 * t + 5.0);
    }
    return s;
}

std::optional<KendallParts> kendallFromDenseRanks(const std::vector<std::int64_t> &rx, std::int64_t xLevels,
                                                  const std::vector<std::int64_t> &ry, std::int64_t yLevels)
{
    const std::size_t n = rx.size();
    if (n < 2 || ry.size() != n)
        return std::nullopt;
    KendallParts parts;
    parts.tx = tieSums(rx, xLevels);
    parts.ty = tieSums(ry, yLevels);
    const double total = double(n) * double(n - 1) / 2.0;
    if (parts.tx.pairs == total || parts.ty.pairs == total)
        return std::nullopt; // one side constant

    // Knight: order the pairs by (u, v) and every discordant pair is a strict inversion of v, while pairs tied in
    // u are already in v order and never count. τ is symmetric, so v is the variable with fewer levels (human
    // ratings: a handful), whose inversions a Fenwick tree over its levels counts in O(n log levels).
    const bool swap = xLevels < yLevels;
    const std::vector<std::int64_t> &u = swap ? ry : rx, &v = swap ? rx : ry;
    const std::int64_t uLevels = swap ? yLevels : xLevels, vLevels = swap ? xLevels : yLevels;
    // Two stable counting sorts, by v then by u.
    std::vector<std::uint32_t> byV(n), order(n);
    {
        std::vector<std::uint32_t> start(std::size_t(vLevels) + 1, 0);
        for (std::int64_t r : v)
            ++start[std::size_t(r) + 1];
        for (std::size_t l = 1; l < start.size(); ++l)
            start[l] += start[l - 1];
        for (std::size_t i = 0; i < n; ++i)
            byV[start[std::size_t(v[i])]++] = std::uint32_t(i);
    }
    {
        std::vector<std::uint32_t> start(std::size_t(uLevels) + 1, 0);
        for (std::int64_t r : u)
            ++start[std::size_t(r) + 1];
        for (std::size_t l = 1; l < start.size(); ++l)
            start[l] += start[l - 1];
        for (std::uint32_t i : byV)
            order[start[std::size_t(u[i])]++] = i;
    }
    double jointTies = 0.0; // pairs tied in both
    double discordant = 0.0;
    std::vector<std::int64_t> tree(std::size_t(vLevels) + 1, 0); // Fenwick tree: how many seen at each level
    std::int64_t seen = 0;
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i;
        while (j < n && u[order[j]] == u[order[i]] && v[order[j]] == v[order[i]])
            ++j;
        const double t = double(j - i);
        jointTies += t * (t - 1.0) / 2.0;
        i = j;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::int64_t level = v[order[i]];
        std::int64_t notAbove = 0; // seen values ≤ level
        for (std::int64_t k = level + 1; k > 0; k -= k & -k)
            notAbove += tree[std::size_t(k)];
        discordant += double(seen - notAbove);
        for (std::int64_t k = level + 1; k <= vLevels; k += k & -k)
            ++tree[std::size_t(k)];
        ++seen;
    }

    // P − Q = (pairs neither tied in x nor in y) − 2Q; inclusion–exclusion over the tie counts.
    parts.conMinusDis = total - parts.tx.pairs - parts.ty.pairs + jointTies - 2.0 * discordant;
    parts.tau = clampUnit(parts.conMinusDis / std::sqrt(total - parts.tx.pairs) / std::sqrt(total - parts.ty.pairs));
    return parts;
}

std::optional<double> tTestPValue(double r, int n)
{
    // boost::math throws a domain_error on a NaN argument, and nothing above catches it: an undefined r has an
    // undefined p-value, never an abort.
    if (n < 3 || std::isnan(r))
        return std::nullopt;
    if (std::abs(r) >= 1.0)
        return 0.0;
    const double df = n - 2;
    const double t = r * std::sqrt(df / ((1.0 - r) * (1.0 + r)));
    if (std::isnan(t))
        return std::nullopt;
    if (std::isinf(t))
        return 0.0;
    const boost::math::students_t dist(df);
    return std::clamp(2.0 * boost::math::cdf(boost::math::complement(dist, std::abs(t))), 0.0, 1.0);
}

std::optional<double> kendallPValue(const KendallParts &parts, std::size_t n)
{
    if (n < 3)
        return std::nullopt;
    const TieSums &tx = parts.tx, &ty = parts.ty;
    const double m = double(n) * double(n - 1);
    const double var = (m * (2.0 * double(n) + 5.0) - tx.v1 - ty.v1) / 18.0 + (2.0 * tx.pairs * ty.pairs) / m
                       + tx.v0 * ty.v0 / (9.0 * m * double(n - 2));
    if (!(var > 0.0) || !std::isfinite(var))
        return std::nullopt;
    const double z = parts.conMinusDis / std::sqrt(var);
    if (std::isnan(z)) // boost::math would throw (see tTestPValue)
        return std::nullopt;
    if (std::isinf(z))
        return 0.0;
    const boost::math::normal_distribution<double> normal;
    return std::clamp(2.0 * boost::math::cdf(boost::math::complement(normal, std::abs(z))), 0.0, 1.0);
}

} // namespace detail

std::vector<double> rank(const std::vector<double> &values)
{
    std::vector<double> ranks(values.size(), std::nan(""));
    std::vector<std::size_t> order;
    order.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!std::isnan(values[i]))
            order.push_back(i);
    }
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j < order.size() && values[order[j]] == values[order[i]])
            ++j;
        // Positions i..j−1 (0-based) hold ranks i+1..j; their mean is (i + 1 + j) / 2.
        const double average = (double(i) + 1.0 + double(j)) / 2.0;
        for (std::size_t k = i; k < j; ++k)
            ranks[order[k]] = average;
        i = j;
    }
    return ranks;
}

std::optional<CorrelationResult> pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    int infinite = 0;
    const auto p = completePairs(x, y, true, &infinite);
    if (!p)
        return std::nullopt;
    const auto r = detail::pearsonCoefficient(p->x, p->y);
    if (!r)
        return std::nullopt;
    const int n = int(p->x.size());
    return CorrelationResult{*r, detail::tTestPValue(*r, n), n, infinite};
}

std::optional<CorrelationResult> spearman(const std::vector<double> &x, const std::vector<double> &y)
{
    const auto p = completePairs(x, y);
    if (!p)
        return std::nullopt;
    const auto r = detail::pearsonCoefficient(rank(p->x), rank(p->y));
    if (!r)
        return std::nullopt;
    const int n = int(p->x.size());
    return CorrelationResult{*r, detail::tTestPValue(*r, n), n};
}

std::optional<CorrelationResult> kendallTauB(const std::vector<double> &x, const std::vector<double> &y)
{
    const auto p = completePairs(x, y);
    if (!p || p->x.size() < 2)
        return std::nullopt;
    const std::size_t n = p->x.size();
    std::int64_t xLevels = 0, yLevels = 0;
    const std::vector<std::int64_t> rx = denseRanks(p->x, xLevels);
    const std::vector<std::int64_t> ry = denseRanks(p->y, yLevels);
    const auto parts = detail::kendallFromDenseRanks(rx, xLevels, ry, yLevels);
    if (!parts)
        return std::nullopt;

    CorrelationResult result{parts->tau, detail::kendallPValue(*parts, n), int(n)};
    return result;
}

std::optional<CorrelationResult> correlate(CorrelationMethod method, const std::vector<double> &x,
                                           const std::vector<double> &y)
{
    switch (method) {
    case CorrelationMethod::Pearson:
        return pearson(x, y);
    case CorrelationMethod::Spearman:
        return spearman(x, y);
    case CorrelationMethod::Kendall:
        return kendallTauB(x, y);
    }
    return std::nullopt;
}

} // namespace editlens::core::stats
