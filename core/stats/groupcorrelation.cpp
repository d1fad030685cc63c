#include "stats/groupcorrelation.h"

#include <boost/math/distributions/normal.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace editlens::core::stats {

std::optional<double> averageCorrelations(const std::vector<double> &coefficients, GroupAveraging averaging)
{
    if (coefficients.empty() || averaging == GroupAveraging::Pooled)
        return std::nullopt;
    // atanh(±1) is infinite; clipping keeps one perfect group from swamping (or NaN-ing) the average.
    constexpr double clip = 1.0 - 1e-12;
    double sum = 0.0;
    for (double r : coefficients)
        sum += averaging == GroupAveraging::Fisher ? std::atanh(std::clamp(r, -clip, clip)) : r;
    const double mean = sum / double(coefficients.size());
    if (std::isnan(mean)) // a NaN coefficient: the average is undefined, not NaN
        return std::nullopt;
    return averaging == GroupAveraging::Mean ? mean : std::tanh(mean);
}

std::optional<double> combinePValues(const std::vector<SignedPValue> &groups)
{
    if (groups.empty())
        return std::nullopt;
    const boost::math::normal_distribution<double> normal;
    double sum = 0.0;
    for (const SignedPValue &g : groups) {
        // boost::math throws a domain_error on a NaN probability, and nothing above catches it.
        if (std::isnan(g.pValue) || std::isnan(g.coefficient))
            return std::nullopt;
        const double p = std::clamp(g.pValue, 0.0, 1.0);
        const double sign = g.coefficient > 0 ? 1.0 : (g.coefficient < 0 ? -1.0 : 0.0);
        // The upper-tail quantile of p/2 directly: 1 − p/2 would round small p-values away.
        const double z = p <= 0.0 ? std::numeric_limits<double>::infinity()
                                  : boost::math::quantile(boost::math::complement(normal, p / 2.0));
        sum += sign == 0.0 ? 0.0 : sign * z;
    }
    if (std::isnan(sum))
        return std::nullopt;
    if (std::isinf(sum))
        return 0.0;
    const double z = sum / std::sqrt(double(groups.size()));
    return std::clamp(2.0 * boost::math::cdf(boost::math::complement(normal, std::abs(z))), 0.0, 1.0);
}

GroupCorrelationResult groupCorrelation(const std::vector<CorrelationGroup> &groups, CorrelationMethod method,
                                        GroupAveraging averaging)
{
    GroupCorrelationResult result;
    std::vector<double> coefficients;
    for (const CorrelationGroup &g : groups) {
        const auto r = correlate(method, g.human, g.metric);
        if (!r) {
            result.excluded.push_back(g.name);
            continue;
        }
        result.perGroup.push_back({g.name, r->coefficient, r->n});
        coefficients.push_back(r->coefficient);
        result.n += r->n;
    }
    if (averaging != GroupAveraging::Pooled) {
        result.value = averageCorrelations(coefficients, averaging);
        return result;
    }
    std::vector<double> human, metric;
    for (const CorrelationGroup &g : groups) {
        if (g.human.size() != g.metric.size())
            continue;
        human.insert(human.end(), g.human.begin(), g.human.end());
        metric.insert(metric.end(), g.metric.begin(), g.metric.end());
    }
    const auto pooled = correlate(method, human, metric);
    result.n = pooled ? pooled->n : 0;
    if (pooled)
        result.value = pooled->coefficient;
    return result;
}

} // namespace editlens::core::stats
