#include "alignmentengine.h"

#include "alignment/alignmentsession.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace editlens::core::alignment {

namespace {

QJsonValue json(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString protocolName(Protocol protocol)
{
    switch (protocol) {
    case Protocol::VieScore:
        return QStringLiteral("viescore");
    case Protocol::Fisher:
        return QStringLiteral("fisher");
    case Protocol::Mean:
        return QStringLiteral("mean");
    case Protocol::Pooled:
        return QStringLiteral("pooled");
    }
    return {};
}

QString formatPValue(const std::optional<double> &p)
{
    if (!p)
        return QStringLiteral("n/a");
    if (*p == 0.0)
        return QStringLiteral("0");
    return *p >= 0.001 ? QString::number(*p, 'f', 3) : QString::number(*p, 'g', 2);
}

QString pValueMethodName(PValueMethod method)
{
    switch (method) {
    case PValueMethod::Direct:
        return QStringLiteral("direct");
    case PValueMethod::Stouffer:
        return QStringLiteral("stouffer");
    case PValueMethod::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<Protocol> protocolFromName(const QString &name)
{
    for (Protocol p : {Protocol::VieScore, Protocol::Fisher, Protocol::Mean, Protocol::Pooled})
        if (protocolName(p) == name)
            return p;
    return std::nullopt;
}

AlignmentReport computeAlignment(const RatingTable &table, const AlignmentOptions &options)
{
    return AlignmentSession(table, options).report();
}

QJsonObject AlignmentReport::toJson() const
{
    QJsonObject ceilingJson;
    for (auto it = ceiling.cbegin(); it != ceiling.cend(); ++it)
        ceilingJson.insert(
            it.key(), QJsonObject{{QStringLiteral("h2h"), json(it->h2h)},
                                  {QStringLiteral("icc21"), json(it->icc21)},
                                  {QStringLiteral("alpha_interval"), json(it->alphaInterval)},
                                  {QStringLiteral("n_items"), it->nItems},
                                  {QStringLiteral("excluded_groups"), QJsonArray::fromStringList(it->excludedGroups)},
                                  {QStringLiteral("excluded_raters"), QJsonArray::fromStringList(it->excludedRaters)}});
    QJsonObject metricsJson;
    for (auto m = metrics.cbegin(); m != metrics.cend(); ++m) {
        QJsonObject dims;
        for (auto d = m->cbegin(); d != m->cend(); ++d) {
            QJsonObject cell{{QStringLiteral("spearman"), json(d->spearman)},
                             {QStringLiteral("spearman_p"), json(d->spearmanP)},
                             {QStringLiteral("pearson"), json(d->pearson)},
                             {QStringLiteral("pearson_p"), json(d->pearsonP)},
                             {QStringLiteral("kendall"), json(d->kendall)},
                             {QStringLiteral("kendall_p"), json(d->kendallP)},
                             {QStringLiteral("p_method"), pValueMethodName(d->pValueMethod)},
                             {QStringLiteral("n"), d->n},
                             {QStringLiteral("pearson_infinite_left_out"), d->infiniteLeftOut},
                             {QStringLiteral("excluded_groups"), QJsonArray::fromStringList(d->excludedGroups)}};
            if (d->pValueMethod == PValueMethod::Stouffer)
                cell.insert(QStringLiteral("p_systems"), d->pValueSystems);
            if (!d->pValueUnavailable.isEmpty())
                cell.insert(QStringLiteral("p_unavailable"), d->pValueUnavailable);
            cell.insert(QStringLiteral("ci95"), d->ci95 ? QJsonValue(QJsonArray{d->ci95->first, d->ci95->second})
                                                        : QJsonValue(QJsonValue::Null));
            dims.insert(d.key(), cell);
        }
        metricsJson.insert(m.key(), dims);
    }
    QJsonObject pairwiseJson;
    for (auto m = pairwise.cbegin(); m != pairwise.cend(); ++m) {
        QJsonObject dims;
        for (auto d = m->cbegin(); d != m->cend(); ++d) {
            QJsonObject pairs;
            for (auto p = d->pairs.cbegin(); p != d->pairs.cend(); ++p)
                pairs.insert(p.key(), json(*p));
            dims.insert(d.key(),
                        QJsonObject{{QStringLiteral("pairs"), pairs}, {QStringLiteral("mean"), json(d->mean)}});
        }
        pairwiseJson.insert(m.key(), dims);
    }
    QJsonObject accuracyJson;
    for (auto j = pairwiseAccuracy.cbegin(); j != pairwiseAccuracy.cend(); ++j) {
        QJsonObject cell{{QStringLiteral("accuracy"), json(j->accuracy)},
                         {QStringLiteral("n"), j->n},
                         {QStringLiteral("correct"), j->correct},
                         {QStringLiteral("unparseable"), j->unparseable}};
        if (j->metric.isEmpty()) {
            cell.insert(QStringLiteral("kind"), QStringLiteral("verdict"));
            cell.insert(QStringLiteral("unmatched"), j->unmatched);
        } else {
            cell.insert(QStringLiteral("kind"), QStringLiteral("score"));
            cell.insert(QStringLiteral("metric"), j->metric);
            cell.insert(QStringLiteral("rule"), j->rule);
            cell.insert(QStringLiteral("missing"), j->missing);
            cell.insert(QStringLiteral("predicted"), QJsonObject{{QStringLiteral("left"), j->predicted[0]},
                                                                 {QStringLiteral("right"), j->predicted[1]},
                                                                 {QStringLiteral("tie"), j->predicted[2]},
                                                                 {QStringLiteral("both_bad"), j->predicted[3]}});
            if (!j->unavailable.isEmpty())
                cell.insert(QStringLiteral("unavailable"), j->unavailable);
        }
        accuracyJson.insert(j.key(), cell);
    }
    QJsonObject versions;
    for (auto v = metricVersions.cbegin(); v != metricVersions.cend(); ++v)
        versions.insert(v.key(), *v);
    QJsonObject o{{QStringLiteral("protocol"), protocolName(protocol)},
                  {QStringLiteral("subset"), subset.toJson()},
                  {QStringLiteral("human_ceiling"), ceilingJson},
                  {QStringLiteral("metrics"), metricsJson},
                  {QStringLiteral("metric_versions"), versions},
                  {QStringLiteral("pairwise_alignment"), pairwiseJson},
                  {QStringLiteral("pairwise_accuracy"), accuracyJson}};
    if (perSystemDecimals)
        o.insert(QStringLiteral("per_system_decimals"), *perSystemDecimals);
    return o;
}

double roundToDecimals(double value, int decimals)
{
    if (!std::isfinite(value))
        return value;
    // printf's %.*f rounds the exact binary value, halves to even: the digits Python's format() prints.
    std::array<char, 400> text{};
    std::snprintf(text.data(), text.size(), "%.*f", std::clamp(decimals, 0, 17), value);
    return std::strtod(text.data(), nullptr);
}

bool coversFewerSystems(const CorrelationCell &cell)
{
    return !cell.excludedGroups.isEmpty();
}

QStringList rankMetrics(const AlignmentReport &report, const QString &dimension)
{
    QStringList ids;
    for (auto it = report.metrics.cbegin(); it != report.metrics.cend(); ++it)
        if (it->contains(dimension))
            ids << it.key();
    // Rank key: defined before undefined, complete before partial, then the value.
    const auto tier = [&](const QString &id) {
        const CorrelationCell c = report.metrics.value(id).value(dimension);
        return !c.spearman ? 2 : coversFewerSystems(c) ? 1 : 0;
    };
    std::stable_sort(ids.begin(), ids.end(), [&](const QString &a, const QString &b) {
        const int ta = tier(a), tb = tier(b);
        if (ta != tb)
            return ta < tb;
        const auto ra = report.metrics.value(a).value(dimension).spearman;
        const auto rb = report.metrics.value(b).value(dimension).spearman;
        return ra && rb && *ra > *rb;
    });
    return ids;
}

} // namespace editlens::core::alignment
