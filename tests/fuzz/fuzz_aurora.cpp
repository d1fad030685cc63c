// AURORA-Bench files (point-wise ratings, pair-wise votes, test.json; JSON array or JSON Lines) beside the images
// they name.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("img/in.png"), QSize(6, 4), Qt::gray);
    ws.writeImage(QStringLiteral("img/a.png"), QSize(6, 4), Qt::red);
    ws.writeImage(QStringLiteral("img/b.png"), QSize(6, 4), Qt::blue);
    ws.write(QStringLiteral("fuzz.json"), bytes(data, size));
    checkImport(ws, QStringLiteral("aurora"), ws.path(QStringLiteral("fuzz.json")), {});
    return 0;
}
