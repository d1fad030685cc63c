#pragma once

#include "stats/cocoeval.h"
#include "study/differenceorigin.h"
#include "study/studydata.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core {

/// COCO category id of a difference op, as the `coco` export writes it: ADD 1, REMOVE 2, EDIT 3.
int differenceCategory(EditOp op);

/// IoU of two difference boxes in pixels, as COCO computes it (stats::boxIou: continuous coordinates, 0 for an empty
/// box). The one IoU of the difference evaluations.
double differenceIou(const QRectF &a, const QRectF &b);

/// COCO category id of a coherence label in the coherence-aware evaluation: coherent (YES) 1, incoherent (NO) 2.
int coherenceCategory(bool coherent);

/// How one detector's differences score against the study's ground-truth differences.
struct DetectorScore
{
    QString origin;                   ///< the detector's name (Difference::origin), e.g. "DICE"
    stats::CocoEvaluation agnostic;   ///< class-agnostic: AP, AP50, AP75, AP_S/M/L, AR@100
    stats::CocoEvaluation classAware; ///< ADD/REMOVE/EDIT as categories; perCategory keyed by differenceCategory()
    int images = 0;                   ///< outputs evaluated (those with ground truth)
    /// Coherence-aware: the coherence label as the category (coherenceCategory(): coherent 1, incoherent 2), each box
    /// carrying its own origin's label (the detector's estimate, the truth's label). Only outputs whose every truth
    /// box has a label take part (coherenceImages of them); a detection without a label of its own cannot be placed
    /// in a category and is left out (coherenceUnlabelled counts them), as COCO drops boxes of undeclared categories.
    /// Figures are −1 (undefined) when no output qualifies or the detector labelled none of its boxes there (it has
    /// no coherence estimate, as the built-in pixel-difference detector).
    stats::CocoEvaluation coherenceAware;
    int coherenceImages = 0;
    int coherenceUnlabelled = 0;
    /// The detector's coherence labels (its own, origin = the detector) against the truth's on matched boxes: each
    /// truth box matched to at most one detection of the same op with IoU ≥ 0.5, detections taken by descending
    /// confidence (COCO's greedy order), pairs where both boxes carry a label. Accuracy = agreeing pairs / pairs;
    /// Cohen's κ over YES/NO (undefined when either side used one label only, or no pair).
    int coherencePairs = 0;
    std::optional<double> coherenceAccuracy;
    std::optional<double> coherenceKappa;

    /// AP@[.50:.95] of one op (AP_ADD, AP_REM, AP_EDIT), −1 without ground truth of that op.
    double apOf(EditOp op) const;
    /// AP@[.50:.95] of one coherence category (AP_coherent, AP_incoherent), −1 without ground truth of it.
    double apOfCoherence(bool coherent) const;
};

/// Scores every detector in `study` (differences of origin kind Detector, grouped by origin) against the truth,
/// DICE-D style. The truth of an output is truthDifferences(): its ground-truth boxes and, on an output an annotator
/// marked complete ("no further differences", Output::completeBy), the boxes its completing annotators drew and the
/// detector boxes they accepted or relabelled (with the reviewed op and box), which are their annotation. The images
/// are the outputs with any truth and the complete ones; a complete output without any truth still counts: each
/// detection on it is a false positive. Any other output is not annotated and its detections are not scored. Each
/// detector is scored on its own guess (detectorGuess(): what it proposed, before a reviewer relabelled or moved
/// it), so an accepted box is a true positive and a box relabelled to another op a false one. Boxes are the
/// stored pixel boxes (ADD/EDIT on the edited image, REMOVE on the original; the two have the same size in the
/// benchmark sets), scores are the detector's confidences. Detectors are listed in name order; a study without
/// ground truth gives an empty list. Pure function of `study`; thread-safe.
QVector<DetectorScore> evaluateDetectors(const StudyData &study);

/// `align --json`'s `difference_detection`: per detector {ap, ap50, ap75, ap_small, ap_medium, ap_large, ar100,
/// class_aware {…}, ap_add, ap_remove, ap_edit, coherence_aware {…, ap_coherent, ap_incoherent, images, unlabelled},
/// images, coherence {pairs, accuracy, cohen_kappa}}; −1 for an undefined AP, null for an undefined figure.
QJsonObject detectorScoresJson(const QVector<DetectorScore> &scores);

} // namespace editlens::core
