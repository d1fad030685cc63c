#include "scoring/diceclipstage.h"

#include "bpm/bpmregions.h"
#include "detect/differencedetector.h"
#include "inference/cliptokenizer.h"
#include "inference/learnedmetrics.h"
#include "metrics/pixelmetrics.h"
#include "scoring/learnedstage.h"
#include "scoring/studyscorer.h"
#include "study/differenceorigin.h"
#include "study/metricids.h"

#include <QCoreApplication>

#include <opencv2/core.hpp>

#include <cmath>

namespace editlens::core {

namespace {

const QLatin1String kBackground = metricid::clipIBackground, kRegion = metricid::clipTRegion;

/// The pixels a box covers on an image of `size`, widened to whole pixels and clipped; empty when it lies outside.
cv::Rect pixelRect(const QRectF &box, const cv::Size &size)
{
    const int x0 = std::max(0, int(std::floor(box.left()))), y0 = std::max(0, int(std::floor(box.top())));
    const int x1 = std::min(size.width, int(std::ceil(box.right())));
    const int y1 = std::min(size.height, int(std::ceil(box.bottom())));
    return x1 > x0 && y1 > y0 ? cv::Rect(x0, y0, x1 - x0, y1 - y0) : cv::Rect();
}

/// A difference's box on the original's grid: REMOVE boxes are already there; ADD/EDIT boxes are in the output's
/// pixels and scale with the resize that brought the output onto the original's grid.
QRectF onSourceGrid(const Difference &d, const cv::Size &source, const cv::Size &edited)
{
    if (d.op == EditOp::Remove)
        return d.box;
    const double sx = double(source.width) / edited.width, sy = double(source.height) / edited.height;
    return QRectF(d.box.x() * sx, d.box.y() * sy, d.box.width() * sx, d.box.height() * sy);
}

} // namespace

QString diceClipModelMetric(const QString &metricId)
{
    if (metricId == kBackground)
        return metricid::clipI;
    if (metricId == kRegion)
        return metricid::clipT; // image and text from one CLIP: clip_t's
    return {};
}

QString diceClipVersion(const QString &metricId, const QString &modelVersion, const QString &origin)
{
    const QString rule =
        metricId == kBackground
            ? QStringLiteral("DICE + CLIP background: differences of origin '%1' not labelled NO filled with the "
                             "original's pixels (boxes widened to whole pixels; output resized to the original's "
                             "grid); v2")
            : QStringLiteral("DICE + CLIP region: coherent differences of origin '%1' (own label), crops on the "
                             "image the op lives on, mean cosine with target caption else instruction, 0 "
                             "without; v1");
    return modelVersion + QStringLiteral("; ") + rule.arg(origin);
}

bool diceOriginRecorded(const Output &output, const QString &origin, bool detectorRunsNow)
{
    bool recorded = originRecorded(output, origin);
    if (origin == DifferenceDetector::origin()) {
        // The built-in detector records its run as a box count, so "found nothing" is known.
        recorded = recorded || detectorRunsNow;
        for (const Score &s : output.scores)
            recorded = recorded || (s.metric == metricid::detectBoxes && s.version == origin);
    }
    return recorded;
}

DiceClipStage::DiceClipStage(QStringList metrics, QMap<QString, QString> versions, QString origin,
                             const QVector<Item> &items, LearnedMetricEngine *engine, const ClipTokenizer *tokenizer,
                             QMap<QString, int> notRecorded)
    : m_usable(std::move(metrics))
    , m_origin(std::move(origin))
    , m_versions(std::move(versions))
    , m_engine(engine)
    , m_tokenizer(tokenizer)
    , m_notRecorded(std::move(notRecorded))
{
    if (m_origin.trimmed().isEmpty())
        m_origin = truthOriginName();
    if (!m_usable.isEmpty())
        m_originsInStudy = differenceOriginsIn(items);
}

QVector<Difference> DiceClipStage::differencesOf(const Output &output,
                                                 const std::optional<QVector<Difference>> &fresh) const
{
    if (fresh && m_origin == DifferenceDetector::origin())
        return *fresh;
    return core::differencesOf(output, m_origin);
}

void DiceClipStage::skip(const QString &metricId, const QString &reason)
{
    auto &entry = m_notComputed[metricId];
    if (entry.first++ == 0)
        entry.second = reason;
}

Result<QVector<Score>> DiceClipStage::score(const Item &item, const Output &output, const QStringList &metrics,
                                            const cv::Mat &source, const cv::Mat &edited,
                                            const std::optional<QVector<Difference>> &fresh)
{
    QVector<Score> out;
    const QVector<Difference> differences = differencesOf(output, fresh);
    const auto where = [&] { return QStringLiteral("%1 / %2").arg(item.key, output.system); };
    if (metrics.contains(kBackground)) {
        auto aligned = alignToSource(source, edited);
        if (!aligned)
            return Error{aligned.error().message, where()};
        cv::Mat filled = aligned.value().clone();
        for (const Difference &d : differences) {
            // A difference labelled NO is an unwanted change of the background, not the edit: it stays, and lowers
            // the value, as it stays in BPM's preserved region.
            if (isUnwantedChange(d))
                continue;
            const cv::Rect r = pixelRect(onSourceGrid(d, source.size(), edited.size()), source.size());
            if (!r.empty())
                source(r).copyTo(filled(r));
        }
        if (m_sourceItem != item.key) {
            auto encoded = m_engine->encodeImages(diceClipModelMetric(kBackground), {source});
            if (!encoded)
                return Error{encoded.error().message, where()};
            m_sourceEmbedding = std::move(encoded).value().values;
            m_sourceItem = item.key;
        }
        auto images = m_engine->encodeImages(diceClipModelMetric(kBackground), {filled});
        if (!images)
            return Error{images.error().message, where()};
        if (const auto v = int(m_sourceEmbedding.size()) == images.value().dim
                               ? vectorCosine(m_sourceEmbedding.data(), images.value().row(0), images.value().dim)
                               : std::nullopt)
            out.push_back({kBackground, m_versions.value(kBackground), *v});
        else
            skip(kBackground,
                 QCoreApplication::translate("DiceClipStage", "a CLIP image embedding is zero (%1)").arg(where()));
    }
    if (metrics.contains(kRegion)) {
        std::vector<cv::Mat> crops;
        bool coherentAny = false;
        for (const Difference &d : differences) {
            const CoherenceLabel *label = ownCoherenceLabel(d);
            if (!label || !label->coherent)
                continue;
            coherentAny = true;
            const cv::Mat &image = d.op == EditOp::Remove ? source : edited;
            const cv::Rect r = pixelRect(d.box, image.size());
            if (!r.empty())
                crops.push_back(image(r).clone());
        }
        const QString text = clipTText(item).trimmed();
        if (!coherentAny) {
            // DICE's convention: an output without a coherent edit adheres to the prompt nowhere.
            out.push_back({kRegion, m_versions.value(kRegion), 0.0});
        } else if (crops.empty()) {
            skip(kRegion, QCoreApplication::translate("DiceClipStage", "no coherent box lies inside its image (%1)")
                              .arg(where()));
        } else if (text.isEmpty()) {
            skip(kRegion, QCoreApplication::translate("DiceClipStage",
                                                      "the item has neither an instruction nor a target caption (%1)")
                              .arg(where()));
        } else {
            auto tokens = m_tokenizer->tokenize(text);
            if (!tokens)
                return Error{tokens.error().message, where()};
            const QString model = diceClipModelMetric(kRegion);
            auto images = m_engine->encodeImages(model, crops);
            if (!images)
                return Error{images.error().message, where()};
            auto texts = m_engine->encodeTexts(model, {tokens.value()});
            if (!texts)
                return Error{texts.error().message, where()};
            double sum = 0.0;
            bool defined = images.value().dim == texts.value().dim;
            for (int r = 0; defined && r < images.value().rows; ++r) {
                const auto c = vectorCosine(images.value().row(r), texts.value().row(0), images.value().dim);
                defined = c.has_value();
                sum += c.value_or(0.0);
            }
            if (defined)
                out.push_back({kRegion, m_versions.value(kRegion), sum / images.value().rows});
            else
                skip(kRegion,
                     QCoreApplication::translate("DiceClipStage",
                                                 "a CLIP embedding is zero or the image and text sides differ (%1)")
                         .arg(where()));
        }
    }
    return out;
}

void DiceClipStage::finish(ScoreReport &report, int outputs) const
{
    for (const QString &id : m_usable) {
        const int notRecorded = m_notRecorded.value(id);
        const auto computed = m_notComputed.value(id);
        const int missing = notRecorded + computed.first;
        if (missing == 0)
            continue;
        QString reason;
        if (notRecorded > 0)
            reason = m_originsInStudy.contains(m_origin)
                         ? QCoreApplication::translate(
                               "DiceClipStage",
                               "unavailable on %1 of %n output(s), because no differences of origin '%2' were "
                               "recorded for them (never annotated or detected by it)",
                               nullptr, outputs)
                               .arg(QString::number(notRecorded), m_origin)
                         : QCoreApplication::translate(
                               "DiceClipStage",
                               "unavailable on %1 of %n output(s), because the study has no differences of origin "
                               "'%2' (it has: %3)",
                               nullptr, outputs)
                               .arg(QString::number(notRecorded), m_origin,
                                    m_originsInStudy.isEmpty() ? QCoreApplication::translate("DiceClipStage", "none")
                                                               : m_originsInStudy.join(QStringLiteral(", ")));
        if (computed.first > 0) {
            const QString more =
                QCoreApplication::translate("DiceClipStage", "not computed on %n output(s), for example: %1", nullptr,
                                            computed.first)
                    .arg(computed.second);
            reason = reason.isEmpty() ? more : reason + QStringLiteral("; ") + more;
        }
        report.unavailable.insert(missing >= outputs ? id : id + QStringLiteral(" (some outputs)"), reason);
    }
}

} // namespace editlens::core
