// DICE outputs: the input is split at a "@@@@" line into predicted_differences.json and (when present)
// coherence_results.json, beside fixed images orig/{a,b}.png and edit/{a,b}.png. Imported twice: into an empty
// study (the pairs become items) and into one that already holds those pairs as items (attach()).
#include "fuzzsupport.h"

namespace {

// The items the differences attach to, as the DICE tests store them.
const QByteArray baseManifest =
    R"({"editlens_manifest": 1, "name": "DICE-D style"})"
    "\n"
    R"({"id": "kite-1", "source": "dice/orig/a.png", "instruction": "Add a kite to the sky", )"
    R"("outputs": [{"system": "SD", "path": "dice/edit/a.png"}]})"
    "\n"
    R"({"id": "vase-7", "source": "dice/orig/b.png", "instruction": "Make the vase blue", )"
    R"("outputs": [{"system": "SD", "path": "dice/edit/b.png"}]})"
    "\n";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("dice/orig/a.png"), QSize(8, 6), Qt::gray);
    ws.writeImage(QStringLiteral("dice/orig/b.png"), QSize(6, 8), Qt::gray);
    ws.writeImage(QStringLiteral("dice/edit/a.png"), QSize(8, 6), Qt::red);
    ws.writeImage(QStringLiteral("dice/edit/b.png"), QSize(6, 8), Qt::blue);
    const QList<QByteArray> files = splitFiles(bytes(data, size));
    ws.write(QStringLiteral("dice/predicted_differences.json"), files.at(0));
    if (files.size() > 1)
        ws.write(QStringLiteral("dice/coherence_results.json"), files.at(1));
    ws.write(QStringLiteral("base.jsonl"), baseManifest);
    const QString source = ws.path(QStringLiteral("dice"));
    checkImport(ws, QStringLiteral("dice"), source, {}, QStringLiteral("empty.editlens"));
    checkImport(ws, QStringLiteral("dice"), source, {}, QStringLiteral("stored.editlens"),
                ws.path(QStringLiteral("base.jsonl")));
    return 0;
}
