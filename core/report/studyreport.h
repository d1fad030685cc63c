#pragma once

#include "alignment/alignmentengine.h"
#include "report/reportdocument.h"
#include "scoring/studyretrieval.h"
#include "storage/annotatorexclusions.h"
#include "storage/annotatorprogress.h"
#include "storage/modelcallstore.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>

#include <array>

namespace editlens::core {
class MetricRegistry;
}

namespace editlens::core::report {

/// What goes into a study report.
struct StudyReportOptions
{
    alignment::Protocol protocol = alignment::Protocol::VieScore;
    QStringList dimensions; ///< empty = every rated dimension
    QStringList metrics;    ///< empty = every scored metric
    int bootstrap = 1000;   ///< resamples over items for the Spearman CIs (0 = none)
    quint64 seed = 20261121;
    int queueLength = 10;     ///< disagreement-queue items shown per metric and dimension
    int scatterMetrics = 3;   ///< scatter charts per dimension, for the metrics with the highest correlation
    QString studyFile;        ///< shown in the report header (its file name only)
    QString editLensVersion;  ///< shown in the report header
    alignment::Subset subset; ///< the outputs the alignment sections are computed on (empty = all)
    /// How score metrics judge the human pairwise votes in the "Pairwise judges" section.
    stats::ScoreJudgeRule pairwiseRule = stats::ScoreJudgeRule::GenAiBench;
    /// How verdict judges' answers are read (exact: GenAI-Bench's own reading).
    stats::VerdictReading verdictReading = stats::VerdictReading::Exact;
    /// The score metrics' own scale for the typed pairwise rules (alignment::AlignmentOptions::scoreScale).
    std::optional<std::pair<double, double>> scoreScale;
    /// Each system's value rounded before the average (alignment::AlignmentOptions::perSystemDecimals).
    std::optional<int> perSystemDecimals;
    /// The rubric dimensions set beside DICE's per-system summary columns (correct edits, unwanted edits, no visual
    /// change); an empty entry keeps the one matched by name (alignment::differenceSummary).
    std::array<QString, 3> summaryDimensions;
    /// Edit-text retrieval results to show (evaluateRetrieval, which needs the store, so the caller computes them);
    /// empty = no retrieval section.
    QVector<StudyRetrieval> retrieval;
    /// The model stages' totals per stage (ModelCallStore::totals, which needs the store, so the caller reads them);
    /// empty = no model-stages section.
    QVector<ModelCallTotals> modelCalls;
    /// Each annotator's progress and quality control (summarizeAnnotators, which needs the store, so the caller
    /// reads them, see readAnnotatorQuality); empty = no annotator table.
    QVector<AnnotatorSummary> annotators;
    /// The annotators the caller left out of the study before building (leaveOutAnnotators), and why; listed in the
    /// annotator section.
    QVector<AnnotatorExclusion> excludedAnnotators;
};

/// Builds the report of `study`: counts, protocol and formulas, metric versions, per dimension the human ceiling,
/// the alignment table (Spearman with its p-value and bootstrap CI, Pearson and Kendall τ-b with their p-values, BPM
/// pairwise alignment, n), the
/// per-system-pair table in BPM's Table 1 layout, a correlation bar chart with the ceiling band, metric-vs-human
/// scatter charts and the disagreement queue; then difference-detection AP when the study has ground-truth
/// differences. The numbers are those of alignment::computeAlignment with the same options. `metrics` decides each
/// stored id's name, reference and direction (which ids the statistics negate): the caller's registry, so a metric it
/// added with MetricRegistry::add() is named and oriented like a built-in one.
/// Charts need a QGuiApplication (fonts): without one this fails with an error saying so. Fails too for a
/// dimension or metric the study does not have, or for a subset condition no output meets (Subset::checkAgainst()).
/// With a subset, the alignment sections (tables, charts, queue) cover its outputs and the report names it and its
/// n; the ground-truth test, the α sweep and difference detection still cover every output. `progress` gets one step
/// per dimension. Reentrant; call from one thread per document (QPainter).
Result<ReportDocument> buildStudyReport(const StudyData &study, const MetricRegistry &metrics,
                                        const StudyReportOptions &options, const ProgressCallback &progress = {});

/// What writeStudyReport() wrote.
struct ReportFiles
{
    QString html;       ///< OUT_DIR/index.html: self-contained, the charts embedded as data: URIs
    QString markdown;   ///< OUT_DIR/report.md: the same content, the charts linked from charts/
    QStringList charts; ///< OUT_DIR/charts/*.png
};

/// Writes `document` into `outDir` (created when missing): index.html, report.md and charts/*.png, each through
/// OutputFile (QSaveFile for a regular file), so a failed write leaves no partial file. Errors name the file that could
/// not be written.
Result<ReportFiles> writeStudyReport(const ReportDocument &document, const QString &outDir);

} // namespace editlens::core::report
