#include "shortcuts.h"

#include "settings/settingkeys.h"

#include <QAction>
#include <QMenu>
#include <QSettings>

namespace editlens::ui {

namespace {

QString toText(const QList<QKeySequence> &keys)
{
    QStringList parts;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty())
            parts << k.toString(QKeySequence::PortableText);
    return parts.join(QLatin1Char(';'));
}

QList<QKeySequence> fromText(const QString &text)
{
    QList<QKeySequence> keys;
    for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QKeySequence k = QKeySequence::fromString(part, QKeySequence::PortableText);
        if (!k.isEmpty())
            keys << k;
    }
    return keys;
}

} // namespace

Shortcuts::Shortcuts(QSettings &settings, QObject *parent) : QObject(parent), m_settings(settings)
{
}

QAction *Shortcuts::addMenuAction(QMenu *menu, const QString &id, const QString &text,
                                  const QList<QKeySequence> &defaults)
{
    QAction *action = menu->addAction(text);
    action->setObjectName(id);
    // Window-wide, so that the keys work wherever the focus is (text fields still take their own letters).
    action->setShortcutContext(Qt::WindowShortcut);
    add(id, action, defaults);
    return action;
}

void Shortcuts::addExistingAction(QMenu *menu, QAction *action, bool windowWide)
{
    const QList<QKeySequence> defaults = action->shortcuts();
    menu->addAction(action);
    if (windowWide)
        action->setShortcutContext(Qt::WindowShortcut);
    add(action->objectName(), action, defaults);
}

void Shortcuts::add(const QString &id, QAction *action, const QList<QKeySequence> &defaults)
{
    if (!m_ids.contains(id))
        m_ids << id;
    m_actions.insert(id, action);
    m_defaults.insert(id, defaults);
    action->setShortcuts(keys(id));
}

QAction *Shortcuts::action(const QString &id) const
{
    return m_actions.value(id);
}

QList<QKeySequence> Shortcuts::defaults(const QString &id) const
{
    return m_defaults.value(id);
}

bool Shortcuts::isOverridden(const QString &id) const
{
    return setting::shortcut(id).isStored(m_settings);
}

QList<QKeySequence> Shortcuts::keys(const QString &id) const
{
    if (isOverridden(id))
        return fromText(setting::shortcut(id).read(m_settings));
    return defaults(id);
}

void Shortcuts::setKeys(const QString &id, const QList<QKeySequence> &keys)
{
    if (!m_actions.contains(id))
        return;
    if (toText(keys) == toText(defaults(id)))
        setting::shortcut(id).remove(m_settings);
    else
        setting::shortcut(id).write(m_settings, toText(keys));
    if (QAction *a = m_actions.value(id))
        a->setShortcuts(this->keys(id));
    Q_EMIT keysChanged(id);
}

void Shortcuts::resetToDefaults(const QString &id)
{
    setKeys(id, defaults(id));
}

QStringList Shortcuts::conflicts(const QString &id, const QKeySequence &key) const
{
    QStringList out;
    if (key.isEmpty())
        return out;
    for (const QString &other : m_ids)
        if (other != id && keys(other).contains(key))
            out << other;
    return out;
}

QString Shortcuts::keysText(const QList<QKeySequence> &keys)
{
    QStringList parts;
    for (const QKeySequence &k : keys)
        if (!k.isEmpty())
            parts << k.toString(QKeySequence::NativeText);
    return parts.join(QStringLiteral(", "));
}

} // namespace editlens::ui
