#include "studyfilecontroller.h"

#include "document/studydocument.h"
#include "guiutil/filedialogs.h"
#include "settings/recentstudies.h"
#include "settings/shortcuts.h"
#include "storage/studykind.h"
#include "storage/studystore.h"
#include "studyopener.h"
#include "studytransfers.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>

namespace editlens::ui {

// The texts were first the study window's and are translated in its contexts ("editlens::ui::MainWindow", and
// "MainWindow" for the file filter); they keep them so that the shipped translations still apply.

namespace {

QString studyFilter()
{
    return QCoreApplication::translate("MainWindow", "EditLens studies (*.editlens)");
}

QString withSuffix(QString file)
{
    if (!file.endsWith(QLatin1String(".editlens")))
        file += QLatin1String(".editlens");
    return file;
}

} // namespace

StudyFileController::StudyFileController(Parts parts, QObject *parent)
    : QObject(parent)
    , m_parts(std::move(parts))
    , m_transfers(new StudyTransfers(*m_parts.formats, m_parts.metrics, m_parts.window, this))
{
    m_parts.banner->hide();
    studyChanged();
}

StudyFileController::~StudyFileController() = default;

core::StudyStore *StudyFileController::store() const
{
    return m_document ? &m_document->store() : nullptr;
}

core::Status StudyFileController::openStudy(const QString &file)
{
    auto opened = openStudyForWindow(file, m_parts.window);
    if (!opened)
        return opened.error();
    Q_EMIT documentClosing();
    m_document.reset(); // ends the previous study's session before the next one opens
    m_document = std::make_unique<core::StudyDocument>(std::move(opened).value());
    if (m_recent)
        m_recent->add(store()->filePath());
    studyChanged();
    connect(m_document.get(), &core::StudyDocument::serverStateChanged, this, [this](bool reachable, int pending) {
        if (reachable) {
            studyChanged(); // the usual banner, if any
            return;
        }
        // A window that only watches (the owner's dashboard) must not show stale numbers as if they were live.
        m_parts.banner->setText(
            pending > 0 ? QCoreApplication::translate("editlens::ui::MainWindow",
                                                      "Not live — reconnecting: the server cannot be reached. %n "
                                                      "edit(s) kept on this computer; they are sent when it is back.",
                                                      nullptr, pending)
                        : QCoreApplication::translate("editlens::ui::MainWindow",
                                                      "Not live — reconnecting: the server cannot be reached. The "
                                                      "docks show the study as it was when the connection was lost."));
        m_parts.banner->show();
    });
    connect(m_document.get(), &core::StudyDocument::editsSetAside, this, [this](int count, const QString &reason) {
        m_parts.banner->setText(QCoreApplication::translate("editlens::ui::MainWindow",
                                                            "%n edit(s) made while the server was away could not be "
                                                            "stored on it: %1. They are kept aside on this computer "
                                                            "(%2).",
                                                            nullptr, count)
                                    .arg(reason, m_document->journalFile()));
        m_parts.banner->show();
    });
    Q_EMIT documentOpened(m_document.get());
    return core::Status::success();
}

void StudyFileController::closeStudy()
{
    if (!m_document)
        return;
    Q_EMIT documentClosing();
    m_document.reset();
    studyChanged();
}

void StudyFileController::studyChanged()
{
    for (QAction *a : std::as_const(m_studyActions))
        a->setEnabled(m_document != nullptr);
    // The builder of a demo or synthetic study records it in the study (core::studyKind); a study's name decides
    // nothing, so that a real study called "synthetic …" is not announced as made up.
    const core::StudyKind kind = m_document ? core::studyKind(*store()) : core::StudyKind::Ordinary;
    if (kind == core::StudyKind::Demo || kind == core::StudyKind::Synthetic) {
        m_parts.banner->setText(QCoreApplication::translate(
            "editlens::ui::MainWindow",
            "This is the synthetic demo study: every edit was made by EditLens itself from real "
            "photographs, so that the truth is known. It is not the output of real editing models."));
        m_parts.banner->show();
    } else {
        m_parts.banner->hide();
    }
    m_parts.window->setWindowTitle(
        m_document ? QCoreApplication::translate("editlens::ui::MainWindow", "%1 — EditLens").arg(store()->name())
                   : QCoreApplication::translate("editlens::ui::MainWindow", "EditLens"));
}

QList<QAction *> StudyFileController::createMenu(QMenuBar *menuBar)
{
    Shortcuts &keys = *m_parts.shortcuts;
    QMenu *file = menuBar->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "&File"));
    QAction *newAct =
        keys.addMenuAction(file, QStringLiteral("file.new"),
                           QCoreApplication::translate("editlens::ui::MainWindow", "&New Study…"), {QKeySequence::New});
    connect(newAct, &QAction::triggered, this, &StudyFileController::newStudy);
    QAction *openAct = keys.addMenuAction(file, QStringLiteral("file.open"),
                                          QCoreApplication::translate("editlens::ui::MainWindow", "&Open Study…"),
                                          {QKeySequence::Open});
    connect(openAct, &QAction::triggered, this, &StudyFileController::openStudyDialog);
    m_recent =
        new RecentStudies(*m_parts.settings,
                          file->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "Open &Recent")), this);
    connect(m_recent, &RecentStudies::openRequested, this, &StudyFileController::openInteractively);
    QAction *saveAs = keys.addMenuAction(file, QStringLiteral("file.saveAs"),
                                         QCoreApplication::translate("editlens::ui::MainWindow", "Save &As…"),
                                         {QKeySequence::SaveAs});
    connect(saveAs, &QAction::triggered, this, &StudyFileController::saveStudyAs);
    file->addSeparator();
    QAction *importFile = keys.addMenuAction(file, QStringLiteral("file.import"),
                                             QCoreApplication::translate("editlens::ui::MainWindow", "&Import File…"),
                                             {QKeySequence(Qt::CTRL | Qt::Key_I)});
    connect(importFile, &QAction::triggered, this,
            [this] { m_transfers->importInteractively(store()->filePath(), store()->rootDir(), false); });
    QAction *importFolder =
        keys.addMenuAction(file, QStringLiteral("file.importFolder"),
                           QCoreApplication::translate("editlens::ui::MainWindow", "Import &Folder…"), {});
    connect(importFolder, &QAction::triggered, this,
            [this] { m_transfers->importInteractively(store()->filePath(), store()->rootDir(), true); });
    QAction *exportAct = keys.addMenuAction(file, QStringLiteral("file.export"),
                                            QCoreApplication::translate("editlens::ui::MainWindow", "&Export…"),
                                            {QKeySequence(Qt::CTRL | Qt::Key_E)});
    connect(exportAct, &QAction::triggered, this, [this] {
        const auto origins = m_document->differenceStore().differenceOrigins();
        m_transfers->exportInteractively(store()->filePath(), origins ? origins.value() : QStringList());
    });
    QAction *reportAct =
        keys.addMenuAction(file, QStringLiteral("file.exportReport"),
                           QCoreApplication::translate("editlens::ui::MainWindow", "Export &Report…"), {});
    connect(reportAct, &QAction::triggered, this,
            [this] { m_transfers->exportReportInteractively(store()->filePath(), m_parts.reportProtocol()); });
    file->addSeparator();
    QAction *quit =
        keys.addMenuAction(file, QStringLiteral("file.quit"),
                           QCoreApplication::translate("editlens::ui::MainWindow", "&Quit"), {QKeySequence::Quit});
    connect(quit, &QAction::triggered, m_parts.window, &QWidget::close);
    addStudyActions({saveAs, importFile, importFolder, exportAct, reportAct});
    return {newAct, openAct, importFile, exportAct};
}

void StudyFileController::addStudyActions(const QList<QAction *> &actions)
{
    for (QAction *a : actions)
        a->setEnabled(m_document != nullptr);
    m_studyActions << actions;
}

void StudyFileController::openInteractively(const QString &file)
{
    if (core::Status s = openStudy(file); !s) {
        showError(QCoreApplication::translate("editlens::ui::MainWindow", "Cannot open the study"), s.error());
        return;
    }
    if (m_parts.opened)
        m_parts.opened();
}

void StudyFileController::newStudy()
{
    const QString file =
        filedialogs::saveFileName(m_parts.window, QCoreApplication::translate("editlens::ui::MainWindow", "New Study"),
                                  QDir::homePath(), studyFilter());
    if (file.isEmpty())
        return;
    const QString root = filedialogs::existingDirectory(
        m_parts.window,
        QCoreApplication::translate("editlens::ui::MainWindow",
                                    "Image folder of the study (every image must lie inside it)"),
        QFileInfo(withSuffix(file)).absolutePath());
    if (root.isEmpty())
        return;
    auto store = core::StudyStore::create(withSuffix(file), root);
    if (!store) {
        showError(QCoreApplication::translate("editlens::ui::MainWindow", "Cannot create the study"), store.error());
        return;
    }
    store.value().reset();
    openInteractively(withSuffix(file));
}

void StudyFileController::openStudyDialog()
{
    const QString file =
        filedialogs::openFileName(m_parts.window, QCoreApplication::translate("editlens::ui::MainWindow", "Open Study"),
                                  QDir::homePath(), studyFilter());
    if (file.isEmpty())
        return;
    openInteractively(file);
}

void StudyFileController::saveStudyAs()
{
    QString file = filedialogs::saveFileName(m_parts.window,
                                             QCoreApplication::translate("editlens::ui::MainWindow", "Save Study As"),
                                             store()->filePath(), studyFilter());
    if (file.isEmpty())
        return;
    file = withSuffix(file);
    if (core::Status s = store()->saveAs(file); !s) {
        showError(QCoreApplication::translate("editlens::ui::MainWindow", "Cannot save the study"), s.error());
        return;
    }
    if (core::Status s = openStudy(file); !s)
        showError(QCoreApplication::translate("editlens::ui::MainWindow", "Cannot open the study"), s.error());
}

void StudyFileController::showError(const QString &title, const core::Error &error)
{
    QMessageBox::warning(m_parts.window, title, error.toString());
}

} // namespace editlens::ui
