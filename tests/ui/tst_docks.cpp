// The Scores and Differences docks: α recomputation, greyed metrics, selection sync and the confidence threshold.
#include "bpm/bpmscore.h"
#include "docks/differencesdock.h"
#include "docks/scoresdock.h"
#include "itemmodels/differencesmodel.h"
#include "itemmodels/scoresmodel.h"
#include "scoring/metricregistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace editlens;

namespace {

core::BpmComponents local(double preserve, double modify, double size, double position)
{
    core::BpmComponents c;
    c.sPreserve = preserve;
    c.sModify = modify;
    c.sSize = size;
    c.sPosition = position;
    return c;
}

core::Difference difference(qint64 id, core::EditOp op, double confidence)
{
    core::Difference d;
    d.id = id;
    d.op = op;
    d.confidence = confidence;
    d.description = QStringLiteral("d%1").arg(id);
    return d;
}

} // namespace

class TestDocks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void alphaSliderRecomputesBpmFromStoredComponents()
    {
        core::MetricRegistry registry;
        registry.registerBuiltins();
        ui::ScoresDock dock(registry);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::StoredBpmSet set;
        set.outputIds = {101, 102, 103};
        // Hand-computed: Norm(S_preserve) = 1, 0, 0.5; Norm(S_modify) = 0, 1, 0.5 → S_semantic = 1, 1, 1;
        // S_region = 2, 1, 1.5. BPM(0.3) = 0.3 + 0.7·S_region = 1.7, 1.0, 1.35; BPM(1) = 1 for all.
        set.components = {local(0.9, 0.2, 1.0, 1.0), local(0.5, 0.6, 0.0, 1.0), local(0.7, 0.4, 0.5, 1.0)};
        dock.setStudyBpm(set);
        QSignalSpy recomputed(&dock, &ui::ScoresDock::bpmRecomputed);
        dock.setAlpha(0.3);
        QCOMPARE(recomputed.size(), 1);
        QCOMPARE(recomputed.constFirst().constFirst().toDouble(), 0.3);
        const double expected[] = {1.7, 1.0, 1.35};
        core::BpmSetOptions options;
        options.alpha = 0.3;
        const QVector<core::BpmResult> direct = core::computeBpm(set.components, options);
        for (int i = 0; i < 3; ++i) {
            const auto r = dock.bpmOf(set.outputIds[i]);
            QVERIFY(r && r->bpm);
            QVERIFY(qFuzzyCompare(*r->bpm, expected[i]));
            QCOMPARE(*r->bpm, *direct[i].bpm);
        }
        dock.setAlpha(1.0);
        QVERIFY(qFuzzyCompare(*dock.bpmOf(101)->bpm, 1.0));
        QVERIFY(!dock.bpmOf(999));
    }

    void alphaRecomputationOfALargeStudyRunsOffTheGuiThread()
    {
        core::MetricRegistry registry;
        registry.registerBuiltins();
        ui::ScoresDock dock(registry);
        core::StoredBpmSet set;
        for (int i = 0; i < ui::ScoresDock::asyncThreshold + 10; ++i) {
            set.outputIds << i + 1;
            set.components << local(0.5 + (i % 7) / 14.0, 0.1 * (i % 5), 1.0, i % 2);
        }
        QSignalSpy recomputed(&dock, &ui::ScoresDock::bpmRecomputed);
        dock.setStudyBpm(set);
        dock.setAlpha(0.5);
        // Nothing was applied on the GUI thread: results only arrive through the event loop.
        QVERIFY(recomputed.isEmpty());
        QVERIFY(!dock.bpmOf(7));
        QTRY_VERIFY(!recomputed.isEmpty() && recomputed.constLast().constFirst().toDouble() == 0.5);
        core::BpmSetOptions options;
        options.alpha = 0.5;
        const QVector<core::BpmResult> direct = core::computeBpm(set.components, options);
        QCOMPARE(*dock.bpmOf(7)->bpm, *direct[6].bpm);
    }

    void scoresDockShowsUnavailableBpmWithTheReason()
    {
        core::MetricRegistry registry;
        registry.registerBuiltins();
        ui::ScoresDock dock(registry);
        const QString reason = QStringLiteral("S_modify needs CLIP: model clip-vit-b-32 not installed");
        dock.setUnavailable({{QStringLiteral("bpm"), reason}});
        core::Item item;
        item.instruction = QStringLiteral("make the car red");
        core::Output o;
        o.id = 7;
        o.scores = {{QStringLiteral("bpm_s_preserve"), QStringLiteral("v"), 0.9},
                    {QStringLiteral("bpm_s_size"), QStringLiteral("v"), 1.0},
                    {QStringLiteral("bpm_s_position"), QStringLiteral("v"), 1.0}};
        item.outputs = {o};
        core::StoredBpmSet set;
        set.outputIds = {7};
        core::BpmComponents c;
        c.sPreserve = 0.9;
        set.components = {c};
        dock.setStudyBpm(set);
        dock.showOutput(item, 0);
        const QModelIndex bpm = dock.model()->index(dock.model()->rowOfMetric(QStringLiteral("bpm")), 0);
        QCOMPARE(ui::ScoresModel::Status(bpm.data(ui::ScoresModel::StatusRole).toInt()),
                 ui::ScoresModel::Status::Unavailable);
        QCOMPARE(bpm.data(ui::ScoresModel::ReasonRole).toString(), reason);
        QVERIFY(dock.recomputedText().contains(QStringLiteral("unavailable")));
        QVERIFY(dock.recomputedText().contains(QStringLiteral("clip-vit-b-32")));
        QVERIFY(!dock.bpmOf(7)->bpm);
    }

    void clipDIsUnavailableOnlyForItemsWithoutCaptions()
    {
        core::MetricRegistry registry;
        registry.registerBuiltins();
        ui::ScoresDock dock(registry);
        dock.setUnavailable({}); // every model installed
        core::Item item;
        item.instruction = QStringLiteral("make the car red");
        core::Output o;
        o.id = 3;
        item.outputs = {o};
        const auto status = [&] {
            const QModelIndex clipD = dock.model()->index(dock.model()->rowOfMetric(QStringLiteral("clip_d")), 0);
            return std::pair{ui::ScoresModel::Status(clipD.data(ui::ScoresModel::StatusRole).toInt()),
                             clipD.data(ui::ScoresModel::ReasonRole).toString()};
        };
        dock.showOutput(item, 0);
        QCOMPARE(status().first, ui::ScoresModel::Status::Unavailable);
        QVERIFY(status().second.contains(QStringLiteral("captions")));

        item.sourceCaption = QStringLiteral("a blue car");
        item.targetCaption = QStringLiteral("a red car");
        dock.showOutput(item, 0);
        QCOMPARE(status().first, ui::ScoresModel::Status::NotComputed);
    }

    void selectingARowEmitsDifferenceActivatedWithItsId()
    {
        ui::DifferencesDock dock;
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock.setDifferences({difference(11, core::EditOp::Add, 0.9), difference(12, core::EditOp::Remove, 0.4),
                             difference(13, core::EditOp::Edit, 0.7)});
        QSignalSpy activated(&dock, &ui::DifferencesDock::differenceActivated);
        QTableView *view = dock.view();
        view->setCurrentIndex(view->model()->index(2, 0));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.constFirst().constFirst().toLongLong(), 13);
        QCOMPARE(dock.selectedDifference(), 13);
    }

    void selectDifferenceSelectsTheRowWithoutEchoing()
    {
        ui::DifferencesDock dock;
        dock.setDifferences({difference(11, core::EditOp::Add, 0.9), difference(12, core::EditOp::Remove, 0.4)});
        QSignalSpy activated(&dock, &ui::DifferencesDock::differenceActivated);
        dock.selectDifference(12);
        QCOMPARE(dock.selectedDifference(), 12);
        QCOMPARE(dock.view()->currentIndex().data(ui::DifferencesModel::DifferenceIdRole).toLongLong(), 12);
        QCOMPARE(activated.size(), 0);
        dock.selectDifference(999);
        QCOMPARE(dock.selectedDifference(), 0);
    }

    void confidenceThresholdHidesRowsAndIsSignalled()
    {
        ui::DifferencesDock dock;
        dock.setDifferences({difference(11, core::EditOp::Add, 0.9), difference(12, core::EditOp::Remove, 0.4),
                             difference(13, core::EditOp::Edit, 0.7)});
        QSignalSpy changed(&dock, &ui::DifferencesDock::confidenceThresholdChanged);
        dock.selectDifference(12);
        dock.setConfidenceThreshold(0.5);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.constFirst().constFirst().toDouble(), 0.5);
        QCOMPARE(dock.confidenceThreshold(), 0.5);
        QCOMPARE(dock.view()->model()->rowCount(), 2);
        QCOMPARE(dock.selectedDifference(), 0); // 12 (0.4) is hidden now
        dock.selectDifference(12);
        QCOMPARE(dock.selectedDifference(), 0);
        dock.setConfidenceThreshold(0.0);
        QCOMPARE(dock.view()->model()->rowCount(), 3);
    }
};

QTEST_MAIN(TestDocks)
#include "tst_docks.moc"
