#include "alignmentsession.h"

#include "stats/agreement.h"
#include "stats/bootstrap.h"
#include "stats/correlation.h"
#include "stats/groupcorrelation.h"
#include "stats/pairwise.h"

#include <QSet>

#include <cmath>

namespace editlens::core::alignment {

namespace {

using stats::CorrelationMethod;
constexpr CorrelationMethod methods[3] = {CorrelationMethod::Spearman, CorrelationMethod::Pearson,
                                          CorrelationMethod::Kendall};

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

/// Pairs (x[i], y[i]) with both finite, for the item indices `items` (all when empty).
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

AlignmentSession::AlignmentSession(RatingTable table, AlignmentOptions options)
    : m_table(std::move(table))
    , m_options(std::move(options))
{
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

std::vector<double> AlignmentSession::scoreRow(const QString &metric, int system) const
{
    return padded(m_table.scoreRow(metric, system), int(m_table.items().size()));
}

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

void AlignmentSession::computeHuman(const QString &dimension)
{
    auto &rows = m_human[dimension];
    rows.assign(m_table.systems().size(), {});
    for (int s = 0; s < m_table.systems().size(); ++s)
        rows[s] = m_options.annotator.isEmpty() ? othersRow(dimension, QString(), s)
                                                : raterRow(dimension, m_options.annotator, s);
}

void AlignmentSession::computeSystem(const QString &metric, const QString &dimension, int system)
{
    std::vector<double> h, m;
    paired(m_human[dimension][system], scoreRow(metric, system), {}, h, m);
    SystemCell &cell = m_systemCells[metric][dimension][system];
    cell.n = int(h.size());
    for (int k = 0; k < 3; ++k)
        cell.r[k] = coefficient(methods[k], h, m);
}

void AlignmentSession::computeRater(const QString &dimension, int system)
{
    const QStringList annotators = m_table.annotators(dimension);
    auto &rhos = m_raterRho[dimension][system];
    rhos.assign(annotators.size(), std::nullopt);
    for (int a = 0; a < annotators.size(); ++a) {
        std::vector<double> mine, others;
        paired(raterRow(dimension, annotators[a], system), othersRow(dimension, annotators[a], system), {}, mine,
               others);
        // An annotator who rated nothing of this system says nothing about it: not "undefined".
        rhos[a] = mine.empty() ? std::optional<double>(std::nan("")) : coefficient(CorrelationMethod::Spearman, mine, others);
    }
}

void AlignmentSession::computePairs(const QString &metric, const QString &dimension, int system)
{
    const auto &human = m_human[dimension];
    for (int other = 0; other < m_table.systems().size(); ++other) {
        if (other == system)
            continue;
        const int a = std::min(system, other), b = std::max(system, other);
        const std::vector<double> ma = scoreRow(metric, a), mb = scoreRow(metric, b);
        std::vector<stats::PairObservation> items(m_table.items().size());
        for (size_t i = 0; i < items.size(); ++i)
            items[i] = {human[a][i], human[b][i], ma[i], mb[i]};
        m_pairs[metric][dimension][{a, b}] = stats::pairAlignment(items).accuracy;
    }
}

void AlignmentSession::computeCeilingAgreement(const QString &dimension)
{
    const QStringList annotators = m_table.annotators(dimension);
    std::vector<std::vector<double>> units;
    for (int s = 0; s < m_table.systems().size(); ++s) {
        std::vector<std::vector<double>> rows;
        for (const QString &annotator : annotators)
            rows.push_back(raterRow(dimension, annotator, s));
        for (int i = 0; i < m_table.items().size(); ++i) {
            std::vector<double> row;
            bool any = false;
            for (const auto &r : rows) {
                row.push_back(r[i]);
                any |= !std::isnan(r[i]);
            }
            if (any)
                units.push_back(std::move(row));
        }
    }
    std::optional<double> icc, alpha;
    if (annotators.size() >= 2) {
        if (const auto r = stats::icc(units))
            icc = r->icc21;
        alpha = stats::krippendorffAlpha(units, stats::AlphaLevel::Interval);
    }
    m_agreement[dimension] = {icc, alpha};
}

void AlignmentSession::recomputeAll()
{
    m_human.clear();
    m_systemCells.clear();
    m_raterRho.clear();
    m_pairs.clear();
    const int systems = int(m_table.systems().size());
    for (const QString &dimension : m_table.dimensions()) {
        computeHuman(dimension);
        m_raterRho[dimension].assign(systems, {});
        for (int s = 0; s < systems; ++s)
            computeRater(dimension, s);
    }
    for (const QString &metric : selectedMetrics()) {
        for (const QString &dimension : m_table.dimensions()) {
            m_systemCells[metric][dimension].assign(systems, {});
            for (int s = 0; s < systems; ++s)
                computeSystem(metric, dimension, s);
        }
        for (const QString &dimension : selectedDimensions())
            for (int s = 0; s < systems; ++s)
                computePairs(metric, dimension, s);
    }
    for (const QString &dimension : selectedDimensions())
        computeCeilingAgreement(dimension);
    assemble(selectedDimensions());
}

void AlignmentSession::setRating(const QString &dimension, const QString &annotator, const QString &system,
                                 const QString &item, double value)
{
    const int s = m_table.indexOfSystem(system), i = m_table.indexOfItem(item);
    const bool known = s >= 0 && i >= 0 && m_table.dimensions().contains(dimension)
                       && m_table.annotators(dimension).contains(annotator);
    m_table.setRating(dimension, annotator, system, item, value);
    if (!known) { // a new item, system, dimension or annotator reshapes every table
        recomputeAll();
        return;
    }
    m_human[dimension][s][i] = m_table.human(dimension, s, i, m_options.annotator);
    computeRater(dimension, s);
    for (const QString &metric : selectedMetrics()) {
        computeSystem(metric, dimension, s);
        if (selectedDimensions().contains(dimension))
            computePairs(metric, dimension, s);
    }
    if (selectedDimensions().contains(dimension)) {
        computeCeilingAgreement(dimension);
        assemble({dimension});
    } else {
        assemble({}); // exclusions may change everywhere
    }
}

void AlignmentSession::assemble(const QStringList &dimensionsToRefresh)
{
    const stats::GroupAveraging averaging = averagingOf(m_options.protocol);
    const bool pooled = m_options.protocol == Protocol::Pooled;
    const QStringList &systems = m_table.systems();
    m_report.protocol = m_options.protocol;

    // Human ceiling: a system undefined for any annotator in any dimension leaves every dimension.
    QSet<int> ceilingExcluded;
    for (const auto &[dimension, perSystem] : m_raterRho)
        for (int s = 0; s < int(perSystem.size()); ++s)
            for (const auto &rho : perSystem[s])
                if (!rho)
                    ceilingExcluded.insert(s);
    for (const QString &dimension : selectedDimensions()) {
        CeilingCell cell;
        const auto &perSystem = m_raterRho[dimension];
        if (m_table.annotators(dimension).size() >= 2) {
            if (pooled) {
                std::vector<double> mine, others;
                for (const QString &annotator : m_table.annotators(dimension))
                    for (int s = 0; s < int(systems.size()); ++s)
                        paired(raterRow(dimension, annotator, s), othersRow(dimension, annotator, s), {}, mine, others);
                cell.h2h = coefficient(CorrelationMethod::Spearman, mine, others);
            } else {
                cell.excludedGroups = sortedNames(systems, ceilingExcluded);
                std::vector<double> bySystem;
                for (int s = 0; s < int(perSystem.size()); ++s) {
                    if (ceilingExcluded.contains(s))
                        continue;
                    std::vector<double> byRater;
                    for (const auto &rho : perSystem[s])
                        if (rho && !std::isnan(*rho))
                            byRater.push_back(*rho);
                    if (const auto r = stats::averageCorrelations(byRater, averaging))
                        bySystem.push_back(*r);
                }
                cell.h2h = stats::averageCorrelations(bySystem, averaging);
            }
        }
        cell.icc21 = m_agreement[dimension].first;
        cell.alphaInterval = m_agreement[dimension].second;
        QSet<int> rated;
        for (const auto &row : m_human[dimension])
            for (int i = 0; i < int(row.size()); ++i)
                if (!std::isnan(row[i]))
                    rated.insert(i);
        cell.nItems = int(rated.size());
        m_report.ceiling.insert(dimension, cell);
    }

    for (const QString &metric : selectedMetrics()) {
        m_report.metricVersions.insert(metric, m_table.metricVersion(metric));
        QSet<int> excluded; // undefined Spearman in any dimension of the study
        for (const auto &[dimension, cells] : m_systemCells[metric])
            for (int s = 0; s < int(cells.size()); ++s)
                if (!cells[s].r[0])
                    excluded.insert(s);
        for (const QString &dimension : selectedDimensions()) {
            CorrelationCell cell;
            const auto &cells = m_systemCells[metric][dimension];
            const bool refresh = dimensionsToRefresh.contains(dimension);
            if (pooled) {
                if (!refresh) {
                    cell = m_report.metrics[metric][dimension];
                } else {
                    std::vector<double> h, m;
                    for (int s = 0; s < int(systems.size()); ++s)
                        paired(m_human[dimension][s], scoreRow(metric, s), {}, h, m);
                    cell.n = int(h.size());
                    cell.spearman = coefficient(CorrelationMethod::Spearman, h, m);
                    cell.pearson = coefficient(CorrelationMethod::Pearson, h, m);
                    cell.kendall = coefficient(CorrelationMethod::Kendall, h, m);
                }
            } else {
                cell.excludedGroups = sortedNames(systems, excluded);
                std::array<std::vector<double>, 3> values;
                for (int s = 0; s < int(cells.size()); ++s) {
                    if (excluded.contains(s))
                        continue;
                    cell.n += cells[s].n;
                    for (int k = 0; k < 3; ++k)
                        if (cells[s].r[k])
                            values[k].push_back(*cells[s].r[k]);
                }
                cell.spearman = stats::averageCorrelations(values[0], averaging);
                cell.pearson = stats::averageCorrelations(values[1], averaging);
                cell.kendall = stats::averageCorrelations(values[2], averaging);
            }
            if (m_options.bootstrap > 0 && cell.spearman) {
                if (refresh) {
                    stats::BootstrapOptions options;
                    options.resamples = m_options.bootstrap;
                    options.seed = m_options.seed;
                    const auto ci = stats::bootstrapInterval(
                        int(m_table.items().size()),
                        [&](const std::vector<int> &items) {
                            std::vector<stats::CorrelationGroup> groups;
                            for (int s = 0; s < int(systems.size()); ++s) {
                                if (!pooled && excluded.contains(s))
                                    continue;
                                stats::CorrelationGroup g{systems[s].toStdString(), {}, {}};
                                paired(m_human[dimension][s], scoreRow(metric, s), items, g.human, g.metric);
                                groups.push_back(std::move(g));
                            }
                            return stats::groupCorrelation(groups, CorrelationMethod::Spearman, averaging).value;
                        },
                        options);
                    if (ci.lo && ci.hi)
                        cell.ci95 = std::make_pair(*ci.lo, *ci.hi);
                } else {
                    cell.ci95 = m_report.metrics[metric][dimension].ci95;
                }
            }
            m_report.metrics[metric].insert(dimension, cell);

            PairwiseCell pairs;
            std::vector<double> defined;
            for (const auto &[ab, accuracy] : m_pairs[metric][dimension]) {
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
            m_report.pairwise[metric].insert(dimension, pairs);
        }
    }
}

} // namespace editlens::core::alignment
