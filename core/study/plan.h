#pragma once

#include <QHash>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

#include <algorithm>

// A user-study plan as values: its settings, each annotator's assignments, the planner's candidates, what an
// annotator has judged and the gold answers. Stored by storage/planstore.h (PlanStore); made by
// document/studyplan.h (StudyPlan).

namespace editlens::core {

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

} // namespace editlens::core
