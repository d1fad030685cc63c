#pragma once

#include "alignment/alignmentengine.h"
#include "stats/agreementaccumulator.h"
#include "stats/pairwise.h"
#include "stats/sortedrow.h"

#include <QSet>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace editlens::core::alignment {

/// The alignment tables of one study kept up to date as ratings change. Holds the study's
/// ratings and scores in memory (RatingTable) and, per metric, dimension and system, the
/// per-system correlations; a changed rating recomputes only what depends on its system and
/// dimension, then re-assembles the report (averaging a few numbers per cell). Not thread-safe:
/// use it from one thread, or copy it to a worker.
///
/// With a subset (AlignmentOptions::subset) the session keeps the whole table and computes on applySubset() of it. A
/// rating of an output outside the conditions changes only the whole table; one inside updates the tables as
/// without a subset. With extremes, one rating can move a dimension's thresholds and so change which outputs are in,
/// so every rating recomputes the subset and all tables (recomputeAll()).
class AlignmentSession
{
public:
    AlignmentSession(RatingTable table, AlignmentOptions options);

    const AlignmentReport &report() const { return m_report; }
    /// Every rating and score held, subset or not: what a rebuild with other options starts from.
    const RatingTable &table() const { return m_full ? *m_full : m_table; }
    /// The outputs the tables are computed on: table() itself without a subset.
    const RatingTable &subsetTable() const { return m_table; }

    /// Recomputes every table from the ratings and scores held.
    void recomputeAll();
    /// Sets (NaN: clears) one rating and updates the tables without reading any database.
    void setRating(const QString &dimension, const QString &annotator, const QString &system, const QString &item,
                   double value);
    /// Sets one rating in table() only: report() stays as it was until recomputeAll(). For a caller that rebuilds
    /// the tables elsewhere (a worker thread) from a copy of table(); until recomputeAll(), setRating() would work on
    /// out-of-date rows.
    void setRatingDeferred(const QString &dimension, const QString &annotator, const QString &system,
                           const QString &item, double value);

private:
    using SystemCell = stats::Coefficients;
    using Rows = std::vector<stats::SortedRow>; // by system

    void computeAllFromSubset();
    void summarizeSubset();
    void computeSystem(const QString &metric, const QString &dimension, int system);
    void computeRater(const QString &dimension, int system);
    stats::PairObservation observation(const QString &metric, const QString &dimension, int a, int b, int i) const;
    void computePair(const QString &metric, const QString &dimension, int a, int b);
    void buildAgreement(const QString &dimension);
    void assemble(const QStringList &dimensionsToRefresh);
    // assemble()'s steps: the human ceiling, then per metric its correlation cells and pairwise accuracies.
    double systemValue(double value) const;
    QSet<int> ceilingExcludedSystems() const;
    void assembleCeiling();
    std::optional<double> pooledCeiling(const QString &dimension);
    std::optional<double> bySystemCeiling(const QString &dimension, const QSet<int> &excluded,
                                          QStringList &excludedRaters);
    void assembleMetric(const QString &metric, const QStringList &dimensionsToRefresh);
    CorrelationCell pooledCell(const QString &metric, const QString &dimension);
    CorrelationCell bySystemCell(const QString &metric, const QString &dimension, const QSet<int> &excluded);
    std::optional<std::pair<double, double>> bootstrapInterval(const QString &metric, const QString &dimension,
                                                               const QSet<int> &excluded);
    PairwiseCell pairwiseCell(const QString &metric, const QString &dimension);
    void prepareRows(const QString &dimension);
    std::vector<double> raterRow(const QString &dimension, const QString &annotator, int system) const;
    std::vector<double> othersRow(const QString &dimension, const QString &annotator, int system) const;
    QStringList selectedDimensions() const;
    QStringList selectedMetrics() const;

    std::optional<RatingTable> m_full; // the whole table, only when a subset is active
    RatingTable m_table;               // what the tables are computed on
    AlignmentOptions m_options;
    SubsetSummary m_subset; // thresholds and name from applySubset(); the counts follow every rating
    AlignmentReport m_report;
    // Rows kept sorted (stats::SortedRow), so that correlations need no sorting and one changed rating moves one
    // value in a few rows.
    std::map<QString, Rows> m_human;                     // dim -> system
    std::map<QString, Rows> m_scores;                    // metric -> system
    std::map<QString, std::map<QString, Rows>> m_raters; // dim -> annotator -> system
    std::map<QString, std::map<QString, Rows>> m_others; // dim -> annotator -> system: mean of the other annotators
    std::map<QString, std::map<QString, std::vector<SystemCell>>> m_systemCells;   // metric -> dim -> system
    std::map<QString, std::vector<std::vector<std::optional<double>>>> m_raterRho; // dim -> system -> annotator
    std::map<QString, std::map<QString, std::map<std::pair<int, int>, stats::PairAlignment>>> m_pairs;
    std::map<QString, stats::AgreementAccumulator> m_agreement; // dim -> ICC and α over (system, item) × annotator
};

} // namespace editlens::core::alignment
