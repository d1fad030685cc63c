#pragma once

#include "scoring/autolabel.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace editlens::core {

class MetricRegistry;
class ModelRegistry;
class StudyStore;

/// The annotator and dimension ADIEE's automatic labels are stored under, unless told otherwise.
QString adieeRulesAnnotator(); ///< "adiee-rules"
QString adieeDimension();      ///< "adiee", scale 0-1
/// The `adiee` dimension with its 0-1 scale and description, as every ADIEE label declares it.
Dimension adieeDimensionSpec();
/// The metric id the rules' labels are also stored under, so that alignment compares them with people: "adiee_rules".
QString adieeRulesMetric();

struct StudyAutoLabelOptions
{
    autolabel::Options rules;
    QString annotator = adieeRulesAnnotator();
    /// Folder of model files: the metrics the rules read (clip_d, clip_i, clip_i_gt, dinov2_i, dinov2_gt) are scored
    /// first where not yet stored (scoreStudy(), which resumes). Empty: only stored values are used, and the report
    /// names what is missing.
    QString modelDir;
    int jobs = 0;
};

struct StudyAutoLabelReport
{
    int outputs = 0; ///< outputs the rules looked at (anchor samples not counted)
    int labelled = 0;
    int anchors = 0; ///< anchor samples left to their own labels
    autolabel::Thresholds thresholds;
    int thresholdItems = 0;             ///< input images whose CLIP-I and DINO-I to the ground truth made τ
    QMap<QString, int> byRule;          ///< rule id -> labels
    QMap<QString, int> unlabelled;      ///< why -> outputs without a label
    QMap<QString, QString> versions;    ///< metric -> version the rules read
    QMap<QString, QString> unavailable; ///< metric or threshold -> why it has no value
    QStringList lowQualityMatched;      ///< systems of the study the low-quality list matched
    QStringList highQualityMatched;
};

/// ADIEE §3.1 on every output of the study: reads clip_d, clip_i_gt and dinov2_gt (each metric's default version,
/// RatingTable::defaultMetricVersions()), computes τ_CLIP and τ_DINO as the percentile of the input images'
/// similarities to their ground truth (cosines of the stored embeddings: clip_i's source image with clip_i_gt's
/// ground-truth image, dinov2_i's with dinov2_gt's, one value per item with a ground truth), decides each output by
/// autolabel::decide() and stores the labels as ratings of `annotator` on dimension adieeDimension() with their rules
/// (RuleLabelStore::replace(): one transaction, earlier labels of that annotator replaced), and as scores of
/// adieeRulesMetric() whose version names the options (every earlier score of it replaced). `progress` covers the
/// scoring of missing metrics. ADIEE's anchor samples (isAnchorSystem(), labelled by addAnchorSamples()) are left
/// alone: they are neither decided nor counted. Errors: the study cannot be read or written, or the options are
/// invalid (the annotator must not be adieeAnchorsAnnotator(), whose labels this would replace). `models` says which
/// model each stored embedding belongs to (and scores the missing ones).
Result<StudyAutoLabelReport> autoLabelStudy(StudyStore &store, const MetricRegistry &registry,
                                            const ModelRegistry &models, const StudyAutoLabelOptions &options,
                                            const ProgressCallback &progress = {});

struct MultiTurnOptions
{
    int pairs = 0; ///< 0 = every pair i < j of each chain; N = N pairs per chain, drawn with `seed`
    quint64 seed = 20261121;
    QString annotator = adieeRulesAnnotator();
};

struct MultiTurnReport
{
    int chains = 0;
    int samples = 0;
    int outputs = 0;
    QStringList skipped; ///< chains left out, with why (an image of the chain is missing)
};

/// ADIEE §3.2: a new study at `outFile` (which must not exist; images stay where they are, under `store`'s root)
/// with, for each chain of `store` (items linked by source_item and turn; image 0 = the first turn's source, image
/// k = turn k's ground-truth output, else its first output) and each pair i < j of its images (all, or
/// `options.pairs` per chain drawn with the seed), one item `<first item's key>@<i>-<j>`: source = image i,
/// instruction = the instructions of turns i+1 … j joined by " ", ground truth = image j, and every image k of the
/// chain as an output of system `turn<k>` rated by autolabel::multiTurnLabel(i, j, k) (rule "multi_turn"). A local
/// study is built under a partial name beside `outFile` (partialStudyPath()) and renamed to `outFile` once its labels
/// are stored: a failed or killed build never leaves a study at `outFile`. On error the partial study is removed.
Result<MultiTurnReport> buildMultiTurnStudy(StudyStore &store, const QString &outFile, const MultiTurnOptions &options,
                                            const ProgressCallback &progress = {});

} // namespace editlens::core
