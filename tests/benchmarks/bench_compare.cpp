// Benchmark: the comparison area's "next item fully painted" time (target: < 50 ms for 1024² images after
// prefetch). For each of RUNS items the neighbour is prefetched (ImageCache::prefetch, as MainWindow does), then the
// time from ComparisonView::showItem() to itemShown() is measured: building the scenes, QPixmap upload and a
// synchronous paint of every view at fit-to-window zoom. Offscreen platform, a 1400×900 window.
// Usage: bench_compare [RUNS] [MODE] [--heatmap]   (defaults: 20 side; MODE side|grid|swipe|flicker)
#include "benchutil.h"
#include "benchview.h"
#include "compare/comparisonview.h"
#include "compare/imagecache.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <vector>

using namespace editlens;
using namespace editlens::bench;

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int runs = args.size() > 1 ? std::max(3, args[1].toInt()) : 20;
    const auto mode = ui::compareModeFromName(args.size() > 2 ? args[2] : QStringLiteral("side"));
    const bool heatMap = args.contains(QStringLiteral("--heatmap"));
    if (!mode) {
        std::fprintf(stderr, "unknown mode\n");
        return 2;
    }

    QTemporaryDir dir;
    const int side = 1024;
    std::vector<core::Item> items;
    for (int i = 0; i <= runs; ++i) {
        core::Item item;
        item.id = i + 1;
        item.key = QStringLiteral("item%1").arg(i);
        item.sourcePath = QStringLiteral("src%1.png").arg(i);
        item.sourceSize = QSize(side, side);
        item.instruction = QStringLiteral("replace the box with a ball");
        syntheticImage(3 * i, side).save(dir.filePath(item.sourcePath));
        for (int k = 0; k < 2; ++k) {
            core::Output o;
            o.id = 10 * i + k;
            o.system = QStringLiteral("S%1").arg(k);
            o.path = QStringLiteral("out%1_%2.png").arg(i).arg(k);
            o.size = QSize(side, side);
            syntheticImage(3 * i + 1 + k, side).save(dir.filePath(o.path));
            core::Difference d;
            d.id = o.id;
            d.op = core::EditOp::Edit;
            d.box = QRectF(100, 120, 300, 200);
            d.description = QStringLiteral("box");
            d.confidence = 0.8;
            o.differences = {d};
            item.outputs.push_back(o);
        }
        items.push_back(item);
    }

    ui::ComparisonView view;
    view.setStudyRoot(dir.path());
    view.setMode(*mode);
    view.setOverlayEnabled(ui::Overlay::HeatMap, heatMap);
    view.resize(1400, 900);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return 1;
    QSignalSpy shown(&view, &ui::ComparisonView::itemShown);
    view.showItem(items[0], 0);
    if (!shown.wait(10000))
        return 1;

    // ms from showItem() to itemShown, or nothing when it never came.
    const auto timeShow = [&](const core::Item &item) -> std::optional<double> {
        shown.clear();
        QElapsedTimer timer;
        timer.start();
        view.showItem(item, 0);
        if (shown.isEmpty() && !shown.wait(10000))
            return std::nullopt;
        return double(timer.nsecsElapsed()) / 1e6;
    };
    std::vector<double> ms;
    std::vector<double> cold;
    for (int i = 1; i <= runs; ++i) {
        core::ItemSummary next;
        next.sourcePath = items[size_t(i)].sourcePath;
        next.sourceSize = items[size_t(i)].sourceSize;
        for (const core::Output &o : items[size_t(i)].outputs)
            next.outputPaths << o.path;
        view.prefetch({next});
        QElapsedTimer wait;
        wait.start();
        while (!allCached(view, dir.path(), items[size_t(i)]) && wait.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        const std::optional<double> t = timeShow(items[size_t(i)]);
        if (!t)
            return 1;
        ms.push_back(*t);
    }
    // For contrast: without prefetch (a cache miss decodes on the worker first).
    view.imageCache()->clear();
    for (int i = 0; i < std::min(runs, 5); ++i) {
        view.imageCache()->clear();
        const std::optional<double> t = timeShow(items[size_t(i)]);
        if (!t)
            return 1;
        cold.push_back(*t);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cold.begin(), cold.end());
    std::printf("mode %s%s, %d×%d, 2 outputs, %d runs\n", qPrintable(ui::compareModeName(*mode)),
                heatMap ? " + heat-map" : "", side, side, runs);
    std::printf("showItem → itemShown after prefetch: median %.1f ms, max %.1f ms (target < 50 ms)\n",
                ms[ms.size() / 2], ms.back());
    std::printf("without prefetch (cold cache):        median %.1f ms, max %.1f ms\n", cold[cold.size() / 2],
                cold.back());
    return 0;
}
