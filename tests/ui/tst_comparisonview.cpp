// The comparison view: layouts, overlays, zoom and pan sync, prefetch and the item-shown signal, offscreen.
// Over 500 lines because each layout and overlay is its own case on a small generated study.
#include "compare/comparecaptions.h"
#include "compare/comparisonview.h"
#include "compare/imagecache.h"
#include "compare/overlaylayers.h"
#include "compare/zoomcontroller.h"
#include "guiutil/backgroundpriority.h"
#include "sceneitems.h"

#include <QApplication>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QWheelEvent>

#include <algorithm>
#include <thread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace editlens;

Q_DECLARE_METATYPE(editlens::core::OriginKind)

namespace {

const QColor sourceGrey(120, 120, 120);
const QColor outputGrey(200, 200, 200);

/// The scene of `view` rendered at 100 % over the frame `frame` (scene units = source pixels).
QImage renderScene(QGraphicsView *view, QSize frame)
{
    QImage image(frame, QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    view->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(frame)), QRectF(QPointF(0, 0), QSizeF(frame)));
    return image;
}

bool near(QRgb a, const QColor &b, int tolerance = 6)
{
    return std::abs(qRed(a) - b.red()) <= tolerance && std::abs(qGreen(a) - b.green()) <= tolerance
           && std::abs(qBlue(a) - b.blue()) <= tolerance;
}

/// Pixels of colour `color` on the vertical line x from y0 to y1, as a fraction.
double columnShare(const QImage &image, int x, int y0, int y1, const QColor &color)
{
    int hits = 0;
    for (int y = y0; y <= y1; ++y)
        hits += near(image.pixel(x, y), color);
    return double(hits) / (y1 - y0 + 1);
}

core::Difference difference(qint64 id, core::EditOp op, QRectF box, bool normalized = false,
                            core::OriginKind kind = core::OriginKind::GroundTruth, double confidence = 1.0)
{
    core::Difference d;
    d.id = id;
    d.op = op;
    d.box = box;
    d.boxIsNormalized = normalized;
    d.originKind = kind;
    d.origin = kind == core::OriginKind::Detector ? QStringLiteral("DICE") : QStringLiteral("truth");
    d.confidence = confidence;
    d.description = QStringLiteral("thing %1").arg(id);
    return d;
}

bool waitShown(QSignalSpy &spy)
{
    return spy.count() > 0 || spy.wait(5000);
}

} // namespace

class TestComparisonView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    core::Item m_item; // source 200×100; output 0 same size; output 1 400×200 (twice the size)

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QImage source(200, 100, QImage::Format_RGB32);
        source.fill(sourceGrey);
        QVERIFY(source.save(m_dir.filePath(QStringLiteral("src.png"))));
        QImage same(200, 100, QImage::Format_RGB32);
        same.fill(outputGrey);
        QVERIFY(same.save(m_dir.filePath(QStringLiteral("same.png"))));
        QImage big(400, 200, QImage::Format_RGB32);
        big.fill(outputGrey);
        QVERIFY(big.save(m_dir.filePath(QStringLiteral("big.png"))));
        QImage mask(200, 100, QImage::Format_Grayscale8);
        mask.fill(0);
        QPainter(&mask).fillRect(QRect(60, 20, 40, 30), Qt::white);
        QVERIFY(mask.save(m_dir.filePath(QStringLiteral("mask.png"))));

        m_item.id = 1;
        m_item.key = QStringLiteral("it1");
        m_item.sourcePath = QStringLiteral("src.png");
        m_item.sourceSize = QSize(200, 100);
        m_item.instruction = QStringLiteral("replace the cat with a dog");
        core::Output same0;
        same0.id = 10;
        same0.system = QStringLiteral("Same");
        same0.path = QStringLiteral("same.png");
        same0.size = QSize(200, 100);
        // REMOVE in original pixels; ADD normalized (→ 100,20 … 160,60 on the output).
        same0.differences = {difference(1, core::EditOp::Remove, QRectF(20, 30, 40, 40)),
                             difference(2, core::EditOp::Add, QRectF(0.5, 0.2, 0.3, 0.4), true)};
        core::Output big1;
        big1.id = 11;
        big1.system = QStringLiteral("Big");
        big1.path = QStringLiteral("big.png");
        big1.size = QSize(400, 200);
        // EDIT in the big output's pixels: 200,40 … 320,140 there = 100,20 … 160,70 in the source frame.
        big1.differences = {
            difference(3, core::EditOp::Edit, QRectF(200, 40, 120, 100), false, core::OriginKind::Detector, 0.3)};
        m_item.outputs = {same0, big1};
    }

    void modeNamesRoundTrip()
    {
        for (ui::CompareMode m :
             {ui::CompareMode::Side, ui::CompareMode::Grid, ui::CompareMode::Swipe, ui::CompareMode::Flicker})
            QCOMPARE(ui::compareModeFromName(ui::compareModeName(m)), std::optional<ui::CompareMode>(m));
        QCOMPARE(ui::compareModeFromName(QStringLiteral("GRID")), std::optional(ui::CompareMode::Grid));
        QVERIFY(!ui::compareModeFromName(QStringLiteral("mosaic")));
    }

    void differenceBoxesLandOnTheRightPixelsOfTheRightImage_data()
    {
        QTest::addColumn<int>("output");
        QTest::addColumn<bool>("onOriginal");
        QTest::addColumn<QRect>("expected"); // source-frame pixels
        QTest::addColumn<QColor>("color");
        QTest::addColumn<double>("minShare"); // dashed detector boxes cover part of each edge
        QTest::newRow("REMOVE pixels on the original")
            << 0 << true << QRect(20, 30, 40, 40) << ui::editOpColor(core::EditOp::Remove) << 0.95;
        QTest::newRow("ADD normalized on the output")
            << 0 << false << QRect(100, 20, 60, 40) << ui::editOpColor(core::EditOp::Add) << 0.95;
        QTest::newRow("EDIT on a twice-as-large output, in the source frame")
            << 1 << false << QRect(100, 20, 60, 50) << ui::editOpColor(core::EditOp::Edit) << 0.4;
    }

    void differenceBoxesLandOnTheRightPixelsOfTheRightImage()
    {
        QFETCH(int, output);
        QFETCH(bool, onOriginal);
        QFETCH(QRect, expected);
        QFETCH(QColor, color);
        QFETCH(double, minShare);
        ui::ComparisonView view;
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.setStudyRoot(m_dir.path());
        view.showItem(m_item, output);
        QVERIFY(waitShown(shown));
        const QVector<QGraphicsView *> views = view.views();
        QCOMPARE(views.size(), 2);
        const QImage original = renderScene(views[0], QSize(200, 100));
        const QImage edited = renderScene(views[1], QSize(200, 100));
        const QImage &on = onOriginal ? original : edited;
        const QImage &off = onOriginal ? edited : original;
        const int y0 = expected.top() + expected.height() / 2; // below the label in the box's top-left corner
        const int y1 = expected.top() + expected.height() - 3;
        const int left = expected.left();
        const int right = expected.left() + expected.width();
        QVERIFY2(columnShare(on, left, y0, y1, color) >= minShare, "left edge not drawn in the op's colour");
        QVERIFY2(columnShare(on, right, y0, y1, color) >= minShare, "right edge not drawn in the op's colour");
        // Nothing a few pixels outside or inside the box, and nothing on the other image.
        const QColor image = onOriginal ? sourceGrey : outputGrey;
        QVERIFY(near(on.pixel(left - 4, (y0 + y1) / 2), image));
        QVERIFY(near(on.pixel(left + 4, (y0 + y1) / 2), image));
        QVERIFY(near(on.pixel(right + 4, (y0 + y1) / 2), image));
        QCOMPARE(columnShare(off, left, y0, y1, color), 0.0);
        // Sizes are noted in the caption of an output shown in the source's frame.
        if (output == 1) {
            bool noted = false;
            for (QLabel *label : view.findChildren<QLabel *>())
                noted |= label->text().contains(QStringLiteral("400×200"))
                         && label->text().contains(QStringLiteral("200×100"));
            QVERIFY(noted);
        }
    }

    void modesShowTheRightViews_data()
    {
        QTest::addColumn<int>("modeValue");
        QTest::addColumn<int>("views");
        QTest::addColumn<int>("pixmapsInFirstView");
        QTest::newRow("side") << int(ui::CompareMode::Side) << 2 << 1;
        QTest::newRow("grid") << int(ui::CompareMode::Grid) << 3 << 1;
        QTest::newRow("swipe") << int(ui::CompareMode::Swipe) << 1 << 2;
        QTest::newRow("flicker") << int(ui::CompareMode::Flicker) << 1 << 2;
    }

    void modesShowTheRightViews()
    {
        QFETCH(int, modeValue);
        const auto mode = ui::CompareMode(modeValue);
        QFETCH(int, views);
        QFETCH(int, pixmapsInFirstView);
        ui::ComparisonView view;
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.setStudyRoot(m_dir.path());
        view.showItem(m_item, 0);
        QVERIFY(waitShown(shown));
        shown.clear();
        view.setMode(mode);
        if (mode != ui::CompareMode::Side) // the initial mode: nothing to rebuild
            QVERIFY(waitShown(shown));
        QCOMPARE(view.mode(), mode);
        QCOMPARE(view.views().size(), views);
        QCOMPARE(view.findChildren<QGraphicsView *>().size(), views);
        int pixmaps = 0;
        for (QGraphicsItem *item : view.views()[0]->scene()->items())
            pixmaps += item->type() == QGraphicsPixmapItem::Type;
        QCOMPARE(pixmaps, pixmapsInFirstView);
        QCOMPARE(view.zoomController()->views().size(), views);
    }

    void swipeShowsTheOriginalLeftOfTheDivider()
    {
        ui::ComparisonView view;
        view.setStudyRoot(m_dir.path());
        view.setOverlayEnabled(ui::Overlay::Differences, false);
        view.setMode(ui::CompareMode::Swipe);
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.showItem(m_item, 0);
        QVERIFY(waitShown(shown));
        view.zoomController()->zoomActualSize(); // the divider's grip: 12 device pixels = 12 scene units
        view.setSwipePosition(0.25);
        QImage image = renderScene(view.views()[0], QSize(200, 100));

        QVERIFY(near(image.pixel(20, 80), sourceGrey));
        QVERIFY(near(image.pixel(150, 80), outputGrey));
        view.setSwipePosition(0.9);
        image = renderScene(view.views()[0], QSize(200, 100));
        QVERIFY(near(image.pixel(150, 80), sourceGrey));
        QVERIFY(near(image.pixel(195, 80), outputGrey));
    }

    void flickerTogglesBetweenOriginalAndOutput()
    {
        ui::ComparisonView view;
        view.setStudyRoot(m_dir.path());
        view.setOverlayEnabled(ui::Overlay::Differences, false);
        view.setFlickerInterval(0); // by hand only
        view.setMode(ui::CompareMode::Flicker);
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.showItem(m_item, 0);
        QVERIFY(waitShown(shown));
        QVERIFY(view.flickerShowsOutput());
        QVERIFY(near(renderScene(view.views()[0], QSize(200, 100)).pixel(10, 10), outputGrey));
        view.toggle();
        QVERIFY(!view.flickerShowsOutput());
        QVERIFY(near(renderScene(view.views()[0], QSize(200, 100)).pixel(10, 10), sourceGrey));
        // With an interval it toggles by itself.
        view.setFlickerInterval(30);
        QTRY_VERIFY_WITH_TIMEOUT(view.flickerShowsOutput(), 2000);
    }

    void zoomIsSharedAndWheelKeepsThePointUnderTheCursor()
    {
        ui::ComparisonView view;
        view.setStudyRoot(m_dir.path());
        view.setMode(ui::CompareMode::Grid);
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        QSignalSpy zoomed(&view, &ui::ComparisonView::zoomChanged);
        view.showItem(m_item, 0);
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(waitShown(shown));
        const QVector<QGraphicsView *> views = view.views();
        QCOMPARE(views.size(), 3);

        view.zoomController()->setZoom(4.0);
        for (QGraphicsView *v : views)
            QCOMPARE(v->transform().m11(), 4.0);
        QVERIFY(!zoomed.isEmpty());
        QCOMPARE(zoomed.last().at(0).toDouble(), 4.0);
        // Pixel-exact from 100 % up.
        for (QGraphicsItem *item : views[1]->scene()->items())
            if (auto *p = qgraphicsitem_cast<QGraphicsPixmapItem *>(item))
                QCOMPARE(p->transformationMode(), Qt::FastTransformation);

        // Scroll one: the others show the same scene centre.
        views[1]->centerOn(100, 50);
        const QPointF centre1 = views[1]->mapToScene(views[1]->viewport()->rect().center());
        for (QGraphicsView *v : views) {
            const QPointF c = v->mapToScene(v->viewport()->rect().center());
            QVERIFY2(std::abs(c.x() - centre1.x()) <= 1.0 && std::abs(c.y() - centre1.y()) <= 1.0,
                     "views not scrolled together");
        }

        // Wheel over view 2: zoom × 1.25 everywhere, the scene point under the cursor stays there.
        QGraphicsView *target = views[2];
        const QPoint cursor(target->viewport()->width() / 2 - 30, target->viewport()->height() / 2 - 20);
        const QPointF before = target->viewportTransform().inverted().map(QPointF(cursor));
        QWheelEvent wheel(QPointF(cursor), target->viewport()->mapToGlobal(QPointF(cursor)), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target->viewport(), &wheel);
        QCOMPARE(view.zoom(), 5.0);
        for (QGraphicsView *v : views)
            QCOMPARE(v->transform().m11(), 5.0);
        const QPointF after = target->viewportTransform().inverted().map(QPointF(cursor));
        QVERIFY2((after - before).manhattanLength() <= 2.0 / 5.0,
                 qPrintable(QStringLiteral("point under the cursor moved from %1,%2 to %3,%4")
                                .arg(before.x())
                                .arg(before.y())
                                .arg(after.x())
                                .arg(after.y())));

        // Below 100 % images are smoothed.
        view.zoomController()->setZoom(0.5);
        for (QGraphicsItem *item : views[0]->scene()->items())
            if (auto *p = qgraphicsitem_cast<QGraphicsPixmapItem *>(item))
                QCOMPARE(p->transformationMode(), Qt::SmoothTransformation);
    }

    void outputPairShowsTheTwoOutputsLeftAndRight()
    {
        // A third output, coloured apart from the others, so that each side can be told by its pixels.
        const QColor thirdBlue(40, 70, 210);
        QImage blue(200, 100, QImage::Format_RGB32);
        blue.fill(thirdBlue);
        QVERIFY(blue.save(m_dir.filePath(QStringLiteral("blue.png"))));
        core::Item item = m_item;
        core::Output third;
        third.id = 12;
        third.system = QStringLiteral("System B"); // a blinded label, as the window passes it
        third.path = QStringLiteral("blue.png");
        third.size = QSize(200, 100);
        third.differences = {difference(4, core::EditOp::Add, QRectF(10, 10, 50, 50))};
        item.outputs.push_back(third);

        ui::ComparisonView view;
        view.setStudyRoot(m_dir.path());
        view.setMode(ui::CompareMode::Flicker); // the mode to come back to
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.showItem(item, 0);
        QVERIFY(waitShown(shown));
        shown.clear();
        QVERIFY(!view.showOutputPair(0, 3)); // out of range
        QVERIFY(!view.showOutputPair(2, 2)); // not a pair
        QVERIFY(!view.outputPair().has_value());

        // Right: the blue output; left: the grey one (output 1, twice the size, shown on the source's frame).
        QVERIFY(view.showOutputPair(2, 1));
        QVERIFY(waitShown(shown));
        QCOMPARE(view.outputPair(), std::optional(std::pair(2, 1)));
        QCOMPARE(view.mode(), ui::CompareMode::Flicker);
        const QVector<QGraphicsView *> views = view.views();
        QCOMPARE(views.size(), 3);
        // The original first, so that both outputs are judged against what they edit.
        const QImage original = renderScene(views[0], QSize(200, 100));
        for (QPoint p : {QPoint(5, 5), QPoint(100, 50), QPoint(195, 95)})
            QVERIFY(near(original.pixel(p), sourceGrey));
        const QImage left = renderScene(views[1], QSize(200, 100));
        const QImage right = renderScene(views[2], QSize(200, 100));
        QVERIFY(near(left.pixel(180, 90), thirdBlue));
        QVERIFY(near(right.pixel(180, 90), outputGrey));
        // No original in either output pane.
        for (const QImage &side : {left, right})
            for (QPoint p : {QPoint(5, 5), QPoint(100, 50), QPoint(195, 95)})
                QVERIFY(!near(side.pixel(p), sourceGrey));
        // Overlays as on side mode's output: the blue output's ADD box on the left pane only.
        const QColor add = ui::editOpColor(core::EditOp::Add);
        QVERIFY(columnShare(left, 10, 35, 57, add) >= 0.95);
        QCOMPARE(columnShare(right, 10, 35, 57, add), 0.0);
        // Captions: the side, then the system name as given.
        QStringList captions;
        for (QLabel *label : view.findChildren<QLabel *>())
            captions << label->text();
        QVERIFY2(captions.filter(QStringLiteral("Original")).size() == 1, qPrintable(captions.join(u'|')));
        QVERIFY2(captions.filter(QStringLiteral("Left · System B")).size() == 1, qPrintable(captions.join(u'|')));
        QVERIFY2(captions.filter(QStringLiteral("Right · Big")).size() == 1, qPrintable(captions.join(u'|')));
        // Flicker stays off while the pair is up.
        view.toggle();
        QVERIFY(near(renderScene(view.views()[1], QSize(200, 100)).pixel(180, 90), thirdBlue));

        // Back to the mode: one flicker pane showing the selected output 0.
        shown.clear();
        view.clearOutputPair();
        QVERIFY(waitShown(shown));
        QVERIFY(!view.outputPair().has_value());
        QCOMPARE(view.views().size(), 1);
        QVERIFY(near(renderScene(view.views()[0], QSize(200, 100)).pixel(180, 90), outputGrey));

        // Another item ends the pair; the same item keeps it.
        QVERIFY(view.showOutputPair(1, 0));
        view.showItem(item, 0);
        QCOMPARE(view.outputPair(), std::optional(std::pair(1, 0)));
        core::Item other = item;
        other.id = 2;
        view.showItem(other, 0);
        QVERIFY(!view.outputPair().has_value());
    }

    void outputPairSharesZoomAndScroll()
    {
        ui::ComparisonView view;
        view.setStudyRoot(m_dir.path());
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.showItem(m_item, 0);
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(waitShown(shown));
        shown.clear();
        QVERIFY(view.showOutputPair(1, 0));
        QVERIFY(waitShown(shown));
        const QVector<QGraphicsView *> views = view.views();
        QCOMPARE(views.size(), 3);
        QCOMPARE(view.zoomController()->views().size(), 3);
        view.zoomController()->setZoom(3.0);
        for (QGraphicsView *v : views)
            QCOMPARE(v->transform().m11(), 3.0);
        views[0]->centerOn(60, 30);
        const QPointF centre = views[0]->mapToScene(views[0]->viewport()->rect().center());
        const QPointF other = views[1]->mapToScene(views[1]->viewport()->rect().center());
        QVERIFY2(std::abs(centre.x() - other.x()) <= 1.0 && std::abs(centre.y() - other.y()) <= 1.0,
                 "pair views not scrolled together");
        // The original and both output panes are editable images.
        const QVector<ui::ComparisonView::EditTarget> targets = view.editTargets();
        QCOMPARE(targets.size(), 3);
        QCOMPARE(targets[0].image, ui::originalImage);
        QCOMPARE(targets[1].image, 1);
        QCOMPARE(targets[2].image, 0);
    }

    void bpmBoxesLabelEachObjectOnce()
    {
        // A noisy M_edit splits into many regions: one label for the object, on its largest box, counting them.
        ui::BpmOverlayData data;
        for (int i = 0; i < 40; ++i)
            data.editBoxes << QRect(2 * i, i, 4, 4);
        data.editBoxes << QRect(10, 10, 30, 20); // the largest
        data.originBoxes << QRect(5, 5, 20, 20);
        QGraphicsScene scene;
        auto *edited = scene.addRect(QRectF());
        auto *original = scene.addRect(QRectF());
        ui::addBpmItems(edited, data, ui::Overlay::BpmBoxes, false);
        ui::addBpmItems(original, data, ui::Overlay::BpmBoxes, true);
        const auto labels = [](QGraphicsItem *root) {
            QStringList texts;
            for (QGraphicsItem *child : root->childItems())
                for (QGraphicsItem *grandchild : child->childItems())
                    if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(grandchild))
                        texts << text->text();
            return texts;
        };
        const QStringList editLabels = labels(edited);
        QCOMPARE(editLabels.size(), 1);
        QVERIFY2(editLabels.constFirst().startsWith(QStringLiteral("o2 · 41 region")), // "(s)" without a translator
                 qPrintable(editLabels.constFirst()));
        QCOMPARE(edited->childItems().size(), 41); // every box is still drawn
        auto *largest = dynamic_cast<QGraphicsRectItem *>(edited->childItems().last());
        QVERIFY(largest && largest->rect() == QRectF(10, 10, 30, 20));
        QCOMPARE(largest->childItems().size(), 1);
        QCOMPARE(labels(original), QStringList{QStringLiteral("o1")});
        // o1 is not drawn in REMOVE's colour: that colour means "removed" on the difference boxes.
        auto *o1 = dynamic_cast<QGraphicsRectItem *>(original->childItems().constFirst());
        QVERIFY(o1);
        QVERIFY(o1->pen().color() != ui::editOpColor(core::EditOp::Remove));
    }

    void confidenceThresholdHidesBoxes()
    {
        ui::ComparisonView view;
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.setStudyRoot(m_dir.path());
        view.showItem(m_item, 1); // EDIT box with confidence 0.3
        QVERIFY(waitShown(shown));
        QList<ui::DifferenceBoxItem *> found = testing::differenceBoxes(view.views()[1]->scene());
        QCOMPARE(found.size(), 1);
        QVERIFY(found[0]->isVisible());
        QCOMPARE(found[0]->label(), QStringLiteral("EDIT: thing 3 (0.30)"));
        QVERIFY(found[0]->pen().style() == Qt::DashLine); // a detector's guess
        QVERIFY(found[0]->toolTip().contains(QStringLiteral("DICE")));
        view.setConfidenceThreshold(0.5);
        QVERIFY(!found[0]->isVisible());
        view.setConfidenceThreshold(0.3);
        QVERIFY(found[0]->isVisible());
    }

    void selectionRoundTrips()
    {
        ui::ComparisonView view;
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        QSignalSpy selected(&view, &ui::ComparisonView::differenceSelected);
        view.setStudyRoot(m_dir.path());
        view.showItem(m_item, 0);
        QVERIFY(waitShown(shown));
        const QList<ui::DifferenceBoxItem *> onOriginal = testing::differenceBoxes(view.views()[0]->scene());
        const QList<ui::DifferenceBoxItem *> onOutput = testing::differenceBoxes(view.views()[1]->scene());
        QCOMPARE(onOriginal.size(), 1);
        QCOMPARE(onOutput.size(), 1);
        QCOMPARE(onOriginal[0]->op(), core::EditOp::Remove);

        onOutput[0]->setSelected(true); // as a click does
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.last().at(0).toLongLong(), 2);

        view.selectDifference(1); // from the Differences dock: highlight, no echo
        QVERIFY(onOriginal[0]->isSelected());
        QVERIFY(!onOutput[0]->isSelected());
        QCOMPARE(selected.size(), 1);
        QVERIFY(onOriginal[0]->zValue() > onOutput[0]->zValue());
    }

    void heatMapLayerHasItsOpacity()
    {
        ui::ComparisonView view;
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.setStudyRoot(m_dir.path());
        view.setOverlayEnabled(ui::Overlay::Differences, false);
        view.setOverlayEnabled(ui::Overlay::HeatMap, true);
        view.setHeatMapOpacity(1.0);
        view.showItem(m_item, 0);
        QVERIFY(waitShown(shown)); // waits for the heat-map computed off the GUI thread
        QGraphicsPixmapItem *heat = nullptr;
        for (QGraphicsItem *item : view.views()[1]->scene()->items())
            if (auto *p = qgraphicsitem_cast<QGraphicsPixmapItem *>(item);
                p && p->parentItem() && p->parentItem()->zValue() == ui::layerz::heatMap)
                heat = p;
        QVERIFY(heat);
        QCOMPARE(heat->effectiveOpacity(), 1.0);
        // ΔE between grey 120 and grey 200 is far above zero: the full-opacity overlay changes the pixel.
        QVERIFY(!near(renderScene(view.views()[1], QSize(200, 100)).pixel(50, 50), outputGrey));
        view.setHeatMapOpacity(0.0);
        QCOMPARE(heat->effectiveOpacity(), 0.0);
        QVERIFY(near(renderScene(view.views()[1], QSize(200, 100)).pixel(50, 50), outputGrey));
        view.setHeatMapOpacity(0.4);
        QCOMPARE(heat->effectiveOpacity(), 0.4);
        // H hides every overlay; the choice of layers is kept.
        view.setOverlaysVisible(false);
        QVERIFY(!heat->isVisible());
        QVERIFY(view.overlayEnabled(ui::Overlay::HeatMap));
    }

    void bpmLayersShowTheMaskAndTheParse()
    {
        core::Item item = m_item;
        core::Mask mask;
        mask.path = QStringLiteral("mask.png");
        mask.kind = QStringLiteral("edit"); // M_edit as given (an edit_region would be searched for an object)
        item.outputs[0].masks = {mask};
        item.outputs[0].differences.clear();
        ui::ComparisonView view;
        QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
        view.setStudyRoot(m_dir.path());
        view.setOverlayEnabled(ui::Overlay::MaskUnion, true);
        view.setOverlayEnabled(ui::Overlay::BpmBoxes, true);
        view.showItem(item, 0);
        QVERIFY(waitShown(shown));
        QCOMPARE(view.parseText(), QStringLiteral("cat → dog (replace), size unchanged, position unchanged"));
        const QImage edited = renderScene(view.views()[1], QSize(200, 100));
        // The union layer tints the mask's rectangle (60,20 … 100,50) and nothing outside it.
        QVERIFY(!near(edited.pixel(80, 35), outputGrey));
        QVERIFY(near(edited.pixel(30, 85), outputGrey));
        // o2's box (= the mask component) is drawn on its edges.
        QVERIFY(columnShare(edited, 60, 25, 45, ui::editOpColor(core::EditOp::Add)) > 0.9);
    }

    void imageCacheStaysWithinItsBound()
    {
        ui::ImageCache cache(200 * 100 * 4 * 2); // room for two 200×100 RGB32 images
        QSignalSpy loaded(&cache, &ui::ImageCache::loaded);
        const QStringList files = {QStringLiteral("src.png"), QStringLiteral("same.png"), QStringLiteral("big.png")};
        for (const QString &f : files) {
            cache.request(m_dir.filePath(f), QSize(200, 100));
            QVERIFY(loaded.wait(5000));
        }
        QCOMPARE(cache.count(), 2);
        QVERIFY(cache.bytes() <= cache.maxBytes());
        QVERIFY(!cache.contains(ui::ImageCache::key(m_dir.filePath(files[0]), QSize(200, 100))));
        const ui::ImageCache::Entry *big = cache.find(ui::ImageCache::key(m_dir.filePath(files[2]), QSize(200, 100)));
        QVERIFY(big);
        QCOMPARE(big->image.size(), QSize(200, 100));
        QCOMPARE(big->nativeSize, QSize(400, 200));
        QVERIFY(near(big->image.pixel(10, 10), outputGrey, 1));
    }

    void originTextNamesDetectorsByTheirExactNames_data()
    {
        QTest::addColumn<core::OriginKind>("kind");
        QTest::addColumn<QString>("origin");
        QTest::addColumn<QString>("text");
        using core::OriginKind;
        QTest::newRow("built in") << OriginKind::Detector << QStringLiteral("pixel-diff detector 1")
                                  << QStringLiteral("pixel-diff detector (built in)");
        QTest::newRow("DICE") << OriginKind::Detector << QStringLiteral("DICE") << QStringLiteral("DICE (imported)");
        QTest::newRow("DICE via a model")
            << OriginKind::Detector << QStringLiteral("DICE via gpt-4o") << QStringLiteral("DICE via gpt-4o");
        // Names that merely contain a known one are other detectors.
        QTest::newRow("dice-lover") << OriginKind::Detector << QStringLiteral("dice-lover")
                                    << QStringLiteral("dice-lover (imported detector)");
        QTest::newRow("pixel-diff detector clone")
            << OriginKind::Detector << QStringLiteral("pixel-diff detector clone")
            << QStringLiteral("pixel-diff detector clone (imported detector)");
        QTest::newRow("annotator dice-lover")
            << OriginKind::Annotator << QStringLiteral("dice-lover") << QStringLiteral("annotator dice-lover");
    }

    void originTextNamesDetectorsByTheirExactNames()
    {
        // Who produced a box, in words: the built-in detector and DICE by their exact names, not by a substring.
        QFETCH(core::OriginKind, kind);
        QFETCH(QString, origin);
        QFETCH(QString, text);
        core::Difference d;
        d.originKind = kind;
        d.origin = origin;
        QCOMPARE(ui::differenceOriginText(d), text);
    }

    void aLongCaptionDoesNotWidenThePane()
    {
        // A decoding error names the whole path: the caption is elided, never a reason for a wider window.
        ui::CaptionLabel label;
        const QString caption = QStringLiteral("Original · cannot read /") + QString(300, QLatin1Char('x'))
                                + QStringLiteral("/source.png: File not found");
        label.setCaption(caption);
        QCOMPARE(label.minimumSizeHint().width(), 0);
        QCOMPARE(label.text(), caption);
        QCOMPARE(label.toolTip(), caption);
        QVERIFY(label.sizeHint().height() > 0);
    }

    void requestTakesOverAQueuedPrefetch()
    {
        // Forty prefetches queue on the background pool; a request for the last one must not wait behind them (it did:
        // it came last). Timing on a loaded machine varies, so the bound is loose: before half of them.
        constexpr int count = 40;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVector<QPair<QString, QSize>> wanted;
        for (int i = 0; i < count; ++i) {
            QImage image(1200, 800, QImage::Format_RGB32);
            image.fill(QColor::fromHsv(i * 30 % 360, 200, 200));
            const QString path = dir.filePath(QStringLiteral("%1.png").arg(i));
            QVERIFY(image.save(path));
            wanted.push_back({path, QSize()});
        }
        ui::ImageCache cache;
        QStringList order;
        connect(&cache, &ui::ImageCache::loaded, this, [&](const QString &key) { order << key; });
        cache.prefetch(wanted);
        const QString last = cache.request(wanted.back().first);
        QTRY_VERIFY_WITH_TIMEOUT(cache.contains(last), 5000);
        QVERIFY2(order.indexOf(last) < count / 2, qPrintable(QString::number(order.indexOf(last))));
        QCOMPARE(cache.find(last)->image.pixel(5, 5), QColor::fromHsv((count - 1) * 30 % 360, 200, 200).rgb());
        // The other prefetches still complete, each once.
        QTRY_COMPARE_WITH_TIMEOUT(cache.count(), count, 20000);
        QCOMPARE(order.size(), count);
    }

#ifdef Q_OS_LINUX
    void backgroundThreadsRunAtLowerPriority()
    {
        const int own = getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)));
        int nice = 0;
        std::thread worker([&nice] {
            ui::useBackgroundPriority();
            ui::useBackgroundPriority(); // idempotent
            nice = getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)));
        });
        worker.join();
        QCOMPARE(nice, std::max(10, own));
        QCOMPARE(getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid))), own); // the calling thread is untouched
    }
#endif
};

QTEST_MAIN(TestComparisonView)
#include "tst_comparisonview.moc"
