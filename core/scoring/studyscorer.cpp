#include "scoring/studyscorer.h"

#include "bpm/bpmregions.h"
#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"
#include "detect/differencedetector.h"
#include "inference/cliptokenizer.h"
#include "inference/filehashcache.h"
#include "inference/learnedmetrics.h"
#include "inference/modelregistry.h"
#include "metrics/pixelmetrics.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <cmath>
#include <memory>

namespace editlens::core {

namespace {

/// One output to score, with what is still missing for it. Plain values: safe to hand to worker threads.
struct Job
{
    qint64 outputId = 0;
    QString item;
    QString sourcePath; // absolute
    QString editedPath; // absolute
    QString instruction;
    QStringList pixel;   // pixel metric ids still to compute
    bool detect = false; // run the detector
    QStringList learned; // learned metric ids still to compute
    bool bpm = false;    // BPM's model-free components
    QString studyRoot;
    Item itemData; // for BPM's regions (masks, differences) and parse
    Output output;
};

/// Result of the pixel stage of one job (worker thread).
struct PixelResult
{
    QVector<Score> scores;
    std::optional<QVector<Difference>> differences;
    std::optional<Error> error;
    cv::Mat source;
    cv::Mat edited;
};

PixelResult runPixelStage(const Job &job, bool keepImages)
{
    PixelResult r;
    auto source = readBgrImage(job.sourcePath);
    if (!source) {
        r.error = source.error();
        return r;
    }
    auto edited = readBgrImage(job.editedPath);
    if (!edited) {
        r.error = edited.error();
        return r;
    }
    if (!job.pixel.isEmpty()) {
        PixelMetricOptions options;
        options.computeSsim = job.pixel.contains(QLatin1String("ssim"));
        const auto m = computePixelMetrics(source.value(), edited.value(), options);
        if (!m) {
            r.error = Error{m.error().message, job.editedPath};
            return r;
        }
        const QMap<QString, double> values = {{QStringLiteral("l1"), m.value().l1},
                                              {QStringLiteral("mse"), m.value().mse},
                                              {QStringLiteral("psnr"), m.value().psnr},
                                              {QStringLiteral("ssim"), m.value().ssim}};
        for (const QString &id : job.pixel)
            r.scores.push_back({id, QString(), values.value(id)});
    }
    if (job.detect) {
        const auto boxes = DifferenceDetector().detect(source.value(), edited.value());
        if (!boxes) {
            r.error = Error{boxes.error().message, job.editedPath};
            return r;
        }
        // The detector works in the source frame; ADD/EDIT boxes live on the edited image (REFERENCE.md §1), so
        // they are scaled to its pixels when the sizes differ.
        const double sx = double(edited.value().cols) / source.value().cols;
        const double sy = double(edited.value().rows) / source.value().rows;
        QVector<Difference> differences = boxes.value();
        for (Difference &d : differences)
            if (d.op != EditOp::Remove)
                d.box = QRectF(d.box.x() * sx, d.box.y() * sy, d.box.width() * sx, d.box.height() * sy);
        r.differences = differences;
    }
    if (job.bpm) {
        const EditParse parse = job.itemData.parse.isEmpty() ? InstructionParser().parse(job.instruction)
                                                             : EditParse::fromJson(job.itemData.parse);
        auto aligned = alignToSource(source.value(), edited.value());
        if (!aligned) {
            r.error = Error{aligned.error().message, job.editedPath};
            return r;
        }
        const BpmPair pair{source.value(), aligned.value(), QSize(edited.value().cols, edited.value().rows)};
        RegionOptions regionOptions;
        regionOptions.studyRoot = job.studyRoot;
        const QVector<Difference> fallback = r.differences.value_or(QVector<Difference>());
        const auto regions = resolveBpmRegions(job.itemData, job.output, parse, pair, fallback, regionOptions);
        if (!regions) {
            r.error = regions.error();
            return r;
        }
        const BpmComponents c = computeLocalComponents(parse, pair, regions.value());
        if (c.sPreserve)
            r.scores.push_back({QStringLiteral("bpm_s_preserve"), QString(), *c.sPreserve});
        r.scores.push_back({QStringLiteral("bpm_s_size"), QString(), c.sSize});
        r.scores.push_back({QStringLiteral("bpm_s_position"), QString(), c.sPosition});
        r.scores.push_back({QStringLiteral("bpm_s_region"), QString(), c.sRegion()});
    }
    if (keepImages) {
        r.source = source.value();
        r.edited = edited.value();
    }
    return r;
}

} // namespace

Result<ScoreReport> scoreStudy(StudyStore &store, const MetricRegistry &registry, const ScoreOptions &options,
                               const ProgressCallback &progress)
{
    ScoreReport report;
    auto study = store.load();
    if (!study)
        return study.error();

    // What each requested metric needs, and which learned metrics can run at all.
    QStringList pixelIds, learnedIds;
    bool detect = false, bpm = false;
    for (const QString &id : options.metrics) {
        const auto info = registry.metric(id);
        if (!info)
            continue;
        switch (info->kind) {
        case MetricKind::Pixel:
            pixelIds << id;
            report.versions.insert(id, info->version);
            break;
        case MetricKind::Learned:
            learnedIds << id;
            break;
        case MetricKind::Detector:
            detect = true;
            report.versions.insert(id, info->version);
            report.versions.insert(QStringLiteral("detect_boxes"), info->version);
            break;
        case MetricKind::Bpm:
            bpm = true;
            report.versions.insert(id, info->version);
            // S_modify needs CLIP on the region crops and the parsed object phrases: not computed yet, so BPM itself
            // (which normalizes S_modify over the set) has no value. Its model-free components are stored.
            report.unavailable.insert(
                id, QCoreApplication::translate("StudyScorer",
                                                "BPM unavailable: S_modify (CLIP on the region crops) is not computed "
                                                "yet; stored its components S_preserve, S_size, S_position, S_region"));
            break;
        }
    }

    std::unique_ptr<FileHashCache> hashes;
    std::unique_ptr<LearnedMetricEngine> engine;
    std::optional<ClipTokenizer> tokenizer;
    if (!learnedIds.isEmpty()) {
        if (options.modelDir.isEmpty()) {
            for (const QString &id : learnedIds)
                report.unavailable.insert(
                    id, QCoreApplication::translate("StudyScorer", "unavailable: no model folder given (--models DIR "
                                                                   "or EDITLENS_MODELS)"));
            learnedIds.clear();
        } else {
            auto models = ModelRegistry::builtin();
            if (!models)
                return models.error();
            hashes = std::make_unique<FileHashCache>();
            engine = std::make_unique<LearnedMetricEngine>(std::move(models).value(), options.modelDir, *hashes);
            const QString vocab = QDir(options.modelDir).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz"));
            QStringList usable;
            for (const QString &id : learnedIds) {
                if (const Status s = engine->availability(id); !s) {
                    report.unavailable.insert(id, s.error().message);
                    continue;
                }
                if (id == QLatin1String("clip_t") || id == QLatin1String("clip_d")) {
                    if (!tokenizer) {
                        auto t = ClipTokenizer::load(vocab);
                        if (!t) {
                            report.unavailable.insert(id, QCoreApplication::translate("StudyScorer", "unavailable: %1")
                                                              .arg(t.error().toString()));
                            continue;
                        }
                        tokenizer = std::move(t).value();
                    }
                }
                if (id == QLatin1String("clip_d")) {
                    // The study model has no source/target captions yet: CLIP-D has nothing to compare.
                    report.unavailable.insert(
                        id, QCoreApplication::translate("StudyScorer",
                                                        "unavailable: needs source and target captions, which this "
                                                        "study does not hold"));
                    continue;
                }
                auto version = engine->version(id);
                if (!version) {
                    report.unavailable.insert(id, version.error().toString());
                    continue;
                }
                report.versions.insert(id, version.value());
                usable << id;
            }
            learnedIds = usable;
        }
    }

    // Jobs: every output with an image, minus what is already stored with the same version.
    QVector<Job> jobs;
    for (const Item &item : study.value().items) {
        for (const Output &o : item.outputs) {
            if (o.path.isEmpty() || item.sourcePath.isEmpty())
                continue;
            ++report.outputs;
            Job job{o.id,
                    item.key,
                    store.paths().toAbsolute(item.sourcePath),
                    store.paths().toAbsolute(o.path),
                    item.instruction,
                    {},
                    false,
                    {},
                    false,
                    store.rootDir(),
                    item,
                    o};
            const auto stored = [&](const QString &id) {
                if (options.force)
                    return false;
                for (const Score &s : o.scores)
                    if (s.metric == id && s.version == report.versions.value(id))
                        return true;
                return false;
            };
            for (const QString &id : pixelIds)
                if (!stored(id))
                    job.pixel << id;
            for (const QString &id : learnedIds)
                if (!stored(id))
                    job.learned << id;
            // The detector's run is recorded as a score (its box count), so an output where it found nothing is
            // not run again either.
            if (detect)
                job.detect = !stored(QStringLiteral("detect_boxes"));
            if (bpm) {
                bool done = !options.force;
                if (done) {
                    done = false;
                    for (const Score &s : o.scores)
                        done |= s.metric == QLatin1String("bpm_s_region")
                                && s.version == report.versions.value(QStringLiteral("bpm"));
                }
                job.bpm = !done;
                // BPM regions fall back to the detector's boxes, which must then be computed in this run.
                job.detect = job.detect || (job.bpm && !detect);
            }
            if (job.pixel.isEmpty() && job.learned.isEmpty() && !job.detect && !job.bpm)
                ++report.skipped;
            else
                jobs.push_back(job);
        }
    }

    QThreadPool pool;
    pool.setMaxThreadCount(options.jobs > 0 ? options.jobs : QThread::idealThreadCount());
    const int chunk = std::max(1, options.chunkSize);
    const qint64 total = jobs.size();
    for (int start = 0; start < jobs.size(); start += chunk) {
        const QVector<Job> part = jobs.mid(start, chunk);
        const bool keepImages = !learnedIds.isEmpty();
        const QVector<PixelResult> pixel = QtConcurrent::blockingMapped(&pool, part, [keepImages](const Job &job) {
            return runPixelStage(job, keepImages);
        });

        QVector<OutputResults> results(part.size());
        for (int j = 0; j < part.size(); ++j) {
            results[j].outputId = part[j].outputId;
            if (pixel[j].error) {
                report.errors.push_back(*pixel[j].error);
                continue;
            }
            for (Score s : pixel[j].scores) {
                s.version = report.versions.value(s.metric.startsWith(QLatin1String("bpm_")) ? QStringLiteral("bpm")
                                                                                             : s.metric);
                results[j].scores.push_back(s);
            }
            if (pixel[j].differences && detect) {
                results[j].scores.push_back({QStringLiteral("detect_boxes"), DifferenceDetector::origin(),
                                             double(pixel[j].differences->size())});
                results[j].differences = pixel[j].differences;
                results[j].differencesOrigin = DifferenceDetector::origin();
            }
        }
        for (const QString &id : learnedIds) {
            std::vector<LearnedMetricItem> items;
            std::vector<int> index;
            for (int j = 0; j < part.size(); ++j) {
                if (pixel[j].error || !part[j].learned.contains(id))
                    continue;
                LearnedMetricItem item{pixel[j].source, pixel[j].edited, {}, {}, {}};
                if (id == QLatin1String("clip_t") && tokenizer && !part[j].instruction.trimmed().isEmpty()) {
                    auto tokens = tokenizer->tokenize(part[j].instruction);
                    if (tokens)
                        item.textTokens = std::move(tokens).value();
                }
                items.push_back(std::move(item));
                index.push_back(j);
            }
            if (items.empty())
                continue;
            auto values = engine->score(id, items);
            if (!values) {
                report.unavailable.insert(id, values.error().toString());
                continue;
            }
            for (size_t k = 0; k < index.size(); ++k)
                if (const auto &v = values.value()[k])
                    results[index[k]].scores.push_back({id, report.versions.value(id), *v});
        }

        QVector<OutputResults> toWrite;
        for (const OutputResults &r : results)
            if (!r.scores.isEmpty() || r.differences)
                toWrite.push_back(r);
        if (const Status s = writeResults(store, toWrite); !s)
            return s.error();
        for (const OutputResults &r : toWrite) {
            ++report.computed;
            report.valuesStored += r.scores.size();
            report.differencesStored += r.differences ? r.differences->size() : 0;
        }
        if (!reportProgress(progress, std::min<qint64>(start + chunk, total), total)) {
            report.cancelled = true;
            break;
        }
    }
    return report;
}

} // namespace editlens::core
