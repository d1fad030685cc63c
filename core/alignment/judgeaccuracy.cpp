#include "alignment/judgeaccuracy.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

namespace editlens::core::alignment {

namespace {

stats::HumanVote voteOf(PreferenceChoice choice, bool mirrored)
{
    switch (choice) {
    case PreferenceChoice::A:
        return mirrored ? stats::HumanVote::Right : stats::HumanVote::Left;
    case PreferenceChoice::B:
        return mirrored ? stats::HumanVote::Left : stats::HumanVote::Right;
    case PreferenceChoice::Tie:
        return stats::HumanVote::Tie;
    case PreferenceChoice::BothBad:
        break;
    }
    return stats::HumanVote::BothBad;
}

} // namespace

QMap<QString, JudgeAccuracyCell> judgeAccuracy(const RatingTable &table, stats::VerdictReading reading)
{
    // Overall human votes by item.
    QMultiHash<int, const RatingTable::HumanPreference *> humans;
    for (const RatingTable::HumanPreference &p : table.preferences())
        if (p.dimension.isEmpty())
            humans.insert(p.item, &p);

    QMap<QString, std::pair<std::vector<stats::HumanVote>, std::vector<std::string>>> byJudge;
    QMap<QString, JudgeAccuracyCell> cells;
    for (const RatingTable::JudgeVerdict &v : table.judgeVotes()) {
        auto &[votes, verdicts] = byJudge[v.judge];
        JudgeAccuracyCell &cell = cells[v.judge];
        bool matched = false;
        for (auto it = humans.constFind(v.item); it != humans.constEnd() && it.key() == v.item; ++it) {
            const RatingTable::HumanPreference &h = **it;
            const bool same = h.systemA == v.systemA && h.systemB == v.systemB;
            const bool mirrored = h.systemA == v.systemB && h.systemB == v.systemA;
            if (!same && !mirrored)
                continue;
            votes.push_back(voteOf(h.choice, mirrored));
            verdicts.push_back(v.verdict.toStdString());
            matched = true;
        }
        if (!matched)
            ++cell.unmatched;
    }
    for (auto it = byJudge.cbegin(); it != byJudge.cend(); ++it) {
        JudgeAccuracyCell &cell = cells[it.key()];
        if (it->first.empty())
            continue;
        const stats::FourWayAccuracy a = stats::fourWayAccuracy(it->first, it->second, reading);
        cell.n = a.n;
        cell.correct = a.correct;
        cell.unparseable = a.unparseable;
        cell.accuracy = a.accuracy;
    }
    return cells;
}

QMap<QString, JudgeAccuracyCell> scoreJudgeAccuracy(const RatingTable &table, const QStringList &metrics,
                                                    stats::ScoreJudgeRule rule, const QStringList &lowerIsBetter,
                                                    const std::optional<std::pair<double, double>> &scoreScale)
{
    QMap<QString, JudgeAccuracyCell> cells;
    const QStringList chosen = metrics.isEmpty() ? table.metrics() : metrics;
    const bool zeroToTen = stats::scoreJudgeRuleNeedsZeroToTen(rule);
    const std::optional<std::pair<double, double>> scale = zeroToTen ? scoreScale : std::nullopt;
    const QString ruleName =
        QString::fromUtf8(stats::scoreJudgeRuleName(rule).data(), qsizetype(stats::scoreJudgeRuleName(rule).size()));
    for (const QString &metric : chosen) {
        if (!table.metrics().contains(metric))
            continue;
        JudgeAccuracyCell cell;
        cell.metric = metric;
        cell.rule = ruleName;
        const bool lower = lowerIsBetter.contains(metric);
        std::optional<double> outside, outsideScale;
        bool withinUnit = true; // every compared value in [-1, 1]: not on the rule's 0-10 scale
        const auto score = [&](const QString &system, int item) {
            const std::vector<double> *row = table.scoreRow(metric, table.indexOfSystem(system));
            const double v = row && item < int(row->size()) ? (*row)[std::size_t(item)] : std::nan("");
            if (std::isnan(v))
                return v;
            withinUnit = withinUnit && v >= -1.0 && v <= 1.0;
            if (!scale)
                return lower ? -v : v;
            if (!outsideScale && !(v >= scale->first && v <= scale->second))
                outsideScale = v;
            const double mapped = 10.0 * (v - scale->first) / (scale->second - scale->first);
            return lower ? 10.0 - mapped : mapped;
        };
        for (const RatingTable::HumanPreference &p : table.preferences()) {
            if (!p.dimension.isEmpty())
                continue;
            const double a = score(p.systemA, p.item), b = score(p.systemB, p.item);
            if (std::isnan(a) || std::isnan(b)) {
                ++cell.missing;
                continue;
            }
            for (double v : {a, b})
                if (zeroToTen && !outside && !(v >= 0.0 && v <= 10.0))
                    outside = v;
            const stats::HumanVote human = voteOf(p.choice, false);
            const std::optional<stats::HumanVote> vote = stats::scoreJudgeVote(a, b, rule);
            ++cell.n;
            if (!vote) {
                ++cell.unparseable;
                continue;
            }
            ++cell.predicted[int(*vote)];
            if (*vote == human)
                ++cell.correct;
        }
        if (outsideScale) {
            cell.unavailable =
                QCoreApplication::translate("JudgeAccuracy", "%1 has the value %2, outside the score scale [%3, %4] "
                                                             "given for it")
                    .arg(metric, QString::number(*outsideScale, 'g', 6), QString::number(scale->first, 'g', 6),
                         QString::number(scale->second, 'g', 6));
        } else if (outside && !scale) {
            cell.unavailable =
                QCoreApplication::translate("JudgeAccuracy", "the %1 rule types scores on the 0-10 scale, and %2 has "
                                                             "the value %3 (use the raw rule)")
                    .arg(ruleName, metric, QString::number(*outside, 'g', 6));
        } else if (zeroToTen && !scale && withinUnit && cell.n > 0) {
            cell.unavailable = QCoreApplication::translate(
                                   "JudgeAccuracy",
                                   "the %1 rule types scores on the 0-10 scale, and every value of %2 lies in [-1, 1] "
                                   "(a 0-1 similarity such as CLIP-I, DINO or CLIP-D): every pair would be typed "
                                   "alike. Give its score scale (--score-scale MIN,MAX) or use the raw rule")
                                   .arg(ruleName, metric);
        } else if (cell.n > 0) {
            cell.accuracy = double(cell.correct) / double(cell.n);
        }
        if (cell.n > 0 || cell.missing > 0)
            cells.insert(metric, cell);
    }
    return cells;
}

} // namespace editlens::core::alignment
