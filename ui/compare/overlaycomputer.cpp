#include "overlaycomputer.h"

#include "compare/overlayjobs.h"

namespace editlens::ui {

OverlayComputer::OverlayComputer(QObject *parent) : QObject(parent), m_heatJobs(this), m_bpmJobs(this)
{
}

void OverlayComputer::reset()
{
    m_heatJobs.cancel();
    m_bpmJobs.cancel();
    m_heatMaps.clear();
    m_bpm.clear();
}

void OverlayComputer::setBpmRules(core::BpmRules rules)
{
    if (rules == m_bpmRules)
        return;
    m_bpmRules = rules;
    m_bpm.clear();
    m_bpmJobs.cancel();
}

void OverlayComputer::setHeatMapKind(HeatMapKind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    m_heatMaps.clear();
    m_heatJobs.cancel();
}

const QImage *OverlayComputer::heatMap(int output) const
{
    const auto it = m_heatMaps.constFind(output);
    return it == m_heatMaps.cend() ? nullptr : &*it;
}

const BpmOverlayData *OverlayComputer::bpm(int output) const
{
    const auto it = m_bpm.constFind(output);
    return it == m_bpm.cend() ? nullptr : &*it;
}

bool OverlayComputer::busy() const
{
    return m_heatJobs.isRunning() || m_bpmJobs.isRunning();
}

void OverlayComputer::requestHeatMap(int output, const QImage &source, const QImage &edited)
{
    if (m_heatMaps.contains(output) || source.isNull() || edited.isNull())
        return;
    const HeatMapKind kind = m_kind;
    m_heatJobs.start(
        output,
        [source, edited, kind] {
            QString error;
            return computeHeatMapOverlay(source, edited, kind, &error);
        },
        [this, output](const QImage &heatMap) {
            m_heatMaps.insert(output, heatMap);
            Q_EMIT heatMapReady(output);
        });
}

void OverlayComputer::requestBpm(const core::Item &item, int output, const QImage &source, const QImage &edited,
                                 QSize editedNativeSize, const QString &studyRoot)
{
    if (m_bpm.contains(output) || source.isNull() || edited.isNull())
        return;
    const core::BpmRules rules = m_bpmRules;
    m_bpmJobs.start(
        output,
        [item, output, source, edited, editedNativeSize, studyRoot, rules] {
            return computeBpmOverlay(item, output, source, edited, editedNativeSize, studyRoot, rules);
        },
        [this, output](const BpmOverlayData &data) {
            m_bpm.insert(output, data);
            Q_EMIT bpmReady(output);
        });
}

} // namespace editlens::ui
