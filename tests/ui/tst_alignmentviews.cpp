// The scatter plot (click opens an item, a rubber band brushes items) and the disagreement queue (order on a
// hand-built study, edit-type and system filters, row activation).
#include "alignmentview/disagreementview.h"
#include "alignmentview/scatterview.h"
#include "itemmodels/disagreementmodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <array>
#include <cmath>

using namespace editlens;
using namespace editlens::core::alignment;

namespace {

const QString overall = QStringLiteral("overall");

/// Humans (one annotator) and metric "m" for systems A, B, C; NaN = no output of that system.
void addItem(RatingTable &t, const QString &key, std::array<double, 3> human, std::array<double, 3> metric)
{
    const QString systems[] = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    for (int s = 0; s < 3; ++s) {
        if (std::isnan(human[s]))
            continue;
        t.setRating(overall, QStringLiteral("ann"), systems[s], key, human[s]);
        t.setScore(QStringLiteral("m"), systems[s], key, metric[s]);
    }
}

/// The hand-built study of the queue tests (see queueOrderMatchesTheHandBuiltStudy for the expected order).
RatingTable queueStudy()
{
    const double nan = std::nan("");
    RatingTable t;
    addItem(t, QStringLiteral("r"), {5, 3, 1}, {0.9, 0.5, 0.1}); // like the humans: 0 / 3
    addItem(t, QStringLiteral("q"), {5, 3, 1}, {0.9, 0.1, 0.5}); // B-C reversed: 1 / 3
    addItem(t, QStringLiteral("p"), {5, 3, 1}, {0.1, 0.5, 0.9}); // every pair reversed: 3 / 3
    addItem(t, QStringLiteral("s"), {4, 2, 2}, {0.1, 0.5, 0.3}); // B-C a human tie (left out); A-B, A-C: 2 / 2
    addItem(t, QStringLiteral("u"), {1, nan, nan}, {0.9, 0, 0}); // single outputs: rank residuals
    addItem(t, QStringLiteral("t"), {5, nan, nan}, {0.1, 0, 0});
    return t;
}

QHash<QString, ItemInfo> queueInfo()
{
    QHash<QString, ItemInfo> info;
    for (const QString &k : {QStringLiteral("p"), QStringLiteral("q")})
        info.insert(k, {QStringLiteral("add a %1").arg(k), QStringLiteral("add"), {}});
    for (const QString &k : {QStringLiteral("r"), QStringLiteral("s"), QStringLiteral("t"), QStringLiteral("u")})
        info.insert(k, {QStringLiteral("remove the %1").arg(k), QStringLiteral("remove"), {}});
    return info;
}

QStringList keysOf(const ui::DisagreementModel &model)
{
    QStringList keys;
    for (int row = 0; row < model.rowCount(); ++row)
        keys << model.index(row, ui::DisagreementModel::ItemColumn).data(ui::DisagreementModel::ItemKeyRole).toString();
    return keys;
}

QStringList strings(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromUtf8(s);
    return out;
}

void sendMouse(QWidget *w, QEvent::Type type, QPoint pos, Qt::MouseButtons buttons)
{
    QMouseEvent e(type, QPointF(pos), w->mapToGlobal(QPointF(pos)),
                  type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

} // namespace

class TestAlignmentViews : public QObject
{
    Q_OBJECT

private:
    /// Five outputs of three items: (metric, human) far enough apart to be hit one by one.
    void fillScatter(ui::ScatterView &view)
    {
        // Off the grid lines (integers and multiples of 0.2), so that the tests can read a point's pixel.
        QVector<ScatterPoint> points{
            {0, 0, 0.1, 1.5}, {1, 0, 0.5, 3.5}, {2, 1, 0.9, 4.5}, {0, 1, 0.3, 4.25}, {1, 2, 0.7, 2.5}};
        view.setData(points, {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")},
                     {QStringLiteral("item-a"), QStringLiteral("item-b"), QStringLiteral("item-c")},
                     QStringLiteral("metric"), QStringLiteral("human"));
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

private Q_SLOTS:
    void clickingAPointActivatesItsItem_data()
    {
        QTest::addColumn<int>("point");
        QTest::addColumn<QString>("key");
        QTest::newRow("first") << 0 << "item-a";
        QTest::newRow("middle") << 1 << "item-b";
        QTest::newRow("top right") << 2 << "item-c";
        QTest::newRow("second output of item-a") << 3 << "item-a";
    }

    void clickingAPointActivatesItsItem()
    {
        QFETCH(int, point);
        QFETCH(QString, key);
        ui::ScatterView view;
        fillScatter(view);
        QSignalSpy activated(&view, &ui::ScatterView::itemActivated);
        const QPoint at = view.pointPosition(point).toPoint();
        QVERIFY(view.rect().contains(at));
        QTest::mouseClick(&view, Qt::LeftButton, {}, at);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.constFirst().constFirst().toString(), key);
    }

    void clickingEmptySpaceActivatesNothing()
    {
        ui::ScatterView view;
        fillScatter(view);
        QSignalSpy activated(&view, &ui::ScatterView::itemActivated);
        // Halfway between the first two points (0.1, 1.5) and (0.5, 3.5) lies no point.
        const QPointF mid = (view.pointPosition(0) + view.pointPosition(1)) / 2;
        QCOMPARE(view.pointAt(mid), -1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, mid.toPoint());
        QCOMPARE(activated.size(), 0);
    }

    void pointsArePaintedInTheirSystemsColour()
    {
        ui::ScatterView view;
        fillScatter(view);
        const QImage image = view.grab().toImage();
        for (int i : {0, 2, 4}) {
            const QPointF at = view.pointPosition(i) * view.devicePixelRatioF();
            const QColor got = image.pixelColor(int(at.x()), int(at.y()));
            const QColor want = ui::ScatterView::systemColour(view.point(i).system);
            // 190/255 of the colour over the white base: each channel within the blend of the two.
            for (auto [g, w] :
                 {std::pair{got.red(), want.red()}, {got.green(), want.green()}, {got.blue(), want.blue()}})
                QVERIFY2(std::abs(g - (w * 190 + 255 * 65) / 255) <= 6,
                         qPrintable(QStringLiteral("point %1: %2 vs %3").arg(i).arg(got.name(), want.name())));
        }
    }

    void rubberBandBrushesTheItemsInside()
    {
        ui::ScatterView view;
        fillScatter(view);
        QSignalSpy brushed(&view, &ui::ScatterView::itemsBrushed);
        // A band around points 1 (item-b, 0.5/3.5) and 3 (item-a, 0.3/4.25), not 0, 2 or 4.
        const QPointF p1 = view.pointPosition(1), p3 = view.pointPosition(3);
        const QPoint from = QPointF(std::min(p1.x(), p3.x()) - 8, std::min(p1.y(), p3.y()) - 8).toPoint();
        const QPoint to = QPointF(std::max(p1.x(), p3.x()) + 8, std::max(p1.y(), p3.y()) + 8).toPoint();
        sendMouse(&view, QEvent::MouseButtonPress, from, Qt::LeftButton);
        sendMouse(&view, QEvent::MouseMove, (from + to) / 2, Qt::LeftButton);
        sendMouse(&view, QEvent::MouseMove, to, Qt::LeftButton);
        sendMouse(&view, QEvent::MouseButtonRelease, to, Qt::NoButton);
        QCOMPARE(brushed.size(), 1);
        QCOMPARE(brushed.constFirst().constFirst().toStringList(), strings({"item-a", "item-b"}));
        QCOMPARE(view.brushedKeys(), strings({"item-a", "item-b"}));
        // A click on empty space clears the brush.
        const QPointF empty = (view.pointPosition(0) + view.pointPosition(1)) / 2;
        QTest::mouseClick(&view, Qt::LeftButton, {}, empty.toPoint());
        QCOMPARE(brushed.size(), 2);
        QVERIFY(brushed.at(1).constFirst().toStringList().isEmpty());
    }

    void queueOrderMatchesTheHandBuiltStudy_data()
    {
        QTest::addColumn<QString>("editType");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<QStringList>("pairs");
        // Pair items first (score, then discordant pairs descending): p 3/3, s 2/2, q 1/3, r 0/3; then the single
        // outputs t (human rank 2, metric rank 1) and u (1, 2): residual 1 each, by key.
        QTest::newRow("everything") << QString() << QString() << strings({"p", "s", "q", "r", "t", "u"})
                                    << strings({"3 / 3", "2 / 2", "1 / 3", "0 / 3", "rank residual", "rank residual"});
        QTest::newRow("edit type add") << "add" << QString() << strings({"p", "q"}) << strings({"3 / 3", "1 / 3"});
        // Only pairs with C: p (A-C, B-C reversed) 2/2, s (A-C reversed, B-C tie) 1/1, q (B-C) 1/2, r 0/2; the
        // single outputs are of system A: left out.
        QTest::newRow("system C") << QString() << "C" << strings({"p", "s", "q", "r"})
                                  << strings({"2 / 2", "1 / 1", "1 / 2", "0 / 2"});
    }

    void queueOrderMatchesTheHandBuiltStudy()
    {
        QFETCH(QString, editType);
        QFETCH(QString, system);
        QFETCH(QStringList, order);
        QFETCH(QStringList, pairs);
        ui::DisagreementView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy ready(&view, &ui::DisagreementView::queueReady);
        view.setInput(queueStudy(), queueInfo(), overall, QStringLiteral("m"), false);
        QVERIFY(ready.wait(5000));
        QCOMPARE(keysOf(*view.model()), strings({"p", "s", "q", "r", "t", "u"}));
        view.setEditTypeFilter(editType);
        view.setSystemFilter(system);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing() && keysOf(*view.model()) == order, 5000);
        QCOMPARE(keysOf(*view.model()), order);
        for (int row = 0; row < order.size(); ++row)
            QCOMPARE(view.model()->index(row, ui::DisagreementModel::PairsColumn).data().toString(), pairs[row]);
        QCOMPARE(view.model()->index(0, ui::DisagreementModel::InstructionColumn).data().toString(),
                 queueInfo().value(order.first()).instruction);
    }

    void worstPairAndActivation()
    {
        ui::DisagreementView view;
        QSignalSpy ready(&view, &ui::DisagreementView::queueReady);
        view.setInput(queueStudy(), queueInfo(), overall, QStringLiteral("m"), false);
        QVERIFY(ready.wait(5000));
        // p: the discordant pair with the largest human gap is A (5) vs C (1); the metric prefers C.
        QCOMPARE(view.model()->index(0, ui::DisagreementModel::WorstPairColumn).data().toString(),
                 QStringLiteral("people: A > C; metric: C"));
        QCOMPARE(view.model()->index(0, ui::DisagreementModel::ScoreColumn).data().toString(), QStringLiteral("1.000"));
        // No components for a plain metric: the driver column is hidden.
        QVERIFY(view.tableView()->isColumnHidden(ui::DisagreementModel::DriverColumn));
        QSignalSpy activated(&view, &ui::DisagreementView::itemActivated);
        QSignalSpy pair(&view, &ui::DisagreementView::pairActivated);
        // Enter on q names its worst pair: people B (3) > C (1), the metric prefers C.
        Q_EMIT view.tableView()->activated(view.model()->index(2, 0));
        QCOMPARE(pair.size(), 1);
        QCOMPARE(pair.constFirst(), (QVariantList{QStringLiteral("q"), QStringLiteral("B"), QStringLiteral("C")}));
        // A single click on a row is enough: p's worst pair is A (5) > C (1).
        view.resize(800, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *table = view.tableView();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(view.model()->index(0, ui::DisagreementModel::ScoreColumn)).center());
        QCOMPARE(pair.size(), 2);
        QCOMPARE(pair.constLast(), (QVariantList{QStringLiteral("p"), QStringLiteral("A"), QStringLiteral("C")}));
        QCOMPARE(activated.size(), 0);
        // A single-output row (t, a rank residual) has no pair: it opens the item alone.
        Q_EMIT view.tableView()->activated(view.model()->index(4, 0));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.constFirst().constFirst().toString(), QStringLiteral("t"));
    }

    void bpmQueueNamesTheDrivingComponent()
    {
        // Item z: humans A > B. BPM prefers B; S_preserve agrees with the humans, S_modify prefers B: S_modify drove
        // it.
        RatingTable t;
        t.setRating(overall, QStringLiteral("ann"), QStringLiteral("A"), QStringLiteral("z"), 5);
        t.setRating(overall, QStringLiteral("ann"), QStringLiteral("B"), QStringLiteral("z"), 2);
        const auto score = [&t](const char *metric, double a, double b) {
            t.setScore(QString::fromLatin1(metric), QStringLiteral("A"), QStringLiteral("z"), a);
            t.setScore(QString::fromLatin1(metric), QStringLiteral("B"), QStringLiteral("z"), b);
        };
        score("bpm", 0.4, 0.8);
        score("bpm_s_preserve", 0.9, 0.5);
        score("bpm_s_modify", 0.1, 0.9);
        score("bpm_s_region", 1.0, 1.0);
        ui::DisagreementView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy ready(&view, &ui::DisagreementView::queueReady);
        view.setInput(t, {}, overall, QStringLiteral("bpm"), false);
        QVERIFY(ready.wait(5000));
        QCOMPARE(view.model()->rowCount(), 1);
        QCOMPARE(view.model()->index(0, ui::DisagreementModel::DriverColumn).data().toString(),
                 QStringLiteral("S_modify"));
        QVERIFY(!view.tableView()->isColumnHidden(ui::DisagreementModel::DriverColumn));
    }
};

QTEST_MAIN(TestAlignmentViews)
#include "tst_alignmentviews.moc"
