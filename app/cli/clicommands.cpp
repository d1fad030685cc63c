#include "clicommands.h"
#include "cliutil.h"
#include "reportcommand.h"
#include "retrievalcommand.h"
#include "scorecommand.h"

#include "alignment/alignmentengine.h"
#include "alignment/alphasweep.h"
#include "alignment/groundtruthtest.h"
#include "demo/demostudy.h"
#include "io/importer.h"
#include "scoring/metricregistry.h"
#include "stats/differenceevaluation.h"
#include "storage/scoresummary.h"
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

int cmdDemo(const QStringList &args, const FormatRegistry &)
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
    p.addOptions({force, photos});
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Creates the synthetic demo study (real photographs edited by EditLens so the truth is "
                          "known) and prints the study file's path as the last line."),
                      1, 1);
        r >= 0)
        return r;
    DemoOptions options;
    options.force = p.isSet(force);
    if (p.isSet(photos))
        options.photoDir = p.value(photos);
    Result<QString> study = createDemoStudy(p.positionalArguments().at(0), options,
                                            terminalProgress(QCoreApplication::translate("editlens-cli", "demo")));
    if (!study)
        return fail(study.error());
    out(study.value());
    return Ok;
}

Result<std::unique_ptr<StudyStore>> openOrCreate(const QString &file, const QString &rootDir)
{
    if (QFileInfo::exists(file))
        return StudyStore::open(file);
    return StudyStore::create(file, rootDir);
}

int cmdImport(const QStringList &args, const FormatRegistry &registry)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli",
                                                        "Study file (.editlens); created if it does not exist."));
    p.addPositionalArgument(QStringLiteral("SRC"),
                            QCoreApplication::translate("editlens-cli", "File or folder to import."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QCoreApplication::translate("editlens-cli", "Input format (default auto):\n")
                                        + registry.importHelp(),
                                    QCoreApplication::translate("editlens-cli", "FORMAT"), QStringLiteral("auto"));
    const QCommandLineOption system(QStringLiteral("system"),
                                    QCoreApplication::translate("editlens-cli",
                                                                "Editing system name, for formats without one."),
                                    QCoreApplication::translate("editlens-cli", "NAME"));
    const QCommandLineOption annotator(QStringLiteral("annotator"),
                                       QCoreApplication::translate("editlens-cli",
                                                                   "Annotator name, for formats without one."),
                                       QCoreApplication::translate("editlens-cli", "NAME"));
    const QCommandLineOption metric(QStringLiteral("metric"),
                                    QCoreApplication::translate("editlens-cli", "Metric id, for judge or score files."),
                                    QCoreApplication::translate("editlens-cli", "ID"));
    const QCommandLineOption judge(QStringLiteral("judge"),
                                   QCoreApplication::translate("editlens-cli", "Pairwise judge name."),
                                   QCoreApplication::translate("editlens-cli", "NAME"));
    const QCommandLineOption root(
        QStringLiteral("root"),
        QCoreApplication::translate("editlens-cli",
                                    "Image root of a new study (default: the source's folder). Every image path "
                                    "must lie inside it."),
        QCoreApplication::translate("editlens-cli", "DIR"));
    p.addOptions({format, system, annotator, metric, judge, root});
    if (int r = parse(p, args,
                      QCoreApplication::translate("editlens-cli",
                                                  "Imports a dataset, ratings or scores into a study, all or nothing."),
                      2, 2);
        r >= 0)
        return r;
    const QString studyFile = p.positionalArguments().at(0);
    const QString source = p.positionalArguments().at(1);
    if (!QFileInfo::exists(source))
        return fail(Error{QCoreApplication::translate("editlens-cli", "no such file or folder"), source});
    const QString fmt = p.value(format);
    if (fmt != QLatin1String("auto") && !registry.importFormat(fmt)) {
        err(QCoreApplication::translate("editlens-cli", "unknown format '%1'; known formats:\n%2")
                .arg(fmt, registry.importHelp()));
        return Usage;
    }
    const QFileInfo srcInfo(source);
    const QString defaultRoot = srcInfo.isDir() ? srcInfo.absoluteFilePath() : srcInfo.absolutePath();
    if (p.isSet(root) && !QFileInfo(p.value(root)).isDir())
        return fail(Error{QCoreApplication::translate("editlens-cli", "the image root is not an existing folder"),
                          p.value(root)});
    const bool created = !QFileInfo::exists(studyFile);
    auto store = openOrCreate(studyFile, p.isSet(root) ? p.value(root) : defaultRoot);
    if (!store)
        return fail(store.error());

    ImportOptions options;
    options.system = p.value(system);
    options.annotator = p.value(annotator);
    options.metric = p.value(metric);
    options.judge = p.value(judge);
    Result<ImportSummary> summary =
        importInto(*store.value(), registry, fmt, source, options,
                   terminalProgress(QCoreApplication::translate("editlens-cli", "importing")));
    if (!summary) {
        if (created) { // leave nothing behind for a study this command just created
            const QString path = store.value()->filePath();
            store.value().reset();
            for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                QFile::remove(path + suffix);
        }
        return fail(summary.error());
    }
    err(QCoreApplication::translate("editlens-cli", "imported %1 items, %2 outputs, %3 ratings (%4) into %5")
            .arg(summary.value().items)
            .arg(summary.value().outputs)
            .arg(summary.value().ratings)
            .arg(summary.value().formatId, store.value()->filePath()));
    // Judge files may take their judge's name from their folder: say which name the votes went to.
    if (summary.value().judgeVotes > 0)
        err(QCoreApplication::translate("editlens-cli", "%n judge vote(s) by %1", nullptr,
                                        int(summary.value().judgeVotes))
                .arg(summary.value().judges.join(QStringLiteral(", "))));
    return Ok;
}

int cmdInfo(const QStringList &args, const FormatRegistry &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "Study file (.editlens)."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Print one JSON object with integer counts."));
    p.addOption(json);
    if (int r = parse(p, args, QCoreApplication::translate("editlens-cli", "Prints what a study holds."), 1, 1); r >= 0)
        return r;
    auto store = StudyStore::open(p.positionalArguments().at(0));
    if (!store)
        return fail(store.error());
    Result<StudyCounts> counts = store.value()->counts();
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
    if (p.isSet(json)) {
        QJsonObject o;
        for (const auto &row : rows)
            o.insert(row.first, row.second);
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
        return Ok;
    }
    out(QCoreApplication::translate("editlens-cli", "study: %1").arg(store.value()->filePath()));
    out(QCoreApplication::translate("editlens-cli", "name: %1").arg(store.value()->name()));
    out(QCoreApplication::translate("editlens-cli", "image root: %1").arg(store.value()->rootDir()));
    for (const auto &row : rows)
        out(QStringLiteral("%1: %2").arg(row.first).arg(row.second));
    // What each stored metric compares the edited image with (imported values: as their source defined them).
    const Result<ScoreSummary> stored = loadScoreSummary(*store.value());
    if (!stored)
        return fail(stored.error());
    MetricRegistry metrics;
    metrics.registerBuiltins();
    for (const QString &id : stored.value().metrics) {
        const QString reference = metrics.referenceText(id);
        out(QCoreApplication::translate("editlens-cli", "metric %1: %2; reference: %3")
                .arg(id, metrics.displayName(id),
                     !reference.isEmpty()
                         ? reference
                         : QCoreApplication::translate("editlens-cli", "as defined where it was imported from")));
    }
    return Ok;
}

int cmdExport(const QStringList &args, const FormatRegistry &registry)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "Study file (.editlens)."));
    p.addPositionalArgument(QStringLiteral("OUT"), QCoreApplication::translate("editlens-cli", "Output file."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QCoreApplication::translate("editlens-cli", "Output format:\n")
                                        + registry.exportHelp(),
                                    QCoreApplication::translate("editlens-cli", "FORMAT"));
    p.addOption(format);
    if (int r = parse(p, args, QCoreApplication::translate("editlens-cli", "Exports a study."), 2, 2); r >= 0)
        return r;
    if (!p.isSet(format) || !registry.exportFormat(p.value(format))) {
        err(QCoreApplication::translate("editlens-cli", "--format must be one of:\n%1").arg(registry.exportHelp()));
        return Usage;
    }
    auto store = StudyStore::open(p.positionalArguments().at(0));
    if (!store)
        return fail(store.error());
    const QString outFile = p.positionalArguments().at(1);
    if (Status s = exportStudy(*store.value(), registry, p.value(format), outFile,
                               terminalProgress(QCoreApplication::translate("editlens-cli", "exporting")));
        !s)
        return fail(s.error());
    err(QCoreApplication::translate("editlens-cli", "wrote %1").arg(QFileInfo(outFile).absoluteFilePath()));
    return Ok;
}

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

int cmdAlign(const QStringList &args, const FormatRegistry &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "Study file (.editlens)."));
    const QCommandLineOption dimension = dimensionOption();
    const QCommandLineOption metric(QStringLiteral("metric"),
                                    QCoreApplication::translate("editlens-cli", "Only this metric (repeatable)."),
                                    QStringLiteral("M"));
    const QCommandLineOption protocol = protocolOption();
    const QCommandLineOption annotator(
        QStringLiteral("annotator"),
        QCoreApplication::translate("editlens-cli", "Use this annotator's ratings instead of the mean of all."),
        QStringLiteral("NAME"));
    const QCommandLineOption bootstrap = bootstrapOption(QStringLiteral("0"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Print one JSON object (README: Alignment JSON)."));
    const QCommandLineOption metricVersion(
        QStringLiteral("metric-version"),
        QCoreApplication::translate("editlens-cli",
                                    "Use version V of metric M (repeatable). Default: the version scored on the most "
                                    "outputs, ties to the one that sorts last."),
        QStringLiteral("M=V"));
    p.addOptions({dimension, metric, protocol, annotator, bootstrap, json, metricVersion});
    const QCommandLineOption alphaSweep(
        QStringLiteral("alpha-sweep"),
        QCoreApplication::translate("editlens-cli", "Also recompute BPM for alpha = 0, 0.1, ..., 1 from its stored "
                                                    "components and give each alpha's pairwise alignment."));
    p.addOption(alphaSweep);
    const QCommandLineOption subset = subsetOption();
    const QCommandLineOption extremes = extremesOption();
    p.addOptions({subset, extremes});
    if (int r = parse(p, args,
                      QCoreApplication::translate("editlens-cli",
                                                  "Measures how well every metric agrees with the human ratings."),
                      1, 1);
        r >= 0)
        return r;
    const auto proto = alignment::protocolFromName(p.value(protocol));
    bool numberOk = false;
    const int resamples = p.value(bootstrap).toInt(&numberOk);
    if (!proto || !numberOk || resamples < 0) {
        err(QCoreApplication::translate("editlens-cli", "--protocol must be viescore, fisher, mean or pooled and "
                                                        "--bootstrap a count"));
        return Usage;
    }
    const std::optional<alignment::Subset> chosenSubset = subsetFromOptions(p, subset, extremes);
    if (!chosenSubset)
        return Usage;
    QMap<QString, QString> versions;
    for (const QString &spec : p.values(metricVersion)) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == spec.size() - 1) {
            err(QCoreApplication::translate("editlens-cli", "--metric-version must be METRIC=VERSION, not '%1'")
                    .arg(spec));
            return Usage;
        }
        versions.insert(spec.left(eq), spec.mid(eq + 1));
    }
    auto store = StudyStore::open(p.positionalArguments().at(0));
    if (!store)
        return fail(store.error());
    Result<StudyData> data =
        store.value()->load(terminalProgress(QCoreApplication::translate("editlens-cli", "loading")));
    if (!data)
        return fail(data.error());
    Result<alignment::RatingTable> chosen = alignment::RatingTable::fromStudy(data.value(), versions);
    if (!chosen) {
        err(QStringLiteral("--metric-version: ") + chosen.error().message);
        return Usage;
    }
    const alignment::RatingTable &table = chosen.value();
    alignment::AlignmentOptions options;
    options.protocol = *proto;
    options.annotator = p.value(annotator);
    options.dimensions = p.values(dimension);
    options.metrics = p.values(metric);
    options.bootstrap = resamples;
    MetricRegistry metricRegistry;
    metricRegistry.registerBuiltins();
    options.lowerIsBetter << metricRegistry.lowerIsBetterIds();
    for (const QString &d : std::as_const(options.dimensions))
        if (!table.dimensions().contains(d))
            return fail(
                Error{QCoreApplication::translate("editlens-cli", "the study has no ratings for dimension '%1'").arg(d),
                      store.value()->filePath()});
    for (const QString &m : std::as_const(options.metrics))
        if (!table.metrics().contains(m))
            return fail(
                Error{QCoreApplication::translate("editlens-cli", "the study has no scores for metric '%1'").arg(m),
                      store.value()->filePath()});
    if (Status known = chosenSubset->checkAgainst(table); !known)
        return fail(Error{QStringLiteral("--subset: ") + known.error().message, store.value()->filePath()});
    options.subset = *chosenSubset;
    // The subset applies to the alignment tables; the ground-truth test and the alpha sweep below use every output.
    const alignment::AlignmentReport report = alignment::computeAlignment(table, options);
    const auto groundTruth = alignment::groundTruthTest(data.value(), table, {options.metrics, options.lowerIsBetter});
    const std::optional<alignment::AlphaSweep> sweep =
        p.isSet(alphaSweep) ? std::optional(alignment::alphaSweep(data.value(), table, options)) : std::nullopt;
    // Difference detectors (the built-in one, imported DICE outputs) against the ground-truth boxes, DICE-D style.
    const QVector<DetectorScore> detectors = evaluateDetectors(data.value());
    if (p.isSet(json)) {
        QJsonObject o = report.toJson();
        QJsonObject detection;
        const auto summary = [](const stats::CocoSummary &c) {
            return QJsonObject{{QStringLiteral("ap"), c.ap},
                               {QStringLiteral("ap50"), c.ap50},
                               {QStringLiteral("ap75"), c.ap75},
                               {QStringLiteral("ap_small"), c.apSmall},
                               {QStringLiteral("ap_medium"), c.apMedium},
                               {QStringLiteral("ap_large"), c.apLarge},
                               {QStringLiteral("ar100"), c.ar}};
        };
        for (const DetectorScore &d : detectors) {
            QJsonObject cell = summary(d.agnostic.summary);
            cell.insert(QStringLiteral("class_aware"), summary(d.classAware.summary));
            cell.insert(QStringLiteral("ap_add"), d.apOf(EditOp::Add));
            cell.insert(QStringLiteral("ap_remove"), d.apOf(EditOp::Remove));
            cell.insert(QStringLiteral("ap_edit"), d.apOf(EditOp::Edit));
            cell.insert(QStringLiteral("images"), d.images);
            detection.insert(d.origin, cell);
        }
        o.insert(QStringLiteral("difference_detection"), detection);
        o.insert(QStringLiteral("ground_truth_test"), alignment::groundTruthTestJson(groundTruth));
        if (sweep) {
            o.insert(QStringLiteral("alpha_sweep"), sweep->toJson());
            if (!sweep->unavailable.isEmpty())
                o.insert(QStringLiteral("alpha_sweep_unavailable"), sweep->unavailable);
        }
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
        return Ok;
    }
    for (const DetectorScore &d : detectors)
        out(QCoreApplication::translate("editlens-cli",
                                        "detector %1: AP %2, AP50 %3, AP75 %4 (class-agnostic); class-aware AP %5; "
                                        "%6 images")
                .arg(d.origin, QString::number(d.agnostic.summary.ap, 'f', 4),
                     QString::number(d.agnostic.summary.ap50, 'f', 4), QString::number(d.agnostic.summary.ap75, 'f', 4),
                     QString::number(d.classAware.summary.ap, 'f', 4), QString::number(d.images)));
    auto num = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'f', 4) : QStringLiteral("undefined");
    };
    out(QCoreApplication::translate("editlens-cli", "protocol: %1").arg(alignment::protocolName(report.protocol)));
    {
        QStringList sizes;
        for (auto it = report.subset.nByDimension.cbegin(); it != report.subset.nByDimension.cend(); ++it)
            sizes << QStringLiteral("%1 n=%2").arg(it.key()).arg(*it);
        out(QCoreApplication::translate("editlens-cli", "subset: %1 (%2 outputs; %3)")
                .arg(report.subset.name)
                .arg(report.subset.nOutputs)
                .arg(sizes.join(QStringLiteral(", "))));
    }
    auto withP = [&num](const std::optional<double> &v, const std::optional<double> &pValue) {
        return v ? QStringLiteral("%1 (p %2)").arg(num(v), alignment::formatPValue(pValue)) : num(v);
    };
    for (auto it = report.ceiling.cbegin(); it != report.ceiling.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "human ceiling %1: h2h %2, ICC(2,1) %3, alpha %4, %5 items%6")
                .arg(it.key(), num(it->h2h), num(it->icc21), num(it->alphaInterval), QString::number(it->nItems),
                     it->excludedGroups.isEmpty()
                         ? QString()
                         : QStringLiteral("; excluded: ") + it->excludedGroups.join(QStringLiteral(", "))));
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
                         d->pearsonInfiniteLeftOut == 0
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli",
                                                                 "%n infinite value(s) left out of Pearson", nullptr,
                                                                 d->pearsonInfiniteLeftOut),
                         d->pValueUnavailable.isEmpty()
                             ? QString()
                             : QStringLiteral("; ")
                                   + QCoreApplication::translate("editlens-cli", "no p-value: %1")
                                         .arg(d->pValueUnavailable)));
    for (auto j = report.pairwiseAccuracy.cbegin(); j != report.pairwiseAccuracy.cend(); ++j)
        out(QCoreApplication::translate("editlens-cli",
                                        "judge %1: four-way accuracy %2 (%3 of %4 human votes; %5 unparseable, %6 "
                                        "without a human vote)")
                .arg(j.key(), num(j->accuracy), QString::number(j->correct), QString::number(j->n),
                     QString::number(j->unparseable), QString::number(j->unmatched)));
    printBpmEvaluations(groundTruth, sweep);
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
        {QStringLiteral("retrieval"),
         QCoreApplication::translate("editlens-cli", "edit-text retrieval (R@k, mean and median rank) by a metric"),
         cmdRetrieval},
        {QStringLiteral("report"),
         QCoreApplication::translate("editlens-cli", "write an HTML and Markdown report of a study"), cmdReport},
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

int run(const QStringList &args, const FormatRegistry &registry)
{
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
    for (const Command &c : commands()) {
        if (c.name == first) {
            QStringList rest = args.mid(1);
            rest[0] = QStringLiteral("editlens-cli ") + c.name;
            return c.run(rest, registry);
        }
    }
    err(QCoreApplication::translate("editlens-cli", "unknown command '%1'").arg(first));
    err(mainHelp(registry));
    return Usage;
}

} // namespace editlens::cli
