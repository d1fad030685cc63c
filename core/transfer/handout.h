#pragma once

#include "util/error.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

#include <map>
#include <optional>

namespace editlens::core {

class StudyStore;

/// What a packed study (one annotator's offline hand-out, see packForAnnotator) records about itself in study_meta:
/// `pack.annotator`, `pack.source` (the original study's name), `pack.source_id` (the original's `pack.study_id`),
/// `pack.packed_at` (UTC, ISO 8601 with milliseconds), `pack.id` (the hand-out's own UUID) and `pack.token` (its
/// secret: 32 random bytes in hex, whose SHA-256 only the original keeps, see HandoutRecord).
struct PackInfo
{
    QString annotator;
    QString sourceName;
    QString sourceId;
    QDateTime packedAt;
    QString id;
    QString token;
};

/// What the original study keeps about each hand-out it packed (study_meta `handout.<id>`, JSON), so that a merge
/// accepts a hand-out only for the annotator it was made for and maps its blind names back. The hand-out is a file
/// its annotator controls: everything it says about itself is checked against this record, never trusted.
struct HandoutRecord
{
    QString id;          ///< the hand-out's `pack.id`
    QString annotator;   ///< whom it was made for: a merge writes as this annotator only
    QString tokenSha256; ///< lower-case hex SHA-256 of the hand-out's `pack.token`
    /// The hand-out's name of each output's system → the system's name in the study. The plan hides system names:
    /// every output gets a random name of its own. Empty when the plan shows them (the names are the study's).
    QHash<QString, QString> systems;
    QSet<QString> items; ///< keys of the items the hand-out holds
    QDateTime packedAt;  ///< when it was packed (UTC): a study value changed later is a merge conflict
};

/// The record of hand-out `id` in `study`, or nullopt when the study packed none by that id. Same thread as the store.
Result<std::optional<HandoutRecord>> handoutRecord(StudyStore &study, const QString &id);

/// Stores `record` in `study` (replacing one with the same id), in its own transaction. packForAnnotator calls it;
/// tests and the merge fuzz target use it to set up a known hand-out. Same thread as the store.
Status saveHandoutRecord(StudyStore &study, const HandoutRecord &record);

/// The hand-out record of `store`, or nullopt when it is not a packed study. Same thread as the store.
Result<std::optional<PackInfo>> packInfo(StudyStore &store);

/// What packForAnnotator wrote.
struct PackReport
{
    QString studyFile; ///< the packed study, absolute
    int items = 0;     ///< items in the annotator's plan
    int images = 0;    ///< image files copied
    qint64 bytes = 0;  ///< their size
};

/// Writes `outDir`/<study file name> for `annotator` alone, with every image it needs copied under `outDir`/images/
/// (named by content: `images/<sha256 prefix>.<suffix>`; annotation masks under `outDir`/annotations/), paths
/// rewritten so that the folder opens wherever it is moved. The copy keeps the annotator's plan and items and their
/// own judgements; it drops other annotators' plans and judgements, sessions and submissions, the gold answers, the
/// gold flags of the plan and the plan's passphrase hash. What the plan hides from annotators is not in the file
/// either: ground-truth boxes, masks and target images unless the plan shows the ground truth, detector boxes unless
/// it shows them, and when it blinds, system names (each output's system gets a random name; the original maps them
/// back), the order of the outputs' ids (renumbered at random), outputs' roles, metric scores, embeddings and judge
/// votes. It is written through VACUUM INTO, so nothing
/// dropped lingers in free pages. The original gains a `pack.study_id` (a UUID, once) and a HandoutRecord for the new
/// hand-out, whose secret token only the hand-out holds. Refuses an annotator without assignments, a packed study, a
/// stored path that is absolute or leaves the study's folder (naming the table, row and path), and an `outDir` that
/// already holds a study; on failure `outDir` is left as it was found. Runs on the store's thread.
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
/// never by row ids: ratings, preferences, the annotator's differences and coherence labels, masks (decoded as
/// images, then copied under the study's annotations/masks/), reviews, completions, sessions, submissions and the
/// revise log. One transaction: all or nothing. Values that differ: the later `updated_at` wins. Adds and updates;
/// never removes. Merging the same pack again changes nothing.
///
/// The hand-out is checked against the study's HandoutRecord: its token must match and it must name the annotator it
/// was made for; only that annotator's rows are read and every row is written as them, whatever names the file holds.
/// Every value is checked as an import checks it (a rating finite and on its dimension's scale, a known preference
/// choice, a box finite, not inverted and inside its image, a time that parses and is not in the future, judgements
/// only on the hand-out's items and outputs, a mask path inside the hand-out's folder and a decodable image). Refuses
/// (errors naming `packedFile`, and the table and row where one is at fault) a file that is not a healthy packed study,
/// was packed from another study, fails a check, or is forged; the study is then left as it was. Runs on the study's
/// thread.
Result<MergeReport> mergePack(StudyStore &study, const QString &packedFile);

} // namespace editlens::core
