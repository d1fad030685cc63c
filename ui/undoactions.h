#pragma once

#include <QObject>

class QAction;
class QMenuBar;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class Shortcuts;

/// The Edit menu: Undo and Redo of the open study's undo stack, their texts naming the command ("Undo Rating"),
/// disabled while there is nothing to undo or redo. Owns only its actions (children of the menu). `shortcuts`
/// outlives it. GUI thread only.
class UndoActions : public QObject
{
    Q_OBJECT

public:
    explicit UndoActions(Shortcuts &shortcuts, QObject *parent = nullptr);

    /// Adds the Edit menu to `menuBar` (its actions registered in the shortcuts).
    void createMenu(QMenuBar *menuBar);
    /// The open study (nullptr when none; not owned): the actions follow its undo stack.
    void setDocument(core::StudyDocument *document);

    QAction *undo() const { return m_undo; }
    QAction *redo() const { return m_redo; }

private:
    void update();

    Shortcuts &m_shortcuts;
    core::StudyDocument *m_document = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
};

} // namespace editlens::ui
