#include "alignment/judgeaccuracy.h"

#include "stats/pairwise.h"

#include <QHash>

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

QMap<QString, JudgeAccuracyCell> judgeAccuracy(const RatingTable &table)
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
        const stats::FourWayAccuracy a = stats::fourWayAccuracy(it->first, it->second);
        cell.n = a.n;
        cell.correct = a.correct;
        cell.unparseable = a.unparseable;
        cell.accuracy = a.accuracy;
    }
    return cells;
}

} // namespace editlens::core::alignment
