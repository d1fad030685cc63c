#pragma once

#include "report/reportdocument.h"
#include "storage/annotatorexclusions.h"
#include "storage/annotatorprogress.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core::report {

struct StudyReportOptions;

/// The annotators' quality control: per annotator items submitted of planned, seconds per item (mean and median),
/// attention checks failed, agreement with the others (Pearson r with n, or why it is unavailable) and whether their
/// ratings count in alignment; then who was left out and why. Nothing when both lists are empty. Reentrant.
void addAnnotators(ReportDocument &doc, const QVector<AnnotatorSummary> &annotators,
                   const QVector<AnnotatorExclusion> &excluded);

/// Reads from `store` what the annotator section shows and leaves the excluded annotators out of `study`: the
/// summaries into `options.annotators` (none for a login that may not read them, an annotator's), the exclusions in
/// force (exclusionsInForce with `named` and `minFailedChecks`) into `options.excludedAnnotators`, their ratings and
/// preferences removed from `study` (leaveOutAnnotators). An error when the exclusions cannot be read.
Status readAnnotatorQuality(StudyStore &store, StudyData &study, StudyReportOptions &options,
                            const QStringList &named = {}, std::optional<int> minFailedChecks = std::nullopt);

} // namespace editlens::core::report
