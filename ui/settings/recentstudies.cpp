#include "recentstudies.h"

#include "settings/settingkeys.h"

#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace editlens::ui {

namespace {

constexpr int maxRecent = 8;

} // namespace

RecentStudies::RecentStudies(QSettings &settings, QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_menu(menu)
{
    rebuildMenu();
}

QStringList RecentStudies::files() const
{
    return setting::recentStudies.read(m_settings);
}

void RecentStudies::add(const QString &file)
{
    QStringList recent = files();
    recent.removeAll(file);
    recent.prepend(file);
    while (recent.size() > maxRecent)
        recent.removeLast();
    setting::recentStudies.write(m_settings, recent);
    rebuildMenu();
}

void RecentStudies::rebuildMenu()
{
    m_menu->clear();
    const QStringList recent = files();
    for (const QString &file : recent)
        m_menu->addAction(QFileInfo(file).fileName() + QStringLiteral("  —  ") + file, this,
                          [this, file] { Q_EMIT openRequested(file); });
    m_menu->setEnabled(!recent.isEmpty());
}

} // namespace editlens::ui
