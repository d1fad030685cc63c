// The long ratings CSV table. The annotator option is set, so files without an annotator column import too.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.write(QStringLiteral("fuzz.csv"), bytes(data, size));
    editlens::core::ImportOptions options;
    options.annotator = QStringLiteral("fuzz-annotator");
    checkImport(ws, QStringLiteral("ratings-csv"), ws.path(QStringLiteral("fuzz.csv")), options);
    return 0;
}
