#pragma once

#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QAction;
class QMenu;
class QSettings;

namespace editlens::ui {

/// Remappable keyboard shortcuts. Each action registers under a stable id with its default keys; a user's override is
/// stored in the injected QSettings under "shortcuts/<id>" (portable text, "A;Left"; an empty list = no key) and is
/// applied at registration and on every change. Only overrides are stored, so changing a default in code reaches
/// users who never remapped that action. GUI thread only; `settings` outlives this object; actions are not owned.
class Shortcuts : public QObject
{
    Q_OBJECT

public:
    explicit Shortcuts(QSettings &settings, QObject *parent = nullptr);

    /// Adds `action` under `id` with `defaults`, then applies the stored override, if any.
    void add(const QString &id, QAction *action, const QList<QKeySequence> &defaults);
    /// Adds a new action `text` to `menu` and registers it under `id` (also its objectName) with `defaults`. Its keys
    /// work wherever the focus is in the window (text fields still take their own letters).
    QAction *addMenuAction(QMenu *menu, const QString &id, const QString &text, const QList<QKeySequence> &defaults);
    /// Adds an action made elsewhere (a dock's, the edit tools') to `menu` and registers it under its objectName()
    /// with its current keys as defaults; `windowWide` makes its keys work wherever the focus is, else they keep the
    /// owner's context.
    void addExistingAction(QMenu *menu, QAction *action, bool windowWide);

    QStringList ids() const { return m_ids; } ///< in registration order
    QAction *action(const QString &id) const;
    QList<QKeySequence> defaults(const QString &id) const;
    QList<QKeySequence> keys(const QString &id) const; ///< what is in effect
    bool isOverridden(const QString &id) const;

    /// Applies `keys` to the action and stores them (or removes the override when they equal the defaults).
    void setKeys(const QString &id, const QList<QKeySequence> &keys);
    void resetToDefaults(const QString &id);
    /// Ids of other actions that already use `key` (for the editor's conflict warning).
    QStringList conflicts(const QString &id, const QKeySequence &key) const;

    /// "Ctrl+=, Ctrl++" in the platform's native text.
    static QString keysText(const QList<QKeySequence> &keys);

Q_SIGNALS:
    void keysChanged(const QString &id);

private:
    QSettings &m_settings;
    QStringList m_ids;
    QHash<QString, QPointer<QAction>> m_actions;
    QHash<QString, QList<QKeySequence>> m_defaults;
};

} // namespace editlens::ui
