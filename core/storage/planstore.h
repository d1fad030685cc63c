#pragma once

#include "study/plan.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

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
