// The disagreement queue as a worklist: one click on a row opens its item in the window on the worst pair the row
// names, the two outputs side by side, the one people prefer selected. On the demo study (real photographs, seeded
// ratings by three annotators), scored with L1.
#include "alignmentview/alignmentdock.h"
#include "alignmentview/disagreementview.h"
#include "compare/comparisonview.h"
#include "demo/demostudy.h"
#include "io/formatregistry.h"
#include "itemmodels/disagreementmodel.h"
#include "mainwindow.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "storage/studystore.h"

#include "testutil.h"

#include <QApplication>
#include <QGraphicsView>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

class TestDisagreementPair : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    core::FormatRegistry m_formats;
    ui::AppServices m_services = ui::AppServices::builtin(); ///< what the window gets from the application
    QString m_study;

    /// The stored system of each output shown by `window` (the window may show blind labels).
    static QString storedSystem(const ui::MainWindow &window, int shownIndex)
    {
        const core::Output &shown = window.currentItem().outputs.at(shownIndex);
        const auto stored = window.study()->loadItem(window.currentItem().id);
        if (!stored)
            return {};
        for (const core::Output &o : stored.value().outputs)
            if (o.id == shown.id)
                return o.system;
        return {};
    }

    /// Clicks row `row` of the queue like a user: scrolled into view, one left click in its score cell.
    static void clickRow(QTableView *table, int row)
    {
        const QModelIndex index = table->model()->index(row, ui::DisagreementModel::ScoreColumn);
        table->scrollTo(index);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_formats.registerBuiltins();
        auto study = core::createDemoStudy(m_dir.filePath(QStringLiteral("demo")));
        EL_VERIFY_OK(study);
        m_study = study.value();
        auto store = core::StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        core::MetricRegistry metrics;
        metrics.registerBuiltins();
        core::ScoreOptions options;
        options.metrics = {QStringLiteral("l1")};
        EL_VERIFY_OK(core::scoreStudy(*store.value(), metrics, options));
    }

    void oneClickOpensTheRowsWorstPairSideBySide()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        window.resize(1400, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        EL_VERIFY_OK(window.openStudy(m_study));
        ui::AlignmentDock *dock = window.alignmentDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isReady(), 30000);
        dock->setMetric(QStringLiteral("l1"));
        QCOMPARE(dock->metric(), QStringLiteral("l1"));
        ui::DisagreementView *queue = dock->disagreementView();
        QTRY_VERIFY_WITH_TIMEOUT(!queue->isComputing() && queue->model()->rowCount() > 0, 30000);

        // The rows that name a pair, on two different items.
        QVector<int> rows;
        QStringList keys;
        const auto &entries = queue->model()->queue();
        for (int row = 0; row < entries.size() && rows.size() < 2; ++row)
            if (entries[row].worst && !keys.contains(entries[row].itemKey)) {
                rows << row;
                keys << entries[row].itemKey;
            }
        QCOMPARE(rows.size(), 2);

        for (int row : std::as_const(rows)) {
            const core::alignment::ItemDisagreement d = entries[row];
            clickRow(queue->tableView(), row);
            // The item is open, on exactly the two outputs of the worst pair, the one people prefer on the left and
            // selected as the current output.
            QTRY_COMPARE(window.currentItem().key, d.itemKey);
            ui::ComparisonView *compare = window.comparisonView();
            QVERIFY(compare->outputPair());
            const auto [left, right] = *compare->outputPair();
            QCOMPARE(storedSystem(window, left), d.worst->humanPreferred);
            QCOMPARE(storedSystem(window, right), d.worst->otherSystem);
            QCOMPARE(window.currentOutputIndex(), left);
            QCOMPARE(compare->views().size(), 2);
            // Both are drawn: each view shows one output's image.
            QTRY_VERIFY(!compare->frameImage(left).isNull() && !compare->frameImage(right).isNull());
        }
    }
};

QTEST_MAIN(TestDisagreementPair)
#include "tst_disagreementpair.moc"
