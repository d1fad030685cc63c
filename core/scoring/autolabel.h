#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <cstdint>
#include <optional>

namespace editlens::core::autolabel {

// ADIEE's automatic evaluation data (ADIEE, Chen et al. 2025, §3.1 and §3.2): labels 0 / 0.5 / 1 from rules on CLIP-D,
// CLIP-I and DINO-I for outputs of editing systems, and fractional labels (Eq. 4) from multi-turn edit sequences.
// Pure functions; the study-level work (reading scores and embeddings, storing labels) is in studyautolabel.h.

/// Rule ids, stored with each label and written by the `adiee-train` export.
inline constexpr const char *ruleClipDNegative = "clip_d_negative";   ///< CLIP-D < 0 → 0
inline constexpr const char *ruleVisuallyFar = "clip_i_dino_i_below"; ///< CLIP-I < τ_CLIP and DINO-I < τ_DINO → 0
inline constexpr const char *ruleLowQualitySystem = "low_quality_system"; ///< a named low-quality system → 0
inline constexpr const char *ruleHighQualityPartial = "high_quality_below_clip_d_threshold"; ///< → 0.5
inline constexpr const char *ruleHighQuality = "high_quality_system";                        ///< → 1
inline constexpr const char *ruleMultiTurn = "multi_turn";                                   ///< Eq. 4

/// What the single-output rules read about one output. A missing value is nullopt, never 0.
struct OutputEvidence
{
    qint64 outputId = 0;
    QString system;
    bool hasGroundTruth = false;
    std::optional<double> clipD;   ///< clip_d of the output (input/target captions; 0 for an unchanged output)
    std::optional<double> clipIGt; ///< clip_i_gt: CLIP-I of the output to the ground truth
    std::optional<double> dinoIGt; ///< dinov2_gt: DINO-I (DINOv2) of the output to the ground truth
};

struct Options
{
    double percentile = 0.0;     ///< P in [0, 100]: τ = the P-th percentile of the input images' similarities
    double clipDThreshold = 0.2; ///< InstructPix2Pix's CLIP-D filter: a high-quality output below it gets 0.5
    QStringList lowQuality;      ///< systems whose every output gets 0
    QStringList highQuality;     ///< systems whose outputs get 1, or 0.5 below the CLIP-D threshold
};

/// ADIEE's system lists: DiffEdit, Pix2Pix-Zero, SDEdit, Text2LIVE (low); MagicBrush, AURORA (high).
QStringList paperLowQualitySystems();
QStringList paperHighQualitySystems();
/// Whether `system` is one of `names`, compared without case and without characters other than letters and digits
/// ("Pix2PixZero" = "pix2pix-zero"; "P2P-0" and "T2L" are accepted as the paper's abbreviations).
bool systemMatches(const QString &system, const QStringList &names);

/// numpy.percentile(values, p) with its default linear interpolation; nullopt for no values or p outside [0, 100].
std::optional<double> percentile(QVector<double> values, double p);

/// A label, or why an output has none.
struct Decision
{
    std::optional<double> value;
    QString rule;   ///< the rule that decided (a rule id above), or empty without a label
    QString detail; ///< the values it looked at, or why no rule could decide
};

/// The thresholds τ_CLIP and τ_DINO (nullopt when no input image had both similarities).
struct Thresholds
{
    std::optional<double> clip;
    std::optional<double> dino;
};

/// The §3.1 rules on one output, in this order: CLIP-D < 0 → 0; CLIP-I < τ_CLIP and DINO-I < τ_DINO (both to the
/// ground truth) → 0; a low-quality system → 0; a high-quality system → 0.5 when CLIP-D < the threshold, else 1.
/// Any other output gets no label. A rule whose values are missing is not applied; when that leaves a label in doubt
/// (a high-quality output without CLIP-D, or without a ground truth or CLIP-I/DINO-I for the negative rule) the
/// output gets no label and `detail` says what was missing. A low-quality output gets 0 whatever is missing.
Decision decide(const OutputEvidence &e, const Thresholds &t, const Options &options);

/// Eq. 4: the label of image k of a chain as an output for the sample (input = image i, ground truth = image j),
/// i < j: 0 for k ≤ i, (k − i)/(j − i) for i < k < j, 1 for k = j, 0.5 for k > j.
double multiTurnLabel(int i, int j, int k);

/// The (i, j) pairs of a chain of `images` images (image 0 = the first turn's source): every 0 ≤ i < j < images, in
/// order, or `pairs` of them drawn without replacement by a std::mt19937_64 seeded with `seed` (all of them when
/// `pairs` is at least their number). Sorted by (i, j) either way.
QVector<std::pair<int, int>> multiTurnPairs(int images, int pairs, std::uint64_t seed);

} // namespace editlens::core::autolabel
