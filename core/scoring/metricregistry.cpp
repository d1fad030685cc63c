#include "scoring/metricregistry.h"

#include "detect/differencedetector.h"
#include "study/metricids.h"
#include "study/modeljudge.h"

#include <QCoreApplication>
#include <QHash>

namespace editlens::core {

namespace {

// Pixel metric version: what a stored value depends on (alignment and SSIM settings). Bump it when either changes.
const QString pixelVersion = QStringLiteral("opencv-4.6; edited resized to source (area down, cubic up); "
                                            "ssim gaussian sigma 1.5 / 11x11 / K1 0.01 K2 0.03; v1");
// Ground-truth pixel metrics: the output is brought onto the ground truth's grid (MagicBrush resizes the generated
// image to the ground-truth size) with the same resampling rule as above.
const QString groundTruthPixelVersion =
    QStringLiteral("opencv-4.6; edited resized to ground truth (area down, cubic up); v1");
const QLatin1String finalSuffix("_final");

/// What a built-in metric's stored values depend on (MetricInfo::version).
enum class BuiltinVersion {
    None,             ///< no version (learned and DICE + CLIP metrics)
    Pixel,            ///< pixelVersion
    GroundTruthPixel, ///< groundTruthPixelVersion
    Detector,         ///< DifferenceDetector::origin()
    Bpm,              ///< BPM's components and region rules
};

QString builtinVersion(BuiltinVersion version)
{
    switch (version) {
    case BuiltinVersion::None:
        return {};
    case BuiltinVersion::Pixel:
        return pixelVersion;
    case BuiltinVersion::GroundTruthPixel:
        return groundTruthPixelVersion;
    case BuiltinVersion::Detector:
        return DifferenceDetector::origin();
    case BuiltinVersion::Bpm:
        return QStringLiteral("bpm components v3; regions: masks > differences (coherent) > imported boxes > detector "
                              "(stored or run) > item windows, shared regions segmented per image (GrabCut); "
                              "thresholds 1.2 / 0.8, IoU 0.4; paper directions in pixels; released: 500x500 (40 px, "
                              "S_preserve), first boxes, int() crop, edit failed");
    }
    return {};
}

/// One row of the built-in metrics: name and description untranslated (registerBuiltins() translates them, after the
/// translators are installed).
struct BuiltinMetric
{
    QLatin1String id;
    const char *name;
    MetricKind kind;
    MetricDirection direction;
    BuiltinVersion version;
    const char *description;
    MetricReference reference;
};

constexpr auto higher = MetricDirection::HigherIsBetter;
constexpr auto lower = MetricDirection::LowerIsBetter;
constexpr auto sourceImage = MetricReference::SourceImage;
// Against the ground-truth output (MagicBrush's protocol; ADIEE's "CLIP/DINO similarity rely on ground-truth
// outputs"). Items without a ground-truth image get no value.
constexpr auto gt = MetricReference::GroundTruthImage;
// The [source, edited] pair against the instruction.
constexpr auto sourceAndInstruction = MetricReference::SourceImageAndInstruction;

// The built-in metrics in the order the registry lists them.
const BuiltinMetric builtinMetrics[] = {
    {metricid::l1, QT_TRANSLATE_NOOP("MetricRegistry", "L1"), MetricKind::Pixel, lower, BuiltinVersion::Pixel,
     QT_TRANSLATE_NOOP("MetricRegistry", "mean absolute difference on [0, 1] (MagicBrush L1)"), sourceImage},
    {metricid::mse, QT_TRANSLATE_NOOP("MetricRegistry", "MSE"), MetricKind::Pixel, lower, BuiltinVersion::Pixel,
     QT_TRANSLATE_NOOP("MetricRegistry", "mean squared difference on [0, 1] (MagicBrush \"L2\")"), sourceImage},
    {metricid::psnr, QT_TRANSLATE_NOOP("MetricRegistry", "PSNR"), MetricKind::Pixel, higher, BuiltinVersion::Pixel,
     QT_TRANSLATE_NOOP("MetricRegistry", "peak signal-to-noise ratio in dB, data range 255"), sourceImage},
    {metricid::ssim, QT_TRANSLATE_NOOP("MetricRegistry", "SSIM"), MetricKind::Pixel, higher, BuiltinVersion::Pixel,
     QT_TRANSLATE_NOOP("MetricRegistry", "structural similarity, Gaussian window (Wang et al. 2004)"), sourceImage},
    {metricid::clipI, QT_TRANSLATE_NOOP("MetricRegistry", "CLIP-I"), MetricKind::Learned, higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "CLIP image embedding cosine, original vs edited"), sourceImage},
    {metricid::clipT, QT_TRANSLATE_NOOP("MetricRegistry", "CLIP-T"), MetricKind::Learned, higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "CLIP cosine of the edited image and the instruction"),
     MetricReference::Instruction},
    {metricid::clipD, QT_TRANSLATE_NOOP("MetricRegistry", "CLIP-D"), MetricKind::Learned, higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry",
                       "CLIP directional similarity (InstructPix2Pix), needs source and target captions"),
     MetricReference::SourceImageAndCaptions},
    {metricid::dino, QT_TRANSLATE_NOOP("MetricRegistry", "DINO-I"), MetricKind::Learned, higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "DINO ViT-S/16 CLS cosine, original vs edited"), sourceImage},
    {metricid::lpips, QT_TRANSLATE_NOOP("MetricRegistry", "LPIPS"), MetricKind::Learned, lower, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "LPIPS (AlexNet) distance, original vs edited"), sourceImage},
    {metricid::vificlip, QT_TRANSLATE_NOOP("MetricRegistry", "ViFi-CLIP"), MetricKind::Learned, higher,
     BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "100 x cosine of the 2-frame video [original, edited] and the instruction "
                                         "(ViFi-CLIP, frame features mean-pooled unless the model has encode_video)"),
     sourceAndInstruction},
    {metricid::vificlipReversed, QT_TRANSLATE_NOOP("MetricRegistry", "ViFi-CLIP, frames reversed"), MetricKind::Learned,
     higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry",
                       "diagnostic: ViFi-CLIP on [edited, original]; needs a model with encode_video, "
                       "since mean pooling cannot see the order"),
     sourceAndInstruction},
    {metricid::detect, QT_TRANSLATE_NOOP("MetricRegistry", "Pixel-diff detector"), MetricKind::Detector, higher,
     BuiltinVersion::Detector,
     QT_TRANSLATE_NOOP("MetricRegistry", "built-in difference boxes (not DICE), stored as differences"), sourceImage},
    {metricid::bpm, QT_TRANSLATE_NOOP("MetricRegistry", "BPM"), MetricKind::Bpm, higher, BuiltinVersion::Bpm,
     QT_TRANSLATE_NOOP("MetricRegistry", "Balancing Preservation and Modification: alpha * S_semantic + (1 - alpha) * "
                                         "S_region; components stored as bpm_s_*"),
     sourceAndInstruction},
    {metricid::l1GroundTruth, QT_TRANSLATE_NOOP("MetricRegistry", "L1 (ground truth)"), MetricKind::Pixel, lower,
     BuiltinVersion::GroundTruthPixel,
     QT_TRANSLATE_NOOP("MetricRegistry",
                       "mean absolute difference to the ground-truth image on [0, 1] (MagicBrush L1)"),
     gt},
    {metricid::l2GroundTruth, QT_TRANSLATE_NOOP("MetricRegistry", "L2 (ground truth)"), MetricKind::Pixel, lower,
     BuiltinVersion::GroundTruthPixel,
     QT_TRANSLATE_NOOP("MetricRegistry", "mean squared difference to the ground-truth image on [0, 1] "
                                         "(MagicBrush \"L2\", torch MSELoss)"),
     gt},
    {metricid::clipIGroundTruth, QT_TRANSLATE_NOOP("MetricRegistry", "CLIP-I (ground truth)"), MetricKind::Learned,
     higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "CLIP image embedding cosine, ground truth vs edited"), gt},
    {metricid::dinoGroundTruth, QT_TRANSLATE_NOOP("MetricRegistry", "DINO-I (ground truth)"), MetricKind::Learned,
     higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "DINO ViT-S/16 CLS cosine, ground truth vs edited"), gt},
    {metricid::dinov2I, QT_TRANSLATE_NOOP("MetricRegistry", "DINOv2-I"), MetricKind::Learned, higher,
     BuiltinVersion::None, QT_TRANSLATE_NOOP("MetricRegistry", "DINOv2 ViT-S/14 CLS cosine, original vs edited"),
     sourceImage},
    {metricid::dinov2GroundTruth, QT_TRANSLATE_NOOP("MetricRegistry", "DINOv2-I (ground truth)"), MetricKind::Learned,
     higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP("MetricRegistry", "DINOv2 ViT-S/14 CLS cosine, ground truth vs edited"), gt},
    // DICE + CLIP (DICE, arXiv 2505.20405, §5): CLIP restricted by the differences of one origin (`score
    // --dice-origin`, the truth by default), which the version names. The rules live in scoring/diceclipstage.
    {metricid::clipIBackground, QT_TRANSLATE_NOOP("MetricRegistry", "CLIP-I background (DICE)"), MetricKind::DiceClip,
     higher, BuiltinVersion::None,
     QT_TRANSLATE_NOOP(
         "MetricRegistry",
         "DICE + CLIP background preservation: CLIP-I of the original and the output whose differences of the "
         "chosen origin are filled with the original's pixels (boxes; REMOVE on the original, ADD/EDIT on the "
         "output, brought to the original's grid). Differences labelled incoherent (NO) are unwanted edits: "
         "they are not filled, so they lower the value. An output with none of them is compared whole; an "
         "output that origin never annotated or detected has no value"),
     MetricReference::SourceImageOutsideDifferences},
    {metricid::clipTRegion, QT_TRANSLATE_NOOP("MetricRegistry", "CLIP-T region (DICE)"), MetricKind::DiceClip, higher,
     BuiltinVersion::None,
     QT_TRANSLATE_NOOP(
         "MetricRegistry",
         "DICE + CLIP prompt adherence: mean CLIP-T of the instruction (target caption when present) and the "
         "crops of the chosen origin's differences labelled coherent (ADD/EDIT cropped from the output, REMOVE "
         "from the original); 0 when none is coherent (no coherent edit); no value on an output that origin never "
         "annotated or detected"),
     MetricReference::InstructionOnCoherentRegions},
};

} // namespace

QString metricReferenceName(MetricReference reference)
{
    switch (reference) {
    case MetricReference::SourceImage:
        return QCoreApplication::translate("MetricRegistry", "source image");
    case MetricReference::GroundTruthImage:
        return QCoreApplication::translate("MetricRegistry", "ground-truth image");
    case MetricReference::Instruction:
        return QCoreApplication::translate("MetricRegistry", "instruction (target caption when present)");
    case MetricReference::SourceImageAndCaptions:
        return QCoreApplication::translate("MetricRegistry", "source image and source/target captions");
    case MetricReference::SourceImageAndInstruction:
        return QCoreApplication::translate("MetricRegistry", "source image and instruction");
    case MetricReference::SourceImageOutsideDifferences:
        return QCoreApplication::translate("MetricRegistry",
                                           "source image, outside the differences of the chosen origin");
    case MetricReference::InstructionOnCoherentRegions:
        return QCoreApplication::translate("MetricRegistry", "instruction (target caption when present), on the "
                                                             "coherent differences of the chosen origin");
    }
    return {};
}

QString chainFinalMetricId(const QString &id)
{
    return id + finalSuffix;
}

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
    for (const BuiltinMetric &m : builtinMetrics)
        add({QString(m.id), QCoreApplication::translate("MetricRegistry", m.name), m.kind, m.direction,
             builtinVersion(m.version), QCoreApplication::translate("MetricRegistry", m.description), m.reference});
}

QString MetricRegistry::displayName(const QString &id) const
{
    if (const std::optional<MetricInfo> info = metric(id))
        return info->name;
    static const QHash<QString, const char *> parts = {
        {QString(metricid::bpmSPreserve), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_preserve")},
        {QString(metricid::bpmSModify), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_modify")},
        {QString(metricid::bpmSSize), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_size")},
        {QString(metricid::bpmSPosition), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_position")},
        {QString(metricid::bpmSRegion), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_region")},
        {QString(metricid::bpmSSemantic), QT_TRANSLATE_NOOP("MetricRegistry", "BPM component S_semantic")},
        {QString(metricid::detectBoxes), QT_TRANSLATE_NOOP("MetricRegistry", "pixel-diff detector: boxes found")},
    };
    if (const auto it = parts.constFind(id); it != parts.cend())
        return QCoreApplication::translate("MetricRegistry", *it);
    if (modeljudge::isModelJudgeMetric(id)) {
        // Asked of a VLM by the model stages: computed by a model EditLens called, not imported from a file.
        if (id.endsWith(modeljudge::scSuffix))
            return QCoreApplication::translate("MetricRegistry",
                                               "model-stage judge: semantic consistency SC (the lower of two 0-10 "
                                               "sub-scores)");
        if (id.endsWith(modeljudge::pqSuffix))
            return QCoreApplication::translate("MetricRegistry",
                                               "model-stage judge: perceptual quality PQ (the lower of two 0-10 "
                                               "sub-scores)");
        return QCoreApplication::translate("MetricRegistry", "model-stage judge: overall O = sqrt(SC x PQ)");
    }
    return QCoreApplication::translate("MetricRegistry", "imported (not computed by EditLens)");
}

std::optional<MetricInfo> MetricRegistry::metric(const QString &id) const
{
    for (const MetricInfo &m : m_metrics)
        if (m.id == id)
            return m;
    if (id.endsWith(finalSuffix)) {
        const QString base = id.chopped(finalSuffix.size());
        if (!supportsChainFinal(base))
            return std::nullopt;
        MetricInfo m = *metric(base);
        m.id = id;
        m.name = QCoreApplication::translate("MetricRegistry", "%1 (final turn)").arg(m.name);
        m.description = QCoreApplication::translate("MetricRegistry",
                                                    "%1; final turn of a chain: the last output against the first "
                                                    "turn's source image and all turns' instructions")
                            .arg(m.description);
        return m;
    }
    return std::nullopt;
}

std::optional<MetricReference> MetricRegistry::referenceOf(const QString &id) const
{
    if (const std::optional<MetricInfo> info = metric(id))
        return info->reference;
    if (id.startsWith(metricid::bpmPrefix))
        if (const std::optional<MetricInfo> bpm = metric(QString(metricid::bpm)))
            return bpm->reference;
    if (id == metricid::detectBoxes)
        if (const std::optional<MetricInfo> detect = metric(QString(metricid::detect)))
            return detect->reference;
    return std::nullopt;
}

QString MetricRegistry::referenceText(const QString &id) const
{
    if (!metric(id) && modeljudge::isModelJudgeMetric(id)) {
        // SC shows the model the source, the edit and the instruction; PQ the edited image alone (VIEScore's split).
        if (id.endsWith(modeljudge::pqSuffix))
            return QCoreApplication::translate("MetricRegistry", "none (the edited image alone)");
        if (id.endsWith(modeljudge::scSuffix))
            return metricReferenceName(MetricReference::SourceImageAndInstruction);
        return QCoreApplication::translate("MetricRegistry", "source image and instruction (SC), none (PQ)");
    }
    const std::optional<MetricReference> reference = referenceOf(id);
    if (!reference)
        return {};
    QString name = metricReferenceName(*reference);
    if (!id.endsWith(finalSuffix) || !supportsChainFinal(id.chopped(finalSuffix.size())))
        return name;
    return *reference == MetricReference::GroundTruthImage
               ? QCoreApplication::translate("MetricRegistry", "%1, of the chain's last turn").arg(name)
               : QCoreApplication::translate("MetricRegistry", "%1, of the chain's first turn").arg(name);
}

bool MetricRegistry::supportsChainFinal(const QString &id) const
{
    for (const MetricInfo &m : m_metrics)
        if (m.id == id)
            return m.kind == MetricKind::Pixel || m.kind == MetricKind::Learned;
    return false;
}

QStringList MetricRegistry::lowerIsBetterIds() const
{
    QStringList out;
    for (const MetricInfo &m : m_metrics)
        if (m.direction == MetricDirection::LowerIsBetter) {
            out << m.id;
            if (supportsChainFinal(m.id))
                out << chainFinalMetricId(m.id);
        }
    return out;
}

QStringList MetricRegistry::ids() const
{
    QStringList out;
    for (const MetricInfo &m : m_metrics)
        out << m.id;
    return out;
}

QString MetricRegistry::storedIdOf(const QString &metricId)
{
    return metricId == metricid::detect ? QString(metricid::detectBoxes) : metricId;
}

QHash<QString, QString> MetricRegistry::storedNames() const
{
    QHash<QString, QString> names;
    for (const MetricInfo &m : m_metrics) {
        names.insert(storedIdOf(m.id), m.name);
        if (supportsChainFinal(m.id)) // values of `score --chain final`
            names.insert(chainFinalMetricId(m.id), displayName(chainFinalMetricId(m.id)));
    }
    return names;
}

Result<QStringList> MetricRegistry::select(const QString &selection) const
{
    const QString trimmed = selection.trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("all"))
        return ids();
    QStringList parts;
    for (const QString &part : trimmed.split(QLatin1Char(','), Qt::SkipEmptyParts))
        parts << part.trimmed();
    return selectIds(parts);
}

Result<QStringList> MetricRegistry::selectIds(const QStringList &wanted) const
{
    const QStringList known = ids();
    QStringList unknown;
    for (const QString &id : wanted)
        if (!known.contains(id) && !unknown.contains(id)) // final-turn ids are chosen by --chain final, not by name
            unknown << id;
    if (!unknown.isEmpty())
        return Error{QCoreApplication::translate("MetricRegistry", "unknown metric %1 (known: %2, or all)")
                         .arg(unknown.join(QStringLiteral(", ")), known.join(QLatin1Char(',')))};
    QStringList ordered;
    for (const QString &id : known)
        if (wanted.contains(id))
            ordered << id;
    return ordered;
}

} // namespace editlens::core
