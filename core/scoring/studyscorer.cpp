#include "scoring/studyscorer.h"

#include "detect/differencedetector.h"
#include "scoring/bpmstudy.h"
#include "scoring/diceclipstage.h"
#include "scoring/learnedstage.h"
#include "scoring/pixelstage.h"
#include "scoring/scoringchain.h"
#include "scoring/scoringplan.h"
#include "storage/differencestore.h"
#include "storage/groundedboxstore.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"
#include "study/metricids.h"
#include "util/tsanannotations.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QMap>
#include <QScopeGuard>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <opencv2/core/utility.hpp>

#include <algorithm>
#include <deque>

namespace editlens::core {

namespace {

/// The objects a vision-language model located, per output of `items`: o1 and the reference in the original (stored
/// per item) and o2 and the reference in each edited image. Where several models grounded an output, the first by
/// name that located o1 or o2 gives its regions, so that its objects are never mixed with another model's.
Result<QMap<qint64, GroundedRegions>> groundedByOutput(StudyStore &store, const QVector<Item> &items)
{
    Result<QVector<GroundedBoxes>> rows = GroundedBoxStore(store).all();
    if (!rows)
        return rows.error();
    QMap<qint64, GroundedRegions> out;
    if (rows.value().isEmpty())
        return out;
    QMap<QString, QMap<qint64, GroundedRegions>> byModel; // model → output id → regions
    for (const Item &item : items)
        for (const Output &o : item.outputs)
            for (const GroundedBoxes &g : rows.value()) {
                if (g.itemId != item.id || (g.outputId != 0 && g.outputId != o.id))
                    continue;
                GroundedRegions &r = byModel[g.model][o.id];
                r.model = g.model;
                const bool original = g.outputId == 0;
                if (g.target == GroundTarget::O1 && original)
                    r.origin = g.boxes;
                else if (g.target == GroundTarget::O2 && !original)
                    r.edit = g.boxes;
                else if (g.target == GroundTarget::Reference)
                    (original ? r.referenceInOriginal : r.referenceInEdited) = g.boxes;
            }
    for (auto m = byModel.cbegin(); m != byModel.cend(); ++m)
        for (auto it = m->cbegin(); it != m->cend(); ++it)
            if (!out.contains(it.key()) || (!out[it.key()].locatesObjects() && it->locatesObjects()))
                out.insert(it.key(), *it);
    return out;
}

/// A short hash of every grounded object BPM goes by (output, model, side, boxes), part of BPM's version.
QString groundingHash(const QMap<qint64, GroundedRegions> &grounded)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    const auto add = [&h](const std::optional<QVector<QRectF>> &boxes) {
        if (!boxes) {
            h.addData(QByteArrayView("-"));
            return;
        }
        for (const QRectF &b : *boxes)
            h.addData(
                QStringLiteral("%1,%2,%3,%4;").arg(b.left()).arg(b.top()).arg(b.right()).arg(b.bottom()).toUtf8());
        h.addData(QByteArrayView("|"));
    };
    for (auto it = grounded.cbegin(); it != grounded.cend(); ++it) {
        h.addData(QStringLiteral("%1 %2:").arg(it.key()).arg(it->model).toUtf8());
        add(it->origin);
        add(it->edit);
        add(it->referenceInOriginal);
        add(it->referenceInEdited);
    }
    return QString::fromLatin1(h.result().toHex().left(12));
}

/// Whether any requested metric needs the model folder (learned, DICE + CLIP, BPM's S_modify): only then is the
/// engine made and the vocabulary read.
bool needsModels(const MetricRegistry &registry, const QStringList &metrics)
{
    return std::any_of(metrics.cbegin(), metrics.cend(), [&](const QString &id) {
        const auto info = registry.metric(id);
        return info
               && (info->kind == MetricKind::Learned || info->kind == MetricKind::DiceClip
                   || info->kind == MetricKind::Bpm);
    });
}

/// The plan of a run over `items`: availability from `learned`'s engine, then the metrics, then what the study
/// already holds (rejected differences, stored embeddings), then the jobs.
Result<ScoringPlan> plan(StudyStore &store, const QVector<Item> &items, const MetricRegistry &registry,
                         const ScoreOptions &options, LearnedStage &learned)
{
    Availability availability;
    if (needsModels(registry, options.metrics)) {
        auto a = learned.availability(registry);
        if (!a)
            return a.error();
        availability = std::move(a).value();
    }
    ScoringPlan plan = planMetrics(items, registry, options, availability);
    StoredState stored;
    if (plan.bpm) {
        // Differences a reviewer rejected stay out of BPM's regions (they are not the edit).
        auto rejected = DifferenceStore(store).rejectedDifferences();
        if (!rejected)
            return rejected.error();
        stored.rejected = rejected.value();
        auto grounded = groundedByOutput(store, items);
        if (!grounded)
            return grounded.error();
        stored.grounded = grounded.value();
        if (!stored.grounded.isEmpty()) {
            // BPM's regions depend on what was grounded: values stored before a grounding are judged again.
            const QString before = plan.versions.value(metricid::bpm);
            const QString after = before + QStringLiteral("; grounded ") + groundingHash(stored.grounded);
            plan.versions.insert(metricid::bpm, after);
            if (plan.modifyVersion.startsWith(before))
                plan.modifyVersion.replace(0, before.size(), after);
        }
    }
    auto embedded = learned.embeddedOutputs(store, plan);
    if (!embedded)
        return embedded.error();
    stored.embedded = embedded.value();
    planJobs(plan, items, options, stored, store.paths());
    return plan;
}

/// The values of one chunk's pixel stage as stored rows: stored ids and planned versions, the detector's boxes and
/// box count; errors and BPM components that could not be judged (`notJudged`: id → outputs, first reason) go to
/// the report.
QVector<OutputResults> pixelResults(const ScoringPlan &plan, const QVector<Job> &part,
                                    const QVector<PixelResult> &pixel, ScoreReport &report,
                                    QMap<QString, std::pair<int, QString>> &notJudged)
{
    QVector<OutputResults> results(part.size());
    for (int j = 0; j < part.size(); ++j) {
        results[j].outputId = part[j].outputId;
        if (pixel[j].error) {
            report.errors.push_back(*pixel[j].error);
            continue;
        }
        for (auto it = pixel[j].bpmReasons.cbegin(); it != pixel[j].bpmReasons.cend(); ++it) {
            auto &entry = notJudged[it.key()];
            if (entry.first++ == 0)
                entry.second = it.value();
        }
        for (Score s : pixel[j].scores) {
            const bool bpm = s.metric.startsWith(metricid::bpmPrefix);
            if (!bpm)
                s.metric = plan.storedId(s.metric);
            s.version = report.versions.value(bpm ? QString(metricid::bpm) : s.metric);
            results[j].scores.push_back(s);
        }
        if (pixel[j].differences && plan.detect) {
            results[j].scores.push_back(
                {metricid::detectBoxes, DifferenceDetector::origin(), double(pixel[j].differences->size())});
            results[j].differences = pixel[j].differences;
            results[j].differencesOrigin = DifferenceDetector::origin();
        }
    }
    return results;
}

/// Writes what a chunk computed (outputs with nothing new are left out) and counts it in `report`.
Status writeChunk(StudyStore &store, const QVector<OutputResults> &results, ScoreReport &report)
{
    QVector<OutputResults> toWrite;
    for (const OutputResults &r : results)
        if (!r.scores.isEmpty() || r.differences || !r.embeddings.isEmpty())
            toWrite.push_back(r);
    if (Status s = writeResults(store, toWrite); !s)
        return s;
    for (const OutputResults &r : toWrite) {
        ++report.computed;
        report.valuesStored += r.scores.size();
        for (const Score &score : r.scores)
            ++report.valuesPerMetric[score.metric];
        report.differencesStored += r.differences ? r.differences->size() : 0;
    }
    return Status::success();
}

} // namespace

Result<ScoreReport> scoreStudy(StudyStore &store, const MetricRegistry &registry, const ModelRegistry &models,
                               const ScoreOptions &options, const ProgressCallback &progress)
{
    auto study = store.load();
    if (!study)
        return study.error();
    // The items as scored: themselves, or each chain's last turn seen from its first (--chain final).
    auto scoredItems = itemsToScore(study.value().items, options.chain);
    if (!scoredItems)
        return scoredItems.error();
    const QVector<Item> &items = scoredItems.value();
    LearnedStage learned(options, models);
    auto planned = plan(store, items, registry, options, learned);
    if (!planned)
        return planned.error();
    const ScoringPlan &plan = planned.value();
    ScoreReport report;
    report.outputs = plan.outputs;
    report.skipped = plan.skipped;
    report.versions = plan.versions;
    report.unavailable = plan.unavailable;
    DiceClipStage dice(plan.dice, plan.versions, plan.diceOrigin, items, learned.engine(), learned.tokenizer(),
                       plan.diceNotRecorded);

    QThreadPool pool;
    pool.setMaxThreadCount(options.jobs > 0 ? options.jobs : QThread::idealThreadCount());
    // The pool already runs one output per core: OpenCV's own worker threads (SSIM's per-channel tasks) would only
    // compete with it for the same cores (see ScoreOptions::exclusiveOpenCv).
    const int openCvThreads = cv::getNumThreads();
    const bool singleThreadedOpenCv = options.exclusiveOpenCv && pool.maxThreadCount() > 1;
    if (singleThreadedOpenCv)
        cv::setNumThreads(1);
    const auto restoreOpenCvThreads = qScopeGuard([openCvThreads, singleThreadedOpenCv] {
        if (singleThreadedOpenCv)
            cv::setNumThreads(openCvThreads);
    });
    const QVector<Job> &jobs = plan.jobs;
    const int chunk = std::max(1, options.chunkSize);
    const qint64 total = jobs.size();
    const bool keepImages = !plan.learned.isEmpty() || dice.active();
    // The pixel stage of the next chunks runs on the pool while this thread runs the learned metrics and writes the
    // current chunk: the workers never wait for the database, and the slowest group of a chunk overlaps the next.
    constexpr int chunksInFlight = 3;
    std::deque<QFuture<QVector<PixelResult>>> inFlight;
    int submitted = 0;
    const auto submitNext = [&] {
        if (submitted >= jobs.size())
            return;
        // handedOff: the pool takes the groups over, and hands their results back, through code ThreadSanitizer
        // cannot see (util/tsanannotations.h); the chunk's first job names where its results are delivered.
        inFlight.push_back(QtConcurrent::mapped(
            &pool, groupBySource(jobs.mid(submitted, chunk)),
            handedOff([keepImages](const QVector<Job> &group) { return runGroup(group, keepImages); },
                      jobs.constData() + submitted)));
        submitted += chunk;
    };
    // On every way out (done, cancelled, a write error) no worker is left running on jobs that will not be stored.
    const auto stopWorkers = qScopeGuard([&] {
        for (auto &f : inFlight)
            f.cancel();
        for (auto &f : inFlight)
            f.waitForFinished();
    });
    for (int i = 0; i < chunksInFlight; ++i)
        submitNext();
    // BPM components that could not be judged: how many outputs, and the first reason met.
    QMap<QString, std::pair<int, QString>> notJudged;
    for (int start = 0; start < jobs.size(); start += chunk) {
        const QVector<Job> part = jobs.mid(start, chunk);
        QFuture<QVector<PixelResult>> current = inFlight.front();
        inFlight.pop_front();
        const QList<QVector<PixelResult>> grouped = current.results();
        EDITLENS_TSAN_ACQUIRE(jobs.constData() + start);
        submitNext();
        QVector<PixelResult> pixel;
        for (const QVector<PixelResult> &g : grouped)
            pixel += g;

        QVector<OutputResults> results = pixelResults(plan, part, pixel, report, notJudged);
        learned.scoreChunk(plan, part, pixel, results, report);
        for (int j = 0; j < part.size(); ++j)
            if (!pixel[j].error && !part[j].dice.isEmpty()) {
                auto values = dice.score(part[j].itemData, part[j].output, part[j].dice, pixel[j].source,
                                         pixel[j].edited, pixel[j].differences);
                if (values)
                    results[j].scores += values.value();
                else
                    report.errors.push_back(values.error());
            }
        if (!plan.modifyVersion.isEmpty())
            if (Status s = learned.computeModify(pixel, plan.modifyVersion, results); !s)
                report.errors.push_back(s.error());
        if (Status s = writeChunk(store, results, report); !s)
            return s.error();
        if (!reportProgress(progress, std::min<qint64>(start + chunk, total), total)) {
            report.cancelled = true;
            break;
        }
    }
    dice.finish(report, report.outputs);
    for (auto it = notJudged.cbegin(); it != notJudged.cend(); ++it)
        report.unavailable.insert(it.key(), QCoreApplication::translate("StudyScorer",
                                                                        "not judged on %n output(s), for example: %1",
                                                                        nullptr, int(it->first))
                                                .arg(it->second));
    if (plan.bpm && !plan.modifyVersion.isEmpty() && !report.cancelled)
        if (Status s = storeBpm(store, report, plan.modifyVersion, options.alpha, options.bpmRules, options.bpmParser);
            !s)
            return s.error();
    return report;
}

} // namespace editlens::core
