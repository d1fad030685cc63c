#include "differencecommands.h"

#include <QCoreApplication>

namespace editlens::core {

namespace {

bool sameLabel(const std::optional<CoherenceLabel> &a, const std::optional<CoherenceLabel> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->coherent == b->coherent && a->rationale == b->rationale);
}

} // namespace

AddDifferenceCommand::AddDifferenceCommand(StudyDocument *document, qint64 outputId, const Difference &difference,
                                           QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_outputId(outputId)
    , m_difference(difference)
{
    m_difference.id = 0;
    setText(QCoreApplication::translate("AddDifferenceCommand", "Add %1 box").arg(editOpName(difference.op)));
}

void AddDifferenceCommand::redo()
{
    Result<qint64> id = m_document->writeAddDifference(m_outputId, m_difference);
    if (check(id ? Status::success() : Status(id.error())))
        m_difference.id = id.value();
}

void AddDifferenceCommand::undo()
{
    check(m_document->writeDeleteDifference(m_difference.id));
}

MoveResizeDifferenceCommand::MoveResizeDifferenceCommand(StudyDocument *document, qint64 differenceId,
                                                         const QRectF &box, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_differenceId(differenceId)
    , m_new(box)
{
    if (const auto d = document->difference(differenceId))
        m_old = d->difference.box;
    setText(QCoreApplication::translate("MoveResizeDifferenceCommand", "Move box"));
}

void MoveResizeDifferenceCommand::redo()
{
    if (m_new == m_old) {
        setObsolete(true);
        return;
    }
    check(m_document->writeDifferenceBox(m_differenceId, m_new));
}

void MoveResizeDifferenceCommand::undo()
{
    check(m_document->writeDifferenceBox(m_differenceId, m_old));
}

bool MoveResizeDifferenceCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const MoveResizeDifferenceCommand *>(other);
    if (o->m_differenceId != m_differenceId || !o->succeeded())
        return false;
    m_new = o->m_new;
    if (m_new == m_old)
        setObsolete(true);
    return true;
}

DeleteDifferenceCommand::DeleteDifferenceCommand(StudyDocument *document, qint64 differenceId, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_annotator(document->annotator())
{
    if (const auto d = document->difference(differenceId))
        m_removed = *d;
    m_removed.difference.id = differenceId;
    m_review = document->review(differenceId, m_annotator);
    setText(QCoreApplication::translate("DeleteDifferenceCommand", "Delete %1 box")
                .arg(editOpName(m_removed.difference.op)));
}

void DeleteDifferenceCommand::redo()
{
    check(m_document->writeDeleteDifference(m_removed.difference.id));
}

void DeleteDifferenceCommand::undo()
{
    Result<qint64> id = m_document->writeAddDifference(m_removed.outputId, m_removed.difference);
    if (!check(id ? Status::success() : Status(id.error())))
        return;
    if (m_review)
        check(m_document->writeReview(m_removed.difference.id, m_annotator, m_review));
}

RelabelDifferenceCommand::RelabelDifferenceCommand(StudyDocument *document, qint64 differenceId, EditOp op,
                                                   const QString &description, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_differenceId(differenceId)
    , m_newOp(op)
    , m_newDescription(description)
{
    if (const auto d = document->difference(differenceId)) {
        m_oldOp = d->difference.op;
        m_oldDescription = d->difference.description;
    }
    setText(QCoreApplication::translate("RelabelDifferenceCommand", "Relabel box as %1 %2")
                .arg(editOpName(op), description));
}

void RelabelDifferenceCommand::redo()
{
    if (m_newOp == m_oldOp && m_newDescription == m_oldDescription) {
        setObsolete(true);
        return;
    }
    check(m_document->writeRelabel(m_differenceId, m_newOp, m_newDescription));
}

void RelabelDifferenceCommand::undo()
{
    check(m_document->writeRelabel(m_differenceId, m_oldOp, m_oldDescription));
}

AcceptRejectDifferenceCommand::AcceptRejectDifferenceCommand(StudyDocument *document, qint64 differenceId,
                                                             const QString &annotator,
                                                             std::optional<ReviewDecision> decision,
                                                             QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_differenceId(differenceId)
    , m_annotator(annotator)
    , m_old(document->review(differenceId, annotator))
    , m_new(decision)
{
    setText(!decision ? QCoreApplication::translate("AcceptRejectDifferenceCommand", "Clear review")
            : *decision == ReviewDecision::Accepted
                ? QCoreApplication::translate("AcceptRejectDifferenceCommand", "Accept box")
            : *decision == ReviewDecision::Rejected
                ? QCoreApplication::translate("AcceptRejectDifferenceCommand", "Reject box")
                : QCoreApplication::translate("AcceptRejectDifferenceCommand", "Relabel box"));
}

void AcceptRejectDifferenceCommand::redo()
{
    if (m_new == m_old) {
        setObsolete(true);
        return;
    }
    check(m_document->writeReview(m_differenceId, m_annotator, m_new));
}

void AcceptRejectDifferenceCommand::undo()
{
    check(m_document->writeReview(m_differenceId, m_annotator, m_old));
}

SetOutputCompleteCommand::SetOutputCompleteCommand(StudyDocument *document, qint64 outputId, const QString &annotator,
                                                   bool complete, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_outputId(outputId)
    , m_annotator(annotator)
    , m_old(document->isComplete(outputId, annotator))
    , m_new(complete)
{
    setText(complete ? QCoreApplication::translate("SetOutputCompleteCommand", "Mark output complete")
                     : QCoreApplication::translate("SetOutputCompleteCommand", "Mark output incomplete"));
}

void SetOutputCompleteCommand::redo()
{
    if (m_new == m_old) {
        setObsolete(true);
        return;
    }
    check(m_document->writeComplete(m_outputId, m_annotator, m_new));
}

void SetOutputCompleteCommand::undo()
{
    check(m_document->writeComplete(m_outputId, m_annotator, m_old));
}

SetCoherenceCommand::SetCoherenceCommand(StudyDocument *document, qint64 differenceId, const QString &annotator,
                                         std::optional<CoherenceLabel> label, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_differenceId(differenceId)
    , m_annotator(annotator)
    , m_old(document->coherence(differenceId, annotator))
    , m_new(std::move(label))
{
    setText(!m_new            ? QCoreApplication::translate("SetCoherenceCommand", "Clear coherence")
            : m_new->coherent ? QCoreApplication::translate("SetCoherenceCommand", "Mark coherent")
                              : QCoreApplication::translate("SetCoherenceCommand", "Mark not coherent"));
}

void SetCoherenceCommand::redo()
{
    if (sameLabel(m_new, m_old)) {
        setObsolete(true);
        return;
    }
    check(m_document->writeCoherence(m_differenceId, m_annotator, m_new));
}

void SetCoherenceCommand::undo()
{
    check(m_document->writeCoherence(m_differenceId, m_annotator, m_old));
}

bool SetCoherenceCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetCoherenceCommand *>(other);
    if (o->m_differenceId != m_differenceId || o->m_annotator != m_annotator || !o->succeeded())
        return false;
    m_new = o->m_new;
    setText(o->text());
    if (sameLabel(m_new, m_old))
        setObsolete(true);
    return true;
}

} // namespace editlens::core
