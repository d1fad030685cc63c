#include "alignment/alignmentengine.h"
#include "alignment/alignmentsession.h"
#include "alignment/subset.h"
#include "stats/correlation.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <functional>

using namespace editlens::core;
using namespace editlens::core::alignment;

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(Subset)

namespace {

const QString kOverall = QStringLiteral("overall");
const QString kQuality = QStringLiteral("quality");
const QString kMetric = QStringLiteral("m");

QString itemKey(int i)
{
    return QStringLiteral("item%1").arg(i, 2, 10, QLatin1Char('0'));
}

/// Three systems × 12 items. Items 0–5 are "remove" edits, 6–11 "add"; even items carry the tag "animals".
/// Two annotators; the overall rating of system s on item i is 1 + ((i * 7 + s * 3) % 10), annotator r2 one point
/// higher than r1 on odd items; the metric is the overall mean plus a deterministic wobble, so that every subset has a
/// different, defined correlation. Quality ratings are 11 − overall (another ordering, other extremes).
RatingTable study()
{
    RatingTable t;
    const QStringList systems{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    for (int i = 0; i < 12; ++i) {
        t.setItemAttributes(itemKey(i), i < 6 ? QStringLiteral("remove") : QStringLiteral("add"),
                            i % 2 == 0 ? QStringList{QStringLiteral("animals")} : QStringList{});
        for (int s = 0; s < systems.size(); ++s) {
            const double r1 = 1 + (i * 7 + s * 3) % 10, r2 = r1 + (i % 2);
            t.setRating(kOverall, QStringLiteral("r1"), systems[s], itemKey(i), r1);
            t.setRating(kOverall, QStringLiteral("r2"), systems[s], itemKey(i), r2);
            t.setRating(kQuality, QStringLiteral("r1"), systems[s], itemKey(i), 11 - r1);
            t.setScore(kMetric, systems[s], itemKey(i), (r1 + r2) / 2 + std::sin(double(i * 3 + s)) * 2.5);
        }
    }
    return t;
}

/// The per-output mean overall rating and metric of the outputs `keep` accepts, as plain vectors.
void pairsOf(const RatingTable &t, const QString &dimension, const std::function<bool(int, int)> &keep,
             std::vector<double> &human, std::vector<double> &metric)
{
    for (int s = 0; s < t.systems().size(); ++s)
        for (int i = 0; i < t.items().size(); ++i)
            if (keep(s, i) && !std::isnan(t.human(dimension, s, i))) {
                human.push_back(t.human(dimension, s, i));
                metric.push_back((*t.scoreRow(kMetric, s))[size_t(i)]);
            }
}

Subset subsetOf(std::initializer_list<const char *> conditions, std::optional<double> extremes = std::nullopt)
{
    Subset subset;
    for (const char *c : conditions)
        subset.conditions << SubsetCondition::parse(QString::fromLatin1(c)).value();
    subset.extremes = extremes;
    return subset;
}

} // namespace

class TestSubset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quantileIsNumpyLinear_data()
    {
        QTest::addColumn<std::vector<double>>("values");
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("expected");
        // numpy.quantile(v, q) (method "linear"), by hand: h = (N − 1)q, v[⌊h⌋] + frac(h)·(v[⌊h⌋+1] − v[⌊h⌋]).
        const std::vector<double> tenValues{10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
        QTest::newRow("1..10 q=0.25") << tenValues << 0.25 << 3.25;                        // h = 2.25: 3 + 0.25
        QTest::newRow("1..10 q=0.75") << tenValues << 0.75 << 7.75;                        // h = 6.75: 7 + 0.75
        QTest::newRow("1..10 q=0.5") << tenValues << 0.5 << 5.5;                           // the median
        QTest::newRow("ties q=0.25") << std::vector<double>{5, 1, 2, 2, 3} << 0.25 << 2.0; // h = 1: v[1] = 2
        QTest::newRow("one value") << std::vector<double>{4} << 0.1 << 4.0;
    }

    void quantileIsNumpyLinear()
    {
        QFETCH(std::vector<double>, values);
        QFETCH(double, q);
        QFETCH(double, expected);
        QCOMPARE(quantileLinear(values, q), expected);
    }

    void conditionsParseAndRejectUnknownFields()
    {
        const auto c = SubsetCondition::parse(QStringLiteral("edit_type=remove"));
        QVERIFY(c);
        QCOMPARE(c.value().field, SubsetCondition::Field::EditType);
        QCOMPARE(c.value().value, QStringLiteral("remove"));
        QCOMPARE(SubsetCondition::parse(QStringLiteral("system=Magic Brush")).value().toString(),
                 QStringLiteral("system=Magic Brush"));
        for (const char *bad : {"colour=red", "tag=", "=x", "system"}) {
            const auto r = SubsetCondition::parse(QString::fromLatin1(bad));
            QVERIFY2(!r, bad);
            QVERIFY(r.error().message.contains(QString::fromLatin1(bad)));
        }
        QVERIFY(!Subset::checkExtremes(0.0));
        QVERIFY(!Subset::checkExtremes(0.6));
        QVERIFY(Subset::checkExtremes(0.5));
    }

    void conditionsSelectOutputs_data()
    {
        QTest::addColumn<Subset>("subset");
        QTest::addColumn<int>("outputs");
        QTest::addColumn<QStringList>("systems");
        const QStringList all{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
        QTest::newRow("edit type") << subsetOf({"edit_type=remove"}) << 18 << all;
        QTest::newRow("edit type, any case") << subsetOf({"edit_type=REMOVE"}) << 18 << all;
        QTest::newRow("tag") << subsetOf({"tag=animals"}) << 18 << all;
        QTest::newRow("system") << subsetOf({"system=B"}) << 12 << QStringList{QStringLiteral("B")};
        // AND: remove edits (0–5) that are tagged (even) of system C: items 0, 2, 4.
        QTest::newRow("three together") << subsetOf({"edit_type=remove", "tag=animals", "system=C"}) << 3
                                        << QStringList{QStringLiteral("C")};
        QTest::newRow("nothing") << subsetOf({"edit_type=change color"}) << 0 << QStringList{};
    }

    void conditionsSelectOutputs()
    {
        QFETCH(Subset, subset);
        QFETCH(int, outputs);
        QFETCH(QStringList, systems);
        const RatingTable t = study();
        AlignmentOptions options;
        options.protocol = Protocol::Pooled;
        options.subset = subset;
        const AlignmentReport report = computeAlignment(t, options);
        QCOMPARE(report.subset.nOutputs, outputs);
        QCOMPARE(report.subset.nByDimension.value(kOverall), outputs);
        QCOMPARE(report.subset.name, subset.name());
        QCOMPARE(applySubset(t, subset).systems(), systems);

        // The pooled correlation is the one of the selected pairs, computed by hand.
        std::vector<double> human, metric;
        pairsOf(
            t, kOverall, [&](int s, int i) { return subset.matches(t, s, i); }, human, metric);
        QVERIFY(report.metrics.value(kMetric).contains(kOverall)); // listed even when the subset is empty
        const CorrelationCell cell = report.metrics.value(kMetric).value(kOverall);
        QCOMPARE(cell.n, outputs);
        const auto expected = stats::spearman(human, metric);
        QCOMPARE(cell.spearman.has_value(), expected.has_value());
        if (expected) {
            QCOMPARE(*cell.spearman, expected->coefficient);
            QCOMPARE(cell.spearmanP, expected->pValue);
        }
    }

    void systemSubsetLeavesNoOtherSystemExcluded()
    {
        AlignmentOptions options;
        options.subset = subsetOf({"system=A"});
        const CorrelationCell cell = computeAlignment(study(), options).metrics.value(kMetric).value(kOverall);
        QVERIFY(cell.excludedGroups.isEmpty());
        QCOMPARE(cell.n, 12);
    }

    void extremesKeepBothTailsWithTies()
    {
        // One system; ratings 1,1,2,2,3,3,4,4,5,5 (N = 10). q = 0.25: h = 2.25, Q(0.25) = 2; h = 6.75, Q(0.75) = 4.
        // Ties at the thresholds are in: 1,1,2,2 and 4,4,5,5, so n = 8 (more than 2qN = 5).
        RatingTable t;
        const double ratings[] = {3, 1, 4, 1, 5, 2, 2, 3, 4, 5};
        const double scores[] = {9, 1, 3, 2, 8, 4, 5, 7, 6, 10};
        for (int i = 0; i < 10; ++i) {
            t.setRating(kOverall, QStringLiteral("r1"), QStringLiteral("A"), itemKey(i), ratings[i]);
            t.setScore(kMetric, QStringLiteral("A"), itemKey(i), scores[i]);
        }
        AlignmentOptions options;
        options.subset.extremes = 0.25;
        const AlignmentReport report = computeAlignment(t, options);
        QCOMPARE(report.subset.nByDimension.value(kOverall), 8);
        QCOMPARE(report.subset.thresholds.value(kOverall), std::make_pair(2.0, 4.0));
        std::vector<double> human, metric;
        for (int i = 0; i < 10; ++i)
            if (ratings[i] <= 2 || ratings[i] >= 4) {
                human.push_back(ratings[i]);
                metric.push_back(scores[i]);
            }
        const CorrelationCell cell = report.metrics.value(kMetric).value(kOverall);
        QCOMPARE(cell.n, 8);
        QCOMPARE(*cell.spearman, std::tanh(stats::spearman(human, metric)->coefficient)); // VIEScore, one system
        const QJsonObject json = report.toJson()[QStringLiteral("subset")].toObject();
        QCOMPARE(json[QStringLiteral("name")].toString(), QStringLiteral("extremes q=0.25"));
        QCOMPARE(json[QStringLiteral("extremes")].toDouble(), 0.25);
        QCOMPARE(json[QStringLiteral("dimensions")][kOverall][QStringLiteral("n")].toInt(), 8);
        QCOMPARE(json[QStringLiteral("dimensions")][kOverall][QStringLiteral("low_threshold")].toDouble(), 2.0);
    }

    void extremesArePerDimensionAndUseTheMeanRating()
    {
        const RatingTable t = study();
        Subset subset = subsetOf({"edit_type=add"}, 0.2);
        AlignmentOptions options;
        options.protocol = Protocol::Pooled;
        options.subset = subset;
        const AlignmentReport report = computeAlignment(t, options);
        for (const QString &dimension : {kOverall, kQuality}) {
            // The population: the add edits' mean ratings in this dimension; the tails by numpy's linear quantile.
            std::vector<double> population;
            for (int s = 0; s < 3; ++s)
                for (int i = 6; i < 12; ++i)
                    population.push_back(t.human(dimension, s, i));
            const double low = quantileLinear(population, 0.2), high = quantileLinear(population, 0.8);
            std::vector<double> human, metric;
            pairsOf(
                t, dimension,
                [&](int s, int i) {
                    const double v = t.human(dimension, s, i);
                    return i >= 6 && (v <= low || v >= high);
                },
                human, metric);
            QVERIFY(human.size() < population.size());
            QCOMPARE(report.subset.nByDimension.value(dimension), int(human.size()));
            const CorrelationCell cell = report.metrics.value(kMetric).value(dimension);
            QCOMPARE(cell.n, int(human.size()));
            QCOMPARE(*cell.pearson, stats::pearson(human, metric)->coefficient);
            QCOMPARE(cell.pearsonP, stats::pearson(human, metric)->pValue);
            QCOMPARE(*cell.kendall, stats::kendallTauB(human, metric)->coefficient);
            QCOMPARE(cell.kendallP, stats::kendallTauB(human, metric)->pValue);
        }
    }

    void liveSessionFollowsRatingsInsideAndOutsideTheSubset_data()
    {
        QTest::addColumn<Subset>("subset");
        QTest::addColumn<QString>("protocol");
        for (const char *p : {"viescore", "pooled"}) {
            QTest::newRow(qPrintable(QStringLiteral("edit type %1").arg(QLatin1String(p))))
                << subsetOf({"edit_type=remove"}) << QString::fromLatin1(p);
            QTest::newRow(qPrintable(QStringLiteral("extremes %1").arg(QLatin1String(p))))
                << subsetOf({}, 0.25) << QString::fromLatin1(p);
        }
    }

    void liveSessionFollowsRatingsInsideAndOutsideTheSubset()
    {
        QFETCH(Subset, subset);
        QFETCH(QString, protocol);
        AlignmentOptions options;
        options.protocol = *protocolFromName(protocol);
        options.subset = subset;
        AlignmentSession session(study(), options);
        const QJsonObject before = session.report().toJson();

        // An add edit (item 8) is outside edit_type=remove: only extremes can notice it (its value moves the tails).
        session.setRating(kOverall, QStringLiteral("r1"), QStringLiteral("A"), itemKey(8), 10);
        session.setRating(kOverall, QStringLiteral("r2"), QStringLiteral("A"), itemKey(8), 10);
        QCOMPARE(session.table().human(kOverall, 0, 8), 10.0);
        if (!subset.extremes)
            QCOMPARE(session.report().toJson(), before);
        QCOMPARE(session.report().toJson(), computeAlignment(session.table(), options).toJson());

        // A remove edit (item 2) is inside: the tables move, as a fresh computation says.
        session.setRating(kOverall, QStringLiteral("r1"), QStringLiteral("B"), itemKey(2), 1);
        session.setRating(kOverall, QStringLiteral("r2"), QStringLiteral("B"), itemKey(2), 1);
        QVERIFY(session.report().toJson() != before);
        QCOMPARE(session.report().toJson(), computeAlignment(session.table(), options).toJson());
    }
};

QTEST_GUILESS_MAIN(TestSubset)
#include "tst_subset.moc"
