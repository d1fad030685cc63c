#include "stats/agreement.h"

#include <QTest>

#include <cmath>

using namespace editlens::core::stats;

Q_DECLARE_METATYPE(AlphaLevel)
Q_DECLARE_METATYPE(std::vector<std::vector<double>>)

namespace {

const double kNaN = std::nan("");

// Shrout & Fleiss (1979), "Intraclass correlations: uses in assessing rater reliability", Table 2:
// 6 targets × 4 judges. Published: ICC(2,1) = .29, ICC(2,4) = .62.
const std::vector<std::vector<double>> kShroutFleiss{{9, 2, 5, 8}, {6, 1, 3, 2},  {8, 4, 6, 8},
                                                     {7, 1, 2, 6}, {10, 5, 6, 9}, {6, 2, 4, 7}};

// Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", reliability data of the worked example
// (coders A–D × units 1–12, "." = missing), transposed here to units × coders.
std::vector<std::vector<double>> krippendorff2011()
{
    const std::vector<std::vector<double>> coders{
        {1, 2, 3, 3, 2, 1, 4, 1, 2, kNaN, kNaN, kNaN},
        {1, 2, 3, 3, 2, 2, 4, 1, 2, 5, kNaN, 3},
        {kNaN, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, kNaN},
        {1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, kNaN},
    };
    std::vector<std::vector<double>> units(12, std::vector<double>(4));
    for (std::size_t c = 0; c < 4; ++c)
        for (std::size_t u = 0; u < 12; ++u)
            units[u][c] = coders[c][u];
    return units;
}

} // namespace

class TestAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void iccMatchesShroutFleiss()
    {
        const auto r = icc(kShroutFleiss);
        QVERIFY(r.has_value());
        // Published (Shrout & Fleiss 1979, Table 4): ICC(2,1) = .29, ICC(2,4) = .62 (two decimals).
        QCOMPARE(std::round(r->icc21 * 100) / 100, 0.29);
        QCOMPARE(std::round(r->icc2k * 100) / 100, 0.62);
        // Full precision from the mean-squares formulas in numpy (pingouin ICC2 / ICC2k use the same ones):
        // MSR = 11.241666666666669, MSC = 32.486111111111114, MSE = 1.019444444444442.
        QVERIFY(std::abs(r->icc21 - 0.2897637795275592) < 1e-12);
        QVERIFY(std::abs(r->icc2k - 0.6200505475989893) < 1e-12);
        QVERIFY(std::abs(r->msr - 11.241666666666669) < 1e-12);
        QVERIFY(std::abs(r->msc - 32.486111111111114) < 1e-12);
        QVERIFY(std::abs(r->mse - 1.019444444444442) < 1e-12);
        QCOMPARE(r->targets, 6);
        QCOMPARE(r->raters, 4);
    }

    void iccDropsIncompleteRows()
    {
        // numpy on the 5 complete rows {4,4,5} {2,3,3} {5,5,5} {1,2,1} {3,3,4}: ICC(2,1) = 0.8814814814814814,
        // ICC(2,3) = 0.9571045576407506. A NaN row and a short row must be dropped, not imputed.
        const std::vector<std::vector<double>> ratings{{4, 4, 5}, {2, 3, 3}, {7, kNaN, 1}, {5, 5, 5},
                                                       {1, 2, 1}, {9, 9},    {3, 3, 4}};
        const auto r = icc(ratings);
        QVERIFY(r.has_value());
        QCOMPARE(r->droppedRows, 2);
        QCOMPARE(r->targets, 5);
        QVERIFY(std::abs(r->icc21 - 0.8814814814814814) < 1e-12);
        QVERIFY(std::abs(r->icc2k - 0.9571045576407506) < 1e-12);
    }

    void iccUndefinedCases()
    {
        QVERIFY(!icc({}).has_value());
        QVERIFY(!icc({{1, 2, 3}}).has_value());              // n = 1
        QVERIFY(!icc({{1}, {2}, {3}}).has_value());          // k = 1
        QVERIFY(!icc({{3, 3}, {3, 3}, {3, 3}}).has_value()); // all equal: 0/0
        // One rating of 1e308 (finite, so kept): its squares overflow and the mean squares give inf − inf = NaN.
        const auto huge = icc({{1e308, 2}, {3, 4}, {5, 1}, {2, 2}});
        QVERIFY2(!huge.has_value(), qPrintable(QString::number(huge ? huge->icc21 : 0.0)));
    }

    void alphaMatchesKrippendorff2011_data()
    {
        QTest::addColumn<AlphaLevel>("level");
        QTest::addColumn<std::vector<std::vector<double>>>("data");
        QTest::addColumn<double>("published");
        QTest::addColumn<double>("precise");
        // Published in Krippendorff (2011): nominal .743, ordinal .815, interval .849. Precise values from a
        // straightforward numpy implementation of the coincidence-matrix formula (explicit o_ck, δ² tables).
        QTest::newRow("nominal") << AlphaLevel::Nominal << krippendorff2011() << 0.743 << 0.743421052631579;
        QTest::newRow("ordinal") << AlphaLevel::Ordinal << krippendorff2011() << 0.815 << 0.8153875037548813;
        QTest::newRow("interval") << AlphaLevel::Interval << krippendorff2011() << 0.849 << 0.8491071428571428;
    }

    void alphaMatchesKrippendorff2011()
    {
        QFETCH(AlphaLevel, level);
        QFETCH(std::vector<std::vector<double>>, data);
        QFETCH(double, published);
        QFETCH(double, precise);
        const auto a = krippendorffAlpha(data, level);
        QVERIFY(a.has_value());
        QCOMPARE(std::round(*a * 1000) / 1000, published);
        QVERIFY2(std::abs(*a - precise) < 1e-12, qPrintable(QString::number(*a, 'g', 17)));
    }

    void alphaOnFractionalValuesMatchesNumpy_data()
    {
        QTest::addColumn<AlphaLevel>("level");
        QTest::addColumn<double>("expected");
        // Same numpy coincidence-matrix implementation; data in alphaOnFractionalValuesMatchesNumpy.
        QTest::newRow("nominal") << AlphaLevel::Nominal << 0.22857142857142854;
        QTest::newRow("ordinal") << AlphaLevel::Ordinal << 0.9108391608391608;
        QTest::newRow("interval") << AlphaLevel::Interval << 0.8823529411764706;
    }

    void alphaOnFractionalValuesMatchesNumpy()
    {
        QFETCH(AlphaLevel, level);
        QFETCH(double, expected);
        // Unit 3 has a single value (unpairable, ignored); unit 5 is a short row (absent cell = missing).
        const std::vector<std::vector<double>> data{{1.5, 2.0, kNaN}, {3.0, 3.0, 2.5}, {kNaN, kNaN, 4.0},
                                                    {0.5, 1.0, 1.5},  {4.0, 3.5},      {2.0, 2.0, 2.0}};
        const auto a = krippendorffAlpha(data, level);
        QVERIFY(a.has_value());
        QVERIFY2(std::abs(*a - expected) < 1e-12, qPrintable(QString::number(*a, 'g', 17)));
    }

    void alphaPerfectAgreementIsOne()
    {
        // Hand: no observed disagreement (D_o = 0) with two values present → α = 1 − 0 = 1.
        const std::vector<std::vector<double>> data{{1, 1, kNaN}, {2, 2, 2}, {1, kNaN, 1}};
        for (auto level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval})
            QCOMPARE(*krippendorffAlpha(data, level), 1.0);
    }

    void alphaUndefinedCases()
    {
        for (auto level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval}) {
            QVERIFY(!krippendorffAlpha({}, level).has_value());
            QVERIFY(!krippendorffAlpha({{1, kNaN}, {kNaN, 2}}, level).has_value()); // nothing pairable
            QVERIFY(!krippendorffAlpha({{3, 3}, {3, 3, 3}}, level).has_value());    // one value: D_e = 0
        }
        // Interval differences of values near ±1e308 overflow: undefined, never NaN.
        const auto huge = krippendorffAlpha({{1e308, 2}, {3, 4}, {-1e308, 1}}, AlphaLevel::Interval);
        QVERIFY2(!huge.has_value(), qPrintable(QString::number(huge ? *huge : 0.0)));
    }

    void cohenKappaHandComputed()
    {
        // Hand: agreements at 6 of 10 items → p_o = 0.6; marginals A = B = {0: 3, 1: 3, 2: 4}/10 →
        // p_e = .09 + .09 + .16 = .34; κ = (.6 − .34)/(1 − .34) = .26/.66 = 0.3939393939393939 (numpy agrees).
        const std::vector<int> a{0, 1, 1, 2, 2, 2, 0, 1, 2, 0};
        const std::vector<int> b{0, 1, 2, 2, 2, 1, 0, 0, 2, 1};
        QVERIFY(std::abs(*cohenKappa(a, b) - 0.3939393939393939) < 1e-15);
        // Missing labels drop the item: appending (kMissing, 0) and (1, kMissing) changes nothing.
        auto a2 = a, b2 = b;
        a2.insert(a2.end(), {kMissingLabel, 1});
        b2.insert(b2.end(), {0, kMissingLabel});
        QCOMPARE(*cohenKappa(a2, b2), *cohenKappa(a, b));
    }

    void cohenKappaUndefinedCases()
    {
        QVERIFY(!cohenKappa({}, {}).has_value());
        QVERIFY(!cohenKappa({1, 2}, {1}).has_value());
        QVERIFY(!cohenKappa({1, 1, 1}, {1, 1, 1}).has_value()); // p_e = 1
        // Hand: perfect disagreement on two labels with balanced marginals: p_o = 0, p_e = .5 → κ = −1.
        QCOMPARE(*cohenKappa({0, 1}, {1, 0}), -1.0);
    }

    void fleissKappaMatchesPublishedExample()
    {
        // Fleiss' κ worked example (10 subjects × 14 raters × 5 categories; en.wikipedia.org "Fleiss' kappa"):
        // P̄ = 0.378, P_e = 0.213, κ = 0.210; precise value from numpy with the same formulas.
        const std::vector<std::vector<int>> counts{{0, 0, 0, 0, 14}, {0, 2, 6, 4, 2}, {0, 0, 3, 5, 6}, {0, 3, 9, 2, 0},
                                                   {2, 2, 8, 1, 1},  {7, 7, 0, 0, 0}, {3, 2, 6, 3, 0}, {2, 5, 3, 2, 2},
                                                   {6, 5, 2, 1, 0},  {0, 2, 2, 3, 7}};
        const auto k = fleissKappa(counts);
        QVERIFY(k.has_value());
        QCOMPARE(std::round(*k * 1000) / 1000, 0.210);
        QVERIFY(std::abs(*k - 0.20993070442195522) < 1e-12);
        // A subject nobody rated is skipped.
        auto withEmpty = counts;
        withEmpty.push_back({0, 0, 0, 0, 0});
        QCOMPARE(*fleissKappa(withEmpty), *k);
    }

    void fleissKappaUndefinedCases()
    {
        QVERIFY(!fleissKappa({}).has_value());
        QVERIFY(!fleissKappa({{2, 0}, {1, 2}}).has_value());  // unequal raters per subject
        QVERIFY(!fleissKappa({{1, 0}, {0, 1}}).has_value());  // m = 1
        QVERIFY(!fleissKappa({{3, 0}, {3, 0}}).has_value());  // one category only: P_e = 1
        QVERIFY(!fleissKappa({{3, -1}, {2, 0}}).has_value()); // negative count
    }
};

QTEST_GUILESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
