#pragma once

#include "study/judgements.h"
#include "util/error.h"

#include <QImage>
#include <QRectF>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// The detector proposal a study stores in differences.proposal (detectorProposalJson() as compact text, '' = none):
/// nullopt when there is none or it cannot be read.
std::optional<DetectorProposal> storedDetectorProposal(const QString &column);
/// The inverse of storedDetectorProposal(): what differences.proposal holds for `proposal` ('' for none).
QString detectorProposalColumn(const std::optional<DetectorProposal> &proposal);

/// What annotators say about the edits they see, on the connection of a StudyStore (same thread): differences with
/// their reviews and coherence labels, outputs marked complete, and masks. Each write runs in its own transaction
/// (WriteTransaction: BEGIN IMMEDIATE with retries, so two annotator processes on one file wait for each other) and is
/// durable when it returns; annotators are recorded on first use. Timestamps are storedNow()'s. Non-owning: the
/// StudyStore must outlive it.
class DifferenceStore
{
public:
    explicit DifferenceStore(StudyStore &store);

    /// The names of the annotators and detectors that have differences in the study (not the ground truth's), in name
    /// order: what an export's difference origin can be besides "truth".
    Result<QStringList> differenceOrigins() const;
    /// The item an output belongs to.
    Result<qint64> itemOfOutput(qint64 outputId) const;

    // Differences. `addDifference` with d.id > 0 re-inserts under that id (undo of a delete).
    Result<qint64> addDifference(qint64 outputId, const Difference &d);
    Status setDifferenceBox(qint64 differenceId, const QRectF &box);
    Status relabelDifference(qint64 differenceId, EditOp op, const QString &description);
    Status deleteDifference(qint64 differenceId);
    Result<std::optional<StoredDifference>> difference(qint64 differenceId) const;
    /// Accept/reject (or clear with nullopt) a difference for an annotator.
    Status setReview(qint64 differenceId, const QString &annotator, std::optional<ReviewDecision> decision);
    Result<std::optional<ReviewDecision>> review(qint64 differenceId, const QString &annotator) const;
    /// Ids of the differences some annotator rejected (they are not the edit: BPM keeps them in the preserved region).
    Result<QSet<qint64>> rejectedDifferences() const;
    /// Marks (or with `complete` false unmarks) output `outputId` as "complete: no further differences" for
    /// `annotator`: the differences of that output are then the whole truth for difference-detection evaluation.
    Status setComplete(qint64 outputId, const QString &annotator, bool complete);
    /// Annotators who marked output `outputId` complete, by name.
    Result<QStringList> completeBy(qint64 outputId) const;
    /// What the "next output" navigation of a DICE-D review looks for.
    enum class OutputQueue {
        UnreviewedDetections, ///< an output with a detector box the annotator has not accepted, rejected or relabelled
        Incomplete,           ///< an output the annotator has not marked complete
    };
    /// The next output after `afterOutputId` (0: from the start) in study order (item id, then output id), wrapping
    /// round past the end, that is in `queue` for `annotator`: {item id, output id}, or nullopt when none is (the
    /// current output is found last, after the wrap).
    Result<std::optional<std::pair<qint64, qint64>>> nextOutput(OutputQueue queue, const QString &annotator,
                                                                qint64 afterOutputId) const;
    /// The annotator's coherence label on a difference; nullopt clears it.
    Status setCoherence(qint64 differenceId, const QString &annotator, const std::optional<CoherenceLabel> &label);
    Result<std::optional<CoherenceLabel>> coherence(qint64 differenceId, const QString &annotator) const;

    // Masks (differencestore_masks.cpp). The PNG is written through QSaveFile to a new file under
    // `<root>/annotations/masks/` before the row points at it, then the old file is removed: a crash leaves the old or
    // the new mask.
    Status saveMask(const MaskKey &key, const QImage &mask);
    Status deleteMask(const MaskKey &key);
    /// The stored mask (Format_Grayscale8, white = region), or a null image when there is none.
    Result<QImage> mask(const MaskKey &key) const;
    Result<QString> maskPath(const MaskKey &key) const; ///< root-relative, "" when none

    // The judgement writes above without a transaction of their own, for a caller that holds one (the offline
    // journal's replay records the edit's key in the same transaction). `at` is when the judgement was made (ISO 8601
    // UTC), kept as its updated_at. A nullopt value clears.
    Status setReviewInTransaction(qint64 differenceId, const QString &annotator, std::optional<ReviewDecision> decision,
                                  const QString &at);
    Status setCoherenceInTransaction(qint64 differenceId, const QString &annotator,
                                     const std::optional<CoherenceLabel> &label, const QString &at);
    Status setCompleteInTransaction(qint64 outputId, const QString &annotator, bool complete, const QString &at);

private:
    StudyStore &m_store;
    QSqlDatabase &m_db;
};

} // namespace editlens::core
