#pragma once

#include "alignment/alignmentengine.h"
#include "report/reportdocument.h"
#include "scoring/studyretrieval.h"
#include "study/studydata.h"

namespace editlens::core::report {

/// Pairwise judges against the human votes (GenAI-Bench four-way accuracy): every verdict judge and every score
/// metric used as a judge under `rule` (on `scale` mapped onto 0-10, when given), in one table; nothing when the
/// study has no human pairwise votes.
void addPairwiseJudges(ReportDocument &doc, const alignment::AlignmentReport &report, stats::ScoreJudgeRule rule,
                       const std::optional<std::pair<double, double>> &scale = std::nullopt);
/// Edit-text retrieval tables, one per metric; nothing when `retrieval` is empty.
void addRetrieval(ReportDocument &doc, const QVector<StudyRetrieval> &retrieval);
/// BPM's ground-truth test (Table 4) for the metrics of `options`; nothing without ground-truth roles.
void addGroundTruthTest(ReportDocument &doc, const StudyData &study, const alignment::RatingTable &table,
                        const alignment::AlignmentOptions &options);
/// BPM(alpha) for alpha = 0 … 1 and its pairwise alignment (Table 9); nothing without stored components.
void addAlphaSweep(ReportDocument &doc, const StudyData &study, const alignment::RatingTable &table,
                   const alignment::AlignmentOptions &options);

} // namespace editlens::core::report
