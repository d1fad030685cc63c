#include "comparecaptions.h"

#include "study/studydata.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyle>

namespace editlens::ui {

namespace {

// The texts keep the "ComparisonView" translation context they were written under.
QString sizeText(QSize size)
{
    return QStringLiteral("%1×%2").arg(size.width()).arg(size.height());
}

} // namespace

QString outputCaption(const QString &name, const ImageCache::Entry *entry, QSize frame, bool hasImage)
{
    if (!entry && !hasImage) // votes or ratings imported without pictures (GenAI-Bench judge files)
        return QCoreApplication::translate("ComparisonView", "%1 · no image").arg(name);
    if (!entry)
        return QCoreApplication::translate("ComparisonView", "%1 (loading…)").arg(name);
    if (entry->image.isNull())
        return entry->error.isEmpty()
                   ? QCoreApplication::translate("ComparisonView", "%1 · no image").arg(name)
                   : QCoreApplication::translate("ComparisonView", "%1 · %2").arg(name, entry->error);
    QString text = QCoreApplication::translate("ComparisonView", "%1 · %2").arg(name, sizeText(entry->nativeSize));
    if (frame.isValid() && entry->nativeSize != frame)
        text += QCoreApplication::translate("ComparisonView", " · shown at the original's %1").arg(sizeText(frame));
    return text;
}

QString originalCaption(const ImageCache::Entry *entry, bool hasSource)
{
    if (entry)
        return entry->image.isNull()
                   ? QCoreApplication::translate("ComparisonView", "Original · %1").arg(entry->error)
                   : QCoreApplication::translate("ComparisonView", "Original · %1").arg(sizeText(entry->nativeSize));
    return hasSource ? QCoreApplication::translate("ComparisonView", "Original (loading…)")
                     : QCoreApplication::translate("ComparisonView", "Original");
}

QStringList paneCaptions(const PaneCaptionInput &input)
{
    const int outputs = int(input.outputs.size());
    if (input.pair) {
        const auto [left, right] = *input.pair;
        return {input.original,
                QCoreApplication::translate("ComparisonView", "Left · %1").arg(input.outputs.value(left)),
                QCoreApplication::translate("ComparisonView", "Right · %1").arg(input.outputs.value(right))};
    }
    const QString selected = input.selected >= 0 && input.selected < outputs
                                 ? input.outputs[input.selected]
                                 : QCoreApplication::translate("ComparisonView", "no output");
    switch (input.mode) {
    case CompareMode::Side:
        return {input.original, selected};
    case CompareMode::Grid:
        return QStringList{input.original} + input.outputs;
    case CompareMode::Swipe:
        return {QCoreApplication::translate("ComparisonView", "%1  ◀ │ ▶  %2").arg(input.original, selected)};
    case CompareMode::Flicker:
        return {input.flickerShowsOutput
                    ? QCoreApplication::translate("ComparisonView", "Showing the output: %1 (Space: original)")
                          .arg(selected)
                    : QCoreApplication::translate("ComparisonView", "Showing the original: %1 (Space: output)")
                          .arg(input.original)};
    }
    return {};
}

void CaptionLabel::setCaption(const QString &caption)
{
    setText(caption);
    setToolTip(caption);
}

QSize CaptionLabel::minimumSizeHint() const
{
    return {0, QLabel::minimumSizeHint().height()};
}

QSize CaptionLabel::sizeHint() const
{
    return {0, QLabel::sizeHint().height()};
}

void CaptionLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect area = contentsRect();
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideMiddle, area.width());
    style()->drawItemText(&painter, area, int(alignment()), palette(), isEnabled(), shown, foregroundRole());
}

QString overlayLegend(const OverlayLegendInput &input)
{
    QStringList parts;
    if (input.differences) {
        auto swatch = [](core::EditOp op) {
            return QStringLiteral("<span style=\"color:%1\">■</span> %2")
                .arg(editOpColor(op).name(), core::editOpName(op));
        };
        parts << QCoreApplication::translate("ComparisonView",
                                             "%1 (on the original) · %2 · %3 (on the output) · dashed: detector "
                                             "guess · solid: annotator or ground truth")
                     .arg(swatch(core::EditOp::Remove), swatch(core::EditOp::Add), swatch(core::EditOp::Edit));
    }
    if (input.bpm) {
        QString bpm =
            QCoreApplication::translate("ComparisonView", "BPM parse: %1").arg(input.parseText.toHtmlEscaped());
        // One line per output, named: with a pair on screen, a bare "regions: …" line could be either output's.
        for (const auto &[name, data] : input.bpmOutputs) {
            if (!data)
                continue;
            bpm += QStringLiteral("<br><b>%1</b>").arg(name.toHtmlEscaped());
            bpm += data->error.isEmpty()
                       ? QCoreApplication::translate("ComparisonView", " · regions: %1")
                                 .arg(data->provenance.toHtmlEscaped())
                             + (data->judgements.isEmpty() ? QString()
                                                           : QStringLiteral(" · ") + data->judgements.toHtmlEscaped())
                       : QCoreApplication::translate("ComparisonView", " · regions unavailable: %1")
                             .arg(data->error.toHtmlEscaped());
        }
        parts << bpm;
    }
    if (input.heatMap)
        parts << (*input.heatMap == HeatMapKind::DeltaE
                      ? QCoreApplication::translate("ComparisonView", "Heat-map: ΔE*ab, 0 … 50")
                      : QCoreApplication::translate("ComparisonView", "Heat-map: 1 − SSIM, 0 … 1"));
    return parts.join(QStringLiteral("<br>"));
}

} // namespace editlens::ui
