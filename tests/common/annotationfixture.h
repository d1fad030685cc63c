#pragma once

// A small study for the annotation tests: `items` items with outputs of systems S0..S{systems-1},
// the BPM rubric, created under `dir`.
#include "server/serverstudy.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "studyengine.h"

#include <QDir>

#include <memory>

inline std::unique_ptr<editlens::core::StudyStore> makeAnnotationStudy(const QString &file, int items, int systems)
{
    using namespace editlens::core;
    // `file` may already be a study location (a server URL).
    const QString location = editlens::testing::studyLocation(file);
    auto store =
        server::createStudy(location, StudyLocation::isServerUrl(file) ? QString() : QFileInfo(file).absolutePath());
    if (!store)
        qFatal("%s", qPrintable(store.error().toString()));
    StudyData batch;
    for (int i = 0; i < items; ++i) {
        Item item;
        item.key = QStringLiteral("item-%1").arg(i);
        for (int s = 0; s < systems; ++s) {
            Output o;
            o.system = QStringLiteral("S%1").arg(s);
            item.outputs.push_back(o);
        }
        batch.items.push_back(item);
    }
    if (Status s = store.value()->importData(batch); !s)
        qFatal("%s", qPrintable(s.error().toString()));
    RubricStore rubrics(*store.value());
    if (Status s = rubrics.save(rubricPreset(RubricPreset::Bpm)); !s)
        qFatal("%s", qPrintable(s.error().toString()));
    return std::move(store).value();
}
