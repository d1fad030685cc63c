#pragma once

#include "document/commands/annotationcommand.h"

#include <optional>

namespace editlens::core {

/// Adds a difference (an annotator's box with op and description) to an output. Undo deletes it;
/// redo re-inserts it under the same id, so later commands that name the id stay valid.
class AddDifferenceCommand final : public AnnotationCommand
{
public:
    AddDifferenceCommand(StudyDocument *document, qint64 outputId, const Difference &difference,
                         QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::AddDifference); }
    qint64 differenceId() const { return m_difference.id; } ///< 0 until the first redo

private:
    qint64 m_outputId;
    Difference m_difference;
};

/// Moves or resizes a difference's box. Consecutive moves of the same box merge (one drag = one
/// step); a move back to where the box was is obsolete.
class MoveResizeDifferenceCommand final : public AnnotationCommand
{
public:
    MoveResizeDifferenceCommand(StudyDocument *document, qint64 differenceId, const QRectF &box,
                                QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::MoveResizeDifference); }
    bool mergeWith(const QUndoCommand *other) override;
    QRectF oldBox() const { return m_old; }
    QRectF newBox() const { return m_new; }

private:
    qint64 m_differenceId;
    QRectF m_old;
    QRectF m_new;
};

/// Deletes a difference. The command owns the removed row, with its coherence labels and the current
/// annotator's review, and restores all of it (same id) on undo.
class DeleteDifferenceCommand final : public AnnotationCommand
{
public:
    DeleteDifferenceCommand(StudyDocument *document, qint64 differenceId, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::DeleteDifference); }
    const StoredDifference &removed() const { return m_removed; }

private:
    StoredDifference m_removed;
    QString m_annotator;
    std::optional<ReviewDecision> m_review;
};

/// Changes a difference's op and description. Obsolete when both stay the same.
class RelabelDifferenceCommand final : public AnnotationCommand
{
public:
    RelabelDifferenceCommand(StudyDocument *document, qint64 differenceId, EditOp op, const QString &description,
                             QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::RelabelDifference); }

private:
    qint64 m_differenceId;
    EditOp m_oldOp = EditOp::Edit;
    QString m_oldDescription;
    EditOp m_newOp;
    QString m_newDescription;
};

/// Accepts or rejects (or clears, nullopt) a detected difference for an annotator. Obsolete when unchanged.
class AcceptRejectDifferenceCommand final : public AnnotationCommand
{
public:
    AcceptRejectDifferenceCommand(StudyDocument *document, qint64 differenceId, const QString &annotator,
                                  std::optional<ReviewDecision> decision, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::ReviewDifference); }

private:
    qint64 m_differenceId;
    QString m_annotator;
    std::optional<ReviewDecision> m_old;
    std::optional<ReviewDecision> m_new;
};

/// Marks (or unmarks) an output "complete: no further differences" for an annotator: its differences are then the
/// whole truth, which puts it into a difference-detection evaluation set. Obsolete when unchanged.
class SetOutputCompleteCommand final : public AnnotationCommand
{
public:
    SetOutputCompleteCommand(StudyDocument *document, qint64 outputId, const QString &annotator, bool complete,
                             QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::SetComplete); }

private:
    qint64 m_outputId;
    QString m_annotator;
    bool m_old;
    bool m_new;
};

/// Sets (or clears) an annotator's coherence label YES/NO with rationale on a difference. Consecutive
/// edits of the same label merge (typing a rationale); obsolete when unchanged.
class SetCoherenceCommand final : public AnnotationCommand
{
public:
    SetCoherenceCommand(StudyDocument *document, qint64 differenceId, const QString &annotator,
                        std::optional<CoherenceLabel> label, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::SetCoherence); }
    bool mergeWith(const QUndoCommand *other) override;
    std::optional<CoherenceLabel> newLabel() const { return m_new; }

private:
    qint64 m_differenceId;
    QString m_annotator;
    std::optional<CoherenceLabel> m_old;
    std::optional<CoherenceLabel> m_new;
};

} // namespace editlens::core
