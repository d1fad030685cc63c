#pragma once

#include "appservices.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QMainWindow>

class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QSettings;

namespace editlens::core {
class StudyStore;
class StudyDocument;
} // namespace editlens::core

namespace editlens::ui {

class AlignmentDock;
class AnnotatorsDock;
class DifferenceEvaluationDock;
class AlphaPersistJob;
class AnnotationController;
class AnnotationDock;
class CompareActions;
class ComparisonView;
class CurrentItem;
class DifferencesDock;
class ItemListModel;
class ItemNavigator;
class ModelActions;
class ModelAnswersDock;
class ScoresDock;
class SettingsActions;
class ShortcutSheet;
class Shortcuts;
class StudyBrowser;
class StudyFileController;
class SystemNamer;
class UndoActions;

/// The study window: document-style (New / Open / Recent / Save As / Import / Export: StudyFileController), the study
/// browser dock, the comparison area (its View menu: CompareActions), and the Scores and Differences docks, which
/// follow the shown item and output (CurrentItem). Window and dock state persist in `settings`; every action's key is
/// remappable (Shortcuts, F1 lists them). Composes; computing happens in core. GUI thread only. `settings` is owned
/// by the application and outlives the window; `services` are shared.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(const AppServices &services, QSettings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a study file; on failure shows nothing and returns the error. Chooses no annotator (see
    /// setAnnotator / chooseAnnotator).
    core::Status openStudy(const QString &file);
    /// The open study as a document (nullptr when none): its undo stack and change signals.
    core::StudyDocument *document() const;
    /// Switches the annotator explicitly (remembered for this study in the settings); reloads blind labels,
    /// plan and progress. Makes sure the study has a rubric (BPM's when it has none).
    core::Status setAnnotator(const QString &name);
    /// Asks for the annotator (the study's annotators, the remembered one preselected, or a new name).
    void chooseAnnotator();
    /// Rating mode: shows the annotation dock on the annotator's first unrated item (StudyPlan::nextUnratedItem)
    /// and gives it the keyboard focus. False without an annotator or when every item is done.
    bool startRating();
    /// Shows the item with this id (selecting it in the browser). False when it is not in the list.
    bool showItemById(qint64 itemId);
    AnnotationDock *annotationDock() const { return m_annotationDock; }
    /// The annotation workflow (annotator, rating mode, submit, plan, Annotate menu, preference pairs).
    AnnotationController *annotationController() const { return m_annotation; }
    SystemNamer *systemNamer() const { return m_namer; }
    QAction *undoAction() const;
    QAction *redoAction() const;
    /// Selects the item in row `row` of the (unfiltered) study.
    void selectItemRow(int row);
    const core::StudyStore *study() const;
    /// The shown item (blind system names where the namer blinds them).
    const core::Item &currentItem() const;
    int currentOutputIndex() const;
    /// Shows output `index` of the current item (what Tab steps through).
    void setCurrentOutputIndex(int index);
    ItemListModel *itemModel() const { return m_items; }
    StudyBrowser *browser() const { return m_browser; }
    ComparisonView *comparisonView() const { return m_compare; }
    ScoresDock *scoresDock() const { return m_scoresDock; }
    DifferencesDock *differencesDock() const { return m_differencesDock; }
    AlignmentDock *alignmentDock() const { return m_alignmentDock; }
    DifferenceEvaluationDock *evaluationDock() const { return m_evaluationDock; }
    AnnotatorsDock *annotatorsDock() const { return m_annotatorsDock; }
    /// The audit of the model stages: the current item's requests and raw answers.
    ModelAnswersDock *modelAnswersDock() const { return m_answersDock; }
    /// Shows the item with key `itemKey` (clearing the browser's filters when they hide it); false when unknown.
    bool openItemByKey(const QString &itemKey);
    Shortcuts *shortcuts() const { return m_shortcuts; }
    /// The F1 sheet (created on first use).
    ShortcutSheet *shortcutSheet();
    /// True once the browser's metric columns, edit types and BPM components of the open study are loaded.
    bool extrasLoaded() const;

Q_SIGNALS:
    /// The browser's extra columns and the Scores dock's BPM set are in.
    void extrasChanged();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildLayout();
    void connectCurrentItem();
    void restoreWindow();
    void createActions();
    void onDocumentOpened(core::StudyDocument *document);
    void detachDocument();
    void reloadItems();
    void updateAvailability();
    void persistAlpha(double alpha);
    core::StudyStore *store() const;

    AppServices m_services;
    QSettings &m_settings;

    Shortcuts *m_shortcuts;
    ItemListModel *m_items;
    StudyBrowser *m_browser;
    ComparisonView *m_compare;
    ScoresDock *m_scoresDock;
    DifferencesDock *m_differencesDock;
    AlignmentDock *m_alignmentDock;
    DifferenceEvaluationDock *m_evaluationDock;
    AnnotatorsDock *m_annotatorsDock = nullptr;
    ModelAnswersDock *m_answersDock = nullptr;
    ModelActions *m_modelActions = nullptr;
    AlphaPersistJob *m_alphaJob;
    QComboBox *m_outputCombo;
    QLabel *m_instruction;
    QLabel *m_banner;
    QLabel *m_annotatorLabel;
    SystemNamer *m_namer;
    CurrentItem *m_current;
    ItemNavigator *m_navigator = nullptr;
    AnnotationDock *m_annotationDock;
    AnnotationController *m_annotation = nullptr;
    StudyFileController *m_files = nullptr;
    CompareActions *m_compareActions;
    UndoActions *m_undoActions;
    SettingsActions *m_settingsActions;
};

} // namespace editlens::ui
