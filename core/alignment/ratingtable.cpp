#include "ratingtable.h"

#include <cmath>
#include <limits>

namespace editlens::core::alignment {

namespace {
constexpr double missing = std::numeric_limits<double>::quiet_NaN();
}

RatingTable RatingTable::fromStudy(const StudyData &study)
{
    RatingTable t;
    for (const Item &item : study.items) {
        for (const Output &o : item.outputs) {
            for (const Rating &r : o.ratings)
                t.setRating(r.dimension, r.annotator, o.system, item.key, r.value);
            for (const Score &s : o.scores) {
                const QString current = t.m_versions.value(s.metric);
                if (!current.isNull() && current > s.version)
                    continue;
                t.m_versions.insert(s.metric, s.version);
                t.setScore(s.metric, o.system, item.key, s.value);
            }
            if (o.ratings.isEmpty() && o.scores.isEmpty()) {
                t.itemIndex(item.key);
                t.systemIndex(o.system);
            }
        }
        for (const Preference &p : item.preferences)
            t.addPreference(item.key, p);
        for (const JudgeVote &v : item.judgeVotes)
            t.addJudgeVote(item.key, v);
    }
    return t;
}

void RatingTable::addPreference(const QString &item, const Preference &p)
{
    m_preferences.push_back({itemIndex(item), p.systemA, p.systemB, p.annotator, p.dimension, p.choice});
}

void RatingTable::addJudgeVote(const QString &item, const JudgeVote &v)
{
    m_judgeVotes.push_back({itemIndex(item), v.systemA, v.systemB, v.judge, v.verdict});
}

QStringList RatingTable::annotators(const QString &dimension) const
{
    QStringList names = m_ratings.value(dimension).keys();
    names.sort();
    return names;
}

int RatingTable::itemIndex(const QString &key)
{
    auto it = m_itemIndex.constFind(key);
    if (it != m_itemIndex.constEnd())
        return *it;
    m_items << key;
    return *m_itemIndex.insert(key, int(m_items.size()) - 1);
}

int RatingTable::systemIndex(const QString &name)
{
    auto it = m_systemIndex.constFind(name);
    if (it != m_systemIndex.constEnd())
        return *it;
    m_systems << name;
    return *m_systemIndex.insert(name, int(m_systems.size()) - 1);
}

void RatingTable::put(Grid &g, int system, int item, double value)
{
    if (int(g.size()) <= system)
        g.resize(system + 1);
    std::vector<double> &row = g[system];
    if (int(row.size()) <= item)
        row.resize(item + 1, missing);
    row[item] = value;
}

double RatingTable::at(const Grid &g, int system, int item)
{
    if (system < 0 || system >= int(g.size()) || item < 0 || item >= int(g[system].size()))
        return missing;
    return g[system][item];
}

void RatingTable::setRating(const QString &dimension, const QString &annotator, const QString &system,
                            const QString &item, double value)
{
    const int s = systemIndex(system), i = itemIndex(item);
    put(m_ratings[dimension][annotator], s, i, value);
}

void RatingTable::setScore(const QString &metric, const QString &system, const QString &item, double value)
{
    const int s = systemIndex(system), i = itemIndex(item);
    put(m_scores[metric], s, i, value);
}

double RatingTable::rating(const QString &dimension, const QString &annotator, int system, int item) const
{
    const auto dim = m_ratings.constFind(dimension);
    if (dim == m_ratings.constEnd())
        return missing;
    const auto grid = dim->constFind(annotator);
    return grid == dim->constEnd() ? missing : at(*grid, system, item);
}

double RatingTable::human(const QString &dimension, int system, int item, const QString &annotator) const
{
    if (!annotator.isEmpty())
        return rating(dimension, annotator, system, item);
    return meanOfOthers(dimension, QString(), system, item);
}

double RatingTable::meanOfOthers(const QString &dimension, const QString &annotator, int system, int item) const
{
    const auto dim = m_ratings.constFind(dimension);
    if (dim == m_ratings.constEnd())
        return missing;
    double sum = 0;
    int n = 0;
    for (auto it = dim->constBegin(); it != dim->constEnd(); ++it) {
        if (it.key() == annotator)
            continue;
        const double v = at(*it, system, item);
        if (!std::isnan(v)) {
            sum += v;
            ++n;
        }
    }
    return n > 0 ? sum / n : missing;
}

const std::vector<double> *RatingTable::scoreRow(const QString &metric, int system) const
{
    const auto grid = m_scores.constFind(metric);
    if (grid == m_scores.constEnd() || system < 0 || system >= int(grid->size()))
        return nullptr;
    return &(*grid)[system];
}

const std::vector<double> *RatingTable::ratingRow(const QString &dimension, const QString &annotator, int system) const
{
    const auto dim = m_ratings.constFind(dimension);
    if (dim == m_ratings.constEnd())
        return nullptr;
    const auto grid = dim->constFind(annotator);
    if (grid == dim->constEnd() || system < 0 || system >= int(grid->size()))
        return nullptr;
    return &(*grid)[system];
}

qint64 RatingTable::ratingCount() const
{
    qint64 n = 0;
    for (const auto &dim : m_ratings)
        for (const Grid &g : dim)
            for (const auto &row : g)
                for (double v : row)
                    n += std::isnan(v) ? 0 : 1;
    return n;
}

} // namespace editlens::core::alignment
