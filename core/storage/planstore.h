#pragma once

#include "study/studydata.h"
#include "util/error.h"

#include <QDateTime>
#include <QString>
#include <QVector>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// Study-wide settings of a user-study plan (stored in study_meta as "plan.*").
struct PlanSettings
{
    quint64 seed = 0;            ///< the study seed; per-annotator seeds derive from it (StudyPlan::annotatorSeed)
    bool blinded = false;        ///< system names hidden, outputs shown as "Output A", "Output B", ...
    bool lockAfterSubmit = true; ///< submitted items are read-only until revised (audited)
    bool preference = false;     ///< pairwise preference test instead of ratings
    int pairsPerItem = 0;        ///< preference tests: pairs shown per item, 0 = every pair
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

/// A known answer on a gold item: `expected` ± `tolerance` on `dimension` for an output.
struct GoldAnswer
{
    qint64 outputId = 0;
    QString dimension;
    double expected = 0.0;
    double tolerance = 0.0;
};

/// Per (annotator, item) progress and timing, see PlanStore::progress. `file` names the study in errors.
Result<QVector<AnnotatorItemProgress>> readAnnotatorProgress(QSqlDatabase &db, const QString &file);

/// The stored study plan (tables plan_assignments, plan_outputs, plan_pairs, gold_answers). Writes
/// run in one transaction each. Non-owning; same thread as the StudyStore.
class PlanStore
{
public:
    explicit PlanStore(StudyStore &store);

    Status saveSettings(const PlanSettings &settings);
    Result<PlanSettings> settings() const;
    /// Replaces the annotator's whole plan (assignments with their outputs and pairs), creating the annotator.
    Status replaceAssignments(const QString &annotator, const QVector<PlanAssignment> &assignments);
    /// The annotator's plan in order; empty when the annotator has none.
    Result<QVector<PlanAssignment>> assignments(const QString &annotator) const;
    Status setGoldAnswer(const GoldAnswer &answer);
    Result<QVector<GoldAnswer>> goldAnswers() const;
    /// Per (annotator, item) progress and timing: every planned item, plus items an annotator has
    /// ratings, preferences, sessions or a submission on. Ordered by annotator, then plan position/item.
    Result<QVector<AnnotatorItemProgress>> progress() const;

private:
    StudyStore &m_store;
};

} // namespace editlens::core
