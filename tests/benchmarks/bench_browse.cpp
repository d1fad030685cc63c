// Benchmark: the workbench window on a 10,000-item study.
// (a) Open: MainWindow::openStudy + selectItemRow(0) until the comparison view's itemShown() — target < 1 s — and the
//     process's peak RSS (VmHWM, reset after the study is generated) — target < 1 GB.
// (b) Browse: 200 × "next item" (StudyBrowser::step(+1), what A / → do), each time waiting for itemShown().
//     - Longest GUI-thread stall (target < 50 ms): a 1 ms Qt::PreciseTimer on the GUI thread records the largest gap
//       between two of its timeouts, minus the 1 ms period: the longest time the event loop could not service a timer
//       (nor input, nor paint). The step is posted to the event loop and runs there, as a key press would.
//     - Next item painted: step(+1) → itemShown(), after the neighbour prefetch MainWindow started has finished
//       (median / p99; target < 50 ms).
//     A second pass steps again as soon as itemShown() arrives (no wait for the prefetch): the stall bound must hold
//     for a user holding the key down, too.
// Study: ITEMS items × 3 outputs, 1024² PNGs, 3 scores per output. Items within the browsed range get their own
// file paths (symbolic links to 8 generated images, so that every step misses the cache as with real data); the rest
// share the 8 images. Generation is not timed. Offscreen platform, a 1600×1000 window.
// Usage: bench_browse [ITEMS] [STEPS]   (defaults: 10000 200)
// Diagnostics: BENCH_BROWSE_TRACE=MS prints every event the GUI thread took longer than MS to deliver (wall and CPU
// time) and, after the paced pass, where each heartbeat gap over 30 ms fell relative to its step.
#include "benchutil.h"
#include "benchview.h"
#include "compare/comparisonview.h"
#include "compare/imagecache.h"
#include "docks/studybrowser.h"
#include "guiutil/imagememory.h"
#include "itemmodels/itemlistmodel.h"
#include "mainwindow.h"
#include "storage/studystore.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <limits>
#include <vector>

using namespace editlens;
using namespace editlens::bench;

namespace {

constexpr int imageSide = 1024;
constexpr int baseImages = 8;
constexpr int outputsPerItem = 3;

/// A root-relative path to image `base`; items below `ownPaths` get a symbolic link of their own.
QString imagePath(const QDir &root, int item, int slot, int base, int ownPaths)
{
    const QString target = QStringLiteral("base/%1.png").arg(base);
    if (item >= ownPaths)
        return target;
    const QString link = QStringLiteral("items/%1_%2.png").arg(item).arg(slot);
    QFile::link(root.filePath(target), root.filePath(link));
    return link;
}

/// Writes the images and the study; returns the study file or an empty string.
QString generateStudy(const QString &dir, int items, int ownPaths)
{
    QDir root(dir);
    root.mkpath(QStringLiteral("base"));
    root.mkpath(QStringLiteral("items"));
    for (int b = 0; b < baseImages; ++b)
        if (!syntheticImage(b, imageSide).save(root.filePath(QStringLiteral("base/%1.png").arg(b))))
            return {};
    core::StudyData data;
    data.name = QStringLiteral("bench_browse");
    data.dimensions = {core::Dimension{QStringLiteral("overall"), 1, 5, {}}};
    const QStringList systems = {QStringLiteral("InstructPix2Pix"), QStringLiteral("MagicBrush"),
                                 QStringLiteral("MGIE")};
    for (int i = 0; i < items; ++i) {
        core::Item item;
        item.key = QStringLiteral("item-%1").arg(i, 5, 10, QLatin1Char('0'));
        item.instruction = QStringLiteral("make the cup %1 red").arg(i);
        item.sourcePath = imagePath(root, i, 0, i % baseImages, ownPaths);
        item.sourceSize = QSize(imageSide, imageSide);
        for (int s = 0; s < outputsPerItem; ++s) {
            core::Output o;
            o.system = systems[s];
            o.path = imagePath(root, i, s + 1, (i + s + 1) % baseImages, ownPaths);
            o.size = QSize(imageSide, imageSide);
            const double x = double((i * 7 + s * 13) % 100) / 100.0;
            o.scores = {{QStringLiteral("l1"), QStringLiteral("bench"), 0.05 + 0.1 * x},
                        {QStringLiteral("psnr"), QStringLiteral("bench"), 18.0 + 10.0 * x},
                        {QStringLiteral("ssim"), QStringLiteral("bench"), 0.5 + 0.4 * x}};
            item.outputs.push_back(o);
        }
        data.items.push_back(item);
    }
    const QString file = root.filePath(QStringLiteral("bench.editlens"));
    auto store = core::StudyStore::create(file, dir);
    if (!store || !store.value()->importData(data)) {
        std::fprintf(stderr, "bench_browse: cannot write the study\n");
        return {};
    }
    return file;
}

/// A line of /proc/self/status in MiB ("VmHWM", "VmRSS"); -1 when unreadable.
double statusMiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

/// Resets VmHWM to the current RSS (Linux: "5" to clear_refs), so that generating the study does not count.
void resetPeakRss()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

/// The largest gap between two timeouts of a 1 ms heartbeat timer on the GUI thread (see the file comment).
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_heartbeat.setTimerType(Qt::PreciseTimer);
        m_heartbeat.setInterval(1);
        connect(&m_heartbeat, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const double cpu = threadCpuMs();
            if (m_lastBeat >= 0) {
                m_maxGap = std::max(m_maxGap, now - m_lastBeat);
                if (now - m_lastBeat > 30'000'000)
                    m_longGaps.push_back({m_lastBeat, now, cpu - m_lastCpu});
            }
            m_lastCpu = cpu;
            m_lastBeat = now;
        });
        m_clock.start();
    }
    void start()
    {
        m_maxGap = 0;
        m_lastBeat = -1;
        m_longGaps.clear();
        m_heartbeat.start();
    }
    void stop() { m_heartbeat.stop(); }
    double stallMs() const { return std::max(0.0, double(m_maxGap) / 1e6 - 1.0); }
    qint64 now() const { return m_clock.nsecsElapsed(); }
    /// Gaps over 30 ms: start and end on now()'s clock, and the GUI thread's CPU time within.
    struct Gap
    {
        qint64 from;
        qint64 to;
        double cpuMs;
    };
    const std::vector<Gap> &longGaps() const { return m_longGaps; }

private:
    QTimer m_heartbeat;
    QElapsedTimer m_clock;
    qint64 m_lastBeat = -1;
    qint64 m_maxGap = 0;
    double m_lastCpu = 0;
    std::vector<Gap> m_longGaps;
};

/// With BENCH_BROWSE_TRACE=MS set, prints every event the GUI thread took longer than MS to deliver (outermost only).
class TracingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!m_trace || m_depth > 0)
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer t;
        t.start();
        const double cpu0 = threadCpuMs();
        const int type = int(event->type());
        const QByteArray name = receiver->metaObject()->className();
        const bool result = QApplication::notify(receiver, event);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        --m_depth;
        if (ms > m_threshold)
            std::printf("  event %d to %s took %.1f ms (CPU %.1f ms)\n", type, name.constData(), ms,
                        threadCpuMs() - cpu0);
        return result;
    }
    bool m_trace = !qEnvironmentVariableIsEmpty("BENCH_BROWSE_TRACE");
    double m_threshold = qEnvironmentVariableIntValue("BENCH_BROWSE_TRACE");

private:
    int m_depth = 0;
};

/// With BENCH_BROWSE_TRACE set: where each gap over 30 ms fell, relative to its step's start and itemShown().
void traceGaps(const StallMeter &meter, const std::vector<std::pair<qint64, qint64>> &steps)
{
    if (qEnvironmentVariableIsEmpty("BENCH_BROWSE_TRACE"))
        return;
    for (const auto &[from, to, cpuMs] : meter.longGaps()) {
        auto step =
            std::upper_bound(steps.begin(), steps.end(), std::make_pair(from, std::numeric_limits<qint64>::max()));
        if (step == steps.begin()) {
            std::printf("  gap %.1f ms before the first step\n", double(to - from) / 1e6);
            continue;
        }
        --step;
        std::printf("  gap %.1f ms (GUI thread on CPU %.1f ms): starts %.1f ms after step %ld began (itemShown at %.1f "
                    "ms, next step at %.1f ms)\n",
                    double(to - from) / 1e6, cpuMs, double(from - step->first) / 1e6, long(step - steps.begin()),
                    double(step->second - step->first) / 1e6,
                    step + 1 == steps.end() ? -1.0 : double((step + 1)->first - step->first) / 1e6);
    }
}

/// "Next item" as a key press runs it: from the event loop.
void stepLater(ui::MainWindow &window)
{
    QMetaObject::invokeMethod(
        window.browser(), [browser = window.browser()] { browser->step(+1); }, Qt::QueuedConnection);
}

/// Runs the event loop (never sleeping outside it, unlike QTest::qWait) until `done()` or `timeoutMs`; done()'s value.
template<typename Predicate>
bool waitUntil(Predicate done, int timeoutMs)
{
    QEventLoop loop;
    QTimer poll;
    QElapsedTimer elapsed;
    elapsed.start();
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || elapsed.elapsed() > timeoutMs)
            loop.quit();
    });
    poll.start(2);
    if (!done())
        loop.exec();
    return done();
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    ui::returnImageMemoryToSystem(); // as the application does
    TracingApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int items = args.size() > 1 ? std::max(10, args[1].toInt()) : 10000;
    const int steps = args.size() > 2 ? std::clamp(args[2].toInt(), 2, items / 2 - 2) : 200;

    QTemporaryDir dir;
    QElapsedTimer generation;
    generation.start();
    const QString file = generateStudy(dir.path(), items, 2 * steps + 3);
    if (file.isEmpty())
        return 1;
    std::printf("study: %d items × %d outputs, %d×%d PNGs, generated in %.1f s (not timed below)\n", items,
                outputsPerItem, imageSide, imageSide, double(generation.elapsed()) / 1000.0);

    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    ui::MainWindow window(ui::AppServices::builtin(), settings);
    window.resize(1600, 1000);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    ui::ComparisonView *view = window.comparisonView();
    QSignalSpy shown(view, &ui::ComparisonView::itemShown);
    QSignalSpy extras(&window, &ui::MainWindow::extrasChanged);

    // (a) open
    resetPeakRss();
    const double rssBefore = statusMiB("VmRSS");
    QElapsedTimer open;
    open.start();
    if (const core::Status s = window.openStudy(file); !s) {
        std::fprintf(stderr, "bench_browse: %s\n", qPrintable(s.error().toString()));
        return 1;
    }
    window.selectItemRow(0);
    if (shown.isEmpty() && !shown.wait(10000))
        return 1;
    const double openMs = double(open.nsecsElapsed()) / 1e6;
    if (extras.isEmpty() && !extras.wait(20000))
        return 1;
    const double extrasMs = double(open.nsecsElapsed()) / 1e6;
    std::printf("open: openStudy + first item shown %.0f ms (target < 1000 ms); browser metric columns in after %.0f "
                "ms\n",
                openMs, extrasMs);
    std::printf("open: peak RSS %.0f MiB (VmHWM; RSS before opening %.0f MiB; target < 1024 MiB)\n", statusMiB("VmHWM"),
                rssBefore);

    // (b) browse, paced: wait for the neighbour prefetch, then step.
    const QString root = dir.path();
    StallMeter meter;
    std::vector<double> painted;
    std::vector<double> paintedCpu;
    std::vector<std::pair<qint64, qint64>> stepTimes; // (step posted, itemShown) on the meter's clock
    int prefetchMisses = 0;
    meter.start();
    for (int i = 0; i < steps; ++i) {
        const QModelIndex current = window.browser()->view()->currentIndex();
        const qint64 nextId = current.siblingAtRow(current.row() + 1).data(ui::ItemListModel::ItemIdRole).toLongLong();
        auto next = window.study()->loadItem(nextId);
        if (!next)
            return 1;
        if (!waitUntil([&] { return allCached(*view, root, next.value()); }, 5000))
            ++prefetchMisses;
        shown.clear();
        QElapsedTimer timer;
        timer.start();
        const double cpu0 = threadCpuMs();
        const qint64 posted = meter.now();
        if (!qEnvironmentVariableIsEmpty("BENCH_BROWSE_TRACE"))
            std::printf("step %d\n", i);
        stepLater(window);
        if (shown.isEmpty() && !shown.wait(10000))
            return 1;
        stepTimes.push_back({posted, meter.now()});
        painted.push_back(double(timer.nsecsElapsed()) / 1e6);
        paintedCpu.push_back(threadCpuMs() - cpu0);
        if (window.currentItem().id != nextId)
            return 1;
    }
    meter.stop();
    std::printf("browse (paced, %d steps): next item painted after prefetch: median %.1f ms, p99 %.1f ms, max %.1f ms "
                "(target < 50 ms); %d prefetch(es) not done within 5 s\n",
                steps, percentile(painted, 0.5), percentile(painted, 0.99), percentile(painted, 1.0), prefetchMisses);
    std::printf("browse (paced): GUI-thread CPU time per step (step → itemShown): median %.1f ms, p99 %.1f ms\n",
                percentile(paintedCpu, 0.5), percentile(paintedCpu, 0.99));
    std::printf("browse (paced): longest GUI-thread stall %.1f ms (1 ms heartbeat; target < 50 ms)\n", meter.stallMs());
    traceGaps(meter, stepTimes);

    // (b') browse, rapid: step as soon as the item is shown.
    std::vector<double> rapid;
    meter.start();
    for (int i = 0; i < steps; ++i) {
        shown.clear();
        QElapsedTimer timer;
        timer.start();
        stepLater(window);
        if (shown.isEmpty() && !shown.wait(10000))
            return 1;
        rapid.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    meter.stop();
    std::printf("browse (rapid, %d steps, no wait for prefetch): next item painted median %.1f ms, p99 %.1f ms\n",
                steps, percentile(rapid, 0.5), percentile(rapid, 0.99));
    std::printf("browse (rapid): longest GUI-thread stall %.1f ms (1 ms heartbeat; target < 50 ms)\n", meter.stallMs());
    std::printf("after browsing: peak RSS %.0f MiB, image cache %.0f MiB in %d images\n", statusMiB("VmHWM"),
                double(view->imageCache()->bytes()) / 1048576.0, view->imageCache()->count());
    return 0;
}
