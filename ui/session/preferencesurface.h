#pragma once

#include "document/studyplan.h"
#include "session/questionlist.h"
#include "study/rubric.h"
#include "study/studydata.h"

#include <QWidget>

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class JudgementRecorder;

/// The annotator's pairwise surface: for the pair on screen (left and right output of the plan's schedule), one
/// question per rubric dimension with four large answers: left is better, right is better, tie, both bad
/// (GenAI-Arena). Tab after a pair's last question goes on to the next pair. Every answer is a
/// core::SetPreferenceCommand recording which output was on the left; the buttons show what the document reports as
/// saved. GUI thread only.
class PreferenceSurface : public QuestionList
{
    Q_OBJECT

public:
    explicit PreferenceSurface(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    void setRubric(const core::Rubric &rubric);
    /// The item as the annotator sees it and its pairs in order (left output first); the first pair's first question
    /// gets the focus.
    void setItem(const core::Item &item, const QVector<core::PlanPair> &pairs);

    int pairCount() const { return int(m_pairs.size()); }
    int currentPair() const { return m_pair; }
    const core::PlanPair *pair() const { return m_pairs.isEmpty() ? nullptr : &m_pairs[m_pair]; }
    int focusedDimension() const { return m_dimension; }
    void focusQuestion(int pairIndex, int dimensionIndex);
    void moveFocus(int delta);

    /// Saves (nullopt: clears) the answer to one question of the pair on screen. False when read-only.
    bool choose(int dimensionIndex, std::optional<core::PairSide> side);
    std::optional<core::PairSide> savedSide(int pairIndex, int dimensionIndex) const;
    bool isComplete() const;
    std::optional<std::pair<int, int>> firstUnanswered() const;

Q_SIGNALS:
    /// The pair on screen changed: outputs `left` and `right` (ids).
    void pairShown(qint64 left, qint64 right);
    void answersChanged();

private:
    void rebuild();
    void showPair();

    JudgementRecorder *m_judgements;
    core::Rubric m_rubric;
    core::Item m_item;
    QVector<core::PlanPair> m_pairs;
    int m_pair = 0;
    int m_dimension = 0;
};

} // namespace editlens::ui
