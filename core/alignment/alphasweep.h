#pragma once

#include "alignment/alignmentengine.h"
#include "alignment/ratingtable.h"
#include "study/studydata.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core::alignment {

/// BPM's pairwise alignment with one human dimension at one α.
struct AlphaSweepPoint
{
    double alpha = 0.0;
    std::optional<double> pairwiseAlignment; ///< mean over system pairs (PairwiseCell::mean); undefined without pairs
};

/// BPM's α sweep (BPM, Li et al. ICML 2025, Table 9). Value type.
struct AlphaSweep
{
    QMap<QString, QVector<AlphaSweepPoint>> dimensions; ///< dimension -> α = 0, 0.1, …, 1 in that order
    int outputs = 0;     ///< outputs whose BPM could be recomputed from stored components
    QString unavailable; ///< why there is no sweep (translated); empty when `dimensions` holds one

    /// The α with the highest alignment for `dimension` (the first of equals); nullopt when none is defined.
    std::optional<double> bestAlpha(const QString &dimension) const;
    /// dimension -> [{alpha, pairwise_alignment}] (`editlens-cli align --alpha-sweep --json`'s "alpha_sweep").
    QJsonObject toJson() const;
};

/// Recomputes BPM(α) = α·S_semantic + (1 − α)·S_region (computeBpm) for α = 0, 0.1, …, 1 from the components that
/// `editlens-cli score --metrics bpm` stores per output (the scores bpm_s_preserve, bpm_s_modify, bpm_s_size and
/// bpm_s_position, each of version table.metricVersion(); a global edit, known from the item's parse as when
/// scoring, table.bpmParser() choosing between the rule parse and a model's, keeps α = 1), with no image and no
/// model, and measures each against the human ratings of every selected dimension (options.dimensions, empty = all;
/// options.annotator as in computeAlignment) with BPM's pairwise
/// alignment, the rule of the `pairwise_alignment` table. The outputs and the normalisation are those of the stored
/// `bpm` (storeBpm()): an output whose S_size or S_position is undecided has no BPM at any α but its S_preserve and
/// S_modify still count in the min-max, and components whose version ends in "; rules released" are normalised with
/// the released min-max (BpmSetOptions::releasedPreserveQuirk), so that α = 0.7 gives the stored `bpm`'s pairwise
/// alignment under either rule set. Without stored components, without S_modify (scored
/// without the CLIP model) or without ratings, `unavailable` says which. Pure function; safe on any thread.
AlphaSweep alphaSweep(const StudyData &study, const RatingTable &table, const AlignmentOptions &options);

} // namespace editlens::core::alignment
