// ADIEE scorer output (JSON array or JSON Lines of {item, system, score} or {image_path, score} rows). Its scores
// attach to outputs the study holds already, so every input is imported into a study that holds two items with two
// systems each (the base manifest) and, once, into an empty study, where any row must fail cleanly.
#include "fuzzsupport.h"

namespace {

// Item ids are the source paths, as ADIEE's own outputs key them.
const QByteArray baseManifest =
    R"({"editlens_manifest": 1, "name": "ADIEE style"})"
    "\n"
    R"({"id": "src/a.png", "source": "src/a.png", "instruction": "make it red", )"
    R"("outputs": [{"system": "m1", "path": "out/m1/a.png"}, {"system": "m2", "path": "out/m2/a.png"}]})"
    "\n"
    R"({"id": "src/b.png", "source": "src/b.png", "instruction": "add a hat", )"
    R"("outputs": [{"system": "m1", "path": "out/m1/b.png"}, {"system": "m2", "path": "out/m2/b.png"}]})"
    "\n";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    ws.writeImage(QStringLiteral("src/a.png"), QSize(6, 4), Qt::gray);
    ws.writeImage(QStringLiteral("src/b.png"), QSize(4, 6), Qt::gray);
    ws.writeImage(QStringLiteral("out/m1/a.png"), QSize(6, 4), Qt::red);
    ws.writeImage(QStringLiteral("out/m2/a.png"), QSize(6, 4), Qt::blue);
    ws.writeImage(QStringLiteral("out/m1/b.png"), QSize(4, 6), Qt::green);
    ws.writeImage(QStringLiteral("out/m2/b.png"), QSize(4, 6), Qt::yellow);
    ws.write(QStringLiteral("scores.jsonl"), bytes(data, size));
    ws.write(QStringLiteral("base.jsonl"), baseManifest);
    const QString source = ws.path(QStringLiteral("scores.jsonl"));
    checkImport(ws, QStringLiteral("adiee"), source, {}, QStringLiteral("empty.editlens"));
    checkImport(ws, QStringLiteral("adiee"), source, {}, QStringLiteral("stored.editlens"),
                ws.path(QStringLiteral("base.jsonl")));
    return 0;
}
