// The Alignment dock: a new or changed rating updates the tables incrementally with the numbers the engine computes,
// the protocol switch, the ceiling marking, the per-system-pair table and the StudyDocument wiring.
#include "alignmentfixture.h"
#include "alignmentview/alignmentdock.h"
#include "alignmentview/reportexportjob.h"
#include "document/studydocument.h"
#include "itemmodels/alignmentmodel.h"
#include "itemmodels/systempairmodel.h"
#include "scoring/metricregistry.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace editlens;
using namespace editlens::core::alignment;
using ui::AlignmentModel;

namespace {

const QString overall = QStringLiteral("overall");

std::optional<double> cellValue(const AlignmentReport &r, const QString &metric, const QString &dim, int column)
{
    const CorrelationCell c = r.metrics.value(metric).value(dim);
    switch (column) {
    case AlignmentModel::SpearmanColumn:
        return c.spearman;
    case AlignmentModel::PearsonColumn:
        return c.pearson;
    case AlignmentModel::KendallColumn:
        return c.kendall;
    case AlignmentModel::PairwiseColumn:
        return r.pairwise.value(metric).value(dim).mean;
    case AlignmentModel::CountColumn:
        return double(c.n);
    default:
        return std::nullopt;
    }
}

/// Every number of the dock's table for `dim` equals the engine's report `expected`.
void compareWithEngine(const AlignmentModel &model, const AlignmentReport &expected, const QString &dim)
{
    QCOMPARE(model.dimension(), dim);
    int metricRows = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.rowKind(row) != AlignmentModel::RowKind::Metric)
            continue;
        ++metricRows;
        const QString metric = model.index(row, 0).data(AlignmentModel::MetricIdRole).toString();
        for (int column : {AlignmentModel::SpearmanColumn, AlignmentModel::PearsonColumn, AlignmentModel::KendallColumn,
                           AlignmentModel::PairwiseColumn, AlignmentModel::CountColumn}) {
            const std::optional<double> want = cellValue(expected, metric, dim, column);
            const std::optional<double> got = model.value(row, column);
            QVERIFY2(want.has_value() == got.has_value(), qPrintable(metric));
            if (want)
                QVERIFY2(std::abs(*want - *got) < 1e-12,
                         qPrintable(
                             QStringLiteral("%1 column %2: %3 vs %4").arg(metric).arg(column).arg(*got).arg(*want)));
        }
    }
    QCOMPARE(metricRows, int(expected.metrics.size()));
    const CeilingCell ceiling = expected.ceiling.value(dim);
    QVERIFY(ceiling.h2h.has_value());
    QCOMPARE(*model.value(0, AlignmentModel::SpearmanColumn), *ceiling.h2h);
    QCOMPARE(*model.value(0, AlignmentModel::IccColumn), *ceiling.icc21);
    QCOMPARE(*model.value(0, AlignmentModel::AlphaColumn), *ceiling.alphaInterval);
}

} // namespace

class TestAlignmentDock : public QObject
{
    Q_OBJECT

private:
    core::MetricRegistry m_registry;

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

    void applyRatingUpdatesWithTheEngineValue_data()
    {
        QTest::addColumn<QString>("dimension");
        QTest::addColumn<QString>("annotator");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("item");
        QTest::addColumn<std::optional<double>>("value");
        QTest::newRow("changed rating, shown dimension") << overall << "ann0"
                                                         << "B"
                                                         << "item-03" << std::optional(5.0);
        QTest::newRow("cleared rating") << overall << "ann2"
                                        << "A"
                                        << "item-07" << std::optional<double>();
        QTest::newRow("other dimension") << "quality"
                                         << "ann1"
                                         << "C"
                                         << "item-00" << std::optional(5.0);
        QTest::newRow("new annotator") << overall << "ann9"
                                       << "A"
                                       << "item-01" << std::optional(1.0);
    }

    void applyRatingUpdatesWithTheEngineValue()
    {
        QFETCH(QString, dimension);
        QFETCH(QString, annotator);
        QFETCH(QString, system);
        QFETCH(QString, item);
        QFETCH(std::optional<double>, value);
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        const int s = table.indexOfSystem(system), i = table.indexOfItem(item);
        const double old = table.rating(dimension, annotator, s, i);
        QVERIFY2(value ? old != *value : !std::isnan(old), "the row must change the rating");
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        dock.setTable(table);
        dock.setDimension(dimension);
        QAbstractItemModelTester tester(dock.alignmentModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester pairTester(dock.pairModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const std::optional<double> before =
            dock.alignmentModel()->value(dock.alignmentModel()->rowOfMetric(QStringLiteral("noise")),
                                         AlignmentModel::SpearmanColumn);

        QSignalSpy updated(&dock, &ui::AlignmentDock::reportUpdated);
        QSignalSpy reset(dock.alignmentModel(), &QAbstractItemModel::modelReset);
        QSignalSpy changed(dock.alignmentModel(), &QAbstractItemModel::dataChanged);
        dock.applyRating(dimension, annotator, system, item, value);

        QCOMPARE(updated.size(), 1);
        if (annotator != QLatin1String("ann9")) { // a known annotator: the live path, no reset
            QCOMPARE(reset.size(), 0);
            QCOMPARE(changed.size(), 1);
        }
        RatingTable copy = table;
        copy.setRating(dimension, annotator, system, item, value ? *value : std::nan(""));
        const AlignmentReport expected = computeAlignment(copy, dock.options());
        compareWithEngine(*dock.alignmentModel(), expected, dimension);
        // The update did move the numbers (so that the comparison above is not against the old table).
        const AlignmentReport previous = computeAlignment(table, dock.options());
        QVERIFY(cellValue(previous, QStringLiteral("noise"), dimension, AlignmentModel::SpearmanColumn)
                != cellValue(expected, QStringLiteral("noise"), dimension, AlignmentModel::SpearmanColumn));
        QVERIFY(before
                != dock.alignmentModel()->value(dock.alignmentModel()->rowOfMetric(QStringLiteral("noise")),
                                                AlignmentModel::SpearmanColumn));
    }

    void distancesAreNegatedLikeTheCli()
    {
        ui::AlignmentDock dock(m_registry);
        QVERIFY(dock.options().lowerIsBetter.contains(QStringLiteral("l1")));
        QVERIFY(!dock.options().lowerIsBetter.contains(QStringLiteral("clip_i")));
        dock.setIntervalResamples(0);
        dock.setTable(RatingTable::fromStudy(makeAlignmentStudy()));
        const int row = dock.alignmentModel()->rowOfMetric(QStringLiteral("l1"));
        QVERIFY(row > 0);
        QVERIFY(*dock.alignmentModel()->value(row, AlignmentModel::SpearmanColumn) > 0.3);
    }

    void protocolSwitchRebuildsAndKeepsRatingsEnteredMeanwhile()
    {
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        dock.setTable(table);
        QAbstractItemModelTester tester(dock.alignmentModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dock.protocol(), Protocol::VieScore);
        QSignalSpy ready(&dock, &ui::AlignmentDock::ready);
        dock.setProtocol(Protocol::Fisher);
        // Entered while the session is rebuilt on the worker: the new session must hold it too.
        dock.applyRating(overall, QStringLiteral("ann1"), QStringLiteral("C"), QStringLiteral("item-05"), 1.0);
        QVERIFY(ready.wait(5000));
        QCOMPARE(dock.protocol(), Protocol::Fisher);
        QCOMPARE(dock.alignmentModel()->report().protocol, Protocol::Fisher);
        RatingTable copy = table;
        copy.setRating(overall, QStringLiteral("ann1"), QStringLiteral("C"), QStringLiteral("item-05"), 1.0);
        AlignmentOptions fisher = dock.options();
        QCOMPARE(fisher.protocol, Protocol::Fisher);
        compareWithEngine(*dock.alignmentModel(), computeAlignment(copy, fisher), overall);
        AlignmentOptions vie = fisher;
        vie.protocol = Protocol::VieScore;
        QVERIFY(computeAlignment(copy, vie).metrics[QStringLiteral("noise")][overall].spearman
                != computeAlignment(copy, fisher).metrics[QStringLiteral("noise")][overall].spearman);

        dock.setProtocol(Protocol::Pooled);
        QVERIFY(ready.wait(5000));
        AlignmentOptions pooled = fisher;
        pooled.protocol = Protocol::Pooled;
        compareWithEngine(*dock.alignmentModel(), computeAlignment(copy, pooled), overall);
    }

    void subsetAndExtremesRebuildOnAWorkerAndMatchTheEngine()
    {
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        dock.setTable(table);
        QAbstractItemModelTester tester(dock.alignmentModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy ready(&dock, &ui::AlignmentDock::ready);
        // The fixture's items alternate add / remove (their stored parse).
        QVERIFY(!dock.setSubsetCondition(QStringLiteral("edit_type=replace")));
        QVERIFY(dock.setSubsetCondition(QStringLiteral("edit_type=remove")));
        QCOMPARE(dock.alignmentModel()->report().subset.name, QStringLiteral("all outputs")); // not yet: on a worker
        // Entered during the rebuild, inside the subset (item-05 is a remove edit): the new session holds it.
        dock.applyRating(overall, QStringLiteral("ann0"), QStringLiteral("B"), QStringLiteral("item-05"), 5.0);
        QVERIFY(ready.wait(5000));
        RatingTable copy = table;
        copy.setRating(overall, QStringLiteral("ann0"), QStringLiteral("B"), QStringLiteral("item-05"), 5.0);
        AlignmentOptions options = dock.options();
        QCOMPARE(options.subset.name(), QStringLiteral("edit_type=remove"));
        AlignmentReport expected = computeAlignment(copy, options);
        QCOMPARE(expected.subset.nOutputs, 18); // 6 remove items × 3 systems
        compareWithEngine(*dock.alignmentModel(), expected, overall);
        QCOMPARE(dock.alignmentModel()->report().subset.nOutputs, 18);

        // p-values next to the coefficients, equal to the engine's.
        const AlignmentModel *model = dock.alignmentModel();
        const int oracle = model->rowOfMetric(QStringLiteral("oracle"));
        const CorrelationCell cell = expected.metrics.value(QStringLiteral("oracle")).value(overall);
        QVERIFY(cell.spearmanP && cell.pearsonP && cell.kendallP);
        QCOMPARE(*model->value(oracle, AlignmentModel::SpearmanPColumn), *cell.spearmanP);
        QCOMPARE(*model->value(oracle, AlignmentModel::PearsonPColumn), *cell.pearsonP);
        QCOMPARE(*model->value(oracle, AlignmentModel::KendallPColumn), *cell.kendallP);
        QCOMPARE(model->index(oracle, AlignmentModel::SpearmanPColumn).data().toString(), formatPValue(cell.spearmanP));
        QCOMPARE(model->headerData(AlignmentModel::KendallPColumn, Qt::Horizontal).toString(), QStringLiteral("p"));

        // A rating outside the subset (item-04 is an add edit) leaves the tables as they are; one inside moves them.
        const QString before = model->index(oracle, AlignmentModel::KendallColumn).data().toString();
        dock.applyRating(overall, QStringLiteral("ann0"), QStringLiteral("A"), QStringLiteral("item-04"), 1.0);
        copy.setRating(overall, QStringLiteral("ann0"), QStringLiteral("A"), QStringLiteral("item-04"), 1.0);
        QCOMPARE(model->index(oracle, AlignmentModel::KendallColumn).data().toString(), before);
        dock.applyRating(overall, QStringLiteral("ann1"), QStringLiteral("A"), QStringLiteral("item-03"), 5.0);
        copy.setRating(overall, QStringLiteral("ann1"), QStringLiteral("A"), QStringLiteral("item-03"), 5.0);
        compareWithEngine(*model, computeAlignment(copy, options), overall);

        // Extremes: two quick changes, the latest wins.
        dock.setExtremes(0.1);
        dock.setExtremes(0.3);
        QVERIFY(ready.wait(5000));
        QTRY_COMPARE(model->report().subset.extremes, std::optional<double>(0.3));
        options = dock.options();
        QCOMPARE(options.subset.extremes, std::optional<double>(0.3));
        expected = computeAlignment(copy, options);
        QVERIFY(expected.subset.nByDimension.value(overall) < 18);
        QCOMPARE(model->report().toJson(), expected.toJson());
        // With extremes a rating rebuilds the session on a worker (it may move a threshold): the engine's numbers.
        for (const QString &annotator : {QStringLiteral("ann0"), QStringLiteral("ann1"), QStringLiteral("ann2")})
            for (const auto &[itemKey, value] :
                 {std::pair(QStringLiteral("item-07"), 5.0), std::pair(QStringLiteral("item-09"), 1.0)}) {
                const double flipped = copy.human(overall, 2, copy.indexOfItem(itemKey)) > 3 ? 1.0 : value;
                dock.applyRating(overall, annotator, QStringLiteral("C"), itemKey, flipped);
                copy.setRating(overall, annotator, QStringLiteral("C"), itemKey, flipped);
            }
        QVERIFY(ready.wait(5000));
        QTRY_COMPARE(model->report().toJson(), computeAlignment(copy, options).toJson());
        QVERIFY(model->report().toJson() != expected.toJson());

        dock.setExtremes(std::nullopt);
        QVERIFY(dock.setSubsetCondition(QStringLiteral("system=B")));
        QVERIFY(ready.wait(5000));
        QTRY_COMPARE(model->report().subset.name, QStringLiteral("system=B"));
        // A blinded study: no system name in the subset box, and the system subset goes back to all outputs.
        dock.setSystemNamesHidden(true);
        const auto *box = dock.findChild<QComboBox *>(QStringLiteral("SubsetBox"));
        QVERIFY(box);
        for (int i = 0; i < box->count(); ++i)
            QVERIFY2(!box->itemData(i).toString().startsWith(QLatin1String("system=")), qPrintable(box->itemText(i)));
        QVERIFY(box->findData(QStringLiteral("edit_type=add")) >= 0);
        QVERIFY(ready.wait(5000));
        QTRY_VERIFY(dock.options().subset.isEmpty() && model->report().subset.name == QStringLiteral("all outputs"));
    }

    void metricsWhoseCiReachesTheCeilingAreMarked()
    {
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        dock.setTable(RatingTable::fromStudy(makeAlignmentStudy()));
        AlignmentModel *model = dock.alignmentModel();
        const int oracle = model->rowOfMetric(QStringLiteral("oracle"));
        const int noise = model->rowOfMetric(QStringLiteral("noise"));
        const double ceiling = *model->value(0, AlignmentModel::SpearmanColumn);
        QVERIFY(ceiling > 0.2 && ceiling < 1.0);
        // oracle is the mean overall rating: ρ = 1 for every system, tanh(1) under the VIEScore protocol, above the
        // ceiling (no CI yet: the estimate counts).
        QCOMPARE(*model->value(oracle, AlignmentModel::SpearmanColumn), std::tanh(1.0));
        QVERIFY(model->index(oracle, 0).data(AlignmentModel::ReachesCeilingRole).toBool());
        QVERIFY(model->index(oracle, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(model->index(oracle, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("ceiling")));
        QVERIFY(!model->index(noise, 0).data(AlignmentModel::ReachesCeilingRole).toBool());
        QVERIFY(!model->index(noise, 0).data(Qt::BackgroundRole).isValid());
        // A CI whose upper bound reaches the ceiling marks the row; one that stays below does not.
        model->setIntervals(overall, {{QStringLiteral("noise"), {-0.5, ceiling + 0.01}},
                                      {QStringLiteral("oracle"), {0.1, ceiling - 0.01}}});
        QVERIFY(model->reachesCeiling(noise));
        QVERIFY(!model->reachesCeiling(oracle));
        QCOMPARE(model->index(noise, AlignmentModel::IntervalColumn).data().toString(),
                 QStringLiteral("[-0.500, %1]").arg(ceiling + 0.01, 0, 'f', 3));
    }

    void bootstrapIntervalsArriveFromTheWorker()
    {
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(100);
        QSignalSpy intervals(&dock, &ui::AlignmentDock::intervalsUpdated);
        dock.setTable(table);
        QVERIFY(intervals.wait(10000));
        AlignmentOptions options = dock.options();
        options.bootstrap = 100;
        const AlignmentReport expected = computeAlignment(table, options);
        AlignmentModel *model = dock.alignmentModel();
        for (const QString &metric : {QStringLiteral("noise"), QStringLiteral("l1")}) {
            const auto ci = model->interval(model->rowOfMetric(metric));
            QVERIFY(ci.has_value());
            QCOMPARE(ci->first, expected.metrics[metric][overall].ci95->first);
            QCOMPARE(ci->second, expected.metrics[metric][overall].ci95->second);
            QCOMPARE(model->reachesCeiling(model->rowOfMetric(metric)), ci->second >= *expected.ceiling[overall].h2h);
        }
    }

    void systemPairTableFollowsBpmTableOneLayout()
    {
        // Two systems, four items, one annotator. Humans: X > Y on items 0, 1, 2; a tie on item 3 (left out).
        // Metric m orders items 0 and 1 like the humans, item 2 the other way, ties on item 3: accuracy 2/3.
        RatingTable table;
        const double hx[] = {5, 4, 3, 2}, hy[] = {1, 2, 1, 2}, mx[] = {0.9, 0.8, 0.1, 0.5}, my[] = {0.1, 0.2, 0.7, 0.5};
        for (int i = 0; i < 4; ++i) {
            const QString item = QStringLiteral("i%1").arg(i);
            table.setRating(overall, QStringLiteral("a"), QStringLiteral("X"), item, hx[i]);
            table.setRating(overall, QStringLiteral("a"), QStringLiteral("Y"), item, hy[i]);
            table.setScore(QStringLiteral("m"), QStringLiteral("X"), item, mx[i]);
            table.setScore(QStringLiteral("m"), QStringLiteral("Y"), item, my[i]);
            table.setScore(QStringLiteral("ssim"), QStringLiteral("X"), item, mx[i] + 1);
            table.setScore(QStringLiteral("ssim"), QStringLiteral("Y"), item, my[i] + 1);
        }
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        dock.setTable(table);
        ui::SystemPairModel *pairs = dock.pairModel();
        QAbstractItemModelTester tester(pairs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(pairs->pairs(), QStringList{QStringLiteral("X vs Y")});
        QCOMPARE(pairs->columnCount(), 3); // metric, X vs Y, mean
        QCOMPARE(pairs->headerData(1, Qt::Horizontal).toString(), QStringLiteral("X vs Y"));
        QCOMPARE(pairs->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Mean"));
        const int row = pairs->rowOfMetric(QStringLiteral("m"));
        QVERIFY(row >= 0);
        QCOMPARE(*pairs->value(row, 1), 2.0 / 3.0);
        QCOMPARE(pairs->index(row, 1).data().toString(), QStringLiteral("0.667"));
        QCOMPARE(*pairs->value(row, 2), 2.0 / 3.0);
        // The selected metric's row is bold; selecting another metric moves it.
        dock.setMetric(QStringLiteral("m"));
        QVERIFY(pairs->index(row, 0).data(Qt::FontRole).value<QFont>().bold());
        dock.setMetric(QStringLiteral("ssim"));
        QVERIFY(!pairs->index(row, 0).data(Qt::FontRole).value<QFont>().bold());
        // A new rating flips item 2 to a human tie: 2 of 2 comparable pairs agree now.
        QSignalSpy reset(pairs, &QAbstractItemModel::modelReset);
        dock.applyRating(overall, QStringLiteral("a"), QStringLiteral("Y"), QStringLiteral("i2"), 3.0);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(*pairs->value(row, 1), 1.0);
    }

    void documentRatingsReachTheDock()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("study.editlens"));
        testing::createStudyWithOrDie(file, dir.path(), makeAlignmentStudy());
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        QSignalSpy ready(&dock, &ui::AlignmentDock::ready);
        dock.loadStudy(file);
        QVERIFY(ready.wait(10000));
        QCOMPARE(dock.session()->table().items().size(), 12);

        auto docStore = core::StudyStore::open(file);
        EL_VERIFY_OK(docStore);
        auto loaded = docStore.value()->load();
        EL_VERIFY_OK(loaded);
        const core::Output &target = loaded.value().items[4].outputs[1]; // item-04, system B
        core::StudyDocument document(std::move(docStore).value());
        dock.connectDocument(&document);
        QSignalSpy updated(&dock, &ui::AlignmentDock::reportUpdated);
        EL_VERIFY_OK(document.writeRating(target.id, overall, QStringLiteral("ann0"), 1.0));
        QCOMPARE(updated.size(), 1);

        auto reread = core::StudyStore::open(file);
        EL_VERIFY_OK(reread);
        auto data = reread.value()->load();
        EL_VERIFY_OK(data);
        QCOMPARE(data.value().items[4].outputs[1].system, QStringLiteral("B"));
        compareWithEngine(*dock.alignmentModel(),
                          computeAlignment(RatingTable::fromStudy(data.value()), dock.options()), overall);
    }

    void exportReportWritesTheReportOnAWorker()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("study.editlens"));
        testing::createStudyWithOrDie(file, dir.path(), makeAlignmentStudy());
        core::report::StudyReportOptions options;
        options.protocol = Protocol::Fisher;
        options.bootstrap = 50;
        options.studyFile = file;
        const QString out = dir.filePath(QStringLiteral("report"));
        ui::ReportExportJob *job =
            ui::ReportExportJob::start(file, out, std::make_shared<const core::MetricRegistry>(m_registry), options,
                                       nullptr);
        QSignalSpy finished(job, &ui::ReportExportJob::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY2(finished.constFirst().at(0).toBool(), qPrintable(finished.constFirst().at(1).toString()));
        const QString html = finished.constFirst().at(2).toString();
        QCOMPARE(html, QFileInfo(out + QStringLiteral("/index.html")).absoluteFilePath());
        QVERIFY(finished.constFirst().at(1).toString().contains(html));
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(QStringLiteral("fisher")));
        QVERIFY(text.contains(QStringLiteral("oracle")));
        QVERIFY(QFile::exists(out + QStringLiteral("/report.md")));
    }

    void exportReportFailsWithTheErrorForAMissingStudy()
    {
        QTemporaryDir dir;
        ui::ReportExportJob *job =
            ui::ReportExportJob::start(dir.filePath(QStringLiteral("missing.editlens")),
                                       dir.filePath(QStringLiteral("out")),
                                       std::make_shared<const core::MetricRegistry>(m_registry), {}, nullptr);
        QSignalSpy finished(job, &ui::ReportExportJob::finished);
        QVERIFY(finished.wait(10000));
        QVERIFY(!finished.constFirst().at(0).toBool());
        QVERIFY(!finished.constFirst().at(1).toString().isEmpty());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/index.html"))));
    }
};

QTEST_MAIN(TestAlignmentDock)
#include "tst_alignmentdock.moc"
