#pragma once

// A small study for the annotation UI tests: `items` items, each with outputs of the systems "SysAlpha" and
// "SysBeta" (names no widget text contains by chance), written into `dir`. The study is `dir`/rating.editlens, or in a
// `_pg` run the server study studyLocation() gives for it; the location is returned.
#include "io/formatregistry.h"
#include "io/importer.h"
#include "server/serverstudy.h"
#include "storage/studystore.h"
#include "studyengine.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>

namespace editlens::testing {

inline core::Result<QString> makeAnnotationStudy(const QTemporaryDir &dir, const core::FormatRegistry &registry,
                                                 int items)
{
    QImage src(48, 32, QImage::Format_RGB32);
    src.fill(Qt::white);
    QImage out(48, 32, QImage::Format_RGB32);
    out.fill(Qt::red);
    if (!src.save(dir.filePath(QStringLiteral("src.png"))) || !out.save(dir.filePath(QStringLiteral("out.png"))))
        return core::Error{QStringLiteral("cannot write the test images")};
    QFile manifest(dir.filePath(QStringLiteral("m.jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return core::Error{QStringLiteral("cannot write the manifest")};
    manifest.write("{\"editlens_manifest\":1,\"name\":\"Rating test\"}\n");
    for (int i = 0; i < items; ++i)
        manifest.write(QStringLiteral("{\"id\":\"it%1\",\"source\":\"src.png\",\"instruction\":\"make it red %1\","
                                      "\"outputs\":[{\"system\":\"SysAlpha\",\"path\":\"out.png\"},"
                                      "{\"system\":\"SysBeta\",\"path\":\"out.png\"}]}\n")
                           .arg(i)
                           .toUtf8());
    manifest.close();
    const QString file = studyLocation(dir.filePath(QStringLiteral("rating.editlens")));
    auto store = core::server::createStudy(file, dir.path());
    if (!store)
        return store.error();
    auto imported = core::importInto(*store.value(), registry, QStringLiteral("manifest"), manifest.fileName(), {});
    if (!imported)
        return imported.error();
    return file;
}

} // namespace editlens::testing
