// The study opener: the input is a .editlens file (SQLite). Opening verifies and migrates the schema; then
// everything `editlens-cli info` and the study browser read is read. Whatever the bytes, nothing may crash.
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    const Workspace ws;
    const QString file = ws.path(QStringLiteral("fuzz.editlens"));
    ws.write(QStringLiteral("fuzz.editlens"), bytes(data, size));
    auto opened = editlens::core::StudyStore::open(file);
    if (!opened)
        return 0;
    const editlens::core::StudyStore &store = *opened.value();
    Q_UNUSED(store.counts());
    Q_UNUSED(store.name());
    Q_UNUSED(store.rootDir());
    Q_UNUSED(store.dimensions());
    Q_UNUSED(store.integrityCheck());
    if (const auto items = store.itemSummaries()) {
        for (qsizetype i = 0; i < items.value().size() && i < 16; ++i)
            Q_UNUSED(store.loadItem(items.value().at(i).id));
    }
    Q_UNUSED(store.load());
    return 0;
}
