#include "stats/pairwise.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace editlens::core::stats {

namespace {

// sign(a − b), a tie when |a − b| ≤ tolerance. ±inf compares as a value: +inf above every finite value, equal
// infinities tie (a − b would be NaN for them).
int relation(double a, double b, double tolerance)
{
    if (a == b)
        return 0;
    if (std::isinf(a) || std::isinf(b))
        return a > b ? 1 : -1;
    const double d = a - b;
    if (std::abs(d) <= tolerance)
        return 0;
    return d > 0 ? 1 : -1;
}

double valueAt(const std::map<std::string, std::vector<double>> &table, const std::string &system, std::size_t item)
{
    const auto it = table.find(system);
    if (it == table.end() || item >= it->second.size())
        return std::nan("");
    return it->second[item];
}

std::size_t itemCount(const std::map<std::string, std::vector<double>> &table, const std::string &a,
                      const std::string &b)
{
    std::size_t n = 0;
    for (const std::string &s : {a, b}) {
        const auto it = table.find(s);
        if (it != table.end())
            n = std::max(n, it->second.size());
    }
    return n;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

// Python's round(): to nearest, halves to the even neighbour; independent of the FPU rounding mode.
double roundHalfEven(double x)
{
    const double lower = std::floor(x);
    const double diff = x - lower;
    if (diff < 0.5)
        return lower;
    if (diff > 0.5)
        return lower + 1.0;
    return std::fmod(lower, 2.0) == 0.0 ? lower : lower + 1.0;
}

FourWayAccuracy finish(FourWayAccuracy a)
{
    if (a.n > 0)
        a.accuracy = double(a.correct) / double(a.n);
    return a;
}

} // namespace

void addPairObservation(PairAlignment &a, const PairObservation &o, int weight, double tieTolerance)
{
    if (std::isnan(o.humanA) || std::isnan(o.humanB) || std::isnan(o.metricA) || std::isnan(o.metricB)) {
        a.missing += weight;
    } else if (const int human = relation(o.humanA, o.humanB, tieTolerance); human == 0) {
        a.humanTies += weight;
    } else if (const int metric = relation(o.metricA, o.metricB, tieTolerance); metric == human) {
        a.agreements += weight;
    } else {
        a.disagreements += weight;
        if (metric == 0)
            a.metricTies += weight;
    }
    const int usable = a.agreements + a.disagreements;
    a.accuracy = usable > 0 ? std::optional<double>(double(a.agreements) / double(usable)) : std::nullopt;
}

PairAlignment pairAlignment(const std::vector<PairObservation> &items, double tieTolerance)
{
    PairAlignment a;
    for (const PairObservation &o : items)
        addPairObservation(a, o, 1, tieTolerance);
    return a;
}

AlignmentTable pairwiseAlignment(const std::map<std::string, std::vector<double>> &human,
                                 const std::map<std::string, std::vector<double>> &metric, double tieTolerance)
{
    std::set<std::string> systems;
    for (const auto &entry : human)
        systems.insert(entry.first);
    for (const auto &entry : metric)
        systems.insert(entry.first);
    const std::vector<std::string> names(systems.begin(), systems.end());

    AlignmentTable table;
    double sum = 0.0;
    int defined = 0;
    for (std::size_t i = 0; i < names.size(); ++i) {
        for (std::size_t j = i + 1; j < names.size(); ++j) {
            const std::string &a = names[i];
            const std::string &b = names[j];
            const std::size_t n = std::max(itemCount(human, a, b), itemCount(metric, a, b));
            std::vector<PairObservation> items;
            items.reserve(n);
            for (std::size_t k = 0; k < n; ++k)
                items.push_back(
                    {valueAt(human, a, k), valueAt(human, b, k), valueAt(metric, a, k), valueAt(metric, b, k)});
            SystemPairAlignment pair{a, b, pairAlignment(items, tieTolerance)};
            if (pair.alignment.accuracy) {
                sum += *pair.alignment.accuracy;
                ++defined;
            } else {
                table.undefinedPairs.push_back(a + " vs ");
                table.undefinedPairs.back() += b;
            }
            table.pairs.push_back(std::move(pair));
        }
    }
    if (defined > 0)
        table.mean = sum / double(defined);
    return table;
}

VoteSet::VoteSet(std::initializer_list<HumanVote> votes)
{
    for (HumanVote v : votes)
        insert(v);
}

std::optional<HumanVote> parseHumanVote(std::string_view text)
{
    const std::string_view t = trimmed(text);
    if (t == "leftvote")
        return HumanVote::Left;
    if (t == "rightvote")
        return HumanVote::Right;
    if (t == "tievote")
        return HumanVote::Tie;
    if (t == "bothbad_vote")
        return HumanVote::BothBad;
    return std::nullopt;
}

std::string_view verdictReadingName(VerdictReading reading)
{
    return reading == VerdictReading::Lenient ? "lenient" : "exact";
}

std::optional<VerdictReading> verdictReadingFromName(std::string_view name)
{
    if (name == "exact")
        return VerdictReading::Exact;
    if (name == "lenient")
        return VerdictReading::Lenient;
    return std::nullopt;
}

std::optional<VoteSet> parseJudgeVerdict(std::string_view verdict, VerdictReading reading)
{
    if (reading == VerdictReading::Exact) {
        // Python's re.search(r"\[\[.*\]\]"): the leftmost "[[" that has a "]]" after it on the same line ('.' does
        // not cross a newline), extended greedily to the last such "]]".
        std::string_view token;
        for (std::size_t open = verdict.find("[["); open != std::string_view::npos && token.empty();
             open = verdict.find("[[", open + 1)) {
            const std::size_t lineEnd = std::min(verdict.find('\n', open), verdict.size());
            const std::string_view line = verdict.substr(open, lineEnd - open);
            const std::size_t close = line.rfind("]]");
            if (close != std::string_view::npos && close >= 2)
                token = line.substr(0, close + 2);
        }
        if (token == "[[A>B]]" || token == "[[A>>B]]")
            return VoteSet{HumanVote::Left};
        if (token == "[[B>A]]" || token == "[[B>>A]]")
            return VoteSet{HumanVote::Right};
        if (token == "[[A=B]]")
            return VoteSet{HumanVote::Tie, HumanVote::BothBad};
        if (token == "[[A=B=Good]]")
            return VoteSet{HumanVote::Tie};
        if (token == "[[A=B=Bad]]")
            return VoteSet{HumanVote::BothBad};
        return std::nullopt;
    }

    const std::size_t open = verdict.find("[[");
    if (open == std::string_view::npos)
        return std::nullopt;
    const std::size_t close = verdict.find("]]", open + 2);
    if (close == std::string_view::npos)
        return std::nullopt;
    std::string token;
    for (char c : verdict.substr(open + 2, close - open - 2)) {
        if (!std::isspace(static_cast<unsigned char>(c)))
            token.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    }
    if (token == "a>b" || token == "a>>b")
        return VoteSet{HumanVote::Left};
    if (token == "b>a" || token == "b>>a")
        return VoteSet{HumanVote::Right};
    if (token == "a=b")
        return VoteSet{HumanVote::Tie, HumanVote::BothBad};
    if (token == "a=b=good")
        return VoteSet{HumanVote::Tie};
    if (token == "a=b=bad")
        return VoteSet{HumanVote::BothBad};
    return std::nullopt;
}

std::optional<HumanVote> scoreJudgeVote(double scoreA, double scoreB)
{
    if (!std::isfinite(scoreA) || !std::isfinite(scoreB))
        return std::nullopt;
    const double typeA = roundHalfEven(scoreA / 5.0);
    const double typeB = roundHalfEven(scoreB / 5.0);
    if (typeA > typeB)
        return HumanVote::Left;
    if (typeB > typeA)
        return HumanVote::Right;
    return scoreA >= 9.0 && scoreB >= 9.0 ? HumanVote::Tie : HumanVote::BothBad;
}

std::string_view scoreJudgeRuleName(ScoreJudgeRule rule)
{
    switch (rule) {
    case ScoreJudgeRule::GenAiBench:
        return "genaibench";
    case ScoreJudgeRule::Aurora:
        return "aurora";
    case ScoreJudgeRule::Raw:
        break;
    }
    return "raw";
}

std::optional<ScoreJudgeRule> scoreJudgeRuleFromName(std::string_view name)
{
    for (ScoreJudgeRule rule : {ScoreJudgeRule::GenAiBench, ScoreJudgeRule::Aurora, ScoreJudgeRule::Raw})
        if (scoreJudgeRuleName(rule) == name)
            return rule;
    return std::nullopt;
}

bool scoreJudgeRuleNeedsZeroToTen(ScoreJudgeRule rule)
{
    return rule != ScoreJudgeRule::Raw;
}

std::optional<HumanVote> scoreJudgeVote(double scoreA, double scoreB, ScoreJudgeRule rule)
{
    if (!std::isfinite(scoreA) || !std::isfinite(scoreB))
        return std::nullopt;
    switch (rule) {
    case ScoreJudgeRule::GenAiBench:
        return scoreJudgeVote(scoreA, scoreB);
    case ScoreJudgeRule::Aurora: {
        const double typeA = roundHalfEven(scoreA / 5.0);
        const double typeB = roundHalfEven(scoreB / 5.0);
        return typeA > typeB ? HumanVote::Left : typeB > typeA ? HumanVote::Right : HumanVote::Tie;
    }
    case ScoreJudgeRule::Raw:
        break;
    }
    return scoreA > scoreB ? HumanVote::Left : scoreB > scoreA ? HumanVote::Right : HumanVote::Tie;
}

FourWayAccuracy fourWayAccuracy(const std::vector<HumanVote> &human, const std::vector<std::string> &verdicts,
                                VerdictReading reading)
{
    FourWayAccuracy a;
    if (human.size() != verdicts.size())
        return a;
    a.n = int(human.size());
    for (std::size_t i = 0; i < human.size(); ++i) {
        const auto set = parseJudgeVerdict(verdicts[i], reading);
        if (!set)
            ++a.unparseable;
        else if (set->contains(human[i]))
            ++a.correct;
    }
    return finish(a);
}

FourWayAccuracy fourWayAccuracyFromScores(const std::vector<HumanVote> &human, const std::vector<double> &scoresA,
                                          const std::vector<double> &scoresB)
{
    FourWayAccuracy a;
    if (human.size() != scoresA.size() || human.size() != scoresB.size())
        return a;
    a.n = int(human.size());
    for (std::size_t i = 0; i < human.size(); ++i) {
        const auto vote = scoreJudgeVote(scoresA[i], scoresB[i]);
        if (!vote)
            ++a.unparseable;
        else if (*vote == human[i])
            ++a.correct;
    }
    return finish(a);
}

WinRates winRates(const std::vector<std::vector<double>> &scores, int candidates, ScoreDirection direction)
{
    WinRates w;
    if (candidates <= 0) {
        w.skipped = int(scores.size());
        return w;
    }
    std::vector<double> wins(std::size_t(candidates), 0.0);
    for (const std::vector<double> &item : scores) {
        if (int(item.size()) != candidates
            || !std::all_of(item.begin(), item.end(), [](double v) { return std::isfinite(v); })) {
            ++w.skipped;
            continue;
        }
        const double best = direction == ScoreDirection::HigherIsBetter ? *std::max_element(item.begin(), item.end())
                                                                        : *std::min_element(item.begin(), item.end());
        const auto winners = std::count(item.begin(), item.end(), best);
        if (winners > 1)
            ++w.ties;
        for (std::size_t c = 0; c < item.size(); ++c) {
            if (item[c] == best)
                wins[c] += 1.0 / double(winners);
        }
        ++w.items;
    }
    if (w.items > 0) {
        for (double &v : wins)
            v /= double(w.items);
        w.share = std::move(wins);
    }
    return w;
}

} // namespace editlens::core::stats
