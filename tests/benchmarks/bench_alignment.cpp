// Benchmark: every alignment table for 100,000 ratings x 10 metrics x 5 dimensions, recomputed in full,
// and the update after one changed rating. Target: full < 200 ms, one update < 5 ms.
// Usage: bench_alignment [--updates | --write-csv DIR]   (--write-csv: the CSVs and the report feed
// tests/benchmarks/alignment_reference.py, the same computation in pandas + scipy)
#include "alignment/alignmentsession.h"
#include "benchutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <random>

using namespace editlens::core::alignment;
using namespace editlens::bench;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const AlignmentShape shape;
    const int items = shape.items, systems = shape.systems, annotators = shape.annotators,
              dimensions = shape.dimensions, metrics = shape.metrics;
    QFile ratingsCsv, scoresCsv;
    const bool writeCsv = argc > 2 && QByteArray(argv[1]) == "--write-csv";
    if (writeCsv) {
        QDir().mkpath(QString::fromLocal8Bit(argv[2]));
        ratingsCsv.setFileName(QString::fromLocal8Bit(argv[2]) + QStringLiteral("/ratings.csv"));
        scoresCsv.setFileName(QString::fromLocal8Bit(argv[2]) + QStringLiteral("/scores.csv"));
        if (!ratingsCsv.open(QIODevice::WriteOnly) || !scoresCsv.open(QIODevice::WriteOnly))
            return 1;
        ratingsCsv.write("item_id,system,annotator,dimension,value\n");
        scoresCsv.write("item_id,system,metric,value\n");
    }
    std::mt19937 rng(7);
    RatingTable table = syntheticAlignmentTable(
        rng, shape,
        [&](const QString &item, const QString &system, int a, int d, double v) {
            if (writeCsv)
                ratingsCsv.write(
                    QStringLiteral("%1,%2,ann%3,dim%4,%5\n").arg(item, system).arg(a).arg(d).arg(v).toUtf8());
        },
        [&](const QString &item, const QString &system, int m, double v) {
            if (writeCsv)
                scoresCsv.write(
                    QStringLiteral("%1,%2,metric%3,%4\n").arg(item, system).arg(m).arg(v, 0, 'g', 17).toUtf8());
        });
    std::printf("bench_alignment: %lld ratings, %d metrics, %d dimensions, %d items x %d systems\n",
                static_cast<long long>(table.ratingCount()), metrics, dimensions, items, systems);

    AlignmentSession session(table, {});
    if (writeCsv) { // the report alignment_reference.py checks its own numbers against
        QFile json(QString::fromLocal8Bit(argv[2]) + QStringLiteral("/editlens.json"));
        if (!json.open(QIODevice::WriteOnly))
            return 1;
        json.write(QJsonDocument(session.report().toJson()).toJson());
    }
    // Wall time is the target; CPU time of this thread is printed beside it because on a shared 2-core machine
    // other processes stretch the wall time but not the work done.
    QElapsedTimer timer;
    std::vector<double> full, fullCpu;
    for (int run = 0; run < 5; ++run) {
        const double cpu0 = threadCpuMs();
        timer.start();
        session.recomputeAll();
        full.push_back(timer.nsecsElapsed() / 1e6);
        fullCpu.push_back(threadCpuMs() - cpu0);
    }
    std::sort(full.begin(), full.end());
    std::sort(fullCpu.begin(), fullCpu.end());
    std::vector<double> update, updateCpu;
    const int updates = argc > 1 && QByteArray(argv[1]) == "--updates" ? 2000 : 200;
    for (int run = 0; run < updates; ++run) {
        const double cpu0 = threadCpuMs();
        timer.start();
        session.setRating(QStringLiteral("dim%1").arg(run % dimensions), QStringLiteral("ann%1").arg(run % annotators),
                          QStringLiteral("sys%1").arg(run % systems), QStringLiteral("item%1").arg((run * 7) % items),
                          1 + run % 5);
        update.push_back(timer.nsecsElapsed() / 1e6);
        updateCpu.push_back(threadCpuMs() - cpu0);
    }
    std::sort(update.begin(), update.end());
    std::sort(updateCpu.begin(), updateCpu.end());
    std::printf("bench_alignment: full recomputation median %.1f ms wall (min %.1f), %.1f ms CPU; one rating update "
                "median %.2f ms wall (p99 %.2f), %.2f ms CPU\n",
                full[full.size() / 2], full.front(), fullCpu[fullCpu.size() / 2], update[update.size() / 2],
                update[update.size() * 99 / 100], updateCpu[updateCpu.size() / 2]);
    return 0;
}
