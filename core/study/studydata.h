#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

/// DICE's three kinds of difference. ADD and EDIT live on the edited image, REMOVE on the original.
enum class EditOp { Add, Remove, Edit };

QString editOpName(EditOp op);                             ///< "ADD", "REMOVE", "EDIT"
std::optional<EditOp> editOpFromName(const QString &name); ///< case-insensitive

/// Who produced a difference, a coherence label or a mask.
enum class OriginKind {
    Detector,    ///< an automatic detector (DICE, EditLens's built-in detector); origin = its name
    Annotator,   ///< a person; origin = the annotator's name
    GroundTruth, ///< known by construction (the synthetic demo) or shipped with a dataset
};

QString originKindName(OriginKind kind); ///< "detector", "annotator", "ground_truth"
std::optional<OriginKind> originKindFromName(const QString &name);

/// A human's choice between the outputs A and B of one item (GenAI-Bench votes, BPM's -1/0/1).
enum class PreferenceChoice { A, B, Tie, BothBad };

QString preferenceChoiceName(PreferenceChoice choice); ///< "A", "B", "tie", "both_bad"
std::optional<PreferenceChoice> preferenceChoiceFromName(const QString &name);

/// What an output stands for in BPM's ground-truth test (BPM Table 4): per item, the ground-truth edit,
/// an excessively preserved candidate (the original plus Gaussian noise) and an excessively modified one (an image
/// generated from the instruction alone). Most outputs have no role.
enum class OutputRole { None, GroundTruth, ExcessivelyPreserved, ExcessivelyModified };

/// "" (None), "ground_truth", "excessively_preserved", "excessively_modified".
QString outputRoleName(OutputRole role);
/// The inverse of outputRoleName() (exact, surrounding whitespace ignored; "" → None); nullopt for any other text.
std::optional<OutputRole> outputRoleFromName(const QString &name);

/// Where a record came from in an input file, for "file:line: message" errors.
struct SourceLocation
{
    QString file;
    int line = 0;
};

/// An annotator's review of a difference (DICE-D-style): accepted as a real change, rejected (not a change, or not
/// there), or relabelled (a real change whose op or description the annotator corrected).
enum class ReviewDecision { Accepted, Rejected, Relabelled };
QString reviewDecisionName(ReviewDecision d); ///< "accepted", "rejected", "relabelled"
std::optional<ReviewDecision> reviewDecisionFromName(const QString &name);

/// One annotator's review of one difference, with when it was made (ISO 8601 UTC; empty when unknown).
struct DifferenceReview
{
    QString annotator;
    ReviewDecision decision = ReviewDecision::Accepted;
    QString updatedAt;
};

struct CoherenceLabel
{
    bool coherent = true; ///< YES = the difference is coherent with the instruction
    QString rationale;
    OriginKind originKind = OriginKind::Annotator;
    QString origin; ///< annotator or estimator name
};

/// What a detector first proposed for one of its boxes, kept when a reviewer relabels or moves the box: the box
/// then holds the reviewer's correction, and the detector is still scored on its own guess. Pixels as Difference::box.
struct DetectorProposal
{
    EditOp op = EditOp::Edit;
    QString description;
    QRectF box;
};

/// A proposal as the study stores it (differences.proposal, the manifest's `proposal`): a JSON object {op,
/// description, box: [x0, y0, x1, y1]}.
QJsonObject detectorProposalJson(const DetectorProposal &proposal);
/// The inverse of detectorProposalJson(); nullopt for anything else (an unknown op, a box without four numbers).
std::optional<DetectorProposal> detectorProposalFromJson(const QJsonObject &json);

/// One difference between an original and an edited image.
/// `box` is in pixels of the image the op lives on (edited for ADD/EDIT, original for REMOVE);
/// importers that read normalized boxes set `boxIsNormalized` until the import resolver converts them.
struct Difference
{
    qint64 id = 0;
    EditOp op = EditOp::Edit;
    QString description;
    QRectF box; ///< pixels, x right, y down
    bool boxIsNormalized = false;
    double confidence = 1.0;
    OriginKind originKind = OriginKind::Detector;
    QString origin;
    QVector<CoherenceLabel> coherence;
    QVector<DifferenceReview> reviews; ///< per annotator; none = unreviewed
    /// A detector's box only: its own guess, when a reviewer has since relabelled or moved it; nullopt = the box is
    /// as the detector proposed it (or was changed before the guess was kept, in a study older than schema 10).
    std::optional<DetectorProposal> proposal{};
};

/// A mask image referenced by path (white = region). `kind` is one of
/// "edit_region" (MagicBrush), "origin" (BPM M_origin), "edit" (BPM M_edit), "preserve".
struct Mask
{
    QString path; ///< relative to the study root once stored
    QString kind = QStringLiteral("edit_region");
    OriginKind originKind = OriginKind::GroundTruth;
    QString origin;
};

struct Score
{
    QString metric;  ///< metric id, e.g. "l1", "clip_i", "viescore_gpt4o"
    QString version; ///< exact version of model + preprocessing; may be "imported"
    double value = 0.0;
};

struct Rating
{
    QString annotator;
    QString dimension;
    double value = 0.0;
    int line = 0; ///< import bookkeeping: line in the input file, 0 when unknown; not stored
    /// Why a rules annotator gave it (ADIEE's automatic labels), read from the study's label_rules: the rule's id and
    /// the values it looked at. Empty for a person's rating; imports do not set them.
    QString rule{};
    QString ruleDetail{};
};

struct Preference
{
    QString systemA;
    QString systemB;
    QString annotator;
    QString dimension; ///< empty = overall preference
    PreferenceChoice choice = PreferenceChoice::Tie;
};

/// A pairwise judge's verdict on the outputs A and B of one item, kept as the judge wrote it
/// (e.g. "[[A>B]]", see stats::parseJudgeVerdict) so that accuracy rules can change without a re-import.
struct JudgeVote
{
    QString systemA;
    QString systemB;
    QString judge;   ///< judge name, e.g. "gpt4o"
    QString verdict; ///< raw verdict, e.g. "[[A>B]]"
};

/// One edited image produced by a named editing system for an item. `path` may be empty
/// (ratings imported from elsewhere without images).
struct Output
{
    qint64 id = 0;
    QString system;
    QString path;
    QSize size;                         ///< pixel size read from the file header; invalid without an image
    OutputRole role = OutputRole::None; ///< the output's part in the ground-truth test, if any
    QVector<Score> scores;
    QVector<Rating> ratings;
    QVector<Difference> differences;
    QVector<Mask> masks;
    /// Annotators who marked this output "complete: no further differences": its differences of theirs are the whole
    /// truth, which is what puts the output into a difference-detection evaluation set.
    QStringList completeBy{};
};

/// One source image + instruction with one or more outputs.
struct Item
{
    qint64 id = 0;
    QString key; ///< the item's id in the study (unique), e.g. "242679-1"
    QString sourcePath;
    QSize sourceSize;
    QString instruction;
    QString sourceCaption; ///< a caption of the source image (InstructPix2Pix's input caption), or empty
    QString targetCaption; ///< a caption of the intended result (InstructPix2Pix's edited caption), or empty
    QString groundTruthPath;
    QSize groundTruthSize;
    QJsonObject parse; ///< BPM fields: original_part, edited_part, edit_type, size, position, ...
    QStringList tags;
    QString sourceItem; ///< key of the item whose output this item edits further (multi-turn), or empty
    int turn = 0;       ///< 1-based turn in a multi-turn chain, 0 when not part of one
    QVector<Output> outputs;
    QVector<Mask> masks; ///< item-level masks (ground-truth edit regions)
    QVector<Preference> preferences;
    QVector<JudgeVote> judgeVotes; ///< pairwise judge verdicts on this item's outputs
    SourceLocation location;       ///< import bookkeeping, not stored

    Output *findOutput(const QString &system);
    Output *findOutputById(qint64 outputId);
    /// Replaces the difference with `difference.id` on output `outputId`, or appends it. False without that output.
    bool upsertDifference(qint64 outputId, const Difference &difference);
    /// Removes difference `differenceId` from output `outputId`. False when it was not there.
    bool removeDifference(qint64 outputId, qint64 differenceId);
    /// True when one of the outputs holds difference `differenceId`.
    bool hasDifference(qint64 differenceId) const;
};

/// A rating dimension with its rubric scale.
struct Dimension
{
    QString name;
    double scaleMin = 1.0;
    double scaleMax = 5.0;
    QString description;
};

/// Progress and time of one annotator on one item (one row of the progress export).
struct AnnotatorItemProgress
{
    QString annotator;
    QString itemKey;
    int position = -1; ///< place in the plan, -1 without a plan
    bool gold = false;
    int ratings = 0;     ///< ratings by this annotator on the item's outputs
    int preferences = 0; ///< preferences by this annotator on the item
    int sessions = 0;
    double seconds = 0.0;   ///< time spent, summed over closed sessions
    QDateTime firstStarted; ///< invalid without sessions
    QDateTime lastEnded;    ///< invalid without closed sessions
    QDateTime submittedAt;  ///< invalid when not submitted
    bool locked = false;
    int revisions = 0;
};

/// A whole study (or a batch to import) as plain values. Paths are relative to the study root
/// once resolved; before resolution importers fill absolute paths.
struct StudyData
{
    QString name;
    QVector<Dimension> dimensions;
    QVector<Item> items;
    /// Per (annotator, item) progress and timing; filled by StudyStore::load, not imported.
    QVector<AnnotatorItemProgress> annotatorProgress;

    const Dimension *findDimension(const QString &name) const;
};

/// Counts reported by `editlens-cli info --json`.
struct StudyCounts
{
    qint64 items = 0;
    qint64 outputs = 0;
    qint64 systems = 0;
    qint64 annotators = 0;
    qint64 ratings = 0;
    qint64 preferences = 0;
    qint64 differences = 0;
    qint64 coherenceLabels = 0;
    qint64 masks = 0;
    qint64 scores = 0;
    qint64 judgeVotes = 0; ///< not part of `info --json`, whose keys are fixed
};

/// The version of each scored metric that statistics use unless told otherwise: the version scored on the most
/// outputs; among versions scored on equally many outputs, the one that sorts last (versions compared as strings).
/// The one home of this rule (alignment, autolabel). Pure function; thread-safe.
QMap<QString, QString> defaultMetricVersions(const StudyData &study);

/// The root-relative image paths `data` refers to (sources, ground truths, outputs, masks), once each, in the
/// order met.
QStringList referencedFiles(const StudyData &data);

} // namespace editlens::core
