#include "differenceevaluation.h"

#include "stats/agreement.h"
#include "study/differenceorigin.h"

#include <QMap>

#include <algorithm>

namespace editlens::core {

namespace {

stats::EvalBox toBox(std::int64_t image, const Difference &d)
{
    stats::EvalBox b;
    b.image = image;
    b.category = differenceCategory(d.op);
    b.x = d.box.x();
    b.y = d.box.y();
    b.w = d.box.width();
    b.h = d.box.height();
    b.score = d.confidence;
    return b;
}

/// One output's (detection label, truth label) pairs on matched boxes, appended to `a` and `b` (1 = YES, 0 = NO).
void coherencePairs(const QVector<Difference> &truth, QVector<Difference> detections, std::vector<int> &a,
                    std::vector<int> &b)
{
    std::stable_sort(detections.begin(), detections.end(),
                     [](const Difference &x, const Difference &y) { return x.confidence > y.confidence; });
    std::vector<bool> used(std::size_t(truth.size()), false);
    for (const Difference &d : std::as_const(detections)) {
        int best = -1;
        double bestIou = 0.5;
        for (int t = 0; t < truth.size(); ++t) {
            if (used[std::size_t(t)] || truth[t].op != d.op)
                continue;
            const double v = differenceIou(d.box, truth[t].box);
            if (v >= bestIou) {
                bestIou = v;
                best = t;
            }
        }
        if (best < 0)
            continue;
        used[std::size_t(best)] = true;
        const CoherenceLabel *mine = ownCoherenceLabel(d), *theirs = ownCoherenceLabel(truth[best]);
        if (mine && theirs) {
            a.push_back(mine->coherent ? 1 : 0);
            b.push_back(theirs->coherent ? 1 : 0);
        }
    }
}

} // namespace

int coherenceCategory(bool coherent)
{
    return coherent ? 1 : 2;
}

double differenceIou(const QRectF &a, const QRectF &b)
{
    const auto box = [](const QRectF &r) {
        stats::EvalBox e;
        e.x = r.x();
        e.y = r.y();
        e.w = r.width();
        e.h = r.height();
        return e;
    };
    return stats::boxIou(box(a), box(b));
}

int differenceCategory(EditOp op)
{
    switch (op) {
    case EditOp::Add:
        return 1;
    case EditOp::Remove:
        return 2;
    case EditOp::Edit:
        return 3;
    }
    return 0;
}

double DetectorScore::apOf(EditOp op) const
{
    const auto it = classAware.perCategory.find(differenceCategory(op));
    return it == classAware.perCategory.end() ? -1.0 : it->second.ap;
}

double DetectorScore::apOfCoherence(bool coherent) const
{
    const auto it = coherenceAware.perCategory.find(coherenceCategory(coherent));
    return it == coherenceAware.perCategory.end() ? -1.0 : it->second.ap;
}

QVector<DetectorScore> evaluateDetectors(const StudyData &study)
{
    std::vector<stats::EvalBox> groundTruth;
    std::vector<std::int64_t> images;
    QMap<QString, std::vector<stats::EvalBox>> detections;               // by detector name, sorted
    QMap<QString, std::pair<std::vector<int>, std::vector<int>>> labels; // by detector: its labels, the truth's
    // Coherence-aware: the truth and detections with their coherence label as category, on outputs whose every
    // truth box is labelled.
    std::vector<stats::EvalBox> coherentTruth;
    std::vector<std::int64_t> coherentImages;
    QMap<QString, std::vector<stats::EvalBox>> coherentDetections;
    QMap<QString, int> unlabelled;
    std::int64_t image = 0;
    for (const Item &item : study.items)
        for (const Output &o : item.outputs) {
            ++image;
            // An output marked complete is annotated even without a difference: every detection on it that matches
            // no truth is a false positive. The truth (one rule, truthDifferences()) includes the boxes its
            // completing annotators drew or accepted; a detector is scored on its own guess (detectorGuess()), so an
            // accepted box is a true positive and a relabelled one keeps the op the detector gave it.
            const QVector<Difference> truth = truthDifferences(o);
            if (o.completeBy.isEmpty() && truth.isEmpty())
                continue;
            images.push_back(image);
            for (const Difference &d : truth)
                groundTruth.push_back(toBox(image, d));
            QMap<QString, QVector<Difference>> byDetector;
            for (const Difference &d : o.differences)
                if (d.originKind == OriginKind::Detector) {
                    const Difference guess = detectorGuess(d);
                    detections[d.origin].push_back(toBox(image, guess));
                    byDetector[d.origin].push_back(guess);
                }
            for (auto it = byDetector.cbegin(); it != byDetector.cend(); ++it) {
                auto &[mine, theirs] = labels[it.key()];
                coherencePairs(truth, *it, mine, theirs);
            }
            const bool truthLabelled = std::all_of(truth.cbegin(), truth.cend(),
                                                   [](const Difference &d) { return ownCoherenceLabel(d) != nullptr; });
            if (!truthLabelled)
                continue;
            coherentImages.push_back(image);
            for (const Difference &d : truth) {
                stats::EvalBox b = toBox(image, d);
                b.category = coherenceCategory(ownCoherenceLabel(d)->coherent);
                coherentTruth.push_back(b);
            }
            for (auto it = byDetector.cbegin(); it != byDetector.cend(); ++it)
                for (const Difference &d : *it) {
                    const CoherenceLabel *label = ownCoherenceLabel(d);
                    if (!label) {
                        ++unlabelled[it.key()];
                        continue;
                    }
                    stats::EvalBox b = toBox(image, d);
                    b.category = coherenceCategory(label->coherent);
                    coherentDetections[it.key()].push_back(b);
                }
        }
    QVector<DetectorScore> out;
    if (groundTruth.empty())
        return out;

    stats::CocoEvalOptions options;
    options.images = images;
    options.categories = {differenceCategory(EditOp::Add), differenceCategory(EditOp::Remove),
                          differenceCategory(EditOp::Edit)};
    for (auto it = detections.cbegin(); it != detections.cend(); ++it) {
        DetectorScore score;
        score.origin = it.key();
        score.images = int(images.size());
        options.useCategories = true;
        score.classAware = stats::evaluateCoco(groundTruth, it.value(), options);
        options.useCategories = false;
        score.agnostic = stats::evaluateCoco(groundTruth, it.value(), options);
        score.coherenceImages = int(coherentImages.size());
        score.coherenceUnlabelled = unlabelled.value(it.key());
        // A detector without a coherence estimate (the built-in one) has no coherence-aware AP: undefined, not 0.
        if (!coherentImages.empty() && coherentDetections.contains(it.key())) {
            stats::CocoEvalOptions byCoherence;
            byCoherence.images = coherentImages;
            byCoherence.categories = {coherenceCategory(true), coherenceCategory(false)};
            score.coherenceAware = stats::evaluateCoco(coherentTruth, coherentDetections.value(it.key()), byCoherence);
        }
        const auto &[mine, theirs] = labels[it.key()];
        score.coherencePairs = int(mine.size());
        if (!mine.empty()) {
            int agree = 0;
            for (std::size_t k = 0; k < mine.size(); ++k)
                agree += mine[k] == theirs[k];
            score.coherenceAccuracy = double(agree) / double(mine.size());
            score.coherenceKappa = stats::cohenKappa(mine, theirs);
        }
        out.push_back(std::move(score));
    }
    return out;
}

QJsonObject detectorScoresJson(const QVector<DetectorScore> &scores)
{
    const auto summary = [](const stats::CocoSummary &c) {
        return QJsonObject{{QStringLiteral("ap"), c.ap},
                           {QStringLiteral("ap50"), c.ap50},
                           {QStringLiteral("ap75"), c.ap75},
                           {QStringLiteral("ap_small"), c.apSmall},
                           {QStringLiteral("ap_medium"), c.apMedium},
                           {QStringLiteral("ap_large"), c.apLarge},
                           {QStringLiteral("ar100"), c.ar}};
    };
    const auto optional = [](const std::optional<double> &v) {
        return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    };
    QJsonObject out;
    for (const DetectorScore &d : scores) {
        QJsonObject cell = summary(d.agnostic.summary);
        cell.insert(QStringLiteral("class_aware"), summary(d.classAware.summary));
        cell.insert(QStringLiteral("ap_add"), d.apOf(EditOp::Add));
        cell.insert(QStringLiteral("ap_remove"), d.apOf(EditOp::Remove));
        cell.insert(QStringLiteral("ap_edit"), d.apOf(EditOp::Edit));
        QJsonObject byCoherence = summary(d.coherenceAware.summary);
        byCoherence.insert(QStringLiteral("ap_coherent"), d.apOfCoherence(true));
        byCoherence.insert(QStringLiteral("ap_incoherent"), d.apOfCoherence(false));
        byCoherence.insert(QStringLiteral("images"), d.coherenceImages);
        byCoherence.insert(QStringLiteral("unlabelled"), d.coherenceUnlabelled);
        cell.insert(QStringLiteral("coherence_aware"), byCoherence);
        cell.insert(QStringLiteral("images"), d.images);
        cell.insert(QStringLiteral("coherence"),
                    QJsonObject{{QStringLiteral("pairs"), d.coherencePairs},
                                {QStringLiteral("accuracy"), optional(d.coherenceAccuracy)},
                                {QStringLiteral("cohen_kappa"), optional(d.coherenceKappa)}});
        out.insert(d.origin, cell);
    }
    return out;
}

} // namespace editlens::core
