#pragma once

#include "study/studydata.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core {

/// Whose differences count, where a command names a difference origin (`score --dice-origin`): the study's truth or
/// one annotator's or detector's. Pure functions over values; thread-safe.

/// The origin name that stands for the study's truth differences: "truth".
QString truthOriginName();

/// Whether `difference` is part of the truth of `output`, as the difference-detection evaluation reads it: origin kind
/// ground_truth, and on an output an annotator marked complete (Output::completeBy) the boxes its completing
/// annotators drew. The one home of this rule.
bool isTruthDifference(const Output &output, const Difference &difference);

/// Whether `difference` on `output` belongs to `origin`: truthOriginName() = isTruthDifference(); any other name = a
/// difference of that annotator or detector (origin kind other than ground_truth, Difference::origin equal to it).
bool isDifferenceOf(const Output &output, const Difference &difference, const QString &origin);

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
