#include "stats/agreementaccumulator.h"

#include <algorithm>
#include <cmath>

namespace editlens::core::stats {

AgreementAccumulator::AgreementAccumulator(int raters)
    : m_raters(raters)
    , m_iccColumns(std::size_t(raters > 0 ? raters : 0), 0.0)
{
}

AgreementAccumulator::UnitSums AgreementAccumulator::sumsOf(int unit) const
{
    UnitSums u;
    for (int r = 0; r < m_raters; ++r) {
        const double v = m_values[std::size_t(unit) * std::size_t(m_raters) + std::size_t(r)];
        if (std::isfinite(v)) {
            ++u.m;
            u.sum += v;
            u.sumSq += v * v;
        }
    }
    return u;
}

void AgreementAccumulator::account(int unit, int weight)
{
    const UnitSums u = sumsOf(unit);
    const double w = weight;
    if (u.m == m_raters && m_raters > 0) {
        m_complete += weight;
        m_iccSum += w * u.sum;
        m_iccSumSq += w * u.sumSq;
        m_iccRowSq += w * u.sum * u.sum;
        for (int r = 0; r < m_raters; ++r)
            m_iccColumns[std::size_t(r)] += w * m_values[std::size_t(unit) * std::size_t(m_raters) + std::size_t(r)];
    }
    if (u.m >= 2) {
        m_pairable += w * u.m;
        m_s1 += w * u.sum;
        m_s2 += w * u.sumSq;
        m_observed += w * 2.0 * (u.m * u.sumSq - u.sum * u.sum) / (u.m - 1);
    }
}

void AgreementAccumulator::set(int unit, int rater, double value)
{
    if (unit < 0 || rater < 0 || rater >= m_raters)
        return;
    const std::size_t needed = (std::size_t(unit) + 1) * std::size_t(m_raters);
    if (m_values.size() < needed)
        m_values.resize(needed, std::nan(""));
    account(unit, -1);
    m_values[std::size_t(unit) * std::size_t(m_raters) + std::size_t(rater)] =
        std::isfinite(value) ? value : std::nan("");
    account(unit, +1);
}

std::vector<std::vector<double>> AgreementAccumulator::table() const
{
    std::vector<std::vector<double>> rows;
    for (int unit = 0; unit < units(); ++unit) {
        const auto first = m_values.begin() + std::ptrdiff_t(unit) * m_raters;
        rows.emplace_back(first, first + m_raters);
    }
    return rows;
}

std::optional<IccResult> AgreementAccumulator::icc() const
{
    // Sums over values near ±1e308 overflow, and stay inf or NaN even once such a value is changed back: then the
    // batch function decides from the values as they are now.
    if (!std::isfinite(m_iccSum) || !std::isfinite(m_iccSumSq) || !std::isfinite(m_iccRowSq)
        || !std::all_of(m_iccColumns.begin(), m_iccColumns.end(), [](double c) { return std::isfinite(c); }))
        return stats::icc(table());
    const int n = m_complete, k = m_raters;
    if (n < 2 || k < 2)
        return std::nullopt;
    const double total = double(n) * double(k);
    const double correction = m_iccSum * m_iccSum / total;
    double columnsSq = 0.0;
    for (double c : m_iccColumns)
        columnsSq += c * c;
    const double ssTotal = m_iccSumSq - correction;
    const double ssRows = m_iccRowSq / double(k) - correction;
    const double ssCols = columnsSq / double(n) - correction;
    const double sse = std::max(0.0, ssTotal - ssRows - ssCols); // as icc(): rounding must not make it negative
    IccResult r;
    r.targets = n;
    r.raters = k;
    r.droppedRows = units() - n;
    r.msr = ssRows / double(n - 1);
    r.msc = ssCols / double(k - 1);
    r.mse = sse / (double(n - 1) * double(k - 1));
    const double single = r.msr + double(k - 1) * r.mse + double(k) * (r.msc - r.mse) / double(n);
    const double average = r.msr + (r.msc - r.mse) / double(n);
    if (single == 0.0 || average == 0.0)
        return std::nullopt;
    r.icc21 = (r.msr - r.mse) / single;
    r.icc2k = (r.msr - r.mse) / average;
    if (!std::isfinite(r.icc21) || !std::isfinite(r.icc2k))
        return std::nullopt;
    return r;
}

std::optional<double> AgreementAccumulator::alphaInterval() const
{
    if (!std::isfinite(m_s1) || !std::isfinite(m_s2) || !std::isfinite(m_observed)) // as in icc()
        return krippendorffAlpha(table(), AlphaLevel::Interval);
    if (m_pairable < 2.0)
        return std::nullopt;
    const double expected = 2.0 * (m_pairable * m_s2 - m_s1 * m_s1) / (m_pairable - 1.0);
    if (!(expected > 0.0))
        return std::nullopt;
    const double alpha = 1.0 - m_observed / expected;
    if (!std::isfinite(alpha))
        return std::nullopt;
    return alpha;
}

} // namespace editlens::core::stats
