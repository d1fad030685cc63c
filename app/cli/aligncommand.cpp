#include "aligncommand.h"
#include "aligncommand_print.h"
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
    std::optional<LoadedStudy> study = loadStudyArgument(p);
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
    printAlignText(results);
    return Ok;
}

} // namespace editlens::cli
