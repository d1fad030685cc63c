#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace editlens::core::stats {

/// A statistic evaluated on a resample: `indices` are item indices in [0, n), with repetitions; nullopt = undefined.
using ResampleStatistic = std::function<std::optional<double>(const std::vector<int> &indices)>;

/// Bootstrap settings. Value type.
struct BootstrapOptions
{
    int resamples = 1000;   ///< B
    double level = 0.95;    ///< two-sided confidence level in (0, 1)
    std::uint64_t seed = 0; ///< std::mt19937_64 seed; the same seed gives the same interval on every platform
};

/// A two-sided percentile interval with the bookkeeping of how it was obtained. Value type.
struct BootstrapInterval
{
    std::optional<double> lo; ///< undefined when no resample had a defined statistic
    std::optional<double> hi;
    int used = 0;    ///< resamples whose statistic was defined
    int skipped = 0; ///< resamples whose statistic was undefined (left out, not counted as 0)
};

/// Seeded percentile bootstrap over items: B times draw n indices uniformly with replacement (index = mt19937_64() mod
/// n, so the sequence depends only on the seed, not on the standard library), evaluate `statistic`, and take the (1 −
/// level)/2 and (1 + level)/2 percentiles of the defined values by linear interpolation (percentile()). Missing:
/// resamples with an undefined statistic are skipped and counted. Ties: not applicable. Undefined (lo/hi nullopt): n <
/// 1, B < 1, level outside (0, 1), or every resample undefined. Runs on the calling thread; `statistic` is called B
/// times, sequentially.
BootstrapInterval bootstrapInterval(int n, const ResampleStatistic &statistic, const BootstrapOptions &options = {});

/// q-th quantile (q in [0, 1]) by linear interpolation between order statistics, numpy.percentile's default
/// ("linear"): position h = q (m − 1) in the sorted values, result v[⌊h⌋] + (h − ⌊h⌋)(v[⌊h⌋+1] − v[⌊h⌋]).
/// Ties: none needed. Missing: non-finite values are ignored. Undefined: no finite value or q outside [0, 1].
std::optional<double> percentile(std::vector<double> values, double q);

} // namespace editlens::core::stats
