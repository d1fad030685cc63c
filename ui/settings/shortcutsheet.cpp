#include "shortcutsheet.h"

#include "shortcuts.h"
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace editlens::ui {

ShortcutSheet::ShortcutSheet(Shortcuts &shortcuts, QWidget *parent)
    : QDialog(parent)
    , m_shortcuts(shortcuts)
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *edit = buttons->addButton(tr("Customise…"), QDialogButtonBox::ActionRole);
    connect(edit, &QPushButton::clicked, this, [this] {
        ShortcutsDialog dialog(m_shortcuts, this);
        dialog.exec();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_shortcuts, &Shortcuts::keysChanged, this, &ShortcutSheet::rebuild);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(480, 560);
    rebuild();
}

void ShortcutSheet::rebuild()
{
    const QStringList ids = m_shortcuts.ids();
    m_table->setRowCount(int(ids.size()));
    for (int row = 0; row < ids.size(); ++row) {
        const QAction *action = m_shortcuts.action(ids[row]);
        QString text = action ? action->text() : ids[row];
        text.remove(QLatin1Char('&'));
        auto *name = new QTableWidgetItem(text);
        name->setData(Qt::UserRole, ids[row]);
        if (action)
            name->setToolTip(action->toolTip());
        m_table->setItem(row, 0, name);
        m_table->setItem(row, 1, new QTableWidgetItem(Shortcuts::keysText(m_shortcuts.keys(ids[row]))));
    }
}

} // namespace editlens::ui
