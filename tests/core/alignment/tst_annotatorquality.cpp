// Quality control of a crowd study, per annotator: attention checks failed, time per item (mean and median) and
// agreement with the others (Pearson r against the others' mean, checked on cases whose r is known), and leaving
// annotators out of alignment (the study's list, names, failed checks) so that the alignment numbers are those
// computed without their ratings.
#include "alignment/alignmentengine.h"
#include "alignment/ratingtable.h"
#include "annotationfixture.h"
#include "storage/annotatorexclusions.h"
#include "storage/annotatorprogress.h"
#include "storage/planstore.h"
#include "study/judgements.h"
#include "testutil.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace editlens::core;

namespace {

AnnotatorSummary of(const QVector<AnnotatorSummary> &all, const QString &annotator)
{
    for (const AnnotatorSummary &s : all)
        if (s.annotator == annotator)
            return s;
    return {};
}

/// One system, six items; r1 and r2 rate item i as i + 1 (the metric m = i agrees), r3 rates 5, 1, 5, 1, 5, 1.
StudyData threeRaters(bool withR3)
{
    StudyData study;
    const double r3[] = {5, 1, 5, 1, 5, 1};
    for (int i = 0; i < 6; ++i) {
        Item item;
        item.key = QStringLiteral("item%1").arg(i);
        Output o;
        o.system = QStringLiteral("A");
        o.ratings.push_back({QStringLiteral("r1"), QStringLiteral("overall"), double(i + 1)});
        o.ratings.push_back({QStringLiteral("r2"), QStringLiteral("overall"), double(i + 1)});
        if (withR3)
            o.ratings.push_back({QStringLiteral("r3"), QStringLiteral("overall"), r3[i]});
        o.scores.push_back({QStringLiteral("m"), QStringLiteral("v1"), double(i)});
        item.outputs.push_back(o);
        study.items.push_back(item);
    }
    return study;
}

std::optional<double> spearmanOf(const StudyData &study)
{
    alignment::AlignmentOptions o;
    o.protocol = alignment::Protocol::Pooled;
    return alignment::computeAlignment(alignment::RatingTable::fromStudy(study), o)
        .metrics.value(QStringLiteral("m"))
        .value(QStringLiteral("overall"))
        .spearman;
}

} // namespace

class TestAnnotatorQuality : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void agreementIsOneForTheOthersMean()
    {
        // b and c disagree; a rates each output exactly as their mean: a's r against the others' mean is 1.
        const double b[] = {1, 4, 2, 5}, c[] = {3, 2, 2, 5};
        QVector<SharedRating> ratings;
        for (int o = 0; o < 4; ++o) {
            ratings.push_back({o, QStringLiteral("overall"), QStringLiteral("b"), b[o]});
            ratings.push_back({o, QStringLiteral("overall"), QStringLiteral("c"), c[o]});
            ratings.push_back({o, QStringLiteral("overall"), QStringLiteral("a"), (b[o] + c[o]) / 2});
        }
        const AnnotatorSummary a = of(agreementWithOthers(ratings), QStringLiteral("a"));
        QVERIFY(a.agreement);
        QCOMPARE(*a.agreement, 1.0);
        QCOMPARE(a.agreementN, 4);
        QVERIFY(a.agreementUnavailable.isEmpty());
    }

    void agreementIsMinusOneWhenReversed()
    {
        QVector<SharedRating> ratings;
        for (int o = 0; o < 5; ++o) {
            ratings.push_back({o, QStringLiteral("overall"), QStringLiteral("a"), double(o + 1)});
            ratings.push_back({o, QStringLiteral("overall"), QStringLiteral("b"), double(5 - o)});
        }
        const QVector<AnnotatorSummary> all = agreementWithOthers(ratings);
        for (const QString &who : {QStringLiteral("a"), QStringLiteral("b")}) {
            QVERIFY(of(all, who).agreement);
            QCOMPARE(*of(all, who).agreement, -1.0);
            QCOMPARE(of(all, who).agreementN, 5);
        }
    }

    void agreementPoolsDimensionsAndMatchesAHandComputedR()
    {
        // a: 1 2 3 on "overall", 4 5 on "quality"; b: 2 1 4 on "overall", 3 5 on "quality"; each other's only other.
        // x = 1..5, y = 2 1 4 3 5: means 3, Σdxdy = 2 + 2 + 0 + 0 + 4 = 8, Σdx² = Σdy² = 10, r = 0.8.
        const double a[] = {1, 2, 3, 4, 5}, b[] = {2, 1, 4, 3, 5};
        QVector<SharedRating> ratings;
        for (int k = 0; k < 5; ++k) {
            const QString dim = k < 3 ? QStringLiteral("overall") : QStringLiteral("quality");
            ratings.push_back({k % 3, dim, QStringLiteral("a"), a[k]});
            ratings.push_back({k % 3, dim, QStringLiteral("b"), b[k]});
        }
        // c rated one output nobody else rated: no shared rating at all.
        ratings.push_back({99, QStringLiteral("overall"), QStringLiteral("c"), 3});
        const QVector<AnnotatorSummary> all = agreementWithOthers(ratings);
        QVERIFY(std::abs(*of(all, QStringLiteral("a")).agreement - 0.8) < 1e-12);
        QCOMPARE(of(all, QStringLiteral("a")).agreementN, 5);
        QVERIFY(!of(all, QStringLiteral("c")).agreement);
        QCOMPARE(of(all, QStringLiteral("c")).agreementN, 0);
    }

    void agreementIsUnavailableBelowThreeSharedRatings()
    {
        QVector<SharedRating> ratings;
        for (int o = 0; o < 2; ++o) {
            ratings.push_back({o, QStringLiteral("overall"), QStringLiteral("a"), double(o + 1)});
            ratings.push_back({o, QStringLiteral("overall"), QStringLiteral("b"), double(o + 2)});
        }
        const AnnotatorSummary a = of(agreementWithOthers(ratings), QStringLiteral("a"));
        QVERIFY(!a.agreement); // never 0 as a stand-in
        QCOMPARE(a.agreementN, 2);
        QCOMPARE(a.agreementUnavailable, QStringLiteral("fewer than 3 shared ratings"));
        QCOMPARE(agreementText(a), QStringLiteral("unavailable, because fewer than 3 shared ratings"));

        // Three shared, but one side constant: no r either, and it says why.
        ratings.push_back({2, QStringLiteral("overall"), QStringLiteral("a"), 3});
        ratings.push_back({2, QStringLiteral("overall"), QStringLiteral("b"), 4});
        for (SharedRating &r : ratings)
            if (r.annotator == QLatin1String("b"))
                r.value = 4;
        const AnnotatorSummary constant = of(agreementWithOthers(ratings), QStringLiteral("a"));
        QVERIFY(!constant.agreement);
        QCOMPARE(constant.agreementN, 3);
        QVERIFY(!constant.agreementUnavailable.isEmpty());
    }

    void summaryCountsFailedChecksTimeAndAgreement()
    {
        QTemporaryDir dir;
        auto store = makeAnnotationStudy(dir.filePath(QStringLiteral("s.editlens")), 4, 1);
        const auto items = store->itemSummaries().value();
        QVector<qint64> outputs;
        for (const auto &s : items)
            outputs << store->loadItem(s.id).value().outputs.at(0).id;
        PlanStore plan(*store);
        EL_VERIFY_OK(plan.setGoldAnswer({outputs[0], QStringLiteral("overall"), 4, 0}));
        EL_VERIFY_OK(plan.setGoldAnswer({outputs[1], QStringLiteral("overall"), 2, 1}));
        // alice: 4 2 3 5 (both checks met); bob: 1 4 3 5 (output 0 missed, output 1 within the tolerance of 1 missed
        // by 2): 2 failed of 2.
        const double alice[] = {4, 2, 3, 5}, bob[] = {1, 4, 3, 5};
        for (int o = 0; o < 4; ++o) {
            EL_VERIFY_OK(store->setRating(outputs[o], QStringLiteral("overall"), QStringLiteral("alice"), alice[o]));
            EL_VERIFY_OK(store->setRating(outputs[o], QStringLiteral("overall"), QStringLiteral("bob"), bob[o]));
        }
        // alice spent 10, 20 and 60 seconds on three items: mean 30, median 20.
        QSqlQuery q(store->database());
        const double seconds[] = {10, 20, 60};
        for (int i = 0; i < 3; ++i)
            QVERIFY(q.exec(QStringLiteral("INSERT INTO annotator_sessions(annotator_id, item_id, started_at, ended_at,"
                                          " seconds) VALUES ((SELECT id FROM annotators WHERE name = 'alice'), %1,"
                                          " '2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z', %2)")
                               .arg(items[i].id)
                               .arg(seconds[i])));

        const auto all = summarizeAnnotators(*store);
        EL_VERIFY_OK(all);
        const AnnotatorSummary a = of(all.value(), QStringLiteral("alice"));
        const AnnotatorSummary b = of(all.value(), QStringLiteral("bob"));
        QCOMPARE(a.failedChecks(), 0);
        QCOMPARE(a.goldChecked, 2);
        QCOMPARE(b.failedChecks(), 2);
        QCOMPARE(failedChecksText(b), QStringLiteral("2 of 2"));
        QCOMPARE(a.secondsPerItem, 30.0);
        QCOMPARE(a.medianSecondsPerItem, 20.0);
        QCOMPARE(b.secondsPerItem, 0.0);
        // Two annotators: each one's "others" is the other. x = 4 2 3 5, y = 1 4 3 5: means 3.5, 3.25;
        // Σdxdy = 0.5·(−2.25) + (−1.5)·0.75 + (−0.5)·(−0.25) + 1.5·1.75 = 0.5, Σdx² = 5, Σdy² = 8.75,
        // r = 0.5 / √43.75 = 0.0755929 (numpy.corrcoef gives the same).
        QVERIFY(a.agreement && b.agreement);
        QVERIFY(std::abs(*a.agreement - 0.5 / std::sqrt(43.75)) < 1e-12);
        QCOMPARE(*b.agreement, *a.agreement);
        QCOMPARE(a.agreementN, 4);
    }

    void theStudyKeepsItsExclusionList()
    {
        QTemporaryDir dir;
        auto store = makeAnnotationStudy(dir.filePath(QStringLiteral("s.editlens")), 1, 1);
        auto none = excludedAnnotators(*store);
        EL_VERIFY_OK(none);
        QVERIFY(none.value().isEmpty());
        EL_VERIFY_OK(setAnnotatorExcluded(*store, QStringLiteral("zoe"), true));
        EL_VERIFY_OK(setAnnotatorExcluded(*store, QStringLiteral("bob"), true));
        EL_VERIFY_OK(setAnnotatorExcluded(*store, QStringLiteral("bob"), true));
        QCOMPARE(excludedAnnotators(*store).value(), (QStringList{QStringLiteral("bob"), QStringLiteral("zoe")}));
        EL_VERIFY_OK(setAnnotatorExcluded(*store, QStringLiteral("zoe"), false));
        QCOMPARE(excludedAnnotators(*store).value(), QStringList{QStringLiteral("bob")});
        // Stored as a JSON list, readable by anything that reads the study.
        QSqlQuery q(store->database());
        QVERIFY(q.exec(QStringLiteral("SELECT value FROM study_meta WHERE key = 'alignment.excluded_annotators'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("[\"bob\"]"));
        QVERIFY(q.exec(QStringLiteral("UPDATE study_meta SET value = '{\"bob\": 1}' WHERE key ="
                                      " 'alignment.excluded_annotators'")));
        const auto broken = excludedAnnotators(*store);
        QVERIFY(!broken);
        QVERIFY(broken.error().message.contains(QStringLiteral("alignment.excluded_annotators")));
    }

    void exclusionsSayWhy()
    {
        AnnotatorSummary careless;
        careless.annotator = QStringLiteral("careless");
        careless.goldChecked = 3;
        careless.goldMet = 1;
        AnnotatorSummary careful;
        careful.annotator = QStringLiteral("careful");
        careful.goldChecked = 3;
        careful.goldMet = 3;
        AnnotatorSummary once;
        once.annotator = QStringLiteral("once");
        once.goldChecked = 2;
        once.goldMet = 1;
        const QVector<AnnotatorExclusion> out =
            alignmentExclusions({QStringLiteral("stored")}, {QStringLiteral("named"), QStringLiteral("stored")}, 2,
                                {careless, careful, once});
        QCOMPARE(excludedNames(out),
                 (QStringList{QStringLiteral("careless"), QStringLiteral("named"), QStringLiteral("stored")}));
        QCOMPARE(out[0].reason, QStringLiteral("failed 2 of 3 attention checks"));
        QCOMPARE(out[1].reason, QStringLiteral("named for this run"));
        QCOMPARE(out[2].reason, QStringLiteral("excluded in the study's settings"));
        QCOMPARE(excludedNames(alignmentExclusions({}, {}, 1, {careless, careful, once})),
                 (QStringList{QStringLiteral("careless"), QStringLiteral("once")}));
        QVERIFY(alignmentExclusions({}, {}, std::nullopt, {careless}).isEmpty());
    }

    void excludingAnAnnotatorGivesTheAlignmentWithoutTheirRatings()
    {
        StudyData excluded = threeRaters(true);
        QCOMPARE(leaveOutAnnotators(excluded, {QStringLiteral("r3")}), qint64(6));
        const std::optional<double> without = spearmanOf(threeRaters(false));
        const std::optional<double> all = spearmanOf(threeRaters(true));
        QVERIFY(without && all);
        QCOMPARE(*without, 1.0);
        QVERIFY(*all < 0.95);                      // r3 changes the human order ...
        QCOMPARE(*spearmanOf(excluded), *without); // ... and excluding r3 is the same as never having r3
        QCOMPARE(leaveOutAnnotators(excluded, {QStringLiteral("nobody")}), qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestAnnotatorQuality)
#include "tst_annotatorquality.moc"
