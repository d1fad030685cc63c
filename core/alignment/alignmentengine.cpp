#include "alignmentengine.h"

#include "stats/agreement.h"
#include "stats/bootstrap.h"
#include "stats/correlation.h"
#include "stats/groupcorrelation.h"
#include "stats/pairwise.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace editlens::core::alignment {

namespace {

using stats::CorrelationMethod;

/// Paired (human, metric) values of one system over `items` (all items when empty).
struct Pairs
{
    std::vector<double> human;
    std::vector<double> metric;
};

Pairs pairsFor(const RatingTable &t, const QString &dimension, const QString &metric, int system,
               const QString &annotator, const std::vector<int> &items)
{
    Pairs p;
    auto add = [&](int item) {
        const double h = t.human(dimension, system, item, annotator);
        const double m = t.score(metric, system, item);
        if (!std::isnan(h) && !std::isnan(m)) {
            p.human.push_back(h);
            p.metric.push_back(m);
        }
    };
    if (items.empty())
        for (int i = 0; i < t.items().size(); ++i)
            add(i);
    else
        for (int i : items)
            add(i);
    return p;
}

stats::GroupAveraging averagingOf(Protocol protocol)
{
    switch (protocol) {
    case Protocol::Fisher:
        return stats::GroupAveraging::Fisher;
    case Protocol::Mean:
        return stats::GroupAveraging::Mean;
    case Protocol::Pooled:
        return stats::GroupAveraging::Pooled;
    case Protocol::VieScore:
        break;
    }
    return stats::GroupAveraging::VieScore;
}

std::optional<double> coefficient(CorrelationMethod method, const std::vector<double> &x, const std::vector<double> &y)
{
    const auto r = stats::correlate(method, x, y);
    return r ? std::optional<double>(r->coefficient) : std::nullopt;
}

/// Systems whose Spearman correlation is undefined in any dimension of the study.
QSet<int> undefinedSystems(const RatingTable &t, const std::function<Pairs(const QString &, int)> &pairs)
{
    QSet<int> out;
    for (const QString &dimension : t.dimensions())
        for (int s = 0; s < t.systems().size(); ++s) {
            const Pairs p = pairs(dimension, s);
            if (!coefficient(CorrelationMethod::Spearman, p.human, p.metric))
                out.insert(s);
        }
    return out;
}

QStringList names(const RatingTable &t, const QSet<int> &systems)
{
    QStringList out;
    for (int s : systems)
        out << t.systems().at(s);
    out.sort();
    return out;
}

/// One metric's grouped correlation with a dimension over `items`, following the protocol.
std::optional<double> grouped(CorrelationMethod method, Protocol protocol, const RatingTable &t,
                              const QString &dimension, const QString &metric, const QSet<int> &excluded,
                              const QString &annotator, const std::vector<int> &items)
{
    std::vector<stats::CorrelationGroup> groups;
    for (int s = 0; s < t.systems().size(); ++s) {
        if (protocol != Protocol::Pooled && excluded.contains(s))
            continue;
        Pairs p = pairsFor(t, dimension, metric, s, annotator, items);
        groups.push_back({t.systems().at(s).toStdString(), std::move(p.human), std::move(p.metric)});
    }
    return stats::groupCorrelation(groups, method, averagingOf(protocol)).value;
}

CorrelationCell correlationCell(const RatingTable &t, const QString &dimension, const QString &metric,
                                const QSet<int> &excluded, const AlignmentOptions &o)
{
    CorrelationCell cell;
    for (int s = 0; s < t.systems().size(); ++s)
        if (o.protocol == Protocol::Pooled || !excluded.contains(s))
            cell.n += int(pairsFor(t, dimension, metric, s, o.annotator, {}).human.size());
    if (o.protocol != Protocol::Pooled)
        cell.excludedGroups = names(t, excluded);
    cell.spearman = grouped(CorrelationMethod::Spearman, o.protocol, t, dimension, metric, excluded, o.annotator, {});
    cell.pearson = grouped(CorrelationMethod::Pearson, o.protocol, t, dimension, metric, excluded, o.annotator, {});
    cell.kendall = grouped(CorrelationMethod::Kendall, o.protocol, t, dimension, metric, excluded, o.annotator, {});
    if (o.bootstrap > 0 && cell.spearman) {
        stats::BootstrapOptions options;
        options.resamples = o.bootstrap;
        options.seed = o.seed;
        const stats::BootstrapInterval ci = stats::bootstrapInterval(
            int(t.items().size()),
            [&](const std::vector<int> &items) {
                return grouped(CorrelationMethod::Spearman, o.protocol, t, dimension, metric, excluded, o.annotator,
                               items);
            },
            options);
        if (ci.lo && ci.hi)
            cell.ci95 = std::make_pair(*ci.lo, *ci.hi);
    }
    return cell;
}

PairwiseCell pairwiseCell(const RatingTable &t, const QString &dimension, const QString &metric,
                          const QString &annotator)
{
    PairwiseCell cell;
    std::vector<double> defined;
    for (int a = 0; a < t.systems().size(); ++a) {
        for (int b = a + 1; b < t.systems().size(); ++b) {
            std::vector<stats::PairObservation> items;
            for (int i = 0; i < t.items().size(); ++i)
                items.push_back({t.human(dimension, a, i, annotator), t.human(dimension, b, i, annotator),
                                 t.score(metric, a, i), t.score(metric, b, i)});
            const std::optional<double> accuracy = stats::pairAlignment(items).accuracy;
            const QString key = t.systems().at(a) + QStringLiteral(" vs ") + t.systems().at(b);
            cell.pairs.insert(key, accuracy);
            if (accuracy)
                defined.push_back(*accuracy);
        }
    }
    if (!defined.empty()) {
        double sum = 0;
        for (double v : defined)
            sum += v;
        cell.mean = sum / double(defined.size());
    }
    return cell;
}

CeilingCell ceilingCell(const RatingTable &t, const QString &dimension, const AlignmentOptions &o)
{
    CeilingCell cell;
    const QStringList annotators = t.annotators(dimension);
    // Each annotator against the mean of the others, per system; a system undefined for anyone in
    // any dimension is left out everywhere (VIEScore's rule, see computeAlignment()).
    auto raterPairs = [&](const QString &dim, const QString &annotator, int system) {
        Pairs p;
        for (int i = 0; i < t.items().size(); ++i) {
            const double mine = t.rating(dim, annotator, system, i);
            const double others = t.meanOfOthers(dim, annotator, system, i);
            if (!std::isnan(mine) && !std::isnan(others)) {
                p.human.push_back(mine);
                p.metric.push_back(others);
            }
        }
        return p;
    };
    QSet<int> excluded;
    for (const QString &dim : t.dimensions())
        for (const QString &annotator : t.annotators(dim))
            for (int s = 0; s < t.systems().size(); ++s) {
                const Pairs p = raterPairs(dim, annotator, s);
                if (!p.human.empty() && !coefficient(CorrelationMethod::Spearman, p.human, p.metric))
                    excluded.insert(s);
            }

    if (annotators.size() >= 2) {
        if (o.protocol == Protocol::Pooled) {
            Pairs all;
            for (const QString &annotator : annotators)
                for (int s = 0; s < t.systems().size(); ++s) {
                    const Pairs p = raterPairs(dimension, annotator, s);
                    all.human.insert(all.human.end(), p.human.begin(), p.human.end());
                    all.metric.insert(all.metric.end(), p.metric.begin(), p.metric.end());
                }
            cell.h2h = coefficient(CorrelationMethod::Spearman, all.human, all.metric);
        } else {
            cell.excludedGroups = names(t, excluded);
            std::vector<double> perSystem;
            for (int s = 0; s < t.systems().size(); ++s) {
                if (excluded.contains(s))
                    continue;
                std::vector<double> perRater;
                for (const QString &annotator : annotators) {
                    const Pairs p = raterPairs(dimension, annotator, s);
                    if (const auto r = coefficient(CorrelationMethod::Spearman, p.human, p.metric))
                        perRater.push_back(*r);
                }
                if (const auto r = stats::averageCorrelations(perRater, averagingOf(o.protocol)))
                    perSystem.push_back(*r);
            }
            cell.h2h = stats::averageCorrelations(perSystem, averagingOf(o.protocol));
        }
    }

    // Outputs as units, annotators as raters / coders.
    std::vector<std::vector<double>> units;
    QSet<int> ratedItems;
    for (int s = 0; s < t.systems().size(); ++s)
        for (int i = 0; i < t.items().size(); ++i) {
            std::vector<double> row;
            bool any = false;
            for (const QString &annotator : annotators) {
                row.push_back(t.rating(dimension, annotator, s, i));
                any |= !std::isnan(row.back());
            }
            if (any) {
                units.push_back(std::move(row));
                ratedItems.insert(i);
            }
        }
    cell.nItems = int(ratedItems.size());
    if (annotators.size() >= 2) {
        if (const auto icc = stats::icc(units))
            cell.icc21 = icc->icc21;
        cell.alphaInterval = stats::krippendorffAlpha(units, stats::AlphaLevel::Interval);
    }
    return cell;
}

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

std::optional<Protocol> protocolFromName(const QString &name)
{
    for (Protocol p : {Protocol::VieScore, Protocol::Fisher, Protocol::Mean, Protocol::Pooled})
        if (protocolName(p) == name)
            return p;
    return std::nullopt;
}

AlignmentReport computeAlignment(const RatingTable &t, const AlignmentOptions &o)
{
    AlignmentReport report;
    report.protocol = o.protocol;
    const QStringList dimensions = o.dimensions.isEmpty() ? t.dimensions() : o.dimensions;
    const QStringList metrics = o.metrics.isEmpty() ? t.metrics() : o.metrics;
    for (const QString &dimension : dimensions)
        report.ceiling.insert(dimension, ceilingCell(t, dimension, o));
    for (const QString &metric : metrics) {
        report.metricVersions.insert(metric, t.metricVersion(metric));
        const QSet<int> excluded = undefinedSystems(t, [&](const QString &dimension, int s) {
            return pairsFor(t, dimension, metric, s, o.annotator, {});
        });
        for (const QString &dimension : dimensions) {
            report.metrics[metric].insert(dimension, correlationCell(t, dimension, metric, excluded, o));
            report.pairwise[metric].insert(dimension, pairwiseCell(t, dimension, metric, o.annotator));
        }
    }
    return report;
}

QJsonObject AlignmentReport::toJson() const
{
    QJsonObject ceilingJson;
    for (auto it = ceiling.cbegin(); it != ceiling.cend(); ++it)
        ceilingJson.insert(it.key(), QJsonObject{{QStringLiteral("h2h"), json(it->h2h)},
                                                 {QStringLiteral("icc21"), json(it->icc21)},
                                                 {QStringLiteral("alpha_interval"), json(it->alphaInterval)},
                                                 {QStringLiteral("n_items"), it->nItems},
                                                 {QStringLiteral("excluded_groups"),
                                                  QJsonArray::fromStringList(it->excludedGroups)}});
    QJsonObject metricsJson;
    for (auto m = metrics.cbegin(); m != metrics.cend(); ++m) {
        QJsonObject dims;
        for (auto d = m->cbegin(); d != m->cend(); ++d) {
            QJsonObject cell{{QStringLiteral("spearman"), json(d->spearman)},
                             {QStringLiteral("pearson"), json(d->pearson)},
                             {QStringLiteral("kendall"), json(d->kendall)},
                             {QStringLiteral("n"), d->n},
                             {QStringLiteral("excluded_groups"), QJsonArray::fromStringList(d->excludedGroups)}};
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
    QJsonObject versions;
    for (auto v = metricVersions.cbegin(); v != metricVersions.cend(); ++v)
        versions.insert(v.key(), *v);
    return {{QStringLiteral("protocol"), protocolName(protocol)},
            {QStringLiteral("human_ceiling"), ceilingJson},
            {QStringLiteral("metrics"), metricsJson},
            {QStringLiteral("metric_versions"), versions},
            {QStringLiteral("pairwise_alignment"), pairwiseJson},
            {QStringLiteral("pairwise_accuracy"), QJsonObject()}};
}

} // namespace editlens::core::alignment
