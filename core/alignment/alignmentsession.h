#pragma once

#include "alignment/alignmentengine.h"

#include <array>
#include <map>
#include <vector>

namespace editlens::core::alignment {

/// The alignment tables of one study kept up to date as ratings change. Holds the study's
/// ratings and scores in memory (RatingTable) and, per metric, dimension and system, the
/// per-system correlations; a changed rating recomputes only what depends on its system and
/// dimension, then re-assembles the report (averaging a few numbers per cell). Not thread-safe:
/// use it from one thread, or copy it to a worker.
class AlignmentSession
{
public:
    AlignmentSession(RatingTable table, AlignmentOptions options);

    const AlignmentReport &report() const { return m_report; }
    const RatingTable &table() const { return m_table; }

    /// Recomputes every table from the ratings and scores held.
    void recomputeAll();
    /// Sets (NaN: clears) one rating and updates the tables without reading any database.
    void setRating(const QString &dimension, const QString &annotator, const QString &system, const QString &item,
                   double value);

private:
    using Coefficients = std::array<std::optional<double>, 3>; // Spearman, Pearson, Kendall
    struct SystemCell
    {
        Coefficients r;
        int n = 0;
    };

    void computeHuman(const QString &dimension);
    void computeSystem(const QString &metric, const QString &dimension, int system);
    void computeRater(const QString &dimension, int system);
    void computePairs(const QString &metric, const QString &dimension, int system);
    void computeCeilingAgreement(const QString &dimension);
    void assemble(const QStringList &dimensionsToRefresh);
    std::vector<double> scoreRow(const QString &metric, int system) const;
    std::vector<double> raterRow(const QString &dimension, const QString &annotator, int system) const;
    std::vector<double> othersRow(const QString &dimension, const QString &annotator, int system) const;
    QStringList selectedDimensions() const;
    QStringList selectedMetrics() const;

    RatingTable m_table;
    AlignmentOptions m_options;
    AlignmentReport m_report;
    std::map<QString, std::vector<std::vector<double>>> m_human;                   // dim -> system -> item
    std::map<QString, std::map<QString, std::vector<SystemCell>>> m_systemCells;   // metric -> dim -> system
    std::map<QString, std::vector<std::vector<std::optional<double>>>> m_raterRho; // dim -> system -> annotator
    std::map<QString, std::map<QString, std::map<std::pair<int, int>, std::optional<double>>>> m_pairs;
    std::map<QString, std::pair<std::optional<double>, std::optional<double>>> m_agreement; // dim -> ICC, alpha
};

} // namespace editlens::core::alignment
