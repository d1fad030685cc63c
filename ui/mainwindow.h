#pragma once

#include "inference/modelregistry.h"
#include "scoring/metricregistry.h"
#include "storage/studystore.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QSettings;

namespace editlens::core {
class FormatRegistry;
class StudyDocument;
} // namespace editlens::core

namespace editlens::ui {

class AlignmentDock;
class DifferenceEvaluationDock;
class AlphaPersistJob;
class AnnotationController;
class AnnotationDock;
class Appearance;
class ComparisonView;
class DifferencesDock;
class ItemListModel;
class RecentStudies;
class ScoresDock;
class ShortcutSheet;
class Shortcuts;
class StudyBrowser;
class StudyTransfers;
struct StudyExtras;
class StudyExtrasLoader;
class SystemNamer;

/// The study window: document-style (New / Open / Recent / Save As / Import / Export), the study browser dock, the
/// comparison area, and the Scores and Differences docks. Window and dock state persist in `settings`; every action's
/// key is remappable (Shortcuts, F1 lists them). Composes; computing happens in core. GUI thread only. `registry` and
/// `settings` are owned by the application and outlive the window.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(const core::FormatRegistry &registry, QSettings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a study file; on failure shows nothing and returns the error. Chooses no annotator (see
    /// setAnnotator / chooseAnnotator).
    core::Status openStudy(const QString &file);
    /// The open study as a document (nullptr when none): its undo stack and change signals.
    core::StudyDocument *document() const { return m_document.get(); }
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
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    /// Selects the item in row `row` of the (unfiltered) study.
    void selectItemRow(int row);
    const core::StudyStore *study() const;
    const core::Item &currentItem() const { return m_currentItem; }
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
    /// Shows the item with key `itemKey` (clearing the browser's filters when they hide it); false when unknown.
    bool openItemByKey(const QString &itemKey);
    Shortcuts *shortcuts() const { return m_shortcuts; }
    /// The F1 sheet (created on first use).
    ShortcutSheet *shortcutSheet();
    /// True once the browser's metric columns, edit types and BPM components of the open study are loaded.
    bool extrasLoaded() const { return m_extrasLoaded; }

Q_SIGNALS:
    /// H: overlays on or off (for the comparison view's setOverlaysVisible).
    void overlaysVisibleChanged(bool visible);
    /// Space: start or stop flicker (for the comparison view's toggleFlicker).
    void flickerRequested();
    /// The browser's extra columns and the Scores dock's BPM set are in.
    void extrasChanged();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void newStudy();
    void openStudyDialog();
    void saveStudyAs();
    void reloadItems();
    void onExtras(const StudyExtras &extras);
    void showItem(qint64 itemId);
    void showOutput(int index);
    void showOutputDocks(int index);
    /// Keeps the current item's differences as the document's edits leave them, so that switching outputs needs no
    /// read from the study.
    void followDifferences();
    void updateAvailability();
    void persistAlpha(double alpha);
    QString modelDir() const;
    void updateTitle();
    void showError(const QString &title, const core::Error &error);
    core::StudyStore *store() const;
    void bindUndoStack();
    void openInteractively(const QString &file);

    const core::FormatRegistry &m_registry;
    QSettings &m_settings;
    core::MetricRegistry m_metrics;
    std::optional<core::ModelRegistry> m_models;
    std::unique_ptr<Appearance> m_appearance;
    std::unique_ptr<core::StudyDocument> m_document;
    core::Item m_storedItem;  ///< the current item as the study holds it, kept so by followDifferences()
    core::Item m_currentItem; ///< m_storedItem as the window shows it (blinded system names)
    bool m_extrasLoaded = false;

    Shortcuts *m_shortcuts;
    ItemListModel *m_items;
    StudyBrowser *m_browser;
    ComparisonView *m_compare;
    ScoresDock *m_scoresDock;
    DifferencesDock *m_differencesDock;
    AlignmentDock *m_alignmentDock;
    DifferenceEvaluationDock *m_evaluationDock;
    StudyExtrasLoader *m_extrasLoader;
    AlphaPersistJob *m_alphaJob;
    QComboBox *m_outputCombo;
    QLabel *m_instruction;
    QLabel *m_banner;
    QLabel *m_annotatorLabel;
    SystemNamer *m_namer;
    AnnotationDock *m_annotationDock;
    AnnotationController *m_annotation;
    StudyTransfers *m_transfers;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    RecentStudies *m_recent = nullptr;
    ShortcutSheet *m_sheet = nullptr;
    QList<QAction *> m_studyActions; // enabled only with an open study
};

} // namespace editlens::ui
