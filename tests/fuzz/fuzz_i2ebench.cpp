// An I²EBench root with one dimension, Counting: the input is split at "@@@@" lines into
// EditData/Counting/Counting.json, the original run's judgements EditEval_ori/Counting/m1.json and the diverse run's
// EditEval/Counting/m1.json, beside fixed images (sources in input/, a gt/ target and a mask for entry 1, model m1's
// edits of both runs). The same folder is imported as both formats of the importer, "i2ebench" and "i2ebench-diverse".
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    for (const QString &name : {QStringLiteral("0001.png"), QStringLiteral("0002.png")}) {
        ws.writeImage(QStringLiteral("bench/EditData/Counting/input/") + name, QSize(6, 4), Qt::gray);
        ws.writeImage(QStringLiteral("bench/EditResult_ori/Counting/m1/") + name, QSize(6, 4), Qt::red);
        ws.writeImage(QStringLiteral("bench/EditResult/Counting/m1/") + name, QSize(6, 4), Qt::blue);
    }
    ws.writeImage(QStringLiteral("bench/EditData/Counting/gt/0001.png"), QSize(6, 4), Qt::white);
    ws.writeImage(QStringLiteral("bench/EditData/Counting/mask/0001.png"), QSize(6, 4), Qt::white);
    const QList<QByteArray> files = splitFiles(bytes(data, size));
    ws.write(QStringLiteral("bench/EditData/Counting/Counting.json"), files.at(0));
    if (files.size() > 1)
        ws.write(QStringLiteral("bench/EditEval_ori/Counting/m1.json"), files.at(1));
    if (files.size() > 2)
        ws.write(QStringLiteral("bench/EditEval/Counting/m1.json"), files.at(2));
    const QString source = ws.path(QStringLiteral("bench"));
    checkImport(ws, QStringLiteral("i2ebench"), source, {}, QStringLiteral("original.editlens"));
    checkImport(ws, QStringLiteral("i2ebench-diverse"), source, {}, QStringLiteral("diverse.editlens"));
    return 0;
}
