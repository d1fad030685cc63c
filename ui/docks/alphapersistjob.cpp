#include "alphapersistjob.h"

#include "scoring/studyscorer.h"
#include "storage/studystore.h"
#include "util/workpool.h"

#include <QCoreApplication>
#include <QtConcurrent>

namespace editlens::ui {

AlphaPersistJob::AlphaPersistJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, [this] {
        const Outcome o = m_watcher.future().resultCount() > 0 ? m_watcher.result() : Outcome();
        Q_EMIT finished(o.ok, o.message);
    });
}

bool AlphaPersistJob::start(const QString &studyFile, const QString &modelDir, double alpha)
{
    if (m_watcher.isRunning())
        return false;
    m_watcher.setFuture(QtConcurrent::run(workPool(), [studyFile, modelDir, alpha] {
        auto store = core::StudyStore::open(studyFile);
        if (!store)
            return Outcome{false, store.error().toString()};
        core::MetricRegistry registry;
        registry.registerBuiltins();
        core::ScoreOptions options;
        options.metrics = {QStringLiteral("bpm")};
        options.modelDir = modelDir;
        options.alpha = alpha;
        const auto report = core::scoreStudy(*store.value(), registry, options);
        if (!report)
            return Outcome{false, report.error().toString()};
        if (const QString why = report.value().unavailable.value(QStringLiteral("bpm")); !why.isEmpty())
            return Outcome{false, why};
        return Outcome{true, QCoreApplication::translate("AlphaPersistJob", "BPM stored at α = %1 (%2)")
                                 .arg(alpha)
                                 .arg(report.value().versions.value(QStringLiteral("bpm")))};
    }));
    return true;
}

} // namespace editlens::ui
