#include "alignment/alignmentengine.h"

#include <QTest>

using namespace editlens::core::alignment;

namespace {

CorrelationCell cell(std::optional<double> spearman, QStringList excluded = {})
{
    CorrelationCell c;
    c.spearman = spearman;
    c.excludedGroups = std::move(excluded);
    return c;
}

} // namespace

/// The partial-coverage rule: a metric computed on fewer systems than the study holds is marked and ranked after the
/// complete ones (the report ranks through rankMetrics(); the Alignment dock lists partial rows after the others).
class TestMetricRanking : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void partialMetricRanksAfterCompleteOnes()
    {
        // "few" has the highest value but covers 2 of 5 systems: it must not top the list.
        AlignmentReport report;
        const QString dim = QStringLiteral("overall");
        report.metrics[QStringLiteral("clip")][dim] = cell(0.31);
        report.metrics[QStringLiteral("few")][dim] =
            cell(0.449, {QStringLiteral("Precise"), QStringLiteral("Sloppy"), QStringLiteral("Timid")});
        report.metrics[QStringLiteral("l1")][dim] = cell(0.40);
        report.metrics[QStringLiteral("fewer")][dim] = cell(0.2, {QStringLiteral("Timid")});
        report.metrics[QStringLiteral("none")][dim] = cell(std::nullopt);
        report.metrics[QStringLiteral("other_dim")][QStringLiteral("quality")] = cell(0.9);

        QCOMPARE(rankMetrics(report, dim),
                 (QStringList{QStringLiteral("l1"), QStringLiteral("clip"), QStringLiteral("few"),
                              QStringLiteral("fewer"), QStringLiteral("none")}));
        QVERIFY(coversFewerSystems(report.metrics[QStringLiteral("few")][dim]));
        QVERIFY(!coversFewerSystems(report.metrics[QStringLiteral("clip")][dim]));
    }

    void metricScoredOnFewSystemsIsPartial()
    {
        // Three systems, four items; "wide" is scored on every output, "few" only on A and B. Per-system protocols
        // leave C out of "few" (no correlation there), which makes it partial with n = 8 pairs.
        RatingTable t;
        const QString dim = QStringLiteral("overall");
        const QString systems[] = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
        for (int s = 0; s < 3; ++s)
            for (int i = 0; i < 4; ++i) {
                const QString item = QStringLiteral("item%1").arg(i);
                t.setRating(dim, QStringLiteral("r1"), systems[s], item, double(i + s));
                t.setScore(QStringLiteral("wide"), systems[s], item, double(i) * 0.1 + s);
                if (s < 2)
                    t.setScore(QStringLiteral("few"), systems[s], item, double(i) * 0.2);
            }
        AlignmentOptions options;
        options.protocol = Protocol::VieScore;
        const AlignmentReport report = computeAlignment(t, options);
        const CorrelationCell few = report.metrics.value(QStringLiteral("few")).value(dim);
        const CorrelationCell wide = report.metrics.value(QStringLiteral("wide")).value(dim);
        QCOMPARE(few.excludedGroups, QStringList{QStringLiteral("C")});
        QCOMPARE(few.n, 8);
        QVERIFY(coversFewerSystems(few));
        QVERIFY(!coversFewerSystems(wide));
        // Both correlate perfectly (Spearman 1 on every system they cover): by id "few" would come first, but the
        // complete metric ranks above the partial one.
        QCOMPARE(rankMetrics(report, dim).first(), QStringLiteral("wide"));
    }
};

QTEST_GUILESS_MAIN(TestMetricRanking)
#include "tst_metricranking.moc"
