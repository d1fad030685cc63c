#include "ratingsurface.h"

#include "annotate/judgementrecorder.h"
#include "boxreview.h"
#include "choicerow.h"

#include <QKeyEvent>

#include <algorithm>

namespace editlens::ui {

RatingSurface::RatingSurface(QWidget *parent) : QuestionList(parent), m_judgements(new JudgementRecorder(this))
{
    setObjectName(QStringLiteral("RatingSurface"));
    connect(m_judgements, &JudgementRecorder::ratingChanged, this, &RatingSurface::onRatingChanged);
}

void RatingSurface::setDocument(core::StudyDocument *document)
{
    m_judgements->setDocument(document);
}

void RatingSurface::setBoxReview(BoxReview *review)
{
    if (m_review)
        disconnect(m_review, nullptr, this, nullptr);
    m_review = review;
    if (!m_review)
        return;
    // The box questions are this surface's questions after the ratings: the same answer-advance and Tab order.
    connect(m_review, &BoxReview::answerChosen, this, [this](int row) {
        const int q = dimensionCount() + row;
        if (q == m_dimension && !isLastQuestion(m_output, q))
            moveFocus(+1);
    });
    connect(m_review, &BoxReview::moveRequested, this, [this](int row, int delta) {
        m_dimension = dimensionCount() + row;
        moveFocus(delta);
    });
    connect(m_review, &BoxReview::rowFocused, this, [this](int row) { m_dimension = dimensionCount() + row; });
}

void RatingSurface::setRubric(const core::Rubric &rubric)
{
    m_rubric = rubric;
    rebuild();
}

void RatingSurface::rebuild()
{
    clearRows();
    for (int d = 0; d < m_rubric.dimensions.size(); ++d) {
        const core::RubricDimension &dim = m_rubric.dimensions[d];
        QVector<ChoiceRow::Choice> choices;
        for (double v : dim.values()) {
            const QString number = QString::number(v);
            const QString label = dim.labelFor(v);
            choices.push_back({label.isEmpty() ? number : number + QLatin1Char('\n') + label,
                               label.isEmpty() ? number : tr("%1 — %2").arg(number, label),
                               {}});
        }
        ChoiceRow *row = addRow(QStringLiteral("question_") + dim.name, core::dimensionTitle(dim), dim.help, choices);
        connect(row, &ChoiceRow::chosen, this, [this, d](int index) {
            const QVector<double> values = m_rubric.dimensions[d].values();
            const bool last = isLastQuestion(m_output, d);
            if (rate(m_output, d, index >= 0 ? std::optional<double>(values.value(index)) : std::nullopt) && index >= 0
                && d == m_dimension && !last)
                moveFocus(+1); // answered: on to the next question
        });
        connect(row, &ChoiceRow::moveRequested, this, &RatingSurface::moveFocus);
        connect(row, &ChoiceRow::focused, this, [this, d] { m_dimension = d; });
    }
    showOutput();
}

void RatingSurface::setItem(const core::Item &item)
{
    m_item = item;
    m_output = 0;
    m_dimension = 0;
    showOutput();
    Q_EMIT focusedOutputChanged(m_output);
}

void RatingSurface::showOutput()
{
    const bool has = m_output >= 0 && m_output < outputCount();
    setHeading(has ? tr("Rate %1 (%2 of %3)").arg(m_item.outputs[m_output].system).arg(m_output + 1).arg(outputCount())
                   : QString());
    for (int d = 0; d < rowCount(); ++d) {
        row(d)->setSelected(scaleIndexOf(m_rubric.dimensions[d], has ? savedValue(m_output, d) : std::nullopt));
        row(d)->setEnabled(has);
    }
}

int RatingSurface::boxCount(int outputIndex) const
{
    if (!m_review || outputIndex < 0 || outputIndex >= outputCount())
        return 0;
    return int(BoxReview::reviewedBoxes(m_item.outputs[outputIndex]).size());
}

int RatingSurface::questionCount(int outputIndex) const
{
    return dimensionCount() + boxCount(outputIndex);
}

bool RatingSurface::isLastQuestion(int outputIndex, int questionIndex) const
{
    return outputIndex == outputCount() - 1 && questionIndex == questionCount(outputIndex) - 1;
}

void RatingSurface::focusQuestion(int outputIndex, int questionIndex)
{
    if (outputIndex < 0 || outputIndex >= outputCount() || questionIndex < 0
        || questionIndex >= questionCount(outputIndex))
        return;
    const bool outputChanged = outputIndex != m_output;
    m_output = outputIndex;
    m_dimension = questionIndex;
    if (outputChanged) {
        showOutput();
        Q_EMIT focusedOutputChanged(m_output);
    }
    // The parameters, not the members: the old output's box rows go as the window shows the new output, and the
    // focus passing on from them on its way may move m_dimension.
    m_dimension = questionIndex;
    if (questionIndex < dimensionCount()) {
        focusRow(questionIndex);
        return;
    }
    const core::Output &output = m_item.outputs[outputIndex];
    if (m_review->outputId() != output.id)
        m_review->setOutput(output);
    m_review->focusRow(questionIndex - dimensionCount());
}

void RatingSurface::moveFocus(int delta)
{
    // Outputs may have different numbers of questions (their boxes): step through them flattened, wrapping around.
    int total = 0, at = 0;
    for (int o = 0; o < outputCount(); ++o) {
        if (o == m_output)
            at = total + std::clamp(m_dimension, 0, std::max(0, questionCount(o) - 1));
        total += questionCount(o);
    }
    if (total == 0)
        return;
    int flat = ((at + delta) % total + total) % total;
    for (int o = 0; o < outputCount(); ++o) {
        if (flat < questionCount(o)) {
            focusQuestion(o, flat);
            return;
        }
        flat -= questionCount(o);
    }
}

bool RatingSurface::rate(int outputIndex, int dimensionIndex, std::optional<double> value)
{
    if (!isEditable() || outputIndex < 0 || outputIndex >= outputCount() || dimensionIndex < 0
        || dimensionIndex >= dimensionCount())
        return false;
    return m_judgements->rate(m_item.outputs[outputIndex].id, m_rubric.dimensions[dimensionIndex], value)
           && savedValue(outputIndex, dimensionIndex) == value;
}

std::optional<double> RatingSurface::savedValue(int outputIndex, int dimensionIndex) const
{
    if (outputIndex < 0 || outputIndex >= outputCount() || dimensionIndex < 0 || dimensionIndex >= dimensionCount())
        return std::nullopt;
    return m_judgements->rating(m_item.outputs[outputIndex].id, m_rubric.dimensions[dimensionIndex]);
}

bool RatingSurface::isAnswered(int outputIndex, int questionIndex) const
{
    if (questionIndex < dimensionCount())
        return savedValue(outputIndex, questionIndex).has_value();
    if (questionIndex >= questionCount(outputIndex))
        return false;
    const QVector<core::Difference> boxes = BoxReview::reviewedBoxes(m_item.outputs[outputIndex]);
    return m_review->savedAnswer(boxes[questionIndex - dimensionCount()].id).has_value();
}

bool RatingSurface::isOutputComplete(int outputIndex) const
{
    for (int q = 0; q < questionCount(outputIndex); ++q)
        if (!isAnswered(outputIndex, q))
            return false;
    return dimensionCount() > 0;
}

bool RatingSurface::isComplete() const
{
    return outputCount() > 0 && !firstUnanswered();
}

std::optional<std::pair<int, int>> RatingSurface::firstUnanswered() const
{
    for (int o = 0; o < outputCount(); ++o)
        for (int q = 0; q < questionCount(o); ++q)
            if (!isAnswered(o, q))
                return std::pair{o, q};
    return std::nullopt;
}

void RatingSurface::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_PageDown || event->key() == Qt::Key_PageUp) {
        const int step = event->key() == Qt::Key_PageDown ? 1 : -1;
        const int n = outputCount();
        if (n > 0)
            focusQuestion(((m_output + step) % n + n) % n, 0);
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void RatingSurface::onRatingChanged(qint64 outputId)
{
    bool mine = false;
    for (const core::Output &o : std::as_const(m_item.outputs))
        mine |= o.id == outputId;
    if (!mine)
        return;
    if (m_output >= 0 && m_output < outputCount() && m_item.outputs[m_output].id == outputId)
        showOutput();
    Q_EMIT answersChanged();
}

} // namespace editlens::ui
