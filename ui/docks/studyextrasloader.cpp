#include "studyextrasloader.h"

#include "storage/studystore.h"

namespace editlens::ui {

StudyExtrasLoader::StudyExtrasLoader(QObject *parent) : QObject(parent), m_job(this)
{
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
    m_job.start([studyFile, bpmVersion] { return read(studyFile, bpmVersion); },
                [this](const StudyExtras &extras) { Q_EMIT loaded(extras); });
}

} // namespace editlens::ui
