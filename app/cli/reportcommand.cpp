#include "reportcommand.h"

#include "cliutil.h"
#include "report/studyreport.h"
#include "scoring/metricregistry.h"
#include "scoring/studyretrieval.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace editlens::cli {

using namespace editlens::core;

int cmdReport(const QStringList &args, const FormatRegistry &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "Study file (.editlens)."));
    p.addPositionalArgument(QStringLiteral("OUT_DIR"),
                            QCoreApplication::translate("editlens-cli",
                                                        "Folder for index.html, report.md and charts/ (created)."));
    const QCommandLineOption dimension = dimensionOption();
    const QCommandLineOption protocol = protocolOption();
    const QCommandLineOption metrics(
        QStringLiteral("metrics"),
        QCoreApplication::translate("editlens-cli", "Comma-separated stored metric ids (default: every scored one)."),
        QStringLiteral("LIST"));
    const QCommandLineOption bootstrap = bootstrapOption(QStringLiteral("1000"));
    const QCommandLineOption subset = subsetOption();
    const QCommandLineOption extremes = extremesOption();
    const QCommandLineOption pairwiseRule = pairwiseRuleOption();
    const QCommandLineOption summaryDimensions = summaryDimensionsOption();
    p.addOptions({dimension, protocol, metrics, bootstrap, subset, extremes, pairwiseRule, summaryDimensions});
    if (int r = parse(p, args,
                      QCoreApplication::translate("editlens-cli",
                                                  "Writes a self-contained HTML report and the same content as "
                                                  "Markdown: alignment tables, the human ceiling, charts and the "
                                                  "disagreement queue."),
                      2, 2);
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
    const std::optional<stats::ScoreJudgeRule> rule = pairwiseRuleFromOption(p, pairwiseRule);
    if (!rule)
        return Usage;
    const QString studyFile = p.positionalArguments().at(0);
    auto store = StudyStore::open(studyFile);
    if (!store)
        return fail(store.error());
    Result<StudyData> data =
        store.value()->load(terminalProgress(QCoreApplication::translate("editlens-cli", "loading")));
    if (!data)
        return fail(data.error());
    const std::optional<std::array<QString, 3>> summaryDims =
        summaryDimensionsFromOption(p, summaryDimensions, data.value());
    if (!summaryDims)
        return Usage;

    report::StudyReportOptions options;
    options.summaryDimensions = *summaryDims;
    options.protocol = *proto;
    options.dimensions = p.values(dimension);
    options.metrics = p.value(metrics).split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.bootstrap = resamples;
    options.subset = *chosenSubset;
    options.pairwiseRule = *rule;
    options.studyFile = studyFile;
    options.editLensVersion = QCoreApplication::applicationVersion();
    // Retrieval from the embeddings already stored (`score` or `retrieval` put them there); nothing is encoded here.
    MetricRegistry metricRegistry;
    metricRegistry.registerBuiltins();
    RetrievalOptions stored;
    stored.computeMissing = false;
    for (const QString &metric : retrievalMetricIds())
        if (auto r = evaluateRetrieval(*store.value(), metricRegistry, metric, stored); r && r.value().ranked > 0)
            options.retrieval.push_back(r.value());
    Result<report::ReportDocument> document =
        report::buildStudyReport(data.value(), options,
                                 terminalProgress(QCoreApplication::translate("editlens-cli", "report")));
    if (!document)
        return fail(Error{document.error().message, store.value()->filePath()});
    Result<report::ReportFiles> files = report::writeStudyReport(document.value(), p.positionalArguments().at(1));
    if (!files)
        return fail(files.error());
    err(QCoreApplication::translate("editlens-cli", "wrote %1 and %2 (%3 charts)")
            .arg(QFileInfo(files.value().html).absoluteFilePath(), QFileInfo(files.value().markdown).absoluteFilePath(),
                 QString::number(files.value().charts.size())));
    return Ok;
}

} // namespace editlens::cli
