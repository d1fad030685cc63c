// Benchmark: latency of one rating write (its own transaction, WAL, synchronous=FULL) on a study
// that already holds 600,000 ratings. Target: p99 under 5 ms. Usage: bench_ratingwrite [WRITES]
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace editlens::core;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int writes = argc > 1 ? QByteArray(argv[1]).toInt() : 2000;
    QTemporaryDir dir;
    auto created = StudyStore::create(dir.filePath(QStringLiteral("w.editlens")), dir.path());
    if (!created)
        return 1;
    StudyStore &store = *created.value();
    StudyData batch;
    batch.dimensions = {{QStringLiteral("overall"), 1, 5, {}}};
    for (int i = 0; i < 10000; ++i) { // 40,000 outputs x 15 ratings = 600,000 existing ratings
        Item item;
        item.key = QStringLiteral("item-%1").arg(i);
        for (int s = 0; s < 4; ++s) {
            Output o;
            o.system = QStringLiteral("sys%1").arg(s);
            for (int a = 0; a < 15; ++a)
                o.ratings.push_back(
                    {QStringLiteral("bulk%1").arg(a), QStringLiteral("overall"), double(1 + (i + a) % 5)});
            item.outputs.push_back(o);
        }
        batch.items.push_back(item);
    }
    if (!store.importData(batch))
        return 1;
    const QVector<ItemSummary> items = store.itemSummaries().value();
    std::vector<qint64> outputs;
    for (int i = 0; i < 200; ++i)
        for (const Output &o : store.loadItem(items[i * 50].id).value().outputs)
            outputs.push_back(o.id);

    std::vector<double> ms;
    ms.reserve(writes);
    QElapsedTimer timer;
    for (int i = 0; i < writes; ++i) {
        timer.start();
        auto r = store.setRating(outputs[i % outputs.size()], QStringLiteral("overall"), QStringLiteral("annotator"),
                                 1 + i % 5);
        ms.push_back(timer.nsecsElapsed() / 1e6);
        if (!r) {
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
            return 1;
        }
    }
    std::sort(ms.begin(), ms.end());
    auto pct = [&](double p) { return ms[std::min(ms.size() - 1, size_t(p * ms.size()))]; };
    std::printf("bench_ratingwrite: %d writes on a 600,000-rating study: p50 %.3f ms, p95 %.3f ms, p99 %.3f ms, "
                "max %.3f ms\n",
                writes, pct(0.50), pct(0.95), pct(0.99), ms.back());
    return 0;
}
