#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QMenuBar;
class QSettings;

namespace editlens::ui {

class ComparisonView;
class Shortcuts;

/// The View menu's comparison part: zoom, the comparison modes (1–4), overlays on or off (H), the flicker toggle
/// (Space), the overlay layers and BPM's rules (both remembered in the settings under "view/"). Drives the view
/// through its public slots; owns only its actions (children of the menu bar's menu). `view`, `shortcuts` and
/// `settings` outlive it. GUI thread only.
class CompareActions : public QObject
{
    Q_OBJECT

public:
    CompareActions(ComparisonView *view, Shortcuts &shortcuts, QSettings &settings, QObject *parent = nullptr);

    /// Adds the View menu to `menuBar` with the comparison's actions (registered in the shortcuts) and applies the
    /// remembered layers and BPM rules to the view. Returns the menu, so that the window can add its own entries.
    QMenu *createMenu(QMenuBar *menuBar);
    /// The actions the main toolbar shows: Zoom In, Zoom Out, Actual Size and Show Overlays (after createMenu()).
    QList<QAction *> toolBarActions() const { return m_toolBar; }

private:
    void addModes(QMenu *view);
    void addLayers(QMenu *view);
    void addBpmRules(QMenu *view);

    ComparisonView *m_view;
    Shortcuts &m_shortcuts;
    QSettings &m_settings;
    QList<QAction *> m_toolBar;
};

} // namespace editlens::ui
