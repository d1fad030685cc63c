// The comparison view's overlays: which are on, their settings, the legend under the panes, and redrawing layers
// when an overlay's data or rules change. Split from comparisonview.cpp, which shows items, by responsibility.
#include "comparisonview.h"

#include "compare/comparecaptions.h"
#include "compare/overlaycomputer.h"
#include "compare/panegrid.h"
#include "compare/showtracker.h"

#include <QLabel>

namespace editlens::ui {

namespace {
/// The layers drawn from a BPM result: redrawn together when it arrives or its rules change.
std::vector<Overlay> bpmLayers()
{
    std::vector<Overlay> out;
    for (Overlay o : allOverlays)
        if (isBpmOverlay(o))
            out.push_back(o);
    return out;
}
} // namespace

void ComparisonView::connectOverlayResults()
{
    connect(m_overlays, &OverlayComputer::heatMapReady, this, [this](int output) {
        refillLayers({Overlay::HeatMap}, [output](const ImageStack &s) { return s.image == output; });
        maybeFinish();
    });
    connect(m_overlays, &OverlayComputer::bpmReady, this, [this](int output) {
        refillLayers(bpmLayers(),
                     [this, output](const ImageStack &s) { return s.shownOutput(m_outputIndex) == output; });
        updateInfo();
        maybeFinish();
    });
}

void ComparisonView::refillLayers(const std::vector<Overlay> &layers,
                                  const std::function<bool(const ImageStack &)> &which)
{
    const StackContext context = stackContext();
    for (ImageStack &s : m_stacks)
        if (!which || which(s))
            for (Overlay layer : layers)
                s.fillLayer(layer, context);
}

bool ComparisonView::overlayEnabled(Overlay overlay) const
{
    return m_settings.isEnabled(overlay);
}

void ComparisonView::setOverlayEnabled(Overlay overlay, bool enabled)
{
    if (overlayEnabled(overlay) == enabled)
        return;
    m_settings.enabled[overlay] = enabled;
    refillLayers({overlay});
    updateInfo();
    if (enabled && m_tracker->populated())
        startOverlayJobs();
}

void ComparisonView::setOverlaysVisible(bool visible)
{
    m_settings.visible = visible;
    for (ImageStack &s : m_stacks)
        s.overlays->setVisible(visible);
    updateInfo();
}

void ComparisonView::setHeatMapOpacity(double opacity)
{
    m_settings.heatOpacity = std::clamp(opacity, 0.0, 1.0);
    for (ImageStack &s : m_stacks)
        if (auto it = s.layers.find(Overlay::HeatMap); it != s.layers.end())
            it->second->setOpacity(m_settings.heatOpacity);
}

void ComparisonView::setHeatMapKind(HeatMapKind kind)
{
    if (kind == m_overlays->heatMapKind())
        return;
    m_overlays->setHeatMapKind(kind);
    refillLayers({Overlay::HeatMap});
    updateInfo();
    if (m_tracker->populated())
        startOverlayJobs();
}

void ComparisonView::setBpmRules(core::BpmRules rules)
{
    if (rules == m_overlays->bpmRules())
        return;
    m_overlays->setBpmRules(rules);
    refillLayers(bpmLayers());
    updateInfo();
    if (m_tracker->populated())
        startOverlayJobs();
}

core::BpmRules ComparisonView::bpmRules() const
{
    return m_overlays->bpmRules();
}

HeatMapKind ComparisonView::heatMapKind() const
{
    return m_overlays->heatMapKind();
}

void ComparisonView::setConfidenceThreshold(double threshold)
{
    m_settings.threshold = threshold;
    m_panes->setConfidenceThreshold(threshold);
}

void ComparisonView::updateInfo()
{
    OverlayLegendInput input;
    input.differences = m_settings.visible && overlayEnabled(Overlay::Differences);
    for (Overlay o : allOverlays)
        input.bpm |= m_settings.visible && isBpmOverlay(o) && overlayEnabled(o);
    input.parseText = m_parseText;
    if (m_pair) {
        input.bpmOutputs = {{tr("Left · %1").arg(m_item.outputs.value(m_pair->first).system),
                             m_overlays->bpm(m_pair->first)},
                            {tr("Right · %1").arg(m_item.outputs.value(m_pair->second).system),
                             m_overlays->bpm(m_pair->second)}};
    } else if (m_outputIndex >= 0 && m_outputIndex < m_item.outputs.size()) {
        input.bpmOutputs = {{m_item.outputs[m_outputIndex].system, m_overlays->bpm(m_outputIndex)}};
    }
    if (m_settings.visible && overlayEnabled(Overlay::HeatMap))
        input.heatMap = heatMapKind();
    const QString legend = overlayLegend(input);
    m_info->setText(legend);
    m_info->setVisible(!legend.isEmpty());
}

} // namespace editlens::ui
