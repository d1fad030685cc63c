#pragma once

#include "alignment/ratingtable.h"
#include "study/studydata.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>

namespace editlens::core::alignment {

/// One metric's result of BPM's ground-truth test (BPM, Li et al. ICML 2025, Table 4). Value type.
struct GroundTruthCell
{
    double groundTruth = 0.0;          ///< share of the items on which the ground truth scores best
    double excessivelyPreserved = 0.0; ///< … the excessively preserved candidate (original + noise)
    double excessivelyModified = 0.0;  ///< … the excessively modified candidate (generated from the instruction)
    int n = 0;    ///< items with one output of each role and a finite value of the metric on all three
    int ties = 0; ///< of these, items on which two or three candidates share the best value
};

/// What the ground-truth test reads.
struct GroundTruthTestOptions
{
    QStringList metrics;       ///< empty = every metric of the table
    QStringList lowerIsBetter; ///< distances, as AlignmentOptions::lowerIsBetter (from the MetricRegistry)
};

/// BPM's ground-truth test over `study`: for every item with exactly one output of each of the three roles
/// (OutputRole), and every metric with a finite value on all three, the candidate the metric scores best (highest,
/// or lowest for a metric in `lowerIsBetter`). Shares sum to 1 over the items used. Ties (exact equality): the item's
/// share is split equally among the tied candidates (stats::winRates) and the item is counted in `ties`, so a metric
/// that cannot tell the candidates apart scores 1/3 each. The value of a metric is the one of version
/// table.metricVersion(metric), as in every other alignment table. Metrics used on no item are left out.
/// Pure function; safe on any thread.
QMap<QString, GroundTruthCell> groundTruthTest(const StudyData &study, const RatingTable &table,
                                               const GroundTruthTestOptions &options);

/// `editlens-cli align --json`'s "ground_truth_test" object: metric -> {ground_truth, excessively_preserved,
/// excessively_modified, n, ties}.
QJsonObject groundTruthTestJson(const QMap<QString, GroundTruthCell> &cells);

} // namespace editlens::core::alignment
