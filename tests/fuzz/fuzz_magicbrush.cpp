// A MagicBrush test-set folder: fixed small images for sessions "100" (two turns) and "99" (one turn); the
// input is edit_sessions.json.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("mb/images/100/100-input.png"), QSize(6, 4), Qt::gray);
    ws.writeImage(QStringLiteral("mb/images/100/100-output1.png"), QSize(8, 8), Qt::red);
    ws.writeImage(QStringLiteral("mb/images/100/100-output2.png"), QSize(8, 8), Qt::blue);
    ws.writeImage(QStringLiteral("mb/images/100/100-mask1.png"), QSize(6, 4), Qt::white);
    ws.writeImage(QStringLiteral("mb/images/100/100-mask2.png"), QSize(8, 8), Qt::white);
    ws.writeImage(QStringLiteral("mb/images/99/99-input.png"), QSize(5, 5), Qt::gray);
    ws.writeImage(QStringLiteral("mb/images/99/99-output1.png"), QSize(7, 7), Qt::green);
    ws.write(QStringLiteral("mb/edit_sessions.json"), bytes(data, size));
    checkImport(ws, QStringLiteral("magicbrush"), ws.path(QStringLiteral("mb")));
    return 0;
}
