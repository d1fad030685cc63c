// The browser, scores and differences item models: QAbstractItemModelTester, roles, filtering and sorting.
#include "itemmodels/differencesmodel.h"
#include "itemmodels/itemfiltermodel.h"
#include "itemmodels/itemlistmodel.h"
#include "itemmodels/scoresmodel.h"
#include "scoring/metricregistry.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QImage>
#include <QLocale>
#include <QPalette>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

core::ItemSummary summary(qint64 id, const QString &key, const QString &instruction, const QStringList &systems,
                          int rated = 0)
{
    core::ItemSummary s;
    s.id = id;
    s.key = key;
    s.instruction = instruction;
    s.systems = systems;
    s.ratedOutputs = rated;
    return s;
}

/// Three items: ids 10, 20, 30; ssim means 0.9, 0.5, none; psnr 30, 20, 25.
void fill(ui::ItemListModel &model)
{
    model.setItems(
        {summary(10, QStringLiteral("a-1"), QStringLiteral("make the car red"),
                 {QStringLiteral("MagicBrush"), QStringLiteral("IP2P")}, 1),
         summary(20, QStringLiteral("b-2"), QStringLiteral("add a dog"), {QStringLiteral("IP2P")}),
         summary(30, QStringLiteral("c-3"), QStringLiteral("remove the boat"), {QStringLiteral("MagicBrush")}, 2)});
    core::ScoreSummary scores;
    scores.metrics = {QStringLiteral("psnr"), QStringLiteral("ssim")};
    scores.itemMeans[10] = {{QStringLiteral("ssim"), 0.9}, {QStringLiteral("psnr"), 30.0}};
    scores.itemMeans[20] = {{QStringLiteral("ssim"), 0.5}, {QStringLiteral("psnr"), 20.0}};
    scores.itemMeans[30] = {{QStringLiteral("psnr"), 25.0}};
    model.setScoreSummary(scores, {{QStringLiteral("ssim"), QStringLiteral("SSIM")}});
    model.setEditTypes(
        {{10, QStringLiteral("change color")}, {20, QStringLiteral("add")}, {30, QStringLiteral("remove")}});
}

QStringList keysOf(const QAbstractItemModel &model)
{
    QStringList keys;
    for (int r = 0; r < model.rowCount(); ++r)
        keys << model.index(r, ui::ItemListModel::KeyColumn).data().toString();
    return keys;
}

} // namespace

class TestItemModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void itemListModelHasMetricColumnsAndRoles()
    {
        ui::ItemListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model);
        QCOMPARE(model.columnCount(), int(ui::ItemListModel::FirstMetricColumn) + 2);
        const int ssim = model.columnOfMetric(QStringLiteral("ssim"));
        QCOMPARE(model.headerData(ssim, Qt::Horizontal).toString(), QStringLiteral("SSIM"));
        QCOMPARE(model.headerData(ssim, Qt::Horizontal, ui::ItemListModel::MetricIdRole).toString(),
                 QStringLiteral("ssim"));
        QCOMPARE(model.index(1, ssim).data(ui::ItemListModel::SortRole).toDouble(), 0.5);
        QVERIFY(!model.index(2, ssim).data(ui::ItemListModel::SortRole).isValid());
        QCOMPARE(model.index(0, ui::ItemListModel::EditTypeColumn).data().toString(), QStringLiteral("change color"));
        QCOMPARE(model.index(0, 0).data(ui::ItemListModel::RatedRole).toBool(), true);
        QCOMPARE(model.index(1, 0).data(ui::ItemListModel::RatedRole).toBool(), false);
        QCOMPARE(model.index(2, ui::ItemListModel::RatedColumn).data().toString(), QStringLiteral("2/1"));
        QCOMPARE(model.allSystems(), (QStringList{QStringLiteral("IP2P"), QStringLiteral("MagicBrush")}));
        QCOMPARE(model.rowOfItem(30), 2);
        model.setItems({});
        QCOMPARE(model.rowCount(), 0);
    }

    void thumbnailIsDecodedOffTheGuiThreadAndScaled()
    {
        QTemporaryDir dir;
        QImage image(400, 200, QImage::Format_RGB32);
        image.fill(Qt::blue);
        QVERIFY(image.save(dir.filePath(QStringLiteral("src.png"))));
        ui::ItemListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::ItemSummary item = summary(5, QStringLiteral("x"), {}, {});
        item.sourcePath = QStringLiteral("src.png");
        model.setItems({item});
        model.setImageRoot(dir.path());
        QSignalSpy ready(&model, &ui::ItemListModel::thumbnailReady);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(!model.index(0, 0).data(Qt::DecorationRole).isValid()); // not decoded yet: nothing, no blocking
        QVERIFY(ready.wait(5000));
        QCOMPARE(ready.constFirst().constFirst().toLongLong(), 5);
        QVERIFY(!changed.isEmpty());
        const QImage thumb = model.index(0, 0).data(Qt::DecorationRole).value<QImage>();
        QCOMPARE(thumb.size(), QSize(ui::ItemListModel::thumbnailSize, ui::ItemListModel::thumbnailSize / 2));
        QCOMPARE(QColor(thumb.pixel(10, 10)), QColor(Qt::blue));
    }

    void filterModelPassesModelTesterAndFilters_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("editType");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("metric");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::addColumn<QStringList>("keys");
        const QString none;
        QTest::newRow("all") << none << none << none << none << 0.0 << 0.0
                             << QStringList{QStringLiteral("a-1"), QStringLiteral("b-2"), QStringLiteral("c-3")};
        QTest::newRow("system IP2P") << QStringLiteral("IP2P") << none << none << none << 0.0 << 0.0
                                     << QStringList{QStringLiteral("a-1"), QStringLiteral("b-2")};
        QTest::newRow("edit type remove")
            << none << QStringLiteral("remove") << none << none << 0.0 << 0.0 << QStringList{QStringLiteral("c-3")};
        QTest::newRow("text in instruction, any case")
            << none << none << QStringLiteral("DOG") << none << 0.0 << 0.0 << QStringList{QStringLiteral("b-2")};
        QTest::newRow("text in a system name") << none << none << QStringLiteral("magicb") << none << 0.0 << 0.0
                                               << QStringList{QStringLiteral("a-1"), QStringLiteral("c-3")};
        QTest::newRow("ssim range drops the item without ssim")
            << none << none << none << QStringLiteral("ssim") << 0.4 << 0.95
            << QStringList{QStringLiteral("a-1"), QStringLiteral("b-2")};
        QTest::newRow("psnr range is inclusive") << none << none << none << QStringLiteral("psnr") << 25.0 << 30.0
                                                 << QStringList{QStringLiteral("a-1"), QStringLiteral("c-3")};
        QTest::newRow("system and range together")
            << QStringLiteral("MagicBrush") << none << none << QStringLiteral("psnr") << 0.0 << 26.0
            << QStringList{QStringLiteral("c-3")};
    }

    void filterModelPassesModelTesterAndFilters()
    {
        QFETCH(QString, system);
        QFETCH(QString, editType);
        QFETCH(QString, text);
        QFETCH(QString, metric);
        QFETCH(double, min);
        QFETCH(double, max);
        QFETCH(QStringList, keys);
        ui::ItemListModel model;
        ui::ItemFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model);
        filter.setSystemFilter(system);
        filter.setEditTypeFilter(editType);
        filter.setTextFilter(text);
        if (!metric.isEmpty())
            filter.setMetricRange(metric, min, max);
        QCOMPARE(keysOf(filter), keys);
        filter.clearMetricRange();
        filter.setSystemFilter({});
        filter.setEditTypeFilter({});
        filter.setTextFilter({});
        QCOMPARE(filter.rowCount(), 3);
    }

    void sortingByAMetricPutsMissingValuesLast()
    {
        ui::ItemListModel model;
        ui::ItemFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fill(model);
        filter.sort(model.columnOfMetric(QStringLiteral("ssim")), Qt::AscendingOrder);
        QCOMPARE(keysOf(filter), (QStringList{QStringLiteral("b-2"), QStringLiteral("a-1"), QStringLiteral("c-3")}));
        filter.sort(model.columnOfMetric(QStringLiteral("psnr")), Qt::DescendingOrder);
        QCOMPARE(keysOf(filter), (QStringList{QStringLiteral("a-1"), QStringLiteral("c-3"), QStringLiteral("b-2")}));
    }

    void scoresModelGreysUnavailableAndNotComputedMetricsWithTheReason()
    {
        core::MetricRegistry registry;
        registry.registerBuiltins();
        ui::ScoresModel model(registry);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString reason = QStringLiteral("unavailable: model clip-vit-b-32 not installed");
        model.setUnavailable({{QStringLiteral("clip_i"), reason}, {QStringLiteral("ssim"), QStringLiteral("never")}});
        model.setScores({{QStringLiteral("ssim"), QStringLiteral("opencv v1"), 0.8125},
                         {QStringLiteral("detect_boxes"), QStringLiteral("pixeldiff 1"), 3.0},
                         {QStringLiteral("bpm_s_size"), QStringLiteral("bpm v1"), 1.0},
                         {QStringLiteral("viescore_gpt4o"), QStringLiteral("imported"), 7.5}});
        using S = ui::ScoresModel::Status;
        const auto status = [&](const QString &id) {
            return S(model.index(model.rowOfMetric(id), 0).data(ui::ScoresModel::StatusRole).toInt());
        };
        const auto cell = [&](const QString &id, int column, int role) {
            return model.index(model.rowOfMetric(id), column).data(role);
        };
        // A stored value counts even when the metric could not run now.
        QCOMPARE(status(QStringLiteral("ssim")), S::Computed);
        QCOMPARE(cell(QStringLiteral("ssim"), ui::ScoresModel::ValueColumn, ui::ScoresModel::ValueRole).toDouble(),
                 0.8125);
        QCOMPARE(cell(QStringLiteral("ssim"), ui::ScoresModel::VersionColumn, Qt::DisplayRole).toString(),
                 QStringLiteral("opencv v1"));
        QCOMPARE(cell(QStringLiteral("ssim"), 0, ui::ScoresModel::HigherIsBetterRole).toBool(), true);
        QCOMPARE(cell(QStringLiteral("l1"), 0, ui::ScoresModel::HigherIsBetterRole).toBool(), false);
        QVERIFY(!cell(QStringLiteral("ssim"), 0, Qt::ForegroundRole).isValid());

        QCOMPARE(status(QStringLiteral("clip_i")), S::Unavailable);
        QCOMPARE(cell(QStringLiteral("clip_i"), 0, ui::ScoresModel::ReasonRole).toString(), reason);
        QCOMPARE(cell(QStringLiteral("clip_i"), ui::ScoresModel::VersionColumn, Qt::DisplayRole).toString(), reason);
        QVERIFY(cell(QStringLiteral("clip_i"), 0, Qt::ToolTipRole).toString().contains(reason));
        const QColor grey = QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        QCOMPARE(cell(QStringLiteral("clip_i"), 0, Qt::ForegroundRole).value<QBrush>().color(), grey);

        QCOMPARE(status(QStringLiteral("l1")), S::NotComputed);
        QCOMPARE(cell(QStringLiteral("l1"), ui::ScoresModel::ValueColumn, Qt::DisplayRole).toString(),
                 QStringLiteral("not computed"));
        QCOMPARE(cell(QStringLiteral("l1"), 0, Qt::ForegroundRole).value<QBrush>().color(), grey);
        QVERIFY(!cell(QStringLiteral("l1"), 0, ui::ScoresModel::ValueRole).isValid());

        // The detector's stored box count, an imported metric, and no row for BPM's components.
        QCOMPARE(status(QStringLiteral("detect")), S::Computed);
        QCOMPARE(cell(QStringLiteral("detect"), 0, ui::ScoresModel::ValueRole).toDouble(), 3.0);
        QCOMPARE(status(QStringLiteral("viescore_gpt4o")), S::Computed);
        QCOMPARE(model.rowOfMetric(QStringLiteral("bpm_s_size")), -1);
        QCOMPARE(model.rowCount(), int(registry.metrics().size()) + 1);

        model.setScores({});
        QCOMPARE(status(QStringLiteral("ssim")), S::Unavailable);
        QCOMPARE(model.rowOfMetric(QStringLiteral("viescore_gpt4o")), -1);
    }

    void differencesModelShowsOpCoherenceAndOrigin()
    {
        ui::DifferencesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::Difference a;
        a.id = 41;
        a.op = core::EditOp::Add;
        a.description = QStringLiteral("a dog");
        a.confidence = 0.87;
        a.origin = QStringLiteral("DICE");
        a.coherence = {
            {false, QStringLiteral("the dog was not asked for"), core::OriginKind::Annotator, QStringLiteral("ann1")}};
        core::Difference b;
        b.id = 42;
        b.op = core::EditOp::Remove;
        b.originKind = core::OriginKind::GroundTruth;
        b.origin = QStringLiteral("editlens-demo");
        core::Difference c; // drawn by hand: confidence 1.0 stored, none shown
        c.id = 43;
        c.op = core::EditOp::Edit;
        c.originKind = core::OriginKind::Annotator;
        c.origin = QStringLiteral("ann1");
        model.setDifferences({a, b, c});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, ui::DifferencesModel::OpColumn).data().toString(), QStringLiteral("ADD"));
        QCOMPARE(model.index(0, ui::DifferencesModel::OpColumn).data(Qt::ForegroundRole).value<QColor>(),
                 ui::DifferencesModel::opColor(core::EditOp::Add));
        QCOMPARE(model.index(0, ui::DifferencesModel::ConfidenceColumn)
                     .data(ui::DifferencesModel::ConfidenceRole)
                     .toDouble(),
                 0.87);
        QCOMPARE(model.index(0, ui::DifferencesModel::ConfidenceColumn).data().toString(),
                 QLocale().toString(0.87, 'f', 2));
        QCOMPARE(model.index(0, ui::DifferencesModel::ConfidenceColumn).data(ui::DifferencesModel::SortRole).toDouble(),
                 0.87);
        // Confidence is a detector's notion: ground truth and hand-drawn boxes show none, whatever they store.
        for (int row : {1, 2}) {
            const QModelIndex conf = model.index(row, ui::DifferencesModel::ConfidenceColumn);
            QCOMPARE(conf.data().toString(), QStringLiteral("–"));
            QVERIFY(!conf.data(ui::DifferencesModel::ConfidenceRole).isValid());
            QVERIFY(!conf.data(ui::DifferencesModel::SortRole).isValid());
            QVERIFY(!conf.data(Qt::ToolTipRole).toString().isEmpty());
        }
        QVERIFY(!model.index(0, ui::DifferencesModel::ConfidenceColumn).data(Qt::ToolTipRole).isValid());
        QCOMPARE(model.index(0, ui::DifferencesModel::CoherenceColumn).data().toString(), QStringLiteral("NO"));
        QVERIFY(model.index(0, ui::DifferencesModel::CoherenceColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("the dog was not asked for")));
        QCOMPARE(model.index(0, ui::DifferencesModel::OriginColumn).data().toString(),
                 QStringLiteral("DICE (imported)"));
        QCOMPARE(model.index(1, ui::DifferencesModel::OriginColumn).data().toString(),
                 QStringLiteral("ground truth (editlens-demo)"));
        QVERIFY(!model.index(1, 0).data(ui::DifferencesModel::CoherentRole).isValid());
        QCOMPARE(model.rowOfDifference(42), 1);
        QCOMPARE(model.index(1, 0).data(ui::DifferencesModel::DifferenceIdRole).toLongLong(), 42);
        model.setDifferences({});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
