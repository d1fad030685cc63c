#include "alphapersistjob.h"

#include "scoring/studyscorer.h"
#include "storage/studystore.h"

#include <QCoreApplication>

namespace editlens::ui {

AlphaPersistJob::AlphaPersistJob(std::shared_ptr<const core::MetricRegistry> metrics, QObject *parent)
    : QObject(parent)
    , m_metrics(std::move(metrics))
    , m_job(this)
{
}

bool AlphaPersistJob::start(const QString &studyFile, const QString &modelDir, double alpha)
{
    return m_job.start(
        [studyFile, modelDir, alpha, metrics = m_metrics](const JobProgress &) -> core::Result<QString> {
            auto store = core::StudyStore::open(studyFile);
            if (!store)
                return store.error();
            core::ScoreOptions options;
            options.metrics = {QStringLiteral("bpm")};
            options.modelDir = modelDir;
            options.alpha = alpha;
            const auto report = core::scoreStudy(*store.value(), *metrics, options);
            if (!report)
                return report.error();
            if (const QString why = report.value().unavailable.value(QStringLiteral("bpm")); !why.isEmpty())
                return core::Error(why);
            return QCoreApplication::translate("AlphaPersistJob", "BPM stored at α = %1 (%2)")
                .arg(alpha)
                .arg(report.value().versions.value(QStringLiteral("bpm")));
        },
        [this](const core::Result<QString> &outcome) {
            Q_EMIT finished(outcome.ok(), outcome.ok() ? outcome.value() : outcome.error().toString());
        });
}

} // namespace editlens::ui
