#pragma once

#include "study/studydata.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core {

/// How two annotators agree on the differences of the outputs both examined.
struct AnnotatorBoxAgreement
{
    QString first; ///< the two annotators, first < second
    QString second;
    int outputs = 0;    ///< outputs both examined (marked complete, or holding a box of theirs)
    int firstBoxes = 0; ///< their own boxes on those outputs: drawn, or a detector's they accepted or relabelled
    int secondBoxes = 0;
    int matched = 0; ///< boxes paired one to one: same op, IoU ≥ 0.5, greedily by descending IoU
    /// Box F1 = 2 · matched / (firstBoxes + secondBoxes); undefined when neither drew a box there.
    std::optional<double> f1;
    /// Coherence labels of the two on the same difference (both labelled it: a detector box both reviewed, or one's
    /// box the other labelled) and on their own matched boxes (each box with its drawer's label): YES = 1, NO = 0.
    int coherencePairs = 0;
    std::optional<double> coherenceAgreement; ///< share of equal labels
    std::optional<double> coherenceKappa;     ///< Cohen's κ; undefined when both used one and the same label
};

/// Inter-annotator agreement on DICE-D style annotation: boxes and coherence labels of every pair of annotators
/// (origin kind Annotator, or reviewers of a detector's boxes: one they accepted or relabelled is theirs), and Fleiss'
/// κ and Krippendorff's α (nominal) of the coherence labels several annotators gave the same difference.
struct DifferenceAgreement
{
    QVector<AnnotatorBoxAgreement> pairs; ///< in name order; pairs that share no output are left out
    /// Mean of the pairs' defined F1 values (undefined without any).
    std::optional<double> meanF1;
    /// Fleiss' κ over the differences labelled by every annotator who gave any coherence label (fleissRaters ≥ 2 of
    /// them; fleissSubjects such differences); undefined otherwise or when everyone used one label only.
    int fleissRaters = 0;
    int fleissSubjects = 0;
    std::optional<double> fleissKappa;
    /// Krippendorff's α (nominal) over every difference labelled by two or more annotators (missing labels allowed);
    /// alphaUnits such differences.
    int alphaUnits = 0;
    std::optional<double> krippendorffAlpha;

    bool isEmpty() const { return pairs.isEmpty() && alphaUnits == 0; }
    /// `align --json`'s `difference_agreement`: {pairs: [{first, second, outputs, first_boxes, second_boxes,
    /// matched, f1, coherence_pairs, coherence_agreement, cohen_kappa}], mean_f1, fleiss_kappa, fleiss_raters,
    /// fleiss_subjects, krippendorff_alpha, alpha_units}; null for an undefined figure.
    QJsonObject toJson() const;
};

/// Computes DifferenceAgreement for `study`. Boxes are compared in the pixels of the image their op lives on (the
/// same image for two boxes of one op). Pure function; thread-safe.
DifferenceAgreement differenceAgreement(const StudyData &study);

} // namespace editlens::core
