#pragma once

#include <QDialog>
#include <QHash>

class QKeySequenceEdit;
class QLabel;

namespace editlens::ui {

class Shortcuts;

/// Edits every registered shortcut: a primary and an alternative key per action (QKeySequenceEdit), reset per action
/// or all, a warning on keys used twice. OK applies and stores through Shortcuts (QSettings). GUI thread only.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    ShortcutsDialog(Shortcuts &shortcuts, QWidget *parent = nullptr);

    /// The editor of action `id`'s key `slot` (0 primary, 1 alternative); for tests and automation.
    QKeySequenceEdit *editor(const QString &id, int slot) const;
    /// Applies what the editors hold (what OK does).
    void apply();

private:
    void updateConflicts();

    Shortcuts &m_shortcuts;
    QHash<QString, QKeySequenceEdit *> m_editors; ///< "<id>/<slot>"
    QLabel *m_conflicts;
};

} // namespace editlens::ui
