#pragma once

#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"
#include "scoring/metricregistry.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

#include <opencv2/core/mat.hpp>

#include <optional>

namespace editlens::core {

/// One output to score, with what is still missing for it (planJobs()). Plain values: safe to hand to worker threads.
struct Job
{
    qint64 outputId = 0;
    QString item;
    QString sourcePath; ///< absolute
    QString editedPath; ///< absolute
    QString instruction;
    QStringList pixel;   ///< pixel metric ids still to compute
    bool detect = false; ///< run the detector
    QStringList learned; ///< learned metric ids still to compute
    bool bpm = false;    ///< BPM's model-free components
    BpmRules bpmRules = BpmRules::Paper;
    BpmParser bpmParser = BpmParser::Rules;
    QSet<qint64> rejected;    ///< differences a reviewer rejected
    GroundedRegions grounded; ///< the objects a vision-language model located for this output
    QString studyRoot;
    Item itemData; ///< for BPM's regions (masks, differences) and parse
    Output output;
    /// Absolute path of the item's ground truth; empty when no ground-truth metric is to be computed.
    QString groundTruthPath;
    QStringList pixelGroundTruth; ///< the ids of `pixel` measured against the ground truth (l1_gt, l2_gt)
    QMap<QString, PixelFunction>
        pixelFunctions; ///< the ids of `pixel` with a function of their own (MetricInfo::compute)
    QStringList dice;   ///< DICE + CLIP metric ids still to compute
};

/// What S_modify needs from one output, prepared on the worker: the two region crops (or, for a global edit, the
/// whole edited image) and the parsed object phrases. Images are 8-bit BGR and own their pixels.
struct ModifyInput
{
    bool global = false;
    /// S_modify known without a model (the released rules' failed edit: 0); then no crop is encoded.
    std::optional<double> value;
    cv::Mat cropOrigin;
    cv::Mat cropEdited;
    cv::Mat edited; ///< global edit: CLIP-T(edited image, instruction)
    QString o1;     ///< the original object phrase; a global edit's instruction
    QString o2;     ///< the edited object phrase
    ModifyFlags flags;
};

/// The worker side's result for one job: values with their registry ids (no version yet), the detector's boxes, what
/// S_modify and the learned metrics need next (decoded images, 8-bit BGR), or the error that skipped the output.
struct PixelResult
{
    std::optional<ModifyInput> modify;
    QMap<QString, QString> bpmReasons; ///< component metric id → why it has no value
    QVector<Score> scores;
    std::optional<QVector<Difference>> differences; ///< the detector's boxes when it ran
    std::optional<Error> error;
    cv::Mat source;      ///< kept only for the learned and DICE + CLIP stages (runGroup's keepImages)
    cv::Mat edited;      ///< as `source`
    cv::Mat groundTruth; ///< decoded when the job has a ground-truth path
};

/// The pixel metrics (source and ground truth) and the detector of one job, `source` already decoded. Keeps the
/// decoded edited image in the result for BPM's regions. Any thread.
PixelResult runPixelStage(const Job &job, const Result<cv::Mat> &source);

/// BPM's model-free components of one job and what S_modify needs, after the pixel stage of every job of its item
/// (`freshBoxes`: the detector boxes this run found on the item's outputs, by output id). Any thread.
void runBpmStage(const Job &job, const cv::Mat &source, PixelResult &r,
                 const QMap<qint64, QVector<Difference>> &freshBoxes);

/// The jobs of one item (one source image, decoded once): pixel metrics and detector for all of them first, then
/// BPM, whose regions may use what the detector found on the item's other outputs. `keepImages`: keep the decoded
/// images for the learned and DICE + CLIP stages. Results in job order. Any thread (the pool's workers).
QVector<PixelResult> runGroup(const QVector<Job> &group, bool keepImages);

/// Consecutive jobs that share a source image (the outputs of one item), so that it is decoded once: PNG decoding is
/// a large part of a pair's cost. Order kept.
QVector<QVector<Job>> groupBySource(const QVector<Job> &jobs);

} // namespace editlens::core
