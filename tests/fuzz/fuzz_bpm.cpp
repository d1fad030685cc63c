// BPM's released local_metadata.json beside the images its entries name (sample_test/src.png and out1..4.png).
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("sample_test/src.png"), QSize(6, 4), Qt::gray);
    for (int n = 1; n <= 4; ++n)
        ws.writeImage(QStringLiteral("sample_test/out%1.png").arg(n), QSize(6, 4), Qt::red);
    ws.write(QStringLiteral("local_metadata.json"), bytes(data, size));
    checkImport(ws, QStringLiteral("bpm"), ws.path(QStringLiteral("local_metadata.json")), {});
    return 0;
}
