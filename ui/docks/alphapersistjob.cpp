#include "alphapersistjob.h"

#include "inference/modelregistry.h"
#include "scoring/studyscorer.h"
#include "storage/studystore.h"
#include "study/metricids.h"

#include <QCoreApplication>

namespace editlens::ui {

AlphaPersistJob::AlphaPersistJob(std::shared_ptr<const core::MetricRegistry> metrics,
                                 std::shared_ptr<const core::ModelRegistry> models, QObject *parent)
    : QObject(parent)
    , m_metrics(std::move(metrics))
    , m_models(std::move(models))
    , m_job(this)
{
}

bool AlphaPersistJob::start(const QString &studyFile, const QString &modelDir, double alpha)
{
    return m_job.start(
        [studyFile, modelDir, alpha, metrics = m_metrics,
         models = m_models](const JobProgress &) -> core::Result<QString> {
            auto store = core::StudyStore::open(studyFile);
            if (!store)
                return store.error();
            core::ScoreOptions options;
            options.metrics = {core::metricid::bpm};
            options.modelDir = modelDir;
            options.alpha = alpha;
            static const core::ModelRegistry noModels;
            const auto report = core::scoreStudy(*store.value(), *metrics, models ? *models : noModels, options);
            if (!report)
                return report.error();
            if (const QString why = report.value().unavailable.value(core::metricid::bpm); !why.isEmpty())
                return core::Error(why);
            return QCoreApplication::translate("AlphaPersistJob", "BPM stored at α = %1 (%2)")
                .arg(alpha)
                .arg(report.value().versions.value(core::metricid::bpm));
        },
        [this](const core::Result<QString> &outcome) {
            Q_EMIT finished(outcome.ok(), outcome.ok() ? outcome.value() : outcome.error().toString());
        });
}

} // namespace editlens::ui
