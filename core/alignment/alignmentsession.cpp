// Over 500 lines, knowingly: the live session keeps every table (correlations per protocol, pairwise accuracy,
// ceiling, judges) up to date one rating at a time; the incremental rules of all of them sit together so that they
// stay equal to a full recomputation (tst_alignment compares them), the statistics themselves are in stats/.
#include "alignmentsession.h"

#include "stats/bootstrap.h"
#include "stats/correlation.h"
#include "stats/groupcorrelation.h"
#include "stats/pairwise.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>

namespace editlens::core::alignment {

namespace {

using stats::CorrelationMethod;

stats::GroupAveraging averagingOf(Protocol protocol)
{
    switch (protocol) {
    case Protocol::Fisher:
        return stats::GroupAveraging::Fisher;
    case Protocol::Mean:
        return stats::GroupAveraging::Mean;
    case Protocol::Pooled:
        return stats::GroupAveraging::Pooled;
    case Protocol::VieScore:
        break;
    }
    return stats::GroupAveraging::VieScore;
}

std::optional<double> coefficient(CorrelationMethod method, const std::vector<double> &x, const std::vector<double> &y)
{
    const auto r = stats::correlate(method, x, y);
    return r ? std::optional<double>(r->coefficient) : std::nullopt;
}

/// Pairs (x[i], y[i]) with neither NaN (±inf kept), for the item indices `items` (all when empty).
void paired(const std::vector<double> &x, const std::vector<double> &y, const std::vector<int> &items,
            std::vector<double> &outX, std::vector<double> &outY)
{
    auto add = [&](size_t i) {
        if (i < x.size() && i < y.size() && !std::isnan(x[i]) && !std::isnan(y[i])) {
            outX.push_back(x[i]);
            outY.push_back(y[i]);
        }
    };
    if (items.empty())
        for (size_t i = 0; i < std::max(x.size(), y.size()); ++i)
            add(i);
    else
        for (int i : items)
            add(size_t(i));
}

QStringList sortedNames(const QStringList &all, const QSet<int> &indices)
{
    QStringList out;
    for (int i : indices)
        out << all.at(i);
    out.sort();
    return out;
}

} // namespace

AlignmentSession::AlignmentSession(RatingTable table, AlignmentOptions options) : m_options(std::move(options))
{
    if (m_options.subset.isEmpty())
        m_table = std::move(table);
    else
        m_full = std::move(table);
    recomputeAll();
}

QStringList AlignmentSession::selectedDimensions() const
{
    return m_options.dimensions.isEmpty() ? m_table.dimensions() : m_options.dimensions;
}

QStringList AlignmentSession::selectedMetrics() const
{
    return m_options.metrics.isEmpty() ? m_table.metrics() : m_options.metrics;
}

namespace {

/// `row` padded with NaN to `size` (or all NaN when absent).
std::vector<double> padded(const std::vector<double> *row, int size)
{
    std::vector<double> out(size, std::nan(""));
    if (row)
        std::copy_n(row->begin(), std::min<size_t>(row->size(), size_t(size)), out.begin());
    return out;
}

} // namespace

std::vector<double> AlignmentSession::raterRow(const QString &dimension, const QString &annotator, int system) const
{
    return padded(m_table.ratingRow(dimension, annotator, system), int(m_table.items().size()));
}

std::vector<double> AlignmentSession::othersRow(const QString &dimension, const QString &annotator, int system) const
{
    const int n = int(m_table.items().size());
    std::vector<double> sum(n, 0.0);
    std::vector<int> count(n, 0);
    for (const QString &other : m_table.annotators(dimension)) {
        if (other == annotator)
            continue;
        if (const std::vector<double> *row = m_table.ratingRow(dimension, other, system))
            for (int i = 0; i < std::min(n, int(row->size())); ++i)
                if (!std::isnan((*row)[i])) {
                    sum[i] += (*row)[i];
                    ++count[i];
                }
    }
    for (int i = 0; i < n; ++i)
        sum[i] = count[i] > 0 ? sum[i] / count[i] : std::nan("");
    return sum;
}

void AlignmentSession::prepareRows(const QString &dimension)
{
    const int systems = int(m_table.systems().size());
    Rows &human = m_human[dimension];
    human.clear();
    for (int s = 0; s < systems; ++s)
        human.emplace_back(m_options.annotator.isEmpty() ? othersRow(dimension, QString(), s)
                                                         : raterRow(dimension, m_options.annotator, s));
    for (const QString &annotator : m_table.annotators(dimension)) {
        Rows &mine = m_raters[dimension][annotator];
        Rows &others = m_others[dimension][annotator];
        mine.clear();
        others.clear();
        for (int s = 0; s < systems; ++s) {
            mine.emplace_back(raterRow(dimension, annotator, s));
            others.emplace_back(othersRow(dimension, annotator, s));
        }
    }
}

void AlignmentSession::computeSystem(const QString &metric, const QString &dimension, int system)
{
    m_systemCells[metric][dimension][system] =
        stats::correlateSorted(m_human[dimension][system], m_scores[metric][system]);
}

void AlignmentSession::computeRater(const QString &dimension, int system)
{
    const QStringList annotators = m_table.annotators(dimension);
    auto &rhos = m_raterRho[dimension][system];
    rhos.assign(annotators.size(), std::nullopt);
    for (int a = 0; a < annotators.size(); ++a) {
        const stats::Coefficients c = stats::correlateSorted(m_raters[dimension][annotators[a]][system],
                                                             m_others[dimension][annotators[a]][system]);
        // An annotator who rated nothing of this system says nothing about it: not "undefined".
        rhos[a] = c.n == 0 ? std::optional<double>(std::nan("")) : c.spearman;
    }
}

/// The observation of item i for systems a < b: human and metric values of both.
stats::PairObservation AlignmentSession::observation(const QString &metric, const QString &dimension, int a, int b,
                                                     int i) const
{
    const Rows &human = m_human.at(dimension);
    const Rows &scores = m_scores.at(metric);
    return {human[a].values()[i], human[b].values()[i], scores[a].values()[i], scores[b].values()[i]};
}

void AlignmentSession::computePair(const QString &metric, const QString &dimension, int a, int b)
{
    const Rows &human = m_human[dimension];
    const Rows &scores = m_scores[metric];
    const auto &ha = human[a].values(), &hb = human[b].values();
    const auto &ma = scores[a].values(), &mb = scores[b].values();
    std::vector<stats::PairObservation> items(m_table.items().size());
    for (size_t i = 0; i < items.size(); ++i)
        items[i] = {ha[i], hb[i], ma[i], mb[i]};
    m_pairs[metric][dimension][{a, b}] = stats::pairAlignment(items);
}

void AlignmentSession::buildAgreement(const QString &dimension)
{
    const QStringList annotators = m_table.annotators(dimension);
    const int items = int(m_table.items().size());
    stats::AgreementAccumulator acc(int(annotators.size()));
    for (int a = 0; a < annotators.size(); ++a)
        for (int s = 0; s < m_table.systems().size(); ++s) {
            const std::vector<double> &row = m_raters[dimension][annotators[a]][s].values();
            for (int i = 0; i < items; ++i)
                acc.set(s * items + i, a, row[size_t(i)]);
        }
    m_agreement[dimension] = std::move(acc);
}

void AlignmentSession::recomputeAll()
{
    if (m_full)
        m_table = applySubset(*m_full, m_options.subset, &m_subset);
    else
        m_subset = SubsetSummary{m_options.subset.name(), {}, std::nullopt, 0, {}, {}};
    computeAllFromSubset();
}

void AlignmentSession::computeAllFromSubset()
{
    m_human.clear();
    m_scores.clear();
    m_raters.clear();
    m_others.clear();
    m_systemCells.clear();
    m_raterRho.clear();
    m_pairs.clear();
    const int systems = int(m_table.systems().size());
    for (const QString &dimension : m_table.dimensions()) {
        prepareRows(dimension);
        m_raterRho[dimension].assign(systems, {});
        for (int s = 0; s < systems; ++s)
            computeRater(dimension, s);
    }
    for (const QString &metric : selectedMetrics()) {
        Rows &scores = m_scores[metric];
        const bool negate = m_options.lowerIsBetter.contains(metric);
        for (int s = 0; s < systems; ++s) {
            std::vector<double> row = padded(m_table.scoreRow(metric, s), int(m_table.items().size()));
            if (negate)
                for (double &v : row)
                    v = -v;
            scores.emplace_back(std::move(row));
        }
        for (const QString &dimension : m_table.dimensions()) {
            m_systemCells[metric][dimension].assign(systems, {});
            for (int s = 0; s < systems; ++s)
                computeSystem(metric, dimension, s);
        }
        for (const QString &dimension : selectedDimensions())
            for (int a = 0; a < systems; ++a)
                for (int b = a + 1; b < systems; ++b)
                    computePair(metric, dimension, a, b);
    }
    for (const QString &dimension : selectedDimensions())
        buildAgreement(dimension);
    // Votes and scores, not ratings: setRating() leaves these.
    m_report.pairwiseAccuracy = judgeAccuracy(m_table, m_options.verdictReading);
    const QMap<QString, JudgeAccuracyCell> byScore =
        scoreJudgeAccuracy(m_table, selectedMetrics(), m_options.pairwiseRule, m_options.lowerIsBetter,
                           m_options.scoreScale);
    for (auto it = byScore.cbegin(); it != byScore.cend(); ++it)
        m_report.pairwiseAccuracy.insert(
            m_report.pairwiseAccuracy.contains(it.key()) ? QStringLiteral("score:") + it.key() : it.key(), *it);
    assemble(selectedDimensions());
}

void AlignmentSession::setRating(const QString &dimension, const QString &annotator, const QString &system,
                                 const QString &item, double value)
{
    if (m_full) {
        m_full->setRating(dimension, annotator, system, item, value);
        if (m_options.subset.extremes) { // the thresholds may move: membership of every output can change
            recomputeAll();
            return;
        }
        if (!m_options.subset.matches(*m_full, m_full->indexOfSystem(system), m_full->indexOfItem(item)))
            return; // outside the subset: no table changes
    }
    const int s = m_table.indexOfSystem(system), i = m_table.indexOfItem(item);
    const bool known = s >= 0 && i >= 0 && m_table.dimensions().contains(dimension)
                       && m_table.annotators(dimension).contains(annotator);
    m_table.setRating(dimension, annotator, system, item, value);
    if (!known) { // a new item, system, dimension or annotator reshapes every table
        recomputeAll();
        return;
    }
    // The item's old contribution to every pair with system s is taken back, the new one added: O(1) per pair.
    const bool selected = selectedDimensions().contains(dimension);
    const QStringList metrics = selectedMetrics();
    const auto updatePairs = [&](int weight) {
        if (!selected)
            return;
        for (const QString &metric : metrics)
            for (int other = 0; other < m_table.systems().size(); ++other)
                if (other != s) {
                    const int a = std::min(s, other), b = std::max(s, other);
                    stats::addPairObservation(m_pairs[metric][dimension][{a, b}],
                                              observation(metric, dimension, a, b, i), weight);
                }
    };
    updatePairs(-1);
    m_human[dimension][s].set(i, m_table.human(dimension, s, i, m_options.annotator));
    updatePairs(+1);
    m_raters[dimension][annotator][s].set(i, value);
    for (const QString &other : m_table.annotators(dimension))
        if (other != annotator)
            m_others[dimension][other][s].set(i, m_table.meanOfOthers(dimension, other, s, i));
    computeRater(dimension, s);
    for (const QString &metric : metrics)
        computeSystem(metric, dimension, s);
    if (selected) {
        m_agreement[dimension].set(s * int(m_table.items().size()) + i,
                                   int(m_table.annotators(dimension).indexOf(annotator)), value);
        assemble({dimension});
    } else {
        assemble({}); // exclusions may change everywhere
    }
}

void AlignmentSession::summarizeSubset()
{
    // The counts follow the ratings: an output counts in a dimension when it has the human value the tables use.
    SubsetSummary summary = m_subset;
    summary.nByDimension.clear();
    const size_t items = size_t(m_table.items().size());
    std::vector<char> any(size_t(m_table.systems().size()) * items, 0);
    for (const auto &[dimension, rows] : m_human) {
        int n = 0;
        for (size_t s = 0; s < rows.size(); ++s) {
            n += int(rows[s].order().size());
            for (int i : rows[s].order())
                any[s * items + size_t(i)] = 1;
        }
        summary.nByDimension.insert(dimension, n);
    }
    summary.nOutputs = int(std::count(any.begin(), any.end(), 1));
    m_report.subset = std::move(summary);
}

void AlignmentSession::setRatingDeferred(const QString &dimension, const QString &annotator, const QString &system,
                                         const QString &item, double value)
{
    (m_full ? *m_full : m_table).setRating(dimension, annotator, system, item, value);
}

void AlignmentSession::assemble(const QStringList &dimensionsToRefresh)
{
    m_report.protocol = m_options.protocol;
    m_report.perSystemDecimals = m_options.protocol == Protocol::Pooled ? std::nullopt : m_options.perSystemDecimals;
    summarizeSubset();
    assembleCeiling();
    for (const QString &metric : selectedMetrics())
        assembleMetric(metric, dimensionsToRefresh);
}

double AlignmentSession::systemValue(double value) const
{
    // What each system contributes to an average: its value, or that value as VIEScore's tables printed it.
    return m_options.perSystemDecimals ? roundToDecimals(value, *m_options.perSystemDecimals) : value;
}

// Human ceiling (VIEScore and ADIEE: for each system, each rater against the mean of the others, averaged over
// raters, then over systems). A rater whose correlation is undefined on a system (too few ratings of it, or all
// equal) says nothing there and is left out of that system, listed; the others still count. A system where no
// rater's correlation is defined (every rater constant, as ImagenHub's Imagic on SC) is undefined: it leaves every
// dimension, as for the metrics.
QSet<int> AlignmentSession::ceilingExcludedSystems() const
{
    QSet<int> excluded;
    for (const auto &[dimension, perSystem] : m_raterRho)
        for (int s = 0; s < int(perSystem.size()); ++s) {
            bool anyRated = false, anyDefined = false;
            for (const auto &rho : perSystem[s]) {
                const bool rated = !rho || !std::isnan(*rho);
                anyRated = anyRated || rated;
                anyDefined = anyDefined || (rated && rho.has_value());
            }
            if (anyRated && !anyDefined)
                excluded.insert(s);
        }
    return excluded;
}

void AlignmentSession::assembleCeiling()
{
    const QSet<int> excluded = ceilingExcludedSystems();
    for (const QString &dimension : selectedDimensions()) {
        CeilingCell cell;
        if (m_table.annotators(dimension).size() >= 2) {
            if (m_options.protocol == Protocol::Pooled) {
                cell.h2h = pooledCeiling(dimension);
            } else {
                cell.excludedGroups = sortedNames(m_table.systems(), excluded);
                cell.h2h = bySystemCeiling(dimension, excluded, cell.excludedRaters);
            }
            const stats::AgreementAccumulator &agreement = m_agreement[dimension];
            if (const auto icc = agreement.icc())
                cell.icc21 = icc->icc21;
            cell.alphaInterval = agreement.alphaInterval();
        }
        std::vector<char> rated(m_table.items().size(), 0);
        for (const auto &row : m_human[dimension])
            for (int i : row.order())
                rated[size_t(i)] = 1;
        cell.nItems = int(std::count(rated.begin(), rated.end(), 1));
        m_report.ceiling.insert(dimension, cell);
    }
}

std::optional<double> AlignmentSession::pooledCeiling(const QString &dimension)
{
    std::vector<double> mine, others;
    for (const QString &annotator : m_table.annotators(dimension))
        for (int s = 0; s < int(m_table.systems().size()); ++s)
            paired(m_raters[dimension][annotator][s].values(), m_others[dimension][annotator][s].values(), {}, mine,
                   others);
    return coefficient(CorrelationMethod::Spearman, mine, others);
}

std::optional<double> AlignmentSession::bySystemCeiling(const QString &dimension, const QSet<int> &excluded,
                                                        QStringList &excludedRaters)
{
    const stats::GroupAveraging averaging = averagingOf(m_options.protocol);
    const auto &perSystem = m_raterRho[dimension];
    const QStringList annotators = m_table.annotators(dimension);
    std::vector<double> bySystem;
    for (int s = 0; s < int(perSystem.size()); ++s) {
        if (excluded.contains(s))
            continue;
        std::vector<double> byRater;
        for (int a = 0; a < int(perSystem[s].size()); ++a) {
            const auto &rho = perSystem[s][size_t(a)];
            if (rho && !std::isnan(*rho))
                byRater.push_back(*rho);
            else if (!rho && a < annotators.size())
                excludedRaters << QStringLiteral("%1 (%2)").arg(annotators[a], m_table.systems()[s]);
        }
        if (const auto r = stats::averageCorrelations(byRater, averaging))
            bySystem.push_back(systemValue(*r));
    }
    return stats::averageCorrelations(bySystem, averaging);
}

void AlignmentSession::assembleMetric(const QString &metric, const QStringList &dimensionsToRefresh)
{
    const bool pooled = m_options.protocol == Protocol::Pooled;
    m_report.metricVersions.insert(metric, m_table.metricVersion(metric));
    QSet<int> excluded; // undefined Spearman in any dimension of the study
    for (const auto &[dimension, cells] : m_systemCells[metric])
        for (int s = 0; s < int(cells.size()); ++s)
            if (!cells[s].spearman)
                excluded.insert(s);
    for (const QString &dimension : selectedDimensions()) {
        const bool refresh = dimensionsToRefresh.contains(dimension);
        CorrelationCell cell;
        if (pooled)
            cell = refresh ? pooledCell(metric, dimension) : m_report.metrics[metric][dimension];
        else
            cell = bySystemCell(metric, dimension, excluded);
        if (m_options.bootstrap > 0 && cell.spearman)
            cell.ci95 = refresh ? bootstrapInterval(metric, dimension, pooled ? QSet<int>() : excluded)
                                : m_report.metrics[metric][dimension].ci95;
        m_report.metrics[metric].insert(dimension, cell);
        m_report.pairwise[metric].insert(dimension, pairwiseCell(metric, dimension));
    }
}

/// The pooled protocol's cell: one correlation over the outputs of every system together.
CorrelationCell AlignmentSession::pooledCell(const QString &metric, const QString &dimension)
{
    CorrelationCell cell;
    std::vector<double> h, m;
    for (int s = 0; s < int(m_table.systems().size()); ++s)
        paired(m_human[dimension][s].values(), m_scores[metric][s].values(), {}, h, m);
    cell.n = int(h.size());
    for (size_t k = 0; k < h.size(); ++k)
        cell.infiniteLeftOut += std::isinf(h[k]) || std::isinf(m[k]) ? 1 : 0;
    const auto take = [](const std::optional<stats::CorrelationResult> &r, std::optional<double> &value,
                         std::optional<double> &p) {
        if (r) {
            value = r->coefficient;
            p = r->pValue;
        }
    };
    take(stats::spearman(h, m), cell.spearman, cell.spearmanP);
    take(stats::pearson(h, m), cell.pearson, cell.pearsonP);
    take(stats::kendallTauB(h, m), cell.kendall, cell.kendallP);
    cell.pValueMethod = cell.spearman || cell.pearson || cell.kendall ? PValueMethod::Direct : PValueMethod::None;
    if ((cell.spearman && !cell.spearmanP) || (cell.pearson && !cell.pearsonP) || (cell.kendall && !cell.kendallP))
        cell.pValueUnavailable = QCoreApplication::translate("AlignmentSession", "fewer than 3 pairs");
    return cell;
}

/// The per-system protocols' cell: each system's correlations averaged, their p-values combined (Stouffer).
CorrelationCell AlignmentSession::bySystemCell(const QString &metric, const QString &dimension,
                                               const QSet<int> &excluded)
{
    const stats::GroupAveraging averaging = averagingOf(m_options.protocol);
    const auto &cells = m_systemCells[metric][dimension];
    CorrelationCell cell;
    cell.excludedGroups = sortedNames(m_table.systems(), excluded);
    std::array<std::vector<double>, 3> values;
    std::array<std::vector<stats::SignedPValue>, 3> pValues;
    for (int s = 0; s < int(cells.size()); ++s) {
        if (excluded.contains(s))
            continue;
        cell.n += cells[s].n;
        cell.infiniteLeftOut += cells[s].infiniteLeftOut;
        const std::optional<double> r[3] = {cells[s].spearman, cells[s].pearson, cells[s].kendall};
        const std::optional<double> p[3] = {cells[s].spearmanP, cells[s].pearsonP, cells[s].kendallP};
        for (int k = 0; k < 3; ++k) {
            if (r[k])
                values[k].push_back(systemValue(*r[k]));
            if (r[k] && p[k])
                pValues[k].push_back({*r[k], *p[k]});
        }
    }
    cell.spearman = stats::averageCorrelations(values[0], averaging);
    cell.pearson = stats::averageCorrelations(values[1], averaging);
    cell.kendall = stats::averageCorrelations(values[2], averaging);
    cell.spearmanP = stats::combinePValues(pValues[0]);
    cell.pearsonP = stats::combinePValues(pValues[1]);
    cell.kendallP = stats::combinePValues(pValues[2]);
    cell.pValueSystems = int(pValues[0].size());
    cell.pValueMethod = cell.spearman || cell.pearson || cell.kendall ? PValueMethod::Stouffer : PValueMethod::None;
    const std::optional<double> combined[3] = {cell.spearmanP, cell.pearsonP, cell.kendallP};
    for (int k = 0; k < 3; ++k) {
        if (values[k].empty() || combined[k])
            continue;
        cell.pValueUnavailable =
            pValues[k].empty() ? QCoreApplication::translate("AlignmentSession", "no system has 3 or more pairs")
                               : QCoreApplication::translate("AlignmentSession",
                                                             "perfect correlations of opposite signs in two systems");
    }
    return cell;
}

/// The percentile bootstrap of the Spearman value over items, the systems in `excluded` left out.
std::optional<std::pair<double, double>>
AlignmentSession::bootstrapInterval(const QString &metric, const QString &dimension, const QSet<int> &excluded)
{
    const stats::GroupAveraging averaging = averagingOf(m_options.protocol);
    const QStringList &systems = m_table.systems();
    stats::BootstrapOptions options;
    options.resamples = m_options.bootstrap;
    options.seed = m_options.seed;
    const auto ci = stats::bootstrapInterval(
        int(m_table.items().size()),
        [&](const std::vector<int> &items) {
            std::vector<stats::CorrelationGroup> groups;
            for (int s = 0; s < int(systems.size()); ++s) {
                if (excluded.contains(s))
                    continue;
                stats::CorrelationGroup g{systems[s].toStdString(), {}, {}};
                paired(m_human[dimension][s].values(), m_scores[metric][s].values(), items, g.human, g.metric);
                groups.push_back(std::move(g));
            }
            return stats::groupCorrelation(groups, CorrelationMethod::Spearman, averaging).value;
        },
        options);
    if (ci.lo && ci.hi)
        return std::make_pair(*ci.lo, *ci.hi);
    return std::nullopt;
}

PairwiseCell AlignmentSession::pairwiseCell(const QString &metric, const QString &dimension)
{
    const QStringList &systems = m_table.systems();
    PairwiseCell pairs;
    std::vector<double> defined;
    for (const auto &[ab, pair] : m_pairs[metric][dimension]) {
        const std::optional<double> &accuracy = pair.accuracy;
        pairs.pairs.insert(systems[ab.first] + QStringLiteral(" vs ") + systems[ab.second], accuracy);
        if (accuracy)
            defined.push_back(*accuracy);
    }
    if (!defined.empty()) {
        double sum = 0;
        for (double v : defined)
            sum += v;
        pairs.mean = sum / double(defined.size());
    }
    return pairs;
}

} // namespace editlens::core::alignment
