#pragma once

#include "study/studydata.h"
#include "util/error.h"

#include <QDateTime>
#include <QHash>
#include <QPair>
#include <QSet>
#include <QString>
#include <QVector>

#include <algorithm>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// Study-wide settings of a user-study plan (stored in study_meta as "plan.*").
/// The plan applies to annotator sessions (`editlens STUDY --annotator NAME`); the study runner's own window shows
/// everything whatever the plan says.
struct PlanSettings
{
    quint64 seed = 0; ///< the study seed; per-annotator seeds derive from it (StudyPlan::annotatorSeed)
    /// System names hidden from annotators, outputs shown as "Output A", "Output B", ... (the default: a plan must
    /// say so to reveal them).
    bool blinded = true;
    bool lockAfterSubmit = true; ///< submitted items are read-only until revised (audited)
    bool preference = false;     ///< pairwise preference test instead of ratings
    /// Ratings and preferences in one session: every second item of each annotator's order (positions 1, 3, ...)
    /// is a preference item, the others are rated. Ignored when `preference` is set.
    bool mixed = false;
    int pairsPerItem = 0;           ///< preference tests: pairs shown per item, 0 = every pair
    bool showDetectorBoxes = false; ///< annotators see the detectors' difference boxes (a DICE-D review task)
    bool showGroundTruth = false;   ///< annotators see ground-truth difference boxes and target images
    int breakMinutes = 45;          ///< a break reminder after this many minutes of work; 0 = none
    QString instructions;           ///< shown on the instructions page above the rubric ("" = the rubric's alone)
    QString doneMessage;            ///< what happens next, on the "all done" page ("" = a general note)
    QString passphraseHash;         ///< hashPassphrase() of the study runner's passphrase; "" = none
    /// A name outside the plan may open a session (after the window asks "continue as a new annotator?"); off by
    /// default: once a study has a plan, a session opens only for a planned annotator, so that a typo ("Alice "
    /// beside "alice") cannot start a second, partial rater.
    bool allowNewAnnotators = false;
};

/// One output of an assignment in display order, with its blind label ("Output B") or "" when not blinded.
struct PlanOutput
{
    qint64 outputId = 0;
    QString blindLabel;
};

/// One scheduled comparison: `leftOutput` is shown on the left.
struct PlanPair
{
    qint64 leftOutput = 0;
    qint64 rightOutput = 0;
};

/// One item in one annotator's plan: its place in the annotator's order, the outputs (systems) shown
/// in display order and, for preference tests, the pairs in order.
struct PlanAssignment
{
    QString annotator;
    int position = 0; ///< 0-based place in the annotator's order
    qint64 itemId = 0;
    bool gold = false; ///< a gold / attention item with known answers
    QVector<PlanOutput> outputs;
    QVector<PlanPair> pairs;
};

/// An item as the planner sees it: its outputs and their systems (same order).
struct PlanCandidate
{
    qint64 itemId = 0;
    QVector<qint64> outputIds;
    QStringList systems;
};

/// What one annotator has judged: rated (output, dimension), preferred (outputA, outputB, dimension) with the
/// pair stored in either order, and the items submitted.
struct AnnotatorJudgements
{
    QSet<QPair<qint64, QString>> rated;
    QHash<QPair<qint64, qint64>, QSet<QString>> preferred; ///< (smaller output id, larger) → dimensions
    QSet<qint64> submitted;

    bool hasRated(qint64 output, const QString &dimension) const { return rated.contains({output, dimension}); }
    /// Whether the pair was judged on `dimension`, whichever side each output was on.
    bool hasPreferred(qint64 a, qint64 b, const QString &dimension) const
    {
        return preferred.value({std::min(a, b), std::max(a, b)}).contains(dimension);
    }
};

/// A known answer on a gold item: `expected` ± `tolerance` on `dimension` for an output.
struct GoldAnswer
{
    qint64 outputId = 0;
    QString dimension;
    double expected = 0.0;
    double tolerance = 0.0;
};

/// A gold answer as a study runner names it: the item's key and the output's system.
struct NamedGoldAnswer
{
    QString itemKey;
    QString system;
    GoldAnswer answer;
};

/// Per (annotator, item) progress and timing, see PlanStore::progress. `file` names the study in errors.
Result<QVector<AnnotatorItemProgress>> readAnnotatorProgress(QSqlDatabase &db, const QString &file);

/// The stored study plan (tables plan_assignments, plan_outputs, plan_pairs, gold_answers). Writes
/// run in one transaction each and are refused on a packed study (an annotator's hand-out, see transfer/handout.h,
/// and refusePlanChangeOnPack), whose plan is the original's. Non-owning; same thread as the StudyStore.
class PlanStore
{
public:
    explicit PlanStore(StudyStore &store);

    Status saveSettings(const PlanSettings &settings);
    /// saveSettings() inside the caller's write transaction (StudyPlan::create() writes a whole plan in one).
    Status saveSettingsInTransaction(const PlanSettings &settings);
    Result<PlanSettings> settings() const;
    /// Replaces the annotator's whole plan (assignments with their outputs and pairs), creating the annotator.
    Status replaceAssignments(const QString &annotator, const QVector<PlanAssignment> &assignments);
    /// replaceAssignments() inside the caller's write transaction.
    Status replaceAssignmentsInTransaction(const QString &annotator, const QVector<PlanAssignment> &assignments);
    /// The annotator's plan in order; empty when the annotator has none.
    Result<QVector<PlanAssignment>> assignments(const QString &annotator) const;
    /// The annotators with at least one planned item, by name; empty when the study has no plan. On a server an
    /// annotator's login reads only its own plan, so there the list holds at most that annotator.
    Result<QStringList> plannedAnnotators() const;
    /// Whether a plan was ever made (its settings are stored): what an annotator's server login can tell, though it
    /// reads no one else's plan.
    Result<bool> hasPlan() const;
    Status setGoldAnswer(const GoldAnswer &answer);
    Result<QVector<GoldAnswer>> goldAnswers() const;
    /// Replaces every gold answer of the study with `answers` in one transaction: when one is refused, the study keeps
    /// the answers it had. An empty list removes them all.
    Status replaceGoldAnswers(const QVector<GoldAnswer> &answers);
    /// The gold answers with their outputs' item keys and system names, by item, system and dimension.
    Result<QVector<NamedGoldAnswer>> namedGoldAnswers() const;
    /// The items marked gold in any annotator's plan. On a server only the owner may read it: an annotator's login is
    /// refused (they may not tell which items are gold).
    Result<QSet<qint64>> goldItems() const;
    /// Every item with outputs, in item order, each with its outputs (in id order) and their systems.
    Result<QVector<PlanCandidate>> candidates() const;
    /// What `annotator` has rated, preferred and submitted.
    Result<AnnotatorJudgements> judgements(const QString &annotator) const;
    /// Per (annotator, item) progress and timing: every planned item, plus items an annotator has
    /// ratings, preferences, sessions or a submission on. Ordered by annotator, then plan position/item.
    Result<QVector<AnnotatorItemProgress>> progress() const;

private:
    StudyStore &m_store;
};

/// Status::success() unless `store` is a packed study (an annotator's hand-out: study_meta `pack.annotator` is set,
/// see transfer/handout.h); then an error naming its file that says the plan of a hand-out is fixed. Every plan write
/// (PlanStore, crowd enrolment) calls it first, so that no caller can change a packed study's plan.
Status refusePlanChangeOnPack(StudyStore &store);

} // namespace editlens::core
