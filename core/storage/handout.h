#pragma once

#include "util/error.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVector>

#include <map>
#include <optional>

namespace editlens::core {

class StudyStore;

/// What a packed study (one annotator's offline hand-out, see packForAnnotator) records about itself in study_meta:
/// `pack.annotator`, `pack.source` (the original study's name), `pack.source_id` (the original's `pack.study_id`)
/// and `pack.packed_at` (UTC, ISO 8601 with milliseconds).
struct PackInfo
{
    QString annotator;
    QString sourceName;
    QString sourceId;
    QDateTime packedAt;
};

/// The hand-out record of `store`, or nullopt when it is not a packed study. Same thread as the store.
Result<std::optional<PackInfo>> packInfo(StudyStore &store);

/// Status::success() unless `store` is a packed study; then an error naming its file that says the plan of a hand-out
/// is fixed. Every plan write (PlanStore) calls it first, so that no caller can change a packed study's plan.
Status refusePlanChangeOnPack(StudyStore &store);

/// What packForAnnotator wrote.
struct PackReport
{
    QString studyFile; ///< the packed study, absolute
    int items = 0;     ///< items in the annotator's plan
    int images = 0;    ///< image files copied
    qint64 bytes = 0;  ///< their size
};

/// Writes `outDir`/<study file name> for `annotator` alone, with every image it needs copied under `outDir`/images/
/// (annotation masks under `outDir`/annotations/), paths rewritten so that the folder opens wherever it is moved.
/// The copy keeps the annotator's plan and items, their own judgements, the ground truth and detector boxes; it drops
/// other annotators' plans and judgements, sessions and submissions, the gold answers and, when the plan blinds,
/// the metric scores and embeddings. It is written through VACUUM INTO, so nothing dropped lingers in free pages.
/// The original gains a `pack.study_id` (a UUID, once) that merges check. Refuses an annotator without assignments,
/// a packed study, and an `outDir` that already holds a study; on failure `outDir` is left as it was found.
/// Runs on the store's thread.
Result<PackReport> packForAnnotator(StudyStore &source, const QString &annotator, const QString &outDir);

/// The kinds of judgement a merge brings back, in the order a summary lists them.
enum class JudgementKind {
    Rating,
    Preference,
    Difference,
    CoherenceLabel,
    Mask,
    Review,
    Completion,
    Session,
    Submission,
    Revision,
};
/// "ratings", "preferences", ... (translated, for summaries).
QString judgementKindName(JudgementKind kind);

/// Per kind: rows added to the study, rows whose value changed, rows already as in the pack, conflicts (see
/// MergeConflict) and rows skipped because what they refer to is no longer in the study.
struct MergeCounts
{
    int added = 0;
    int changed = 0;
    int unchanged = 0;
    int conflicts = 0;
    int skipped = 0;
};

/// A judgement the study and the pack hold with different values where the study's changed after the pack was made
/// (the annotator also worked online). The later `updated_at` wins; `packWins` says which that was.
struct MergeConflict
{
    JudgementKind kind = JudgementKind::Rating;
    QString annotator;
    QString itemKey;
    QString system; ///< for preferences "A|B", the two systems
    QString detail; ///< the dimension, mask kind or difference description
    QString studyValue;
    QString studyTime;
    QString packValue;
    QString packTime;
    bool packWins = false;
};

/// What merging one packed study did.
struct MergeReport
{
    QString packFile;
    QString annotator;
    std::map<JudgementKind, MergeCounts> counts;
    QVector<MergeConflict> conflicts;
    QStringList skipped; ///< one line per skipped row, saying what is missing

    int added() const;
    int changed() const;
};

/// Merges the work of the annotator of the packed study `packedFile` back into `study`, matching rows by natural keys
/// (item key, system name, dimension name, annotator name; a difference by output, origin, op, box and description),
/// never by row ids: ratings, preferences, the annotator's differences and coherence labels, masks (copied under the
/// study's annotations/masks/), reviews, completions, sessions, submissions and the revise log. One transaction: all
/// or nothing. Values that differ: the later `updated_at` wins. Adds and updates; never removes. Merging the same
/// pack again changes nothing. Refuses (errors naming `packedFile`) a file that is not a healthy packed study or was
/// packed from another study. Runs on the study's thread.
Result<MergeReport> mergePack(StudyStore &study, const QString &packedFile);

} // namespace editlens::core
