// The rules `editlens-cli score` and the window's Score dialog share (scoring/scorerun): which options make a run,
// and how its report reads.
#include "scoring/metricregistry.h"
#include "scoring/scorerun.h"

#include "testutil.h"

#include <QTest>

#include <cmath>

using namespace editlens::core;

class TestScoreRun : public QObject
{
    Q_OBJECT

private:
    MetricRegistry m_registry;

    ScoreOptions validOptions() const
    {
        ScoreOptions o;
        o.metrics = {QStringLiteral("ssim"), QStringLiteral("l1")};
        return o;
    }

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

    void validOptionsComeBackInRegistryOrder()
    {
        ScoreOptions o = validOptions();
        o.metrics << QStringLiteral("l1"); // a duplicate is dropped
        o.diceOrigin = QStringLiteral("  DICE ");
        const auto checked = validateScoreOptions(m_registry, o);
        EL_VERIFY_OK(checked);
        QCOMPARE(checked.value().metrics, (QStringList{QStringLiteral("l1"), QStringLiteral("ssim")}));
        QCOMPARE(checked.value().diceOrigin, QStringLiteral("DICE"));
    }

    void invalidOptionsAreRefusedWithTheReason_data()
    {
        QTest::addColumn<QStringList>("metrics");
        QTest::addColumn<int>("jobs");
        QTest::addColumn<double>("alpha");
        QTest::addColumn<QString>("origin");
        QTest::addColumn<QString>("says");
        const QStringList ok{QStringLiteral("l1")};
        QTest::newRow("no metric") << QStringList() << 0 << 0.7 << QStringLiteral("truth") << "no metric";
        QTest::newRow("unknown metric") << QStringList{QStringLiteral("l1"), QStringLiteral("fid")} << 0 << 0.7
                                        << QStringLiteral("truth") << "unknown metric fid";
        QTest::newRow("final-turn id by name") << QStringList{QStringLiteral("l1_final")} << 0 << 0.7
                                               << QStringLiteral("truth") << "unknown metric l1_final";
        QTest::newRow("negative jobs") << ok << -1 << 0.7 << QStringLiteral("truth") << "worker threads";
        QTest::newRow("alpha above 1") << ok << 0 << 1.5 << QStringLiteral("truth") << "alpha";
        QTest::newRow("alpha NaN") << ok << 0 << std::nan("") << QStringLiteral("truth") << "alpha";
        QTest::newRow("blank origin") << ok << 0 << 0.7 << QStringLiteral("  ") << "origin";
    }

    void invalidOptionsAreRefusedWithTheReason()
    {
        QFETCH(QStringList, metrics);
        QFETCH(int, jobs);
        QFETCH(double, alpha);
        QFETCH(QString, origin);
        QFETCH(QString, says);
        ScoreOptions o;
        o.metrics = metrics;
        o.jobs = jobs;
        o.alpha = alpha;
        o.diceOrigin = origin;
        const auto checked = validateScoreOptions(m_registry, o);
        QVERIFY(!checked);
        QVERIFY2(checked.error().message.contains(says), qPrintable(checked.error().message));
    }

    void reportTextNamesCountsPerMetricAndWhyOthersAreMissing()
    {
        ScoreReport r;
        r.outputs = 6;
        r.computed = 4;
        r.skipped = 2;
        r.valuesStored = 9;
        r.valuesPerMetric = {{QStringLiteral("ssim"), 4}, {QStringLiteral("detect_boxes"), 1}};
        r.unavailable = {{QStringLiteral("clip_i"), QStringLiteral("unavailable: model clip-vit-b-32 not installed")}};
        r.versions = {{QStringLiteral("ssim"), QStringLiteral("v1")}};
        r.errors = {Error{QStringLiteral("cannot decode"), QStringLiteral("a.png")}};
        ScoreOptions o;
        o.metrics = {QStringLiteral("ssim"), QStringLiteral("clip_i")};
        const ScoreReportText text = describeScoreReport(m_registry, o, r);
        QCOMPARE(text.perMetric, (QStringList{QStringLiteral("pixel-diff detector: boxes found (detect_boxes): 1 "
                                                             "output(s) scored"),
                                              QStringLiteral("SSIM (ssim): 4 output(s) scored")}));
        QCOMPARE(text.unavailable,
                 QStringList{QStringLiteral("clip_i: unavailable: model clip-vit-b-32 not installed")});
        QCOMPARE(text.problems, QStringList{QStringLiteral("skipped: a.png: cannot decode")});
        QCOMPARE(text.versions, QStringList{QStringLiteral("ssim version: v1")});
        QCOMPARE(text.references, QStringList{QStringLiteral("ssim reference: source image")}); // clip_i: no version
        QCOMPARE(text.totals,
                 QStringLiteral("outputs 6, computed 4, already stored 2, values written 9, differences 0"));
        r.cancelled = true;
        QVERIFY(describeScoreReport(m_registry, o, r).totals.endsWith(QLatin1String("run again to resume)")));
    }
};

QTEST_GUILESS_MAIN(TestScoreRun)
#include "tst_scorerun.moc"
