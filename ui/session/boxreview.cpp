#include "boxreview.h"

#include "choicerow.h"
#include "document/commands/differencecommands.h"
#include "document/studydocument.h"

#include <QUndoStack>

namespace editlens::ui {

BoxReview::BoxReview(QWidget *parent) : QuestionList(parent)
{
    setObjectName(QStringLiteral("BoxReview"));
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

QVector<ImageTile::Box> BoxReview::tileBoxes(const core::PlanSettings &settings, const core::Output &output,
                                             Image image, const QSize &sourceSize)
{
    QVector<ImageTile::Box> boxes;
    const QVector<core::Difference> reviewed = reviewedBoxes(output);
    for (const core::Difference &d : output.differences) {
        const bool shown = (d.originKind == core::OriginKind::Detector && settings.showDetectorBoxes)
                           || (d.originKind == core::OriginKind::GroundTruth && settings.showGroundTruth);
        if (!shown || (d.op == core::EditOp::Remove) != (image == Image::Original))
            continue;
        int number = 0; // the detector's boxes carry the number of their review question
        for (int i = 0; i < reviewed.size(); ++i)
            if (reviewed[i].id == d.id)
                number = i + 1;
        QRectF r = d.box;
        const QSize size = image == Image::Original ? sourceSize : output.size;
        if (d.boxIsNormalized && size.isValid())
            r = QRectF(r.x() * size.width(), r.y() * size.height(), r.width() * size.width(),
                       r.height() * size.height());
        const QColor color = d.op == core::EditOp::Add      ? QColor(0x2e, 0xa0, 0x43)
                             : d.op == core::EditOp::Remove ? QColor(0xd7, 0x3a, 0x49)
                                                            : QColor(0x1f, 0x6f, 0xeb);
        const QString label = core::editOpName(d.op) + QStringLiteral(" ") + d.description;
        boxes.push_back({r, color, number > 0 ? QStringLiteral("%1 · %2").arg(number).arg(label) : label});
    }
    return boxes;
}

void BoxReview::setOutput(const core::Output &output)
{
    m_boxes = reviewedBoxes(output);
    m_outputId = output.id;
    m_outputName = output.system;
    clearRows();
    const QVector<ChoiceRow::Choice> choices = {
        {tr("A real change,\nasked for"), tr("The box marks a real change that the instruction asked for"), {}},
        {tr("A real change,\nnot asked for"),
         tr("The box marks a real change that the instruction did not ask for"),
         {}},
        {tr("No such\nchange"), tr("Nothing changed there, or not what the box says"), {}}};
    for (int i = 0; i < m_boxes.size(); ++i) {
        const core::Difference &d = m_boxes[i];
        ChoiceRow *row =
            addRow(QStringLiteral("box_%1").arg(i + 1),
                   tr("Box %1: %2 %3").arg(i + 1).arg(core::editOpName(d.op), d.description), QString(), choices);
        connect(row, &ChoiceRow::chosen, this, [this, i](int index) {
            if (answer(i, index >= 0 ? std::optional(Answer(index)) : std::nullopt) && index >= 0)
                Q_EMIT answerChosen(i);
        });
        connect(row, &ChoiceRow::moveRequested, this, [this, i](int delta) { Q_EMIT moveRequested(i, delta); });
        connect(row, &ChoiceRow::focused, this, [this, i] { Q_EMIT rowFocused(i); });
    }
    setHeading(
        tr("The detector's boxes on %1: is each a real change, and did the instruction ask for it?").arg(m_outputName));
    setVisible(!m_boxes.isEmpty());
    refresh();
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
    if (!m_document || !isEditable() || row < 0 || row >= m_boxes.size() || annotator().isEmpty())
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

void BoxReview::refresh()
{
    for (int i = 0; i < rowCount(); ++i) {
        const auto saved = savedAnswer(m_boxes[i].id);
        row(i)->setSelected(saved ? int(*saved) : -1);
    }
}

} // namespace editlens::ui
