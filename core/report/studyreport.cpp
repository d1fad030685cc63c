#include "studyreport.h"

#include "alignment/disagreement.h"
#include "io/outputfile.h"
#include "report/reportannotators.h"
#include "report/reportcharts.h"
#include "report/reportdifferences.h"
#include "report/reportevaluations.h"
#include "report/reportmodelcalls.h"
#include "scoring/metricregistry.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace editlens::core::report {

namespace {

using namespace editlens::core::alignment;

QString num(const std::optional<double> &v, int decimals = 4)
{
    return v ? QString::number(*v, 'f', decimals) : QStringLiteral("n/a");
}

/// A p-value cell: empty without a coefficient, "n/a (why)" when the coefficient has no p-value.
QString pValue(const CorrelationCell &cell, const std::optional<double> &coefficient, const std::optional<double> &p)
{
    if (!coefficient)
        return QString();
    if (!p && !cell.pValueUnavailable.isEmpty())
        return QStringLiteral("n/a (%1)").arg(cell.pValueUnavailable);
    return formatPValue(p);
}

QString protocolFormula(Protocol protocol)
{
    switch (protocol) {
    case Protocol::VieScore:
        return QStringLiteral("r = tanh( (1/G) \u03a3_g r_g )\n"
                              "r_g: the correlation within editing system g over its items; G: systems whose r_g is "
                              "defined.\nVIEScore's code: it calls this Fisher-z but never applies atanh.");
    case Protocol::Fisher:
        return QStringLiteral("r = tanh( (1/G) \u03a3_g atanh r_g )\n"
                              "r_g: the correlation within editing system g over its items; G: systems whose r_g is "
                              "defined (the textbook Fisher-z mean).");
    case Protocol::Mean:
        return QStringLiteral("r = (1/G) \u03a3_g r_g\n"
                              "r_g: the correlation within editing system g over its items; G: systems whose r_g is "
                              "defined.");
    case Protocol::Pooled:
        return QStringLiteral("r = corr( metric, human ) over every (item, system) output, without grouping.");
    }
    return {};
}

void addCounts(ReportDocument &doc, const StudyData &study)
{
    qint64 outputs = 0, ratings = 0, scores = 0, preferences = 0, votes = 0, differences = 0, masks = 0;
    QSet<QString> systems, annotators;
    for (const Item &item : study.items) {
        outputs += item.outputs.size();
        preferences += item.preferences.size();
        votes += item.judgeVotes.size();
        masks += item.masks.size();
        for (const Output &o : item.outputs) {
            systems.insert(o.system);
            ratings += o.ratings.size();
            scores += o.scores.size();
            differences += o.differences.size();
            masks += o.masks.size();
            for (const Rating &r : o.ratings)
                annotators.insert(r.annotator);
        }
    }
    const auto row = [](const QString &what, qint64 n) { return QStringList{what, QString::number(n)}; };
    doc.addHeading(2, QCoreApplication::translate("Report", "Study"));
    doc.addTable({{QCoreApplication::translate("Report", "what"), QCoreApplication::translate("Report", "count")},
                  {row(QCoreApplication::translate("Report", "items"), study.items.size()),
                   row(QCoreApplication::translate("Report", "outputs"), outputs),
                   row(QCoreApplication::translate("Report", "editing systems"), systems.size()),
                   row(QCoreApplication::translate("Report", "annotators"), annotators.size()),
                   row(QCoreApplication::translate("Report", "ratings"), ratings),
                   row(QCoreApplication::translate("Report", "metric scores"), scores),
                   row(QCoreApplication::translate("Report", "preferences"), preferences),
                   row(QCoreApplication::translate("Report", "judge votes"), votes),
                   row(QCoreApplication::translate("Report", "differences"), differences),
                   row(QCoreApplication::translate("Report", "masks"), masks)}});
}

/// Which outputs the alignment sections cover: the subset's name, its definition and its n per dimension.
void addSubset(ReportDocument &doc, const SubsetSummary &subset)
{
    doc.addHeading(3, QCoreApplication::translate("Report", "Outputs: %1").arg(subset.name));
    if (!subset.conditions.isEmpty() || subset.extremes)
        doc.addParagraph(QCoreApplication::translate(
            "Report", "The alignment sections cover only the outputs that meet every condition (edit type: of the "
                      "item's parse; tag; system). Ground-truth test, \u03b1 sweep and difference detection cover "
                      "every output."));
    if (subset.extremes)
        doc.addParagraph(
            QCoreApplication::translate(
                "Report",
                "Extreme edits, q = %1: per dimension, the outputs whose mean human rating is at or below the "
                "q-quantile or at or above the (1 \u2212 q)-quantile (linear interpolation between order "
                "statistics, as numpy's default; ties at a threshold are in).")
                .arg(*subset.extremes));
    ReportTable t{{QCoreApplication::translate("Report", "dimension"), QCoreApplication::translate("Report", "n"),
                   QCoreApplication::translate("Report", "low threshold"),
                   QCoreApplication::translate("Report", "high threshold")},
                  {}};
    for (auto it = subset.nByDimension.cbegin(); it != subset.nByDimension.cend(); ++it) {
        const bool cut = subset.thresholds.contains(it.key());
        t.rows.push_back({it.key(), QString::number(*it),
                          cut ? QString::number(subset.thresholds.value(it.key()).first, 'f', 3) : QString(),
                          cut ? QString::number(subset.thresholds.value(it.key()).second, 'f', 3) : QString()});
    }
    doc.addTable(t);
}

void addMethod(ReportDocument &doc, const AlignmentReport &report, const StudyReportOptions &options)
{
    doc.addHeading(2, QCoreApplication::translate("Report", "Protocol"));
    doc.addParagraph(QCoreApplication::translate(
                         "Report",
                         "Correlations (Spearman with average ranks, Pearson, Kendall \u03c4-b) are combined over "
                         "editing systems with the protocol '%1':")
                         .arg(protocolName(report.protocol)));
    doc.addFormula(protocolFormula(report.protocol));
    doc.addParagraph(
        options.bootstrap > 0
            ? QCoreApplication::translate(
                  "Report", "95% CI: percentile bootstrap of the Spearman value over items, %1 resamples, seed %2.")
                  .arg(options.bootstrap)
                  .arg(options.seed)
            : QCoreApplication::translate("Report", "No confidence intervals (bootstrap off)."));
    doc.addParagraph(report.protocol == Protocol::Pooled
                         ? QCoreApplication::translate(
                             "Report", "p: two-sided p-value of each correlation (H0: no correlation), as scipy.stats "
                                       "computes it: Pearson and Spearman through Student's t with n \u2212 2 degrees "
                                       "of freedom, Kendall \u03c4-b through the normal approximation with tie "
                                       "correction.")
                         : QCoreApplication::translate(
                             "Report",
                             "p: two-sided p-value (H0: no correlation). Each system's correlation has its own "
                             "(scipy.stats: Student's t with n \u2212 2 degrees of freedom for Pearson and Spearman, "
                             "the tie-corrected normal approximation for Kendall \u03c4-b); the systems' values are "
                             "combined with Stouffer's signed z. The systems share items, so read the combined value "
                             "as a guide rather than an exact level."));
    if (report.protocol != Protocol::Pooled)
        doc.addFormula(QStringLiteral("z_g = sign(r_g) \u00b7 \u03a6\u207b\u00b9(1 \u2212 p_g / 2),  Z = \u03a3_g "
                                      "z_g / \u221aG,  p = 2 (1 \u2212 \u03a6(|Z|))"));
    if (report.perSystemDecimals)
        doc.addParagraph(QCoreApplication::translate("Report", "Each system's correlation and human-to-human value is "
                                                               "rounded to %1 decimals before the systems are "
                                                               "averaged, as VIEScore's tables are.")
                             .arg(*report.perSystemDecimals));
    addSubset(doc, report.subset);
    doc.addParagraph(QCoreApplication::translate(
        "Report", "The human value of an output is the mean of the annotators who rated it. Distances (lower "
                  "is better) are negated before every statistic, so for every metric a positive correlation "
                  "and a pairwise alignment above 0.5 mean that it agrees with people."));
    doc.addParagraph(QCoreApplication::translate(
        "Report", "Pairwise alignment (BPM, Table 1): for each pair of editing systems (A, B), over the items "
                  "rated for both:"));
    doc.addFormula(QStringLiteral("acc(A, B) = #{ i : sign(M_Ai \u2212 M_Bi) = sign(H_Ai \u2212 H_Bi) } / #{ i : H_Ai "
                                  "\u2260 H_Bi }\nhuman tie: item left out; metric tie with a human non-tie: "
                                  "disagreement; mean = over the pairs whose accuracy is defined."));
    doc.addParagraph(QCoreApplication::translate(
        "Report", "Human ceiling: human-to-human = each annotator's Spearman against the mean of the other "
                  "annotators, per system, averaged with the same protocol; ICC(2,1) = two-way random, absolute "
                  "agreement (Shrout & Fleiss) over outputs rated by every annotator; Krippendorff's \u03b1 "
                  "(interval) with missing ratings allowed. Systems with an undefined correlation are left out "
                  "and listed, never counted as 0."));
    if (report.metrics.contains(metricid::bpm)) {
        doc.addParagraph(QCoreApplication::translate("Report", "BPM (Balancing Preservation and Modification):"));
        doc.addFormula(QStringLiteral("BPM = \u03b1 \u00b7 (Norm(S_preserve) + Norm(S_modify)) + (1 \u2212 \u03b1) "
                                      "\u00b7 (S_size + S_position), \u03b1 = 0.7 (global edits: \u03b1 = 1)\n"
                                      "Norm = min-max over all outputs of the study; S_preserve = 1 \u2212 L2 over the "
                                      "preserved pixels; S_modify = cos(\u0394 CLIP image, \u0394 CLIP text)"));
    }
    doc.addParagraph(QCoreApplication::translate(
        "Report", "Disagreement queue: per item, the pairs of outputs the metric orders against the humans "
                  "(human ties left out, metric ties count as disagreements), score = discordant / comparable "
                  "pairs. Items with one output use |rank(metric) \u2212 rank(human)| / (N \u2212 1) across "
                  "the study. For BPM the driver is the component (S_preserve, S_modify, region) that orders "
                  "most of the discordant pairs against the humans."));
}

void addMetricTable(ReportDocument &doc, const AlignmentReport &report, const MetricRegistry &registry)
{
    doc.addHeading(2, QCoreApplication::translate("Report", "Metrics"));
    ReportTable t{{QCoreApplication::translate("Report", "metric"), QCoreApplication::translate("Report", "name"),
                   QCoreApplication::translate("Report", "direction"), QCoreApplication::translate("Report", "version"),
                   QCoreApplication::translate("Report", "reference")},
                  {}};
    for (auto it = report.metricVersions.cbegin(); it != report.metricVersions.cend(); ++it) {
        // What the edited image is compared with: source, ground truth, instruction, ...
        QString reference = registry.referenceText(it.key());
        if (reference.isEmpty())
            reference = QCoreApplication::translate("Report", "as defined by the import");
        t.rows.push_back(
            {it.key(), registry.displayName(it.key()),
             registry.lowerIsBetterIds().contains(it.key()) ? QCoreApplication::translate("Report", "lower is better")
                                                            : QCoreApplication::translate("Report", "higher is better"),
             it.value().isEmpty() ? QCoreApplication::translate("Report", "unversioned") : it.value(), reference});
    }
    doc.addTable(t);
}

QString worstPairText(const ItemDisagreement &d)
{
    if (d.measure == DisagreementMeasure::Residual)
        return QString();
    if (!d.worst)
        return QString();
    const WorstPair &w = *d.worst;
    // A metric tie is never a worst pair (it is no information), so the metric always prefers the other system.
    return QCoreApplication::translate("Report", "%1 over %2 by %3; metric prefers %2 by %4")
        .arg(w.humanPreferred, w.otherSystem, QString::number(w.humanGap, 'f', 2),
             QString::number(w.metricGap, 'g', 3));
}

void addQueues(ReportDocument &doc, const RatingTable &table, const QHash<QString, ItemInfo> &info,
               const QString &dimension, const QStringList &metrics, const StudyReportOptions &options,
               const QStringList &lowerIsBetter)
{
    doc.addHeading(3, QCoreApplication::translate("Report", "Disagreement queue (%1)").arg(dimension));
    for (const QString &metric : metrics) {
        DisagreementOptions o;
        o.dimension = dimension;
        o.metric = metric;
        o.lowerIsBetter = lowerIsBetter.contains(metric);
        const bool bpm = metric == metricid::bpm;
        if (bpm)
            o.components = bpmComponents(table);
        QVector<ItemDisagreement> queue = disagreementQueue(table, info, o);
        queue.erase(std::remove_if(queue.begin(), queue.end(), [](const ItemDisagreement &d) { return d.score <= 0; }),
                    queue.end());
        doc.addHeading(4, metric);
        if (queue.isEmpty()) {
            doc.addParagraph(
                QCoreApplication::translate("Report", "No item where %1 orders the outputs against the humans.")
                    .arg(metric));
            continue;
        }
        ReportTable t{{QCoreApplication::translate("Report", "rank"), QCoreApplication::translate("Report", "item"),
                       QCoreApplication::translate("Report", "edit type"),
                       QCoreApplication::translate("Report", "instruction"),
                       QCoreApplication::translate("Report", "discordant / comparable"),
                       QCoreApplication::translate("Report", "score"),
                       QCoreApplication::translate("Report", "worst pair (humans prefer)")},
                      {}};
        if (bpm)
            t.header << QCoreApplication::translate("Report", "BPM driver");
        for (int k = 0; k < std::min<int>(options.queueLength, queue.size()); ++k) {
            const ItemDisagreement &d = queue.at(k);
            const ItemInfo i = info.value(d.itemKey);
            QStringList row{QString::number(k + 1),
                            d.itemKey,
                            i.editType,
                            i.instruction,
                            d.measure == DisagreementMeasure::Residual
                                ? QCoreApplication::translate("Report", "single output")
                                : QStringLiteral("%1 / %2").arg(d.discordantPairs).arg(d.comparablePairs),
                            QString::number(d.score, 'f', 4),
                            worstPairText(d)};
            if (bpm)
                row << (d.driver.isEmpty() ? QCoreApplication::translate("Report", "none") : d.driver);
            t.rows.push_back(row);
        }
        doc.addTable(t);
    }
}

void addDimension(ReportDocument &doc, int index, const QString &dimension, const AlignmentReport &report,
                  const RatingTable &table, const QHash<QString, ItemInfo> &info, const StudyReportOptions &options,
                  const QStringList &lowerIsBetter)
{
    doc.addHeading(2, QCoreApplication::translate("Report", "Dimension: %1").arg(dimension));
    const CeilingCell ceiling = report.ceiling.value(dimension);
    doc.addHeading(3, QCoreApplication::translate("Report", "Human ceiling (%1)").arg(dimension));
    doc.addTable(
        {{QCoreApplication::translate("Report", "human-to-human"), QCoreApplication::translate("Report", "ICC(2,1)"),
          QCoreApplication::translate("Report", "Krippendorff \u03b1 (interval)"),
          QCoreApplication::translate("Report", "items"), QCoreApplication::translate("Report", "excluded systems"),
          QCoreApplication::translate("Report", "annotators left out (system)")},
         {{num(ceiling.h2h), num(ceiling.icc21), num(ceiling.alphaInterval), QString::number(ceiling.nItems),
           ceiling.excludedGroups.join(QStringLiteral(", ")), ceiling.excludedRaters.join(QStringLiteral(", "))}}});

    const QStringList metrics = rankMetrics(report, dimension);
    doc.addHeading(3, QCoreApplication::translate("Report", "Alignment with the humans (%1)").arg(dimension));
    ReportTable t{{QCoreApplication::translate("Report", "metric"), QCoreApplication::translate("Report", "Spearman"),
                   QCoreApplication::translate("Report", "p"), QCoreApplication::translate("Report", "95% CI"),
                   QCoreApplication::translate("Report", "Pearson"), QCoreApplication::translate("Report", "p"),
                   QCoreApplication::translate("Report", "Kendall"), QCoreApplication::translate("Report", "p"),
                   QCoreApplication::translate("Report", "pairwise alignment"),
                   QCoreApplication::translate("Report", "n"),
                   QCoreApplication::translate("Report", "excluded systems")},
                  {}};
    QVector<CorrelationBar> bars;
    for (const QString &m : metrics) {
        const CorrelationCell c = report.metrics.value(m).value(dimension);
        const std::optional<double> pairwise = report.pairwise.value(m).value(dimension).mean;
        t.rows.push_back(
            {coversFewerSystems(c) ? QCoreApplication::translate("Report", "%1 (partial)").arg(m) : m, num(c.spearman),
             pValue(c, c.spearman, c.spearmanP),
             c.ci95 ? QStringLiteral("%1 \u2013 %2").arg(c.ci95->first, 0, 'f', 4).arg(c.ci95->second, 0, 'f', 4)
                    : QString(),
             num(c.pearson), pValue(c, c.pearson, c.pearsonP), num(c.kendall), pValue(c, c.kendall, c.kendallP),
             num(pairwise), QString::number(c.n), c.excludedGroups.join(QStringLiteral(", "))});
        // n on every bar; a partial metric (fewer systems) also names what it leaves out and is drawn hatched, so
        // that a value over 2 of 5 systems never reads like one over all of them.
        CorrelationBar bar{m, c.spearman, c.ci95};
        bar.partial = coversFewerSystems(c);
        bar.label = bar.partial ? QCoreApplication::translate("Report", "%1 (n %2; without %3)")
                                      .arg(m, QString::number(c.n), c.excludedGroups.join(QStringLiteral(", ")))
                                : QCoreApplication::translate("Report", "%1 (n %2)").arg(m, QString::number(c.n));
        bars.push_back(bar);
    }
    doc.addTable(t);

    std::optional<CeilingBand> band;
    QVector<double> estimates;
    for (const auto &v : {ceiling.h2h, ceiling.icc21, ceiling.alphaInterval})
        if (v)
            estimates << *v;
    if (!estimates.isEmpty())
        band = CeilingBand{*std::min_element(estimates.begin(), estimates.end()),
                           *std::max_element(estimates.begin(), estimates.end()),
                           QCoreApplication::translate("Report", "human ceiling (h2h, ICC, \u03b1)")};
    const QString prefix = QStringLiteral("dim%1-").arg(index + 1);
    doc.addImage(prefix + QStringLiteral("correlations.png"),
                 encodePng(correlationChart(QCoreApplication::translate("Report", "Spearman with the humans: %1 (%2)")
                                                .arg(dimension, protocolName(report.protocol)),
                                            bars, band)),
                 QCoreApplication::translate("Report", "Spearman per metric with 95% CI and the human ceiling band, %1")
                     .arg(dimension));

    // BPM Table 1 layout: one row per metric, one column per system pair, then the mean.
    QStringList pairs;
    for (const QString &m : metrics)
        for (const QString &p : report.pairwise.value(m).value(dimension).pairs.keys())
            if (!pairs.contains(p))
                pairs << p;
    pairs.sort();
    if (!pairs.isEmpty()) {
        doc.addHeading(3,
                       QCoreApplication::translate("Report", "Pairwise alignment per system pair (%1)").arg(dimension));
        ReportTable pt{QStringList{QCoreApplication::translate("Report", "metric")} + pairs
                           + QStringList{QCoreApplication::translate("Report", "mean")},
                       {}};
        for (const QString &m : metrics) {
            const PairwiseCell cell = report.pairwise.value(m).value(dimension);
            QStringList row{m};
            for (const QString &p : std::as_const(pairs))
                row << num(cell.pairs.value(p), 3);
            row << num(cell.mean, 3);
            pt.rows.push_back(row);
        }
        doc.addTable(pt);
    }

    doc.addHeading(3, QCoreApplication::translate("Report", "Metric against human, per output (%1)").arg(dimension));
    int drawn = 0;
    for (const QString &m : metrics) {
        if (drawn >= options.scatterMetrics || !report.metrics.value(m).value(dimension).spearman)
            break;
        QVector<ScatterSeries> series(table.systems().size());
        for (int s = 0; s < table.systems().size(); ++s)
            series[s].name = table.systems().at(s);
        for (const ScatterPoint &p : scatterPoints(table, dimension, m))
            series[p.system].points << QPointF(p.metric, p.human);
        series.erase(std::remove_if(series.begin(), series.end(),
                                    [](const ScatterSeries &s) { return s.points.isEmpty(); }),
                     series.end());
        ++drawn;
        doc.addImage(
            prefix + QStringLiteral("scatter-%1.png").arg(drawn),
            encodePng(scatterChart(
                QCoreApplication::translate("Report", "%1 against %2").arg(m, dimension),
                lowerIsBetter.contains(m) ? QCoreApplication::translate("Report", "%1 (lower is better)").arg(m) : m,
                QCoreApplication::translate("Report", "%1 (mean of annotators)").arg(dimension), series)),
            QCoreApplication::translate("Report", "Scatter of %1 against human %2, one colour per system")
                .arg(m, dimension));
    }
    addQueues(doc, table, info, dimension, metrics, options, lowerIsBetter);
}

Status saveFile(const QString &path, const QByteArray &bytes)
{
    return writeOutputFile(path, bytes);
}

} // namespace

Result<ReportDocument> buildStudyReport(const StudyData &study, const MetricRegistry &registry,
                                        const StudyReportOptions &options, const ProgressCallback &progress)
{
    if (!chartsAvailable())
        return Error{QCoreApplication::translate(
            "Report", "drawing the report's charts needs a QGuiApplication (fonts); none is running")};
    const RatingTable table = RatingTable::fromStudy(study);
    for (const QString &d : options.dimensions)
        if (!table.dimensions().contains(d))
            return Error{QCoreApplication::translate("Report", "the study has no ratings for dimension '%1'").arg(d)};
    for (const QString &m : options.metrics)
        if (!table.metrics().contains(m))
            return Error{QCoreApplication::translate("Report", "the study has no scores for metric '%1'").arg(m)};

    AlignmentOptions alignOptions;
    alignOptions.protocol = options.protocol;
    alignOptions.dimensions = options.dimensions;
    alignOptions.metrics = options.metrics;
    alignOptions.bootstrap = options.bootstrap;
    alignOptions.seed = options.seed;
    alignOptions.subset = options.subset;
    alignOptions.pairwiseRule = options.pairwiseRule;
    alignOptions.verdictReading = options.verdictReading;
    alignOptions.scoreScale = options.scoreScale;
    alignOptions.perSystemDecimals = options.perSystemDecimals;
    if (Status known = options.subset.checkAgainst(table); !known)
        return known.error();
    alignOptions.lowerIsBetter << registry.lowerIsBetterIds();
    const QStringList dimensions = options.dimensions.isEmpty() ? table.dimensions() : options.dimensions;
    const qint64 steps = dimensions.size() + 2;
    if (!reportProgress(progress, 0, steps))
        return Error{QCoreApplication::translate("Report", "cancelled")};
    const AlignmentReport report = computeAlignment(table, alignOptions);
    if (!reportProgress(progress, 1, steps))
        return Error{QCoreApplication::translate("Report", "cancelled")};

    ReportDocument doc;
    doc.addHeading(1, QCoreApplication::translate("Report", "EditLens report: %1")
                          .arg(study.name.isEmpty() ? QCoreApplication::translate("Report", "unnamed study")
                                                    : study.name));
    doc.addParagraph(QCoreApplication::translate("Report", "Study file %1, EditLens %2.")
                         .arg(QFileInfo(options.studyFile).fileName(), options.editLensVersion));
    addCounts(doc, study);
    addAnnotators(doc, options.annotators, options.excludedAnnotators);
    addMethod(doc, report, options);
    addMetricTable(doc, report, registry);
    const QHash<QString, ItemInfo> info = itemInfoFromStudy(study);
    // The scatter charts and the disagreement queue show the subset's outputs, as the tables do.
    const RatingTable shown = options.subset.isEmpty() ? table : applySubset(table, options.subset);
    for (int d = 0; d < dimensions.size(); ++d) {
        addDimension(doc, d, dimensions.at(d), report, shown, info, options, alignOptions.lowerIsBetter);
        if (!reportProgress(progress, d + 2, steps))
            return Error{QCoreApplication::translate("Report", "cancelled")};
    }
    addPairwiseJudges(doc, report, alignOptions.pairwiseRule, alignOptions.scoreScale);
    addGroundTruthTest(doc, study, table, alignOptions);
    addAlphaSweep(doc, study, table, alignOptions);
    addDifferenceEvaluations(doc, study, options.summaryDimensions);
    addRetrieval(doc, options.retrieval);
    addModelCalls(doc, options.modelCalls);
    reportProgress(progress, steps, steps);
    return doc;
}

Result<ReportFiles> writeStudyReport(const ReportDocument &document, const QString &outDir)
{
    const QString chartDir = QStringLiteral("charts");
    QDir dir(outDir);
    if (!dir.mkpath(chartDir))
        return Error{QCoreApplication::translate("Report", "cannot create the report folder"),
                     QDir(outDir).filePath(chartDir)};
    ReportFiles files;
    for (const ReportBlock &b : document.blocks()) {
        if (b.kind != ReportBlock::Kind::Image)
            continue;
        const QString path = dir.filePath(chartDir + QLatin1Char('/') + b.fileName);
        if (Status s = saveFile(path, b.png); !s)
            return s.error();
        files.charts << path;
    }
    files.markdown = dir.filePath(QStringLiteral("report.md"));
    if (Status s = saveFile(files.markdown, document.toMarkdown(chartDir).toUtf8()); !s)
        return s.error();
    files.html = dir.filePath(QStringLiteral("index.html"));
    if (Status s = saveFile(files.html, document.toHtml().toUtf8()); !s)
        return s.error();
    return files;
}

} // namespace editlens::core::report
