#pragma once

#include "study/studydata.h"

#include <QLatin1String>
#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core {

/// Whose differences count, where a command names a difference origin (`score --dice-origin`): the study's truth or
/// one annotator's or detector's. Pure functions over values; thread-safe.

/// The origin names EditLens itself writes or understands, spelled once (Difference::origin, CoherenceLabel::origin,
/// `--dice-origin`). A ground truth's origin is its data set's own tag and an annotator's their name: free text.
namespace originname {
/// The name a command gives for the study's truth differences (truthOriginName()); never stored.
inline constexpr QLatin1String truth("truth");
/// The built-in detector's name; its boxes' origin adds the version (builtInDetectorOrigin()).
inline constexpr QLatin1String pixelDiffDetector("pixel-diff detector");
/// The detector of the DICE import format (the DICE paper's released detections).
inline constexpr QLatin1String dice("DICE");
/// DICE run by EditLens's model stages through a chat endpoint: the prefix, then the model (diceViaModelOrigin()).
inline constexpr QLatin1String diceViaPrefix("DICE via ");
} // namespace originname

/// The origin name that stands for the study's truth differences: "truth".
QString truthOriginName();

/// The origin of the built-in detector's boxes: "pixel-diff detector <version>".
QString builtInDetectorOrigin(int version);

/// The origin of the boxes DICE found when run through `model` by the model stages: "DICE via <model>".
QString diceViaModelOrigin(const QString &model);

/// Which detector a detector origin (Difference::origin of origin kind detector) names.
enum class DetectorKind {
    BuiltIn,    ///< EditLens's pixel-diff detector, any version
    DiceImport, ///< DICE's detections, imported (originname::dice)
    DiceRun,    ///< DICE run through a model endpoint by the model stages (diceViaModelOrigin())
    Other,      ///< another imported detector, known by its name only
};

/// The detector `origin` names, by the exact names above, never by a substring: a detector called "dice-lover" is
/// another detector. An empty origin (a detector box imported without a name) counts as DICE's import, as the
/// comparison view has always shown it. The one home of this rule.
DetectorKind detectorKind(const QString &origin);

/// The annotator whose annotation a detector's box has become: the first (in review order) who accepted or
/// relabelled it, among the annotators in `among` (all reviewers when `among` is empty). Empty for a box that is
/// not a detector's or that no such annotator accepted or relabelled; a rejection makes nothing of the box.
QString reviewedBy(const Difference &difference, const QStringList &among = {});

/// Whether `difference` is part of the truth of `output`, as the difference-detection evaluation reads it: origin kind
/// ground_truth, and on an output an annotator marked complete (Output::completeBy) the boxes its completing
/// annotators drew and the detector boxes one of them accepted or relabelled (reviewedBy()), which are that
/// reviewer's annotation as much as a box they drew (as a reviewed prediction becomes an annotation in Label Studio
/// or CVAT, and as DICE-D was annotated). The one home of this rule; truthDifferences() gives the boxes as the truth
/// sees them.
bool isTruthDifference(const Output &output, const Difference &difference);

/// The truth of `output`, each box as the truth holds it: ground-truth boxes and the completing annotators' own boxes
/// as stored; a detector box that a completing annotator accepted or relabelled as that reviewer's box (origin kind
/// annotator, origin the reviewer, the reviewed op, description and box, confidence 1, the coherence labels people
/// gave it without the detector's estimate). In stored order.
QVector<Difference> truthDifferences(const Output &output);

/// Whether `difference` on `output` belongs to `origin`: truthOriginName() = isTruthDifference(); an annotator's name =
/// the boxes they drew and the detector boxes they accepted or relabelled; a detector's name = its boxes, whatever
/// their review. (A name that is both an annotator's and a detector's counts as either.)
bool isDifferenceOf(const Output &output, const Difference &difference, const QString &origin);

/// The differences of `origin` on `output` (isDifferenceOf()), each as that origin holds it: the truth's as
/// truthDifferences(), an annotator's reviewed detector box as that annotator's box (as in truthDifferences()), a
/// detector's box as the detector proposed it (detectorGuess()). What exports and evaluations of one origin read.
QVector<Difference> differencesOf(const Output &output, const QString &origin);

/// A detector's box as the detector proposed it: the stored box with the op, description and box of its kept
/// proposal (Difference::proposal) when a reviewer has since relabelled or moved it. Any other box unchanged.
Difference detectorGuess(const Difference &difference);

/// Whether `origin` recorded its differences on `output`, so that having none of them means "no difference" rather
/// than "never looked": truth: a truth difference or a complete mark; any other name: a difference of that origin or
/// that annotator's complete mark. (A detector that found nothing leaves no trace here; the built-in detector records
/// its run as a score, which its caller checks.)
bool originRecorded(const Output &output, const QString &origin);

/// The label the difference's own origin gave it: for a detector box the detector's estimate, for a truth box the
/// ground truth's or the drawing annotator's label (else its first label), for an annotator's box that annotator's
/// (else its first label). nullptr without one. The one home of this rule.
const CoherenceLabel *ownCoherenceLabel(const Difference &difference);

/// Whether `difference` carries a confidence worth showing or ranking by: only a detector's boxes do. Boxes drawn by
/// people and ground truth store 1.0, which means nothing. The one home of this rule.
bool hasConfidence(const Difference &difference);

/// The coherence label annotator `annotator` gave `difference` (origin kind annotator), or nullptr.
const CoherenceLabel *annotatorCoherenceLabel(const Difference &difference, const QString &annotator);

/// The origins that have differences in `items`, truthOriginName() first when there is any truth, then the other
/// names in sorted order: what an origin could have been named, for messages.
QStringList differenceOriginsIn(const QVector<Item> &items);

} // namespace editlens::core
