#include "groundtruthtest.h"

#include "stats/pairwise.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <vector>

namespace editlens::core::alignment {

namespace {

// Candidate order of the win-rate rows.
constexpr OutputRole candidates[] = {OutputRole::GroundTruth, OutputRole::ExcessivelyPreserved,
                                     OutputRole::ExcessivelyModified};

double valueOf(const Output &output, const QString &metric, const QString &version)
{
    for (const Score &s : output.scores)
        if (s.metric == metric && s.version == version)
            return s.value;
    return std::numeric_limits<double>::quiet_NaN();
}

/// The item's three candidates in `candidates` order, or an empty vector unless each role is held by one output.
std::vector<const Output *> candidatesOf(const Item &item)
{
    std::vector<const Output *> found(std::size(candidates), nullptr);
    for (const Output &o : item.outputs) {
        for (std::size_t c = 0; c < std::size(candidates); ++c) {
            if (o.role != candidates[c])
                continue;
            if (found[c])
                return {}; // two outputs claim one role: which is "the" candidate is not known
            found[c] = &o;
        }
    }
    for (const Output *o : found)
        if (!o)
            return {};
    return found;
}

} // namespace

QMap<QString, GroundTruthCell> groundTruthTest(const StudyData &study, const RatingTable &table,
                                               const GroundTruthTestOptions &options)
{
    std::vector<std::vector<const Output *>> items;
    for (const Item &item : study.items)
        if (auto c = candidatesOf(item); !c.empty())
            items.push_back(std::move(c));
    QMap<QString, GroundTruthCell> cells;
    if (items.empty())
        return cells;
    const QStringList metrics = options.metrics.isEmpty() ? table.metrics() : options.metrics;
    for (const QString &metric : metrics) {
        const QString version = table.metricVersion(metric);
        std::vector<std::vector<double>> scores;
        for (const auto &item : items) {
            std::vector<double> row;
            row.reserve(item.size());
            for (const Output *o : item)
                row.push_back(valueOf(*o, metric, version));
            if (std::all_of(row.begin(), row.end(), [](double v) { return std::isfinite(v); }))
                scores.push_back(std::move(row));
        }
        const auto direction = options.lowerIsBetter.contains(metric) ? stats::ScoreDirection::LowerIsBetter
                                                                      : stats::ScoreDirection::HigherIsBetter;
        const stats::WinRates rates = stats::winRates(scores, int(std::size(candidates)), direction);
        if (rates.items == 0)
            continue;
        GroundTruthCell cell;
        cell.groundTruth = rates.share[0];
        cell.excessivelyPreserved = rates.share[1];
        cell.excessivelyModified = rates.share[2];
        cell.n = rates.items;
        cell.ties = rates.ties;
        cells.insert(metric, cell);
    }
    return cells;
}

QJsonObject groundTruthTestJson(const QMap<QString, GroundTruthCell> &cells)
{
    QJsonObject o;
    for (auto it = cells.cbegin(); it != cells.cend(); ++it)
        o.insert(it.key(), QJsonObject{{outputRoleName(OutputRole::GroundTruth), it->groundTruth},
                                       {outputRoleName(OutputRole::ExcessivelyPreserved), it->excessivelyPreserved},
                                       {outputRoleName(OutputRole::ExcessivelyModified), it->excessivelyModified},
                                       {QStringLiteral("n"), it->n},
                                       {QStringLiteral("ties"), it->ties}});
    return o;
}

} // namespace editlens::core::alignment
