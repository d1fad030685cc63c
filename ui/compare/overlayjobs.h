#pragma once

#include "bpm/bpmscore.h"

#include "bpm/editparse.h"
#include "compare/overlaylayers.h"
#include "study/studydata.h"

#include <QImage>
#include <QString>

/// The computations behind the overlays, run on worker threads by ComparisonView. Pure functions over values
/// (QImage and core::Item are implicitly shared and safe to copy across threads); no Qt widgets, no shared state.
namespace editlens::ui {

/// The heat-map overlay of `edited` against `source` (both QImage RGB32 / ARGB32 on the same frame):
/// core::deltaEMap or core::dissimilarityMap, coloured by core::heatMapImage at the kind's fixed full scale.
/// A null image with `error` set when the images cannot be compared.
QImage computeHeatMapOverlay(const QImage &source, const QImage &edited, HeatMapKind kind, QString *error);

/// BPM's parse of the item: its stored parse when it has one, else core::InstructionParser on the instruction.
core::EditParse itemParse(const core::Item &item);

/// "o1 → o2, size, position" of a parse, e.g. "cat → dog (replace), size unchanged, position unchanged".
QString editParseText(const core::EditParse &parse);

/// BPM's regions of output `outputIndex` of `item` (core::resolveBpmRegions with the same inputs as scoring: the
/// stored differences and masks, the item's other outputs as search windows for an output that changed nothing) as
/// tinted mask images and boxes, the S_modify crops of both images (core::modifyCrops) and the region-aware
/// judgements under `rules` with their reasons. `source` and `edited` are the images on the source frame;
/// `editedNativeSize` the output file's own size; mask paths resolve against `studyRoot`. Reviews are not read here:
/// a rejected detector box shows in the regions until the study is scored.
BpmOverlayData computeBpmOverlay(const core::Item &item, int outputIndex, const QImage &source, const QImage &edited,
                                 QSize editedNativeSize, const QString &studyRoot,
                                 core::BpmRules rules = core::BpmRules::Paper);

} // namespace editlens::ui
