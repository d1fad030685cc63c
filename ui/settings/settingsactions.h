#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QMenu;
class QMenuBar;
class QSettings;
class QWidget;

namespace editlens::ui {

class Appearance;
class ShortcutSheet;
class Shortcuts;

/// The window's settings and help: the Settings menu (Keyboard Shortcuts, Model Folder, kept in the settings under
/// "models/dir"), the Help menu (the F1 shortcut sheet, About) and the View menu's Dark Palette (Appearance, kept
/// under "view/darkPalette"). Owns the Appearance and its actions; `window` (parent of its dialogs), `shortcuts` and
/// `settings` outlive it. GUI thread only.
class SettingsActions : public QObject
{
    Q_OBJECT

public:
    SettingsActions(QWidget *window, Shortcuts &shortcuts, QSettings &settings, QObject *parent = nullptr);
    ~SettingsActions() override;

    /// Adds the Settings menu to `menuBar`.
    void createSettingsMenu(QMenuBar *menuBar);
    /// Adds the Help menu to `menuBar`.
    void createHelpMenu(QMenuBar *menuBar);
    /// Adds the Dark Palette toggle to `view` and applies the remembered palette.
    void addDarkPalette(QMenu *view);

    /// The folder of the TorchScript model files: the one chosen in Model Folder, else core::defaultModelDir().
    QString modelDir() const;
    /// The F1 sheet (created on first use).
    ShortcutSheet *shortcutSheet();

Q_SIGNALS:
    /// Another model folder was chosen: which learned metrics can run may have changed.
    void modelDirChanged();

private:
    QWidget *m_window;
    Shortcuts &m_shortcuts;
    QSettings &m_settings;
    std::unique_ptr<Appearance> m_appearance;
    ShortcutSheet *m_sheet = nullptr;
};

} // namespace editlens::ui
