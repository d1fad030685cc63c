#pragma once

#include "bpm/bpmscore.h"
#include "compare/overlaylayers.h"
#include "guiutil/latestjob.h"
#include "study/studydata.h"

#include <QHash>
#include <QImage>
#include <QObject>

namespace editlens::ui {

/// Computes the heat-maps and BPM overlays of one item's outputs on worker threads (one JobSet per kind of overlay,
/// one job per output, inputs captured by value) and keeps them until the item changes. reset() cancels every job:
/// results of older jobs are dropped when they arrive, and so are those of another heat-map kind or other BPM rules.
/// Nothing waits on the GUI thread. GUI thread only.
class OverlayComputer : public QObject
{
    Q_OBJECT

public:
    explicit OverlayComputer(QObject *parent = nullptr);

    /// Forgets every result and every running job (a new item).
    void reset();
    /// Heat-maps of another kind: drops the current ones.
    void setHeatMapKind(HeatMapKind kind);
    HeatMapKind heatMapKind() const { return m_kind; }

    /// The result for output `output`, or nullptr while it is not computed.
    const QImage *heatMap(int output) const;
    const BpmOverlayData *bpm(int output) const;
    /// True while a job whose result is still wanted runs.
    bool busy() const;

    /// Starts computing unless done or running. `source` and `edited` are on the source frame.
    void requestHeatMap(int output, const QImage &source, const QImage &edited);
    void requestBpm(const core::Item &item, int output, const QImage &source, const QImage &edited,
                    QSize editedNativeSize, const QString &studyRoot);
    /// The rules BPM's judgements and crops follow (View → BPM Rules); drops the BPM results computed so far.
    void setBpmRules(core::BpmRules rules);
    core::BpmRules bpmRules() const { return m_bpmRules; }

Q_SIGNALS:
    void heatMapReady(int output);
    void bpmReady(int output);

private:
    HeatMapKind m_kind = HeatMapKind::DeltaE;
    core::BpmRules m_bpmRules = core::BpmRules::Paper;
    QHash<int, QImage> m_heatMaps;
    QHash<int, BpmOverlayData> m_bpm;
    JobSet<int> m_heatJobs; ///< by output, of the current item and kind
    JobSet<int> m_bpmJobs;  ///< by output, of the current item and rules
};

} // namespace editlens::ui
