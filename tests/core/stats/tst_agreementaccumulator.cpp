#include "stats/agreement.h"
#include "stats/agreementaccumulator.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace editlens::core::stats;

/// The running-sum ICC and α must equal icc() and krippendorffAlpha() (tested against pingouin and the
/// krippendorff package in tst_agreement) on the same table, after any sequence of cell changes.
class TestAgreementAccumulator : public QObject
{
    Q_OBJECT

private:
    static void compare(const AgreementAccumulator &acc, const std::vector<std::vector<double>> &table)
    {
        const auto expectedIcc = icc(table);
        const auto actualIcc = acc.icc();
        QCOMPARE(actualIcc.has_value(), expectedIcc.has_value());
        if (expectedIcc) {
            QVERIFY2(std::abs(actualIcc->icc21 - expectedIcc->icc21) < 1e-12,
                     qPrintable(QString::number(actualIcc->icc21)));
            QVERIFY(std::abs(actualIcc->icc2k - expectedIcc->icc2k) < 1e-12);
            QCOMPARE(actualIcc->targets, expectedIcc->targets);
        }
        const auto expectedAlpha = krippendorffAlpha(table, AlphaLevel::Interval);
        const auto actualAlpha = acc.alphaInterval();
        QCOMPARE(actualAlpha.has_value(), expectedAlpha.has_value());
        if (expectedAlpha)
            QVERIFY2(std::abs(*actualAlpha - *expectedAlpha) < 1e-12,
                     qPrintable(QStringLiteral("%1 vs %2").arg(*actualAlpha).arg(*expectedAlpha)));
    }

private Q_SLOTS:
    void handComputedTable()
    {
        // Shrout & Fleiss (1979) Table 2: 6 targets × 4 judges; ICC(2,1) = 0.29, ICC(2,4) = 0.62 (published, 2 d.p.).
        const std::vector<std::vector<double>> table = {{9, 2, 5, 8}, {6, 1, 3, 2},  {8, 4, 6, 8},
                                                        {7, 1, 2, 6}, {10, 5, 6, 9}, {6, 2, 4, 7}};
        AgreementAccumulator acc(4);
        for (int u = 0; u < 6; ++u)
            for (int r = 0; r < 4; ++r)
                acc.set(u, r, table[u][r]);
        QVERIFY(acc.icc());
        QCOMPARE(std::round(acc.icc()->icc21 * 100) / 100, 0.29);
        QCOMPARE(std::round(acc.icc()->icc2k * 100) / 100, 0.62);
        compare(acc, table);
    }

    void randomUpdatesMatchAFullPass_data()
    {
        QTest::addColumn<int>("raters");
        QTest::addColumn<double>("missing");
        QTest::addColumn<bool>("halves");
        QTest::newRow("2 raters, likert") << 2 << 0.0 << true;
        QTest::newRow("3 raters, missing, likert") << 3 << 0.25 << true;
        QTest::newRow("4 raters, missing, continuous") << 4 << 0.2 << false;
    }

    void randomUpdatesMatchAFullPass()
    {
        QFETCH(int, raters);
        QFETCH(double, missing);
        QFETCH(bool, halves);
        std::mt19937 rng(3);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const auto draw = [&] {
            if (unit(rng) < missing)
                return std::nan("");
            return halves ? std::round(unit(rng) * 8.0) / 2.0 + 1.0 : unit(rng) * 5.0;
        };
        const int units = 60;
        std::vector<std::vector<double>> table(units, std::vector<double>(std::size_t(raters)));
        AgreementAccumulator acc(raters);
        for (int u = 0; u < units; ++u)
            for (int r = 0; r < raters; ++r)
                acc.set(u, r, table[u][r] = draw());
        compare(acc, table);
        std::uniform_int_distribution<int> anyUnit(0, units - 1), anyRater(0, raters - 1);
        for (int step = 0; step < 300; ++step) {
            const int u = anyUnit(rng), r = anyRater(rng);
            acc.set(u, r, table[u][r] = draw());
            compare(acc, table);
        }
    }

    void undefinedCases()
    {
        AgreementAccumulator acc(2);
        QVERIFY(!acc.icc());
        QVERIFY(!acc.alphaInterval());
        acc.set(0, 0, 3);
        acc.set(0, 1, 3);
        acc.set(1, 0, 3);
        acc.set(1, 1, 3); // every rating equal: no variance to explain
        QVERIFY(!acc.icc());
        QVERIFY(!acc.alphaInterval());
        acc.set(1, 1, std::nan("")); // one complete unit left
        QVERIFY(!acc.icc());
    }

    void aRatingNearTheLargestDoubleIsUndefinedAndCanBeTakenBack()
    {
        std::vector<std::vector<double>> table{{1, 2}, {3, 4}, {5, 1}, {2, 2}};
        AgreementAccumulator acc(2);
        for (int u = 0; u < 4; ++u)
            for (int r = 0; r < 2; ++r)
                acc.set(u, r, table[u][r]);
        compare(acc, table);
        // 1e308 is finite, so it counts; its square overflows the running sums to inf (and inf − inf to NaN).
        acc.set(0, 0, table[0][0] = 1e308);
        QVERIFY(!acc.icc());
        QVERIFY(!acc.alphaInterval());
        compare(acc, table);
        // Changed back, the sums stay overflowed: the values as they now are decide.
        acc.set(0, 0, table[0][0] = 1);
        QVERIFY(acc.icc() && acc.alphaInterval());
        compare(acc, table);
    }
};

QTEST_GUILESS_MAIN(TestAgreementAccumulator)
#include "tst_agreementaccumulator.moc"
