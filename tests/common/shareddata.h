#pragma once

// The real data some tests read when it is there: ../shared/data beside the checkout. A fresh clone has none, so the
// tests that need it check for it first and skip.
#include "io/formatregistry.h"
#include "io/importer.h"
#include "server/serverstudy.h"
#include "storage/studystore.h"

#include <QDir>

#include <memory>

namespace editlens::testing {

/// The folder of the shared MagicBrush pairs (../shared/data/magicbrush-pairs: manifest.tsv, images/); may be absent.
inline QString sharedMagicBrushPairs()
{
    return QDir::cleanPath(QStringLiteral(EDITLENS_SHARED_DATA_DIR "/magicbrush-pairs"));
}

/// Creates the study `file` with the shared MagicBrush pairs as its image root and imports them there with the
/// built-in "magicbrush" format.
inline core::Result<std::unique_ptr<core::StudyStore>> importSharedMagicBrush(const QString &file)
{
    const QString shared = sharedMagicBrushPairs();
    auto store = core::server::createStudy(file, shared);
    if (!store)
        return store.error();
    core::FormatRegistry formats;
    formats.registerBuiltins();
    if (auto imported = core::importInto(*store.value(), formats, QStringLiteral("magicbrush"), shared, {}); !imported)
        return imported.error();
    return store;
}

} // namespace editlens::testing
