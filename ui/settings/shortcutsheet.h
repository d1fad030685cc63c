#pragma once

#include <QDialog>

class QTableWidget;

namespace editlens::ui {

class Shortcuts;

/// F1: every registered action with its keys, read-only, and a button to remap them. Rebuilt from Shortcuts when
/// shown and whenever a key changes. GUI thread only; `shortcuts` outlives the sheet.
class ShortcutSheet : public QDialog
{
    Q_OBJECT

public:
    ShortcutSheet(Shortcuts &shortcuts, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    void rebuild();

private:
    Shortcuts &m_shortcuts;
    QTableWidget *m_table;
};

} // namespace editlens::ui
