#include "reportcommand.h"

#include "cliutil.h"
#include "exclusionargs.h"
#include "report/reportannotators.h"
#include "report/studyreport.h"
#include "scoring/metricregistry.h"
#include "scoring/studyretrieval.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace editlens::cli {

using namespace editlens::core;

int cmdReport(const QStringList &args, const Context &context)
{
    QCommandLineParser p;
    addStudyArgument(p);
    p.addPositionalArgument(QStringLiteral("OUT_DIR"),
                            QCoreApplication::translate("editlens-cli",
                                                        "Folder for index.html, report.md and charts/ (created)."));
    const AlignmentArgs shared(QStringLiteral("1000"));
    const QCommandLineOption metrics(
        QStringLiteral("metrics"),
        QCoreApplication::translate("editlens-cli", "Comma-separated stored metric ids (default: every scored one)."),
        QStringLiteral("LIST"));
    p.addOptions({shared.dimension, shared.protocol, metrics, shared.bootstrap, shared.subset, shared.extremes,
                  shared.systems, shared.excludeSystems, shared.pairwiseRule, shared.scoreScale, shared.verdicts,
                  shared.summaryDimensions, shared.perSystemDecimals});
    const ExclusionArgs exclusionArgs;
    p.addOptions({exclusionArgs.annotators, exclusionArgs.failedChecks});
    if (int r = parse(p, args,
                      QCoreApplication::translate("editlens-cli",
                                                  "Writes a self-contained HTML report and the same content as "
                                                  "Markdown: alignment tables, the human ceiling, charts and the "
                                                  "disagreement queue."),
                      2, 2);
        r >= 0)
        return r;
    const std::optional<AlignmentChoices> choices = alignmentChoicesFromOptions(p, shared);
    if (!choices)
        return Usage;
    const std::optional<ExclusionChoices> exclusion = exclusionChoicesFromOptions(p, exclusionArgs);
    if (!exclusion)
        return Usage;
    const QString studyFile = p.positionalArguments().at(0);
    std::optional<LoadedStudy> study = loadStudy(studyFile);
    if (!study)
        return Failure;
    const std::optional<std::array<QString, 3>> summaryDims =
        summaryDimensionsFromOption(p, shared.summaryDimensions, study->data);
    if (!summaryDims)
        return Usage;
    QStringList studySystems;
    for (const Item &item : study->data.items)
        for (const Output &output : item.outputs)
            if (!studySystems.contains(output.system))
                studySystems << output.system;
    if (!checkSubsetSystems(choices->subset, studySystems))
        return Usage;

    report::StudyReportOptions options;
    options.summaryDimensions = *summaryDims;
    options.protocol = choices->protocol;
    options.dimensions = p.values(shared.dimension);
    options.metrics = p.value(metrics).split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.bootstrap = choices->bootstrap;
    options.subset = choices->subset;
    options.pairwiseRule = choices->pairwiseRule;
    options.verdictReading = choices->verdictReading;
    options.scoreScale = choices->scoreScale;
    options.perSystemDecimals = choices->perSystemDecimals;
    options.studyFile = studyFile;
    options.editLensVersion = QCoreApplication::applicationVersion();
    // Retrieval from the embeddings already stored (`score` or `retrieval` put them there); nothing is encoded here.
    RetrievalOptions stored;
    stored.computeMissing = false;
    for (const QString &metric : retrievalMetricIds())
        if (auto r = evaluateRetrieval(*study->store, context.metrics, context.models, metric, stored);
            r && r.value().ranked > 0)
            options.retrieval.push_back(r.value());
    // The model stages' cost per stage; a login that may not read the calls (an annotator's) gets no such section.
    if (auto calls = ModelCallStore(*study->store).totals())
        options.modelCalls = calls.value();
    // Each annotator's quality control, and the human side without those the study or the options exclude.
    if (!checkNamedAnnotators(exclusion->named, study->data))
        return Usage;
    if (Status s = report::readAnnotatorQuality(*study->store, study->data, options, exclusion->named,
                                                exclusion->minFailedChecks);
        !s)
        return fail(s.error());
    if (const QString line = exclusionsLine(options.excludedAnnotators); !line.isEmpty())
        err(line);
    Result<report::ReportDocument> document =
        report::buildStudyReport(study->data, context.metrics, options,
                                 terminalProgress(QCoreApplication::translate("editlens-cli", "report")));
    if (!document)
        return fail(Error{document.error().message, study->store->filePath()});
    Result<report::ReportFiles> files = report::writeStudyReport(document.value(), p.positionalArguments().at(1));
    if (!files)
        return fail(files.error());
    err(QCoreApplication::translate("editlens-cli", "wrote %1 and %2 (%3 charts)")
            .arg(QFileInfo(files.value().html).absoluteFilePath(), QFileInfo(files.value().markdown).absoluteFilePath(),
                 QString::number(files.value().charts.size())));
    return Ok;
}

} // namespace editlens::cli
