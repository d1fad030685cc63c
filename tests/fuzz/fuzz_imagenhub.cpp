// ImagenHub rater TSV files: the input is split at "@@@@" lines into a folder of rater files
// (Text-Guided_IE_rater1.tsv, ..._rater2.tsv, ...), so one input can hold the same uid rated twice.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    const QList<QByteArray> files = splitFiles(bytes(data, size));
    for (qsizetype i = 0; i < files.size(); ++i)
        ws.write(QStringLiteral("raters/Text-Guided_IE_rater%1.tsv").arg(i + 1), files.at(i));
    checkImport(ws, QStringLiteral("imagenhub"), ws.path(QStringLiteral("raters")));
    return 0;
}
