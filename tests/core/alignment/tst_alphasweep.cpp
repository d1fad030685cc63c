// BPM's α sweep (the paper's Table 9) from stored components, on a study whose best α is known by construction.
#include "alignment/alphasweep.h"
#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace editlens::core;
using namespace editlens::core::alignment;

namespace {

struct Components
{
    double preserve;
    double size;
    double human;
};

const QJsonObject localParse{{QStringLiteral("original_part"), QStringLiteral("box")},
                             {QStringLiteral("edited_part"), QStringLiteral("red box")},
                             {QStringLiteral("edit_type"), QStringLiteral("change color")}};

/// An item whose outputs A and B store BPM components (version "v") and one "overall" rating each. S_modify is the
/// same everywhere, so Norm(S_modify) = 0.5 for all and only S_preserve and S_size move BPM.
Item item(const QString &key, Components a, Components b, bool withModify = true)
{
    Item it;
    it.key = key;
    it.instruction = QStringLiteral("Make the box red");
    it.parse = localParse;
    for (const auto &[system, c] : {std::pair{QStringLiteral("A"), a}, std::pair{QStringLiteral("B"), b}}) {
        Output o;
        o.system = system;
        const QString v = QStringLiteral("v");
        o.scores = {{QStringLiteral("bpm_s_preserve"), v, c.preserve},
                    {QStringLiteral("bpm_s_size"), v, c.size},
                    {QStringLiteral("bpm_s_position"), v, 1.0}};
        if (withModify)
            o.scores.push_back({QStringLiteral("bpm_s_modify"), v, 0.3});
        o.ratings = {{QStringLiteral("r1"), QStringLiteral("overall"), c.human}};
        it.outputs.push_back(o);
    }
    return it;
}

/// People prefer A on every item but the anchor (a tie, left out). With S_preserve min-max normalized to itself (the
/// anchor holds 0 and 1), BPM(A) − BPM(B) = α·ΔS_semantic + (1 − α)·ΔS_region:
///   "region" items: ΔS_region = +1, ΔS_semantic = −1/3: A wins while α < 0.75;
///   "semantic" items: ΔS_region = −1, ΔS_semantic = +0.54: A wins once α > 1/1.54 ≈ 0.649.
/// Only α = 0.7 of the grid gets both right: alignment 1 there, 0.5 everywhere else.
StudyData knownBestAlpha(bool withModify = true)
{
    StudyData study;
    study.items = {
        item(QStringLiteral("anchor"), {1.0, 1, 3}, {0.0, 1, 3}, withModify),
        item(QStringLiteral("region1"), {0.2, 1, 4}, {0.2 + 1.0 / 3, 0, 2}, withModify),
        item(QStringLiteral("region2"), {0.3, 1, 5}, {0.3 + 1.0 / 3, 0, 1}, withModify),
        item(QStringLiteral("semantic1"), {0.8, 0, 4}, {0.26, 1, 2}, withModify),
        item(QStringLiteral("semantic2"), {0.9, 0, 5}, {0.36, 1, 3}, withModify),
    };
    return study;
}

/// Components as `score --metrics bpm` stores them under `rules` (version "bpm 1; rules <rules>"), on 8 items × 3
/// systems with pseudo-random values, plus what breaks a naive recomputation: identity outputs (S_preserve 1, which
/// the released min-max leaves out of its bounds), a fully changed one (S_preserve 0), and outputs whose S_position
/// or S_size is undecided (no BPM). The stored `bpm` is computeBpm() over the same set, as storeBpm() writes it.
StudyData storedBpmStudy(BpmRules rules, BpmParser parser = BpmParser::Rules)
{
    // score names a model's parse after the rules (scoringplan.cpp).
    const QString version = QStringLiteral("bpm 1; rules ") + bpmRulesName(rules)
                            + (parser == BpmParser::Llm ? QStringLiteral("; parser llm") : QString());
    const QString modifyVersion = QStringLiteral("clip 1");
    quint32 state = 12345;
    auto next = [&state] {
        state = state * 1103515245u + 12345u;
        return double((state >> 8) % 10000) / 10000.0;
    };
    StudyData study;
    for (int i = 0; i < 8; ++i) {
        Item it;
        it.key = QStringLiteral("i%1").arg(i);
        it.instruction = QStringLiteral("Make the box red");
        it.parse = localParse;
        for (const char *system : {"A", "B", "C"}) {
            Output o;
            o.system = QString::fromLatin1(system);
            double preserve = 0.9 + 0.1 * next();
            if ((i == 1 && o.system == QLatin1String("A")) || (i == 4 && o.system == QLatin1String("C")))
                preserve = 1.0;
            if (i == 6 && o.system == QLatin1String("B"))
                preserve = 0.0;
            o.scores = {{QStringLiteral("bpm_s_preserve"), version, preserve},
                        {QStringLiteral("bpm_s_modify"), modifyVersion, 0.3 * next() - 0.05}};
            if (!(i == 2 && o.system == QLatin1String("B")))
                o.scores.push_back({QStringLiteral("bpm_s_position"), version, next() < 0.5 ? 0.0 : 1.0});
            if (!(i == 5 && o.system == QLatin1String("A")))
                o.scores.push_back({QStringLiteral("bpm_s_size"), version, next() < 0.3 ? 0.0 : 1.0});
            o.ratings = {{QStringLiteral("r1"), QStringLiteral("overall"), double(1 + int(next() * 5))}};
            it.outputs.push_back(o);
        }
        study.items.push_back(it);
    }
    QVector<BpmComponents> components;
    for (const Item &it : study.items)
        for (const Output &o : it.outputs) {
            BpmComponents c;
            for (const Score &sc : o.scores) {
                if (sc.metric == QLatin1String("bpm_s_preserve"))
                    c.sPreserve = sc.value;
                else if (sc.metric == QLatin1String("bpm_s_modify"))
                    c.sModify = sc.value;
                else if (sc.metric == QLatin1String("bpm_s_position"))
                    c.sPosition = sc.value;
                else if (sc.metric == QLatin1String("bpm_s_size"))
                    c.sSize = sc.value;
            }
            components << c;
        }
    BpmSetOptions set;
    set.releasedPreserveQuirk = rules == BpmRules::Released;
    const QVector<BpmResult> results = computeBpm(components, set);
    int k = 0;
    for (Item &it : study.items)
        for (Output &o : it.outputs) {
            if (const auto bpm = results[k++].bpm)
                o.scores.push_back({QStringLiteral("bpm"), modifyVersion + QStringLiteral("; alpha 0.7"), *bpm});
        }
    return study;
}

AlphaSweep sweepOf(const StudyData &study)
{
    return alphaSweep(study, RatingTable::fromStudy(study), {});
}

} // namespace

class TestAlphaSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void peaksAtTheKnownAlpha()
    {
        const AlphaSweep sweep = sweepOf(knownBestAlpha());
        QVERIFY2(sweep.unavailable.isEmpty(), qPrintable(sweep.unavailable));
        QCOMPARE(sweep.outputs, 10);
        QCOMPARE(sweep.dimensions.keys(), QStringList{QStringLiteral("overall")});
        const QVector<AlphaSweepPoint> &points = sweep.dimensions.value(QStringLiteral("overall"));
        QCOMPARE(points.size(), 11);
        for (int k = 0; k <= 10; ++k) {
            QVERIFY(qAbs(points[k].alpha - k / 10.0) < 1e-12);
            QVERIFY(points[k].pairwiseAlignment.has_value());
            QCOMPARE(*points[k].pairwiseAlignment, k == 7 ? 1.0 : 0.5);
        }
        QCOMPARE(sweep.bestAlpha(QStringLiteral("overall")), std::optional<double>(0.7));
    }

    // At α = 0.7 the sweep is the stored BPM: the same outputs (none whose S_size or S_position is undecided) and the
    // same normalisation (the released min-max for components scored under the released rules).
    void atTheDefaultAlphaItEqualsTheStoredBpm_data()
    {
        QTest::addColumn<int>("rules");
        QTest::addColumn<int>("parser");
        QTest::newRow("paper") << int(BpmRules::Paper) << int(BpmParser::Rules);
        QTest::newRow("released") << int(BpmRules::Released) << int(BpmParser::Rules);
        QTest::newRow("paper, parser llm") << int(BpmRules::Paper) << int(BpmParser::Llm);
        QTest::newRow("released, parser llm") << int(BpmRules::Released) << int(BpmParser::Llm);
    }

    void atTheDefaultAlphaItEqualsTheStoredBpm()
    {
        QFETCH(int, rules);
        QFETCH(int, parser);
        const StudyData study = storedBpmStudy(BpmRules(rules), BpmParser(parser));
        const RatingTable table = RatingTable::fromStudy(study, {}, BpmParser(parser)).value();
        AlignmentOptions options;
        options.metrics = {QStringLiteral("bpm")};
        const AlignmentReport report = computeAlignment(table, options);
        const std::optional<double> stored =
            report.pairwise.value(QStringLiteral("bpm")).value(QStringLiteral("overall")).mean;
        QVERIFY(stored);
        const AlphaSweep sweep = alphaSweep(study, table, {});
        QVERIFY2(sweep.unavailable.isEmpty(), qPrintable(sweep.unavailable));
        QCOMPARE(sweep.outputs, 8 * 3 - 2);
        const AlphaSweepPoint at07 = sweep.dimensions.value(QStringLiteral("overall")).at(7);
        QVERIFY(at07.pairwiseAlignment);
        QCOMPARE(*at07.pairwiseAlignment, *stored);
    }

    void jsonListsEveryAlpha()
    {
        const QJsonArray points = sweepOf(knownBestAlpha()).toJson().value(QStringLiteral("overall")).toArray();
        QCOMPARE(points.size(), 11);
        const QJsonObject best = points.at(7).toObject();
        QCOMPARE(best.keys(), (QStringList{QStringLiteral("alpha"), QStringLiteral("pairwise_alignment")}));
        QCOMPARE(best.value(QStringLiteral("alpha")).toDouble(), 0.7);
        QCOMPARE(best.value(QStringLiteral("pairwise_alignment")).toDouble(), 1.0);
    }

    void withoutComponentsItSaysWhy()
    {
        StudyData plain;
        Item it;
        it.key = QStringLiteral("i");
        Output o;
        o.system = QStringLiteral("A");
        o.scores = {{QStringLiteral("l1"), QStringLiteral("v"), 0.5}};
        o.ratings = {{QStringLiteral("r1"), QStringLiteral("overall"), 3}};
        it.outputs = {o};
        plain.items = {it};
        const AlphaSweep none = sweepOf(plain);
        QVERIFY(none.dimensions.isEmpty());
        QVERIFY(none.unavailable.contains(QStringLiteral("no BPM components")));
        QVERIFY(none.toJson().isEmpty());

        const AlphaSweep noClip = sweepOf(knownBestAlpha(false));
        QVERIFY(noClip.dimensions.isEmpty());
        QVERIFY2(noClip.unavailable.contains(QStringLiteral("S_modify")), qPrintable(noClip.unavailable));
    }

    // An item whose model parse calls the edit global keeps alpha = 1 only when the table goes by the model's parse:
    // with nothing but S_modify stored (CLIP-T, as for a global edit), the rule parse ("add a hat", local) leaves
    // its outputs out of the sweep, and the llm parse brings them in.
    void theTablesParserChoiceSaysWhichEditIsGlobal()
    {
        StudyData study;
        for (int i = 0; i < 2; ++i) {
            Item it;
            it.key = QStringLiteral("i%1").arg(i);
            it.instruction = QStringLiteral("Add a hat");
            it.parse = QJsonObject{{QStringLiteral("original_part"), QStringLiteral("all")},
                                   {QStringLiteral("edited_part"), QStringLiteral("all")},
                                   {QStringLiteral("edit_type"), QStringLiteral("other")},
                                   {QStringLiteral("global"), true},
                                   {QStringLiteral("source"), QStringLiteral("llm")}};
            for (const char *system : {"A", "B"}) {
                Output o;
                o.system = QString::fromLatin1(system);
                const bool a = o.system == QLatin1String("A");
                o.scores = {{QStringLiteral("bpm_s_modify"), QStringLiteral("v"), a ? 0.3 : 0.1 * i}};
                o.ratings = {{QStringLiteral("r1"), QStringLiteral("overall"), a ? 5.0 : 1.0}};
                it.outputs.push_back(o);
            }
            study.items.push_back(it);
        }
        const AlphaSweep rules = alphaSweep(study, RatingTable::fromStudy(study, {}, BpmParser::Rules).value(), {});
        QCOMPARE(rules.outputs, 0);
        QVERIFY2(rules.unavailable.contains(QStringLiteral("no BPM components")), qPrintable(rules.unavailable));
        const AlphaSweep llm = alphaSweep(study, RatingTable::fromStudy(study, {}, BpmParser::Llm).value(), {});
        QVERIFY2(llm.unavailable.isEmpty(), qPrintable(llm.unavailable));
        QCOMPARE(llm.outputs, 4);
        // Global: alpha does not move BPM, and A (higher CLIP-T, rated higher) wins every item.
        for (const AlphaSweepPoint &p : llm.dimensions.value(QStringLiteral("overall")))
            QCOMPARE(p.pairwiseAlignment, std::optional<double>(1.0));
    }

    void unknownDimensionOrAnnotatorGivesUndefinedPoints()
    {
        const StudyData study = knownBestAlpha();
        AlignmentOptions options;
        options.annotator = QStringLiteral("nobody");
        const AlphaSweep sweep = alphaSweep(study, RatingTable::fromStudy(study), options);
        for (const AlphaSweepPoint &p : sweep.dimensions.value(QStringLiteral("overall")))
            QVERIFY(!p.pairwiseAlignment);
        QVERIFY(!sweep.bestAlpha(QStringLiteral("overall")));
    }
};

QTEST_GUILESS_MAIN(TestAlphaSweep)
#include "tst_alphasweep.moc"
