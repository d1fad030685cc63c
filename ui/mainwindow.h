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
}

namespace editlens::ui {

class AlignmentDock;
class AlphaPersistJob;
class Appearance;
class ComparisonView;
class DifferencesDock;
class ItemListModel;
class ScoresDock;
class ShortcutSheet;
class Shortcuts;
class StudyBrowser;
struct StudyExtras;
class StudyExtrasLoader;

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

    /// Opens a study file; on failure shows nothing and returns the error.
    core::Status openStudy(const QString &file);
    /// Selects the item in row `row` of the (unfiltered) study.
    void selectItemRow(int row);
    const core::StudyStore *study() const { return m_store.get(); }
    const core::Item &currentItem() const { return m_currentItem; }
    int currentOutputIndex() const;
    ItemListModel *itemModel() const { return m_items; }
    StudyBrowser *browser() const { return m_browser; }
    ComparisonView *comparisonView() const { return m_compare; }
    ScoresDock *scoresDock() const { return m_scoresDock; }
    DifferencesDock *differencesDock() const { return m_differencesDock; }
    AlignmentDock *alignmentDock() const { return m_alignmentDock; }
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
    QAction *addShortcutAction(QMenu *menu, const QString &id, const QString &text,
                               const QList<QKeySequence> &defaults);
    void newStudy();
    void openStudyDialog();
    void saveStudyAs();
    void importDialog(bool folder);
    void exportDialog();
    void exportReportDialog();
    void reloadItems();
    void onExtras(const StudyExtras &extras);
    void showItem(qint64 itemId);
    void showOutput(int index);
    void updateAvailability();
    void persistAlpha(double alpha);
    QString modelDir() const;
    void addRecent(const QString &file);
    void rebuildRecentMenu();
    void updateTitle();
    void showError(const QString &title, const core::Error &error);

    const core::FormatRegistry &m_registry;
    QSettings &m_settings;
    core::MetricRegistry m_metrics;
    std::optional<core::ModelRegistry> m_models;
    std::unique_ptr<Appearance> m_appearance;
    std::unique_ptr<core::StudyStore> m_store;
    core::Item m_currentItem;
    bool m_extrasLoaded = false;

    Shortcuts *m_shortcuts;
    ItemListModel *m_items;
    StudyBrowser *m_browser;
    ComparisonView *m_compare;
    ScoresDock *m_scoresDock;
    DifferencesDock *m_differencesDock;
    AlignmentDock *m_alignmentDock;
    StudyExtrasLoader *m_extrasLoader;
    AlphaPersistJob *m_alphaJob;
    QComboBox *m_outputCombo;
    QLabel *m_instruction;
    QLabel *m_banner;
    QMenu *m_recentMenu = nullptr;
    ShortcutSheet *m_sheet = nullptr;
    QList<QAction *> m_studyActions; // enabled only with an open study
};

} // namespace editlens::ui
