#pragma once

#include "util/error.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <opencv2/core/mat.hpp>

#include <functional>
#include <optional>

namespace editlens::core {

enum class MetricDirection { HigherIsBetter, LowerIsBetter };

/// What computes a metric, which decides what `score` needs for it.
enum class MetricKind {
    Pixel,    ///< OpenCV on the aligned pair (core/metrics)
    Learned,  ///< a TorchScript model from the user's model folder (core/inference)
    Detector, ///< the built-in pixel-diff detector: stores differences, not a number
    Bpm,      ///< BPM and its components (core/bpm)
    /// DICE + CLIP: CLIP (the clip_i / clip_t models) on the differences of one origin (scoring/diceclipstage)
    DiceClip,
};

/// What a metric compares the edited image with. Stated by the report and by `score`, so that a reader knows, for
/// example, that `clip_i` is measured against the source image and `clip_i_gt` against the ground-truth image.
enum class MetricReference {
    SourceImage,                   ///< the item's source (input) image
    GroundTruthImage,              ///< the item's ground-truth output (Item::groundTruthPath); no value without one
    Instruction,                   ///< the instruction, or the target caption when the item has one (CLIP-T)
    SourceImageAndCaptions,        ///< the source image and the source/target captions (CLIP-D)
    SourceImageAndInstruction,     ///< the source image and the instruction (BPM)
    SourceImageOutsideDifferences, ///< the source image, the output's difference regions filled from it (clip_i_bg)
    InstructionOnCoherentRegions,  ///< the instruction (or target caption) on crops of coherent differences
};

/// Translated short name of a reference, e.g. "ground-truth image".
QString metricReferenceName(MetricReference reference);

/// The id a metric's final-turn value (`score --chain final`, see ChainMode) is stored under: "<id>_final" (e.g.
/// "clip_i_final"), so that final-turn and per-turn values never enter one statistic.
QString chainFinalMetricId(const QString &id);

/// A pixel metric's value for one output: `source` and `edited` are 8-bit BGR (CV_8UC3) of the same size, the edited
/// image already brought onto the source's grid as the built-in pixel metrics do (alignToSource()). Runs on worker
/// threads, several at once: it must be thread-safe (a pure function of its inputs). NaN means "no value".
using PixelFunction = std::function<double(const cv::Mat &source, const cv::Mat &edited)>;

/// One metric EditLens can compute. `version` is fixed for pixel metrics and the detector; learned metrics get
/// theirs from the model file at run time (LearnedMetricEngine::version), so here it is empty.
struct MetricInfo
{
    QString id;   ///< stable id stored with each score, e.g. "ssim", "clip_i"
    QString name; ///< translated display name
    MetricKind kind = MetricKind::Pixel;
    MetricDirection direction = MetricDirection::HigherIsBetter;
    QString version;
    QString description; ///< translated one-line definition
    /// What the edited image is compared with (stated by the report, `score` and `info`).
    MetricReference reference = MetricReference::SourceImage;
    /// A Pixel metric computed on its own (ARCHITECTURE.md, "Adding a metric"): measured against the source image
    /// (`reference` SourceImage), stored with `version`, which must change whenever its values would. Empty for the
    /// built-in pixel metrics, which computePixelMetrics() computes together.
    PixelFunction compute{};
};

/// The metrics `editlens-cli score` and the Scores dock know. An owned object filled by registerBuiltins() (no
/// static registration, no singleton). Not thread-safe for registration; read-only use is.
class MetricRegistry
{
public:
    void registerBuiltins();
    void add(MetricInfo info);

    const QVector<MetricInfo> &metrics() const { return m_metrics; }
    /// A registered metric, or the final-turn form of one ("<id>_final" of a pixel or learned metric: same kind,
    /// direction and reference, a name and description that say "final turn").
    std::optional<MetricInfo> metric(const QString &id) const;
    /// What any stored metric id is compared with: a registered metric's or final-turn form's reference, BPM's for its
    /// components (bpm_s_*), the detector's for detect_boxes; std::nullopt for imported values.
    std::optional<MetricReference> referenceOf(const QString &id) const;
    /// What the report, `score` and `info` print for a stored id's reference: metricReferenceName() of referenceOf(),
    /// qualified for a final-turn id ("source image, of the chain's first turn"); empty for imported values.
    QString referenceText(const QString &id) const;
    /// Whether `score --chain final` can compute the metric: pixel and learned metrics (not the detector, BPM or
    /// DICE + CLIP, whose regions belong to one turn).
    bool supportsChainFinal(const QString &id) const;
    /// Every id, registered or final-turn form, whose direction is lower-is-better: what the alignment statistics
    /// negate. The one place that decides a stored id's direction.
    QStringList lowerIsBetterIds() const;
    QStringList ids() const;
    /// The stored id that holds a registered metric's value: "detect_boxes" (the detector's box count) for "detect",
    /// else the id itself. The one home of this mapping (Scores dock, item list, alignment).
    static QString storedIdOf(const QString &metricId);
    /// Stored id → display name of every registered metric (under storedIdOf()) and of every final-turn form
    /// (displayName()): what lists and tables show for the stored ids a study holds.
    QHash<QString, QString> storedNames() const;
    /// A readable name for any stored metric id: a registered metric's name, a stored part of one (BPM's components
    /// bpm_s_*, the detector's box count detect_boxes), else "imported" (values brought in by an import).
    QString displayName(const QString &id) const;

    /// Parses a `--metrics` value: comma-separated ids, or "all". Unknown ids → error naming them and listing the
    /// known ones. Order follows the registry; duplicates are dropped.
    Result<QStringList> select(const QString &selection) const;
    /// The same rule for ids already split (the Score dialog's ticked metrics): unknown ids → the error of select();
    /// the result follows the registry's order without duplicates. "all" is not special here.
    Result<QStringList> selectIds(const QStringList &wanted) const;

private:
    QVector<MetricInfo> m_metrics;
};

} // namespace editlens::core
