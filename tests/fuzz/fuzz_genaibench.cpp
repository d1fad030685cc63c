// GenAI-Bench rows (JSON Lines or a JSON array) beside the images they may name. A judge is set, so rows with
// model_vote import too.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("img/src.png"), QSize(6, 4), Qt::gray);
    ws.writeImage(QStringLiteral("img/left.png"), QSize(6, 4), Qt::red);
    ws.writeImage(QStringLiteral("img/right.png"), QSize(6, 4), Qt::blue);
    ws.write(QStringLiteral("fuzz.jsonl"), bytes(data, size));
    editlens::core::ImportOptions options;
    options.judge = QStringLiteral("fuzz-judge");
    checkImport(ws, QStringLiteral("genaibench"), ws.path(QStringLiteral("fuzz.jsonl")), options);
    return 0;
}
