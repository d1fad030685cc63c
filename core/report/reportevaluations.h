#pragma once

#include "alignment/alignmentengine.h"
#include "report/reportdocument.h"
#include "scoring/studyretrieval.h"
#include "study/studydata.h"

namespace editlens::core::report {

/// Each detector's boxes against the ground-truth differences (COCO AP); nothing when no detector was evaluated.
void addDetection(ReportDocument &doc, const StudyData &study);
/// Edit-text retrieval tables, one per metric; nothing when `retrieval` is empty.
void addRetrieval(ReportDocument &doc, const QVector<StudyRetrieval> &retrieval);
/// BPM's ground-truth test (Table 4) for the metrics of `options`; nothing without ground-truth roles.
void addGroundTruthTest(ReportDocument &doc, const StudyData &study, const alignment::RatingTable &table,
                        const alignment::AlignmentOptions &options);
/// BPM(alpha) for alpha = 0 … 1 and its pairwise alignment (Table 9); nothing without stored components.
void addAlphaSweep(ReportDocument &doc, const StudyData &study, const alignment::RatingTable &table,
                   const alignment::AlignmentOptions &options);

} // namespace editlens::core::report
