#include "scoring/metricregistry.h"

#include "detect/differencedetector.h"

#include <QCoreApplication>
#include <QHash>

namespace editlens::core {

namespace {

// Pixel metric version: what a stored value depends on (alignment and SSIM settings). Bump it when either changes.
const QString pixelVersion = QStringLiteral("opencv-4.6; edited resized to source (area down, cubic up); "
                                            "ssim gaussian sigma 1.5 / 11x11 / K1 0.01 K2 0.03; v1");

} // namespace

void MetricRegistry::add(MetricInfo info)
{
    for (MetricInfo &m : m_metrics)
        if (m.id == info.id) {
            m = std::move(info);
            return;
        }
    m_metrics.push_back(std::move(info));
}

void MetricRegistry::registerBuiltins()
{
    const auto higher = MetricDirection::HigherIsBetter, lower = MetricDirection::LowerIsBetter;
    add({QStringLiteral("l1"), QCoreApplication::translate("MetricRegistry", "L1"), MetricKind::Pixel, lower,
         pixelVersion,
         QCoreApplication::translate("MetricRegistry", "mean absolute difference on [0, 1] (MagicBrush L1)")});
    add({QStringLiteral("mse"), QCoreApplication::translate("MetricRegistry", "MSE"), MetricKind::Pixel, lower,
         pixelVersion,
         QCoreApplication::translate("MetricRegistry", "mean squared difference on [0, 1] (MagicBrush \"L2\")")});
    add({QStringLiteral("psnr"), QCoreApplication::translate("MetricRegistry", "PSNR"), MetricKind::Pixel, higher,
         pixelVersion,
         QCoreApplication::translate("MetricRegistry", "peak signal-to-noise ratio in dB, data range 255")});
    add({QStringLiteral("ssim"), QCoreApplication::translate("MetricRegistry", "SSIM"), MetricKind::Pixel, higher,
         pixelVersion,
         QCoreApplication::translate("MetricRegistry", "structural similarity, Gaussian window (Wang et al. 2004)")});
    add({QStringLiteral("clip_i"),
         QCoreApplication::translate("MetricRegistry", "CLIP-I"),
         MetricKind::Learned,
         higher,
         {},
         QCoreApplication::translate("MetricRegistry", "CLIP image embedding cosine, original vs edited")});
    add({QStringLiteral("clip_t"),
         QCoreApplication::translate("MetricRegistry", "CLIP-T"),
         MetricKind::Learned,
         higher,
         {},
         QCoreApplication::translate("MetricRegistry", "CLIP cosine of the edited image and the instruction")});
    add({QStringLiteral("clip_d"),
         QCoreApplication::translate("MetricRegistry", "CLIP-D"),
         MetricKind::Learned,
         higher,
         {},
         QCoreApplication::translate(
             "MetricRegistry", "CLIP directional similarity (InstructPix2Pix), needs source and target captions")});
    add({QStringLiteral("dino"),
         QCoreApplication::translate("MetricRegistry", "DINO-I"),
         MetricKind::Learned,
         higher,
         {},
         QCoreApplication::translate("MetricRegistry", "DINO ViT-S/16 CLS cosine, original vs edited")});
    add({QStringLiteral("lpips"),
         QCoreApplication::translate("MetricRegistry", "LPIPS"),
         MetricKind::Learned,
         lower,
         {},
         QCoreApplication::translate("MetricRegistry", "LPIPS (AlexNet) distance, original vs edited")});
    add({QStringLiteral("vificlip"),
         QCoreApplication::translate("MetricRegistry", "ViFi-CLIP"),
         MetricKind::Learned,
         higher,
         {},
         QCoreApplication::translate("MetricRegistry",
                                     "100 x cosine of the 2-frame video [original, edited] and the instruction "
                                     "(ViFi-CLIP, frame features mean-pooled unless the model has encode_video)")});
    add({QStringLiteral("vificlip_reversed"),
         QCoreApplication::translate("MetricRegistry", "ViFi-CLIP, frames reversed"),
         MetricKind::Learned,
         higher,
         {},
         QCoreApplication::translate("MetricRegistry",
                                     "diagnostic: ViFi-CLIP on [edited, original]; needs a model with encode_video, "
                                     "since mean pooling cannot see the order")});
    add({QStringLiteral("detect"), QCoreApplication::translate("MetricRegistry", "Pixel-diff detector"),
         MetricKind::Detector, higher, DifferenceDetector::origin(),
         QCoreApplication::translate("MetricRegistry", "built-in difference boxes (not DICE), stored as differences")});
    add({QStringLiteral("bpm"), QCoreApplication::translate("MetricRegistry", "BPM"), MetricKind::Bpm, higher,
         QStringLiteral("bpm components v2; regions: masks > differences (coherent) > imported boxes > detector "
                        "(stored or run) > item windows, shared regions segmented per image (GrabCut); "
                        "thresholds 1.2 / 0.8, IoU 0.4, 40 px in 500x500"),
         QCoreApplication::translate("MetricRegistry",
                                     "Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * "
                                     "S_region; components stored as bpm_s_*")});
}

QString MetricRegistry::displayName(const QString &id) const
{
    if (const std::optional<MetricInfo> info = metric(id))
        return info->name;
    static const QHash<QString, const char *> parts = {
        {QStringLiteral("bpm_s_preserve"), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_preserve")},
        {QStringLiteral("bpm_s_modify"), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_modify")},
        {QStringLiteral("bpm_s_size"), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_size")},
        {QStringLiteral("bpm_s_position"), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_position")},
        {QStringLiteral("bpm_s_region"), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_region")},
        {QStringLiteral("bpm_s_semantic"), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_semantic")},
        {QStringLiteral("detect_boxes"), QT_TRANSLATE_NOOP("MetricRegistry", "pixel-diff detector: boxes found")},
    };
    if (const auto it = parts.constFind(id); it != parts.cend())
        return QCoreApplication::translate("MetricRegistry", *it);
    return QCoreApplication::translate("MetricRegistry", "imported (not computed by EditLens)");
}

std::optional<MetricInfo> MetricRegistry::metric(const QString &id) const
{
    for (const MetricInfo &m : m_metrics)
        if (m.id == id)
            return m;
    return std::nullopt;
}

QStringList MetricRegistry::ids() const
{
    QStringList out;
    for (const MetricInfo &m : m_metrics)
        out << m.id;
    return out;
}

Result<QStringList> MetricRegistry::select(const QString &selection) const
{
    const QString trimmed = selection.trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("all"))
        return ids();
    QStringList wanted, unknown;
    for (const QString &part : trimmed.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString id = part.trimmed();
        if (!metric(id))
            unknown << id;
        else if (!wanted.contains(id))
            wanted << id;
    }
    if (!unknown.isEmpty())
        return Error{QCoreApplication::translate("MetricRegistry", "unknown metric %1 (known: %2, or all)")
                         .arg(unknown.join(QStringLiteral(", ")), ids().join(QLatin1Char(',')))};
    QStringList ordered;
    for (const QString &id : ids())
        if (wanted.contains(id))
            ordered << id;
    return ordered;
}

} // namespace editlens::core
