// A table of image pairs (TSV) beside fixed small images img/s1.png, img/t1.png, img/x1.png; columns found by header
// name, so the header itself is fuzzed too.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("img/s1.png"), QSize(6, 4), Qt::gray);
    ws.writeImage(QStringLiteral("img/t1.png"), QSize(6, 4), Qt::red);
    ws.writeImage(QStringLiteral("img/x1.png"), QSize(8, 8), Qt::green);
    ws.write(QStringLiteral("fuzz.tsv"), bytes(data, size));
    checkImport(ws, QStringLiteral("table"), ws.path(QStringLiteral("fuzz.tsv")));
    return 0;
}
