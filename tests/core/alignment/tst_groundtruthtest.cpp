// BPM's ground-truth test (Table 4) on hand-built studies whose answer is known.
#include "alignment/groundtruthtest.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <initializer_list>

using namespace editlens::core;
using namespace editlens::core::alignment;

namespace {

struct Candidate
{
    OutputRole role;
    double value; ///< NaN: no score
};

/// One item with one output per candidate, each scored `metric` (version "v1").
Item item(const QString &key, const QString &metric, std::initializer_list<Candidate> candidates)
{
    Item it;
    it.key = key;
    int n = 0;
    for (const Candidate &c : candidates) {
        Output o;
        o.system = QStringLiteral("S%1").arg(n++);
        o.role = c.role;
        if (!std::isnan(c.value))
            o.scores.push_back({metric, QStringLiteral("v1"), c.value});
        it.outputs.push_back(o);
    }
    return it;
}

Item triple(const QString &key, const QString &metric, double gt, double preserved, double modified)
{
    return item(key, metric,
                {{OutputRole::GroundTruth, gt},
                 {OutputRole::ExcessivelyPreserved, preserved},
                 {OutputRole::ExcessivelyModified, modified}});
}

QMap<QString, GroundTruthCell> run(const StudyData &study, const QStringList &lowerIsBetter = {})
{
    return groundTruthTest(study, RatingTable::fromStudy(study), {{}, lowerIsBetter});
}

} // namespace

class TestGroundTruthTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void metricThatAlwaysPrefersTheGroundTruth()
    {
        StudyData study;
        for (int i = 0; i < 4; ++i)
            study.items.push_back(triple(QStringLiteral("i%1").arg(i), QStringLiteral("sim"), 0.9, 0.5 + 0.1 * i, 0.1));
        const auto cells = run(study);
        QCOMPARE(cells.size(), 1);
        const GroundTruthCell c = cells.value(QStringLiteral("sim"));
        QCOMPARE(c.groundTruth, 1.0);
        QCOMPARE(c.excessivelyPreserved, 0.0);
        QCOMPARE(c.excessivelyModified, 0.0);
        QCOMPARE(c.n, 4);
        QCOMPARE(c.ties, 0);
    }

    void lowerIsBetterMetricsWinWithTheirLowestValue()
    {
        // l1: the lowest value wins. Ground truth lowest on 3 items, the noisy original on 1.
        StudyData study;
        study.items = {triple(QStringLiteral("a"), QStringLiteral("l1"), 0.10, 0.20, 0.90),
                       triple(QStringLiteral("b"), QStringLiteral("l1"), 0.10, 0.30, 0.90),
                       triple(QStringLiteral("c"), QStringLiteral("l1"), 0.10, 0.40, 0.90),
                       triple(QStringLiteral("d"), QStringLiteral("l1"), 0.30, 0.05, 0.90)};
        const GroundTruthCell lower = run(study, {QStringLiteral("l1")}).value(QStringLiteral("l1"));
        QCOMPARE(lower.groundTruth, 0.75);
        QCOMPARE(lower.excessivelyPreserved, 0.25);
        QCOMPARE(lower.excessivelyModified, 0.0);
        // Read as higher-is-better, the excessively modified candidate would win everywhere.
        const GroundTruthCell higher = run(study).value(QStringLiteral("l1"));
        QCOMPARE(higher.excessivelyModified, 1.0);
    }

    void tiesAreSplitEquallyAndCounted()
    {
        // Item a: all three equal -> 1/3 each. Item b: ground truth and preserved share the best -> 1/2 each.
        StudyData study;
        study.items = {triple(QStringLiteral("a"), QStringLiteral("m"), 0.5, 0.5, 0.5),
                       triple(QStringLiteral("b"), QStringLiteral("m"), 0.8, 0.8, 0.1),
                       triple(QStringLiteral("c"), QStringLiteral("m"), 0.1, 0.2, 0.9)};
        const GroundTruthCell c = run(study).value(QStringLiteral("m"));
        QCOMPARE(c.n, 3);
        QCOMPARE(c.ties, 2);
        QVERIFY(qAbs(c.groundTruth - (1.0 / 3 + 0.5) / 3) < 1e-12);
        QVERIFY(qAbs(c.excessivelyPreserved - (1.0 / 3 + 0.5) / 3) < 1e-12);
        QVERIFY(qAbs(c.excessivelyModified - (1.0 / 3 + 1.0) / 3) < 1e-12);
        QVERIFY(qAbs(c.groundTruth + c.excessivelyPreserved + c.excessivelyModified - 1.0) < 1e-12);
    }

    void itemsWithoutExactlyOneCandidatePerRoleAreLeftOut()
    {
        const double nan = std::nan("");
        StudyData study;
        study.items = {
            triple(QStringLiteral("used"), QStringLiteral("m"), 0.9, 0.1, 0.1),
            // no excessively modified candidate
            item(QStringLiteral("two-roles"), QStringLiteral("m"),
                 {{OutputRole::GroundTruth, 0.1}, {OutputRole::ExcessivelyPreserved, 0.9}}),
            // two ground truths: which one is "the" candidate is not known
            item(QStringLiteral("duplicate"), QStringLiteral("m"),
                 {{OutputRole::GroundTruth, 0.1},
                  {OutputRole::GroundTruth, 0.2},
                  {OutputRole::ExcessivelyPreserved, 0.9},
                  {OutputRole::ExcessivelyModified, 0.9}}),
            // a candidate without a value of the metric
            triple(QStringLiteral("unscored"), QStringLiteral("m"), 0.1, nan, 0.9),
            // outputs without a role around the three do not matter
            item(QStringLiteral("extra"), QStringLiteral("m"),
                 {{OutputRole::None, 5.0},
                  {OutputRole::GroundTruth, 0.8},
                  {OutputRole::ExcessivelyPreserved, 0.2},
                  {OutputRole::ExcessivelyModified, 0.3}}),
        };
        const GroundTruthCell c = run(study).value(QStringLiteral("m"));
        QCOMPARE(c.n, 2);
        QCOMPARE(c.groundTruth, 1.0);
    }

    void studyWithoutCandidatesGivesNothing()
    {
        StudyData study;
        study.items = {item(QStringLiteral("plain"), QStringLiteral("m"), {{OutputRole::None, 1.0}})};
        QVERIFY(run(study).isEmpty());
    }

    void jsonHasTheDocumentedKeys()
    {
        QMap<QString, GroundTruthCell> cells;
        cells.insert(QStringLiteral("l1"), {0.25, 0.5, 0.25, 4, 1});
        const QJsonObject o = groundTruthTestJson(cells).value(QStringLiteral("l1")).toObject();
        QCOMPARE(o.keys(), (QStringList{QStringLiteral("excessively_modified"), QStringLiteral("excessively_preserved"),
                                        QStringLiteral("ground_truth"), QStringLiteral("n"), QStringLiteral("ties")}));
        QCOMPARE(o.value(QStringLiteral("ground_truth")).toDouble(), 0.25);
        QCOMPARE(o.value(QStringLiteral("n")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("ties")).toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestGroundTruthTest)
#include "tst_groundtruthtest.moc"
