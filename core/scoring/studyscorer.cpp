// Over 600 lines for now: scoreStudy() still plans, runs the pixel stage, the learned stage and the BPM stage in one
// function. The planned split (a scoring plan, each stage testable alone, the BPM stage in bpm/) is the next
// code-health step; until then the stages are the sections below.
#include "scoring/studyscorer.h"

#include "scoring/diceclipstage.h"
#include "scoring/scoringchain.h"

#include "bpm/bpmregions.h"
#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"
#include "detect/differencedetector.h"
#include "inference/cliptokenizer.h"
#include "inference/filehashcache.h"
#include "inference/learnedmetrics.h"
#include "inference/modelregistry.h"
#include "metrics/pixelmetrics.h"
#include "storage/annotationstore.h"
#include "storage/embeddingstore.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QScopeGuard>
#include <QSet>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <opencv2/core/utility.hpp>

#include <algorithm>
#include <cmath>
#include <deque>
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
    BpmRules bpmRules = BpmRules::Paper;
    QSet<qint64> rejected; // differences a reviewer rejected
    QString studyRoot;
    Item itemData; // for BPM's regions (masks, differences) and parse
    Output output;
    // Absolute path of the item's ground truth; empty when no ground-truth metric is to be computed.
    QString groundTruthPath;
    // The ids of `pixel` measured against the ground truth (l1_gt, l2_gt).
    QStringList pixelGroundTruth;
    QStringList dice; // DICE + CLIP metric ids still to compute
};

/// ViFi-CLIP compares the 2-frame video with the instruction itself (what it was fine-tuned to rank).
bool usesInstruction(const QString &metricId)
{
    return metricId == QLatin1String("vificlip") || metricId == QLatin1String("vificlip_reversed");
}

bool hasCaptions(const Item &item)
{
    return !item.sourceCaption.trimmed().isEmpty() && !item.targetCaption.trimmed().isEmpty();
}

/// What S_modify needs from one output, prepared on the worker: the two region crops (or, for a global edit, the
/// whole edited image) and the parsed object phrases.
struct ModifyInput
{
    bool global = false;
    cv::Mat cropOrigin;
    cv::Mat cropEdited;
    cv::Mat edited; // global edit: CLIP-T(edited image, instruction)
    QString o1;
    QString o2;
    ModifyFlags flags;
};

/// Result of the pixel stage of one job (worker thread).
struct PixelResult
{
    std::optional<ModifyInput> modify;
    QMap<QString, QString> bpmReasons; // component metric id → why it has no value
    QVector<Score> scores;
    std::optional<QVector<Difference>> differences;
    std::optional<Error> error;
    cv::Mat source;
    cv::Mat edited;
    cv::Mat groundTruth; // decoded when the job has a ground-truth path
};

/// l1_gt and l2_gt of one job: the edited image brought onto the ground truth's grid (MagicBrush resizes the
/// generated image to the ground-truth size), then MagicBrush's L1 (torch L1Loss) and "L2" (torch MSELoss) on [0, 1].
std::optional<Error> groundTruthPixelScores(const Job &job, const cv::Mat &edited, PixelResult &r)
{
    if (job.groundTruthPath.isEmpty())
        return std::nullopt;
    auto truth = readBgrImage(job.groundTruthPath);
    if (!truth)
        return truth.error();
    r.groundTruth = truth.value();
    if (job.pixelGroundTruth.isEmpty())
        return std::nullopt;
    PixelMetricOptions options;
    options.computeSsim = false;
    const auto m = computePixelMetrics(r.groundTruth, edited, options);
    if (!m)
        return Error{m.error().message, job.editedPath};
    const QMap<QString, double> values = {{QStringLiteral("l1_gt"), m.value().l1},
                                          {QStringLiteral("l2_gt"), m.value().mse}};
    for (const QString &id : job.pixelGroundTruth)
        r.scores.push_back({id, QString(), values.value(id)});
    return std::nullopt;
}

/// The pixel metrics and the detector of one job (worker thread). Keeps the decoded edited image in r.edited for
/// runBpmStage(); the caller drops it when nothing else needs it.
PixelResult runPixelStage(const Job &job, const Result<cv::Mat> &source)
{
    PixelResult r;
    if (!source) {
        r.error = source.error();
        return r;
    }
    auto edited = readBgrImage(job.editedPath);
    if (!edited) {
        r.error = edited.error();
        return r;
    }
    if (const std::optional<Error> e = groundTruthPixelScores(job, edited.value(), r)) {
        r.error = e;
        return r;
    }
    if (job.pixel.size() > job.pixelGroundTruth.size()) {
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
            if (!job.pixelGroundTruth.contains(id))
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
    r.edited = edited.value();
    return r;
}

/// BPM's model-free components of one job, after the pixel stage of every job of its item (`freshBoxes`: the
/// detector boxes this run found on the item's outputs, by output id).
void runBpmStage(const Job &job, const cv::Mat &source, PixelResult &r,
                 const QMap<qint64, QVector<Difference>> &freshBoxes)
{
    if (!job.bpm || r.error)
        return;
    const cv::Mat edited = r.edited;
    {
        const EditParse parse = job.itemData.parse.isEmpty() ? InstructionParser().parse(job.instruction)
                                                             : EditParse::fromJson(job.itemData.parse);
        auto aligned = alignToSource(source, edited);
        if (!aligned) {
            r.error = Error{aligned.error().message, job.editedPath};
            return;
        }
        const BpmPair pair{source, aligned.value(), QSize(edited.cols, edited.rows)};
        RegionOptions regionOptions;
        regionOptions.studyRoot = job.studyRoot;
        regionOptions.rejectedDifferences = job.rejected;
        // This run's detector boxes when it ran; resolveBpmRegions reads an earlier run's from the output itself.
        const QVector<Difference> fallback = r.differences.value_or(QVector<Difference>());
        auto regions = resolveBpmRegions(job.itemData, job.output, parse, pair, fallback, regionOptions);
        if (regions && regions.value().source == RegionSource::None) {
            regionOptions.itemWindows =
                itemSearchWindows(job.itemData, job.outputId, job.rejected, freshBoxes, source.size());
            if (!regionOptions.itemWindows.empty())
                regions = resolveBpmRegions(job.itemData, job.output, parse, pair, fallback, regionOptions);
        }
        if (!regions) {
            r.error = regions.error();
            return;
        }
        const BpmComponents c = computeLocalComponents(parse, pair, regions.value(), job.bpmRules);
        ModifyInput modify;
        modify.global = parse.global;
        modify.flags = modifyFlagsFor(parse);
        modify.o1 = parse.originalPart;
        modify.o2 = parse.editedPart;
        if (parse.global) {
            modify.edited = aligned.value();
            modify.o1 = job.instruction; // CLIP-T's text for a global edit
        } else {
            const ModifyCrops crops = modifyCrops(parse, regions.value(), source.size(), job.bpmRules);
            if (!crops.empty()) {
                modify.cropOrigin = source(crops.origin).clone();
                modify.cropEdited = aligned.value()(crops.edited).clone();
            }
        }
        r.modify = std::move(modify);
        // A global edit has no region term: BPM is CLIP-T alone (S_modify above).
        if (!parse.global) {
            const auto put = [&r](const char *metric, const std::optional<double> &value, const QString &reason) {
                if (value)
                    r.scores.push_back({QLatin1String(metric), QString(), *value});
                else
                    r.bpmReasons.insert(QLatin1String(metric), reason);
            };
            put("bpm_s_preserve", c.sPreserve, c.unavailableReason);
            put("bpm_s_size", c.sSize, c.sizeReason);
            put("bpm_s_position", c.sPosition, c.positionReason);
            if (c.sRegion())
                r.scores.push_back({QStringLiteral("bpm_s_region"), QString(), *c.sRegion()});
        }
    }
}

/// S_modify for every output of a chunk that prepared its crops: CLIP image embeddings of both crops, text
/// embeddings of the object phrases, then sModify() (global edits: CLIP-T of the edited image and instruction).
Status computeModify(LearnedMetricEngine &engine, const ClipTokenizer &tokenizer, const QVector<PixelResult> &pixel,
                     const QString &version, QVector<OutputResults> &results)
{
    const QString clipI = QStringLiteral("clip_i"), clipT = QStringLiteral("clip_t");
    const auto tokens = [&](const QString &phrase) -> std::vector<std::int64_t> {
        auto t = tokenizer.tokenize(phrase);
        return t ? std::move(t).value() : std::vector<std::int64_t>();
    };
    for (int j = 0; j < pixel.size(); ++j) {
        if (!pixel[j].modify || pixel[j].error)
            continue;
        const ModifyInput &in = *pixel[j].modify;
        std::optional<double> value;
        if (in.global) {
            // For a global edit o1 holds the instruction (REFERENCE.md §2: S_modify = CLIP-T(edited, instruction)).
            const LearnedMetricItem item{{}, in.edited, tokens(in.o1), {}, {}};
            auto v = engine.score(clipT, {item});
            if (!v)
                return v.error();
            value = v.value().front();
        } else if (!in.cropOrigin.empty()) {
            auto images = engine.encodeImages(clipI, {in.cropOrigin, in.cropEdited});
            if (!images)
                return images.error();
            std::vector<std::vector<std::int64_t>> texts;
            if (!in.flags.originIsNone)
                texts.push_back(tokens(in.o1));
            if (!in.flags.editedIsNone)
                texts.push_back(tokens(in.o2));
            if (texts.empty())
                continue;
            auto textRows = engine.encodeTexts(clipT, texts);
            if (!textRows)
                return textRows.error();
            const auto row = [](const Embeddings &e, int r) {
                const float *p = e.row(r);
                return std::vector<float>(p, p + e.dim);
            };
            const std::vector<float> t1 = in.flags.originIsNone ? std::vector<float>() : row(textRows.value(), 0);
            const std::vector<float> t2 =
                in.flags.editedIsNone ? std::vector<float>() : row(textRows.value(), in.flags.originIsNone ? 0 : 1);
            auto m = sModify(row(images.value(), 0), row(images.value(), 1), t1, t2, in.flags);
            if (!m)
                return m.error();
            value = m.value();
        }
        if (value)
            results[j].scores.push_back({QStringLiteral("bpm_s_modify"), version, *value});
    }
    return Status::success();
}

/// The set-level step of BPM over every output of the study: min-max normalization of S_preserve and S_modify over
/// all of them, then BPM(α), from the stored components alone (no image, no model: changing α is this step only).
/// Stores `bpm` and `bpm_s_semantic`, replacing values of an earlier α.
Status storeBpm(StudyStore &store, ScoreReport &report, const QString &modifyVersion, double alpha, BpmRules rules)
{
    auto study = store.load();
    if (!study)
        return study.error();
    const QString componentsVersion = report.versions.value(QStringLiteral("bpm"));
    QVector<BpmComponents> components;
    QVector<qint64> outputs;
    const InstructionParser parser;
    for (const Item &item : study.value().items) {
        const bool global =
            (item.parse.isEmpty() ? parser.parse(item.instruction) : EditParse::fromJson(item.parse)).global;
        for (const Output &o : item.outputs) {
            BpmComponents c;
            c.global = global;
            bool any = false;
            for (const Score &s : o.scores) {
                if (s.version == componentsVersion) {
                    any = true;
                    if (s.metric == QLatin1String("bpm_s_preserve"))
                        c.sPreserve = s.value;
                    else if (s.metric == QLatin1String("bpm_s_size"))
                        c.sSize = s.value;
                    else if (s.metric == QLatin1String("bpm_s_position"))
                        c.sPosition = s.value;
                } else if (s.metric == QLatin1String("bpm_s_modify") && s.version == modifyVersion) {
                    c.sModify = s.value;
                    any |= global; // a global edit has no other component
                }
            }
            if (!any)
                continue;
            components << c;
            outputs << o.id;
        }
    }
    BpmSetOptions setOptions;
    setOptions.alpha = alpha;
    setOptions.releasedPreserveQuirk = rules == BpmRules::Released;
    const QVector<BpmResult> results = computeBpm(components, setOptions);
    const QString version = QStringLiteral("%1; alpha %2").arg(modifyVersion, QString::number(alpha));
    QVector<OutputResults> toWrite;
    QString reason;
    int missing = 0;
    for (int i = 0; i < results.size(); ++i) {
        OutputResults r;
        r.outputId = outputs[i];
        r.replaceOtherVersions = true;
        if (results[i].bpm)
            r.scores.push_back({QStringLiteral("bpm"), version, *results[i].bpm});
        else if (missing++ == 0)
            reason = results[i].reason;
        if (results[i].sSemantic)
            r.scores.push_back({QStringLiteral("bpm_s_semantic"), version, *results[i].sSemantic});
        if (!r.scores.isEmpty())
            toWrite << r;
    }
    // BPM is unavailable as a metric only when no output has it; outputs without it are counted, with a reason.
    if (missing > 0 && missing == results.size() && !report.unavailable.contains(QStringLiteral("bpm")))
        report.unavailable.insert(QStringLiteral("bpm"), reason);
    else if (missing > 0)
        report.unavailable.insert(QStringLiteral("bpm (some outputs)"),
                                  QCoreApplication::translate("StudyScorer", "no BPM on %1 of %2 output(s), for "
                                                                             "example: %3")
                                      .arg(QString::number(missing), QString::number(results.size()), reason));
    if (!toWrite.isEmpty())
        report.versions.insert(QStringLiteral("bpm"), version);
    if (const Status s = writeResults(store, toWrite); !s)
        return s;
    for (const OutputResults &r : toWrite)
        for (const Score &score : r.scores)
            ++report.valuesPerMetric[score.metric];
    return Status::success();
}

/// The jobs of one item (one source image, decoded once): pixel metrics and detector for all of them first, then
/// BPM, whose regions may use what the detector found on the item's other outputs.
QVector<PixelResult> runGroup(const QVector<Job> &group, bool keepImages)
{
    const Result<cv::Mat> source = readBgrImage(group.first().sourcePath);
    QVector<PixelResult> out;
    QMap<qint64, QVector<Difference>> fresh;
    for (const Job &job : group) {
        out.push_back(runPixelStage(job, source));
        if (out.last().differences)
            fresh.insert(job.outputId, *out.last().differences);
    }
    for (int i = 0; i < group.size(); ++i) {
        if (source)
            runBpmStage(group[i], source.value(), out[i], fresh);
        if (keepImages && source && !out[i].error) {
            out[i].source = source.value();
        } else {
            out[i].edited.release();
            out[i].groundTruth.release();
        }
    }
    return out;
}

/// Jobs that share a source image (the outputs of one item), so that it is decoded once: PNG decoding is a large
/// part of a pair's cost.
QVector<QVector<Job>> groupBySource(const QVector<Job> &jobs)
{
    QVector<QVector<Job>> groups;
    for (const Job &job : jobs) {
        if (groups.isEmpty() || groups.last().first().sourcePath != job.sourcePath)
            groups.push_back({});
        groups.last().push_back(job);
    }
    return groups;
}

} // namespace

// The models.json formula "text(instruction or target caption)".
QString clipTText(const Item &item)
{
    return item.targetCaption.trimmed().isEmpty() ? item.instruction : item.targetCaption;
}

Result<ScoreReport> scoreStudy(StudyStore &store, const MetricRegistry &registry, const ScoreOptions &options,
                               const ProgressCallback &progress)
{
    ScoreReport report;
    auto study = store.load();
    if (!study)
        return study.error();
    // The items as scored: themselves, or each chain's last turn seen from its first (--chain final).
    const bool chainFinal = options.chain == ChainMode::Final;
    auto scoredItems = itemsToScore(study.value().items, options.chain);
    if (!scoredItems)
        return scoredItems.error();
    const QVector<Item> &items = scoredItems.value();
    const auto storedId = [chainFinal](const QString &id) { return chainFinal ? chainFinalMetricId(id) : id; };

    // What each requested metric needs, and which learned metrics can run at all.
    QStringList pixelIds, learnedIds, diceIds;
    QSet<QString> groundTruthIds; // metrics measured against the item's ground-truth image
    bool detect = false, bpm = false;
    for (const QString &id : options.metrics) {
        const auto info = registry.metric(id);
        if (!info)
            continue;
        if (info->reference == MetricReference::GroundTruthImage)
            groundTruthIds.insert(id);
        if (chainFinal && !registry.supportsChainFinal(id)) {
            report.unavailable.insert(id,
                                      QCoreApplication::translate("StudyScorer",
                                                                  "unavailable with --chain final: its regions "
                                                                  "belong to one turn; score it with --chain turn"));
            continue;
        }
        switch (info->kind) {
        case MetricKind::Pixel:
            pixelIds << id;
            report.versions.insert(storedId(id), info->version);
            break;
        case MetricKind::Learned:
            learnedIds << id;
            break;
        case MetricKind::Detector:
            detect = true;
            report.versions.insert(id, info->version);
            report.versions.insert(QStringLiteral("detect_boxes"), info->version);
            break;
        case MetricKind::DiceClip:
            diceIds << id;
            break;
        case MetricKind::Bpm:
            bpm = true;
            report.versions.insert(id, info->version + QStringLiteral("; rules ") + bpmRulesName(options.bpmRules));
            // Until CLIP is found below (S_modify on the region crops), BPM itself has no value; its model-free
            // components are stored either way.
            report.unavailable.insert(
                id, QCoreApplication::translate("StudyScorer",
                                                "BPM unavailable: S_modify needs CLIP (the clip_i model and "
                                                "bpe_simple_vocab_16e6.txt.gz in the model folder); stored its "
                                                "components S_preserve, S_size, S_position, S_region"));
            break;
        }
    }

    std::unique_ptr<FileHashCache> hashes;
    std::unique_ptr<LearnedMetricEngine> engine;
    std::optional<ClipTokenizer> tokenizer;
    // One engine and one tokenizer for the learned metrics and BPM's S_modify, made when first needed.
    const auto ensureEngine = [&]() -> Status {
        if (engine)
            return Status::success();
        auto models = ModelRegistry::builtin();
        if (!models)
            return models.error();
        hashes = std::make_unique<FileHashCache>();
        engine = std::make_unique<LearnedMetricEngine>(std::move(models).value(), options.modelDir, *hashes);
        if (!options.vificlipModel.isEmpty())
            for (const char *id : {"vificlip", "vificlip_reversed"})
                if (const Status s = engine->setModelOverride(QLatin1String(id), options.vificlipModel); !s)
                    return s;
        return Status::success();
    };
    const QString vocab = QDir(options.modelDir).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz"));
    const auto ensureTokenizer = [&]() -> Status {
        if (tokenizer)
            return Status::success();
        auto t = ClipTokenizer::load(vocab);
        if (!t)
            return t.error();
        tokenizer = std::move(t).value();
        return Status::success();
    };
    if (!learnedIds.isEmpty()) {
        if (options.modelDir.isEmpty()) {
            for (const QString &id : learnedIds)
                report.unavailable.insert(
                    storedId(id),
                    QCoreApplication::translate("StudyScorer", "unavailable: no model folder given (--models DIR "
                                                               "or EDITLENS_MODELS)"));
            learnedIds.clear();
        } else {
            if (const Status e = ensureEngine(); !e)
                return e.error();
            QStringList usable;
            for (const QString &id : learnedIds) {
                if (const Status s = engine->availability(id); !s) {
                    report.unavailable.insert(storedId(id), s.error().message);
                    continue;
                }
                if (id == QLatin1String("clip_t") || id == QLatin1String("clip_d") || usesInstruction(id)) {
                    if (const Status t = ensureTokenizer(); !t) {
                        report.unavailable.insert(
                            storedId(id),
                            QCoreApplication::translate("StudyScorer", "unavailable: %1").arg(t.error().toString()));
                        continue;
                    }
                }
                if (id == QLatin1String("clip_d") && std::none_of(items.cbegin(), items.cend(), hasCaptions)) {
                    // CLIP-D compares the caption pair's direction with the images' direction: nothing to compare.
                    report.unavailable.insert(
                        storedId(id),
                        QCoreApplication::translate("StudyScorer",
                                                    "unavailable: needs source and target captions (manifest "
                                                    "fields source_caption and target_caption); no item of this "
                                                    "study has both"));
                    continue;
                }
                auto version = engine->version(id);
                if (!version) {
                    report.unavailable.insert(storedId(id), version.error().toString());
                    continue;
                }
                report.versions.insert(storedId(id), version.value());
                usable << id;
            }
            learnedIds = usable;
        }
    }

    // BPM's S_modify runs CLIP (clip_i's model and preprocessing, clip_t's text side) on region crops.
    QString modifyVersion;
    if (bpm && !options.modelDir.isEmpty()) {
        if (const Status e = ensureEngine(); !e)
            return e.error();
        // Without a vocabulary S_modify is unavailable, and BPM's message (set above) says what it needs.
        const bool haveTokenizer = ensureTokenizer().ok();
        if (haveTokenizer && engine->availability(QStringLiteral("clip_i"))
            && engine->availability(QStringLiteral("clip_t")))
            if (auto v = engine->version(QStringLiteral("clip_i")))
                modifyVersion =
                    report.versions.value(QStringLiteral("bpm")) + QStringLiteral("; S_modify ") + v.value();
    }
    if (bpm && !modifyVersion.isEmpty())
        report.unavailable.remove(QStringLiteral("bpm"));

    // DICE + CLIP: CLIP on the differences of options.diceOrigin (scoring/diceclipstage).
    DiceClipStage dice(diceIds, options.diceOrigin, items);
    if (dice.requested()) {
        if (!options.modelDir.isEmpty())
            if (const Status e = ensureEngine(); !e)
                return e.error();
        const Status haveTokenizer = options.modelDir.isEmpty() ? Status::success() : ensureTokenizer();
        dice.prepare(engine.get(), tokenizer ? &*tokenizer : nullptr,
                     haveTokenizer ? QString() : haveTokenizer.error().toString(), report);
    }

    // Differences a reviewer rejected stay out of BPM's regions (they are not the edit).
    QSet<qint64> rejected;
    if (bpm) {
        auto r = AnnotationStore(store).rejectedDifferences();
        if (!r)
            return r.error();
        rejected = r.value();
    }

    // Retrieval and ADIEE's automatic labels read what a metric encoded: an output whose value is stored without
    // every kind of its embeddings (scored by an older EditLens) is encoded again.
    QMap<QString, QSet<qint64>> embedded;
    for (const QString &id : chainFinal ? QStringList() : learnedIds) {
        const QStringList kinds = storedEmbeddingKinds(id, groundTruthIds.contains(id));
        if (kinds.isEmpty())
            continue;
        EmbeddingStore embeddings(store);
        std::optional<QSet<qint64>> complete;
        for (const QString &kind : kinds) {
            auto with = embeddings.outputsWith(engine->modelIdFor(id), report.versions.value(id), kind);
            if (!with)
                return with.error();
            complete = complete ? complete->intersect(with.value()) : with.value();
        }
        embedded.insert(id, *complete);
    }

    // Jobs: every output with an image, minus what is already stored with the same version.
    QVector<Job> jobs;
    QMap<QString, int> withoutGroundTruth; // ground-truth metric -> outputs whose item has no ground-truth image
    for (const Item &item : items) {
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
                    options.bpmRules,
                    rejected,
                    store.rootDir(),
                    item,
                    o,
                    {},
                    {},
                    {}};
            const auto stored = [&](const QString &id) {
                if (options.force)
                    return false;
                const QString key = storedId(id);
                for (const Score &s : o.scores)
                    if (s.metric == key && s.version == report.versions.value(key))
                        return true;
                return false;
            };
            // A ground-truth metric of an item without a ground-truth image has no value: never a default one.
            const auto computable = [&](const QString &id) {
                if (!groundTruthIds.contains(id) || !item.groundTruthPath.isEmpty())
                    return true;
                ++withoutGroundTruth[id];
                return false;
            };
            for (const QString &id : pixelIds)
                if (computable(id) && !stored(id)) {
                    job.pixel << id;
                    if (groundTruthIds.contains(id))
                        job.pixelGroundTruth << id;
                }
            for (const QString &id : learnedIds)
                if (computable(id) && (!stored(id) || (embedded.contains(id) && !embedded.value(id).contains(o.id))))
                    job.learned << id;
            const bool needsGroundTruth =
                !job.pixelGroundTruth.isEmpty()
                || std::any_of(job.learned.cbegin(), job.learned.cend(),
                               [&](const QString &id) { return groundTruthIds.contains(id); });
            if (needsGroundTruth)
                job.groundTruthPath = store.paths().toAbsolute(item.groundTruthPath);
            // The detector's run is recorded as a score (its box count), so an output where it found nothing is
            // not run again either.
            if (detect)
                job.detect = !stored(QStringLiteral("detect_boxes"));
            if (bpm) {
                bool done = !options.force;
                if (done) {
                    done = false;
                    // Any component of this version: a component that could not be judged is not stored.
                    for (const Score &s : o.scores)
                        done |= s.metric.startsWith(QLatin1String("bpm_s_"))
                                && s.metric != QLatin1String("bpm_s_modify")
                                && s.version == report.versions.value(QStringLiteral("bpm"));
                    if (done && !modifyVersion.isEmpty()) {
                        bool modified = false;
                        for (const Score &s : o.scores)
                            modified |= s.metric == QLatin1String("bpm_s_modify") && s.version == modifyVersion;
                        done = modified;
                    }
                }
                job.bpm = !done;
                // BPM's regions come from masks, else differences (stored detector boxes included); only without any
                // do they need the detector to run in this run.
                bool hasRegions = !item.masks.isEmpty() || !o.masks.isEmpty() || !o.differences.isEmpty();
                for (const Score &s : o.scores)
                    hasRegions |= s.metric == QLatin1String("detect_boxes");
                job.detect = job.detect || (job.bpm && !hasRegions);
            }
            job.dice = dice.pending(o, job.detect, stored);
            if (job.pixel.isEmpty() && job.learned.isEmpty() && !job.detect && !job.bpm && job.dice.isEmpty())
                ++report.skipped;
            else
                jobs.push_back(job);
        }
    }
    for (auto it = withoutGroundTruth.cbegin(); it != withoutGroundTruth.cend(); ++it) {
        const QString key = storedId(it.key());
        if (report.unavailable.contains(key))
            continue; // already unavailable for another reason (no model)
        if (it.value() == report.outputs)
            report.unavailable.insert(key,
                                      QCoreApplication::translate("StudyScorer", "unavailable, because no item has a "
                                                                                 "ground-truth image"));
        else
            report.unavailable.insert(key + QStringLiteral(" (some outputs)"),
                                      QCoreApplication::translate("StudyScorer",
                                                                  "unavailable on %1 of %2 output(s), because the "
                                                                  "item has no ground-truth image")
                                          .arg(QString::number(it.value()), QString::number(report.outputs)));
    }

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
    const int chunk = std::max(1, options.chunkSize);
    const qint64 total = jobs.size();
    const bool keepImages = !learnedIds.isEmpty() || dice.active();
    // The pixel stage of the next chunks runs on the pool while this thread runs the learned metrics and writes the
    // current chunk: the workers never wait for the database, and the slowest group of a chunk overlaps the next.
    constexpr int chunksInFlight = 3;
    std::deque<QFuture<QVector<PixelResult>>> inFlight;
    int submitted = 0;
    const auto submitNext = [&] {
        if (submitted >= jobs.size())
            return;
        inFlight.push_back(
            QtConcurrent::mapped(&pool, groupBySource(jobs.mid(submitted, chunk)),
                                 [keepImages](const QVector<Job> &group) { return runGroup(group, keepImages); }));
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
        submitNext();
        QVector<PixelResult> pixel;
        for (const QVector<PixelResult> &g : grouped)
            pixel += g;

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
                if (!s.metric.startsWith(QLatin1String("bpm_")))
                    s.metric = storedId(s.metric);
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
                // Against the ground truth (clip_i_gt, dino_gt, dinov2_gt): the ground truth takes the source's place.
                const cv::Mat &reference = groundTruthIds.contains(id) ? pixel[j].groundTruth : pixel[j].source;
                LearnedMetricItem item{reference, pixel[j].edited, {}, {}, {}};
                const Item &data = part[j].itemData;
                const auto tokenize = [&](const QString &text) {
                    std::vector<std::int64_t> tokens;
                    if (tokenizer && !text.trimmed().isEmpty())
                        if (auto t = tokenizer->tokenize(text))
                            tokens = std::move(t).value();
                    return tokens;
                };
                if (id == QLatin1String("clip_t"))
                    item.textTokens = tokenize(clipTText(data));
                if (usesInstruction(id))
                    item.textTokens = tokenize(data.instruction);
                if (id == QLatin1String("clip_d") && hasCaptions(data)) {
                    item.sourceCaptionTokens = tokenize(data.sourceCaption);
                    item.targetCaptionTokens = tokenize(data.targetCaption);
                }
                items.push_back(std::move(item));
                index.push_back(j);
            }
            if (items.empty())
                continue;
            auto values = engine->scoreWithEmbeddings(id, items);
            if (!values) {
                report.unavailable.insert(storedId(id), values.error().toString());
                continue;
            }
            // Embeddings are stored for the per-turn setting only: a final-turn value's encodings (the first turn's
            // input, the joined instructions) would otherwise take the place of the output's own under the same key.
            const QString model = engine->modelIdFor(id), version = report.versions.value(storedId(id));
            for (size_t k = 0; k < index.size(); ++k) {
                if (const auto &v = values.value().values[k])
                    results[index[k]].scores.push_back({storedId(id), version, *v});
                if (!chainFinal)
                    for (ItemEmbedding &e : values.value().embeddings[k])
                        results[index[k]].embeddings.push_back(
                            {part[index[k]].outputId, model, version,
                             groundTruthIds.contains(id) && e.kind == embeddingKindSourceImage()
                                 ? embeddingKindGroundTruthImage()
                                 : e.kind,
                             std::move(e.values)});
            }
        }

        for (int j = 0; j < part.size(); ++j)
            if (!pixel[j].error && !part[j].dice.isEmpty()) {
                auto values = dice.score(part[j].itemData, part[j].output, part[j].dice, pixel[j].source,
                                         pixel[j].edited, pixel[j].differences);
                if (values)
                    results[j].scores += values.value();
                else
                    report.errors.push_back(values.error());
            }

        if (!modifyVersion.isEmpty())
            if (const Status s = computeModify(*engine, *tokenizer, pixel, modifyVersion, results); !s)
                report.errors.push_back(s.error());

        QVector<OutputResults> toWrite;
        for (const OutputResults &r : results)
            if (!r.scores.isEmpty() || r.differences || !r.embeddings.isEmpty())
                toWrite.push_back(r);
        if (const Status s = writeResults(store, toWrite); !s)
            return s.error();
        for (const OutputResults &r : toWrite) {
            ++report.computed;
            report.valuesStored += r.scores.size();
            for (const Score &score : r.scores)
                ++report.valuesPerMetric[score.metric];
            report.differencesStored += r.differences ? r.differences->size() : 0;
        }
        if (!reportProgress(progress, std::min<qint64>(start + chunk, total), total)) {
            report.cancelled = true;
            break;
        }
    }
    dice.finish(report, report.outputs);
    for (auto it = notJudged.cbegin(); it != notJudged.cend(); ++it)
        report.unavailable.insert(it.key(), QCoreApplication::translate("StudyScorer", "not judged on %1 output(s), "
                                                                                       "for example: %2")
                                                .arg(QString::number(it->first), it->second));
    if (bpm && !modifyVersion.isEmpty() && !report.cancelled) {
        if (const Status s = storeBpm(store, report, modifyVersion, options.alpha, options.bpmRules); !s)
            return s.error();
    }
    return report;
}

} // namespace editlens::core
