#include "overlayjobs.h"

#include "bpm/bpmregions.h"
#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"
#include "imaging/matbridge.h"
#include "metrics/diffmaps.h"

#include <QCoreApplication>

#include <opencv2/core.hpp>

namespace editlens::ui {

namespace {

/// `mask` (CV_8UC1, non-zero = region) as a translucent overlay of `color`.
QImage tinted(const cv::Mat &mask, const QColor &color, int alpha = 110)
{
    if (mask.empty())
        return {};
    QImage out(mask.cols, mask.rows, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    const QRgb on = qPremultiply(qRgba(color.red(), color.green(), color.blue(), alpha));
    for (int y = 0; y < mask.rows; ++y) {
        const uchar *in = mask.ptr<uchar>(y);
        auto *line = reinterpret_cast<QRgb *>(out.scanLine(y));
        for (int x = 0; x < mask.cols; ++x)
            if (in[x])
                line[x] = on;
    }
    return out;
}

QVector<QRect> toRects(const std::vector<cv::Rect> &boxes)
{
    QVector<QRect> out;
    for (const cv::Rect &b : boxes)
        out.push_back(QRect(b.x, b.y, b.width, b.height));
    return out;
}

} // namespace

QImage computeHeatMapOverlay(const QImage &source, const QImage &edited, HeatMapKind kind, QString *error)
{
    if (source.isNull() || edited.isNull()) {
        *error = QCoreApplication::translate("Overlay", "no image to compare");
        return {};
    }
    const cv::Mat a = core::toBgrMat(source);
    const cv::Mat b = core::toBgrMat(edited);
    const auto map = kind == HeatMapKind::DeltaE ? core::deltaEMap(a, b) : core::dissimilarityMap(a, b);
    if (!map) {
        *error = map.error().message;
        return {};
    }
    return core::heatMapImage(map.value(),
                              kind == HeatMapKind::DeltaE ? core::kDeltaEFullScale : core::kDissimilarityFullScale);
}

core::EditParse itemParse(const core::Item &item)
{
    return core::effectiveParse(item.parse, item.instruction, core::InstructionParser());
}

QString editParseText(const core::EditParse &parse)
{
    if (parse.global)
        return QCoreApplication::translate("Overlay", "global edit (whole image)");
    return QCoreApplication::translate("Overlay", "%1 → %2 (%3), size %4, position %5")
        .arg(parse.originalPart, parse.editedPart, core::editTypeName(parse.editType), core::sizeChangeName(parse.size),
             core::positionChangeName(parse.position));
}

BpmOverlayData computeBpmOverlay(const core::Item &item, int outputIndex, const QImage &source, const QImage &edited,
                                 QSize editedNativeSize, const QString &studyRoot, core::BpmRules rules)
{
    BpmOverlayData data;
    if (outputIndex < 0 || outputIndex >= item.outputs.size() || source.isNull() || edited.isNull()) {
        data.error = QCoreApplication::translate("Overlay", "no output image");
        return data;
    }
    const core::Output &output = item.outputs[outputIndex];
    const core::EditParse parse = itemParse(item);
    const core::BpmPair pair{core::toBgrMat(source), core::toBgrMat(edited), editedNativeSize};
    core::RegionOptions options;
    options.studyRoot = studyRoot;
    // The stored detector boxes are read by resolveBpmRegions itself, as when scoring.
    auto regions = core::resolveBpmRegions(item, output, parse, pair, {}, options);
    if (regions && regions.value().source == core::RegionSource::None) {
        options.itemWindows = core::itemSearchWindows(item, output.id, {}, {}, pair.source.size());
        if (!options.itemWindows.empty())
            regions = core::resolveBpmRegions(item, output, parse, pair, {}, options);
    }
    if (!regions) {
        data.error = regions.error().toString();
        return data;
    }
    const core::BpmRegions &r = regions.value();
    cv::Mat unionMask;
    if (!r.originMask.empty() && !r.editMask.empty())
        cv::bitwise_or(r.originMask, r.editMask, unionMask);
    else
        unionMask = r.originMask.empty() ? r.editMask : r.originMask;
    data.originMask = tinted(r.originMask, bpmLayerColor(Overlay::MaskOrigin));
    data.editMask = tinted(r.editMask, bpmLayerColor(Overlay::MaskEdit));
    if (!unionMask.empty()) {
        data.unionMask = tinted(unionMask, bpmLayerColor(Overlay::MaskUnion));
        cv::Mat preserved;
        cv::bitwise_not(unionMask, preserved);
        data.preservedMask = tinted(preserved, bpmLayerColor(Overlay::MaskPreserved), 80);
    }
    data.originBoxes = toRects(r.originBoxes);
    data.editBoxes = toRects(r.editBoxes);
    if (!parse.global) {
        const core::ModifyCrops crops = core::modifyCrops(parse, r, pair.source.size(), rules);
        data.modifyCrop = QRect(crops.origin.x, crops.origin.y, crops.origin.width, crops.origin.height);
        data.modifyCropEdited = QRect(crops.edited.x, crops.edited.y, crops.edited.width, crops.edited.height);
        const core::Judgement size = core::judgeSize(parse, r, rules);
        const core::Judgement position = core::judgePosition(parse, r, pair.source.size(), rules);
        const auto describe = [](const char *name, const core::Judgement &j) {
            const QString value = j.value ? QString::number(*j.value) : QCoreApplication::translate("Overlay", "—");
            return QStringLiteral("%1 %2%3").arg(QLatin1String(name), value,
                                                 j.reason.isEmpty() ? QString()
                                                                    : QStringLiteral(" (%1)").arg(j.reason));
        };
        data.judgements =
            QCoreApplication::translate("Overlay", "%1 rules: %2 · %3")
                .arg(core::bpmRulesName(rules), describe("S_size", size), describe("S_position", position));
    }
    data.provenance = r.provenance;
    return data;
}

} // namespace editlens::ui
