#include "stats/bootstrap.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace editlens::core::stats {

std::optional<double> percentile(std::vector<double> values, double q)
{
    values.erase(std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }),
                 values.end());
    if (values.empty() || !(q >= 0.0 && q <= 1.0))
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const double h = q * double(values.size() - 1);
    const std::size_t lo = std::size_t(std::floor(h));
    if (lo + 1 >= values.size())
        return values.back();
    return values[lo] + (h - double(lo)) * (values[lo + 1] - values[lo]);
}

BootstrapInterval bootstrapInterval(int n, const ResampleStatistic &statistic, const BootstrapOptions &options)
{
    BootstrapInterval result;
    if (n < 1 || options.resamples < 1 || !(options.level > 0.0 && options.level < 1.0) || !statistic)
        return result;
    std::mt19937_64 rng(options.seed);
    std::vector<int> indices(std::size_t(n), 0);
    std::vector<double> values;
    values.reserve(std::size_t(options.resamples));
    for (int b = 0; b < options.resamples; ++b) {
        // Not std::uniform_int_distribution: its algorithm is implementation-defined, so results would differ
        // between libstdc++ and libc++. The modulo bias is below n / 2^64.
        for (int &index : indices)
            index = int(rng() % std::uint64_t(n));
        const auto value = statistic(indices);
        if (value && std::isfinite(*value))
            values.push_back(*value);
        else
            ++result.skipped;
    }
    result.used = int(values.size());
    const double alpha = (1.0 - options.level) / 2.0;
    result.lo = percentile(values, alpha);
    result.hi = percentile(std::move(values), 1.0 - alpha);
    return result;
}

} // namespace editlens::core::stats
