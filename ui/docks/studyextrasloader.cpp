#include "studyextrasloader.h"

#include "storage/studystore.h"
#include "util/workpool.h"

#include <QtConcurrent>

namespace editlens::ui {

StudyExtrasLoader::StudyExtrasLoader(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<StudyExtras>::finished, this, [this] {
        if (m_watcher.future().resultCount() > 0)
            Q_EMIT loaded(m_watcher.result());
    });
}

StudyExtras StudyExtrasLoader::read(const QString &studyFile, const QString &bpmVersion)
{
    StudyExtras out;
    auto store = core::StudyStore::open(studyFile);
    if (!store) {
        out.error = store.error().toString();
        return out;
    }
    auto scores = core::loadScoreSummary(*store.value());
    auto types = core::loadItemEditTypes(*store.value());
    auto bpm = core::loadBpmComponents(*store.value(), bpmVersion);
    if (!scores || !types || !bpm) {
        out.error = (!scores ? scores.error() : !types ? types.error() : bpm.error()).toString();
        return out;
    }
    out.scores = std::move(scores).value();
    out.editTypes = std::move(types).value();
    out.bpm = std::move(bpm).value();
    return out;
}

void StudyExtrasLoader::load(const QString &studyFile, const QString &bpmVersion)
{
    m_watcher.setFuture(QtConcurrent::run(workPool(), [studyFile, bpmVersion] { return read(studyFile, bpmVersion); }));
}

} // namespace editlens::ui
