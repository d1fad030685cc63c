// Benchmark: import of a 10,000-item x 4-system manifest with 3 annotators x 5 dimensions of
// ratings (600,000 ratings). Target: under 10 s. Usage: bench_import [ITEMS]
#include "io/formatregistry.h"
#include "io/importer.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace editlens::core;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int items = argc > 1 ? QByteArray(argv[1]).toInt() : 10000;
    const QStringList systems = {QStringLiteral("InstructPix2Pix"), QStringLiteral("MagicBrush"),
                                 QStringLiteral("MGIE"), QStringLiteral("DALL-E 2")};
    const QStringList dims = {QStringLiteral("overall"), QStringLiteral("edited_area"), QStringLiteral("preservation"),
                              QStringLiteral("size"), QStringLiteral("position")};
    QTemporaryDir dir;
    const QString manifest = dir.filePath(QStringLiteral("big.jsonl"));
    {
        QFile f(manifest);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        QByteArray header = "{\"editlens_manifest\":1,\"name\":\"bench\",\"dimensions\":[";
        for (int d = 0; d < dims.size(); ++d)
            header += (d ? "," : "") + QByteArray("{\"name\":\"") + dims[d].toUtf8() + "\",\"min\":1,\"max\":5}";
        f.write(header + "]}\n");
        for (int i = 0; i < items; ++i) {
            QByteArray line = "{\"id\":\"item-" + QByteArray::number(i) + "\",\"instruction\":\"make the cup "
                              + QByteArray::number(i) + " red\",\"outputs\":[";
            for (int s = 0; s < systems.size(); ++s) {
                line += (s ? "," : "") + QByteArray("{\"system\":\"") + systems[s].toUtf8() + "\",\"ratings\":[";
                int n = 0;
                for (int a = 0; a < 3; ++a)
                    for (int d = 0; d < dims.size(); ++d)
                        line += (n++ ? "," : "") + QByteArray("{\"annotator\":\"ann") + QByteArray::number(a)
                                + "\",\"dimension\":\"" + dims[d].toUtf8()
                                + "\",\"value\":" + QByteArray::number(1 + (i + s + a + d) % 5) + "}";
                line += "]}";
            }
            f.write(line + "]}\n");
        }
    }
    FormatRegistry registry;
    registry.registerBuiltins();
    auto store = StudyStore::create(dir.filePath(QStringLiteral("bench.editlens")), dir.path());
    if (!store)
        return 1;
    QElapsedTimer timer;
    timer.start();
    // Phase split of the 0..1000 progress scale: read < 400 <= resolve < 600 <= write.
    qint64 readMs = 0, resolveMs = 0;
    auto summary =
        importInto(*store.value(), registry, QStringLiteral("manifest"), manifest, {}, [&](qint64 done, qint64) {
            if (done >= 400 && readMs == 0)
                readMs = timer.elapsed();
            if (done >= 600 && resolveMs == 0)
                resolveMs = timer.elapsed();
            return true;
        });
    const qint64 ms = timer.elapsed();
    if (!summary) {
        std::fprintf(stderr, "%s\n", qPrintable(summary.error().toString()));
        return 1;
    }
    const StudyCounts c = store.value()->counts().value();
    std::printf("bench_import: %lld items, %lld outputs, %lld ratings imported in %.2f s (%.0f ratings/s)\n",
                static_cast<long long>(c.items), static_cast<long long>(c.outputs), static_cast<long long>(c.ratings),
                ms / 1000.0, c.ratings / (ms / 1000.0));
    std::printf("bench_import: phases: read %.2f s, resolve %.2f s, write %.2f s\n", readMs / 1000.0,
                (resolveMs - readMs) / 1000.0, (ms - resolveMs) / 1000.0);
    return 0;
}
