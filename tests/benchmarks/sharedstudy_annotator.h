#pragma once

// The annotator side of bench_sharedstudy: what each child process (one simulated annotator) does, and the
// helpers both sides share. Inline, for the one benchmark that includes it.
#include "alignmentview/alignmentdock.h"
#include "benchutil.h"
#include "document/studydocument.h"
#include "scoring/metricregistry.h"
#include "server/studyaccess.h"
#include "storage/studylocation.h"
#include "study/rubric.h"
#include "studyengine.h"
#include <QApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
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

namespace editlens::bench::sharedstudy {

using namespace editlens::core; // NOLINT(google-build-using-namespace): the benchmark's own vocabulary

constexpr int systemsPerItem = 2;
inline const QString probeName = QStringLiteral("probe");

/// The BPM rubric's dimensions, in the order every annotator walks them.
inline const QStringList &dimensions()
{
    static const QStringList d{QStringLiteral("overall"), QStringLiteral("edited_area"),
                               QStringLiteral("non_edited_consistency"), QStringLiteral("size"),
                               QStringLiteral("position")};
    return d;
}

/// CLOCK_MONOTONIC in ns: the same clock in every process of the machine, so one process's acknowledgement time can
/// be compared with another's arrival time.
inline qint64 monotonicNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/// The value annotator number `annotator` gives with its `write`-th rating (1..5, different per annotator).
inline double valueOf(int annotator, int write)
{
    return 1 + (write + annotator) % 5;
}

inline QString annotatorName(int index)
{
    return QStringLiteral("ann%1").arg(index, 2, 10, QLatin1Char('0'));
}

/// Lets events through for `ms` ms (the probe's pause: its change feed and window stay live meanwhile).
inline void pumpEventsFor(int ms)
{
    // An event loop that sleeps until an event or the timer: processEvents(flags, maxtime) returns at once when
    // nothing is pending, and calling it in a loop would spin a core for the whole pause.
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

/// The study's outputs, item by item as stored: the order every process walks them in.
inline QVector<Output> studyOutputs(StudyStore &store)
{
    QVector<Output> outputs;
    for (const ItemSummary &s : store.itemSummaries().value())
        outputs += store.loadItem(s.id).value().outputs;
    return outputs;
}

// ---------------------------------------------------------------------------------------------------------------
// The child: one annotator (or the probe) writing its ratings.

/// What the parent tells a child through its environment.
struct ChildArgs
{
    QString study;  ///< the study's location (a URL with the annotator's own role, or the file)
    QString name;   ///< the annotator name
    int index = 0;  ///< the annotator's number (its values)
    int writes = 0; ///< how many ratings
    int pauseMs = 0;
    QString out; ///< where it writes its timings
};

inline int runChild(const ChildArgs &args)
{
    auto store = StudyStore::open(args.study);
    if (!store) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(args.name), qPrintable(store.error().toString()));
        return 1;
    }
    StudyDocument doc(std::move(store).value());
    if (const Status s = doc.setAnnotator(args.name); !s) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(args.name), qPrintable(s.error().toString()));
        return 1;
    }
    QVector<qint64> outputs;
    for (const Output &o : studyOutputs(doc.store()))
        outputs << o.id;
    const bool probe = args.name == probeName;
    if (outputs.isEmpty() || (!probe && args.writes > outputs.size() * dimensions().size())) {
        std::fprintf(stderr, "%s: the study has %lld outputs, too few for %d ratings\n", qPrintable(args.name),
                     static_cast<long long>(outputs.size()), args.writes);
        return 1;
    }
    // Ready; all children start together when the parent says so.
    std::printf("ready\n");
    std::fflush(stdout);
    char line[16];
    if (!std::fgets(line, sizeof line, stdin))
        return 1;

    struct Acknowledged
    {
        int write;
        qint64 start, acknowledged; ///< ns
        qint64 output;
    };
    std::vector<Acknowledged> times;
    times.reserve(size_t(args.writes));
    int failures = 0;
    for (int i = 0; i < args.writes; ++i) {
        const qint64 output = outputs[i % outputs.size()];
        // The probe rates the dimension the owner's dock shows; an annotator walks every (output, dimension) once.
        const QString &dimension = probe ? dimensions().front() : dimensions()[i / outputs.size()];
        const qint64 start = monotonicNs();
        const Status s = doc.writeRating(output, dimension, args.name, valueOf(args.index, i));
        const qint64 acknowledged = monotonicNs();
        if (s)
            times.push_back({i, start, acknowledged, output});
        else if (++failures == 1) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(args.name), qPrintable(s.error().toString()));
        }
        // A window's event loop runs between two ratings: its change feed reads what the others committed.
        if (args.pauseMs > 0)
            pumpEventsFor(args.pauseMs);
        else
            QCoreApplication::processEvents();
    }
    QFile f(args.out);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return 1;
    QTextStream out(&f);
    for (const Acknowledged &t : times)
        out << t.write << ' ' << t.start << ' ' << t.acknowledged << ' ' << t.output << '\n';
    return failures == 0 ? 0 : 2;
}

} // namespace editlens::bench::sharedstudy
