#pragma once

#include "alignment/alignmentengine.h"
#include "util/error.h"

#include <QList>
#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMainWindow;
class QMenuBar;
class QSettings;

namespace editlens::core {
class FormatRegistry;
class MetricRegistry;
class StudyDocument;
class StudyStore;
} // namespace editlens::core

namespace editlens::ui {

class RecentStudies;
class Shortcuts;
class StudyTransfers;

/// The study window's study file: New, Open, Open Recent and Save As, the open study as a document (owned here), the
/// window title, the recent files (RecentStudies, in the settings), the banner of a demo or synthetic study, the
/// actions that need an open study, and the File menu with Import, Export and Export Report (StudyTransfers). The
/// window composes what a study change means for its views through documentClosing() and documentOpened(). GUI thread
/// only.
class StudyFileController : public QObject
{
    Q_OBJECT

public:
    /// The window's pieces the controller drives. All are owned by the window and outlive the controller.
    struct Parts
    {
        QMainWindow *window = nullptr; ///< its title; parent of dialogs and message boxes
        QSettings *settings = nullptr;
        Shortcuts *shortcuts = nullptr;
        const core::FormatRegistry *formats = nullptr;
        /// What Export Report names and orients each stored metric by; shared with the report's worker thread.
        std::shared_ptr<const core::MetricRegistry> metrics;
        QLabel *banner = nullptr; ///< says that a demo or synthetic study's edits are not real models' output
        /// The protocol Export Report writes the alignment report under.
        std::function<core::alignment::Protocol()> reportProtocol;
        /// Called after an interactive New, Open or Open Recent opened the study (the window asks for the annotator).
        std::function<void()> opened;
    };

    explicit StudyFileController(Parts parts, QObject *parent = nullptr);
    ~StudyFileController() override;

    /// Opens a study file as the document (the previous one goes first); on failure changes nothing and returns the
    /// error. Adds the file to the recent files, enables the study actions and sets the title and banner.
    core::Status openStudy(const QString &file);
    /// Lets the open study go (documentClosing() first); no study is open afterwards.
    void closeStudy();
    /// The open study (nullptr when none).
    core::StudyDocument *document() const { return m_document.get(); }
    core::StudyStore *store() const;
    StudyTransfers *transfers() const { return m_transfers; }

    /// Adds the File menu to `menuBar` (its actions registered in Parts::shortcuts). Returns the actions the main
    /// toolbar shows: New, Open, Import File and Export.
    QList<QAction *> createMenu(QMenuBar *menuBar);
    /// Actions that need an open study: enabled exactly while one is open (the File menu's own are added by
    /// createMenu()).
    void addStudyActions(const QList<QAction *> &actions);

    /// Opens `file`, showing a failure in a message box, and then calls Parts::opened.
    void openInteractively(const QString &file);
    void newStudy();
    void openStudyDialog();
    void saveStudyAs();

Q_SIGNALS:
    /// The open document is about to go: everything that holds it lets go now.
    void documentClosing();
    /// `document` is the open study now (owned by the controller until the next documentClosing()).
    void documentOpened(editlens::core::StudyDocument *document);

private:
    void studyChanged();
    void showError(const QString &title, const core::Error &error);

    Parts m_parts;
    std::unique_ptr<core::StudyDocument> m_document;
    StudyTransfers *m_transfers;
    RecentStudies *m_recent = nullptr;
    QList<QAction *> m_studyActions;
};

} // namespace editlens::ui
