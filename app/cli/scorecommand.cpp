#include "scorecommand.h"

#include "cliutil.h"
#include "detect/differencedetector.h"
#include "scoring/scorerun.h"
#include "scoring/studyscorer.h"
#include "storage/studystore.h"

#include <QCoreApplication>

#include <csignal>

namespace editlens::cli {

using namespace editlens::core;

namespace {

volatile std::sig_atomic_t interrupted = 0;

extern "C" void onInterrupt(int)
{
    interrupted = 1;
    std::signal(SIGINT, SIG_DFL); // a second Ctrl-C ends the process at once
}

/// With --bpm-parser llm: names the items that hold no parse at all (no model's, no imported one), which BPM then
/// scores with the rule parser.
Status reportItemsWithoutModelParse(const StudyStore &store)
{
    const Result<StudyData> data = store.load();
    if (!data)
        return data.error();
    QStringList missing;
    for (const Item &item : data.value().items)
        if (item.parse.isEmpty())
            missing << item.key;
    if (!missing.isEmpty())
        err(QCoreApplication::translate("editlens-cli",
                                        "%n item(s) have no parse from a model (run 'model-stages "
                                        "--stages parse'); BPM uses the rule parser there: %1",
                                        nullptr, int(missing.size()))
                .arg(missing.mid(0, 10).join(QStringLiteral(", "))
                     + (missing.size() > 10 ? QStringLiteral(", …") : QString())));
    return Status::success();
}

/// The options of `score`, each declared once and added to the parser in the order of its --help.
struct ScoreArgs
{
    ScoreArgs(QCommandLineParser &p, const MetricRegistry &registry);

    const QCommandLineOption metrics;
    const QCommandLineOption models = modelsOption(
        QCoreApplication::translate("editlens-cli", "Model folder for learned metrics (default: $EDITLENS_MODELS)."));
    const QCommandLineOption jobs{QStringLiteral("jobs"),
                                  QCoreApplication::translate("editlens-cli", "Worker threads (default: all cores)."),
                                  QStringLiteral("N"), QStringLiteral("0")};
    const QCommandLineOption force{
        QStringLiteral("force"),
        QCoreApplication::translate("editlens-cli", "Recompute values already stored with the same version.")};
    const QCommandLineOption alpha{
        QStringLiteral("alpha"),
        QCoreApplication::translate("editlens-cli",
                                    "BPM's weight of S_semantic against S_region (default 0.7); a new value recomputes "
                                    "BPM from the stored components, without images or models."),
        QStringLiteral("A"), QStringLiteral("0.7")};
    const QCommandLineOption rules{
        QStringLiteral("bpm-rules"),
        QCoreApplication::translate(
            "editlens-cli", "BPM's region-aware judge and S_modify crops: 'paper' (default: f_size and "
                            "f_position for every instruction, each image cropped by its own object) or "
                            "'released' (the released code: size only for 'change size', position only for "
                            "'add X next to Y', one shared crop, uint8 wrap). The BPM version names the rules."),
        QStringLiteral("RULES"), QStringLiteral("paper")};
    const QCommandLineOption parser{
        QStringLiteral("bpm-parser"),
        QCoreApplication::translate(
            "editlens-cli", "Which parse BPM goes by: 'rules' (default: EditLens's rule parser, or the item's "
                            "imported parse) or 'llm' (the parse 'model-stages --stages parse' stored; items without "
                            "one are named and use the rule parser). The BPM version names 'llm'."),
        QStringLiteral("PARSER"), QStringLiteral("rules")};
    const QCommandLineOption chain{
        QStringLiteral("chain"),
        QCoreApplication::translate(
            "editlens-cli", "Multi-turn chains: 'turn' (default: every turn against its own input) or 'final' "
                            "(MagicBrush's final-turn setting: each chain's last output against the first turn's "
                            "input, its instructions joined, the last turn's ground truth; stored as <metric>_final)."),
        QStringLiteral("MODE"), QStringLiteral("turn")};
    const QCommandLineOption vificlipModel = vificlipModelOption();
    const QCommandLineOption diceOrigin{
        QStringLiteral("dice-origin"),
        QCoreApplication::translate(
            "editlens-cli", "Whose differences clip_i_bg and clip_t_region (DICE + CLIP) use: '%1' (default: the "
                            "study's ground-truth differences), an annotator's name, or a detector's (e.g. 'DICE', "
                            "'%2'). The versions name the origin, so values of different origins are kept apart.")
            .arg(truthOriginName(), DifferenceDetector::origin()),
        QStringLiteral("ORIGIN"), truthOriginName()};
};

ScoreArgs::ScoreArgs(QCommandLineParser &p, const MetricRegistry &registry)
    : metrics(QStringLiteral("metrics"),
              QCoreApplication::translate("editlens-cli", "Comma-separated metric ids (%1) or all.")
                  .arg(registry.ids().join(QLatin1Char(','))),
              QStringLiteral("LIST"), QStringLiteral("all"))
{
    p.addOptions({metrics, models, jobs, force, alpha, rules, parser, chain, vificlipModel, diceOrigin});
}

/// The run the options ask for, checked by scorerun's rule (validateScoreOptions(), shared with the window); nullopt
/// after printing a usage error. The CLI only turns text into values.
std::optional<ScoreOptions> scoreOptionsFromArgs(const QCommandLineParser &p, const ScoreArgs &a,
                                                 const MetricRegistry &registry)
{
    const std::optional<int> threads = intFromOption(p, a.jobs);
    if (!threads) {
        err(QCoreApplication::translate("editlens-cli", "--jobs must be a count"));
        return std::nullopt;
    }
    bool alphaOk = false;
    const double alphaValue = p.value(a.alpha).toDouble(&alphaOk);
    if (!alphaOk) {
        err(QCoreApplication::translate("editlens-cli", "--alpha must be a number from 0 to 1"));
        return std::nullopt;
    }
    const std::optional<BpmRules> bpmRules = bpmRulesFromName(p.value(a.rules));
    if (!bpmRules) {
        err(QCoreApplication::translate("editlens-cli", "--bpm-rules must be 'paper' or 'released', not '%1'")
                .arg(p.value(a.rules)));
        return std::nullopt;
    }
    const std::optional<BpmParser> bpmParser = bpmParserFromName(p.value(a.parser));
    if (!bpmParser) {
        err(QCoreApplication::translate("editlens-cli", "--bpm-parser must be 'rules' or 'llm', not '%1'")
                .arg(p.value(a.parser)));
        return std::nullopt;
    }
    const std::optional<ChainMode> chainMode = chainModeFromName(p.value(a.chain));
    if (!chainMode) {
        err(QCoreApplication::translate("editlens-cli", "--chain must be 'turn' or 'final', not '%1'")
                .arg(p.value(a.chain)));
        return std::nullopt;
    }
    const auto selected = registry.select(p.value(a.metrics));
    if (!selected) {
        err(selected.error().toString());
        return std::nullopt;
    }
    ScoreOptions requested;
    requested.metrics = selected.value();
    requested.modelDir = modelDirFromOption(p, a.models);
    requested.jobs = *threads;
    requested.force = p.isSet(a.force);
    requested.exclusiveOpenCv = true; // this process runs nothing else with OpenCV meanwhile
    requested.alpha = alphaValue;
    requested.bpmRules = *bpmRules;
    requested.bpmParser = *bpmParser;
    requested.chain = *chainMode;
    requested.vificlipModel = p.value(a.vificlipModel);
    requested.diceOrigin = p.value(a.diceOrigin);
    Result<ScoreOptions> validated = validateScoreOptions(registry, requested);
    if (!validated) {
        err(validated.error().toString());
        return std::nullopt;
    }
    return std::move(validated).value();
}

/// Scores `store` (Ctrl-C stops after the current chunk) and prints what the run did: scorerun's wording.
int runScore(StudyStore &store, const Context &context, const ScoreOptions &options)
{
    interrupted = 0;
    std::signal(SIGINT, onInterrupt);
    const ProgressCallback show = terminalProgress(QCoreApplication::translate("editlens-cli", "scoring"));
    const auto result = scoreStudy(store, context.metrics, context.models, options, [&show](qint64 done, qint64 total) {
        reportProgress(show, done, total);
        return interrupted == 0;
    });
    std::signal(SIGINT, SIG_DFL);
    if (!result)
        return fail(result.error());
    const ScoreReport &r = result.value();
    const ScoreReportText text = describeScoreReport(context.metrics, options, r);
    for (const QString &line : text.problems)
        err(line);
    for (const QStringList *lines : {&text.unavailable, &text.versions, &text.references, &text.perMetric})
        for (const QString &line : *lines)
            out(line);
    out(text.totals);
    if (r.cancelled)
        return Failure;
    return r.errors.isEmpty() ? Ok : Failure;
}

} // namespace

int cmdScore(const QStringList &args, const Context &context)
{
    QCommandLineParser p;
    addStudyArgument(p);
    const ScoreArgs a(p, context.metrics);
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Computes metrics for every output of a study and stores them. Resumable: values already "
                          "stored with the same version are skipped. Ctrl-C stops after the current chunk and leaves "
                          "the study consistent."),
                      1, 1);
        r >= 0)
        return r;
    const std::optional<ScoreOptions> options = scoreOptionsFromArgs(p, a, context.metrics);
    if (!options)
        return Usage;
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    if (options->bpmParser == BpmParser::Llm) {
        if (Status s = reportItemsWithoutModelParse(*store); !s)
            return fail(s.error());
    }
    return runScore(*store, context, *options);
}

} // namespace editlens::cli
