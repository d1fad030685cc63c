#include "stats/bootstrap.h"

#include <QTest>

#include <cmath>

using namespace editlens::core::stats;

class TestBootstrap : public QObject
{
    Q_OBJECT

private:
    // Mean of the values selected by a resample.
    static ResampleStatistic meanOf(std::vector<double> values)
    {
        return [values = std::move(values)](const std::vector<int> &indices) -> std::optional<double> {
            double sum = 0;
            for (int i : indices)
                sum += values[std::size_t(i)];
            return sum / double(indices.size());
        };
    }

private Q_SLOTS:
    void percentileInterpolatesLikeNumpy_data()
    {
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("expected");
        // numpy.percentile([3, 1, 4, 1, 5, 9, 2, 6], 100 q) (numpy 1.24.2, default method "linear").
        // Hand check for q = .3: sorted {1,1,2,3,4,5,6,9}, h = .3·7 = 2.1 → 2 + .1·(3 − 2) = 2.1.
        QTest::newRow("2.5%") << 0.025 << 1.0;
        QTest::newRow("10%") << 0.10 << 1.0;
        QTest::newRow("30%") << 0.30 << 2.1;
        QTest::newRow("50%") << 0.50 << 3.5;
        QTest::newRow("85%") << 0.85 << 5.95;
        QTest::newRow("97.5%") << 0.975 << 8.475000000000001;
        QTest::newRow("0%") << 0.0 << 1.0;
        QTest::newRow("100%") << 1.0 << 9.0;
    }

    void percentileInterpolatesLikeNumpy()
    {
        QFETCH(double, q);
        QFETCH(double, expected);
        const auto p = percentile({3, 1, 4, 1, 5, 9, 2, 6}, q);
        QVERIFY(p.has_value());
        QVERIFY2(std::abs(*p - expected) < 1e-12, qPrintable(QString::number(*p, 'g', 17)));
    }

    void percentileUndefinedCases()
    {
        QVERIFY(!percentile({}, 0.5).has_value());
        QVERIFY(!percentile({std::nan("")}, 0.5).has_value());
        QVERIFY(!percentile({1, 2}, 1.5).has_value());
        QCOMPARE(*percentile({std::nan(""), 4.0}, 0.5), 4.0);
    }

    void resamplesDrawNIndicesInRange()
    {
        bool ok = true;
        const auto check = [&](const std::vector<int> &indices) -> std::optional<double> {
            ok = ok && indices.size() == 7;
            for (int i : indices)
                ok = ok && i >= 0 && i < 7;
            return 1.0;
        };
        const auto ci = bootstrapInterval(7, check, {200, 0.95, 3});
        QVERIFY(ok);
        QCOMPARE(ci.used, 200);
    }

    void singleItemGivesDegenerateInterval()
    {
        const auto ci = bootstrapInterval(1, meanOf({2.5}), {100, 0.95, 1});
        QCOMPARE(*ci.lo, 2.5);
        QCOMPARE(*ci.hi, 2.5);
        QCOMPARE(ci.skipped, 0);
    }

    void sameSeedSameIntervalOtherSeedOther()
    {
        std::vector<double> values;
        values.reserve(50);
        for (int i = 0; i < 50; ++i)
            values.push_back(std::sin(i * 1.7) * 3.0);
        const auto a = bootstrapInterval(50, meanOf(values), {500, 0.95, 11});
        const auto b = bootstrapInterval(50, meanOf(values), {500, 0.95, 11});
        const auto c = bootstrapInterval(50, meanOf(values), {500, 0.95, 12});
        QCOMPARE(*a.lo, *b.lo);
        QCOMPARE(*a.hi, *b.hi);
        QVERIFY(*a.lo != *c.lo || *a.hi != *c.hi);
        QVERIFY(*a.lo < *a.hi);
    }

    void meanIntervalMatchesNormalTheory()
    {
        // 400 items with values i mod 10: mean 4.5, population sd √8.25 = 2.8723, standard error 2.8723/20 = 0.14361.
        // The 95 % percentile interval of the bootstrap mean ≈ 4.5 ± 1.96·0.14361 = [4.2185, 4.7815].
        std::vector<double> values;
        values.reserve(400);
        for (int i = 0; i < 400; ++i)
            values.push_back(double(i % 10));
        const auto ci = bootstrapInterval(400, meanOf(values), {4000, 0.95, 2024});
        QVERIFY(ci.lo && ci.hi);
        QVERIFY2(std::abs(*ci.lo - 4.2185) < 0.03, qPrintable(QString::number(*ci.lo)));
        QVERIFY2(std::abs(*ci.hi - 4.7815) < 0.03, qPrintable(QString::number(*ci.hi)));
        // A 50 % interval is much narrower: ≈ 4.5 ± 0.674·0.14361 = [4.403, 4.597].
        const auto half = bootstrapInterval(400, meanOf(values), {4000, 0.5, 2024});
        QVERIFY(std::abs(*half.lo - 4.403) < 0.02);
        QVERIFY(std::abs(*half.hi - 4.597) < 0.02);
    }

    void undefinedResamplesAreSkippedAndCounted()
    {
        // Undefined whenever item 0 is drawn: P(item 0 absent from 5 draws of 5) = (4/5)^5 = 0.32768, so of 2000
        // resamples ≈ 1344.6 are skipped (binomial sd ≈ 21); ±5 sd bounds.
        const auto stat = [](const std::vector<int> &indices) -> std::optional<double> {
            for (int i : indices) {
                if (i == 0)
                    return std::nullopt;
            }
            return double(indices.size());
        };
        const auto ci = bootstrapInterval(5, stat, {2000, 0.95, 5});
        QCOMPARE(ci.used + ci.skipped, 2000);
        QVERIFY2(ci.skipped > 1240 && ci.skipped < 1450, qPrintable(QString::number(ci.skipped)));
        QCOMPARE(*ci.lo, 5.0);
    }

    void allUndefinedGivesNoInterval()
    {
        const auto ci =
            bootstrapInterval(10, [](const std::vector<int> &) { return std::optional<double>(); }, {300, 0.95, 1});
        QVERIFY(!ci.lo.has_value());
        QVERIFY(!ci.hi.has_value());
        QCOMPARE(ci.skipped, 300);
        QCOMPARE(ci.used, 0);
        QVERIFY(!bootstrapInterval(0, meanOf({}), {}).lo.has_value());
        QVERIFY(!bootstrapInterval(3, meanOf({1, 2, 3}), {100, 1.0, 0}).lo.has_value());
    }
};

QTEST_GUILESS_MAIN(TestBootstrap)
#include "tst_bootstrap.moc"
