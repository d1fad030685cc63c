#include "undoactions.h"

#include "document/studydocument.h"
#include "settings/shortcuts.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenuBar>
#include <QUndoStack>

namespace editlens::ui {

// The texts were first the study window's and are translated in its context, "editlens::ui::MainWindow"; they keep
// it so that the shipped translations still apply.

UndoActions::UndoActions(Shortcuts &shortcuts, QObject *parent) : QObject(parent), m_shortcuts(shortcuts)
{
}

void UndoActions::createMenu(QMenuBar *menuBar)
{
    QMenu *edit = menuBar->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "&Edit"));
    m_undo = m_shortcuts.addMenuAction(edit, QStringLiteral("edit.undo"),
                                       QCoreApplication::translate("editlens::ui::MainWindow", "&Undo"),
                                       {QKeySequence::Undo});
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->undo();
    });
    m_redo = m_shortcuts.addMenuAction(edit, QStringLiteral("edit.redo"),
                                       QCoreApplication::translate("editlens::ui::MainWindow", "&Redo"),
                                       {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->redo();
    });
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
}

void UndoActions::setDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    m_document = document;
    if (!document)
        return; // the texts and states stay until the next study: no study closes but for another one
    QUndoStack *stack = document->undoStack();
    connect(stack, &QUndoStack::indexChanged, this, &UndoActions::update);
    connect(stack, &QUndoStack::cleanChanged, this, &UndoActions::update);
    connect(stack, &QUndoStack::canUndoChanged, this, &UndoActions::update);
    connect(stack, &QUndoStack::canRedoChanged, this, &UndoActions::update);
    update();
}

void UndoActions::update()
{
    if (!m_document)
        return;
    QUndoStack *stack = m_document->undoStack();
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    m_undo->setText(stack->canUndo()
                        ? QCoreApplication::translate("editlens::ui::MainWindow", "&Undo %1").arg(stack->undoText())
                        : QCoreApplication::translate("editlens::ui::MainWindow", "&Undo"));
    m_redo->setText(stack->canRedo()
                        ? QCoreApplication::translate("editlens::ui::MainWindow", "&Redo %1").arg(stack->redoText())
                        : QCoreApplication::translate("editlens::ui::MainWindow", "&Redo"));
}

} // namespace editlens::ui
