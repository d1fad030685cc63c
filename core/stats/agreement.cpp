#include "stats/agreement.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace editlens::core::stats {

std::optional<IccResult> icc(const std::vector<std::vector<double>> &ratings)
{
    IccResult r;
    if (ratings.empty())
        return std::nullopt;
    const std::size_t k = ratings.front().size();
    std::vector<const std::vector<double> *> rows;
    for (const auto &row : ratings) {
        const bool complete =
            row.size() == k && std::all_of(row.begin(), row.end(), [](double v) { return std::isfinite(v); });
        if (complete)
            rows.push_back(&row);
        else
            ++r.droppedRows;
    }
    const std::size_t n = rows.size();
    if (n < 2 || k < 2)
        return std::nullopt;

    double grand = 0.0;
    std::vector<double> rowMean(n, 0.0), colMean(k, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < k; ++j) {
            const double v = (*rows[i])[j];
            rowMean[i] += v;
            colMean[j] += v;
            grand += v;
        }
    }
    grand /= double(n * k);
    for (double &m : rowMean)
        m /= double(k);
    for (double &m : colMean)
        m /= double(n);
    double ssTotal = 0.0, ssRows = 0.0, ssCols = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < k; ++j)
            ssTotal += ((*rows[i])[j] - grand) * ((*rows[i])[j] - grand);
    }
    for (double m : rowMean)
        ssRows += double(k) * (m - grand) * (m - grand);
    for (double m : colMean)
        ssCols += double(n) * (m - grand) * (m - grand);
    const double dn = double(n), dk = double(k);
    r.msr = ssRows / (dn - 1.0);
    r.msc = ssCols / (dk - 1.0);
    r.mse = std::max(0.0, ssTotal - ssRows - ssCols) / ((dn - 1.0) * (dk - 1.0));
    r.targets = int(n);
    r.raters = int(k);
    const double den1 = r.msr + (dk - 1.0) * r.mse + dk * (r.msc - r.mse) / dn;
    const double denK = r.msr + (r.msc - r.mse) / dn;
    if (den1 == 0.0 || denK == 0.0)
        return std::nullopt;
    r.icc21 = (r.msr - r.mse) / den1;
    r.icc2k = (r.msr - r.mse) / denK;
    // Ratings near ±1e308 overflow the sums of squares: inf − inf is NaN, an undefined ICC rather than a number.
    if (!std::isfinite(r.icc21) || !std::isfinite(r.icc2k))
        return std::nullopt;
    return r;
}

std::optional<double> krippendorffAlpha(const std::vector<std::vector<double>> &data, AlphaLevel level)
{
    // Pairable values per unit.
    std::vector<std::vector<double>> units;
    for (const auto &row : data) {
        std::vector<double> values;
        for (double v : row) {
            if (std::isfinite(v))
                values.push_back(v);
        }
        if (values.size() >= 2)
            units.push_back(std::move(values));
    }
    double n = 0.0;
    for (const auto &u : units)
        n += double(u.size());
    if (n < 2.0)
        return std::nullopt;

    double observed = 0.0; // Σ_{c,k} o_ck δ²(c,k)
    double expected = 0.0; // Σ_{c,k} n_c n_k δ²(c,k)
    if (level == AlphaLevel::Interval) {
        // Closed forms avoid a V×V coincidence matrix for continuous scores: over ordered pairs,
        // Σ_{i,j} (v_i − v_j)² = 2m Σ_i (v_i − v̄)².
        double sum = 0.0;
        for (const auto &u : units) {
            double mean = 0.0;
            for (double v : u)
                mean += v;
            mean /= double(u.size());
            double ss = 0.0;
            for (double v : u) {
                ss += (v - mean) * (v - mean);
                sum += v;
            }
            observed += 2.0 * double(u.size()) * ss / (double(u.size()) - 1.0);
        }
        const double mean = sum / n;
        double ss = 0.0;
        for (const auto &u : units) {
            for (double v : u)
                ss += (v - mean) * (v - mean);
        }
        expected = 2.0 * n * ss;
    } else {
        // Categories in sorted order with their totals n_c.
        std::map<double, double> totals;
        for (const auto &u : units) {
            for (double v : u)
                totals[v] += 1.0;
        }
        std::vector<double> values, nc;
        for (const auto &entry : totals) {
            values.push_back(entry.first);
            nc.push_back(entry.second);
        }
        const std::size_t V = values.size();
        std::vector<double> cumulative(V + 1, 0.0); // cumulative[i] = Σ_{g < i} n_g
        for (std::size_t i = 0; i < V; ++i)
            cumulative[i + 1] = cumulative[i] + nc[i];
        const auto delta2 = [&](std::size_t c, std::size_t k) {
            if (c == k)
                return 0.0;
            if (level == AlphaLevel::Nominal)
                return 1.0;
            const std::size_t lo = std::min(c, k), hi = std::max(c, k);
            const double d = cumulative[hi + 1] - cumulative[lo] - (nc[lo] + nc[hi]) / 2.0;
            return d * d;
        };
        const auto indexOf = [&](double v) {
            return std::size_t(std::lower_bound(values.begin(), values.end(), v) - values.begin());
        };
        for (const auto &u : units) {
            std::map<std::size_t, double> counts;
            for (double v : u)
                counts[indexOf(v)] += 1.0;
            const double m = double(u.size());
            for (const auto &a : counts) {
                for (const auto &b : counts)
                    observed += a.second * b.second * delta2(a.first, b.first) / (m - 1.0);
            }
        }
        for (std::size_t c = 0; c < V; ++c) {
            for (std::size_t k = 0; k < V; ++k)
                expected += nc[c] * nc[k] * delta2(c, k);
        }
    }
    if (!(expected > 0.0))
        return std::nullopt;
    const double alpha = 1.0 - (n - 1.0) * observed / expected;
    if (!std::isfinite(alpha)) // overflowed sums of squares (values near ±1e308): undefined, not NaN
        return std::nullopt;
    return alpha;
}

std::optional<double> cohenKappa(const std::vector<int> &raterA, const std::vector<int> &raterB)
{
    if (raterA.size() != raterB.size())
        return std::nullopt;
    std::map<int, double> marginalA, marginalB;
    double n = 0.0, agree = 0.0;
    for (std::size_t i = 0; i < raterA.size(); ++i) {
        if (raterA[i] == kMissingLabel || raterB[i] == kMissingLabel)
            continue;
        n += 1.0;
        marginalA[raterA[i]] += 1.0;
        marginalB[raterB[i]] += 1.0;
        if (raterA[i] == raterB[i])
            agree += 1.0;
    }
    if (n == 0.0)
        return std::nullopt;
    double pe = 0.0;
    for (const auto &a : marginalA) {
        const auto b = marginalB.find(a.first);
        if (b != marginalB.end())
            pe += (a.second / n) * (b->second / n);
    }
    const double po = agree / n;
    if (pe >= 1.0)
        return std::nullopt;
    return (po - pe) / (1.0 - pe);
}

std::optional<double> fleissKappa(const std::vector<std::vector<int>> &counts)
{
    std::vector<const std::vector<int> *> rows;
    long long m = -1;
    std::size_t categories = 0;
    for (const auto &row : counts) {
        long long total = 0;
        for (int c : row) {
            if (c < 0)
                return std::nullopt;
            total += c;
        }
        if (total == 0)
            continue;
        if (m < 0) {
            m = total;
            categories = row.size();
        }
        if (total != m || row.size() != categories)
            return std::nullopt;
        rows.push_back(&row);
    }
    if (rows.empty() || m < 2)
        return std::nullopt;
    const double N = double(rows.size()), dm = double(m);
    double pBar = 0.0;
    std::vector<double> p(categories, 0.0);
    for (const auto *row : rows) {
        double squares = 0.0;
        for (std::size_t j = 0; j < categories; ++j) {
            const double c = (*row)[j];
            squares += c * c;
            p[j] += c;
        }
        pBar += (squares - dm) / (dm * (dm - 1.0));
    }
    pBar /= N;
    double pe = 0.0;
    for (double pj : p)
        pe += (pj / (N * dm)) * (pj / (N * dm));
    if (pe >= 1.0)
        return std::nullopt;
    return (pBar - pe) / (1.0 - pe);
}

} // namespace editlens::core::stats
