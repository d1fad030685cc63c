#include "scoring/pixelstage.h"

#include "bpm/bpmregions.h"
#include "bpm/instructionparser.h"
#include "detect/differencedetector.h"
#include "metrics/pixelmetrics.h"
#include "study/exclusionregions.h"
#include "study/metricids.h"

#include <cmath>

namespace editlens::core {

namespace {

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
    const QMap<QString, double> values = {{QString(metricid::l1GroundTruth), m.value().l1},
                                          {QString(metricid::l2GroundTruth), m.value().mse}};
    for (const QString &id : job.pixelGroundTruth)
        r.scores.push_back({id, QString(), values.value(id)});
    return std::nullopt;
}

} // namespace

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
    QStringList builtIn;
    for (const QString &id : job.pixel)
        if (!job.pixelGroundTruth.contains(id) && !job.pixelFunctions.contains(id))
            builtIn << id;
    if (!job.pixelFunctions.isEmpty()) {
        const auto aligned = alignToSource(source.value(), edited.value());
        if (!aligned) {
            r.error = Error{aligned.error().message, job.editedPath};
            return r;
        }
        for (auto it = job.pixelFunctions.cbegin(); it != job.pixelFunctions.cend(); ++it) {
            const double value = it.value()(source.value(), aligned.value());
            if (!std::isnan(value))
                r.scores.push_back({it.key(), QString(), value});
        }
    }
    if (!builtIn.isEmpty()) {
        PixelMetricOptions options;
        options.computeSsim = job.pixel.contains(metricid::ssim);
        const auto m = computePixelMetrics(source.value(), edited.value(), options);
        if (!m) {
            r.error = Error{m.error().message, job.editedPath};
            return r;
        }
        const QMap<QString, double> values = {{metricid::l1, m.value().l1},
                                              {metricid::mse, m.value().mse},
                                              {metricid::psnr, m.value().psnr},
                                              {metricid::ssim, m.value().ssim}};
        for (const QString &id : std::as_const(builtIn))
            r.scores.push_back({id, QString(), values.value(id)});
    }
    if (job.detect) {
        const auto boxes =
            DifferenceDetector().detect(source.value(), edited.value(), exclusionBoxes(job.itemData.tags));
        if (!boxes) {
            r.error = Error{boxes.error().message, job.editedPath};
            return r;
        }
        // The detector works in the source frame; ADD/EDIT boxes live on the edited image (DICE's convention), so
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
        const EditParse parse = effectiveParse(job.itemData.parse, job.instruction, InstructionParser(), job.bpmParser);
        auto aligned = alignToSource(source, edited);
        if (!aligned) {
            r.error = Error{aligned.error().message, job.editedPath};
            return;
        }
        const BpmPair pair{source, aligned.value(), QSize(edited.cols, edited.rows), edited};
        RegionOptions regionOptions;
        regionOptions.studyRoot = job.studyRoot;
        regionOptions.rejectedDifferences = job.rejected;
        regionOptions.grounded = job.grounded;
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
        if (c.sModify) {
            modify.value = c.sModify; // the released rules' failed edit: no crop to judge
        } else if (parse.global) {
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
            const auto put = [&r](QLatin1String metric, const std::optional<double> &value, const QString &reason) {
                if (value)
                    r.scores.push_back({metric, QString(), *value});
                else
                    r.bpmReasons.insert(metric, reason);
            };
            put(metricid::bpmSPreserve, c.sPreserve, c.unavailableReason);
            put(metricid::bpmSSize, c.sSize, c.sizeReason);
            put(metricid::bpmSPosition, c.sPosition, c.positionReason);
            if (c.sRegion())
                r.scores.push_back({metricid::bpmSRegion, QString(), *c.sRegion()});
        }
    }
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

} // namespace editlens::core
