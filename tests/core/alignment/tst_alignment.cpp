// The alignment engine and session against hand-computed and scipy-checked values: every protocol, p-value rule and
// ceiling. Over 500 lines because each case builds its small study inline, so that its expected numbers sit beside it.
#include "alignment/alignmentengine.h"
#include "alignment/alignmentsession.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::core::alignment;

namespace {

/// Two systems, four items, two annotators who agree, one metric:
///   A: human 1 2 3 4, metric 20 10 40 30 -> Spearman 1 - 6*4/(4*15) = 0.6 (Pearson 0.6 too)
///   B: human 2 3 4 5, metric 10 30 20 40 -> Spearman 1 - 6*2/(4*15) = 0.8 (Pearson 0.8)
RatingTable handBuilt()
{
    RatingTable t;
    const double humanA[] = {1, 2, 3, 4}, metricA[] = {20, 10, 40, 30};
    const double humanB[] = {2, 3, 4, 5}, metricB[] = {10, 30, 20, 40};
    for (int i = 0; i < 4; ++i) {
        const QString item = QStringLiteral("item%1").arg(i);
        for (const QString &annotator : {QStringLiteral("r1"), QStringLiteral("r2")}) {
            t.setRating(QStringLiteral("overall"), annotator, QStringLiteral("A"), item, humanA[i]);
            t.setRating(QStringLiteral("overall"), annotator, QStringLiteral("B"), item, humanB[i]);
        }
        t.setScore(QStringLiteral("m"), QStringLiteral("A"), item, metricA[i]);
        t.setScore(QStringLiteral("m"), QStringLiteral("B"), item, metricB[i]);
    }
    return t;
}

QString sharedData()
{
    return QStringLiteral(EDITLENS_SHARED_DATA_DIR);
}

/// One system, 20 items rated i + 1. Metric "m" in two versions: v1 = i on items 0–15 (agrees with the humans,
/// Spearman 1), v2 = −i on items 8–19 (reversed, Spearman −1); items 8–15 hold both, v1 stored first.
StudyData mixedVersions()
{
    StudyData study;
    for (int i = 0; i < 20; ++i) {
        Item item;
        item.key = QStringLiteral("item%1").arg(i, 2, 10, QLatin1Char('0'));
        Output o;
        o.system = QStringLiteral("A");
        o.ratings.push_back({QStringLiteral("r1"), QStringLiteral("overall"), double(i + 1)});
        if (i < 16)
            o.scores.push_back({QStringLiteral("m"), QStringLiteral("v1"), double(i)});
        if (i >= 8)
            o.scores.push_back({QStringLiteral("m"), QStringLiteral("v2"), -double(i)});
        item.outputs.push_back(o);
        study.items.push_back(item);
    }
    return study;
}

} // namespace

class TestAlignment : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::optional<RatingTable> m_imagenhub;

private Q_SLOTS:
    void protocolsAverageAsDocumented_data()
    {
        QTest::addColumn<QString>("protocol");
        QTest::addColumn<double>("spearman");
        // viescore: tanh((0.6 + 0.8) / 2) = tanh(0.7); fisher: tanh((atanh 0.6 + atanh 0.8) / 2) = 5/7;
        // mean: 0.7; pooled: Spearman over the 8 pairs = 0.645975 (scipy.stats.spearmanr).
        QTest::newRow("viescore") << QStringLiteral("viescore") << 0.6043677771171636;
        QTest::newRow("fisher") << QStringLiteral("fisher") << 0.7142857142857142;
        QTest::newRow("mean") << QStringLiteral("mean") << 0.7;
        QTest::newRow("pooled") << QStringLiteral("pooled") << 0.6459751934999393;
    }

    void protocolsAverageAsDocumented()
    {
        QFETCH(QString, protocol);
        QFETCH(double, spearman);
        AlignmentOptions options;
        options.protocol = *protocolFromName(protocol);
        const AlignmentReport r = computeAlignment(handBuilt(), options);
        const CorrelationCell &cell = r.metrics[QStringLiteral("m")][QStringLiteral("overall")];
        QVERIFY(cell.spearman.has_value());
        QVERIFY(qAbs(*cell.spearman - spearman) < 1e-12);
        QCOMPARE(cell.n, 8);
        QVERIFY(cell.excludedGroups.isEmpty());
    }

    void pairwiseAlignmentAndCeilingOnHandBuiltStudy()
    {
        const AlignmentReport r = computeAlignment(handBuilt(), {});
        // Humans prefer B on every item; the metric prefers B on items 2 and 4 only: 2/4.
        const PairwiseCell &pair = r.pairwise[QStringLiteral("m")][QStringLiteral("overall")];
        QCOMPARE(pair.pairs.value(QStringLiteral("A vs B")), std::optional<double>(0.5));
        QCOMPARE(pair.mean, std::optional<double>(0.5));
        // Two annotators who agree exactly: ICC and alpha are 1; each vs the other has rho 1, so
        // h2h = tanh(tanh(1)) under the viescore protocol (tanh applied per system and across systems).
        const CeilingCell &c = r.ceiling[QStringLiteral("overall")];
        QVERIFY(qAbs(*c.icc21 - 1.0) < 1e-12);
        QVERIFY(qAbs(*c.alphaInterval - 1.0) < 1e-12);
        QVERIFY(qAbs(*c.h2h - std::tanh(std::tanh(1.0))) < 1e-12);
        QCOMPARE(c.nItems, 4);
    }

    void constantSystemIsExcludedNotZero()
    {
        RatingTable t = handBuilt();
        for (int i = 0; i < 4; ++i)
            t.setScore(QStringLiteral("m"), QStringLiteral("C"), QStringLiteral("item%1").arg(i), 7.0);
        for (int i = 0; i < 4; ++i)
            t.setRating(QStringLiteral("overall"), QStringLiteral("r1"), QStringLiteral("C"),
                        QStringLiteral("item%1").arg(i), i + 1);
        const AlignmentReport r = computeAlignment(t, {});
        const CorrelationCell &cell = r.metrics[QStringLiteral("m")][QStringLiteral("overall")];
        QCOMPARE(cell.excludedGroups, QStringList{QStringLiteral("C")});
        QVERIFY(qAbs(*cell.spearman - 0.6043677771171636) < 1e-12); // unchanged by C
    }

    void aNewAnnotatorWithFewRatingsIsLeftOutNotTheOthers()
    {
        // r1 and r2 agree exactly (h2h tanh(tanh(1))). A third annotator rates one output of A and two outputs of B
        // with the same value: undefined on both systems, so left out of them and listed; the ceiling is unchanged
        // (r1 and r2 each against the mean of the others move only where r3 rated, and r3's equal ratings do not
        // reorder them).
        RatingTable t = handBuilt();
        t.setRating(QStringLiteral("overall"), QStringLiteral("r3"), QStringLiteral("A"), QStringLiteral("item0"), 3);
        t.setRating(QStringLiteral("overall"), QStringLiteral("r3"), QStringLiteral("B"), QStringLiteral("item0"), 4);
        t.setRating(QStringLiteral("overall"), QStringLiteral("r3"), QStringLiteral("B"), QStringLiteral("item1"), 4);
        const CeilingCell c = computeAlignment(t, {}).ceiling[QStringLiteral("overall")];
        QVERIFY(c.h2h);
        QVERIFY(c.excludedGroups.isEmpty());
        QCOMPARE(c.excludedRaters, (QStringList{QStringLiteral("r3 (A)"), QStringLiteral("r3 (B)")}));
        // Every annotator constant on a system: that system is undefined and leaves the ceiling, listed.
        RatingTable flat;
        for (int i = 0; i < 4; ++i)
            for (const QString &annotator : {QStringLiteral("r1"), QStringLiteral("r2")}) {
                flat.setRating(QStringLiteral("overall"), annotator, QStringLiteral("A"),
                               QStringLiteral("item%1").arg(i), i + 1);
                flat.setRating(QStringLiteral("overall"), annotator, QStringLiteral("C"),
                               QStringLiteral("item%1").arg(i), 2);
            }
        const CeilingCell f = computeAlignment(flat, {}).ceiling[QStringLiteral("overall")];
        QCOMPARE(f.excludedGroups, QStringList{QStringLiteral("C")});
        QVERIFY(qAbs(*f.h2h - std::tanh(std::tanh(1.0))) < 1e-12);
    }

    void changedRatingMovesTheTable()
    {
        RatingTable t = handBuilt();
        const double before = *computeAlignment(t, {}).metrics[QStringLiteral("m")][QStringLiteral("overall")].spearman;
        // B's item 1 human rating drops below item 0: B's rho changes, so must the result.
        t.setRating(QStringLiteral("overall"), QStringLiteral("r1"), QStringLiteral("B"), QStringLiteral("item1"), 1);
        t.setRating(QStringLiteral("overall"), QStringLiteral("r2"), QStringLiteral("B"), QStringLiteral("item1"), 1);
        const double after = *computeAlignment(t, {}).metrics[QStringLiteral("m")][QStringLiteral("overall")].spearman;
        QVERIFY(before != after);
    }

    void incrementalUpdateEqualsFullRecomputation_data()
    {
        QTest::addColumn<QString>("protocol");
        for (const char *p : {"viescore", "fisher", "mean", "pooled"})
            QTest::newRow(p) << QString::fromLatin1(p);
    }

    void incrementalUpdateEqualsFullRecomputation()
    {
        QFETCH(QString, protocol);
        AlignmentOptions options;
        options.protocol = *protocolFromName(protocol);
        options.bootstrap = 50;
        AlignmentSession session(handBuilt(), options);
        // Known cells change in place; then a new annotator reshapes the tables.
        session.setRating(QStringLiteral("overall"), QStringLiteral("r1"), QStringLiteral("B"), QStringLiteral("item1"),
                          1);
        session.setRating(QStringLiteral("overall"), QStringLiteral("r2"), QStringLiteral("A"), QStringLiteral("item3"),
                          2);
        QCOMPARE(session.report().toJson(), computeAlignment(session.table(), options).toJson());
        session.setRating(QStringLiteral("overall"), QStringLiteral("r3"), QStringLiteral("A"), QStringLiteral("item0"),
                          5);
        QCOMPARE(session.report().toJson(), computeAlignment(session.table(), options).toJson());
        QVERIFY(session.report().toJson() != computeAlignment(handBuilt(), options).toJson());
    }

    void lowerIsBetterMetricsAreNegated()
    {
        const AlignmentReport plain = computeAlignment(handBuilt(), {});
        AlignmentOptions options;
        options.lowerIsBetter = {QStringLiteral("m")};
        const AlignmentReport flipped = computeAlignment(handBuilt(), options);
        const CorrelationCell a = plain.metrics[QStringLiteral("m")][QStringLiteral("overall")];
        const CorrelationCell b = flipped.metrics[QStringLiteral("m")][QStringLiteral("overall")];
        QVERIFY(a.spearman && b.spearman && *a.spearman != 0.0);
        QCOMPARE(*b.spearman, -*a.spearman);
        QCOMPARE(*b.kendall, -*a.kendall);
        // Pairwise: every defined pair's accuracy becomes 1 − accuracy when the metric has no ties.
        const auto pa = plain.pairwise[QStringLiteral("m")][QStringLiteral("overall")].pairs;
        const auto pb = flipped.pairwise[QStringLiteral("m")][QStringLiteral("overall")].pairs;
        for (auto it = pa.cbegin(); it != pa.cend(); ++it)
            if (*it)
                QVERIFY(qAbs(**it + *pb.value(it.key()) - 1.0) < 1e-12);
    }

    void judgeAccuracyCountsFourWayVotes()
    {
        // Hand-computed (GenAI-Bench's rules): 3 of 5 matched votes correct; one vote has no human to compare with.
        RatingTable t;
        const QString x = QStringLiteral("X"), y = QStringLiteral("Y"), judge = QStringLiteral("gpt4o");
        const auto vote = [&](const char *item, PreferenceChoice human, bool humanMirrored, const char *verdict) {
            if (humanMirrored)
                t.addPreference(QLatin1String(item), {y, x, QStringLiteral("crowd"), QString(), human});
            else
                t.addPreference(QLatin1String(item), {x, y, QStringLiteral("crowd"), QString(), human});
            t.addJudgeVote(QLatin1String(item), {x, y, judge, QLatin1String(verdict)});
        };
        vote("i0", PreferenceChoice::A, false, "[[A>B]]");       // correct
        vote("i1", PreferenceChoice::A, true, "[[B>A]]");        // human preferred Y, stored as (Y, X): correct
        vote("i2", PreferenceChoice::Tie, false, "[[A=B]]");     // correct
        vote("i3", PreferenceChoice::BothBad, false, "[[A>B]]"); // wrong
        vote("i4", PreferenceChoice::A, false, "no verdict");    // unparseable: wrong
        t.addJudgeVote(QStringLiteral("i5"), {x, y, judge, QStringLiteral("[[A>B]]")}); // no human vote
        t.addPreference(QStringLiteral("i0"),
                        {x, y, QStringLiteral("crowd"), QStringLiteral("size"), PreferenceChoice::B});

        const QJsonObject o = computeAlignment(t, {}).toJson()[QStringLiteral("pairwise_accuracy")][judge].toObject();
        QCOMPARE(o[QStringLiteral("accuracy")].toDouble(), 0.6);
        QCOMPARE(o[QStringLiteral("n")].toInt(), 5);
        QCOMPARE(o[QStringLiteral("correct")].toInt(), 3);
        QCOMPARE(o[QStringLiteral("unparseable")].toInt(), 1);
        QCOMPARE(o[QStringLiteral("unmatched")].toInt(), 1);
    }

    void scoreMetricsJudgeTheHumanVotes()
    {
        // Hand-made GenAI-Bench rows scored by a 0-10 scorer "adiee" and a distance "l1" (lower is better).
        RatingTable t;
        const QString x = QStringLiteral("X"), y = QStringLiteral("Y"), crowd = QStringLiteral("crowd");
        const auto row = [&](const char *item, PreferenceChoice human, double sx, double sy) {
            t.addPreference(QLatin1String(item), {x, y, crowd, QString(), human});
            t.setScore(QStringLiteral("adiee"), x, QLatin1String(item), sx);
            t.setScore(QStringLiteral("adiee"), y, QLatin1String(item), sy);
        };
        row("i0", PreferenceChoice::A, 8, 3);         // types 2 > 1 → left: correct
        row("i1", PreferenceChoice::B, 2, 7.4);       // 0 < 1 → right: correct
        row("i2", PreferenceChoice::Tie, 9.5, 10);    // equal types, both ≥ 9 → tie: correct
        row("i3", PreferenceChoice::BothBad, 1, 2.4); // types 0, 0 (2.4/5 = 0.48) → both bad: correct
        row("i4", PreferenceChoice::Tie, 6, 4);       // types 1, 1 below 9 → both bad: wrong (AURORA: tie)
        row("i5", PreferenceChoice::A, 4, 6);         // 1 = 1 → both bad: wrong
        t.addPreference(QStringLiteral("i6"), {x, y, crowd, QString(), PreferenceChoice::A}); // no scores: missing
        t.setScore(QStringLiteral("l1"), x, QStringLiteral("i0"), 0.1);
        t.setScore(QStringLiteral("l1"), y, QStringLiteral("i0"), 0.3);

        AlignmentOptions options;
        options.lowerIsBetter << QStringLiteral("l1");
        QJsonObject all = computeAlignment(t, options).toJson()[QStringLiteral("pairwise_accuracy")].toObject();
        QJsonObject o = all[QStringLiteral("adiee")].toObject();
        QCOMPARE(o[QStringLiteral("kind")].toString(), QStringLiteral("score"));
        QCOMPARE(o[QStringLiteral("rule")].toString(), QStringLiteral("genaibench"));
        QCOMPARE(o[QStringLiteral("n")].toInt(), 6);
        QCOMPARE(o[QStringLiteral("correct")].toInt(), 4);
        QCOMPARE(o[QStringLiteral("accuracy")].toDouble(), 4.0 / 6.0);
        QCOMPARE(o[QStringLiteral("missing")].toInt(), 1);
        QCOMPARE(o[QStringLiteral("predicted")][QStringLiteral("both_bad")].toInt(), 3);
        // A distance turned around lies outside 0-10: the typed rule cannot judge it, and says so.
        const QJsonObject l1 = all[QStringLiteral("l1")].toObject();
        QVERIFY(l1[QStringLiteral("accuracy")].isNull());
        QVERIFY(l1[QStringLiteral("unavailable")].toString().contains(QLatin1String("0-10")));

        options.pairwiseRule = stats::ScoreJudgeRule::Aurora; // i4 becomes correct, i5 stays wrong (tie ≠ left)
        o = computeAlignment(t, options)
                .toJson()[QStringLiteral("pairwise_accuracy")][QStringLiteral("adiee")]
                .toObject();
        QCOMPARE(o[QStringLiteral("correct")].toInt(), 4); // i3 both bad is now predicted tie: wrong
        options.pairwiseRule = stats::ScoreJudgeRule::Raw; // l1: 0.1 < 0.3, turned around → X wins: correct
        all = computeAlignment(t, options).toJson()[QStringLiteral("pairwise_accuracy")].toObject();
        QCOMPARE(all[QStringLiteral("l1")][QStringLiteral("accuracy")].toDouble(), 1.0);
        QCOMPARE(all[QStringLiteral("adiee")][QStringLiteral("correct")].toInt(), 2); // raw never says both bad: i0, i1
    }

    void typedRulesRefuseAZeroToOneMetricUnlessGivenItsScale()
    {
        // A cosine in [0, 1] (CLIP-I) types as 0 on both sides of every pair under the 0-10 rules, so without its scale
        // the rule would only count the humans' "both bad" votes (1 of 4 here): the cell must be refused with the
        // reason.
        RatingTable t;
        const QString x = QStringLiteral("X"), y = QStringLiteral("Y"), metric = QStringLiteral("clip_i");
        const auto row = [&](const char *item, PreferenceChoice human, double sx, double sy) {
            t.addPreference(QLatin1String(item), {x, y, QStringLiteral("crowd"), QString(), human});
            t.setScore(metric, x, QLatin1String(item), sx);
            t.setScore(metric, y, QLatin1String(item), sy);
        };
        row("i0", PreferenceChoice::A, 0.9, 0.3);       // scaled 9, 3: types 2 > 1 → left: correct
        row("i1", PreferenceChoice::BothBad, 0.2, 0.1); // 2, 1: types 0, 0 → both bad: correct
        row("i2", PreferenceChoice::Tie, 0.95, 1.0);    // 9.5, 10: types 2, 2, both ≥ 9 → tie: correct
        row("i3", PreferenceChoice::B, 0.6, 0.4);       // 6, 4: types 1, 1 → both bad: wrong
        const auto cellOf = [&](const AlignmentOptions &options) {
            return computeAlignment(t, options).toJson()[QStringLiteral("pairwise_accuracy")][metric].toObject();
        };

        AlignmentOptions options;
        for (stats::ScoreJudgeRule rule : {stats::ScoreJudgeRule::GenAiBench, stats::ScoreJudgeRule::Aurora}) {
            options.pairwiseRule = rule;
            const QJsonObject refused = cellOf(options);
            QVERIFY(refused[QStringLiteral("accuracy")].isNull());
            QVERIFY2(refused[QStringLiteral("unavailable")].toString().contains(QLatin1String("[-1, 1]")),
                     qPrintable(refused[QStringLiteral("unavailable")].toString()));
        }

        options.pairwiseRule = stats::ScoreJudgeRule::GenAiBench;
        options.scoreScale = std::pair(0.0, 1.0);
        const QJsonObject scaled = cellOf(options);
        QVERIFY(!scaled.contains(QStringLiteral("unavailable")));
        QCOMPARE(scaled[QStringLiteral("n")].toInt(), 4);
        QCOMPARE(scaled[QStringLiteral("correct")].toInt(), 3);
        QCOMPARE(scaled[QStringLiteral("accuracy")].toDouble(), 0.75);

        options.scoreScale = std::pair(0.0, 0.5); // 0.9 lies outside the given scale
        const QJsonObject outside = cellOf(options);
        QVERIFY(outside[QStringLiteral("accuracy")].isNull());
        QVERIFY2(outside[QStringLiteral("unavailable")].toString().contains(QLatin1String("0.9")),
                 qPrintable(outside[QStringLiteral("unavailable")].toString()));

        // The raw rule compares the values themselves and needs no scale: i0 right, i1 left ≠ both bad, i2 Y ≠ tie,
        // i3 X ≠ Y.
        options.scoreScale.reset();
        options.pairwiseRule = stats::ScoreJudgeRule::Raw;
        QCOMPARE(cellOf(options)[QStringLiteral("accuracy")].toDouble(), 0.25);
    }

    void jsonHasTheDocumentedKeys()
    {
        AlignmentOptions options;
        options.bootstrap = 200;
        const QJsonObject o = computeAlignment(handBuilt(), options).toJson();
        QCOMPARE(o.value(QStringLiteral("protocol")).toString(), QStringLiteral("viescore"));
        const QJsonObject cell =
            o[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")].toObject();
        for (const char *key : {"spearman", "spearman_p", "pearson", "pearson_p", "kendall", "kendall_p", "p_method",
                                "ci95", "n", "excluded_groups"})
            QVERIFY2(cell.contains(QLatin1String(key)), key);
        QCOMPARE(cell[QStringLiteral("ci95")].toArray().size(), 2);
        QVERIFY(cell[QStringLiteral("ci95")][0].toDouble() <= cell[QStringLiteral("spearman")].toDouble());
        for (const char *key : {"h2h", "icc21", "alpha_interval", "n_items"})
            QVERIFY2(o[QStringLiteral("human_ceiling")][QStringLiteral("overall")].toObject().contains(
                         QLatin1String(key)),
                     key);
        QVERIFY(o.contains(QStringLiteral("pairwise_alignment")));
        QVERIFY(o.contains(QStringLiteral("pairwise_accuracy")));
        QCOMPARE(o[QStringLiteral("subset")][QStringLiteral("name")].toString(), QStringLiteral("all outputs"));
        QCOMPARE(o[QStringLiteral("subset")][QStringLiteral("n_outputs")].toInt(), 8);
    }

    void pValuesMatchScipyAndStouffer_data()
    {
        QTest::addColumn<QString>("protocol");
        QTest::addColumn<bool>("twoSystems");
        QTest::addColumn<double>("spearmanP");
        QTest::addColumn<double>("pearsonP");
        QTest::addColumn<double>("kendallP");
        QTest::addColumn<QString>("method");
        // One system A = (x1, y1): pooled and per-system protocols both give that system's own p-values, i.e.
        // scipy.stats.spearmanr / pearsonr / kendalltau (asymptotic), scipy 1.10.1 (tst_correlation.cpp's rows).
        for (const char *p : {"pooled", "viescore"})
            QTest::newRow(qPrintable(QStringLiteral("one system, %1").arg(QLatin1String(p))))
                << QString::fromLatin1(p) << false << 2.4727410839996377e-05 << 0.00011455258634491485
                << 0.000943296802080042
                << (qstrcmp(p, "pooled") == 0 ? QStringLiteral("direct") : QStringLiteral("stouffer"));
        // A = (x1, y1), B = (x2, y2): Stouffer over the two systems' scipy p-values,
        // tests/core/testdata/pvalue_reference.py.
        QTest::newRow("two systems, viescore")
            << QStringLiteral("viescore") << true << 0.012527929481259815 << 0.05107381350663704 << 0.07413588088924186
            << QStringLiteral("stouffer");
    }

    void pValuesMatchScipyAndStouffer()
    {
        QFETCH(QString, protocol);
        QFETCH(bool, twoSystems);
        QFETCH(double, spearmanP);
        QFETCH(double, pearsonP);
        QFETCH(double, kendallP);
        QFETCH(QString, method);
        // tst_correlation.cpp's data: human = x, metric = y.
        const std::vector<double> x1{1, 2, 2, 3, 4, 4, 4, 5, 6, 7}, y1{2, 1, 3, 3, 5, 4, 4, 6, 8, 7};
        const std::vector<double> x2{0.3, 1.7, 2.2, 0.3, 5.1, 3.3, 2.2, 4.0},
            y2{1.0, 0.5, 2.0, 2.0, -1.0, 0.5, 3.0, 2.0};
        RatingTable t;
        const auto fill = [&t](const QString &system, const std::vector<double> &h, const std::vector<double> &m) {
            for (size_t i = 0; i < h.size(); ++i) {
                const QString item = QStringLiteral("item%1").arg(i);
                t.setRating(QStringLiteral("overall"), QStringLiteral("r1"), system, item, h[i]);
                t.setScore(QStringLiteral("m"), system, item, m[i]);
            }
        };
        fill(QStringLiteral("A"), x1, y1);
        if (twoSystems)
            fill(QStringLiteral("B"), x2, y2);
        AlignmentOptions options;
        options.protocol = *protocolFromName(protocol);
        const AlignmentReport report = computeAlignment(t, options);
        const CorrelationCell cell = report.metrics.value(QStringLiteral("m")).value(QStringLiteral("overall"));
        const auto near = [](const std::optional<double> &p, double expected) {
            return p && std::abs(*p - expected) <= 1e-9 * expected;
        };
        QVERIFY2(near(cell.spearmanP, spearmanP), qPrintable(QString::number(cell.spearmanP.value_or(-1), 'g', 17)));
        QVERIFY2(near(cell.pearsonP, pearsonP), qPrintable(QString::number(cell.pearsonP.value_or(-1), 'g', 17)));
        QVERIFY2(near(cell.kendallP, kendallP), qPrintable(QString::number(cell.kendallP.value_or(-1), 'g', 17)));
        const QJsonObject json =
            report.toJson()[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")].toObject();
        QCOMPARE(json[QStringLiteral("p_method")].toString(), method);
        QCOMPARE(json[QStringLiteral("spearman_p")].toDouble(), *cell.spearmanP);
        QCOMPARE(json[QStringLiteral("kendall_p")].toDouble(), *cell.kendallP);
    }

    void pValueOfTooFewPairsIsUnavailableWithAReason()
    {
        RatingTable t;
        for (int i = 0; i < 2; ++i) {
            t.setRating(QStringLiteral("overall"), QStringLiteral("r1"), QStringLiteral("A"), QString::number(i), i);
            t.setScore(QStringLiteral("m"), QStringLiteral("A"), QString::number(i), i);
        }
        for (const Protocol p : {Protocol::Pooled, Protocol::Mean}) {
            AlignmentOptions options;
            options.protocol = p;
            const QJsonObject cell =
                computeAlignment(t, options)
                    .toJson()[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")]
                    .toObject();
            QCOMPARE(cell[QStringLiteral("spearman")].toDouble(), 1.0);
            QVERIFY(cell[QStringLiteral("spearman_p")].isNull());
            QVERIFY(!cell[QStringLiteral("p_unavailable")].toString().isEmpty());
        }
    }

    void statisticsUseOneMetricVersionOnly()
    {
        AlignmentOptions options;
        options.protocol = Protocol::Mean;
        // Default: v1, scored on 16 outputs (v2 on 12): 16 values of one scale, not 20 of two.
        const RatingTable table = RatingTable::fromStudy(mixedVersions());
        QCOMPARE(table.metricVersion(QStringLiteral("m")), QStringLiteral("v1"));
        const AlignmentReport r = computeAlignment(table, options);
        QCOMPARE(r.metricVersions.value(QStringLiteral("m")), QStringLiteral("v1"));
        const CorrelationCell &cell = r.metrics[QStringLiteral("m")][QStringLiteral("overall")];
        QCOMPARE(cell.n, 16);
        QVERIFY(cell.spearman && qAbs(*cell.spearman - 1.0) < 1e-12);
        QVERIFY(cell.kendall && qAbs(*cell.kendall - 1.0) < 1e-12);
        QCOMPARE(r.toJson()[QStringLiteral("metric_versions")][QStringLiteral("m")].toString(), QStringLiteral("v1"));

        // The other version on request: its 12 values only.
        const Result<RatingTable> v2 =
            RatingTable::fromStudy(mixedVersions(), {{QStringLiteral("m"), QStringLiteral("v2")}});
        EL_VERIFY_OK(v2);
        const AlignmentReport r2 = computeAlignment(v2.value(), options);
        QCOMPARE(r2.metricVersions.value(QStringLiteral("m")), QStringLiteral("v2"));
        const CorrelationCell &cell2 = r2.metrics[QStringLiteral("m")][QStringLiteral("overall")];
        QCOMPARE(cell2.n, 12);
        QVERIFY(cell2.spearman && qAbs(*cell2.spearman + 1.0) < 1e-12);
    }

    void unknownMetricOrVersionIsAnErrorNamingIt()
    {
        const Result<RatingTable> metric =
            RatingTable::fromStudy(mixedVersions(), {{QStringLiteral("nope"), QStringLiteral("v1")}});
        QVERIFY(!metric.ok());
        QVERIFY(metric.error().message.contains(QStringLiteral("nope")));
        const Result<RatingTable> version =
            RatingTable::fromStudy(mixedVersions(), {{QStringLiteral("m"), QStringLiteral("v3")}});
        QVERIFY(!version.ok());
        QVERIFY(version.error().message.contains(QStringLiteral("v3")));
    }

    void equallyCompleteVersionsPickTheOneThatSortsLast()
    {
        StudyData study = mixedVersions();
        for (Item &item : study.items)
            for (Output &o : item.outputs)
                if (o.scores.size() == 1) // every output gets both versions
                    o.scores.push_back(
                        {QStringLiteral("m"),
                         o.scores.front().version == QStringLiteral("v1") ? QStringLiteral("v2") : QStringLiteral("v1"),
                         0.0});
        QCOMPARE(RatingTable::defaultMetricVersions(study).value(QStringLiteral("m")), QStringLiteral("v2"));
    }

    void infiniteScoreRanksHighestAndIsLeftOutOfPearson()
    {
        // handBuilt() plus item4, rated highest for both systems, whose A output is unchanged: PSNR +inf.
        RatingTable t = handBuilt();
        for (const QString &annotator : {QStringLiteral("r1"), QStringLiteral("r2")}) {
            t.setRating(QStringLiteral("overall"), annotator, QStringLiteral("A"), QStringLiteral("item4"), 5);
            t.setRating(QStringLiteral("overall"), annotator, QStringLiteral("B"), QStringLiteral("item4"), 6);
        }
        t.setScore(QStringLiteral("m"), QStringLiteral("A"), QStringLiteral("item4"),
                   std::numeric_limits<double>::infinity());
        t.setScore(QStringLiteral("m"), QStringLiteral("B"), QStringLiteral("item4"), 50);
        AlignmentOptions options;
        options.protocol = Protocol::Mean;
        const AlignmentReport r = computeAlignment(t, options);
        const CorrelationCell &cell = r.metrics[QStringLiteral("m")][QStringLiteral("overall")];
        // A: human 1..5, metric 20 10 40 30 +inf → ρ = 1 − 6·4/(5·24) = 0.8; B: 10 30 20 40 50 → ρ = 0.9.
        QCOMPARE(cell.n, 10);
        QVERIFY(qAbs(*cell.spearman - 0.85) < 1e-12);
        // Pearson: A over its 4 finite pairs (0.6, as in handBuilt()), B over 5: r = 0.9 (hand-computed: Σdxdy = 90,
        // Σdx² = 10, Σdy² = 1000); mean 0.75, and the one infinite pair is reported.
        QVERIFY(qAbs(*cell.pearson - 0.75) < 1e-12);
        QCOMPARE(cell.infiniteLeftOut, 1);
        QCOMPARE(r.toJson()[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")]
                           [QStringLiteral("pearson_infinite_left_out")]
                               .toInt(),
                 1);
        // Pairwise: humans prefer B everywhere; the metric prefers B on items 1 and 3 of 0–3, and A (+inf > 50) on
        // item 4: 2 of 5, not 2 of 4.
        QCOMPARE(r.pairwise[QStringLiteral("m")][QStringLiteral("overall")].pairs.value(QStringLiteral("A vs B")),
                 std::optional<double>(0.4));
    }

    // --- The published figures (VIEScore, ADIEE Table 1), from the real ImagenHub and VIEScore files ---

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString ratings = sharedData() + QStringLiteral("/imagenhub/Text-Guided_IE");
        const QString judge = sharedData() + QStringLiteral("/viescore/gpt4o_0shot/ImagenHub_Text-Guided_IE");
        if (!QDir(ratings).exists() || !QDir(judge).exists())
            return; // the real-data tests below skip with a message
        FormatRegistry registry;
        registry.registerBuiltins();
        auto store = StudyStore::create(m_dir.filePath(QStringLiteral("imagenhub.editlens")), m_dir.path());
        EL_VERIFY_OK(store);
        EL_VERIFY_OK(importInto(*store.value(), registry, QStringLiteral("imagenhub"), ratings, {}));
        ImportOptions viescore;
        viescore.metric = QStringLiteral("viescore_gpt4o");
        EL_VERIFY_OK(importInto(*store.value(), registry, QStringLiteral("viescore"), judge, viescore));
        m_imagenhub = RatingTable::fromStudy(store.value()->load().value());
    }

    void reproducesPublishedHumanToHumanAndGpt4o()
    {
        if (!m_imagenhub)
            QSKIP("../shared/data (ImagenHub ratings, VIEScore judgements) is not present");
        const AlignmentReport r = computeAlignment(*m_imagenhub, {});
        // VIEScore / ADIEE Table 1: human-to-human O 0.4184 (SC 0.4230, PQ 0.5052); GPT-4o 0-shot O 0.3821.
        QVERIFY(qAbs(*r.ceiling[QStringLiteral("O")].h2h - 0.4184) < 0.0005);
        QVERIFY(qAbs(*r.ceiling[QStringLiteral("SC")].h2h - 0.4230) < 0.0005);
        QVERIFY(qAbs(*r.ceiling[QStringLiteral("PQ")].h2h - 0.5052) < 0.0005);
        QCOMPARE(r.ceiling[QStringLiteral("O")].excludedGroups, QStringList{QStringLiteral("Imagic")});
        const CorrelationCell &gpt = r.metrics[QStringLiteral("viescore_gpt4o")][QStringLiteral("O")];
        QVERIFY2(qAbs(*gpt.spearman - 0.3821) < 0.0005, qPrintable(QString::number(*gpt.spearman)));
        QCOMPARE(gpt.excludedGroups, QStringList{QStringLiteral("Imagic")});
    }

    void fisherProtocolGivesTheTextbookValue()
    {
        if (!m_imagenhub)
            QSKIP("../shared/data (ImagenHub ratings, VIEScore judgements) is not present");
        AlignmentOptions options;
        options.protocol = Protocol::Fisher;
        const AlignmentReport r = computeAlignment(*m_imagenhub, options);
        // Textbook Fisher-z means of the same per-system Spearman values (computed once in Python from
        // the same files: per system tanh(mean atanh rho_rater), then tanh(mean atanh) over the 8 systems):
        // human-to-human O 0.5446; GPT-4o O 0.4187.
        QVERIFY2(qAbs(*r.ceiling[QStringLiteral("O")].h2h - 0.5446) < 0.0005,
                 qPrintable(QString::number(*r.ceiling[QStringLiteral("O")].h2h)));
        const double gpt = *r.metrics[QStringLiteral("viescore_gpt4o")][QStringLiteral("O")].spearman;
        QVERIFY2(qAbs(gpt - 0.4187) < 0.0005, qPrintable(QString::number(gpt)));
    }
};

QTEST_GUILESS_MAIN(TestAlignment)
#include "tst_alignment.moc"
