#include "stats/correlation.h"

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

// Keeps the pairs in which both values are finite; nullopt when the lengths differ.
std::optional<Pairs> completePairs(const std::vector<double> &x, const std::vector<double> &y)
{
    if (x.size() != y.size())
        return std::nullopt;
    Pairs p;
    p.x.reserve(x.size());
    p.y.reserve(y.size());
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (std::isfinite(x[i]) && std::isfinite(y[i])) {
            p.x.push_back(x[i]);
            p.y.push_back(y[i]);
        }
    }
    return p;
}

double clampUnit(double r)
{
    return std::clamp(r, -1.0, 1.0);
}

// Two-sided p-value of a correlation coefficient through Student's t with n − 2 degrees of freedom.
std::optional<double> tTestPValue(double r, int n)
{
    if (n < 3)
        return std::nullopt;
    if (std::abs(r) >= 1.0)
        return 0.0;
    const double df = n - 2;
    const double t = r * std::sqrt(df / ((1.0 - r) * (1.0 + r)));
    const boost::math::students_t dist(df);
    return std::clamp(2.0 * boost::math::cdf(boost::math::complement(dist, std::abs(t))), 0.0, 1.0);
}

// Pearson r on already complete pairs; nullopt when n < 2 or either side is constant.
std::optional<double> pearsonCoefficient(const std::vector<double> &x, const std::vector<double> &y)
{
    const std::size_t n = x.size();
    if (n < 2)
        return std::nullopt;
    // Two passes around the means: one pass with raw sums loses all precision for large offsets (scores near 1e6).
    const double mx = std::accumulate(x.begin(), x.end(), 0.0) / double(n);
    const double my = std::accumulate(y.begin(), y.end(), 0.0) / double(n);
    double sxy = 0.0, sxx = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double dx = x[i] - mx;
        const double dy = y[i] - my;
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
    return clampUnit(sxy / std::sqrt(sxx * syy));
}

// Dense ranks 0..d−1 of v (equal values share a rank).
std::vector<std::int64_t> denseRanks(const std::vector<double> &v)
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
    return r;
}

// Number of pairs i < j with a[i] > a[j] (strict inversions), by bottom-up merge sort; sorts a.
std::int64_t countInversions(std::vector<std::int64_t> &a)
{
    const std::size_t n = a.size();
    std::vector<std::int64_t> buf(n);
    std::int64_t inversions = 0;
    for (std::size_t width = 1; width < n; width *= 2) {
        for (std::size_t lo = 0; lo < n; lo += 2 * width) {
            const std::size_t mid = std::min(lo + width, n);
            const std::size_t hi = std::min(lo + 2 * width, n);
            std::size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                if (a[i] <= a[j]) {
                    buf[k++] = a[i++];
                } else {
                    // a[j] jumps over every remaining left element, each strictly greater.
                    inversions += std::int64_t(mid - i);
                    buf[k++] = a[j++];
                }
            }
            while (i < mid)
                buf[k++] = a[i++];
            while (j < hi)
                buf[k++] = a[j++];
        }
        a.swap(buf);
    }
    return inversions;
}

struct TieSums
{
    double pairs = 0.0; // Σ t(t−1)/2
    double v0 = 0.0;    // Σ t(t−1)(t−2)
    double v1 = 0.0;    // Σ t(t−1)(2t+5)
};

// Tie-group sums of a sorted sequence of dense ranks.
TieSums tieSums(std::vector<std::int64_t> sorted)
{
    std::sort(sorted.begin(), sorted.end());
    TieSums s;
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t j = i;
        while (j < sorted.size() && sorted[j] == sorted[i])
            ++j;
        const double t = double(j - i);
        s.pairs += t * (t - 1.0) / 2.0;
        s.v0 += t * (t - 1.0) * (t - 2.0);
        s.v1 += t * (t - 1.0) * (2.0 * t + 5.0);
        i = j;
    }
    return s;
}

} // namespace

std::vector<double> rank(const std::vector<double> &values)
{
    std::vector<double> ranks(values.size(), std::nan(""));
    std::vector<std::size_t> order;
    order.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (std::isfinite(values[i]))
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
    const auto p = completePairs(x, y);
    if (!p)
        return std::nullopt;
    const auto r = pearsonCoefficient(p->x, p->y);
    if (!r)
        return std::nullopt;
    const int n = int(p->x.size());
    return CorrelationResult{*r, tTestPValue(*r, n), n};
}

std::optional<CorrelationResult> spearman(const std::vector<double> &x, const std::vector<double> &y)
{
    const auto p = completePairs(x, y);
    if (!p)
        return std::nullopt;
    const auto r = pearsonCoefficient(rank(p->x), rank(p->y));
    if (!r)
        return std::nullopt;
    const int n = int(p->x.size());
    return CorrelationResult{*r, tTestPValue(*r, n), n};
}

std::optional<CorrelationResult> kendallTauB(const std::vector<double> &x, const std::vector<double> &y)
{
    const auto p = completePairs(x, y);
    if (!p || p->x.size() < 2)
        return std::nullopt;
    const std::size_t n = p->x.size();
    const std::vector<std::int64_t> rx = denseRanks(p->x);
    const std::vector<std::int64_t> ry = denseRanks(p->y);

    // Knight: order by (x, y); then every discordant pair is a strict inversion of y, and pairs tied in x are
    // already in y order so they never count.
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return rx[a] != rx[b] ? rx[a] < rx[b] : ry[a] < ry[b]; });
    std::vector<std::int64_t> ys(n);
    double jointTies = 0.0; // pairs tied in both x and y
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i;
        while (j < n && rx[order[j]] == rx[order[i]] && ry[order[j]] == ry[order[i]])
            ++j;
        const double t = double(j - i);
        jointTies += t * (t - 1.0) / 2.0;
        i = j;
    }
    for (std::size_t i = 0; i < n; ++i)
        ys[i] = ry[order[i]];
    const double discordant = double(countInversions(ys));

    const TieSums tx = tieSums(rx);
    const TieSums ty = tieSums(ry);
    const double total = double(n) * double(n - 1) / 2.0;
    if (tx.pairs == total || ty.pairs == total)
        return std::nullopt; // one side constant
    // P − Q = (pairs neither tied in x nor in y) − 2Q; inclusion–exclusion over the tie counts.
    const double conMinusDis = total - tx.pairs - ty.pairs + jointTies - 2.0 * discordant;
    const double tau = clampUnit(conMinusDis / std::sqrt(total - tx.pairs) / std::sqrt(total - ty.pairs));

    CorrelationResult result{tau, std::nullopt, int(n)};
    if (n >= 3) {
        const double m = double(n) * double(n - 1);
        const double var = (m * (2.0 * double(n) + 5.0) - tx.v1 - ty.v1) / 18.0 + (2.0 * tx.pairs * ty.pairs) / m
                           + tx.v0 * ty.v0 / (9.0 * m * double(n - 2));
        if (var > 0.0) {
            const double z = conMinusDis / std::sqrt(var);
            const boost::math::normal_distribution<double> normal;
            result.pValue = std::clamp(2.0 * boost::math::cdf(boost::math::complement(normal, std::abs(z))), 0.0, 1.0);
        }
    }
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
