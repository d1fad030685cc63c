#include "clicommands.h"
#include "accesscommand.h"
#include "aligncommand.h"
#include "autolabelcommand.h"
#include "cliutil.h"
#include "goldcommand.h"
#include "handoutcommand.h"
#include "importcommand.h"
#include "modelstagescommand.h"
#include "plancommand.h"
#include "reportcommand.h"
#include "retrievalcommand.h"
#include "scorecommand.h"
#include "servecommand.h"
#include "synthcommand.h"
#include "transfercommand.h"

#include "demo/demostudy.h"
#include "inference/modelregistry.h"
#include "io/importer.h"
#include "scoring/metricregistry.h"
#include "scoring/scoresummary.h"
#include "scoring/studyscorer.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <functional>
#include <unistd.h>

namespace editlens::cli {

using namespace editlens::core;

namespace {

/// Scores a fresh demo study with demoMetricIds(), saying on stderr what was stored and what was not (stdout's last
/// line stays the study's path).
int scoreDemo(const QString &studyFile, const Context &context)
{
    const std::unique_ptr<StudyStore> store = openStudy(studyFile);
    if (!store)
        return Failure;
    ScoreOptions options;
    options.metrics = demoMetricIds();
    options.modelDir = defaultModelDir(); // BPM's S_modify when a CLIP model is there
    options.exclusiveOpenCv = true;       // this process runs nothing else with OpenCV meanwhile
    const auto result = scoreStudy(*store, context.metrics, context.models, options,
                                   terminalProgress(QCoreApplication::translate("editlens-cli", "scoring")));
    if (!result)
        return fail(result.error());
    const ScoreReport &r = result.value();
    for (const Error &e : r.errors)
        err(QCoreApplication::translate("editlens-cli", "skipped: %1").arg(e.toString()));
    for (auto it = r.unavailable.cbegin(); it != r.unavailable.cend(); ++it)
        err(QCoreApplication::translate("editlens-cli", "%1: %2").arg(it.key(), it.value()));
    QStringList
        stored; // a metric with a version but listed as unavailable (BPM without CLIP) stored nothing of its own
    for (const QString &id : r.versions.keys())
        if (!r.unavailable.contains(id))
            stored << id;
    err(QCoreApplication::translate("editlens-cli", "scored %n output(s): %1 (values %2, detector boxes %3)", nullptr,
                                    r.computed)
            .arg(stored.join(QStringLiteral(", ")))
            .arg(r.valuesStored)
            .arg(r.differencesStored));
    return r.errors.isEmpty() ? Ok : Failure;
}

int cmdDemo(const QStringList &args, const Context &context)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("DIR"),
                            QCoreApplication::translate("editlens-cli",
                                                        "Folder to create the demo study in (created if missing)."));
    const QCommandLineOption force(QStringLiteral("force"),
                                   QCoreApplication::translate("editlens-cli",
                                                               "Rebuild the demo even if DIR already holds one."));
    const QCommandLineOption photos(QStringLiteral("photos"),
                                    QCoreApplication::translate("editlens-cli", "Folder of source photographs."),
                                    QCoreApplication::translate("editlens-cli", "DIR"));
    const QCommandLineOption unscored(
        QStringLiteral("unscored"),
        QCoreApplication::translate("editlens-cli", "Store no metric (by default the demo is scored with %1).")
            .arg(demoMetricIds().join(QLatin1Char(','))));
    p.addOptions({force, photos, unscored});
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Creates the synthetic demo study (real photographs edited by EditLens so the truth is "
                          "known), scores it with the pixel metrics, the built-in detector and BPM (learned "
                          "metrics need --models of 'score'), and prints the study file's path as the last line."),
                      1, 1);
        r >= 0)
        return r;
    DemoOptions options;
    options.force = p.isSet(force);
    if (p.isSet(photos))
        options.photoDir = p.value(photos);
    Result<QString> study = createDemoStudy(p.positionalArguments().at(0), context.formats, options,
                                            terminalProgress(QCoreApplication::translate("editlens-cli", "demo")));
    if (!study)
        return fail(study.error());
    if (!p.isSet(unscored)) {
        if (int r = scoreDemo(study.value(), context); r != Ok)
            return r;
    }
    out(study.value());
    return Ok;
}

int cmdInfo(const QStringList &args, const Context &context)
{
    QCommandLineParser p;
    addStudyArgument(p);
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Print one JSON object with integer counts."));
    p.addOption(json);
    if (int r = parse(p, args, QCoreApplication::translate("editlens-cli", "Prints what a study holds."), 1, 1); r >= 0)
        return r;
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    Result<StudyCounts> counts = store->counts();
    if (!counts)
        return fail(counts.error());
    const StudyCounts &c = counts.value();
    const QList<QPair<QString, qint64>> rows = {
        {QStringLiteral("items"), c.items},
        {QStringLiteral("outputs"), c.outputs},
        {QStringLiteral("systems"), c.systems},
        {QStringLiteral("annotators"), c.annotators},
        {QStringLiteral("ratings"), c.ratings},
        {QStringLiteral("preferences"), c.preferences},
        {QStringLiteral("differences"), c.differences},
        {QStringLiteral("coherence_labels"), c.coherenceLabels},
        {QStringLiteral("masks"), c.masks},
        {QStringLiteral("scores"), c.scores},
    };
    // What the model stages asked and what it cost, per stage (the audit trail's totals). An annotator's server login
    // may not read them (the calls name systems): the rest of the answer stands, and the text says why they are not
    // there.
    const Result<QVector<ModelCallTotals>> modelCalls = ModelCallStore(*store).totals();
    const QVector<ModelCallTotals> callTotals = modelCalls ? modelCalls.value() : QVector<ModelCallTotals>();
    if (p.isSet(json)) {
        QJsonObject o;
        for (const auto &row : rows)
            o.insert(row.first, row.second);
        if (!callTotals.isEmpty()) {
            QJsonObject stages;
            for (const ModelCallTotals &t : callTotals)
                stages.insert(t.stage, QJsonObject{{QStringLiteral("calls"), t.calls},
                                                   {QStringLiteral("ok"), t.ok},
                                                   {QStringLiteral("unparseable"), t.unparseable},
                                                   {QStringLiteral("failed"), t.failed},
                                                   {QStringLiteral("prompt_tokens"), t.promptTokens},
                                                   {QStringLiteral("completion_tokens"), t.completionTokens}});
            o.insert(QStringLiteral("model_calls"), stages);
        }
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
        return Ok;
    }
    out(QCoreApplication::translate("editlens-cli", "study: %1").arg(store->filePath()));
    out(QCoreApplication::translate("editlens-cli", "name: %1").arg(store->name()));
    out(QCoreApplication::translate("editlens-cli", "image root: %1").arg(store->rootDir()));
    for (const auto &row : rows)
        out(QStringLiteral("%1: %2").arg(row.first).arg(row.second));
    // What each stored metric compares the edited image with (imported values: as their source defined them).
    const Result<ScoreSummary> stored = loadScoreSummary(*store);
    if (!stored)
        return fail(stored.error());
    const MetricRegistry &metrics = context.metrics;
    for (const QString &id : stored.value().metrics) {
        const QString reference = metrics.referenceText(id);
        out(QCoreApplication::translate("editlens-cli", "metric %1: %2; reference: %3")
                .arg(id, metrics.displayName(id),
                     !reference.isEmpty()
                         ? reference
                         : QCoreApplication::translate("editlens-cli", "as defined where it was imported from")));
    }
    if (!modelCalls)
        out(QCoreApplication::translate("editlens-cli", "model calls: not readable here (%1)")
                .arg(modelCalls.error().toString()));
    for (const ModelCallTotals &t : callTotals)
        out(QCoreApplication::translate("editlens-cli", "model calls %1: %2 (ok %3, unparseable %4, failed %5); "
                                                        "tokens %6 prompt, %7 completion")
                .arg(t.stage)
                .arg(t.calls)
                .arg(t.ok)
                .arg(t.unparseable)
                .arg(t.failed)
                .arg(t.promptTokens)
                .arg(t.completionTokens));
    return Ok;
}

int cmdExport(const QStringList &args, const Context &context)
{
    const FormatRegistry &registry = context.formats;
    QCommandLineParser p;
    addStudyArgument(p);
    p.addPositionalArgument(QStringLiteral("OUT"),
                            QCoreApplication::translate("editlens-cli",
                                                        "Output file, or folder for a format that writes several "
                                                        "files (dice)."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QCoreApplication::translate("editlens-cli", "Output format:\n")
                                        + registry.exportHelp(),
                                    QCoreApplication::translate("editlens-cli", "FORMAT"));
    const QCommandLineOption origin(
        QStringLiteral("origin"),
        QCoreApplication::translate("editlens-cli",
                                    "Whose differences to write (dice): truth (default: the ground truth and, on "
                                    "outputs marked complete, the completing annotators' drawn, accepted and "
                                    "relabelled boxes), an annotator's or a detector's name."),
        QCoreApplication::translate("editlens-cli", "ORIGIN"));
    p.addOptions({format, origin});
    if (int r = parse(p, args, QCoreApplication::translate("editlens-cli", "Exports a study."), 2, 2); r >= 0)
        return r;
    if (!p.isSet(format) || !registry.exportFormat(p.value(format))) {
        err(QCoreApplication::translate("editlens-cli", "--format must be one of:\n%1").arg(registry.exportHelp()));
        return Usage;
    }
    if (p.isSet(origin) && !registry.exportFormat(p.value(format))->takesOrigin()) {
        err(QCoreApplication::translate("editlens-cli", "--origin does not apply to the format '%1'")
                .arg(p.value(format)));
        return Usage;
    }
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    const QString outFile = p.positionalArguments().at(1);
    ExportOptions options;
    options.origin = p.value(origin);
    if (Status s = exportStudy(*store, registry, p.value(format), outFile,
                               terminalProgress(QCoreApplication::translate("editlens-cli", "exporting")), options);
        !s)
        return fail(s.error());
    err(QCoreApplication::translate("editlens-cli", "wrote %1").arg(QFileInfo(outFile).absoluteFilePath()));
    return Ok;
}

QList<Command> commands()
{
    return {
        {QStringLiteral("demo"), QCoreApplication::translate("editlens-cli", "create the synthetic demo study"),
         cmdDemo},
        {QStringLiteral("import"),
         QCoreApplication::translate("editlens-cli", "import a dataset, ratings or scores into a study"), cmdImport},
        {QStringLiteral("info"), QCoreApplication::translate("editlens-cli", "print what a study holds"), cmdInfo},
        {QStringLiteral("export"), QCoreApplication::translate("editlens-cli", "export a study"), cmdExport},
        {QStringLiteral("score"),
         QCoreApplication::translate("editlens-cli", "compute metrics and detector boxes for every output"), cmdScore},
        {QStringLiteral("align"),
         QCoreApplication::translate("editlens-cli", "measure how well every metric agrees with the humans"), cmdAlign},
        {QStringLiteral("autolabel"),
         QCoreApplication::translate("editlens-cli", "ADIEE's automatic evaluation labels (rules, multi-turn samples)"),
         cmdAutolabel},
        {QStringLiteral("plan"),
         QCoreApplication::translate("editlens-cli",
                                     "set or show a user study's plan (annotators, task, what they see)"),
         cmdPlan},
        {QStringLiteral("gold"),
         QCoreApplication::translate("editlens-cli",
                                     "set, list or remove the answers of the plan's gold items (attention checks)"),
         cmdGold},
        {QStringLiteral("pack"),
         QCoreApplication::translate("editlens-cli", "write one annotator's offline hand-out of a planned study"),
         cmdPack},
        {QStringLiteral("merge"),
         QCoreApplication::translate("editlens-cli", "merge annotators' hand-outs back into the study"), cmdMerge},
        {QStringLiteral("annotators"),
         QCoreApplication::translate("editlens-cli",
                                     "give an annotator a login on a server study, or list annotators' progress"),
         cmdAnnotators},
        {QStringLiteral("serve"),
         QCoreApplication::translate("editlens-cli", "serve a planned study's annotator session as a web page"),
         cmdServe},
        {QStringLiteral("serve-links"),
         QCoreApplication::translate("editlens-cli", "print personal links to the web page for annotators"),
         cmdServeLinks},
        {QStringLiteral("publish"),
         QCoreApplication::translate("editlens-cli", "copy a study file and its images into a new server study"),
         cmdPublish},
        {QStringLiteral("pull"),
         QCoreApplication::translate("editlens-cli", "copy a server study and its images into a new study file"),
         cmdPull},
        {QStringLiteral("synth"),
         QCoreApplication::translate("editlens-cli",
                                     "synthetic edit pairs with known differences, for training difference detectors"),
         cmdSynth},
        {QStringLiteral("retrieval"),
         QCoreApplication::translate("editlens-cli", "edit-text retrieval (R@k, mean and median rank) by a metric"),
         cmdRetrieval},
        {QStringLiteral("report"),
         QCoreApplication::translate("editlens-cli", "write an HTML and Markdown report of a study"), cmdReport},
        {QStringLiteral("model-stages"),
         QCoreApplication::translate("editlens-cli",
                                     "ask an OpenAI-compatible endpoint BPM's parse, DICE's stages or a VLM judge"),
         cmdModelStages},
        {QStringLiteral("model-calls"),
         QCoreApplication::translate("editlens-cli", "list the model stages' requests and raw answers"), cmdModelCalls},
    };
}

QString mainHelp(const FormatRegistry &registry)
{
    QStringList lines{QCoreApplication::translate("editlens-cli", "Usage: editlens-cli COMMAND [OPTIONS] ARGS"),
                      QString(), QCoreApplication::translate("editlens-cli", "Commands:")};
    for (const Command &c : commands())
        lines << QStringLiteral("  %1  %2").arg(c.name.leftJustified(8), c.summary);
    lines << QString() << QCoreApplication::translate("editlens-cli", "Import formats:") << registry.importHelp()
          << QString() << QCoreApplication::translate("editlens-cli", "Export formats:") << registry.exportHelp()
          << QString()
          << QCoreApplication::translate("editlens-cli", "Run 'editlens-cli COMMAND --help' for a command's options.")
          << QCoreApplication::translate("editlens-cli", "Exit status: 0 success, 1 error, 2 usage error.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace

int run(const QStringList &args, const Context &context)
{
    const FormatRegistry &registry = context.formats;
    installTerminalPasswordPrompt(); // a server study's password, when neither the URL, PGPASSWORD nor ~/.pgpass has it
    const QString first = args.value(1);
    if (first.isEmpty()) {
        err(mainHelp(registry));
        return Usage;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        out(mainHelp(registry));
        return Ok;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out(QStringLiteral("editlens-cli ") + QCoreApplication::applicationVersion());
        return Ok;
    }
    // A U+FEFF (a byte order mark pasted with a name) would be lost on the way into the study: SQLite drops a
    // leading one, so `--annotator <U+FEFF>ann` would be stored as "ann". The file formats refuse it; so does the
    // command line, anywhere in an argument, since a list (`--annotators a,<U+FEFF>b`) or `--opt=VALUE` puts it
    // at the start of a name.
    for (const QString &arg : args.mid(1)) {
        if (arg.contains(QChar(0xFEFF))) {
            QString shown = arg;
            err(QCoreApplication::translate("editlens-cli",
                                            "the argument '%1' holds U+FEFF (a byte order mark), which a study cannot "
                                            "store as written; remove it")
                    .arg(shown.replace(QChar(0xFEFF), QStringLiteral("\\ufeff"))));
            return Usage;
        }
    }
    for (const Command &c : commands()) {
        if (c.name == first) {
            QStringList rest = args.mid(1);
            rest[0] = QStringLiteral("editlens-cli ") + c.name;
            return c.run(rest, context);
        }
    }
    err(QCoreApplication::translate("editlens-cli", "unknown command '%1'").arg(first));
    err(mainHelp(registry));
    return Usage;
}

} // namespace editlens::cli
