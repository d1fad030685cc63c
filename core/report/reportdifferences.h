#pragma once

#include "report/reportdocument.h"
#include "study/studydata.h"

#include <QString>

#include <array>

namespace editlens::core::report {

/// DICE-D's evaluations of `study`'s differences: each detector's boxes against the truth (COCO AP class-agnostic,
/// by op and by coherence label, coherence agreement on matched boxes), the annotators against each other (box F1,
/// coherence κ) and DICE's per-system summary (its Table 3) with people's ratings beside it. Each part is left out
/// when the study has nothing for it. `summaryDimensions` overrides the rubric dimensions matched to the summary's
/// columns (alignment::differenceSummary).
void addDifferenceEvaluations(ReportDocument &doc, const StudyData &study,
                              const std::array<QString, 3> &summaryDimensions);

} // namespace editlens::core::report
