// The long scores CSV table. The metric option is set, so files without a metric column import too.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.write(QStringLiteral("fuzz.csv"), bytes(data, size));
    editlens::core::ImportOptions options;
    options.metric = QStringLiteral("fuzz_metric");
    checkImport(ws, QStringLiteral("scores-csv"), ws.path(QStringLiteral("fuzz.csv")), options);
    return 0;
}
