// The Alignment dock's session without any widget: a study read on a worker, ratings applied incrementally or
// replayed on a session built meanwhile, a superseded build never installed, and the scatter points and CIs of the
// selection following on workers. Every number is checked against core::alignment::computeAlignment on the same
// table.
#include "alignmentfixture.h"
#include "alignmentview/alignmentsessioncontroller.h"
#include "storage/studystore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;
using namespace editlens::core::alignment;

namespace {

const QString overall = QStringLiteral("overall");

std::optional<double> spearman(const AlignmentReport &report, const QString &metric, const QString &dimension)
{
    return report.metrics.value(metric).value(dimension).spearman;
}

} // namespace

class TestAlignmentSessionController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheStudyOnAWorkerAndMatchesTheEngine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("study.editlens"));
        const core::StudyData study = makeAlignmentStudy();
        {
            auto store = core::StudyStore::create(file, dir.path());
            QVERIFY(store.ok());
            QVERIFY(store.value()->importData(study).ok());
        }
        ui::AlignmentSessionController controller;
        controller.setIntervalResamples(0);
        QSignalSpy started(&controller, &ui::AlignmentSessionController::buildStarted);
        QSignalSpy installed(&controller, &ui::AlignmentSessionController::installed);
        controller.loadStudy(file);
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.first().first().value<ui::AlignmentSessionController::Build>(),
                 ui::AlignmentSessionController::Build::ReadStudy);
        QVERIFY(controller.isBuilding());
        QVERIFY(installed.wait(10000));
        QVERIFY(!controller.isBuilding());
        QVERIFY(controller.session());
        QCOMPARE(controller.studyFile(), file);
        QCOMPARE(controller.items().size(), study.items.size());
        QCOMPARE(controller.session()->report().toJson(),
                 computeAlignment(RatingTable::fromStudy(study), controller.options()).toJson());
    }

    void aMissingStudyFailsWithTheError()
    {
        QTemporaryDir dir;
        ui::AlignmentSessionController controller;
        QSignalSpy failed(&controller, &ui::AlignmentSessionController::loadFailed);
        QSignalSpy installed(&controller, &ui::AlignmentSessionController::installed);
        controller.loadStudy(dir.filePath(QStringLiteral("missing.editlens")));
        QVERIFY(failed.wait(10000));
        QVERIFY(!failed.first().first().toString().isEmpty());
        QVERIFY(installed.isEmpty());
        QVERIFY(!controller.session());
    }

    void ratingsDuringARebuildAreReplayedOnTheNewSession()
    {
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        ui::AlignmentSessionController controller;
        controller.setIntervalResamples(0);
        controller.setTable(table);
        QSignalSpy installed(&controller, &ui::AlignmentSessionController::installed);
        QSignalSpy applied(&controller, &ui::AlignmentSessionController::ratingApplied);
        AlignmentOptions fisher = controller.options();
        fisher.protocol = Protocol::Fisher;
        controller.setOptions(fisher); // rebuilds on a worker
        QVERIFY(controller.isBuilding());
        controller.applyRating(overall, QStringLiteral("ann1"), QStringLiteral("C"), QStringLiteral("item-05"), 1.0);
        QCOMPARE(applied.size(), 1); // the old session takes it at once
        QVERIFY(installed.wait(10000));
        QCOMPARE(installed.size(), 1);
        RatingTable copy = table;
        copy.setRating(overall, QStringLiteral("ann1"), QStringLiteral("C"), QStringLiteral("item-05"), 1.0);
        QCOMPARE(controller.session()->report().protocol, Protocol::Fisher);
        QCOMPARE(controller.session()->report().toJson(), computeAlignment(copy, controller.options()).toJson());
    }

    void aSupersededBuildIsNeverInstalled()
    {
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        ui::AlignmentSessionController controller;
        controller.setIntervalResamples(0);
        controller.setTable(table);
        QSignalSpy installed(&controller, &ui::AlignmentSessionController::installed);
        AlignmentOptions options = controller.options();
        options.protocol = Protocol::Fisher;
        controller.setOptions(options);
        options.protocol = Protocol::Pooled;
        controller.setOptions(options); // the Fisher build is stale now
        QVERIFY(installed.wait(10000));
        QCOMPARE(controller.session()->report().protocol, Protocol::Pooled);
        // setTable() supersedes a build in flight too: the Mean build must not replace it later.
        options.protocol = Protocol::Mean;
        controller.setOptions(options);
        controller.setTable(table);
        const Protocol installedProtocol = controller.session()->report().protocol;
        QCOMPARE(installedProtocol, Protocol::Mean); // setTable() builds with the options set last
        QVERIFY(!controller.isBuilding());
        // A fresh build after it: when it arrives, the Mean build in flight before has been dropped.
        options.protocol = Protocol::VieScore;
        controller.setOptions(options);
        QTRY_COMPARE_WITH_TIMEOUT(controller.session()->report().protocol, Protocol::VieScore, 10000);
        QCOMPARE(installed.size(), 3); // Pooled, setTable(), VieScore
    }

    void clearDropsTheBuildInFlight()
    {
        ui::AlignmentSessionController controller;
        controller.setIntervalResamples(0);
        controller.setTable(RatingTable::fromStudy(makeAlignmentStudy()));
        QSignalSpy installed(&controller, &ui::AlignmentSessionController::installed);
        QSignalSpy cleared(&controller, &ui::AlignmentSessionController::cleared);
        AlignmentOptions options = controller.options();
        options.protocol = Protocol::Fisher;
        controller.setOptions(options);
        controller.clear();
        QCOMPARE(cleared.size(), 1);
        QVERIFY(!controller.session());
        QVERIFY(!controller.isBuilding());
        // A smaller study and a rebuild of it: the cancelled build of the larger one never replaces them.
        controller.setTable(RatingTable::fromStudy(makeAlignmentStudy(6)));
        options.protocol = Protocol::Pooled;
        controller.setOptions(options);
        QVERIFY(installed.wait(10000));
        QCOMPARE(installed.size(), 2);
        QCOMPARE(controller.session()->report().protocol, Protocol::Pooled);
        QCOMPARE(controller.session()->table().items().size(), 6);
    }

    void scatterAndIntervalsFollowTheSelection()
    {
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        ui::AlignmentSessionController controller;
        controller.setIntervalResamples(40);
        QSignalSpy cleared(&controller, &ui::AlignmentSessionController::derivedCleared);
        QSignalSpy derived(&controller, &ui::AlignmentSessionController::derivedStarted);
        QSignalSpy scatter(&controller, &ui::AlignmentSessionController::scatterReady);
        QSignalSpy intervals(&controller, &ui::AlignmentSessionController::intervalsReady);
        controller.setTable(table); // no selection yet: nothing to compute
        QCOMPARE(cleared.size(), 1);
        controller.setSelection(overall, QStringLiteral("oracle"));
        controller.refreshDerived();
        QCOMPARE(derived.size(), 1);
        QVERIFY(scatter.wait(10000));
        const auto points = scatter.first().at(0).value<QVector<ScatterPoint>>();
        const QVector<ScatterPoint> expectedPoints = scatterPoints(table, overall, QStringLiteral("oracle"));
        QCOMPARE(points.size(), expectedPoints.size());
        QVERIFY(!points.isEmpty());
        for (int i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].item, expectedPoints[i].item);
            QCOMPARE(points[i].system, expectedPoints[i].system);
            QCOMPARE(points[i].metric, expectedPoints[i].metric);
            QCOMPARE(points[i].human, expectedPoints[i].human);
        }
        QCOMPARE(scatter.first().at(2).toString(), QStringLiteral("oracle"));
        QTRY_COMPARE_WITH_TIMEOUT(intervals.size(), 1, 30000);
        QCOMPARE(intervals.first().at(0).toString(), overall);
        const auto cis = intervals.first().at(1).value<ui::AlignmentSessionController::Intervals>();
        AlignmentOptions withBootstrap = controller.options();
        withBootstrap.bootstrap = 40;
        const AlignmentReport expected = computeAlignment(table, withBootstrap);
        QCOMPARE(cis.value(QStringLiteral("oracle")), *expected.metrics[QStringLiteral("oracle")][overall].ci95);
        QVERIFY(spearman(controller.session()->report(), QStringLiteral("oracle"), overall).has_value());
    }
};

QTEST_GUILESS_MAIN(TestAlignmentSessionController)
#include "tst_alignmentsessioncontroller.moc"
