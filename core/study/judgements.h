#pragma once

#include "study/studydata.h"

#include <QDateTime>
#include <QString>

namespace editlens::core {

/// Identifies one pairwise preference: the outputs A and B of an item, the dimension ("" = overall)
/// and the annotator. `choice` A/B refers to these outputs, not to screen sides.
struct PreferenceKey
{
    qint64 itemId = 0;
    qint64 outputA = 0;
    qint64 outputB = 0;
    QString dimension;
    QString annotator;
};

/// A stored preference with the side on which output A was shown.
struct PreferenceValue
{
    PreferenceChoice choice = PreferenceChoice::Tie;
    qint64 leftOutput = 0; ///< output shown on the left, 0 when unknown (imported)
};

/// Identifies one annotator mask: an item-level mask (`outputId` 0) or one on an output, of a kind
/// ("edit_region", "origin", "edit", "preserve") by an annotator.
struct MaskKey
{
    qint64 itemId = 0;
    qint64 outputId = 0;
    QString kind = QStringLiteral("edit_region");
    QString annotator;
};

/// A difference with the output it belongs to.
struct StoredDifference
{
    qint64 outputId = 0;
    Difference difference; ///< with its coherence labels
};

/// One annotator's time on one item: opened at `started`, closed at `ended` (invalid while open).
struct AnnotatorSession
{
    qint64 id = 0;
    QString annotator;
    qint64 itemId = 0;
    QDateTime started;
    QDateTime ended;
    double seconds = 0.0;
};

/// Submission state of an item for an annotator.
struct Submission
{
    bool submitted = false;
    bool locked = false;
    QDateTime submittedAt;
    int revisions = 0; ///< entries in the revise log
};

} // namespace editlens::core
