#include "ratingsurface.h"

#include "annotate/judgementrecorder.h"
#include "choicerow.h"

#include <QKeyEvent>

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
                               label.isEmpty() ? number : tr("%1 — %2").arg(number, label)});
        }
        ChoiceRow *row = addRow(QStringLiteral("question_") + dim.name, core::dimensionTitle(dim), dim.help, choices);
        connect(row, &ChoiceRow::chosen, this, [this, d](int index) {
            const QVector<double> values = m_rubric.dimensions[d].values();
            const bool last = m_output == outputCount() - 1 && d == dimensionCount() - 1;
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

void RatingSurface::focusQuestion(int outputIndex, int dimensionIndex)
{
    if (outputIndex < 0 || outputIndex >= outputCount() || dimensionIndex < 0 || dimensionIndex >= rowCount())
        return;
    const bool outputChanged = outputIndex != m_output;
    m_output = outputIndex;
    m_dimension = dimensionIndex;
    if (outputChanged) {
        showOutput();
        Q_EMIT focusedOutputChanged(m_output);
    }
    focusRow(m_dimension);
}

void RatingSurface::moveFocus(int delta)
{
    if (const auto question = stepQuestion(m_output, m_dimension, outputCount(), dimensionCount(), delta))
        focusQuestion(question->first, question->second);
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

bool RatingSurface::isOutputComplete(int outputIndex) const
{
    for (int d = 0; d < dimensionCount(); ++d)
        if (!savedValue(outputIndex, d))
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
        for (int d = 0; d < dimensionCount(); ++d)
            if (!savedValue(o, d))
                return std::pair{o, d};
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
