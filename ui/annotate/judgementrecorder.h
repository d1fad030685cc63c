#pragma once

#include "document/studyplan.h"
#include "study/judgements.h"
#include "study/plan.h"
#include "study/rubric.h"
#include "study/studydata.h"

#include <QObject>
#include <QPointer>

#include <optional>
#include <utility>

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

/// Reads and records the current annotator's judgements on a StudyDocument: ratings of an output on a rubric
/// dimension (core::SetRatingCommand) and preferences between the two outputs of a planned pair
/// (core::SetPreferenceCommand, recording which output was on the left). What the workbench's RatingPanel and
/// PairwisePanel and the annotator session's RatingSurface and PreferenceSurface share: they show what this reads
/// back from the document, never their own guess, and hear of changes through its signals, which carry only the
/// current annotator's judgements. Holds the document weakly (not owned). GUI thread only.
class JudgementRecorder : public QObject
{
    Q_OBJECT

public:
    explicit JudgementRecorder(QObject *parent = nullptr);

    /// Records on `document` (nullptr: records and reads nothing).
    void setDocument(core::StudyDocument *document);
    core::StudyDocument *document() const;
    /// The document's current annotator; empty without a document.
    QString annotator() const;

    /// The annotator's saved rating of output `outputId` on `dimension`.
    std::optional<double> rating(qint64 outputId, const core::RubricDimension &dimension) const;
    /// Pushes a SetRatingCommand setting (nullopt: clearing) that rating. False, pushing nothing, without a document
    /// or an annotator, or when `value` is off the dimension's scale.
    bool rate(qint64 outputId, const core::RubricDimension &dimension, std::optional<double> value);

    /// The key of the annotator's preference on `dimension` between the outputs of `pair` of item `itemId`.
    core::PreferenceKey preferenceKey(qint64 itemId, const core::PlanPair &pair,
                                      const core::RubricDimension &dimension) const;
    std::optional<core::PreferenceValue> preference(const core::PreferenceKey &key) const;
    /// The side of `pair` as shown (left output first) that the saved preference picks.
    std::optional<core::PairSide> preferredSide(qint64 itemId, const core::PlanPair &pair,
                                                const core::RubricDimension &dimension) const;
    /// Pushes a SetPreferenceCommand answering `side` of `pair` as shown (nullopt: clearing the answer). False,
    /// pushing nothing, without a document or an annotator.
    bool prefer(qint64 itemId, const core::PlanPair &pair, const core::RubricDimension &dimension,
                std::optional<core::PairSide> side);

Q_SIGNALS:
    /// The document saved (nullopt: cleared) a rating of the current annotator.
    void ratingChanged(qint64 outputId, const QString &dimension, std::optional<double> value);
    /// The document saved or cleared a preference of the current annotator.
    void preferenceChanged(const core::PreferenceKey &key, const std::optional<core::PreferenceValue> &value);

private:
    QPointer<core::StudyDocument> m_document;
};

/// The index of `value` on the scale of `dimension` (RubricDimension::values()); -1 for none or a value off it.
int scaleIndexOf(const core::RubricDimension &dimension, std::optional<double> value);

/// Steps `delta` questions from question `question` of page `page` (an output to rate, a pair to compare), in the
/// order Tab goes: a page's `questions` questions, then the next page's, wrapping around after the last of `pages`
/// pages and before the first. Returns {page, question}; nullopt when there is no question at all.
std::optional<std::pair<int, int>> stepQuestion(int page, int question, int pages, int questions, int delta);

/// The pairs of `item` the annotator compares, left output first: the planned schedule of `plan` when it has one
/// for the item, else every pair with each side drawn from the annotator's seeded shuffle of the item
/// (core::StudyPlan::allPairs with the study seed `seed`); core::StudyPlan::plannedPairs, shared with the web session.
QVector<core::PlanPair> plannedPairs(const QVector<core::PlanAssignment> &plan, const core::Item &item, quint64 seed,
                                     const QString &annotator);

} // namespace editlens::ui
