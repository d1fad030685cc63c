#include "alignment/disagreement.h"

#include <QTest>

using namespace editlens::core;
using namespace editlens::core::alignment;

namespace {

const QString dim = QStringLiteral("overall");

/// Sets the mean human value of one output through two annotators (value − 1 and value + 1), so that the queue
/// must average annotators to get it right.
void rate(RatingTable &t, const QString &system, const QString &item, double mean)
{
    t.setRating(dim, QStringLiteral("r1"), system, item, mean - 1);
    t.setRating(dim, QStringLiteral("r2"), system, item, mean + 1);
}

/// Four items, three systems A B C; human means and metric `m`:
///   inverted   H 5 3 1   m 0.1 0.5 0.9  -> 3 comparable, 3 discordant, score 1
///   concordant H 4 2 1   m 0.9 0.5 0.1  -> 3 comparable, 0 discordant, score 0
///   ties       H 3 3 1   m 0.5 0.6 0.5  -> A-B human tie left out; A-C metric tie = no information; B-C agrees: 0/1
///   partial    H 2 4 3   m 0.3 0.2 0.4  -> A-B discordant, A-C agrees, B-C discordant: 2/3
/// Expected order, written by hand: inverted (1), partial (2/3), concordant (0/3), ties (0/1; key after concordant).
RatingTable fourItems()
{
    RatingTable t;
    const QString sys[] = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    const struct
    {
        const char *key;
        double h[3];
        double m[3];
    } rows[] = {{"inverted", {5, 3, 1}, {0.1, 0.5, 0.9}},
                {"concordant", {4, 2, 1}, {0.9, 0.5, 0.1}},
                {"ties", {3, 3, 1}, {0.5, 0.6, 0.5}},
                {"partial", {2, 4, 3}, {0.3, 0.2, 0.4}}};
    for (const auto &r : rows)
        for (int s = 0; s < 3; ++s) {
            rate(t, sys[s], QLatin1String(r.key), r.h[s]);
            t.setScore(QStringLiteral("m"), sys[s], QLatin1String(r.key), r.m[s]);
        }
    return t;
}

QHash<QString, ItemInfo> fourItemInfo()
{
    return {{QStringLiteral("inverted"), {QStringLiteral("add a hat"), QStringLiteral("add"), {}}},
            {QStringLiteral("concordant"), {QStringLiteral("remove the dog"), QStringLiteral("remove"), {}}},
            {QStringLiteral("ties"), {QStringLiteral("make it red"), QString(), {QStringLiteral("Color")}}},
            {QStringLiteral("partial"), {QStringLiteral("add a cat"), QStringLiteral("Add"), {}}}};
}

QStringList keys(const QVector<ItemDisagreement> &queue)
{
    QStringList k;
    for (const ItemDisagreement &d : queue)
        k << d.itemKey;
    return k;
}

DisagreementOptions optionsFor(const QString &metric)
{
    DisagreementOptions o;
    o.dimension = dim;
    o.metric = metric;
    return o;
}

} // namespace

class TestDisagreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void queueIsOrderedWorstFirst()
    {
        const QVector<ItemDisagreement> q =
            disagreementQueue(fourItems(), fourItemInfo(), optionsFor(QStringLiteral("m")));
        QCOMPARE(keys(q), (QStringList{QStringLiteral("inverted"), QStringLiteral("partial"),
                                       QStringLiteral("concordant"), QStringLiteral("ties")}));
        QCOMPARE(q[0].comparablePairs, 3);
        QCOMPARE(q[0].discordantPairs, 3);
        QCOMPARE(q[0].score, 1.0);
        QCOMPARE(q[1].discordantPairs, 2);
        QCOMPARE(q[1].score, 2.0 / 3.0);
        QCOMPARE(q[2].discordantPairs, 0);
        QCOMPARE(q[2].score, 0.0);
        QVERIFY(!q[2].worst);
        QCOMPARE(q[3].comparablePairs, 1);
        QCOMPARE(q[3].discordantPairs, 0);
        QCOMPARE(q[3].metricTies, 1);
        QCOMPARE(q[3].score, 0.0);
        QVERIFY(!q[3].worst);
        for (const ItemDisagreement &d : q) {
            QCOMPARE(d.measure, DisagreementMeasure::DiscordantPairs);
            QCOMPARE(d.outputs, 3);
        }
    }

    void worstPairHasTheLargestHumanGap()
    {
        const QVector<ItemDisagreement> q =
            disagreementQueue(fourItems(), fourItemInfo(), optionsFor(QStringLiteral("m")));
        // inverted: A-C has the human gap 4.
        QVERIFY(q[0].worst);
        QCOMPARE(q[0].worst->humanPreferred, QStringLiteral("A"));
        QCOMPARE(q[0].worst->otherSystem, QStringLiteral("C"));
        QCOMPARE(q[0].worst->metricPreferred, QStringLiteral("C"));
        QCOMPARE(q[0].worst->humanGap, 4.0);
        QVERIFY(qAbs(q[0].worst->metricGap - 0.8) < 1e-12);
        // partial: discordant A-B (gap 2) and B-C (gap 1) -> B over A, the metric prefers A by 0.1.
        QCOMPARE(q[1].worst->humanPreferred, QStringLiteral("B"));
        QCOMPARE(q[1].worst->otherSystem, QStringLiteral("A"));
        QCOMPARE(q[1].worst->metricPreferred, QStringLiteral("A"));
        QCOMPARE(q[1].worst->humanGap, 2.0);
    }

    void metricTiesAreNoInformationNotReversals()
    {
        // A constant metric (S_position is 1 on most outputs) against three outputs people tell apart: three metric
        // ties, nothing comparable, nothing discordant. Before, each tie counted as a reversal (3/3, score 1) and the
        // item topped the queue; now it sorts after "agrees", the item whose one comparable pair agrees.
        RatingTable t;
        const QString sys[] = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
        const double human[] = {5, 3, 1};
        for (int s = 0; s < 3; ++s) {
            rate(t, sys[s], QStringLiteral("constant"), human[s]);
            t.setScore(QStringLiteral("m"), sys[s], QStringLiteral("constant"), 1.0);
            rate(t, sys[s], QStringLiteral("agrees"), human[s]);
            t.setScore(QStringLiteral("m"), sys[s], QStringLiteral("agrees"), s == 2 ? 0.0 : 1.0); // A-B tie
        }
        const QVector<ItemDisagreement> q = disagreementQueue(t, {}, optionsFor(QStringLiteral("m")));
        QCOMPARE(keys(q), (QStringList{QStringLiteral("agrees"), QStringLiteral("constant")}));
        const ItemDisagreement &constant = q[1];
        QCOMPARE(constant.comparablePairs, 0);
        QCOMPARE(constant.discordantPairs, 0);
        QCOMPARE(constant.metricTies, 3);
        QCOMPARE(constant.score, 0.0);
        QVERIFY(!constant.worst);
        QCOMPARE(q[0].comparablePairs, 2);
        QCOMPARE(q[0].metricTies, 1);
        QCOMPARE(q[0].discordantPairs, 0);
    }

    void lowerIsBetterNegatesTheMetric()
    {
        DisagreementOptions o = optionsFor(QStringLiteral("m"));
        o.lowerIsBetter = true;
        const QVector<ItemDisagreement> q = disagreementQueue(fourItems(), fourItemInfo(), o);
        // Negated, "concordant" is fully inverted and "inverted" fully concordant.
        QCOMPARE(q.first().itemKey, QStringLiteral("concordant"));
        QCOMPARE(q.first().score, 1.0);
        QCOMPARE(q.last().itemKey, QStringLiteral("inverted"));
        QCOMPARE(q.last().score, 0.0);
    }

    void filtersByEditTypeAndTag_data()
    {
        QTest::addColumn<QString>("editType");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("parse, case-insensitive")
            << QStringLiteral("ADD") << QStringList{QStringLiteral("inverted"), QStringLiteral("partial")};
        QTest::newRow("tag") << QStringLiteral("color") << QStringList{QStringLiteral("ties")};
        QTest::newRow("none") << QStringLiteral("replace") << QStringList{};
    }
    void filtersByEditTypeAndTag()
    {
        QFETCH(QString, editType);
        QFETCH(QStringList, expected);
        DisagreementOptions o = optionsFor(QStringLiteral("m"));
        o.filter.editType = editType;
        QCOMPARE(keys(disagreementQueue(fourItems(), fourItemInfo(), o)), expected);
    }

    void systemFilterKeepsPairsInvolvingTheSystem()
    {
        DisagreementOptions o = optionsFor(QStringLiteral("m"));
        o.filter.systems = {QStringLiteral("A")};
        const QVector<ItemDisagreement> q = disagreementQueue(fourItems(), fourItemInfo(), o);
        // Pairs A-B and A-C only: inverted 2/2; partial A-B disagrees, A-C agrees -> 1/2; concordant 0/2; ties: A-B
        // human tie, A-C metric tie -> 0/0, after every item with a comparable pair.
        QCOMPARE(keys(q), (QStringList{QStringLiteral("inverted"), QStringLiteral("partial"),
                                       QStringLiteral("concordant"), QStringLiteral("ties")}));
        QCOMPARE(q[0].comparablePairs, 2);
        QCOMPARE(q[1].score, 0.5);
        QCOMPARE(q[2].comparablePairs, 2);
        QCOMPARE(q[3].comparablePairs, 0);
        QCOMPARE(q[3].metricTies, 1);
    }

    void singleOutputItemsUseTheRankResidual()
    {
        RatingTable t;
        // One system; human 1 2 3 4, metric 40 20 30 10 -> ranks H 1 2 3 4, M 4 2 3 1;
        // |ΔR| / (N − 1) = 1, 0, 0, 1. Equal scores go by key.
        const double metric[] = {40, 20, 30, 10};
        for (int i = 0; i < 4; ++i) {
            const QString key = QStringLiteral("s%1").arg(i + 1);
            rate(t, QStringLiteral("S"), key, i + 1);
            t.setScore(QStringLiteral("m"), QStringLiteral("S"), key, metric[i]);
        }
        const QVector<ItemDisagreement> q = disagreementQueue(t, {}, optionsFor(QStringLiteral("m")));
        QCOMPARE(keys(q),
                 (QStringList{QStringLiteral("s1"), QStringLiteral("s4"), QStringLiteral("s2"), QStringLiteral("s3")}));
        QCOMPARE(q[0].measure, DisagreementMeasure::Residual);
        QCOMPARE(q[0].score, 1.0);
        QCOMPARE(q[2].score, 0.0);
        QCOMPARE(q[0].comparablePairs, 0);
    }

    void multiOutputItemsComeBeforeResidualItems()
    {
        RatingTable t = fourItems();
        rate(t, QStringLiteral("A"), QStringLiteral("lonely1"), 1);
        t.setScore(QStringLiteral("m"), QStringLiteral("A"), QStringLiteral("lonely1"), 0.9);
        rate(t, QStringLiteral("A"), QStringLiteral("lonely2"), 5);
        t.setScore(QStringLiteral("m"), QStringLiteral("A"), QStringLiteral("lonely2"), 0.1);
        const QVector<ItemDisagreement> q = disagreementQueue(t, {}, optionsFor(QStringLiteral("m")));
        QCOMPARE(q.size(), 6);
        QCOMPARE(q[3].itemKey, QStringLiteral("ties")); // the last multi-output item (0/1, after concordant 0/3)
        // Two residual items, fully inverted against each other: |2 − 1| / 1 = 1 each.
        QCOMPARE(q[4].measure, DisagreementMeasure::Residual);
        QCOMPARE(q[4].itemKey, QStringLiteral("lonely1"));
        QCOMPARE(q[4].score, 1.0);
        QCOMPARE(q[5].itemKey, QStringLiteral("lonely2"));
    }

    void bpmComponentThatContradictsMostDrives()
    {
        RatingTable t;
        const auto put = [&t](const QString &item, const QString &sys, double human, double bpm, double preserve,
                              double modify, double size, double position) {
            rate(t, sys, item, human);
            t.setScore(QStringLiteral("bpm"), sys, item, bpm);
            t.setScore(QStringLiteral("bpm_s_preserve"), sys, item, preserve);
            t.setScore(QStringLiteral("bpm_s_modify"), sys, item, modify);
            t.setScore(QStringLiteral("bpm_s_size"), sys, item, size);
            t.setScore(QStringLiteral("bpm_s_position"), sys, item, position);
        };
        const QString a = QStringLiteral("A"), b = QStringLiteral("B"), c = QStringLiteral("C");
        // modifyDrives: BPM fully inverted (3 discordant). preserve agrees with people (0), modify contradicts on A-B
        // and A-C (2), region ties everywhere (0) -> S_modify.
        put(QStringLiteral("modifyDrives"), a, 5, 0.2, 0.9, 0.1, 1, 1);
        put(QStringLiteral("modifyDrives"), b, 3, 0.5, 0.8, 0.5, 1, 1);
        put(QStringLiteral("modifyDrives"), c, 1, 0.8, 0.7, 0.2, 1, 1);
        // preserveDrives: one discordant pair; preserve and modify both contradict once. Study ranges: preserve
        // 0.9 − 0.5 = 0.4, modify 0.5 − 0.1 = 0.4 -> weights |−0.4|/0.4 = 1 and |−0.1|/0.4 = 0.25 -> S_preserve.
        put(QStringLiteral("preserveDrives"), a, 5, 0.1, 0.5, 0.3, 1, 1);
        put(QStringLiteral("preserveDrives"), b, 1, 0.9, 0.9, 0.4, 1, 1);
        // regionDrives: the region terms (size + position) order B over A, people A over B.
        put(QStringLiteral("regionDrives"), a, 4, 0.3, 0.7, 0.3, 0, 1);
        put(QStringLiteral("regionDrives"), b, 2, 0.6, 0.7, 0.3, 1, 1);
        // agrees: BPM agrees with people -> no driver.
        put(QStringLiteral("agrees"), a, 4, 0.9, 0.9, 0.5, 1, 1);
        put(QStringLiteral("agrees"), b, 2, 0.1, 0.5, 0.1, 1, 1);

        const QVector<ComponentSpec> components = bpmComponents(t);
        QCOMPARE(components.size(), 3);
        QCOMPARE(components[2].name, QStringLiteral("region"));
        QCOMPARE(components[2].metrics, (QStringList{QStringLiteral("bpm_s_size"), QStringLiteral("bpm_s_position")}));

        DisagreementOptions o = optionsFor(QStringLiteral("bpm"));
        o.components = components;
        QHash<QString, QString> driver;
        QHash<QString, ItemDisagreement> rows;
        for (const ItemDisagreement &d : disagreementQueue(t, {}, o)) {
            driver.insert(d.itemKey, d.driver);
            rows.insert(d.itemKey, d);
        }
        QCOMPARE(driver.value(QStringLiteral("modifyDrives")), QStringLiteral("S_modify"));
        QCOMPARE(driver.value(QStringLiteral("preserveDrives")), QStringLiteral("S_preserve"));
        QCOMPARE(driver.value(QStringLiteral("regionDrives")), QStringLiteral("region"));
        QCOMPARE(driver.value(QStringLiteral("agrees")), QString());
        const ItemDisagreement &m = rows.value(QStringLiteral("modifyDrives"));
        QCOMPARE(m.components[0].contradicted, 0);
        QCOMPARE(m.components[1].contradicted, 2);
        QCOMPARE(m.components[2].contradicted, 0);
        const ItemDisagreement &p = rows.value(QStringLiteral("preserveDrives"));
        QCOMPARE(p.components[0].contradicted, 1);
        QCOMPARE(p.components[1].contradicted, 1);
        QVERIFY(qAbs(p.components[0].weight - 1.0) < 1e-12);
        QVERIFY(qAbs(p.components[1].weight - 0.25) < 1e-12);
    }

    void bpmComponentsPreferStoredRegion()
    {
        RatingTable t;
        t.setScore(QStringLiteral("bpm_s_region"), QStringLiteral("A"), QStringLiteral("i"), 2);
        t.setScore(QStringLiteral("bpm_s_size"), QStringLiteral("A"), QStringLiteral("i"), 1);
        t.setScore(QStringLiteral("bpm_s_position"), QStringLiteral("A"), QStringLiteral("i"), 1);
        const QVector<ComponentSpec> c = bpmComponents(t);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].metrics, QStringList{QStringLiteral("bpm_s_region")});
    }

    void scatterHasOnePointPerOutputWithBothValues()
    {
        RatingTable t = fourItems();
        t.setScore(QStringLiteral("m"), QStringLiteral("D"), QStringLiteral("inverted"), 0.3); // no human value
        rate(t, QStringLiteral("E"), QStringLiteral("inverted"), 2);                           // no metric value
        const QVector<ScatterPoint> points = scatterPoints(t, dim, QStringLiteral("m"));
        QCOMPARE(points.size(), 12);
        // (system, item) order: the first point is A on "inverted": metric 0.1, human mean 5.
        QCOMPARE(t.systems().at(points[0].system), QStringLiteral("A"));
        QCOMPARE(t.items().at(points[0].item), QStringLiteral("inverted"));
        QCOMPARE(points[0].metric, 0.1);
        QCOMPARE(points[0].human, 5.0);
        // One annotator instead of the mean: r2 gave mean + 1.
        QCOMPARE(scatterPoints(t, dim, QStringLiteral("m"), QStringLiteral("r2"))[0].human, 6.0);
    }

    void itemInfoReadsParseAndTags()
    {
        StudyData study;
        Item item;
        item.key = QStringLiteral("k");
        item.instruction = QStringLiteral("make the car blue");
        item.parse.insert(QStringLiteral("edit_type"), QStringLiteral("change color"));
        item.tags = {QStringLiteral("local")};
        study.items << item;
        const QHash<QString, ItemInfo> info = itemInfoFromStudy(study);
        QCOMPARE(info.value(QStringLiteral("k")).editType, QStringLiteral("change color"));
        QCOMPARE(info.value(QStringLiteral("k")).instruction, QStringLiteral("make the car blue"));
        QCOMPARE(info.value(QStringLiteral("k")).tags, QStringList{QStringLiteral("local")});
    }
};

QTEST_GUILESS_MAIN(TestDisagreement)
#include "tst_disagreement.moc"
