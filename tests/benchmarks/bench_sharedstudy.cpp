// Benchmark: one shared study, many annotators writing at once. 20 annotator processes (this executable re-run with
// EDITLENS_BENCH_CHILD set) write 500 ratings each (50 items x 2 systems x 5 BPM dimensions, every (output,
// dimension) once) through StudyDocument::writeRating at the same time, and time every acknowledged write:
//   1. into a study on a PostgreSQL server, each annotator over TCP on 127.0.0.1 with a login role of its own
//      (studyaccess::addAnnotator, so row-level security is on as in a real deployment) — target p99 < 20 ms;
//   2. into one shared SQLite study file (WAL, synchronous=FULL, as the application opens it), for comparison.
// Each annotator runs its event loop between writes, as the window would, so its change feed takes part.
// Afterwards the study must hold every rating with the value each annotator wrote last (nothing lost).
// 3. Meanwhile the owner (this process) holds a StudyDocument on the server study and the Alignment dock (offscreen)
//    connected to it; a probe annotator writes ratings of the dimension the dock shows with pauses and notes when each
//    write was acknowledged (CLOCK_MONOTONIC, shared by the processes of one machine); the owner notes when the
//    dock's controller applied it (ratingApplied) and when the table's viewport was next painted — target < 1 s.
// Without --server the benchmark starts and stops its own throwaway cluster (tests/pg/pgcluster.sh).
// Usage: bench_sharedstudy [--quick] [--annotators N] [--writes N] [--pace MS] [--server
// postgresql://OWNER:PW@HOST:PORT/DB]
// (--pace: each annotator pauses MS between two ratings, running its event loop; default 0, as fast as it can)
#include "alignmentview/alignmentdock.h"
#include "benchutil.h"
#include "document/studydocument.h"
#include "scoring/metricregistry.h"
#include "server/studyaccess.h"
#include "storage/rubricstore.h"
#include "storage/studylocation.h"
#include "studyengine.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <tuple>
#include <vector>

using namespace editlens;
using namespace editlens::core;
using namespace editlens::bench;

#include "sharedstudy_annotator.h"

using namespace editlens::bench::sharedstudy;

namespace {

// ---------------------------------------------------------------------------------------------------------------
// The parent: the study, the children, the owner's dock, the checks.

/// The throwaway cluster of tests/pg/pgcluster.sh, stopped when this goes out of scope.
class Cluster
{
public:
    explicit Cluster(const QString &envFile) : m_envFile(envFile) {}
    ~Cluster()
    {
        if (m_started)
            QProcess::execute(QStringLiteral("bash"), {script(), QStringLiteral("stop"), m_envFile});
    }
    Cluster(const Cluster &) = delete;
    Cluster &operator=(const Cluster &) = delete;

    bool start()
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        p.start(QStringLiteral("bash"), {script(), QStringLiteral("start"), m_envFile});
        m_started = p.waitForFinished(180000) && p.exitCode() == 0;
        return m_started;
    }

private:
    static QString script() { return QStringLiteral(EDITLENS_SOURCE_DIR "/tests/pg/pgcluster.sh"); }

    QString m_envFile;
    bool m_started = false;
};

/// The benchmark's study at `location`: `items` items with one output of S0 and S1 each, the BPM rubric, and three
/// metric scores per output (so that the dock's table has rows).
Status createStudy(const QString &location, const QString &root, int items)
{
    std::mt19937 rng(7);
    std::normal_distribution<double> noise;
    const StudyData data = syntheticStudyData(items, {QStringLiteral("S0"), QStringLiteral("S1")});
    auto store = createStudyWithResults(location, root, data, [&](const Item &item) {
        QVector<OutputResults> results;
        for (const Output &o : item.outputs) {
            OutputResults r;
            r.outputId = o.id;
            for (const QString &metric : {QStringLiteral("l1"), QStringLiteral("psnr"), QStringLiteral("ssim")})
                r.scores.push_back({metric, QStringLiteral("bench"), noise(rng)});
            results.push_back(r);
        }
        return results;
    });
    if (!store)
        return store.error();
    RubricStore rubrics(*store.value());
    return rubrics.save(rubricPreset(RubricPreset::Bpm));
}

/// One child to start: who, where, how many.
struct ChildSpec
{
    QString study;
    QString name;
    int index = 0;
    int writes = 0;
    int pauseMs = 0;
};

/// The write timings of one phase, over all annotators (not the probe).
struct PhaseResult
{
    std::vector<double> latencyMs;
    qint64 firstStart = 0, lastAck = 0; ///< ns
    int failedChildren = 0;
    int failedWrites = 0;                         ///< reported as failed to the annotator (not acknowledged)
    std::map<int, std::vector<int>> acknowledged; ///< annotator index → its acknowledged writes
    std::map<qint64, qint64> probeAcks;           ///< output → acknowledged (ns)

    double wallS() const { return double(lastAck - firstStart) / 1e9; }
};

/// Starts `children` (the probe, if any, last), lets them all begin at once, and runs this process's event loop (the
/// owner's change feed and dock) until every one has finished.
PhaseResult runPhase(const std::vector<ChildSpec> &children, const QString &dir)
{
    PhaseResult result;
    std::vector<std::unique_ptr<QProcess>> procs;
    int ready = 0, finished = 0;
    for (size_t c = 0; c < children.size(); ++c) {
        const ChildSpec &spec = children[c];
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EDITLENS_BENCH_CHILD"), QStringLiteral("1"));
        env.insert(QStringLiteral("EDITLENS_BENCH_STUDY"), spec.study);
        env.insert(QStringLiteral("EDITLENS_BENCH_NAME"), spec.name);
        env.insert(QStringLiteral("EDITLENS_BENCH_INDEX"), QString::number(spec.index));
        env.insert(QStringLiteral("EDITLENS_BENCH_WRITES"), QString::number(spec.writes));
        env.insert(QStringLiteral("EDITLENS_BENCH_PAUSE_MS"), QString::number(spec.pauseMs));
        env.insert(QStringLiteral("EDITLENS_BENCH_OUT"), dir + QStringLiteral("/%1.times").arg(spec.name));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QProcess *raw = p.get();
        QObject::connect(raw, &QProcess::readyReadStandardOutput, [raw, &ready] {
            while (raw->canReadLine())
                if (raw->readLine().trimmed() == "ready")
                    ++ready;
        });
        QObject::connect(raw, &QProcess::finished, [&finished] { ++finished; });
        p->start(QCoreApplication::applicationFilePath(), {});
        procs.push_back(std::move(p));
    }
    const int n = int(procs.size());
    const QDeadlineTimer readyBy(300000);
    while (ready + finished < n && !readyBy.hasExpired())
        pumpEventsFor(20); // sleeps between events: processEvents(flags, ms) would spin a core
    for (auto &p : procs)
        p->write("go\n");
    const QDeadlineTimer doneBy(1800000);
    while (finished < n && !doneBy.hasExpired())
        pumpEventsFor(20); // sleeps between events: processEvents(flags, ms) would spin a core

    result.firstStart = std::numeric_limits<qint64>::max();
    for (size_t c = 0; c < children.size(); ++c) {
        QProcess &p = *procs[c];
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished();
        }
        // Exit code 2: some writes failed and were reported as failed (counted below), which is a result, not an error.
        if (p.exitStatus() != QProcess::NormalExit || (p.exitCode() != 0 && p.exitCode() != 2)) {
            std::fprintf(stderr, "%s ended with exit code %d\n", qPrintable(children[c].name), p.exitCode());
            ++result.failedChildren;
        }
        QFile f(dir + QStringLiteral("/%1.times").arg(children[c].name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QTextStream in(&f);
        const bool probe = children[c].name == probeName;
        int count = 0;
        while (!in.atEnd()) {
            int write = -1;
            qint64 start = 0, ack = 0, output = 0;
            in >> write >> start >> ack >> output;
            if (in.status() != QTextStream::Ok || ack == 0)
                break;
            ++count;
            if (probe) {
                result.probeAcks[output] = ack;
                continue;
            }
            result.acknowledged[children[c].index].push_back(write);
            result.latencyMs.push_back(double(ack - start) / 1e6);
            result.firstStart = std::min(result.firstStart, start);
            result.lastAck = std::max(result.lastAck, ack);
        }
        result.failedWrites += children[c].writes - count;
    }
    return result;
}

/// Whether the study holds exactly what the annotators were told was saved: every acknowledged write of
/// `acknowledged` (annotator index → writes) with the value its annotator wrote, and nothing else but `extra` other
/// ratings (the probe's). The number of acknowledged ratings missing or wrong (or, when more are missing than that,
/// how far the study's count is off), -1 when the study could not be read.
int lostRatings(StudyStore &store, const std::map<int, std::vector<int>> &acknowledged, int extra)
{
    auto counts = store.counts();
    if (!counts) {
        std::fprintf(stderr, "%s\n", qPrintable(counts.error().toString()));
        return -1;
    }
    std::vector<qint64> outputs;
    std::map<std::tuple<qint64, QString, QString>, double> stored;
    for (const Output &o : studyOutputs(store)) {
        outputs.push_back(o.id);
        for (const Rating &r : o.ratings)
            stored[{o.id, r.dimension, r.annotator}] = r.value;
    }
    int lost = 0;
    const int n = int(outputs.size());
    int expected = extra;
    for (const auto &[a, writes] : acknowledged)
        for (const int i : writes) {
            ++expected;
            const auto it = stored.find({outputs[size_t(i % n)], dimensions()[i / n], annotatorName(a)});
            if (it == stored.end() || it->second != valueOf(a, i))
                ++lost;
        }
    if (counts.value().ratings != expected) {
        std::fprintf(stderr, "the study holds %lld ratings, not %d\n", static_cast<long long>(counts.value().ratings),
                     expected);
        lost = std::max(lost, int(std::abs(counts.value().ratings - expected)));
    }
    return lost;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2);
}

void printRow(const char *engine, const PhaseResult &r, int lost)
{
    if (r.latencyMs.empty()) {
        std::printf("%-28s no acknowledged writes\n", engine);
        return;
    }
    std::printf("%-28s %7zu %6d %6d %8.2f %8.2f %8.2f %8.1f %9.0f %7.1f\n", engine, r.latencyMs.size(), r.failedWrites,
                lost, percentile(r.latencyMs, 0.5), percentile(r.latencyMs, 0.9), percentile(r.latencyMs, 0.99),
                *std::max_element(r.latencyMs.begin(), r.latencyMs.end()), double(r.latencyMs.size()) / r.wallS(),
                r.wallS());
}

/// Counts the paint events of the widget it filters and notes the time of the latest.
class PaintClock : public QObject
{
public:
    int count = 0;
    std::vector<qint64> waiting;      ///< probe outputs applied but not painted yet
    std::map<qint64, qint64> painted; ///< output → painted (ns)

    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            const qint64 now = monotonicNs();
            ++count;
            for (const qint64 output : waiting)
                painted[output] = now;
            waiting.clear();
        }
        return false;
    }
};

struct Options
{
    int annotators = 20;
    int writes = 500;
    int probeWrites = 50;
    int probePauseMs = 100;
    int paceMs = 0; ///< each annotator's pause between two ratings (0: as fast as it can)
    QString server; ///< the owner's URL; empty: a cluster of our own
};

/// The study of the PostgreSQL phase as its owner reaches it: `url` over TCP with a password; `exitCode` >= 0 when
/// the run ends here (0: skipped, no cluster).
struct OwnerStudy
{
    QString url;
    QString name;
    int exitCode = -1;
};

/// Creates the study of `items` items: on a cluster of our own (`cluster`, its files in `dir`), whose owner then
/// logs in over TCP with a password like everyone else in this run, or on `o.server`, where it stays.
OwnerStudy createOwnerStudy(const Options &o, const QTemporaryDir &dir, int items, std::unique_ptr<Cluster> &cluster)
{
    OwnerStudy study{QString(), testing::uniqueStudyName(QStringLiteral("bench_shared"))};
    const auto fail = [&study](const QString &message) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        study.exitCode = 1;
        return study;
    };
    if (!o.server.isEmpty()) {
        auto location = StudyLocation::parse(o.server);
        if (!location || !location.value().isServer())
            return fail(QStringLiteral("--server wants a postgresql:// URL of the owner"));
        study.url = location.value().withStudy(study.name).toString(true);
        if (const Status s = createStudy(study.url, QString(), items); !s)
            return fail(s.error().toString());
        std::printf("study %s (and its annotator roles) stays on the server\n", qPrintable(study.name));
        return study;
    }
    const QString envFile = dir.filePath(QStringLiteral("pg.env"));
    cluster = std::make_unique<Cluster>(envFile);
    if (!cluster->start()) {
        study.exitCode = 1;
        return study;
    }
    qputenv("EDITLENS_PG_ENV", envFile.toLocal8Bit());
    const testing::PgTestServer &server = testing::pgTestServer();
    if (!server.ready) {
        std::printf("skipped: no PostgreSQL cluster (%s)\n", qPrintable(server.reason));
        study.exitCode = 0;
        return study;
    }
    if (const Status s = createStudy(server.url(study.name), QString(), items); !s)
        return fail(s.error().toString());
    // The cluster owner logs in over TCP with a password, like everyone else in this run.
    const QString password = testing::uniqueStudyName(QStringLiteral("pw"));
    auto socketStore = StudyStore::open(server.url(study.name));
    if (!socketStore)
        return fail(socketStore.error().toString());
    QSqlQuery q(socketStore.value()->database());
    if (!q.exec(QStringLiteral("ALTER ROLE \"%1\" PASSWORD '%2'").arg(server.user, password)))
        return fail(QStringLiteral("cannot give the cluster owner a password"));
    study.url = server.tcpUrl(study.name, server.user, password);
    return study;
}

/// A login of its own for each of `o.annotators` annotators and, last, the probe; nullopt when one fails.
std::optional<std::vector<ChildSpec>> enrolAnnotators(StudyStore &owner, const Options &o)
{
    std::vector<ChildSpec> children;
    for (int a = 0; a <= o.annotators; ++a) {
        const QString name = a < o.annotators ? annotatorName(a) : probeName;
        auto login = studyaccess::addAnnotator(owner, name);
        if (!login) {
            std::fprintf(stderr, "%s\n", qPrintable(login.error().toString()));
            return std::nullopt;
        }
        if (a < o.annotators)
            children.push_back({login.value().url, name, a, o.writes, o.paceMs});
        else
            children.push_back({login.value().url, name, 0, o.probeWrites, o.probePauseMs});
    }
    return children;
}

/// The PostgreSQL phase as the owner's window lived it.
struct WatchedPhase
{
    PhaseResult pg;
    int lost = 0;
    int changes = 0;                          ///< rating changes the owner's document received
    int expectedChanges = 0;                  ///< acknowledged writes, the probe's included
    std::vector<double> toApplied, toPainted; ///< probe rating acknowledged → dock applied it / table painted (ms)
    qint64 longestStallNs = 0;                ///< longest the owner's GUI thread went without a turn of its loop
    int tablePaints = 0;
};

/// Runs `children` against the PostgreSQL study while the owner's window watches: its document on the study
/// (listening) and the Alignment dock connected to it. Nullopt when the dock cannot load the study.
std::optional<WatchedPhase> runWatched(std::unique_ptr<StudyStore> owner, const QString &ownerUrl,
                                       const std::vector<ChildSpec> &children, const QString &dir)
{
    StudyDocument ownerDoc(std::move(owner));
    MetricRegistry registry;
    registry.registerBuiltins();
    ui::AlignmentDock dock(registry);
    dock.resize(1500, 360);
    dock.show();
    PaintClock paints;
    dock.alignmentTable()->viewport()->installEventFilter(&paints);
    std::map<qint64, qint64> applied; // probe output → applied (ns)
    qint64 current = 0;               // the probe's output whose change is being applied
    WatchedPhase watched;
    // Connected before the dock: this sees each change first, then the controller applies it.
    QObject::connect(&ownerDoc, &StudyDocument::ratingChanged,
                     [&](qint64 output, const QString &, const QString &annotator, std::optional<double>) {
                         ++watched.changes;
                         current = annotator == probeName ? output : 0;
                     });
    QObject::connect(dock.controller(), &ui::AlignmentSessionController::ratingApplied, [&] {
        if (current == 0)
            return;
        applied[current] = monotonicNs();
        paints.waiting.push_back(current);
        current = 0;
    });
    dock.connectDocument(&ownerDoc);
    bool dockReady = false;
    QObject::connect(&dock, &ui::AlignmentDock::ready, [&] { dockReady = true; });
    dock.loadStudy(ownerUrl);
    const QDeadlineTimer loadBy(60000);
    while (!dockReady && !loadBy.hasExpired())
        pumpEventsFor(20); // sleeps between events: processEvents(flags, ms) would spin a core
    if (!dockReady) {
        std::fprintf(stderr, "the dock did not load the study\n");
        return std::nullopt;
    }
    dock.setDimension(dimensions().front());
    pumpEventsFor(300);

    // How long the owner's GUI thread goes without a turn of its event loop while the others write: a 10 ms timer
    // that fires late by that much.
    QTimer loopTimer;
    qint64 lastTick = monotonicNs();
    QObject::connect(&loopTimer, &QTimer::timeout, [&] {
        const qint64 now = monotonicNs();
        watched.longestStallNs = std::max(watched.longestStallNs, now - lastTick);
        lastTick = now;
    });
    loopTimer.start(10);
    const int paintsBefore = paints.count;
    watched.pg = runPhase(children, dir);
    watched.tablePaints = paints.count - paintsBefore;
    // The last announcements may still be on their way to the owner.
    watched.expectedChanges = int(watched.pg.latencyMs.size() + watched.pg.probeAcks.size());
    const QDeadlineTimer drainBy(30000);
    while (watched.changes < watched.expectedChanges && !drainBy.hasExpired())
        pumpEventsFor(20); // sleeps between events: processEvents(flags, ms) would spin a core
    pumpEventsFor(300);
    loopTimer.stop();
    watched.lost = lostRatings(ownerDoc.store(), watched.pg.acknowledged, int(watched.pg.probeAcks.size()));

    for (const auto &[output, ack] : watched.pg.probeAcks) {
        if (const auto it = applied.find(output); it != applied.end())
            watched.toApplied.push_back(double(it->second - ack) / 1e6);
        if (const auto it = paints.painted.find(output); it != paints.painted.end())
            watched.toPainted.push_back(double(it->second - ack) / 1e6);
    }
    return watched;
}

/// The table of both phases, what the owner's window saw, and whether the targets are met.
void printSummary(const WatchedPhase &w, const PhaseResult &sqlite, int sqliteLost)
{
    const PhaseResult &pg = w.pg;
    std::printf("\n%-28s %7s %6s %6s %8s %8s %8s %8s %9s %7s\n", "acknowledged writes", "acked", "failed", "lost",
                "p50 ms", "p90 ms", "p99 ms", "max ms", "writes/s", "wall s");
    printRow("PostgreSQL, TCP 127.0.0.1", pg, w.lost);
    printRow("SQLite file, WAL, FULL", sqlite, sqliteLost);
    std::printf("owner's document received %d of %d rating changes\n", w.changes, w.expectedChanges);
    const auto printDock = [&](const char *what, const std::vector<double> &ms) {
        if (ms.empty()) {
            std::printf("%s: no probe rating arrived\n", what);
            return;
        }
        std::printf("%s: %zu of %zu probe ratings, p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", what, ms.size(),
                    pg.probeAcks.size(), percentile(ms, 0.5), percentile(ms, 0.99),
                    *std::max_element(ms.begin(), ms.end()));
    };
    printDock("owner's dock, acknowledged -> ratingApplied", w.toApplied);
    printDock("owner's dock, acknowledged -> table painted", w.toPainted);
    std::printf("owner's event loop while the annotators wrote: longest stall %.0f ms, table painted %d times in "
                "%.1f s\n",
                double(w.longestStallNs) / 1e6, w.tablePaints, pg.wallS());
    const bool pgMet = !pg.latencyMs.empty() && percentile(pg.latencyMs, 0.99) < 20.0;
    const bool dockMet = !w.toApplied.empty() && *std::max_element(w.toApplied.begin(), w.toApplied.end()) < 1000.0;
    std::printf("targets: PostgreSQL p99 < 20 ms %s; dock < 1 s %s; nothing lost %s\n", pgMet ? "met" : "NOT met",
                dockMet ? "met" : "NOT met", w.lost == 0 && sqliteLost == 0 ? "met" : "NOT met");
    std::printf("load average afterwards %s\n", qPrintable(loadAverage()));
}

int runParent(const Options &o)
{
    QTemporaryDir dir;
    const int items =
        (o.writes + systemsPerItem * int(dimensions().size()) - 1) / (systemsPerItem * int(dimensions().size()));
    std::printf("bench_sharedstudy: %d annotators x %d ratings at once (%d items x %d systems x %lld dimensions), "
                "%d cores, load average %s; pause between two ratings %d ms\n",
                o.annotators, o.writes, items, systemsPerItem, static_cast<long long>(dimensions().size()),
                QThread::idealThreadCount(), qPrintable(loadAverage()), o.paceMs);
    std::fflush(stdout);

    // 1. PostgreSQL: the owner creates the study over the socket (or the given URL), and reaches it over TCP after.
    std::unique_ptr<Cluster> cluster;
    const OwnerStudy study = createOwnerStudy(o, dir, items, cluster);
    if (study.exitCode >= 0)
        return study.exitCode;
    auto ownerStore = StudyStore::open(study.url);
    if (!ownerStore) {
        std::fprintf(stderr, "%s\n", qPrintable(ownerStore.error().toString()));
        return 1;
    }
    std::optional<std::vector<ChildSpec>> children = enrolAnnotators(*ownerStore.value(), o);
    if (!children)
        return 1;
    std::printf("PostgreSQL study %s on %s, annotators over TCP as roles of their own\n", qPrintable(study.name),
                qPrintable(StudyLocation::parse(study.url).value().host()));
    const std::optional<WatchedPhase> watched =
        runWatched(std::move(ownerStore).value(), study.url, *children, dir.path());
    if (!watched)
        return 1;

    // 2. The same load on one shared study file.
    const QString file = dir.filePath(QStringLiteral("shared.editlens"));
    if (const Status s = createStudy(file, dir.path(), items); !s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error().toString()));
        return 1;
    }
    children->pop_back(); // no probe: a study file has no change feed
    for (ChildSpec &c : *children)
        c.study = file;
    const PhaseResult sqlite = runPhase(*children, dir.path());
    auto fileStore = StudyStore::open(file);
    const int sqliteLost = fileStore ? lostRatings(*fileStore.value(), sqlite.acknowledged, 0) : -1;
    printSummary(*watched, sqlite, sqliteLost);
    return watched->pg.failedChildren + sqlite.failedChildren == 0 && watched->lost == 0 && sqliteLost == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("EDITLENS_BENCH_CHILD")) {
        QCoreApplication app(argc, argv);
        ChildArgs args;
        args.study = qEnvironmentVariable("EDITLENS_BENCH_STUDY");
        args.name = qEnvironmentVariable("EDITLENS_BENCH_NAME");
        args.index = qEnvironmentVariableIntValue("EDITLENS_BENCH_INDEX");
        args.writes = qEnvironmentVariableIntValue("EDITLENS_BENCH_WRITES");
        args.pauseMs = qEnvironmentVariableIntValue("EDITLENS_BENCH_PAUSE_MS");
        args.out = qEnvironmentVariable("EDITLENS_BENCH_OUT");
        return runChild(args);
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    Options o;
    const QStringList a = QCoreApplication::arguments();
    for (int i = 1; i < a.size(); ++i) {
        if (a[i] == QLatin1String("--quick")) {
            o.annotators = 4;
            o.writes = 100;
            o.probeWrites = 20;
        } else if (a[i] == QLatin1String("--annotators") && i + 1 < a.size()) {
            o.annotators = a[++i].toInt();
        } else if (a[i] == QLatin1String("--writes") && i + 1 < a.size()) {
            o.writes = a[++i].toInt();
        } else if (a[i] == QLatin1String("--pace") && i + 1 < a.size()) {
            o.paceMs = a[++i].toInt();
        } else if (a[i] == QLatin1String("--server") && i + 1 < a.size()) {
            o.server = a[++i];
        } else {
            std::fprintf(
                stderr,
                "usage: bench_sharedstudy [--quick] [--annotators N] [--writes N] [--pace MS] [--server URL]\n");
            return 2;
        }
    }
    if (o.annotators < 1 || o.writes < 1)
        return 2;
    return runParent(o);
}
