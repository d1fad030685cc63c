#pragma once

#include "util/error.h"

#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core {

class StudyStore;

/// One annotator's progress in a study, as the person running it sees it, with what a crowd study's quality control
/// looks at: attention checks failed, time per item, and agreement with the other annotators.
struct AnnotatorSummary
{
    QString annotator;
    int planned = 0;                   ///< items in their plan
    int submitted = 0;                 ///< items they submitted
    int judged = 0;                    ///< items with at least one rating or preference of theirs
    double secondsPerItem = 0.0;       ///< mean time on an item, over the items they spent time on; 0 = none yet
    double medianSecondsPerItem = 0.0; ///< median of the same times; 0 = none yet
    int goldChecked = 0;               ///< ratings of theirs that a gold answer checks (attention checks taken)
    int goldMet = 0;                   ///< of those, within the answer's tolerance
    /// Pearson r between their ratings and the mean of the other annotators' ratings of the same (output,
    /// dimension), over the ratings at least one other annotator shares; every dimension pooled. nullopt with
    /// `agreementUnavailable` saying why (never 0 as a stand-in).
    std::optional<double> agreement;
    int agreementN = 0;           ///< shared ratings the agreement is computed over
    QString agreementUnavailable; ///< translated reason, set when `agreement` is nullopt

    /// Attention checks failed: gold answers they missed.
    int failedChecks() const { return goldChecked - goldMet; }
};

/// Fewest shared ratings an agreement is computed on.
constexpr int kMinAgreementRatings = 3;

/// One rating, as agreementWithOthers() reads it.
struct SharedRating
{
    qint64 outputId = 0;
    QString dimension;
    QString annotator;
    double value = 0.0;
};

/// Each annotator's agreement with the others (AnnotatorSummary::agreement, agreementN, agreementUnavailable), by
/// name: for each rating of theirs that at least one other annotator shares (same output and dimension), the pair
/// (their value, the mean of the others' values); Pearson r over those pairs, unavailable below
/// kMinAgreementRatings pairs or when either side does not vary. Only those three fields are set. Pure; thread-safe.
QVector<AnnotatorSummary> agreementWithOthers(const QVector<SharedRating> &ratings);

/// "2 of 5": attention checks failed of those taken; "–" when none was taken. For the dock, the CLI and the report.
QString failedChecksText(const AnnotatorSummary &s);
/// "0.82 (n 14)", or "unavailable, because fewer than 3 shared ratings".
QString agreementText(const AnnotatorSummary &s);
/// "12.5 (median 10.0)" seconds per item, or "–" before any time was spent.
QString secondsPerItemText(const AnnotatorSummary &s);

/// Every annotator's progress (plan, sessions, submissions, gold answers, agreement), by name. On a server, run as
/// the owner: an annotator's role sees only their own rows, and no gold answers.
Result<QVector<AnnotatorSummary>> summarizeAnnotators(StudyStore &store);

} // namespace editlens::core
