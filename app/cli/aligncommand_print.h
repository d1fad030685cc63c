#pragma once
// Internal to `editlens-cli align` (aligncommand*.cpp): what it computes, and how it prints it.

#include "alignment/alignmentengine.h"
#include "alignment/alphasweep.h"
#include "alignment/differencesummary.h"
#include "alignment/groundtruthtest.h"
#include "alignment/parsecomparison.h"
#include "stats/differenceagreement.h"
#include "stats/differenceevaluation.h"
#include "storage/annotatorexclusions.h"

#include <QMap>
#include <QVector>

#include <optional>

namespace editlens::cli {

/// Everything `align` prints.
struct AlignResults
{
    QVector<core::AnnotatorExclusion> excluded; ///< the annotators left out of the human side, and why
    core::alignment::AlignmentReport report;
    QMap<QString, core::alignment::GroundTruthCell> groundTruth;
    std::optional<core::alignment::AlphaSweep> sweep;
    QVector<core::DetectorScore> detectors;
    core::DifferenceAgreement agreement;
    core::alignment::DifferenceSummary summary;
};

/// `--json`: one object (README: Alignment JSON).
void printAlignJson(const AlignResults &r);
/// The text form: detectors, difference evaluations, protocol, exclusions and subset, the human ceiling and each
/// metric's correlations, the judges' accuracy, then BPM's ground-truth test and α sweep.
void printAlignText(const AlignResults &r);
/// `--compare-parses` as text: one row per field, then the items where the parses disagree.
void printParseComparison(const core::alignment::ParseComparison &c);

} // namespace editlens::cli
