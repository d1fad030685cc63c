#pragma once

#include "session/questionlist.h"
#include "storage/rubric.h"
#include "study/studydata.h"

#include <QWidget>

#include <optional>

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class JudgementRecorder;

/// The annotator's rating surface: the questions of the rubric (one ChoiceRow per dimension, large buttons labelled
/// with the rubric's value labels) for the output in focus. Tab after an output's last question goes on to the
/// next output's first, Shift+Tab back; Page Down / Page Up jump between outputs. Every answer is a
/// core::SetRatingCommand on the document's undo stack and the buttons show what the document reports as saved.
/// The window shows the output in focus large (focusedOutputChanged). GUI thread only.
class RatingSurface : public QuestionList
{
    Q_OBJECT

public:
    explicit RatingSurface(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    void setRubric(const core::Rubric &rubric);
    /// The item as the annotator sees it (outputs in display order, blind labels); the focus goes to its first
    /// output's first question.
    void setItem(const core::Item &item);

    int outputCount() const { return int(m_item.outputs.size()); }
    int dimensionCount() const { return rowCount(); }
    int focusedOutput() const { return m_output; }
    int focusedDimension() const { return m_dimension; }
    /// Moves the focus to a question (and its output on screen), giving the keyboard focus to its row.
    void focusQuestion(int outputIndex, int dimensionIndex);
    /// Moves the focus by `delta` questions: an output's questions first, then the next output's.
    void moveFocus(int delta);

    /// Saves (nullopt: clears) one answer. False when read-only or off the scale.
    bool rate(int outputIndex, int dimensionIndex, std::optional<double> value);
    std::optional<double> savedValue(int outputIndex, int dimensionIndex) const;
    bool isOutputComplete(int outputIndex) const;
    bool isComplete() const;
    /// The first question without a saved answer, in the order Tab goes; nullopt when all are answered.
    std::optional<std::pair<int, int>> firstUnanswered() const;

Q_SIGNALS:
    void focusedOutputChanged(int outputIndex);
    /// A saved answer of this item changed (for the completion marks).
    void answersChanged();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void rebuild();
    void showOutput();
    void onRatingChanged(qint64 outputId);

    JudgementRecorder *m_judgements;
    core::Rubric m_rubric;
    core::Item m_item;
    int m_output = 0;
    int m_dimension = 0;
};

} // namespace editlens::ui
