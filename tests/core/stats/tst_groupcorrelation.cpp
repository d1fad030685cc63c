#include "stats/groupcorrelation.h"

#include <QTest>

#include <cmath>

using namespace editlens::core::stats;

Q_DECLARE_METATYPE(CorrelationMethod)
Q_DECLARE_METATYPE(GroupAveraging)
Q_DECLARE_METATYPE(std::vector<double>)

namespace {

// Two ordinary groups and one whose human values are constant (like Imagic's SC in ImagenHub).
std::vector<CorrelationGroup> threeGroups()
{
    return {
        {"G1", {1, 2, 2, 3, 4, 4, 4, 5, 6, 7}, {2, 1, 3, 3, 5, 4, 4, 6, 8, 7}},
        {"G2", {0.3, 1.7, 2.2, 0.3, 5.1, 3.3, 2.2, 4.0}, {1.0, 0.5, 2.0, 2.0, -1.0, 0.5, 3.0, 2.0}},
        {"Constant", {0, 0, 0, 0}, {0.1, 0.4, 0.2, 0.3}},
    };
}

} // namespace

class TestGroupCorrelation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void averagingModesMatchNumpy_data()
    {
        QTest::addColumn<CorrelationMethod>("method");
        QTest::addColumn<GroupAveraging>("averaging");
        QTest::addColumn<double>("expected");
        QTest::addColumn<int>("n");
        // Per group values from scipy 1.10.1 (spearmanr / pearsonr / kendalltau), combined with numpy:
        // viescore = np.tanh(r.mean()), fisher = np.tanh(np.arctanh(r).mean()), mean = r.mean(),
        // pooled = the scipy correlation of the concatenation of all three groups (the constant group included).
        const auto S = CorrelationMethod::Spearman, P = CorrelationMethod::Pearson, K = CorrelationMethod::Kendall;
        QTest::newRow("spearman viescore") << S << GroupAveraging::VieScore << 0.32064938779047975 << 18;
        QTest::newRow("spearman fisher") << S << GroupAveraging::Fisher << 0.6478132192207177 << 18;
        QTest::newRow("spearman mean") << S << GroupAveraging::Mean << 0.33237074760771324 << 18;
        QTest::newRow("spearman pooled") << S << GroupAveraging::Pooled << 0.6701894473794127 << 22;
        QTest::newRow("pearson viescore") << P << GroupAveraging::VieScore << 0.2374363073606383 << 18;
        QTest::newRow("pearson fisher") << P << GroupAveraging::Fisher << 0.5226581301008323 << 18;
        QTest::newRow("pearson mean") << P << GroupAveraging::Mean << 0.24205549399773366 << 18;
        QTest::newRow("pearson pooled") << P << GroupAveraging::Pooled << 0.7088647304977789 << 22;
        QTest::newRow("kendall viescore") << K << GroupAveraging::VieScore << 0.2991600541605235 << 18;
        QTest::newRow("kendall fisher") << K << GroupAveraging::Fisher << 0.47708752331937904 << 18;
        QTest::newRow("kendall mean") << K << GroupAveraging::Mean << 0.3085968420527715 << 18;
        QTest::newRow("kendall pooled") << K << GroupAveraging::Pooled << 0.6023131744828345 << 22;
    }

    void averagingModesMatchNumpy()
    {
        QFETCH(CorrelationMethod, method);
        QFETCH(GroupAveraging, averaging);
        QFETCH(double, expected);
        QFETCH(int, n);
        const auto result = groupCorrelation(threeGroups(), method, averaging);
        QVERIFY(result.value.has_value());
        QVERIFY2(std::abs(*result.value - expected) < 1e-12, qPrintable(QString::number(*result.value, 'g', 17)));
        QCOMPARE(result.n, n);
        QCOMPARE(result.excluded, std::vector<std::string>{"Constant"});
        QCOMPARE(result.perGroup.size(), std::size_t(2));
        QCOMPARE(result.perGroup[0].name, std::string("G1"));
        QCOMPARE(result.perGroup[1].name, std::string("G2"));
        QCOMPARE(result.perGroup[1].n, 8);
    }

    void perGroupValuesAreReported()
    {
        const auto result = groupCorrelation(threeGroups(), CorrelationMethod::Spearman, GroupAveraging::VieScore);
        // scipy.stats.spearmanr of G1 and G2.
        QVERIFY(std::abs(result.perGroup[0].coefficient - 0.9505053951109216) < 1e-12);
        QVERIFY(std::abs(result.perGroup[1].coefficient - (-0.28576389989549517)) < 1e-12);
    }

    void allGroupsUndefinedGivesUndefined()
    {
        const std::vector<CorrelationGroup> groups{{"A", {1, 1, 1}, {1, 2, 3}}, {"B", {1}, {2}}};
        for (auto mode : {GroupAveraging::VieScore, GroupAveraging::Fisher, GroupAveraging::Mean}) {
            const auto result = groupCorrelation(groups, CorrelationMethod::Spearman, mode);
            QVERIFY(!result.value.has_value());
            QCOMPARE(result.excluded, (std::vector<std::string>{"A", "B"}));
            QVERIFY(result.perGroup.empty());
        }
    }

    void fisherClipsPerfectCorrelation()
    {
        // Hand case: ρ = {1, 0}. atanh(1) = ∞, so ρ is clipped to 1 − 1e−12: atanh = 14.162095209226402 (numpy),
        // tanh((14.162095209226402 + 0)/2) = 0.9999985858030801 (numpy). viescore: tanh(0.5) = 0.46211715726000974.
        const std::vector<CorrelationGroup> groups{{"perfect", {1, 2, 3}, {2, 4, 6}},
                                                   {"zero", {1, 1, 2, 2}, {1, 2, 1, 2}}};
        const auto fisher = groupCorrelation(groups, CorrelationMethod::Pearson, GroupAveraging::Fisher);
        QVERIFY(fisher.value && std::isfinite(*fisher.value));
        QVERIFY(std::abs(*fisher.value - 0.9999985858030801) < 1e-12);
        const auto vie = groupCorrelation(groups, CorrelationMethod::Pearson, GroupAveraging::VieScore);
        QVERIFY(std::abs(*vie.value - 0.46211715726000974) < 1e-15);
    }

    void averageCorrelationsHandCases()
    {
        // Hand: mean of {0.5, −0.5, 1} = 1/3; tanh(1/3) = 0.32151273753163434 (numpy).
        QCOMPARE(*averageCorrelations({0.5, -0.5, 1.0}, GroupAveraging::Mean), 1.0 / 3.0);
        QVERIFY(std::abs(*averageCorrelations({0.5, -0.5, 1.0}, GroupAveraging::VieScore) - 0.32151273753163434)
                < 1e-15);
        QVERIFY(!averageCorrelations({}, GroupAveraging::Mean).has_value());
        QVERIFY(!averageCorrelations({0.3}, GroupAveraging::Pooled).has_value());
    }

    void missingPairsAreDroppedWithinGroups()
    {
        auto groups = threeGroups();
        groups[0].human.push_back(std::nan(""));
        groups[0].metric.push_back(9.0);
        const auto result = groupCorrelation(groups, CorrelationMethod::Spearman, GroupAveraging::Mean);
        QVERIFY(std::abs(*result.value - 0.33237074760771324) < 1e-12);
        QCOMPARE(result.perGroup[0].n, 10);
    }

    void combinePValuesMatchesStouffer_data()
    {
        QTest::addColumn<std::vector<double>>("coefficients");
        QTest::addColumn<std::vector<double>>("pValues");
        QTest::addColumn<double>("expected");
        // tests/core/testdata/pvalue_reference.py (Stouffer as scipy.stats.combine_pvalues computes it, two-sided).
        // Closed form of the first row: z = 1.959963984540054 twice, Z = 2z/√2 = 2.7718076, p = erfc(Z/√2).
        QTest::newRow("two at p=0.05, same sign")
            << std::vector<double>{0.5, 0.3} << std::vector<double>{0.05, 0.05} << 0.005574596680784432;
        QTest::newRow("three mixed") << std::vector<double>{0.4, 0.1, -0.2} << std::vector<double>{0.01, 0.2, 0.5}
                                     << 0.0661150216320729;
        QTest::newRow("one group keeps its p") << std::vector<double>{-0.3} << std::vector<double>{0.0123} << 0.0123;
        // Closed form: equal p-values of opposite signs cancel, Z = 0, p = 1.
        QTest::newRow("opposite signs cancel")
            << std::vector<double>{0.5, -0.5} << std::vector<double>{0.05, 0.05} << 1.0;
        QTest::newRow("a perfect group wins") << std::vector<double>{1.0, -0.1} << std::vector<double>{0.0, 0.7} << 0.0;
    }

    void combinePValuesMatchesStouffer()
    {
        QFETCH(std::vector<double>, coefficients);
        QFETCH(std::vector<double>, pValues);
        QFETCH(double, expected);
        std::vector<SignedPValue> groups;
        for (size_t g = 0; g < coefficients.size(); ++g)
            groups.push_back({coefficients[g], pValues[g]});
        const auto p = combinePValues(groups);
        QVERIFY(p.has_value());
        QVERIFY2(std::abs(*p - expected) <= 1e-9 * expected + 1e-15, qPrintable(QString::number(*p, 'g', 17)));
    }

    void combinePValuesUndefinedCases()
    {
        QVERIFY(!combinePValues({}).has_value());
        // Two perfect groups pointing opposite ways: +∞ − ∞.
        QVERIFY(!combinePValues({{1.0, 0.0}, {-1.0, 0.0}}).has_value());
        // A NaN p-value or coefficient is undefined, not an abort: boost::math::quantile throws on a NaN probability.
        QVERIFY(!combinePValues({{0.5, 0.05}, {0.3, std::nan("")}}).has_value());
        QVERIFY(!combinePValues({{std::nan(""), 0.05}}).has_value());
        QVERIFY(!averageCorrelations({0.5, std::nan("")}, GroupAveraging::Fisher).has_value());
        QVERIFY(!averageCorrelations({std::nan("")}, GroupAveraging::Mean).has_value());
    }
};

QTEST_GUILESS_MAIN(TestGroupCorrelation)
#include "tst_groupcorrelation.moc"
