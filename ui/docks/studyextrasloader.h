#pragma once

#include "guiutil/latestjob.h"
#include "scoring/scoresummary.h"

#include <QObject>

namespace editlens::core {
class MetricRegistry;
}

namespace editlens::ui {

/// What the browser and the Scores dock need beyond the item list, read in one pass per kind (no per-item query).
struct StudyExtras
{
    core::ScoreSummary scores;
    QHash<qint64, QString> editTypes;
    core::StoredBpmSet bpm;
    QString error; ///< empty on success
};

/// Reads StudyExtras on a worker thread with its own StudyStore connection (a 10,000-item study keeps the GUI
/// responsive while the parser runs over every instruction). A newer load() drops the result of an older one.
/// GUI thread only.
class StudyExtrasLoader : public QObject
{
    Q_OBJECT

public:
    explicit StudyExtrasLoader(QObject *parent = nullptr);

    /// `bpmVersion`: the BPM entry's version in the MetricRegistry (which stored components count).
    void load(const QString &studyFile, const QString &bpmVersion);
    bool isLoading() const { return m_job.isRunning(); }

    /// The same read on the calling thread, on a fresh connection; what load() runs.
    static StudyExtras read(const QString &studyFile, const QString &bpmVersion);

Q_SIGNALS:
    void loaded(const editlens::ui::StudyExtras &extras);

private:
    LatestJob m_job;
};

} // namespace editlens::ui
