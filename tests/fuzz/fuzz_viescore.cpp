// VIEScore judge outputs: the input is split at "@@@@" lines into SysA/SC.json, SysA/PQ.json, SysB/SC.json and
// SysB/PQ.json of one folder (later parts are dropped, missing ones absent).
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    static const QStringList names = {QStringLiteral("SysA/SC.json"), QStringLiteral("SysA/PQ.json"),
                                      QStringLiteral("SysB/SC.json"), QStringLiteral("SysB/PQ.json")};
    const Workspace ws;
    const QList<QByteArray> files = splitFiles(bytes(data, size));
    for (qsizetype i = 0; i < files.size() && i < names.size(); ++i)
        ws.write(QStringLiteral("judge/") + names.at(i), files.at(i));
    checkImport(ws, QStringLiteral("viescore"), ws.path(QStringLiteral("judge")));
    return 0;
}
