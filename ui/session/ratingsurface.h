#pragma once

#include "session/questionlist.h"
#include "study/rubric.h"
#include "study/studydata.h"

#include <QWidget>

#include <optional>

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class BoxReview;
class JudgementRecorder;

/// The annotator's rating surface: the questions of the rubric (one ChoiceRow per dimension, large buttons labelled
/// with the rubric's value labels) for the output in focus and, in a DICE-D review (setBoxReview), that output's
/// detector-box questions after them. An output's questions are numbered 0.. with the rubric's dimensions first,
/// then its boxes. An answer and Tab go on to the next question, after an output's last to the next output's
/// first; Shift+Tab back; Page Down / Page Up jump between outputs. Every rating is a core::SetRatingCommand on the
/// document's undo stack and the buttons show what the document reports as saved. The window shows the output in
/// focus large (focusedOutputChanged) and gives `BoxReview` that output's boxes. GUI thread only.
class RatingSurface : public QuestionList
{
    Q_OBJECT

public:
    explicit RatingSurface(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    void setRubric(const core::Rubric &rubric);
    /// The box questions of a DICE-D review, asked after each output's rating questions (`review` holds the
    /// output in focus's; the surface gives it another output's boxes when it moves there); nullptr: none.
    void setBoxReview(BoxReview *review);
    /// The item as the annotator sees it (outputs in display order, blind labels); the focus goes to its first
    /// output's first question.
    void setItem(const core::Item &item);

    int outputCount() const { return int(m_item.outputs.size()); }
    int dimensionCount() const { return rowCount(); }
    /// The questions of an output: the rubric's dimensions, then its detector boxes when reviewed.
    int questionCount(int outputIndex) const;
    int focusedOutput() const { return m_output; }
    /// The question in focus (a dimension, or dimensionCount() + a box of the output).
    int focusedDimension() const { return m_dimension; }
    /// Moves the focus to a question (and its output on screen), giving the keyboard focus to its row.
    void focusQuestion(int outputIndex, int questionIndex);
    /// Moves the focus by `delta` questions: an output's questions first, then the next output's.
    void moveFocus(int delta);

    /// Saves (nullopt: clears) one answer. False when read-only or off the scale.
    bool rate(int outputIndex, int dimensionIndex, std::optional<double> value);
    std::optional<double> savedValue(int outputIndex, int dimensionIndex) const;
    /// Whether question `questionIndex` of an output (a rating or a box) has a saved answer.
    bool isAnswered(int outputIndex, int questionIndex) const;
    /// Every question of the output answered, its boxes included.
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
    int boxCount(int outputIndex) const;
    bool isLastQuestion(int outputIndex, int questionIndex) const;

    JudgementRecorder *m_judgements;
    BoxReview *m_review = nullptr;
    core::Rubric m_rubric;
    core::Item m_item;
    int m_output = 0;
    int m_dimension = 0;
};

} // namespace editlens::ui
