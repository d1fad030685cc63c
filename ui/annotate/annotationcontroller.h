#pragma once

#include "util/error.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QMenuBar;
class QSettings;
class QStatusBar;
class QWidget;

namespace editlens::core {
class StudyDocument;
class StudyStore;
} // namespace editlens::core

namespace editlens::ui {

class AnnotationDock;
class ComparisonEditors;
class ComparisonView;
class DifferencesDock;
class Shortcuts;
class SystemNamer;

/// The annotation workflow of the study window: the annotator (chosen in a dialog, remembered per study file in the
/// settings), rating mode on the annotator's next unrated item, submit and revise, the study plan dialog, the Annotate
/// menu, the blind system names (SystemNamer) and, in a preference plan, the scheduled pair side by side in the
/// comparison view. It drives the window's pieces given in Parts; it owns none of them. It creates the editing tools of
/// the comparison view (ComparisonEditors, a child of the view), which edit the open study. GUI thread only.
class AnnotationController : public QObject
{
    Q_OBJECT

public:
    /// The window's pieces the workflow drives. All are owned by the window and outlive the controller.
    struct Parts
    {
        QWidget *window = nullptr; ///< parent of dialogs and message boxes
        QSettings *settings = nullptr;
        Shortcuts *shortcuts = nullptr;
        QStatusBar *statusBar = nullptr;
        SystemNamer *namer = nullptr;
        AnnotationDock *dock = nullptr;
        ComparisonView *compare = nullptr;
        DifferencesDock *differences = nullptr;
        /// Shows the item with this id (selecting it in the browser); false when it is not in the list.
        std::function<bool(qint64)> showItemById;
        /// Reloads the browser's items (after the names changed).
        std::function<void()> reloadItems;
    };

    explicit AnnotationController(Parts parts, QObject *parent = nullptr);

    /// The open study (nullptr when none; not owned). Loads its blind names without an annotator (quietly: the
    /// window reloads its items next) and gives the document to the Annotate dock and to the comparison view's
    /// editors.
    void setDocument(core::StudyDocument *document);
    /// Switches the annotator explicitly (remembered for this study in the settings); reloads blind labels, plan and
    /// progress. Makes sure the study has a rubric: its own dimensions', or BPM's when it has none.
    core::Status setAnnotator(const QString &name);
    /// Asks for the annotator (the study's annotators, the remembered one preselected, or a new name).
    void chooseAnnotator();
    /// Rating mode: shows the annotation dock on the annotator's first unrated item (StudyPlan::nextUnratedItem) and
    /// gives it the keyboard focus. False without an annotator or when every item is done.
    bool startRating();
    /// DICE-D review: shows the next output (after the current one, wrapping round) with a detector box the annotator
    /// has not reviewed, or, with `incomplete`, the next output the annotator has not marked complete. False when
    /// there is none (the status bar says so) or without an annotator.
    bool showNextOutputToReview(bool incomplete);
    /// The Rubric dialog: edits the active rubric (or starts from a preset) and makes the result active.
    void editRubric();
    /// The Study Plan dialog: creates the plan for the chosen annotators and reloads the names.
    void editStudyPlan();
    /// Adds the Annotate menu to `menuBar` (its actions registered in Parts::shortcuts) and returns the actions that
    /// need an open study.
    QList<QAction *> createMenu(QMenuBar *menuBar);
    /// The editing tools of the comparison view: drawn boxes go to Parts::differences to be described.
    ComparisonEditors *editors() const { return m_editors; }

Q_SIGNALS:
    /// The window should select output `index` of its current item (the left one of a preference pair).
    void outputRequested(int index);

private:
    core::StudyStore *store() const;
    void showError(const QString &title, const core::Error &error);
    void onSubmitted(qint64 itemId);
    void onPairShown(qint64 leftOutputId, qint64 rightOutputId);
    void reloadNames();

    Parts m_parts;
    ComparisonEditors *m_editors;
    core::StudyDocument *m_document = nullptr;
};

} // namespace editlens::ui
