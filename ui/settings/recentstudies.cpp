#include "recentstudies.h"

#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace editlens::ui {

namespace {

constexpr int maxRecent = 8;
const QString recentKey = QStringLiteral("study/recent");

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
    return m_settings.value(recentKey).toStringList();
}

void RecentStudies::add(const QString &file)
{
    QStringList recent = files();
    recent.removeAll(file);
    recent.prepend(file);
    while (recent.size() > maxRecent)
        recent.removeLast();
    m_settings.setValue(recentKey, recent);
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
