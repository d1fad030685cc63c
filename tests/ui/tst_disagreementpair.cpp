// The disagreement queue as a worklist: one click on a row opens its item in the window on the worst pair the row
// names, the two outputs side by side, the one people prefer selected. On the demo study (real photographs, seeded
// ratings by three annotators), scored with L1.
#include "alignmentview/alignmentdock.h"
#include "alignmentview/disagreementview.h"
#include "compare/comparisonview.h"
#include "compare/imagestack.h"
#include "demo/demostudy.h"
#include "docks/pairscorestable.h"
#include "docks/scoresdock.h"
#include "io/formatregistry.h"
#include "itemmodels/disagreementmodel.h"
#include "mainwindow.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "storage/studystore.h"

#include "registries.h"
#include "testutil.h"

#include <QApplication>
#include <QGraphicsView>
#include <QLabel>
#include <QLocale>
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
        auto study = core::createDemoStudy(m_dir.filePath(QStringLiteral("demo")), editlens::testing::builtinFormats());
        EL_VERIFY_OK(study);
        m_study = study.value();
        auto store = core::StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        core::MetricRegistry metrics;
        metrics.registerBuiltins();
        core::ScoreOptions options;
        options.metrics = {QStringLiteral("l1")};
        EL_VERIFY_OK(core::scoreStudy(*store.value(), metrics, editlens::testing::builtinModels(), options));
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
            QCOMPARE(compare->views().size(), 3); // the original, then the pair
            // Both are drawn: each view shows one output's image.
            QTRY_VERIFY(!compare->frameImage(left).isNull() && !compare->frameImage(right).isNull());
        }
    }

    void pairShowsTheOriginalAndBothOutputsNumbers()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings2.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        EL_VERIFY_OK(window.openStudy(m_study));
        ui::AlignmentDock *dock = window.alignmentDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isReady(), 30000);
        dock->setMetric(QStringLiteral("l1"));
        ui::DisagreementView *queue = dock->disagreementView();
        QTRY_VERIFY_WITH_TIMEOUT(!queue->isComputing() && queue->model()->rowCount() > 0, 30000);
        int row = 0;
        while (row < queue->model()->rowCount() && !queue->model()->queue().at(row).worst)
            ++row;
        QVERIFY(row < queue->model()->rowCount());
        const core::alignment::ItemDisagreement d = queue->model()->queue().at(row);
        clickRow(queue->tableView(), row);
        QTRY_COMPARE(window.currentItem().key, d.itemKey);
        ui::ComparisonView *compare = window.comparisonView();
        QVERIFY(compare->outputPair());
        const auto [left, right] = *compare->outputPair();

        // The original is on screen beside the pair, captioned as such.
        QCOMPARE(compare->views().size(), 3);
        QTRY_VERIFY(!compare->frameImage(ui::originalImage).isNull());
        QTRY_VERIFY(!compare->frameImage(left).isNull() && !compare->frameImage(right).isNull());
        QStringList captions;
        for (QLabel *label : compare->findChildren<QLabel *>())
            captions << label->text();
        QVERIFY2(captions.filter(QStringLiteral("Original · ")).size() == 1, qPrintable(captions.join(u'|')));

        // The Scores dock shows both outputs' L1 and both outputs' people's means with n, side by side.
        ui::PairScoresTable *pair = window.scoresDock()->pairTable();
        QTRY_VERIFY(pair->isVisible());
        const core::Item item = window.currentItem();
        const auto valueOf = [](const core::Output &o, const QString &metric) {
            for (const core::Score &s : o.scores)
                if (s.metric == metric)
                    return QLocale().toString(s.value, 'f', 4);
            return QString();
        };
        const int l1 = pair->rowOf(QStringLiteral("l1"));
        QVERIFY(l1 >= 0);
        const QString l1Left = valueOf(item.outputs[left], QStringLiteral("l1"));
        const QString l1Right = valueOf(item.outputs[right], QStringLiteral("l1"));
        QVERIFY(!l1Left.isEmpty() && !l1Right.isEmpty());
        QVERIFY2(pair->item(l1, ui::PairScoresTable::LeftColumn)->text().startsWith(l1Left),
                 qPrintable(pair->item(l1, ui::PairScoresTable::LeftColumn)->text()));
        QVERIFY(pair->item(l1, ui::PairScoresTable::RightColumn)->text().startsWith(l1Right));
        // People's mean, written here from the item's ratings.
        const QString dimension = dock->dimension();
        const auto meanOf = [&](const core::Output &o) {
            double sum = 0;
            int n = 0;
            for (const core::Rating &r : o.ratings)
                if (r.dimension == dimension) {
                    sum += r.value;
                    ++n;
                }
            return QStringLiteral("%1 (n %2)").arg(QLocale().toString(sum / n, 'f', 2)).arg(n);
        };
        const int people = pair->rowOf(QStringLiteral("people:") + dimension);
        QVERIFY(people >= 0);
        QCOMPARE(pair->item(people, ui::PairScoresTable::LeftColumn)->text(), meanOf(item.outputs[left]));
        QCOMPARE(pair->item(people, ui::PairScoresTable::RightColumn)->text(), meanOf(item.outputs[right]));
        QVERIFY(pair->model()
                    ->headerData(ui::PairScoresTable::LeftColumn, Qt::Horizontal)
                    .toString()
                    .contains(item.outputs[left].system));

        // The queue's pane under the table has the whole worst-pair text with both systems and the numbers.
        const QString detail = queue->detailLabel()->text();
        QVERIFY2(detail.contains(d.worst->humanPreferred) && detail.contains(d.worst->otherSystem), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("(n ")), qPrintable(detail));
        QVERIFY2(detail.contains(QString::number(d.worst->humanGap, 'f', 2)), qPrintable(detail));

        // Leaving the pair hides the side-by-side table.
        compare->clearOutputPair();
        QTRY_VERIFY(!pair->isVisible());
    }
};

QTEST_MAIN(TestDisagreementPair)
#include "tst_disagreementpair.moc"
