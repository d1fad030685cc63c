#include "stats/pairwise.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace editlens::core::stats;

Q_DECLARE_METATYPE(HumanVote)
Q_DECLARE_METATYPE(std::optional<VoteSet>)
Q_DECLARE_METATYPE(std::optional<HumanVote>)

namespace {
const double kNaN = std::nan("");
}

class TestPairwise : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bpmAlignmentFollowsTieRules()
    {
        // Hand-computed: item 1 H+ M+ agree; item 2 human tie (excluded); item 3 H− M tie (disagree, metric tie);
        // item 4 H− M− agree; item 5 H+ M− disagree; item 6 NaN (missing). accuracy = 2 / (6 − 1 tie − 1 missing) =
        // 0.5.
        const std::vector<PairObservation> items{
            {4, 2, 0.9, 0.1}, {3, 3, 0.2, 0.7}, {1, 5, 0.5, 0.5}, {2, 4, 0.2, 0.8}, {5, 1, 0.1, 0.6}, {kNaN, 2, 1, 0},
        };
        const PairAlignment a = pairAlignment(items);
        QCOMPARE(a.agreements, 2);
        QCOMPARE(a.disagreements, 2);
        QCOMPARE(a.metricTies, 1);
        QCOMPARE(a.humanTies, 1);
        QCOMPARE(a.missing, 1);
        QVERIFY(a.accuracy.has_value());
        QCOMPARE(*a.accuracy, 0.5);
    }

    void bpmAlignmentRanksInfinityAboveEveryValue()
    {
        // PSNR +inf (an unchanged output) beats any finite value; two +inf tie; NaN stays missing.
        const double inf = std::numeric_limits<double>::infinity();
        const std::vector<PairObservation> items{
            {4, 2, inf, 30},  // H+ M+ agree
            {2, 4, inf, 30},  // H− M+ disagree
            {4, 2, inf, inf}, // H+ M tie: disagree, metric tie
            {4, 2, -inf, 1},  // H+ M− disagree
            {4, 2, kNaN, inf} // missing
        };
        const PairAlignment a = pairAlignment(items, 0.01);
        QCOMPARE(a.agreements, 1);
        QCOMPARE(a.disagreements, 3);
        QCOMPARE(a.metricTies, 1);
        QCOMPARE(a.missing, 1);
        QCOMPARE(*a.accuracy, 0.25);
    }

    void bpmAlignmentToleranceTurnsSmallDifferencesIntoTies()
    {
        // With tolerance 0.01, H 3 vs 3.005 is a tie (excluded); M 0.500 vs 0.504 is a tie (disagreement).
        const std::vector<PairObservation> items{{3, 3.005, 1, 0}, {4, 2, 0.500, 0.504}, {4, 2, 0.9, 0.1}};
        const PairAlignment exact = pairAlignment(items);
        QCOMPARE(exact.humanTies, 0);
        QCOMPARE(exact.agreements, 1); // item 1: H− M+ → disagree; item 2: H+ M− → disagree; item 3 agree
        const PairAlignment tolerant = pairAlignment(items, 0.01);
        QCOMPARE(tolerant.humanTies, 1);
        QCOMPARE(tolerant.metricTies, 1);
        QCOMPARE(*tolerant.accuracy, 0.5);
    }

    void bpmAlignmentUndefinedWithoutUsableItems()
    {
        QVERIFY(!pairAlignment({}).accuracy.has_value());
        const PairAlignment allTied = pairAlignment({{3, 3, 1, 0}, {2, 2, 0, 1}});
        QVERIFY(!allTied.accuracy.has_value());
        QCOMPARE(allTied.humanTies, 2);
    }

    void bpmTableGivesEveryPairAndTheMean()
    {
        // Hand-computed per pair (items 0..2):
        //  A vs B: item0 H 5>3, M .9>.4 agree; item1 human tie; item2 B missing → 1/1 = 1
        //  A vs C: item0 agree; item1 H 3<4 but M .5>.3 disagree; item2 human tie → 1/2
        //  B vs C: item0 H 3>1, M .4>.2 agree; item1 H 3<4, M .6>.3 disagree; item2 missing → 1/2
        //  D has no human values at all (absent from `human`): every pair with D is undefined.
        // mean over defined pairs = (1 + 0.5 + 0.5) / 3 = 2/3.
        const std::map<std::string, std::vector<double>> human{{"A", {5, 3, 4}}, {"B", {3, 3, kNaN}}, {"C", {1, 4, 4}}};
        const std::map<std::string, std::vector<double>> metric{{"A", {0.9, 0.5, 0.7}},
                                                                {"B", {0.4, 0.6, 0.1}},
                                                                {"C", {0.2, 0.3, 0.7}},
                                                                {"D", {1, 2, 3}}};
        const AlignmentTable t = pairwiseAlignment(human, metric);
        QCOMPARE(t.pairs.size(), std::size_t(6));
        QCOMPARE(t.pairs[0].systemA, std::string("A"));
        QCOMPARE(t.pairs[0].systemB, std::string("B"));
        QCOMPARE(*t.pairs[0].alignment.accuracy, 1.0);
        QCOMPARE(t.pairs[0].alignment.missing, 1);
        QCOMPARE(t.pairs[1].systemB, std::string("C"));
        QCOMPARE(*t.pairs[1].alignment.accuracy, 0.5);
        QCOMPARE(t.pairs[1].alignment.humanTies, 1);
        QCOMPARE(t.pairs[3].systemA, std::string("B")); // order: AB AC AD BC BD CD
        QCOMPARE(*t.pairs[3].alignment.accuracy, 0.5);
        QVERIFY(t.mean.has_value());
        QVERIFY(std::abs(*t.mean - 2.0 / 3.0) < 1e-15);
        QCOMPARE(t.undefinedPairs, (std::vector<std::string>{"A vs D", "B vs D", "C vs D"}));
    }

    void bpmTableWithoutDefinedPairsHasNoMean()
    {
        const std::map<std::string, std::vector<double>> human{{"A", {1, 2}}, {"B", {1, 2}}};
        const std::map<std::string, std::vector<double>> metric{{"A", {1, 2}}, {"B", {2, 1}}};
        const AlignmentTable t = pairwiseAlignment(human, metric);
        QVERIFY(!t.mean.has_value());
        QCOMPARE(t.undefinedPairs, std::vector<std::string>{"A vs B"});
    }

    void humanVotesParse()
    {
        QCOMPARE(parseHumanVote("leftvote"), std::optional<HumanVote>(HumanVote::Left));
        QCOMPARE(parseHumanVote("rightvote"), std::optional<HumanVote>(HumanVote::Right));
        QCOMPARE(parseHumanVote(" tievote\n"), std::optional<HumanVote>(HumanVote::Tie));
        QCOMPARE(parseHumanVote("bothbad_vote"), std::optional<HumanVote>(HumanVote::BothBad));
        QVERIFY(!parseHumanVote("left").has_value());
    }

    void judgeVerdictsParse_data()
    {
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<std::optional<VoteSet>>("expected");
        // GenAI-Bench's rule: leftvote ← [[A>B]] / [[A>>B]]; rightvote ← [[B>A]] / [[B>>A]];
        // tievote ← [[A=B]] / [[A=B=Good]]; bothbad_vote ← [[A=B]] / [[A=B=Bad]].
        using V = HumanVote;
        QTest::newRow("A>B") << QStringLiteral("[[A>B]]") << std::optional<VoteSet>(VoteSet{V::Left});
        QTest::newRow("A>>B") << QStringLiteral("[[A>>B]]") << std::optional<VoteSet>(VoteSet{V::Left});
        QTest::newRow("B>A") << QStringLiteral("[[B>A]]") << std::optional<VoteSet>(VoteSet{V::Right});
        QTest::newRow("B>>A") << QStringLiteral("[[B>>A]]") << std::optional<VoteSet>(VoteSet{V::Right});
        QTest::newRow("A=B") << QStringLiteral("[[A=B]]") << std::optional<VoteSet>(VoteSet{V::Tie, V::BothBad});
        QTest::newRow("A=B=Good") << QStringLiteral("[[A=B=Good]]") << std::optional<VoteSet>(VoteSet{V::Tie});
        QTest::newRow("A=B=Bad") << QStringLiteral("[[A=B=Bad]]") << std::optional<VoteSet>(VoteSet{V::BothBad});
        QTest::newRow("embedded") << QStringLiteral("Final verdict: [[B>>A]].")
                                  << std::optional<VoteSet>(VoteSet{V::Right});
        QTest::newRow("no brackets") << QStringLiteral("A>B") << std::optional<VoteSet>();
        QTest::newRow("unknown") << QStringLiteral("[[C>A]]") << std::optional<VoteSet>();
        QTest::newRow("empty") << QString() << std::optional<VoteSet>();
    }

    void judgeVerdictsParse()
    {
        QFETCH(QString, verdict);
        QFETCH(std::optional<VoteSet>, expected);
        const auto got = parseJudgeVerdict(verdict.toStdString());
        QCOMPARE(got.has_value(), expected.has_value());
        if (got)
            QVERIFY(*got == *expected);
    }

    // GenAI-Bench's own reading (inference.py parse_response: re.search(r"\[\[.*\]\]") compared exactly with its
    // seven verdicts) against the lenient one. The two strings below are stored model_votes of GenAI-Bench's
    // published instructblip judge file, which GenAI-Bench counts as wrong.
    void judgeVerdictsReadExactlyOrLeniently_data()
    {
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<std::optional<VoteSet>>("exact");
        QTest::addColumn<std::optional<VoteSet>>("lenient");
        using V = HumanVote;
        const std::optional<VoteSet> none;
        QTest::newRow("two verdicts") << QStringLiteral("[[A>B]] 2. Model B is better: [[B>A]]") << none
                                      << std::optional<VoteSet>(VoteSet{V::Left});
        QTest::newRow("spaces inside") << QStringLiteral("[[B > A]]") << none
                                       << std::optional<VoteSet>(VoteSet{V::Right});
        QTest::newRow("lower case") << QStringLiteral("[[a=b=bad]]") << none
                                    << std::optional<VoteSet>(VoteSet{V::BothBad});
        // '.' does not cross a newline: the greedy match ends on the first "[["'s line.
        QTest::newRow("second line") << QStringLiteral("Verdict: [[A>>B]]\nor maybe [[B>A]]")
                                     << std::optional<VoteSet>(VoteSet{V::Left})
                                     << std::optional<VoteSet>(VoteSet{V::Left});
        QTest::newRow("unclosed first") << QStringLiteral("[[ no\n[[A=B]]")
                                        << std::optional<VoteSet>(VoteSet{V::Tie, V::BothBad}) << none;
        QTest::newRow("null model_vote") << QString() << none << none;
    }

    void judgeVerdictsReadExactlyOrLeniently()
    {
        QFETCH(QString, verdict);
        QFETCH(std::optional<VoteSet>, exact);
        QFETCH(std::optional<VoteSet>, lenient);
        const std::string text = verdict.toStdString();
        for (const auto &[reading, expected] :
             {std::pair{VerdictReading::Exact, exact}, std::pair{VerdictReading::Lenient, lenient}}) {
            const auto got = parseJudgeVerdict(text, reading);
            QCOMPARE(got.has_value(), expected.has_value());
            if (got)
                QVERIFY(*got == *expected);
        }
        QVERIFY(parseJudgeVerdict(text) == exact); // exact is the default
        QCOMPARE(verdictReadingFromName("lenient"), std::optional<VerdictReading>(VerdictReading::Lenient));
        QCOMPARE(verdictReadingFromName(verdictReadingName(VerdictReading::Exact)),
                 std::optional<VerdictReading>(VerdictReading::Exact));
        QVERIFY(!verdictReadingFromName("strict").has_value());
    }

    void fourWayAccuracyCountsUnparseableAsWrong()
    {
        // Hand: Left/[[A>B]] ✓, Right/[[A>B]] ✗, Tie/[[A=B]] ✓, BothBad/[[A=B=Good]] ✗, Left/garbage ✗ → 2/5.
        const std::vector<HumanVote> human{HumanVote::Left, HumanVote::Right, HumanVote::Tie, HumanVote::BothBad,
                                           HumanVote::Left};
        const std::vector<std::string> verdicts{"[[A>B]]", "[[A>B]]", "[[A=B]]", "[[A=B=Good]]", "garbage"};
        const FourWayAccuracy a = fourWayAccuracy(human, verdicts);
        QCOMPARE(a.n, 5);
        QCOMPARE(a.correct, 2);
        QCOMPARE(a.unparseable, 1);
        QCOMPARE(*a.accuracy, 0.4);
        QVERIFY(!fourWayAccuracy({}, {}).accuracy.has_value());
        QVERIFY(!fourWayAccuracy(human, {"[[A>B]]"}).accuracy.has_value());
    }

    void scoreJudgeUsesRoundHalfEven_data()
    {
        QTest::addColumn<double>("a");
        QTest::addColumn<double>("b");
        QTest::addColumn<std::optional<HumanVote>>("expected");
        // type = Python round(score / 5): round(1.6) = 2 > round(0.6) = 1 → left.
        QTest::newRow("8 vs 3") << 8.0 << 3.0 << std::optional<HumanVote>(HumanVote::Left);
        // round(0.5) = 0 (half-even; half-away would give 1 → left) = round(0.4) = 0; not both ≥ 9 → both bad.
        QTest::newRow("2.5 vs 2") << 2.5 << 2.0 << std::optional<HumanVote>(HumanVote::BothBad);
        // round(0.5) = 0 < round(0.6) = 1 → right.
        QTest::newRow("2.5 vs 3") << 2.5 << 3.0 << std::optional<HumanVote>(HumanVote::Right);
        // round(1.5) = 2 = round(1.8); 7.5 < 9 → both bad.
        QTest::newRow("7.5 vs 9") << 7.5 << 9.0 << std::optional<HumanVote>(HumanVote::BothBad);
        // round(1.8) = 2 = round(2.0); both ≥ 9 → tie.
        QTest::newRow("9 vs 10") << 9.0 << 10.0 << std::optional<HumanVote>(HumanVote::Tie);
        // round(1.48) = 1 < round(1.52) = 2 → right.
        QTest::newRow("7.4 vs 7.6") << 7.4 << 7.6 << std::optional<HumanVote>(HumanVote::Right);
        QTest::newRow("NaN") << kNaN << 5.0 << std::optional<HumanVote>();
    }

    void scoreJudgeUsesRoundHalfEven()
    {
        QFETCH(double, a);
        QFETCH(double, b);
        QFETCH(std::optional<HumanVote>, expected);
        QCOMPARE(scoreJudgeVote(a, b), expected);
    }

    void scoreJudgeRulesDifferOnlyWhereTheySay()
    {
        // (7.5, 2.5): types 2 and 0 (round-half-even) → Left under both typed rules; raw agrees.
        for (ScoreJudgeRule r : {ScoreJudgeRule::GenAiBench, ScoreJudgeRule::Aurora, ScoreJudgeRule::Raw})
            QCOMPARE(scoreJudgeVote(7.5, 2.5, r), std::optional(HumanVote::Left));
        // (6, 4): types 1 and 1 (4/5 = 0.8 → 1). GenAI-Bench: equal types below 9 → both bad; AURORA: tie; raw: left.
        QCOMPARE(scoreJudgeVote(6, 4, ScoreJudgeRule::GenAiBench), std::optional(HumanVote::BothBad));
        QCOMPARE(scoreJudgeVote(6, 4, ScoreJudgeRule::Aurora), std::optional(HumanVote::Tie));
        QCOMPARE(scoreJudgeVote(6, 4, ScoreJudgeRule::Raw), std::optional(HumanVote::Left));
        // (9, 9.5): equal types 2, both ≥ 9 → tie under GenAI-Bench; raw: B wins.
        QCOMPARE(scoreJudgeVote(9, 9.5, ScoreJudgeRule::GenAiBench), std::optional(HumanVote::Tie));
        QCOMPARE(scoreJudgeVote(9, 9.5, ScoreJudgeRule::Raw), std::optional(HumanVote::Right));
        QCOMPARE(scoreJudgeVote(3, 3, ScoreJudgeRule::Raw), std::optional(HumanVote::Tie));
        QCOMPARE(scoreJudgeVote(kNaN, 3, ScoreJudgeRule::Aurora), std::nullopt);
        for (ScoreJudgeRule r : {ScoreJudgeRule::GenAiBench, ScoreJudgeRule::Aurora, ScoreJudgeRule::Raw})
            QCOMPARE(scoreJudgeRuleFromName(scoreJudgeRuleName(r)), std::optional(r));
        QCOMPARE(scoreJudgeRuleFromName("fisher"), std::nullopt);
    }

    void fourWayAccuracyFromScoresHand()
    {
        // Hand: (8,3) → Left ✓; (2.5,2) → BothBad ✓; (9,10) → Tie vs human Left ✗; (NaN,1) unparseable ✗ → 2/4.
        const FourWayAccuracy a =
            fourWayAccuracyFromScores({HumanVote::Left, HumanVote::BothBad, HumanVote::Left, HumanVote::Right},
                                      {8, 2.5, 9, kNaN}, {3, 2, 10, 1});
        QCOMPARE(a.correct, 2);
        QCOMPARE(a.unparseable, 1);
        QCOMPARE(*a.accuracy, 0.5);
    }

    void winRatesSplitTies()
    {
        // Hand-computed, higher is better: item 1 → GT; item 2 → candidates 0 and 1 tie (½ each);
        // item 3 → three-way tie (⅓ each); item 4 (NaN) and item 5 (2 candidates) skipped.
        // share = ((0 + ½ + ⅓)/3, (0 + ½ + ⅓)/3, (1 + 0 + ⅓)/3) = (5/18, 5/18, 4/9).
        const std::vector<std::vector<double>> scores{
            {0.1, 0.5, 0.9}, {0.7, 0.7, 0.2}, {0.3, 0.3, 0.3}, {kNaN, 1, 2}, {1, 2}};
        const WinRates high = winRates(scores, 3, ScoreDirection::HigherIsBetter);
        QCOMPARE(high.items, 3);
        QCOMPARE(high.skipped, 2);
        QCOMPARE(high.share.size(), std::size_t(3));
        QVERIFY(std::abs(high.share[0] - 5.0 / 18.0) < 1e-15);
        QVERIFY(std::abs(high.share[1] - 5.0 / 18.0) < 1e-15);
        QVERIFY(std::abs(high.share[2] - 4.0 / 9.0) < 1e-15);
        // Lower is better: item 1 → 0; item 2 → GT; item 3 → ⅓ each: (4/9, 1/9, 4/9).
        const WinRates low = winRates(scores, 3, ScoreDirection::LowerIsBetter);
        QVERIFY(std::abs(low.share[0] - 4.0 / 9.0) < 1e-15);
        QVERIFY(std::abs(low.share[1] - 1.0 / 9.0) < 1e-15);
        QVERIFY(std::abs(low.share[2] - 4.0 / 9.0) < 1e-15);
    }

    void winRatesWithoutUsableItemsAreEmpty()
    {
        const WinRates w = winRates({{kNaN, 1, 2}}, 3, ScoreDirection::HigherIsBetter);
        QVERIFY(w.share.empty());
        QCOMPARE(w.items, 0);
        QCOMPARE(w.skipped, 1);
    }
};

QTEST_GUILESS_MAIN(TestPairwise)
#include "tst_pairwise.moc"
