// The EditLens manifest (JSON Lines) beside a few small images it may name.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("img/src.png"), QSize(6, 4), Qt::gray);
    ws.writeImage(QStringLiteral("img/a.png"), QSize(8, 8), Qt::red);
    ws.writeImage(QStringLiteral("img/b.png"), QSize(8, 8), Qt::blue);
    ws.writeImage(QStringLiteral("img/mask.png"), QSize(6, 4), Qt::white);
    ws.write(QStringLiteral("fuzz.jsonl"), bytes(data, size));
    checkImport(ws, QStringLiteral("manifest"), ws.path(QStringLiteral("fuzz.jsonl")));
    return 0;
}
