#include "settingsactions.h"

#include "guiutil/filedialogs.h"
#include "inference/modelregistry.h"
#include "settings/appearance.h"
#include "settings/settingkeys.h"
#include "settings/shortcuts.h"
#include "settings/shortcutsdialog.h"
#include "settings/shortcutsheet.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>

namespace editlens::ui {

// The texts were first the study window's and are translated in its context, "editlens::ui::MainWindow"; they keep
// it so that the shipped translations still apply.

SettingsActions::SettingsActions(QWidget *window, Shortcuts &shortcuts, QSettings &settings, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_shortcuts(shortcuts)
    , m_settings(settings)
    , m_appearance(std::make_unique<Appearance>())
{
}

SettingsActions::~SettingsActions() = default;

void SettingsActions::createSettingsMenu(QMenuBar *menuBar)
{
    QMenu *settingsMenu = menuBar->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "&Settings"));
    QAction *keys =
        m_shortcuts.addMenuAction(settingsMenu, QStringLiteral("settings.shortcuts"),
                                  QCoreApplication::translate("editlens::ui::MainWindow", "&Keyboard Shortcuts…"), {});
    connect(keys, &QAction::triggered, this, [this] {
        ShortcutsDialog dialog(m_shortcuts, m_window);
        dialog.exec();
    });
    QAction *models =
        m_shortcuts.addMenuAction(settingsMenu, QStringLiteral("settings.models"),
                                  QCoreApplication::translate("editlens::ui::MainWindow", "&Model Folder…"), {});
    connect(models, &QAction::triggered, this, [this] {
        const QString dir =
            filedialogs::existingDirectory(m_window,
                                           QCoreApplication::translate("editlens::ui::MainWindow",
                                                                       "Model folder (TorchScript files)"),
                                           modelDir());
        if (dir.isEmpty())
            return;
        setting::modelDir.write(m_settings, dir);
        Q_EMIT modelDirChanged();
    });
}

void SettingsActions::createHelpMenu(QMenuBar *menuBar)
{
    QMenu *help = menuBar->addMenu(QCoreApplication::translate("editlens::ui::MainWindow", "&Help"));
    QAction *sheet =
        m_shortcuts.addMenuAction(help, QStringLiteral("help.shortcuts"),
                                  QCoreApplication::translate("editlens::ui::MainWindow", "&Shortcut Sheet"),
                                  {QKeySequence(Qt::Key_F1)});
    connect(sheet, &QAction::triggered, this, [this] {
        ShortcutSheet *s = shortcutSheet();
        s->rebuild();
        s->show();
        s->raise();
    });
    help->addAction(QCoreApplication::translate("editlens::ui::MainWindow", "&About EditLens"), this, [this] {
        QMessageBox::about(
            m_window, QCoreApplication::translate("editlens::ui::MainWindow", "About EditLens"),
            QCoreApplication::translate("editlens::ui::MainWindow",
                                        "<b>EditLens %1</b><br>A workbench for evaluating instruction-guided image "
                                        "editing: compare edits, compute metrics, annotate, and measure how well "
                                        "metrics agree with people.")
                .arg(QCoreApplication::applicationVersion()));
    });
}

void SettingsActions::addDarkPalette(QMenu *view)
{
    QAction *dark =
        m_shortcuts.addMenuAction(view, QStringLiteral("view.darkPalette"),
                                  QCoreApplication::translate("editlens::ui::MainWindow", "&Dark Palette"), {});
    dark->setCheckable(true);
    connect(dark, &QAction::toggled, this, [this](bool on) {
        m_appearance->setDark(on);
        setting::darkPalette.write(m_settings, on);
    });
    dark->setChecked(setting::darkPalette.read(m_settings));
}

QString SettingsActions::modelDir() const
{
    const QString stored = setting::modelDir.read(m_settings);
    return stored.isEmpty() ? core::defaultModelDir() : stored;
}

ShortcutSheet *SettingsActions::shortcutSheet()
{
    if (!m_sheet)
        m_sheet = new ShortcutSheet(m_shortcuts, m_window);
    return m_sheet;
}

} // namespace editlens::ui
