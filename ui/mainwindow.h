#pragma once

#include "storage/studystore.h"

#include <QMainWindow>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSettings;
class QSortFilterProxyModel;
class QTableView;

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::ui {

class ComparisonView;
class ItemListModel;

/// The study window: document-style (New / Open / Recent / Save As / Import / Export), a study
/// browser, and the comparison area. Composes; computing happens in core. GUI thread only.
/// `registry` and `settings` are owned by the application and outlive the window.
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
    ItemListModel *itemModel() const { return m_items; }
    ComparisonView *comparisonView() const { return m_compare; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void newStudy();
    void openStudyDialog();
    void saveStudyAs();
    void importDialog(bool folder);
    void exportDialog();
    void reloadItems();
    void showCurrentItem();
    void showOutput(int index);
    void addRecent(const QString &file);
    void rebuildRecentMenu();
    void updateTitle();
    void showError(const QString &title, const core::Error &error);

    const core::FormatRegistry &m_registry;
    QSettings &m_settings;
    std::unique_ptr<core::StudyStore> m_store;
    core::Item m_currentItem;

    ItemListModel *m_items;
    QSortFilterProxyModel *m_filter;
    QTableView *m_browser;
    QLineEdit *m_filterEdit;
    ComparisonView *m_compare;
    QComboBox *m_outputCombo;
    QLabel *m_instruction;
    QLabel *m_banner;
    QMenu *m_recentMenu = nullptr;
    QList<QAction *> m_studyActions; // enabled only with an open study
};

} // namespace editlens::ui
