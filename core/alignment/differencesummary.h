#pragma once

#include "stats/correlation.h"
#include "study/studydata.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <array>
#include <optional>

namespace editlens::core::alignment {

/// The three columns of DICE's per-system summary (its Table 3).
enum class SummaryColumn {
    CorrectEdits,   ///< share of differences judged coherent
    UnwantedEdits,  ///< share of differences judged incoherent
    NoVisualChange, ///< share of outputs without any difference
};
constexpr int kSummaryColumns = 3;
QString summaryColumnName(SummaryColumn column);

/// One editing system as one origin saw it.
struct SystemDifferenceSummary
{
    QString system;      ///< the editing system; empty for the origin's total row
    int outputs = 0;     ///< outputs the origin examined (see DifferenceSummaryOrigin)
    int noChange = 0;    ///< of them, outputs without a difference of the origin
    int differences = 0; ///< the origin's differences on those outputs
    int coherent = 0;    ///< differences the origin labelled coherent (YES)
    int incoherent = 0;  ///< … labelled incoherent (NO); unlabelled ones count in neither
    /// The origin's figure per column: coherent / (coherent + incoherent), incoherent / (…), noChange / outputs;
    /// undefined without a labelled difference (the first two) or without an output (the third).
    std::array<std::optional<double>, kSummaryColumns> share;
    /// People's mean rating on the rubric dimension matched to each column, over the same outputs (each output's
    /// ratings averaged first); undefined without a matched dimension or a rating. humanN: outputs rated.
    std::array<std::optional<double>, kSummaryColumns> human;
    std::array<int, kSummaryColumns> humanN{};
};

/// One origin's Table 3: a truth ("truth": truthDifferences(), the ground-truth differences plus, on outputs marked
/// complete, the completing annotators' boxes, drawn or accepted), an annotator, or a detector.
struct DifferenceSummaryOrigin
{
    QString origin;
    OriginKind kind = OriginKind::GroundTruth;
    /// The outputs an origin examined: for the truth, outputs with a truth difference or marked complete; for an
    /// annotator, outputs they marked complete, drew on or accepted a detector's box on; for a detector, outputs with a
    /// box of it or where its run is recorded (the built-in detector stores its box count), since an imported
    /// detector's silence cannot be told from an output it never saw.
    QVector<SystemDifferenceSummary> systems; ///< in system name order
    SystemDifferenceSummary total;
    /// Pearson r of the origin's figure and the people's mean rating per column: over outputs (the origin's per-output
    /// share of coherent / incoherent differences, 1 / 0 for no change) and over systems (the rows above).
    std::array<std::optional<stats::CorrelationResult>, kSummaryColumns> perOutput;
    std::array<std::optional<stats::CorrelationResult>, kSummaryColumns> perSystem;
};

struct DifferenceSummary
{
    /// The rubric dimension matched to each column (empty: none): the dimension named as the column ("correct
    /// edits", "unwanted edits", "no visual change"), else the first whose name speaks of it (modification, edited
    /// area, instruction, prompt adherence … / preservation, background, consistency … / no change, unchanged).
    std::array<QString, kSummaryColumns> dimensions;
    QVector<DifferenceSummaryOrigin> origins; ///< truth first, then annotators, then detectors, each in name order

    bool isEmpty() const { return origins.isEmpty(); }
    QJsonObject toJson() const;
};

/// The rubric dimension of `study` that matches `column`, or an empty string (rules in DifferenceSummary).
QString matchSummaryDimension(const QVector<Dimension> &dimensions, SummaryColumn column);

/// DICE's per-system summary of `study` for every origin with an examined output. `dimensions` overrides the matched
/// rubric dimensions column by column (an empty entry keeps the match). Ratings given by rules (ADIEE's automatic
/// labels) are not people's and are left out. Pure function; thread-safe.
DifferenceSummary differenceSummary(const StudyData &study,
                                    const std::array<QString, kSummaryColumns> &dimensions = {});

} // namespace editlens::core::alignment
