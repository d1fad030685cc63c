#pragma once

#include "compare/comparemode.h"
#include "compare/imagecache.h"
#include "compare/overlaylayers.h"

#include <QLabel>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>
#include <utility>

namespace editlens::ui {

/// The caption of one output: `name` (as the window shows it, possibly blinded) with its native size, "(loading…)"
/// while `entry` is null, the decoding error when it could not be read, and the original's size `frame` when the output
/// is shown stretched onto it.
QString outputCaption(const QString &name, const ImageCache::Entry *entry, QSize frame, bool hasImage = true);
/// The caption of the original: its native size or error; "(loading…)" while `entry` is null and `hasSource`.
QString originalCaption(const ImageCache::Entry *entry, bool hasSource);

/// What the panes of ComparisonView show, for paneCaptions().
struct PaneCaptionInput
{
    CompareMode mode = CompareMode::Side;
    QString original;                        ///< originalCaption()
    QStringList outputs;                     ///< outputCaption() of each output, in the item's order
    int selected = 0;                        ///< the selected output (side, swipe, flicker)
    bool flickerShowsOutput = true;          ///< flicker: which image is up
    std::optional<std::pair<int, int>> pair; ///< preference pair (left, right): overrides `mode`
};

/// The caption of each pane in layout order: side "original | selected", grid the original then every output, swipe
/// and flicker one caption for their single pane, a preference pair the original then "Left · …" and "Right · …".
QStringList paneCaptions(const PaneCaptionInput &input);

/// A pane's caption: plain text, elided in the middle when the pane is narrower (a decoding error names the whole
/// path), so that a long caption never widens the window. text() stays the full caption; so does the tooltip.
class CaptionLabel : public QLabel
{
public:
    using QLabel::QLabel;
    void setCaption(const QString &caption);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

/// What the legend under the panes explains, for overlayLegend(). Only visible, enabled layers belong here.
struct OverlayLegendInput
{
    bool differences = false;
    bool bpm = false;
    QString parseText; ///< BPM's parse of the item
    /// The outputs whose BPM regions the panes show, each with the caption naming it ("Left · Noise"; the output's
    /// name outside a pair) and its regions when computed (null while they are).
    QVector<std::pair<QString, const BpmOverlayData *>> bpmOutputs;
    std::optional<HeatMapKind> heatMap; ///< set when the heat-map layer is shown
};

/// The legend as rich text, one line per layer ("" when there is nothing to explain): difference-box colours and
/// styles, the BPM parse with the regions' provenance or error, the heat-map's measure and range.
QString overlayLegend(const OverlayLegendInput &input);

} // namespace editlens::ui
