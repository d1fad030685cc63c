#pragma once

#include "alignment/judgeaccuracy.h"
#include "alignment/ratingtable.h"
#include "alignment/subset.h"
#include "stats/sortedrow.h"

#include <QJsonObject>
#include <QMap>

#include <optional>
#include <utility>

namespace editlens::core::alignment {

/// How per-system correlations are combined (VIEScore's and ADIEE's evaluation code, see Protocol's values).
enum class Protocol {
    VieScore, ///< tanh(mean ρ): VIEScore's code, which calls it Fisher-z but never applies atanh
    Fisher,   ///< tanh(mean atanh ρ): the textbook Fisher-z mean
    Mean,     ///< plain mean of ρ
    Pooled,   ///< one correlation over all (item, system) pairs, no grouping
};

QString protocolName(Protocol protocol);
std::optional<Protocol> protocolFromName(const QString &name);

struct AlignmentOptions
{
    Protocol protocol = Protocol::VieScore;
    QString annotator;      ///< the human value: empty = mean of the annotators who rated the output
    QStringList dimensions; ///< empty = every rated dimension
    QStringList metrics;    ///< empty = every scored metric
    /// Metrics where a lower value means a better edit (distances: l1, mse, lpips). Their scores are negated before
    /// any statistic, so that for every metric a positive correlation and a pairwise accuracy above 0.5 mean
    /// "agrees with people" (BPM's Table 1 reports L2 and LPIPS this way).
    QStringList lowerIsBetter;
    int bootstrap = 0; ///< resamples over items for the Spearman CI; 0 = no CI
    quint64 seed = 20261121;
    /// The outputs every table is computed on (applySubset()); empty = all of them.
    Subset subset;
    /// How every score metric judges the human pairwise preferences (scoreJudgeAccuracy()).
    stats::ScoreJudgeRule pairwiseRule = stats::ScoreJudgeRule::GenAiBench;
    /// The score metrics' own scale (MIN, MAX), mapped onto the 0–10 scale of a typed pairwise rule
    /// (scoreJudgeAccuracy()); none: a metric must already be on 0–10.
    std::optional<std::pair<double, double>> scoreScale;
    /// How a verdict judge's answers are read (judgeAccuracy()); exact is GenAI-Bench's own reading.
    stats::VerdictReading verdictReading = stats::VerdictReading::Exact;
    /// Per-system protocols only: each system's coefficients and its human-to-human value are rounded to this many
    /// decimals (roundToDecimals()) before the systems are averaged. VIEScore's tables average the 4-decimal per-model
    /// values its notebook prints (analyze_json.ipynb, sigfig()), so 4 gives them to the last digit (Control-Guided_IG
    /// SC 0.5443, not 0.5442). None (the default): the unrounded values. The bootstrap CI is never rounded.
    std::optional<int> perSystemDecimals;
};

/// `value` rounded to `decimals` decimals as Python's '{:.Nf}' formats it (the double's exact value, halves to even),
/// read back as a double; NaN and ±inf unchanged. Pure function.
double roundToDecimals(double value, int decimals);

/// How the p-values of a CorrelationCell were obtained.
enum class PValueMethod {
    None,     ///< no coefficient, so no p-value
    Direct,   ///< pooled: the coefficient's own test (scipy.stats.pearsonr / spearmanr / kendalltau asymptotic)
    Stouffer, ///< per-system protocols: the systems' two-sided p-values combined by Stouffer's signed-z method
};
/// A p-value as every view shows it: three decimals from 0.001 up ("0.042"), two significant digits below
/// ("2.5e-05"), "0" for an exact 0 (|r| = 1), "n/a" when undefined.
QString formatPValue(const std::optional<double> &p);
/// "direct", "stouffer" or "none" (the JSON's "p_method").
QString pValueMethodName(PValueMethod method);

/// One metric against one human dimension: the three coefficients with their two-sided p-values (H0: no
/// correlation), `n` the (item, system) pairs with both values (±inf included) and `infiniteLeftOut` those with a ±inf
/// value (PSNR of an unchanged output), which Spearman, Kendall and the pairwise alignment rank (+inf above every
/// finite value) and Pearson leaves out.
/// Pooled protocols: the p-values test the pooled coefficients. Per-system protocols: each system's p-value p_g with
/// the sign of its coefficient, z_g = sign(r_g)·Φ⁻¹(1 − p_g/2), combined as Z = Σz_g/√G over the G systems whose
/// p-value is defined, p = 2(1 − Φ(|Z|)) (= scipy.stats.combine_pvalues(method="stouffer") on the one-sided p-values,
/// made two-sided). The systems share items, so the combination assumes an independence they may lack: read it as a
/// guide, not an exact level. A p-value is nullopt with `pValueUnavailable` saying why when its coefficient is
/// defined but it is not.
struct CorrelationCell : stats::Coefficients
{
    PValueMethod pValueMethod = PValueMethod::None;
    int pValueSystems = 0;                         ///< Stouffer: systems combined (for Spearman)
    QString pValueUnavailable;                     ///< why a defined coefficient has no p-value ("fewer than 3 pairs")
    std::optional<std::pair<double, double>> ci95; ///< percentile bootstrap of the Spearman value
    QStringList excludedGroups;                    ///< systems left out (undefined correlation)
};

/// BPM's pairwise alignment of one metric with one dimension (BPM, Li et al. ICML 2025, Table 1; the released
/// eval_human_alignment.py).
struct PairwiseCell
{
    QMap<QString, std::optional<double>> pairs; ///< "A vs B" -> accuracy
    std::optional<double> mean;                 ///< over the pairs whose accuracy is defined
};

/// How well people agree with each other on one dimension: the ceiling a metric can reach.
struct CeilingCell
{
    std::optional<double> h2h;           ///< each annotator vs the mean of the others, Spearman, averaged per protocol
    std::optional<double> icc21;         ///< ICC(2,1) over outputs rated by every annotator
    std::optional<double> alphaInterval; ///< Krippendorff's α (interval), missing ratings allowed
    int nItems = 0;                      ///< items with at least one rated output
    /// Systems left out of h2h: no rater's correlation is defined there (in some dimension).
    QStringList excludedGroups;
    /// Raters left out of one system's average ("alice (B)"): their correlation is undefined there (fewer than two
    /// rated items of it, or all their ratings of it equal) while other raters' is defined.
    QStringList excludedRaters;
};

struct AlignmentReport
{
    Protocol protocol = Protocol::VieScore;
    QMap<QString, CeilingCell> ceiling;                    ///< dimension ->
    QMap<QString, QMap<QString, CorrelationCell>> metrics; ///< metric -> dimension ->
    QMap<QString, QMap<QString, PairwiseCell>> pairwise;   ///< metric -> dimension ->
    QMap<QString, QString> metricVersions;                 ///< metric -> version used
    /// Four-way accuracy against the human votes of every verdict judge (keyed by judge) and of every score metric
    /// used as a judge under AlignmentOptions::pairwiseRule (keyed by metric id, or "score:<id>" when a judge has
    /// that name; JudgeAccuracyCell::metric is set).
    QMap<QString, JudgeAccuracyCell> pairwiseAccuracy;
    SubsetSummary subset; ///< the outputs the tables were computed on
    /// AlignmentOptions::perSystemDecimals as applied (JSON "per_system_decimals", present only when set).
    std::optional<int> perSystemDecimals;

    /// The stable `editlens-cli align --json` object (README "Alignment JSON").
    QJsonObject toJson() const;
};

/// Whether `cell` covers fewer systems than the study: some systems were left out of it (`excludedGroups`, e.g. a
/// metric scored on 2 of 5 systems, or constant on the others). The one rule every view ranks and marks metrics by:
/// a partial metric is never ranked above a complete one (rankMetrics()) and is shown with its n and the systems it
/// leaves out. Pooled protocols exclude no system, so their cells are never partial.
bool coversFewerSystems(const CorrelationCell &cell);

/// The metric ids of `report` that have a cell for `dimension`, best first: complete metrics by Spearman descending,
/// then partial ones (coversFewerSystems()) by Spearman descending, then those without a Spearman value; equal values
/// keep id order. A value over fewer systems is not comparable with one over all of them, so it never tops the list.
QStringList rankMetrics(const AlignmentReport &report, const QString &dimension);

/// Computes every table for `table`. Pure function of its inputs; safe on any thread.
/// Systems whose correlation is undefined (constant ratings or scores, fewer than 2 pairs) in any
/// dimension of the study are left out of every dimension for that metric (and for the ceiling), as
/// VIEScore's code does: SC, PQ and O then average over the same systems. They are listed in
/// `excludedGroups`, never counted as 0.
AlignmentReport computeAlignment(const RatingTable &table, const AlignmentOptions &options);

} // namespace editlens::core::alignment
