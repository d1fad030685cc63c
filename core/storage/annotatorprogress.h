#pragma once

#include "util/error.h"

#include <QString>
#include <QVector>

namespace editlens::core {

class StudyStore;

/// One annotator's progress in a study, as the person running it sees it.
struct AnnotatorSummary
{
    QString annotator;
    int planned = 0;             ///< items in their plan
    int submitted = 0;           ///< items they submitted
    int judged = 0;              ///< items with at least one rating or preference of theirs
    double secondsPerItem = 0.0; ///< mean time on an item, over the items they spent time on; 0 = none yet
    int goldChecked = 0;         ///< ratings of theirs that a gold answer checks
    int goldMet = 0;             ///< of those, within the answer's tolerance
};

/// Every annotator's progress (plan, sessions, submissions, gold answers), by name. On a server, run as the owner:
/// an annotator's role sees only their own rows, and no gold answers.
Result<QVector<AnnotatorSummary>> summarizeAnnotators(StudyStore &store);

} // namespace editlens::core
