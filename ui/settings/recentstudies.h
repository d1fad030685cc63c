#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class QSettings;

namespace editlens::ui {

/// The Open Recent menu: the study files opened last, most recent first (at most 8), kept in the injected settings
/// under "study/recent". Choosing an entry emits openRequested(). GUI thread only; `settings` and `menu` outlive it.
class RecentStudies : public QObject
{
    Q_OBJECT

public:
    RecentStudies(QSettings &settings, QMenu *menu, QObject *parent = nullptr);

    /// Puts `file` first (dropping an older entry of it and the oldest beyond the limit) and rebuilds the menu.
    void add(const QString &file);
    QStringList files() const;

Q_SIGNALS:
    void openRequested(const QString &file);

private:
    void rebuildMenu();

    QSettings &m_settings;
    QMenu *m_menu;
};

} // namespace editlens::ui
