#include "ratingtable.h"

#include "bpm/instructionparser.h"

#include <QCoreApplication>
#include <QPair>
#include <QSet>

#include <cmath>
#include <limits>

namespace editlens::core::alignment {

namespace {
constexpr double missing = std::numeric_limits<double>::quiet_NaN();
}

QMap<QString, QString> RatingTable::defaultMetricVersions(const StudyData &study)
{
    return core::defaultMetricVersions(study);
}

RatingTable RatingTable::fromStudy(const StudyData &study)
{
    return fromStudy(study, {}).value();
}

Result<RatingTable> RatingTable::fromStudy(const StudyData &study, const QMap<QString, QString> &chosen,
                                           BpmParser bpmParser)
{
    QMap<QString, QString> versions = defaultMetricVersions(study);
    for (auto it = chosen.cbegin(); it != chosen.cend(); ++it) {
        if (!versions.contains(it.key()))
            return Error{
                QCoreApplication::translate("RatingTable", "the study has no scores for metric '%1'").arg(it.key())};
        versions.insert(it.key(), it.value());
    }
    QSet<QPair<QString, QString>> seen; // (metric, version) pairs present, to reject an unknown chosen version
    RatingTable t;
    t.m_versions = versions;
    t.m_bpmParser = bpmParser;
    const InstructionParser parser;
    for (const Item &item : study.items) {
        for (const Output &o : item.outputs) {
            for (const Rating &r : o.ratings)
                t.setRating(r.dimension, r.annotator, o.system, item.key, r.value);
            bool scored = false;
            for (const Score &s : o.scores) {
                seen.insert({s.metric, s.version});
                if (versions.value(s.metric) == s.version) {
                    t.setScore(s.metric, o.system, item.key, s.value);
                    scored = true;
                }
            }
            if (o.ratings.isEmpty() && !scored) { // an unscored output still counts for its item and system
                t.itemIndex(item.key);
                t.systemIndex(o.system);
            }
        }
        for (const Preference &p : item.preferences)
            t.addPreference(item.key, p);
        for (const JudgeVote &v : item.judgeVotes)
            t.addJudgeVote(item.key, v);
        if (t.indexOfItem(item.key) >= 0) // items without outputs or votes stay out of the table
            t.setItemAttributes(item.key,
                                editTypeName(effectiveParse(item.parse, item.instruction, parser, bpmParser).editType),
                                item.tags);
    }
    for (auto it = chosen.cbegin(); it != chosen.cend(); ++it)
        if (!seen.contains({it.key(), it.value()}))
            return Error{
                QCoreApplication::translate("RatingTable", "the study has no scores of metric '%1' in version '%2'")
                    .arg(it.key(), it.value())};
    return t;
}

void RatingTable::setItemAttributes(const QString &item, const QString &editType, const QStringList &tags)
{
    const int i = itemIndex(item);
    m_itemEditTypes.insert(i, editType);
    m_itemTags.insert(i, tags);
}

void RatingTable::addOutput(const QString &system, const QString &item)
{
    systemIndex(system);
    itemIndex(item);
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
