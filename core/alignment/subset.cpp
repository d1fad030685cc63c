#include "subset.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <map>

namespace editlens::core::alignment {

namespace {

const char *fieldName(SubsetCondition::Field field)
{
    switch (field) {
    case SubsetCondition::Field::EditType:
        return "edit_type";
    case SubsetCondition::Field::Tag:
        return "tag";
    case SubsetCondition::Field::System:
        return "system";
    }
    return "";
}

} // namespace

QString SubsetCondition::toString() const
{
    return QLatin1String(fieldName(field)) + QLatin1Char('=') + value;
}

Result<SubsetCondition> SubsetCondition::parse(const QString &text)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    const QString key = text.left(eq).trimmed(), value = text.mid(eq + 1).trimmed();
    if (eq > 0 && !value.isEmpty())
        for (Field f : {Field::EditType, Field::Tag, Field::System})
            if (key == QLatin1String(fieldName(f)))
                return SubsetCondition{f, value};
    return Error{QCoreApplication::translate("Subset", "a subset is edit_type=TYPE, tag=TAG or system=NAME, not '%1'")
                     .arg(text)};
}

QString Subset::name() const
{
    QStringList parts;
    for (const SubsetCondition &c : conditions)
        parts << c.toString();
    if (!systems.isEmpty())
        parts << QStringLiteral("systems=") + systems.join(QLatin1Char('|'));
    if (!excludedSystems.isEmpty())
        parts << QStringLiteral("excluded systems=") + excludedSystems.join(QLatin1Char('|'));
    if (extremes)
        parts << QStringLiteral("extremes q=%1").arg(*extremes);
    return parts.isEmpty() ? QStringLiteral("all outputs") : parts.join(QStringLiteral(", "));
}

QStringList Subset::unknownSystems(const QStringList &tableSystems) const
{
    QStringList unknown;
    for (const QStringList *names : {&systems, &excludedSystems})
        for (const QString &name : *names)
            if (!tableSystems.contains(name) && !unknown.contains(name))
                unknown << name;
    return unknown;
}

bool Subset::matches(const RatingTable &table, int system, int item) const
{
    if (!systems.isEmpty() || !excludedSystems.isEmpty()) {
        const QString name = system >= 0 && system < table.systems().size() ? table.systems().at(system) : QString();
        if ((!systems.isEmpty() && !systems.contains(name)) || excludedSystems.contains(name))
            return false;
    }
    for (const SubsetCondition &c : conditions) {
        switch (c.field) {
        case SubsetCondition::Field::EditType:
            if (table.editType(item).compare(c.value, Qt::CaseInsensitive) != 0)
                return false;
            break;
        case SubsetCondition::Field::Tag:
            if (!table.tags(item).contains(c.value))
                return false;
            break;
        case SubsetCondition::Field::System:
            if (system < 0 || system >= table.systems().size() || table.systems().at(system) != c.value)
                return false;
            break;
        }
    }
    return true;
}

Status Subset::checkExtremes(double q)
{
    if (q > 0.0 && q <= 0.5)
        return Status::success();
    return Error{QCoreApplication::translate("Subset", "the extremes share must be in (0, 0.5], not %1").arg(q)};
}

Status Subset::checkAgainst(const RatingTable &table) const
{
    if (const QStringList unknown = unknownSystems(table.systems()); !unknown.isEmpty())
        return Error{QCoreApplication::translate("Subset", "the study has no system named %1; its systems: %2")
                         .arg(unknown.join(QStringLiteral(", ")), table.systems().join(QStringLiteral(", ")))};
    for (const SubsetCondition &c : conditions) {
        bool known = c.field == SubsetCondition::Field::EditType;
        if (c.field == SubsetCondition::Field::System)
            known = table.systems().contains(c.value);
        for (int i = 0; c.field == SubsetCondition::Field::Tag && !known && i < table.items().size(); ++i)
            known = table.tags(i).contains(c.value);
        if (!known)
            return Error{QCoreApplication::translate("Subset", "no output of the study has %1").arg(c.toString())};
    }
    return Status::success();
}

QJsonObject SubsetSummary::toJson() const
{
    QJsonObject dims;
    for (auto it = nByDimension.cbegin(); it != nByDimension.cend(); ++it) {
        QJsonObject d{{QStringLiteral("n"), *it}};
        if (thresholds.contains(it.key())) {
            d.insert(QStringLiteral("low_threshold"), thresholds.value(it.key()).first);
            d.insert(QStringLiteral("high_threshold"), thresholds.value(it.key()).second);
        }
        dims.insert(it.key(), d);
    }
    return {{QStringLiteral("name"), name},
            {QStringLiteral("conditions"), QJsonArray::fromStringList(conditions)},
            {QStringLiteral("extremes"), extremes ? QJsonValue(*extremes) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("n_outputs"), nOutputs},
            {QStringLiteral("dimensions"), dims}};
}

double quantileLinear(std::vector<double> values, double q)
{
    if (values.empty())
        return std::nan("");
    std::sort(values.begin(), values.end());
    const double h = double(values.size() - 1) * q;
    const auto lo = std::size_t(std::floor(h));
    const std::size_t hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (h - double(lo)) * (values[hi] - values[lo]);
}

RatingTable applySubset(const RatingTable &table, const Subset &subset, SubsetSummary *summary)
{
    const int systems = int(table.systems().size()), items = int(table.items().size());
    const auto at = [items](int s, int i) { return size_t(s) * size_t(items) + size_t(i); };
    std::vector<char> member(size_t(systems) * size_t(items), 0); // meets every condition
    for (int s = 0; s < systems; ++s)
        for (int i = 0; i < items; ++i)
            member[at(s, i)] = subset.matches(table, s, i) ? 1 : 0;

    SubsetSummary local;
    SubsetSummary &sum = summary ? *summary : local;
    sum = {};
    sum.name = subset.name();
    for (const SubsetCondition &c : subset.conditions)
        sum.conditions << c.toString();
    if (!subset.systems.isEmpty())
        sum.conditions << QStringLiteral("systems=") + subset.systems.join(QLatin1Char('|'));
    if (!subset.excludedSystems.isEmpty())
        sum.conditions << QStringLiteral("excluded systems=") + subset.excludedSystems.join(QLatin1Char('|'));
    sum.extremes = subset.extremes;

    // Per dimension, the outputs in its subset: the members with a rating, then (extremes) those beyond a threshold.
    std::map<QString, std::vector<char>> selected;
    std::vector<char> rated(member.size(), 0); // in the subset of at least one dimension
    for (const QString &dimension : table.dimensions()) {
        std::vector<double> mean(member.size(), std::nan(""));
        std::vector<double> population;
        for (int s = 0; s < systems; ++s)
            for (int i = 0; i < items; ++i)
                if (member[at(s, i)]) {
                    mean[at(s, i)] = table.human(dimension, s, i);
                    if (!std::isnan(mean[at(s, i)]))
                        population.push_back(mean[at(s, i)]);
                }
        double low = 0, high = 0;
        if (subset.extremes && !population.empty()) {
            low = quantileLinear(population, *subset.extremes);
            high = quantileLinear(population, 1.0 - *subset.extremes);
            sum.thresholds.insert(dimension, {low, high});
        }
        std::vector<char> &in = selected[dimension];
        in.assign(member.size(), 0);
        for (size_t k = 0; k < mean.size(); ++k)
            if (!std::isnan(mean[k]) && !(subset.extremes && mean[k] > low && mean[k] < high))
                in[k] = rated[k] = 1;
        sum.nByDimension.insert(dimension, int(std::count(in.begin(), in.end(), 1)));
    }
    sum.nOutputs = int(std::count(rated.begin(), rated.end(), 1));

    // Scores of members; with extremes only of outputs in some dimension's subset (the others pair with no human).
    std::vector<char> present = rated;
    for (const QString &metric : table.metrics())
        for (int s = 0; s < systems; ++s)
            if (const std::vector<double> *row = table.scoreRow(metric, s))
                for (int i = 0; i < std::min(items, int(row->size())); ++i)
                    if (!std::isnan((*row)[size_t(i)]) && member[at(s, i)] && (!subset.extremes || rated[at(s, i)]))
                        present[at(s, i)] = 1;

    // Items and systems in the order of `table`, so that the per-system sums and the "A vs B" pair names come out
    // as they would without a subset.
    RatingTable out;
    out.setBpmParser(table.bpmParser());
    for (int i = 0; i < items; ++i)
        for (int s = 0; s < systems; ++s)
            if (present[at(s, i)]) {
                out.setItemAttributes(table.items().at(i), table.editType(i), table.tags(i));
                break;
            }
    for (int s = 0; s < systems; ++s)
        for (int i = 0; i < items; ++i)
            if (present[at(s, i)])
                out.addOutput(table.systems().at(s), table.items().at(i));

    for (const auto &[dimension, in] : selected) {
        const QStringList annotators = table.annotators(dimension);
        for (const QString &annotator : annotators) // a dimension with nothing in the subset still has its annotators
            out.addAnnotator(dimension, annotator);
        for (int s = 0; s < systems; ++s)
            for (int i = 0; i < items; ++i)
                if (in[at(s, i)])
                    for (const QString &annotator : annotators) {
                        const double r = table.rating(dimension, annotator, s, i);
                        if (!std::isnan(r))
                            out.setRating(dimension, annotator, table.systems().at(s), table.items().at(i), r);
                    }
    }
    for (const QString &metric : table.metrics()) {
        out.setMetricVersion(metric, table.metricVersion(metric));
        for (int s = 0; s < systems; ++s)
            if (const std::vector<double> *row = table.scoreRow(metric, s))
                for (int i = 0; i < std::min(items, int(row->size())); ++i)
                    if (present[at(s, i)] && !std::isnan((*row)[size_t(i)]))
                        out.setScore(metric, table.systems().at(s), table.items().at(i), (*row)[size_t(i)]);
    }

    const auto pairMember = [&](int item, const QString &a, const QString &b) {
        const int sa = table.indexOfSystem(a), sb = table.indexOfSystem(b);
        return item >= 0 && sa >= 0 && sb >= 0 && member[at(sa, item)] && member[at(sb, item)];
    };
    for (const RatingTable::HumanPreference &p : table.preferences())
        if (pairMember(p.item, p.systemA, p.systemB))
            out.addPreference(table.items().at(p.item),
                              Preference{p.systemA, p.systemB, p.annotator, p.dimension, p.choice});
    for (const RatingTable::JudgeVerdict &v : table.judgeVotes())
        if (pairMember(v.item, v.systemA, v.systemB))
            out.addJudgeVote(table.items().at(v.item), JudgeVote{v.systemA, v.systemB, v.judge, v.verdict});
    for (int i = 0; i < items; ++i) // items that only votes brought in
        if (out.indexOfItem(table.items().at(i)) >= 0)
            out.setItemAttributes(table.items().at(i), table.editType(i), table.tags(i));
    return out;
}

} // namespace editlens::core::alignment
