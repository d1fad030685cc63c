#include "scoring/scoringplan.h"

#include "bpm/bpmregions.h"
#include "scoring/diceclipstage.h"
#include "storage/studypaths.h"
#include "study/differenceorigin.h"
#include "study/metricids.h"

#include <QCoreApplication>

#include <algorithm>

namespace editlens::core {

namespace {

/// Whether BPM needs the built-in detector to run on `output` in this run: only when nothing ranked above the
/// detector's boxes in resolveBpmRegions() gives the output a region, and no earlier run stored the detector's
/// result. A `reference` mask only locates the reference object and a difference labelled NO, a rejected box or a
/// box-less difference is not the edit: none of them makes the detector unnecessary. Otherwise BPM would judge the
/// output from the detector's boxes after `score --metrics detect` but have no region without it, and its value
/// would depend on the order of the runs. (An output whose detector found nothing keeps its stored count, so the
/// detector is not run again; the item's other outputs then give search windows in either order.)
bool bpmNeedsDetector(const Item &item, const Output &output, const QSet<qint64> &rejected)
{
    for (const Score &s : output.scores)
        if (s.metric == metricid::detectBoxes)
            return false;
    // The object masks resolveBpmRegions() reads as regions or search windows.
    static const QStringList regionKinds{QStringLiteral("origin"), QStringLiteral("edit"), QStringLiteral("preserve"),
                                         QStringLiteral("edit_region")};
    for (const QVector<Mask> *masks : {&output.masks, &item.masks})
        for (const Mask &m : *masks)
            if (regionKinds.contains(m.kind))
                return false;
    for (const Difference &d : output.differences) {
        if (d.box.isEmpty() || isUnwantedChange(d))
            continue;
        // Ground-truth and annotator boxes are drawn regions; a detector's (DICE's, or the built-in one's imported)
        // count unless a reviewer rejected them.
        if (d.originKind != OriginKind::Detector || !rejected.contains(d.id))
            return false;
    }
    return true;
}

/// The version of learned metric `id`, or why it cannot be had (a version comes from loading the model).
Result<QString> versionOf(const Availability &availability, const QString &id)
{
    if (!availability.version)
        return Error{
            QCoreApplication::translate("StudyScorer",
                                        "unavailable: no model folder given (--models DIR or EDITLENS_MODELS)")};
    return availability.version(id);
}

/// Which requested learned metrics can run: metricProblem(), CLIP-D's captions, then the version (which loads the
/// model, so it is asked last and only for metrics that pass the rest).
void planLearned(ScoringPlan &plan, const QStringList &requested, const QVector<Item> &items,
                 const MetricRegistry &registry, const Availability &availability)
{
    for (const QString &id : requested) {
        const QString stored = plan.storedId(id);
        if (const QString problem = metricProblem(*registry.metric(id), availability); !problem.isEmpty()) {
            plan.unavailable.insert(stored, problem);
            continue;
        }
        if (id == metricid::clipD && std::none_of(items.cbegin(), items.cend(), hasCaptions)) {
            // CLIP-D compares the caption pair's direction with the images' direction: nothing to compare.
            plan.unavailable.insert(
                stored,
                QCoreApplication::translate("StudyScorer", "unavailable: needs source and target captions (manifest "
                                                           "fields source_caption and target_caption); no item of this "
                                                           "study has both"));
            continue;
        }
        const auto version = versionOf(availability, id);
        if (!version) {
            plan.unavailable.insert(stored, version.error().toString());
            continue;
        }
        plan.versions.insert(stored, version.value());
        plan.learned << id;
    }
}

/// Whether BPM's components are already stored for `o`: any component of BPM's version (a component that could not
/// be judged is not stored) and, when S_modify can run, S_modify of its version.
bool bpmStored(const ScoringPlan &plan, const Output &o)
{
    bool done = false;
    for (const Score &s : o.scores)
        done |= s.metric.startsWith(metricid::bpmComponentPrefix) && s.metric != metricid::bpmSModify
                && s.version == plan.versions.value(metricid::bpm);
    if (done && !plan.modifyVersion.isEmpty()) {
        bool modified = false;
        for (const Score &s : o.scores)
            modified |= s.metric == metricid::bpmSModify && s.version == plan.modifyVersion;
        done = modified;
    }
    return done;
}

} // namespace

QString ScoringPlan::storedId(const QString &id) const
{
    return chainFinal ? chainFinalMetricId(id) : id;
}

ScoringPlan planMetrics(const QVector<Item> &items, const MetricRegistry &registry, const ScoreOptions &options,
                        const Availability &availability)
{
    ScoringPlan plan;
    plan.chainFinal = options.chain == ChainMode::Final;
    plan.diceOrigin = options.diceOrigin.trimmed().isEmpty() ? truthOriginName() : options.diceOrigin;
    QStringList learned, dice;
    for (const QString &id : options.metrics) {
        const auto info = registry.metric(id);
        if (!info)
            continue;
        if (info->reference == MetricReference::GroundTruthImage)
            plan.groundTruth.insert(id);
        if (plan.chainFinal && !registry.supportsChainFinal(id)) {
            plan.unavailable.insert(id, QCoreApplication::translate(
                                            "StudyScorer",
                                            "unavailable with --chain final: its regions belong to one turn; score it "
                                            "with --chain turn"));
            continue;
        }
        switch (info->kind) {
        case MetricKind::Pixel:
            if (info->compute && info->reference != MetricReference::SourceImage) {
                plan.unavailable.insert(id, QCoreApplication::translate("StudyScorer",
                                                                        "unavailable: a metric with its own function "
                                                                        "is measured against the source image only"));
                continue;
            }
            plan.pixel << id;
            if (info->compute)
                plan.pixelFunctions.insert(id, info->compute);
            plan.versions.insert(plan.storedId(id), info->version);
            break;
        case MetricKind::Learned:
            learned << id;
            break;
        case MetricKind::Detector:
            plan.detect = true;
            plan.versions.insert(id, info->version);
            plan.versions.insert(metricid::detectBoxes, info->version);
            break;
        case MetricKind::DiceClip:
            dice << id;
            break;
        case MetricKind::Bpm:
            plan.bpm = true;
            // The rule parser's version stays as it was; a model's parse is named.
            plan.versions.insert(id, info->version + QStringLiteral("; rules ") + bpmRulesName(options.bpmRules)
                                         + (options.bpmParser == BpmParser::Llm ? QStringLiteral("; parser llm")
                                                                                : QString()));
            break;
        }
    }
    planLearned(plan, learned, items, registry, availability);

    // BPM's S_modify runs CLIP (clip_i's model and preprocessing, clip_t's text side) on region crops; without it
    // BPM itself has no value, and its model-free components are stored either way.
    if (plan.bpm) {
        if (metricProblem(*registry.metric(metricid::bpm), availability).isEmpty())
            if (const auto v = versionOf(availability, metricid::clipI))
                plan.modifyVersion = plan.versions.value(metricid::bpm) + QStringLiteral("; S_modify ") + v.value();
        if (plan.modifyVersion.isEmpty())
            plan.unavailable.insert(metricid::bpm,
                                    QCoreApplication::translate(
                                        "StudyScorer", "BPM unavailable: S_modify needs CLIP (the clip_i model and "
                                                       "bpe_simple_vocab_16e6.txt.gz in the model folder); stored its "
                                                       "components S_preserve, S_size, S_position, S_region"));
    }

    // DICE + CLIP: CLIP on the differences of plan.diceOrigin; the origin is part of the version.
    for (const QString &id : dice) {
        if (const QString problem = metricProblem(*registry.metric(id), availability); !problem.isEmpty()) {
            plan.unavailable.insert(id, problem);
            continue;
        }
        const auto version = versionOf(availability, diceClipModelMetric(id));
        if (!version) {
            plan.unavailable.insert(id, version.error().toString());
            continue;
        }
        plan.versions.insert(id, diceClipVersion(id, version.value(), plan.diceOrigin));
        plan.dice << id;
    }
    return plan;
}

void planJobs(ScoringPlan &plan, const QVector<Item> &items, const ScoreOptions &options, const StoredState &stored,
              const StudyPaths &paths)
{
    QMap<QString, int> withoutGroundTruth; // ground-truth metric -> outputs whose item has no ground-truth image
    for (const Item &item : items) {
        for (const Output &o : item.outputs) {
            if (o.path.isEmpty() || item.sourcePath.isEmpty())
                continue;
            ++plan.outputs;
            Job job;
            job.outputId = o.id;
            job.item = item.key;
            job.sourcePath = paths.toAbsolute(item.sourcePath);
            job.editedPath = paths.toAbsolute(o.path);
            job.instruction = item.instruction;
            job.bpmRules = options.bpmRules;
            job.bpmParser = options.bpmParser;
            job.rejected = stored.rejected;
            job.grounded = stored.grounded.value(o.id);
            job.studyRoot = paths.rootDir();
            job.itemData = item;
            job.output = o;
            const auto isStored = [&](const QString &id) {
                if (options.force)
                    return false;
                const QString key = plan.storedId(id);
                for (const Score &s : o.scores)
                    if (s.metric == key && s.version == plan.versions.value(key))
                        return true;
                return false;
            };
            // A ground-truth metric of an item without a ground-truth image has no value: never a default one.
            const auto computable = [&](const QString &id) {
                if (!plan.groundTruth.contains(id) || !item.groundTruthPath.isEmpty())
                    return true;
                ++withoutGroundTruth[id];
                return false;
            };
            for (const QString &id : plan.pixel)
                if (computable(id) && !isStored(id)) {
                    job.pixel << id;
                    if (plan.groundTruth.contains(id))
                        job.pixelGroundTruth << id;
                    if (plan.pixelFunctions.contains(id))
                        job.pixelFunctions.insert(id, plan.pixelFunctions.value(id));
                }
            for (const QString &id : plan.learned)
                if (computable(id)
                    && (!isStored(id) || (stored.embedded.contains(id) && !stored.embedded.value(id).contains(o.id))))
                    job.learned << id;
            const bool needsGroundTruth =
                !job.pixelGroundTruth.isEmpty()
                || std::any_of(job.learned.cbegin(), job.learned.cend(),
                               [&](const QString &id) { return plan.groundTruth.contains(id); });
            if (needsGroundTruth)
                job.groundTruthPath = paths.toAbsolute(item.groundTruthPath);
            // The detector's run is recorded as a score (its box count), so an output where it found nothing is
            // not run again either.
            if (plan.detect)
                job.detect = !isStored(metricid::detectBoxes);
            if (plan.bpm) {
                job.bpm = options.force || !bpmStored(plan, o);
                // Objects a model located are the output's regions: the detector's boxes would rank below them.
                job.detect =
                    job.detect
                    || (job.bpm && !job.grounded.locatesObjects() && bpmNeedsDetector(item, o, stored.rejected));
            }
            // DICE + CLIP only where the origin recorded differences; the others are counted for the report.
            const bool recorded = !plan.dice.isEmpty() && diceOriginRecorded(o, plan.diceOrigin, job.detect);
            for (const QString &id : plan.dice) {
                if (!recorded)
                    ++plan.diceNotRecorded[id];
                else if (!isStored(id))
                    job.dice << id;
            }
            if (job.pixel.isEmpty() && job.learned.isEmpty() && !job.detect && !job.bpm && job.dice.isEmpty())
                ++plan.skipped;
            else
                plan.jobs.push_back(job);
        }
    }
    for (auto it = withoutGroundTruth.cbegin(); it != withoutGroundTruth.cend(); ++it) {
        const QString key = plan.storedId(it.key());
        if (plan.unavailable.contains(key))
            continue; // already unavailable for another reason (no model)
        if (it.value() == plan.outputs)
            plan.unavailable.insert(key, QCoreApplication::translate(
                                             "StudyScorer", "unavailable, because no item has a ground-truth image"));
        else
            plan.unavailable.insert(key + QStringLiteral(" (some outputs)"),
                                    QCoreApplication::translate(
                                        "StudyScorer",
                                        "unavailable on %1 of %n output(s), because the item has no ground-truth image",
                                        nullptr, int(plan.outputs))
                                        .arg(QString::number(it.value())));
    }
}

ScoringPlan planScoring(const QVector<Item> &items, const MetricRegistry &registry, const ScoreOptions &options,
                        const Availability &availability, const StoredState &stored, const StudyPaths &paths)
{
    ScoringPlan plan = planMetrics(items, registry, options, availability);
    planJobs(plan, items, options, stored, paths);
    return plan;
}

} // namespace editlens::core
