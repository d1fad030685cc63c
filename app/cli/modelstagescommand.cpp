#include "modelstagescommand.h"
#include "cliutil.h"

#include "endpoint/chatclient.h"
#include "endpoint/endpointconfig.h"
#include "modelstages/stagerunner.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::cli {

using namespace editlens::core;
using namespace editlens::core::modelstages;

namespace {

QStringList listOption(const QCommandLineParser &p, const QCommandLineOption &option)
{
    QStringList values;
    for (const QString &v : p.values(option))
        for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
            values << part.trimmed();
    return values;
}

void printPlan(const StagePlan &plan)
{
    for (const StagePlanRow &r : plan.rows) {
        QString line =
            QCoreApplication::translate(
                "editlens-cli", "plan: %1: %n request(s) to send, %2 answered from the study, %3 image(s) to send",
                nullptr, int(r.requests))
                .arg(r.stage)
                .arg(r.cached)
                .arg(r.images);
        if (r.growsWithAnswers)
            line += QCoreApplication::translate("editlens-cli", ", plus one per difference the detector finds");
        out(line);
    }
    out(QCoreApplication::translate("editlens-cli", "plan: %n request(s) to send in all", nullptr,
                                    int(plan.totalRequests())));
}

void printSummary(const StageRunSummary &summary)
{
    for (const StageRunRow &r : summary.rows) {
        QString line =
            QCoreApplication::translate(
                "editlens-cli", "%1: asked %2, from the study %3, stored %4, unparseable %5, failed %6, tokens %7 + %8")
                .arg(r.stage)
                .arg(r.asked)
                .arg(r.fromCache)
                .arg(r.stored)
                .arg(r.unparseable)
                .arg(r.failed)
                .arg(r.promptTokens)
                .arg(r.completionTokens);
        if (r.kept > 0)
            line += QCoreApplication::translate("editlens-cli", ", kept %n imported parse(s)", nullptr, int(r.kept));
        out(line);
    }
}

int checkEndpoint(const endpoint::EndpointConfig &config)
{
    Result<QStringList> models = endpoint::ChatClient(config).listModels();
    if (!models)
        return fail(models.error());
    for (const QString &m : models.value())
        out(m);
    if (!config.model.isEmpty() && !models.value().contains(config.model)) {
        err(QCoreApplication::translate("editlens-cli", "the endpoint does not list the model '%1'").arg(config.model));
        return Failure;
    }
    return Ok;
}

/// The options of `model-stages`, each declared once and added to the parser in the order of its --help.
struct ModelStagesArgs
{
    explicit ModelStagesArgs(QCommandLineParser &p)
    {
        p.addOptions({stages, endpointOpt, model, keyEnv, keyFile, prompts, boxes, maxRequests, maxInFlight, timeout,
                      systems, items, noPairs, dryRun, check});
    }

    const QCommandLineOption stages{
        QStringLiteral("stages"),
        QCoreApplication::translate(
            "editlens-cli",
            "Comma-separated stages: parse (BPM's instruction parse), ground (o1, o2 and the reference object "
            "located as boxes, BPM's regions), dice (DICE's differences, then the coherence of each), judge "
            "(VIEScore-style SC and PQ per output, a pairwise verdict per pair of outputs). Default: "
            "all."),
        QStringLiteral("LIST"), stageNames().join(QLatin1Char(','))};
    const QCommandLineOption endpointOpt{
        QStringLiteral("endpoint"),
        QCoreApplication::translate("editlens-cli", "The OpenAI-compatible endpoint as NAME=URL, the URL up to /v1 "
                                                    "(http://127.0.0.1:8000/v1)."),
        QStringLiteral("NAME=URL")};
    const QCommandLineOption model{QStringLiteral("model"),
                                   QCoreApplication::translate("editlens-cli",
                                                               "The model asked, as the endpoint names it."),
                                   QStringLiteral("MODEL")};
    const QCommandLineOption keyEnv{
        QStringLiteral("key-env"),
        QCoreApplication::translate("editlens-cli", "Environment variable holding the API key (never stored)."),
        QStringLiteral("VAR")};
    const QCommandLineOption keyFile{
        QStringLiteral("key-file"),
        QCoreApplication::translate("editlens-cli", "File whose first line is the API key (never stored)."),
        QStringLiteral("F")};
    const QCommandLineOption prompts{
        QStringLiteral("prompts"),
        QCoreApplication::translate("editlens-cli",
                                    "Folder of prompt templates <stage>.txt used instead of the built-in ones."),
        QStringLiteral("DIR")};
    const QCommandLineOption boxes{
        QStringLiteral("box-convention"),
        QCoreApplication::translate("editlens-cli", "How the model writes boxes: pixels, 0-1000 (default) or 0-1."),
        QStringLiteral("C"), QStringLiteral("0-1000")};
    const QCommandLineOption maxRequests{
        QStringLiteral("max-requests"),
        QCoreApplication::translate("editlens-cli", "Refuse to start when the run would send more requests than this."),
        QStringLiteral("N")};
    const QCommandLineOption maxInFlight{QStringLiteral("max-in-flight"),
                                         QCoreApplication::translate("editlens-cli",
                                                                     "Requests sent at once (default %1).")
                                             .arg(endpoint::EndpointConfig().maxInFlight),
                                         QStringLiteral("N")};
    const QCommandLineOption timeout{QStringLiteral("timeout"),
                                     QCoreApplication::translate("editlens-cli",
                                                                 "Seconds to wait for one answer (default %1).")
                                         .arg(endpoint::EndpointConfig().timeoutMs / 1000),
                                     QStringLiteral("S")};
    const QCommandLineOption systems{QStringLiteral("systems"),
                                     QCoreApplication::translate("editlens-cli", "Only the outputs of these systems."),
                                     QStringLiteral("A,B")};
    const QCommandLineOption items{QStringLiteral("items"),
                                   QCoreApplication::translate("editlens-cli", "Only these items (keys)."),
                                   QStringLiteral("K,L")};
    const QCommandLineOption noPairs{QStringLiteral("no-pairs"),
                                     QCoreApplication::translate("editlens-cli", "judge: no pairwise verdicts.")};
    const QCommandLineOption dryRun{QStringLiteral("dry-run"),
                                    QCoreApplication::translate("editlens-cli", "Print the plan and send nothing.")};
    const QCommandLineOption check{
        QStringLiteral("check-endpoint"),
        QCoreApplication::translate("editlens-cli",
                                    "List the endpoint's models (GET /v1/models) and send nothing else.")};
};

/// The endpoint the options name, with its model, key, concurrency and timeout; nullopt after printing a usage error.
/// The model is not required yet: --check-endpoint lists the models without one.
std::optional<endpoint::EndpointConfig> endpointFromArgs(const QCommandLineParser &p, const ModelStagesArgs &a)
{
    if (!p.isSet(a.endpointOpt)) {
        err(QCoreApplication::translate("editlens-cli", "--endpoint NAME=URL is required"));
        return std::nullopt;
    }
    Result<endpoint::EndpointConfig> parsed = endpoint::endpointFromArgument(p.value(a.endpointOpt));
    if (!parsed) {
        err(QCoreApplication::translate("editlens-cli", "--endpoint: %1").arg(parsed.error().toString()));
        return std::nullopt;
    }
    endpoint::EndpointConfig config = parsed.value();
    config.model = p.value(a.model);
    config.keyEnv = p.value(a.keyEnv);
    config.keyFile = p.value(a.keyFile);
    if (p.isSet(a.maxInFlight)) {
        const std::optional<int> n = intFromOption(p, a.maxInFlight, 1, 1024);
        if (!n) {
            err(QCoreApplication::translate("editlens-cli", "--max-in-flight must be a whole number from 1 to 1024"));
            return std::nullopt;
        }
        config.maxInFlight = *n;
    }
    if (p.isSet(a.timeout)) {
        const std::optional<int> s = intFromOption(p, a.timeout, 1, 24 * 3600);
        if (!s) {
            err(QCoreApplication::translate("editlens-cli",
                                            "--timeout must be a whole number of seconds from 1 to 86400"));
            return std::nullopt;
        }
        config.timeoutMs = *s * 1000;
    }
    return config;
}

/// The run the options ask for, on `config`'s endpoint, checked: a study, a model, a valid endpoint, a known box
/// convention and a whole --max-requests; nullopt after printing a usage error.
std::optional<StageOptions> stageOptionsFromArgs(const QCommandLineParser &p, const ModelStagesArgs &a,
                                                 const endpoint::EndpointConfig &config)
{
    if (p.positionalArguments().size() != 1) {
        err(QCoreApplication::translate("editlens-cli", "a STUDY is required"));
        return std::nullopt;
    }
    if (config.model.isEmpty()) {
        err(QCoreApplication::translate("editlens-cli", "--model is required"));
        return std::nullopt;
    }
    if (Status s = config.validate(); !s) {
        err(s.error().toString());
        return std::nullopt;
    }
    StageOptions options;
    options.stages = listOption(p, a.stages);
    options.endpoint = config;
    options.promptsDirectory = p.value(a.prompts);
    const std::optional<BoxConvention> convention = boxConventionFromName(p.value(a.boxes));
    if (!convention) {
        err(QCoreApplication::translate("editlens-cli", "--box-convention must be pixels, 0-1000 or 0-1"));
        return std::nullopt;
    }
    options.boxConvention = *convention;
    options.systems = listOption(p, a.systems);
    options.items = listOption(p, a.items);
    options.pairwise = !p.isSet(a.noPairs);
    if (p.isSet(a.maxRequests)) {
        const std::optional<quint64> n = unsignedFromOption(p, a.maxRequests);
        if (!n) {
            err(QCoreApplication::translate("editlens-cli", "--max-requests must be a whole number of at least 0"));
            return std::nullopt;
        }
        options.maxRequests = qint64(*n);
    }
    return options;
}

/// Runs the stages on `store` and prints the plan, then (unless `dry`) what each stage did. Failure when the run
/// stopped or a request failed.
int runModelStages(StudyStore &store, const StageOptions &options, bool dry)
{
    Result<StageRunSummary> summary =
        runStages(store, options, terminalProgress(QCoreApplication::translate("editlens-cli", "model stages")),
                  [dry](const StagePlan &plan) {
                      printPlan(plan);
                      return !dry;
                  });
    if (!summary)
        return fail(summary.error());
    if (dry)
        return Ok;
    printSummary(summary.value());
    if (summary.value().stopped) {
        err(QCoreApplication::translate("editlens-cli", "stopped: %1").arg(summary.value().stopReason));
        return Failure;
    }
    for (const StageRunRow &r : summary.value().rows)
        if (r.failed > 0)
            return Failure;
    return Ok;
}

} // namespace

int cmdModelStages(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "Study file (.editlens) or server URL."));
    const ModelStagesArgs a(p);
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Asks an OpenAI-compatible endpoint (vLLM, SGLang, Ollama, llama.cpp's server, a hosted API) "
                          "the model stages of BPM, DICE and VIEScore-style judges and stores the answers in the "
                          "study; every request and answer is "
                          "kept, and a re-run answers from them."),
                      0, 1);
        r >= 0)
        return r;
    const std::optional<endpoint::EndpointConfig> config = endpointFromArgs(p, a);
    if (!config)
        return Usage;
    if (p.isSet(a.check))
        return checkEndpoint(*config);
    const std::optional<StageOptions> options = stageOptionsFromArgs(p, a, *config);
    if (!options)
        return Usage;
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    return runModelStages(*store, *options, p.isSet(a.dryRun));
}

int cmdModelCalls(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    addStudyArgument(p);
    const QCommandLineOption stage(
        QStringLiteral("stage"),
        QCoreApplication::translate("editlens-cli",
                                    "Only this stage: parse, dice-detect, dice-coherence, judge-point, judge-pair."),
        QStringLiteral("S"));
    const QCommandLineOption item(QStringLiteral("item"),
                                  QCoreApplication::translate("editlens-cli", "Only this item (key)."),
                                  QStringLiteral("K"));
    const QCommandLineOption json(QStringLiteral("json"), QCoreApplication::translate("editlens-cli", "Print JSON."));
    p.addOptions({stage, item, json});
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Lists what the model stages asked and what came back: status, tokens and the raw answer of "
                          "every request, oldest first."),
                      1, 1);
        r >= 0)
        return r;
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    Result<QVector<ModelCall>> calls = ModelCallStore(*store).calls(p.value(stage), p.value(item));
    if (!calls)
        return fail(calls.error());
    if (p.isSet(json)) {
        QJsonArray rows;
        for (const ModelCall &c : calls.value())
            rows.append(QJsonObject{{QStringLiteral("request_key"), c.requestKey},
                                    {QStringLiteral("stage"), c.stage},
                                    {QStringLiteral("stage_version"), c.stageVersion},
                                    {QStringLiteral("endpoint"), c.endpoint},
                                    {QStringLiteral("model"), c.model},
                                    {QStringLiteral("template_sha256"), c.templateSha256},
                                    {QStringLiteral("image_sha256"), QJsonArray::fromStringList(c.imageSha256)},
                                    {QStringLiteral("item"), c.itemKey},
                                    {QStringLiteral("systems"), c.systems},
                                    {QStringLiteral("subject"), c.subject},
                                    {QStringLiteral("prompt"), c.prompt},
                                    {QStringLiteral("raw"), c.raw},
                                    {QStringLiteral("parsed"), c.parsed},
                                    {QStringLiteral("status"), c.status},
                                    {QStringLiteral("error"), c.error},
                                    {QStringLiteral("latency_ms"), c.latencyMs},
                                    {QStringLiteral("prompt_tokens"), c.promptTokens},
                                    {QStringLiteral("completion_tokens"), c.completionTokens},
                                    {QStringLiteral("created_at"), c.createdAt}});
        out(QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Indented)));
        return Ok;
    }
    for (const ModelCall &c : calls.value()) {
        const QString about = QStringList{c.itemKey, c.systems, c.subject}.join(QLatin1Char(' ')).simplified();
        out(QCoreApplication::translate("editlens-cli", "%1 %2 [%3] %4 by %5, %6 ms, tokens %7 + %8, key %9")
                .arg(c.createdAt, c.stage, about, c.status, c.model)
                .arg(c.latencyMs)
                .arg(c.promptTokens)
                .arg(c.completionTokens)
                .arg(c.requestKey.left(12)));
        if (!c.error.isEmpty())
            out(QStringLiteral("  ") + QCoreApplication::translate("editlens-cli", "why: %1").arg(c.error));
        for (const QString &line : c.raw.split(QLatin1Char('\n')))
            if (!c.raw.isEmpty())
                out(QStringLiteral("  | ") + line);
    }
    return Ok;
}

} // namespace editlens::cli
