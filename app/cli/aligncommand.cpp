#include "aligncommand.h"
#include "cliutil.h"
#include "exclusionargs.h"

#include "alignment/alignmentengine.h"
#include "alignment/alphasweep.h"
#include "alignment/differencesummary.h"
#include "alignment/groundtruthtest.h"
#include "alignment/parsecomparison.h"
#include "scoring/metricregistry.h"
#include "stats/differenceagreement.h"
#include "stats/differenceevaluation.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"
#include "study/metricids.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::cli {

using namespace editlens::core;

namespace {

/// The text form of BPM's ground-truth test and α sweep (README: Alignment).
void printBpmEvaluations(const QMap<QString, alignment::GroundTruthCell> &groundTruth,
                         const std::optional<alignment::AlphaSweep> &sweep)
{
    if (!groundTruth.isEmpty()) {
        out(QCoreApplication::translate("editlens-cli", "ground-truth test (share of items each candidate wins):"));
        out(QStringLiteral("  %1 %2 %3 %4 %5 %6")
                .arg(QCoreApplication::translate("editlens-cli", "metric").leftJustified(20),
                     QCoreApplication::translate("editlens-cli", "ground truth").rightJustified(12),
                     QCoreApplication::translate("editlens-cli", "preserved").rightJustified(10),
                     QCoreApplication::translate("editlens-cli", "modified").rightJustified(10),
                     QCoreApplication::translate("editlens-cli", "n").rightJustified(5),
                     QCoreApplication::translate("editlens-cli", "ties").rightJustified(5)));
        for (auto it = groundTruth.cbegin(); it != groundTruth.cend(); ++it)
            out(QStringLiteral("  %1 %2 %3 %4 %5 %6")
                    .arg(it.key().leftJustified(20), QString::number(it->groundTruth, 'f', 3).rightJustified(12),
                         QString::number(it->excessivelyPreserved, 'f', 3).rightJustified(10),
                         QString::number(it->excessivelyModified, 'f', 3).rightJustified(10),
                         QString::number(it->n).rightJustified(5), QString::number(it->ties).rightJustified(5)));
    }
    if (!sweep)
        return;
    if (!sweep->unavailable.isEmpty()) {
        out(QCoreApplication::translate("editlens-cli", "alpha sweep: %1").arg(sweep->unavailable));
        return;
    }
    for (auto it = sweep->dimensions.cbegin(); it != sweep->dimensions.cend(); ++it) {
        QStringList points;
        for (const alignment::AlphaSweepPoint &pt : *it)
            points << QStringLiteral("%1: %2")
                          .arg(pt.alpha, 0, 'f', 1)
                          .arg(pt.pairwiseAlignment ? QString::number(*pt.pairwiseAlignment, 'f', 3)
                                                    : QStringLiteral("n/a"));
        out(QCoreApplication::translate("editlens-cli", "alpha sweep %1 (pairwise alignment): %2")
                .arg(it.key(), points.join(QStringLiteral(", "))));
    }
}

/// The text form of inter-annotator agreement on differences and of DICE's per-system summary.
void printDifferenceEvaluations(const DifferenceAgreement &agreement, const alignment::DifferenceSummary &summary)
{
    const auto num = [](const std::optional<double> &v, int digits = 3) {
        return v ? QString::number(*v, 'f', digits) : QStringLiteral("n/a");
    };
    for (const AnnotatorBoxAgreement &a : agreement.pairs)
        out(QCoreApplication::translate("editlens-cli",
                                        "boxes %1 vs %2: F1 %3 (%4 matched of %5 + %6 on %7 outputs); coherence "
                                        "agreement %8, Cohen kappa %9 (%10 pairs)")
                .arg(a.first, a.second, num(a.f1), QString::number(a.matched), QString::number(a.firstBoxes),
                     QString::number(a.secondBoxes), QString::number(a.outputs), num(a.coherenceAgreement),
                     num(a.coherenceKappa))
                .arg(a.coherencePairs));
    if (agreement.alphaUnits > 0)
        out(QCoreApplication::translate("editlens-cli",
                                        "coherence labels: Fleiss kappa %1 (%2 raters, %3 differences), "
                                        "Krippendorff alpha %4 (%5 differences)")
                .arg(num(agreement.fleissKappa), QString::number(agreement.fleissRaters),
                     QString::number(agreement.fleissSubjects), num(agreement.krippendorffAlpha),
                     QString::number(agreement.alphaUnits)));
    const auto percent = [](const std::optional<double> &v) {
        return v ? QString::number(100.0 * *v, 'f', 1) + QLatin1Char('%') : QStringLiteral("n/a");
    };
    for (const alignment::DifferenceSummaryOrigin &o : summary.origins)
        for (const alignment::SystemDifferenceSummary &r : o.systems)
            out(QCoreApplication::translate("editlens-cli",
                                            "summary %1, %2: correct edits %3, unwanted edits %4, no visual change "
                                            "%5 (%6 outputs, %7 differences)")
                    .arg(o.origin, r.system, percent(r.share[0]), percent(r.share[1]), percent(r.share[2]),
                         QString::number(r.outputs), QString::number(r.differences)));
}

/// The parse each item's latest answered parse call gave (item key -> parse), so that an item whose imported parse
/// the model's could not replace still has its model parse compared. A login that may not read the calls gets the
/// stored parses alone, with a warning.
QMap<QString, QJsonObject> answeredParses(StudyStore &store)
{
    QMap<QString, QJsonObject> parses;
    const Result<QVector<ModelCall>> calls = ModelCallStore(store).calls(QStringLiteral("parse"));
    if (!calls) {
        err(QCoreApplication::translate("editlens-cli", "warning: the model calls cannot be read (%1); only the "
                                                        "parses stored on the items are compared")
                .arg(calls.error().toString()));
        return parses;
    }
    for (const ModelCall &c : calls.value()) // oldest first: the latest answer wins
        if (c.status == QLatin1String("ok") && !c.parsed.isEmpty())
            parses.insert(c.itemKey, QJsonDocument::fromJson(c.parsed.toUtf8()).object());
    return parses;
}

/// The text form of the parse comparison: one row per field, then the items where the parses disagree.
void printParseComparison(const alignment::ParseComparison &c)
{
    out(QCoreApplication::translate("editlens-cli", "parse comparison: %n item(s)", nullptr, c.items)
        + QStringLiteral("; ")
        + QCoreApplication::translate("editlens-cli", "%1 with a model parse").arg(c.withModelParse())
        + QStringLiteral("; ")
        + QCoreApplication::translate("editlens-cli", "%1 without").arg(c.withoutModelParse.size())
        + (c.withoutModelParse.isEmpty()
               ? QString()
               : QStringLiteral(" (") + c.withoutModelParse.join(QStringLiteral(", ")) + QLatin1Char(')')));
    const auto share = [](const alignment::ParseFieldAgreement &f) {
        return f.share() ? QString::number(*f.share(), 'f', 3) : QStringLiteral("n/a");
    };
    out(QStringLiteral("  %1 %2 %3")
            .arg(QCoreApplication::translate("editlens-cli", "field").leftJustified(14),
                 QCoreApplication::translate("editlens-cli", "llm = rules").rightJustified(12),
                 QCoreApplication::translate("editlens-cli", "n").rightJustified(5)));
    for (const alignment::ParseFieldAgreement &f : c.fields)
        out(QStringLiteral("  %1 %2 %3")
                .arg(f.field.leftJustified(14), share(f).rightJustified(12), QString::number(f.n).rightJustified(5)));
    for (const alignment::ParseFieldAgreement &f : c.fields) {
        if (f.field == QLatin1String("objects")) // the rows of original_part and edited_part say it
            continue;
        for (const alignment::ParseFieldDisagreement &d : f.disagreements)
            out(QCoreApplication::translate("editlens-cli", "  %1 differs on %2: llm '%3', rules '%4'")
                    .arg(f.field, d.item, d.first, d.second));
    }
    if (c.withImported == 0)
        return;
    out(QCoreApplication::translate("editlens-cli", "accuracy against the imported parse (%n item(s)):", nullptr,
                                    c.withImported));
    out(QStringLiteral("  %1 %2 %3 %4 %5")
            .arg(QCoreApplication::translate("editlens-cli", "field").leftJustified(14),
                 QCoreApplication::translate("editlens-cli", "rules").rightJustified(8),
                 QCoreApplication::translate("editlens-cli", "n").rightJustified(5),
                 QCoreApplication::translate("editlens-cli", "llm").rightJustified(8),
                 QCoreApplication::translate("editlens-cli", "n").rightJustified(5)));
    for (qsizetype i = 0; i < c.rulesAccuracy.size(); ++i)
        out(QStringLiteral("  %1 %2 %3 %4 %5")
                .arg(c.rulesAccuracy[i].field.leftJustified(14), share(c.rulesAccuracy[i]).rightJustified(8),
                     QString::number(c.rulesAccuracy[i].n).rightJustified(5),
                     share(c.modelAccuracy[i]).rightJustified(8),
                     QString::number(c.modelAccuracy[i].n).rightJustified(5)));
}

/// The options of `align`, each declared once and added to the parser in the order of its --help.
struct AlignArgs
{
    explicit AlignArgs(QCommandLineParser &p);

    const AlignmentArgs shared{QStringLiteral("0")};
    const QCommandLineOption metric{QStringLiteral("metric"),
                                    QCoreApplication::translate("editlens-cli", "Only this metric (repeatable)."),
                                    QStringLiteral("M")};
    const QCommandLineOption annotator{
        QStringLiteral("annotator"),
        QCoreApplication::translate("editlens-cli", "Use this annotator's ratings instead of the mean of all."),
        QStringLiteral("NAME")};
    const QCommandLineOption json{QStringLiteral("json"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Print one JSON object (README: Alignment JSON).")};
    const QCommandLineOption metricVersion{
        QStringLiteral("metric-version"),
        QCoreApplication::translate("editlens-cli",
                                    "Use version V of metric M (repeatable). Default: the version scored on the most "
                                    "outputs, ties to the one that sorts last."),
        QStringLiteral("M=V")};
    const QCommandLineOption alphaSweep{
        QStringLiteral("alpha-sweep"),
        QCoreApplication::translate("editlens-cli", "Also recompute BPM for alpha = 0, 0.1, ..., 1 from its stored "
                                                    "components and give each alpha's pairwise alignment.")};
    const QCommandLineOption bpmParser{
        QStringLiteral("bpm-parser"),
        QCoreApplication::translate("editlens-cli",
                                    "Which parse says an item's edit type and whether its edit is global, for "
                                    "--subset edit_type=... and --alpha-sweep: rules (default) or llm (a model's "
                                    "stored parse; score BPM with the same choice)."),
        QStringLiteral("rules|llm"), QStringLiteral("rules")};
    const QCommandLineOption compareParses{
        QStringLiteral("compare-parses"),
        QCoreApplication::translate("editlens-cli",
                                    "Only compare the model stages' parses with the rule parser's, field by field, "
                                    "and both with an imported parse where the study holds one.")};
    const ExclusionArgs exclusion;
};

AlignArgs::AlignArgs(QCommandLineParser &p)
{
    p.addOptions({shared.dimension, metric, shared.protocol, annotator, shared.bootstrap, json, metricVersion});
    p.addOption(alphaSweep);
    p.addOptions({bpmParser, compareParses});
    p.addOption(shared.scoreScale);
    p.addOptions({shared.subset, shared.extremes, shared.systems, shared.excludeSystems, shared.pairwiseRule,
                  shared.verdicts, shared.summaryDimensions, shared.perSystemDecimals});
    p.addOptions({exclusion.annotators, exclusion.failedChecks});
}

/// What `align`'s options ask for, checked as far as they can be without the study.
struct AlignRequest
{
    AlignmentChoices choices;
    ExclusionChoices exclusion;
    BpmParser parser = BpmParser::Rules;
    QMap<QString, QString> versions; ///< --metric-version: metric -> version
};

/// The request; nullopt after printing a usage error (the command then returns Usage).
std::optional<AlignRequest> alignRequestFromOptions(const QCommandLineParser &p, const AlignArgs &a)
{
    AlignRequest request;
    const std::optional<AlignmentChoices> choices = alignmentChoicesFromOptions(p, a.shared);
    if (!choices)
        return std::nullopt;
    request.choices = *choices;
    const std::optional<ExclusionChoices> exclusion = exclusionChoicesFromOptions(p, a.exclusion);
    if (!exclusion)
        return std::nullopt;
    request.exclusion = *exclusion;
    const std::optional<BpmParser> parserChoice = bpmParserFromName(p.value(a.bpmParser));
    if (!parserChoice) {
        err(QCoreApplication::translate("editlens-cli", "--bpm-parser must be 'rules' or 'llm', not '%1'")
                .arg(p.value(a.bpmParser)));
        return std::nullopt;
    }
    request.parser = *parserChoice;
    for (const QString &spec : p.values(a.metricVersion)) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == spec.size() - 1) {
            err(QCoreApplication::translate("editlens-cli", "--metric-version must be METRIC=VERSION, not '%1'")
                    .arg(spec));
            return std::nullopt;
        }
        request.versions.insert(spec.left(eq), spec.mid(eq + 1));
    }
    return request;
}

/// `--compare-parses`: the model stages' parses against the rule parser's, as JSON or text.
void printParsesOnly(LoadedStudy &study, bool json)
{
    const alignment::ParseComparison comparison =
        alignment::compareParses(alignment::itemParses(study.data, answeredParses(*study.store)), InstructionParser());
    if (json)
        out(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("parse_comparison"), comparison.toJson()}})
                                  .toJson(QJsonDocument::Indented)));
    else
        printParseComparison(comparison);
}

/// Everything `align` prints.
struct AlignResults
{
    QVector<AnnotatorExclusion> excluded; ///< the annotators left out of the human side, and why
    alignment::AlignmentReport report;
    QMap<QString, alignment::GroundTruthCell> groundTruth;
    std::optional<alignment::AlphaSweep> sweep;
    QVector<DetectorScore> detectors;
    DifferenceAgreement agreement;
    alignment::DifferenceSummary summary;
};

/// The alignment options of the request for `table`; -1 when they hold, else the exit status after printing why (a
/// dimension, metric or subset the study does not have).
int alignmentOptions(const QCommandLineParser &p, const AlignArgs &a, const AlignRequest &request,
                     const MetricRegistry &metrics, const alignment::RatingTable &table, const QString &studyFile,
                     alignment::AlignmentOptions &options)
{
    const AlignmentChoices &choices = request.choices;
    options.protocol = choices.protocol;
    options.annotator = p.value(a.annotator);
    options.dimensions = p.values(a.shared.dimension);
    options.metrics = p.values(a.metric);
    options.bootstrap = choices.bootstrap;
    options.pairwiseRule = choices.pairwiseRule;
    options.scoreScale = choices.scoreScale;
    options.perSystemDecimals = choices.perSystemDecimals;
    options.verdictReading = choices.verdictReading;
    options.lowerIsBetter << metrics.lowerIsBetterIds();
    for (const QString &d : std::as_const(options.dimensions))
        if (!table.dimensions().contains(d))
            return fail(
                Error{QCoreApplication::translate("editlens-cli", "the study has no ratings for dimension '%1'").arg(d),
                      studyFile});
    for (const QString &m : std::as_const(options.metrics))
        if (!table.metrics().contains(m))
            return fail(
                Error{QCoreApplication::translate("editlens-cli", "the study has no scores for metric '%1'").arg(m),
                      studyFile});
    if (!checkSubsetSystems(choices.subset, table.systems()))
        return Usage;
    if (Status known = choices.subset.checkAgainst(table); !known)
        return fail(Error{QStringLiteral("--subset: ") + known.error().message, studyFile});
    options.subset = choices.subset;
    return -1;
}

/// Computes what `align` prints into `results`; -1 when done, else the exit status after printing why.
int computeAlign(LoadedStudy &study, const QCommandLineParser &p, const AlignArgs &a, const AlignRequest &request,
                 const MetricRegistry &metrics, AlignResults &results)
{
    const StudyData &data = study.data;
    const QString studyFile = study.store->filePath();
    // The human side without the annotators the study, the command line or their failed attention checks exclude.
    if (!checkNamedAnnotators(request.exclusion.named, data))
        return Usage;
    const Result<QVector<AnnotatorExclusion>> excluded =
        exclusionsInForce(*study.store, request.exclusion.named, request.exclusion.minFailedChecks);
    if (!excluded)
        return fail(excluded.error());
    results.excluded = excluded.value();
    leaveOutAnnotators(study.data, excludedNames(results.excluded));
    const std::optional<std::array<QString, 3>> summaryDims =
        summaryDimensionsFromOption(p, a.shared.summaryDimensions, data);
    if (!summaryDims)
        return Usage;
    Result<alignment::RatingTable> chosen = alignment::RatingTable::fromStudy(data, request.versions, request.parser);
    if (!chosen) {
        err(QStringLiteral("--metric-version: ") + chosen.error().message);
        return Usage;
    }
    const alignment::RatingTable &table = chosen.value();
    // BPM's version names a model's parse ("; parser llm", as score writes it): a sweep that reads the other parse
    // would call different edits global than the scores it recombines.
    if (const QString bpmVersion = table.metricVersion(metricid::bpmSModify);
        p.isSet(a.alphaSweep) && !bpmVersion.isEmpty()
        && bpmVersion.contains(QLatin1String("; parser llm")) != (request.parser == BpmParser::Llm))
        err(QCoreApplication::translate("editlens-cli",
                                        "warning: BPM was scored with version '%1', and --bpm-parser is %2")
                .arg(bpmVersion, bpmParserName(request.parser)));
    alignment::AlignmentOptions options;
    if (int r = alignmentOptions(p, a, request, metrics, table, studyFile, options); r >= 0)
        return r;
    // The subset applies to the alignment tables; the ground-truth test and the alpha sweep below use every output.
    results.report = alignment::computeAlignment(table, options);
    results.groundTruth = alignment::groundTruthTest(data, table, {options.metrics, options.lowerIsBetter});
    if (p.isSet(a.alphaSweep))
        results.sweep = alignment::alphaSweep(data, table, options);
    // Difference detectors (the built-in one, imported DICE outputs) against the ground-truth boxes, DICE-D style.
    results.detectors = evaluateDetectors(data);
    // DICE-D's other evaluations: annotators against each other, and the per-system summary (DICE Table 3).
    results.agreement = differenceAgreement(data);
    results.summary = alignment::differenceSummary(data, *summaryDims);
    return -1;
}

/// `--json`: one object (README: Alignment JSON).
void printAlignJson(const AlignResults &r)
{
    QJsonObject o = r.report.toJson();
    o.insert(QStringLiteral("difference_detection"), detectorScoresJson(r.detectors));
    o.insert(QStringLiteral("difference_agreement"), r.agreement.toJson());
    o.insert(QStringLiteral("difference_summary"), r.summary.toJson());
    o.insert(QStringLiteral("ground_truth_test"), alignment::groundTruthTestJson(r.groundTruth));
    o.insert(QStringLiteral("excluded_annotators"), exclusionsJson(r.excluded));
    if (r.sweep) {
        o.insert(QStringLiteral("alpha_sweep"), r.sweep->toJson());
        if (!r.sweep->unavailable.isEmpty())
            o.insert(QStringLiteral("alpha_sweep_unavailable"), r.sweep->unavailable);
    }
    out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
}

QString alignNumber(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 4) : QStringLiteral("undefined");
}

/// The text lines before the correlations: detectors, difference evaluations, protocol, exclusions, rounding, subset.
void printAlignHeader(const AlignResults &r)
{
    for (const DetectorScore &d : r.detectors)
        out(QCoreApplication::translate("editlens-cli",
                                        "detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; "
                                        "%6 images")
                .arg(d.origin, QString::number(d.agnostic.summary.ap, 'f', 4),
                     QString::number(d.agnostic.summary.ap50, 'f', 4), QString::number(d.agnostic.summary.ap75, 'f', 4),
                     QString::number(d.classAware.summary.ap, 'f', 4), QString::number(d.images)));
    printDifferenceEvaluations(r.agreement, r.summary);
    const alignment::AlignmentReport &report = r.report;
    out(QCoreApplication::translate("editlens-cli", "protocol: %1").arg(alignment::protocolName(report.protocol)));
    if (const QString line = exclusionsLine(r.excluded); !line.isEmpty())
        out(line);
    if (report.perSystemDecimals)
        out(QCoreApplication::translate("editlens-cli", "each system's value rounded to %1 decimals before the average")
                .arg(*report.perSystemDecimals));
    QStringList sizes;
    for (auto it = report.subset.nByDimension.cbegin(); it != report.subset.nByDimension.cend(); ++it)
        sizes << QStringLiteral("%1 n=%2").arg(it.key()).arg(*it);
    out(QCoreApplication::translate("editlens-cli", "subset: %1 (%2 outputs; %3)")
            .arg(report.subset.name)
            .arg(report.subset.nOutputs)
            .arg(sizes.join(QStringLiteral(", "))));
}

/// The human ceiling, the metric versions and each metric's correlations with the humans.
void printAlignCorrelations(const alignment::AlignmentReport &report)
{
    auto withP = [](const std::optional<double> &v, const std::optional<double> &pValue) {
        return v ? QStringLiteral("%1 (p %2)").arg(alignNumber(v), alignment::formatPValue(pValue)) : alignNumber(v);
    };
    for (auto it = report.ceiling.cbegin(); it != report.ceiling.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6%7")
                .arg(it.key(), alignNumber(it->h2h), alignNumber(it->icc21), alignNumber(it->alphaInterval),
                     QString::number(it->nItems),
                     it->excludedGroups.isEmpty()
                         ? QString()
                         : QStringLiteral("; excluded: ") + it->excludedGroups.join(QStringLiteral(", ")),
                     it->excludedRaters.isEmpty()
                         ? QString()
                         : QStringLiteral("; annotators left out: ") + it->excludedRaters.join(QStringLiteral(", "))));
    for (auto v = report.metricVersions.cbegin(); v != report.metricVersions.cend(); ++v)
        out(QCoreApplication::translate("editlens-cli", "%1: version %2").arg(v.key(), *v));
    for (auto m = report.metrics.cbegin(); m != report.metrics.cend(); ++m)
        for (auto d = m->cbegin(); d != m->cend(); ++d)
            out(QCoreApplication::translate("editlens-cli", "%1 vs %2: spearman %3, pearson %4, kendall %5, n %6%7%8%9")
                    .arg(m.key(), d.key(), withP(d->spearman, d->spearmanP), withP(d->pearson, d->pearsonP),
                         withP(d->kendall, d->kendallP), QString::number(d->n),
                         d->excludedGroups.isEmpty()
                             ? QString()
                             : QStringLiteral("; excluded: ") + d->excludedGroups.join(QStringLiteral(", ")),
                         d->infiniteLeftOut == 0
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli",
                                                                 "%n infinite value(s) left out of Pearson", nullptr,
                                                                 d->infiniteLeftOut),
                         d->pValueUnavailable.isEmpty()
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli", "no p-value: %1")
                                         .arg(d->pValueUnavailable)));
}

/// The four-way accuracy of every judge of the human pairwise votes (verdict judges and score metrics).
void printAlignJudges(const alignment::AlignmentReport &report)
{
    for (auto j = report.pairwiseAccuracy.cbegin(); j != report.pairwiseAccuracy.cend(); ++j) {
        if (j->metric.isEmpty()) {
            out(QCoreApplication::translate("editlens-cli",
                                            "judge %1: four-way accuracy %2 (%3 of %4 votes; %5 unparseable, %6 "
                                            "without a human vote)")
                    .arg(j.key(), alignNumber(j->accuracy), QString::number(j->correct), QString::number(j->n),
                         QString::number(j->unparseable), QString::number(j->unmatched)));
            continue;
        }
        if (!j->unavailable.isEmpty()) {
            out(QCoreApplication::translate("editlens-cli", "score judge %1: unavailable, because %2")
                    .arg(j.key(), j->unavailable));
            continue;
        }
        const QString predicted =
            QCoreApplication::translate("editlens-cli", "predicted left %1, right %2, tie %3, both bad %4")
                .arg(QString::number(j->predicted[0]), QString::number(j->predicted[1]),
                     QString::number(j->predicted[2]), QString::number(j->predicted[3]));
        out(QCoreApplication::translate("editlens-cli",
                                        "score judge %1 (%2 rule): four-way accuracy %3 (%4 of %5 votes; %6; %7 "
                                        "votes on unscored outputs)")
                .arg(j.key(), j->rule, alignNumber(j->accuracy), QString::number(j->correct), QString::number(j->n),
                     predicted, QString::number(j->missing)));
    }
}

} // namespace

int cmdAlign(const QStringList &args, const Context &context)
{
    QCommandLineParser p;
    addStudyArgument(p);
    const AlignArgs a(p);
    if (int r = parse(p, args,
                      QCoreApplication::translate("editlens-cli",
                                                  "Measures how well every metric agrees with the human ratings."),
                      1, 1);
        r >= 0)
        return r;
    const std::optional<AlignRequest> request = alignRequestFromOptions(p, a);
    if (!request)
        return Usage;
    std::optional<LoadedStudy> study = loadStudy(p.positionalArguments().at(0));
    if (!study)
        return Failure;
    if (p.isSet(a.compareParses)) {
        printParsesOnly(*study, p.isSet(a.json));
        return Ok;
    }
    AlignResults results;
    if (int r = computeAlign(*study, p, a, *request, context.metrics, results); r >= 0)
        return r;
    if (p.isSet(a.json)) {
        printAlignJson(results);
        return Ok;
    }
    printAlignHeader(results);
    printAlignCorrelations(results.report);
    printAlignJudges(results.report);
    printBpmEvaluations(results.groundTruth, results.sweep);
    return Ok;
}

} // namespace editlens::cli
