#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

enum class MetricDirection { HigherIsBetter, LowerIsBetter };

/// What computes a metric, which decides what `score` needs for it.
enum class MetricKind {
    Pixel,    ///< OpenCV on the aligned pair (core/metrics)
    Learned,  ///< a TorchScript model from the user's model folder (core/inference)
    Detector, ///< the built-in pixel-diff detector: stores differences, not a number
    Bpm,      ///< BPM and its components (core/bpm)
};

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
};

/// The metrics `editlens-cli score` and the Scores dock know. An owned object filled by registerBuiltins() (no
/// static registration, no singleton). Not thread-safe for registration; read-only use is.
class MetricRegistry
{
public:
    void registerBuiltins();
    void add(MetricInfo info);

    const QVector<MetricInfo> &metrics() const { return m_metrics; }
    std::optional<MetricInfo> metric(const QString &id) const;
    QStringList ids() const;
    /// A readable name for any stored metric id: a registered metric's name, a stored part of one (BPM's components
    /// bpm_s_*, the detector's box count detect_boxes), else "imported" (values brought in by an import).
    QString displayName(const QString &id) const;

    /// Parses a `--metrics` value: comma-separated ids, or "all". Unknown ids → error naming them and listing the
    /// known ones. Order follows the registry; duplicates are dropped.
    Result<QStringList> select(const QString &selection) const;

private:
    QVector<MetricInfo> m_metrics;
};

} // namespace editlens::core
