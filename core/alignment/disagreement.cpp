#include "disagreement.h"

#include "stats/correlation.h"
#include "study/metricids.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace editlens::core::alignment {

namespace {

constexpr double missing = std::numeric_limits<double>::quiet_NaN();

int sign(double v)
{
    return (v > 0) - (v < 0);
}

double score(const RatingTable &table, const QString &metric, int system, int item)
{
    const std::vector<double> *row = table.scoreRow(metric, system);
    return row && item < int(row->size()) ? (*row)[item] : missing;
}

/// Sum of the component's metrics, NaN when any of them is missing.
double componentValue(const RatingTable &table, const ComponentSpec &c, int system, int item)
{
    double sum = 0.0;
    for (const QString &m : c.metrics)
        sum += score(table, m, system, item);
    return sum;
}

struct OutputValues
{
    int system = -1;
    double human = 0.0;
    double metric = 0.0;
};

bool passesEditType(const QString &key, const QHash<QString, ItemInfo> &items, const QString &editType)
{
    if (editType.isEmpty())
        return true;
    const auto it = items.constFind(key);
    if (it == items.constEnd())
        return false;
    if (it->editType.compare(editType, Qt::CaseInsensitive) == 0)
        return true;
    return it->tags.contains(editType, Qt::CaseInsensitive);
}

/// max − min of each component over every output of the study (0 when fewer than two values): BPM's Norm divides by it.
QVector<double> componentRanges(const RatingTable &table, const QVector<ComponentSpec> &components)
{
    QVector<double> ranges;
    for (const ComponentSpec &c : components) {
        double lo = std::numeric_limits<double>::infinity();
        double hi = -lo;
        for (int s = 0; s < table.systems().size(); ++s)
            for (int i = 0; i < table.items().size(); ++i) {
                const double v = componentValue(table, c, s, i);
                if (std::isfinite(v)) {
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                }
            }
        ranges << (hi > lo ? hi - lo : 0.0);
    }
    return ranges;
}

bool worse(const ItemDisagreement &a, const ItemDisagreement &b)
{
    if (a.measure != b.measure)
        return a.measure == DisagreementMeasure::DiscordantPairs;
    if (a.score != b.score)
        return a.score > b.score;
    // Among score-0 items, one whose pairs were all ties (nothing comparable) says less than one that agrees.
    if ((a.comparablePairs > 0) != (b.comparablePairs > 0))
        return a.comparablePairs > 0;
    if (a.discordantPairs != b.discordantPairs)
        return a.discordantPairs > b.discordantPairs;
    const double gapA = a.worst ? a.worst->humanGap : 0.0;
    const double gapB = b.worst ? b.worst->humanGap : 0.0;
    if (gapA != gapB)
        return gapA > gapB;
    return a.itemKey < b.itemKey;
}

} // namespace

QHash<QString, ItemInfo> itemInfoFromStudy(const StudyData &study)
{
    QHash<QString, ItemInfo> info;
    info.reserve(study.items.size());
    for (const Item &item : study.items)
        info.insert(item.key, {item.instruction, item.parse.value(QStringLiteral("edit_type")).toString(), item.tags});
    return info;
}

QVector<ComponentSpec> bpmComponents(const RatingTable &table)
{
    const QStringList stored = table.metrics();
    QVector<ComponentSpec> components;
    if (stored.contains(metricid::bpmSPreserve))
        components.push_back({QStringLiteral("S_preserve"), {metricid::bpmSPreserve}});
    if (stored.contains(metricid::bpmSModify))
        components.push_back({QStringLiteral("S_modify"), {metricid::bpmSModify}});
    if (stored.contains(metricid::bpmSRegion))
        components.push_back({QStringLiteral("region"), {metricid::bpmSRegion}});
    else if (stored.contains(metricid::bpmSSize) && stored.contains(metricid::bpmSPosition))
        components.push_back({QStringLiteral("region"), {metricid::bpmSSize, metricid::bpmSPosition}});
    return components;
}

QVector<ItemDisagreement> disagreementQueue(const RatingTable &table, const QHash<QString, ItemInfo> &items,
                                            const DisagreementOptions &options)
{
    const double direction = options.lowerIsBetter ? -1.0 : 1.0;
    const QVector<double> ranges = componentRanges(table, options.components);
    const auto listed = [&](int system) {
        return options.filter.systems.isEmpty() || options.filter.systems.contains(table.systems().at(system));
    };

    QVector<ItemDisagreement> queue;
    QVector<ItemDisagreement> single; // residual items, ranked once all are known
    std::vector<double> singleHuman;
    std::vector<double> singleMetric;
    QVector<OutputValues> outputs;
    for (int i = 0; i < table.items().size(); ++i) {
        const QString &key = table.items().at(i);
        if (!passesEditType(key, items, options.filter.editType))
            continue;
        outputs.clear();
        for (int s = 0; s < table.systems().size(); ++s) {
            const double h = table.human(options.dimension, s, i, options.annotator);
            const double m = direction * score(table, options.metric, s, i);
            if (std::isfinite(h) && std::isfinite(m))
                outputs.push_back({s, h, m});
        }
        ItemDisagreement row;
        row.item = i;
        row.itemKey = key;
        row.outputs = int(outputs.size());
        if (outputs.size() == 1) {
            if (!listed(outputs.front().system))
                continue;
            row.measure = DisagreementMeasure::Residual;
            single.push_back(row);
            singleHuman.push_back(outputs.front().human);
            singleMetric.push_back(outputs.front().metric);
            continue;
        }
        if (outputs.isEmpty())
            continue;
        for (const ComponentSpec &c : options.components)
            row.components.push_back({c.name, 0, 0.0});
        bool anyPair = false;
        for (int a = 0; a < outputs.size(); ++a) {
            for (int b = a + 1; b < outputs.size(); ++b) {
                const OutputValues &A = outputs.at(a);
                const OutputValues &B = outputs.at(b);
                if (!listed(A.system) && !listed(B.system))
                    continue;
                anyPair = true;
                const double dh = A.human - B.human;
                if (dh == 0.0)
                    continue; // human tie: the pair says nothing about the metric
                const double dm = A.metric - B.metric;
                if (dm == 0.0) {
                    // A metric tie is no information, not a reversal: a constant component (S_position is 1 on
                    // most outputs) would otherwise fill the queue with items it cannot judge at all.
                    ++row.metricTies;
                    continue;
                }
                ++row.comparablePairs;
                if (sign(dm) == sign(dh))
                    continue;
                ++row.discordantPairs;
                const OutputValues &high = dh > 0 ? A : B;
                const OutputValues &low = dh > 0 ? B : A;
                const WorstPair candidate{table.systems().at(high.system), table.systems().at(low.system),
                                          table.systems().at(low.system), std::abs(dh), std::abs(dm)};
                if (!row.worst || candidate.humanGap > row.worst->humanGap
                    || (candidate.humanGap == row.worst->humanGap && candidate.metricGap > row.worst->metricGap))
                    row.worst = candidate;
                for (int c = 0; c < options.components.size(); ++c) {
                    const double dc = componentValue(table, options.components.at(c), A.system, i)
                                      - componentValue(table, options.components.at(c), B.system, i);
                    if (!std::isfinite(dc) || dc == 0.0 || sign(dc) == sign(dh))
                        continue;
                    ++row.components[c].contradicted;
                    if (ranges.at(c) > 0)
                        row.components[c].weight += std::abs(dc) / ranges.at(c);
                }
            }
        }
        if (!anyPair)
            continue;
        row.score = row.comparablePairs > 0 ? double(row.discordantPairs) / row.comparablePairs : 0.0;
        const ComponentDisagreement *driver = nullptr;
        for (const ComponentDisagreement &c : std::as_const(row.components))
            if (c.contradicted > 0
                && (!driver || c.contradicted > driver->contradicted
                    || (c.contradicted == driver->contradicted && c.weight > driver->weight)))
                driver = &c;
        if (driver)
            row.driver = driver->name;
        queue.push_back(row);
    }

    if (single.size() >= 2) {
        const std::vector<double> rh = stats::rank(singleHuman);
        const std::vector<double> rm = stats::rank(singleMetric);
        const double span = double(single.size() - 1);
        for (int k = 0; k < single.size(); ++k)
            single[k].score = std::abs(rm[k] - rh[k]) / span;
    }
    queue += single;
    std::sort(queue.begin(), queue.end(), worse);
    return queue;
}

QVector<ScatterPoint> scatterPoints(const RatingTable &table, const QString &dimension, const QString &metric,
                                    const QString &annotator)
{
    QVector<ScatterPoint> points;
    for (int s = 0; s < table.systems().size(); ++s) {
        const std::vector<double> *row = table.scoreRow(metric, s);
        if (!row)
            continue;
        for (int i = 0; i < int(row->size()); ++i) {
            const double m = (*row)[i];
            const double h = table.human(dimension, s, i, annotator);
            if (std::isfinite(m) && std::isfinite(h))
                points.push_back({i, s, m, h});
        }
    }
    return points;
}

} // namespace editlens::core::alignment
