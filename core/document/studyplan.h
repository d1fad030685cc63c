#pragma once

#include "study/judgements.h"
#include "study/plan.h"
#include "util/error.h"

#include <QSet>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

class StudyStore;

/// An annotator's answer about a pair as it was on screen.
enum class PairSide { Left, Right, Tie, BothBad };

/// Options for building a plan.
struct PlanOptions
{
    PlanSettings settings;
    QStringList systems;    ///< systems shown; empty = every system
    QVector<qint64> items;  ///< items in the plan; empty = every item
    QSet<qint64> goldItems; ///< items marked gold/attention (they stay in the shuffled order)
};

/// Progress of one annotator through the plan (n of N).
struct PlanProgress
{
    int done = 0;  ///< items submitted or fully judged
    int total = 0; ///< items in the annotator's plan (every item without a plan)
};

/// User-study plan logic: seeded order per annotator, blinding and balanced pair schedules.
///
/// Reproducibility: with study seed S, annotator `a` gets the seed
/// `annotatorSeed(S, a) = splitmix64(S XOR fnv1a64(utf8(a)))`; its item order is a Fisher–Yates
/// shuffle driven by `std::mt19937_64(annotatorSeed)` (index j = rng() mod (i + 1), i from n-1 down to 1,
/// so the order does not depend on the standard library's std::shuffle). Each item's output order
/// (and with blinding, its "Output A/B/..." labels) is a shuffle seeded with
/// `splitmix64(annotatorSeed XOR (itemId * 0x9E3779B97F4A7C15))`. Pure functions; thread-safe.
class StudyPlan
{
public:
    static quint64 splitmix64(quint64 x);
    static quint64 fnv1a64(const QByteArray &bytes);
    static quint64 annotatorSeed(quint64 studySeed, const QString &annotator);
    static quint64 itemSeed(quint64 annotatorSeed, qint64 itemId);
    /// A permutation of 0..n-1 (Fisher–Yates with std::mt19937_64(seed), see the class comment).
    static QVector<int> permutation(int n, quint64 seed);
    /// "Output A", "Output B", ..., "Output Z", "Output AA", ... (translated).
    static QString blindLabel(int index);

    /// The annotator's plan over `candidates` (filtered by options.items / options.systems).
    /// Preference plans get a balanced pair schedule: the pairs of systems come in cycles, each cycle a
    /// seeded permutation of all pairs, so over the plan every pair is shown equally often (± 1 when
    /// every item has every system), and each pair's left side alternates from a seeded start, so each
    /// system of a pair is on the left equally often (± 1).
    static QVector<PlanAssignment> build(const QString &annotator, const QVector<PlanCandidate> &candidates,
                                         const PlanOptions &options);

    /// Reads the candidates from the study, builds and stores a plan for each annotator, and saves
    /// the settings, all in one transaction: on any failure the earlier plan, seed and passphrase stay as they were.
    static Status create(StudyStore &store, const QStringList &annotators, const PlanOptions &options);

    /// The first item, in the annotator's order, that is neither submitted nor fully judged (every
    /// planned output rated on every dimension; for preference plans every planned pair on every
    /// dimension). Without a plan: items in id order with all their outputs. nullopt when all are done.
    /// Dimensions are those of the active rubric, else every dimension of the study.
    static Result<std::optional<qint64>> nextUnratedItem(StudyStore &store, const QString &annotator);
    static Result<PlanProgress> progress(StudyStore &store, const QString &annotator);
    /// progress() from what the caller has read: the plan's settings, the annotator's (non-empty) plan, the
    /// dimensions asked and what the annotator judged. Pure; what a server answering many annotators calls.
    static PlanProgress progress(const PlanSettings &settings, const QVector<PlanAssignment> &plan,
                                 const QStringList &dimensions, const AnnotatorJudgements &judged);

    /// Whether a planned item asks for preferences (its pairs) rather than ratings: every item of a preference
    /// plan, and in a mixed plan the items planned with pairs.
    static bool isPreferenceItem(const PlanSettings &settings, const PlanAssignment &assignment);
    /// The pairs an annotator judges on an item outside the plan's schedule: every pair of `outputIds`, each side
    /// drawn from the annotator's seeded shuffle of the item (itemSeed).
    /// The stored key of a preference on `pair`: output A is the smaller id, so that the key does not depend on
    /// the sides (which the value records).
    static PreferenceKey preferenceKey(qint64 itemId, const PlanPair &pair, const QString &dimension,
                                       const QString &annotator);
    /// The stored value of answering `side` on `pair` as shown (left output recorded).
    static PreferenceValue preferenceValue(const PlanPair &pair, PairSide side);
    /// The side a stored value means on screen, given output A of its key.
    static PairSide sideOf(const PreferenceValue &value, qint64 outputA);
    static QVector<PlanPair> allPairs(quint64 studySeed, const QString &annotator, qint64 itemId,
                                      const QVector<qint64> &outputIds);
    /// The pairs of `item` the annotator compares, left output first: the planned schedule of `plan` when it has one
    /// for the item, else allPairs() over every output of the item with the study seed `studySeed`. What the desktop
    /// and the web session both show.
    static QVector<PlanPair> plannedPairs(const QVector<PlanAssignment> &plan, const Item &item, quint64 studySeed,
                                          const QString &annotator);
};

} // namespace editlens::core
