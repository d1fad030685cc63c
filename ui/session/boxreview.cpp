#include "boxreview.h"

#include "choicerow.h"
#include "document/commands/differencecommands.h"
#include "document/studydocument.h"

#include <QLabel>
#include <QUndoStack>
#include <QVBoxLayout>

namespace editlens::ui {

BoxReview::BoxReview(QWidget *parent) : QWidget(parent), m_heading(new QLabel(this)), m_rowBox(new QWidget(this))
{
    setObjectName(QStringLiteral("BoxReview"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    QFont f = m_heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    m_heading->setFont(f);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    auto *rows = new QVBoxLayout(m_rowBox);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(2);
    layout->addWidget(m_rowBox);
}

void BoxReview::setDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!m_document)
        return;
    const auto mine = [this](qint64 differenceId, const QString &who) {
        if (who != annotator())
            return;
        for (const core::Difference &d : std::as_const(m_boxes))
            if (d.id == differenceId) {
                refresh();
                Q_EMIT answersChanged();
                return;
            }
    };
    connect(m_document, &core::StudyDocument::reviewChanged, this,
            [mine](qint64 id, const QString &who) { mine(id, who); });
    connect(m_document, &core::StudyDocument::coherenceChanged, this,
            [mine](qint64 id, const QString &who) { mine(id, who); });
}

QVector<core::Difference> BoxReview::reviewedBoxes(const core::Output &output)
{
    QVector<core::Difference> boxes;
    for (const core::Difference &d : output.differences)
        if (d.originKind == core::OriginKind::Detector)
            boxes << d;
    return boxes;
}

void BoxReview::setOutput(const core::Output &output)
{
    m_boxes = reviewedBoxes(output);
    m_outputName = output.system;
    qDeleteAll(m_rows);
    m_rows.clear();
    const QVector<ChoiceRow::Choice> choices = {
        {tr("A real change,\nasked for"), tr("The box marks a real change that the instruction asked for")},
        {tr("A real change,\nnot asked for"), tr("The box marks a real change that the instruction did not ask for")},
        {tr("No such\nchange"), tr("Nothing changed there, or not what the box says")}};
    for (int i = 0; i < m_boxes.size(); ++i) {
        const core::Difference &d = m_boxes[i];
        auto *row = new ChoiceRow(m_rowBox);
        row->setObjectName(QStringLiteral("box_%1").arg(i + 1));
        row->setTitle(tr("Box %1: %2 %3").arg(i + 1).arg(core::editOpName(d.op), d.description), QString());
        row->setChoices(choices);
        row->setEditable(m_editable);
        connect(row, &ChoiceRow::chosen, this, [this, i](int index) {
            answer(i, index >= 0 ? std::optional(Answer(index)) : std::nullopt);
            if (index >= 0 && i + 1 < m_rows.size())
                focusRow(i + 1);
        });
        connect(row, &ChoiceRow::moveRequested, this, [this, i](int delta) {
            if (!m_rows.isEmpty())
                focusRow(((i + delta) % int(m_rows.size()) + int(m_rows.size())) % int(m_rows.size()));
        });
        static_cast<QVBoxLayout *>(m_rowBox->layout())->addWidget(row);
        row->show(); // now, not on the next event loop pass: the window may put the focus on it at once
        m_rows << row;
    }
    m_heading->setText(
        tr("The detector's boxes on %1: is each a real change, and did the instruction ask for it?").arg(m_outputName));
    setVisible(!m_boxes.isEmpty());
    refresh();
}

void BoxReview::setEditable(bool editable)
{
    m_editable = editable;
    for (ChoiceRow *row : std::as_const(m_rows))
        row->setEditable(editable);
}

QString BoxReview::annotator() const
{
    return m_document ? m_document->annotator() : QString();
}

std::optional<BoxReview::Answer> BoxReview::savedAnswer(qint64 differenceId) const
{
    if (!m_document)
        return std::nullopt;
    const auto review = m_document->review(differenceId, annotator());
    if (review == core::ReviewDecision::Rejected)
        return NoChange;
    if (!review)
        return std::nullopt;
    const auto label = m_document->coherence(differenceId, annotator());
    if (!label)
        return std::nullopt;
    return label->coherent ? AskedFor : NotAskedFor;
}

bool BoxReview::answer(int row, std::optional<Answer> answer)
{
    if (!m_document || !m_editable || row < 0 || row >= m_boxes.size() || annotator().isEmpty())
        return false;
    const qint64 id = m_boxes[row].id;
    std::optional<core::ReviewDecision> decision;
    std::optional<core::CoherenceLabel> label;
    if (answer) {
        decision = *answer == NoChange ? core::ReviewDecision::Rejected : core::ReviewDecision::Accepted;
        if (*answer != NoChange) {
            core::CoherenceLabel l;
            l.coherent = *answer == AskedFor;
            l.origin = annotator();
            label = l;
        }
    }
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Review box %1").arg(row + 1));
    stack->push(new core::AcceptRejectDifferenceCommand(m_document, id, annotator(), decision));
    stack->push(new core::SetCoherenceCommand(m_document, id, annotator(), label));
    stack->endMacro();
    return savedAnswer(id) == answer;
}

void BoxReview::focusRow(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setCurrent(i == index);
    m_rows[index]->setFocus(Qt::TabFocusReason);
}

void BoxReview::refresh()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        const auto saved = savedAnswer(m_boxes[i].id);
        m_rows[i]->setSelected(saved ? int(*saved) : -1);
    }
}

} // namespace editlens::ui
