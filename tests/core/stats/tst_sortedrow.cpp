#include "stats/correlation.h"
#include "stats/sortedrow.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace editlens::core::stats;

/// correlateSorted() must give exactly the doubles of spearman() / pearson() / kendallTauB() (which are tested
/// against scipy in tst_correlation), whatever the ties, missing values and updates.
class TestSortedRow : public QObject
{
    Q_OBJECT

private:
    static std::vector<double> randomRow(std::mt19937 &rng, int n, int levels, double missingShare)
    {
        std::uniform_int_distribution<int> level(0, levels - 1);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        std::vector<double> v(static_cast<std::size_t>(n));
        for (double &x : v)
            x = unit(rng) < missingShare ? std::nan("") : (levels > 0 ? double(level(rng)) : unit(rng));
        return v;
    }

    static void compareWithReference(const SortedRow &x, const SortedRow &y)
    {
        const Coefficients c = correlateSorted(x, y);
        const auto s = spearman(x.values(), y.values());
        const auto p = pearson(x.values(), y.values());
        const auto k = kendallTauB(x.values(), y.values());
        QCOMPARE(c.spearman.has_value(), s.has_value());
        QCOMPARE(c.pearson.has_value(), p.has_value());
        QCOMPARE(c.kendall.has_value(), k.has_value());
        if (s)
            QCOMPARE(*c.spearman, s->coefficient); // exact: same sums in the same order
        if (p)
            QCOMPARE(*c.pearson, p->coefficient);
        if (k)
            QCOMPARE(*c.kendall, k->coefficient);
        if (s)
            QCOMPARE(c.n, s->n);
        // The p-values too: same coefficient, same n, same formula.
        const auto sameP = [](const std::optional<double> &mine, const std::optional<CorrelationResult> &reference) {
            return reference ? mine == reference->pValue : !mine.has_value();
        };
        QVERIFY(sameP(c.spearmanP, s));
        QVERIFY(sameP(c.pearsonP, p));
        QVERIFY(sameP(c.kendallP, k));
    }

private Q_SLOTS:
    void orderListsFiniteValuesAscending()
    {
        const SortedRow row({3.0, std::nan(""), 1.0, 3.0, 2.0});
        QCOMPARE(row.order(), (std::vector<int>{2, 4, 0, 3}));
    }

    void setKeepsOrderSorted()
    {
        SortedRow row({3.0, std::nan(""), 1.0});
        row.set(1, 0.5);
        row.set(0, std::nan(""));
        row.set(4, 2.0); // grows the row
        QCOMPARE(row.order(), (std::vector<int>{1, 2, 4}));
        QCOMPARE(row.size(), 5);
        QVERIFY(std::isnan(row.values()[3]));
    }

    void equalsReferenceFunctions_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("levels"); // 0 = continuous
        QTest::addColumn<double>("missing");
        QTest::newRow("continuous") << 200 << 0 << 0.0;
        QTest::newRow("likert ties") << 300 << 5 << 0.0;
        QTest::newRow("ties and missing") << 300 << 5 << 0.2;
        QTest::newRow("heavy ties") << 100 << 2 << 0.3;
        QTest::newRow("n=3") << 3 << 0 << 0.0;
        QTest::newRow("n=2") << 2 << 3 << 0.0;
        QTest::newRow("almost all missing") << 20 << 0 << 0.9;
    }

    void equalsReferenceFunctions()
    {
        QFETCH(int, n);
        QFETCH(int, levels);
        QFETCH(double, missing);
        std::mt19937 rng(11);
        for (int trial = 0; trial < 20; ++trial) {
            const SortedRow x(randomRow(rng, n, levels, missing));
            const SortedRow y(randomRow(rng, n, levels == 0 ? 0 : levels + 1, missing));
            compareWithReference(x, y);
        }
    }

    void constantRowIsUndefined()
    {
        const SortedRow x({1.0, 1.0, 1.0, 1.0});
        const SortedRow y({1.0, 2.0, 3.0, 4.0});
        const Coefficients c = correlateSorted(x, y);
        QVERIFY(!c.spearman && !c.pearson && !c.kendall);
        QCOMPARE(c.n, 4);
    }

    void updatesMatchAFreshRow()
    {
        std::mt19937 rng(5);
        SortedRow x(randomRow(rng, 150, 5, 0.1));
        const SortedRow y(randomRow(rng, 150, 0, 0.1));
        std::uniform_int_distribution<int> index(0, 149), value(1, 5);
        for (int step = 0; step < 200; ++step) {
            x.set(index(rng), step % 7 == 0 ? std::nan("") : double(value(rng)));
            compareWithReference(x, y);
            const SortedRow fresh(x.values());
            QCOMPARE(x.order(), fresh.order());
        }
    }
};

QTEST_GUILESS_MAIN(TestSortedRow)
#include "tst_sortedrow.moc"
