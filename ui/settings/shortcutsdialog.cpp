#include "shortcutsdialog.h"

#include "shortcuts.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

QString editorKey(const QString &id, int slot)
{
    return id + QLatin1Char('/') + QString::number(slot);
}

QString actionText(const QAction *action)
{
    QString text = action ? action->text() : QString();
    return text.remove(QLatin1Char('&')).remove(QStringLiteral("…"));
}

} // namespace

ShortcutsDialog::ShortcutsDialog(Shortcuts &shortcuts, QWidget *parent)
    : QDialog(parent)
    , m_shortcuts(shortcuts)
    , m_conflicts(new QLabel(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("<b>Action</b>"), this), 0, 0);
    grid->addWidget(new QLabel(tr("<b>Key</b>"), this), 0, 1);
    grid->addWidget(new QLabel(tr("<b>Alternative</b>"), this), 0, 2);
    int row = 1;
    for (const QString &id : m_shortcuts.ids()) {
        grid->addWidget(new QLabel(actionText(m_shortcuts.action(id)), this), row, 0);
        const QList<QKeySequence> keys = m_shortcuts.keys(id);
        for (int slot = 0; slot < 2; ++slot) {
            auto *edit = new QKeySequenceEdit(keys.value(slot), this);
            edit->setObjectName(editorKey(id, slot));
            connect(edit, &QKeySequenceEdit::keySequenceChanged, this, &ShortcutsDialog::updateConflicts);
            m_editors.insert(editorKey(id, slot), edit);
            grid->addWidget(edit, row, 1 + slot);
        }
        auto *reset = new QPushButton(tr("Default"), this);
        reset->setToolTip(tr("Default: %1").arg(Shortcuts::keysText(m_shortcuts.defaults(id))));
        connect(reset, &QPushButton::clicked, this, [this, id] {
            const QList<QKeySequence> defaults = m_shortcuts.defaults(id);
            for (int slot = 0; slot < 2; ++slot)
                m_editors.value(editorKey(id, slot))->setKeySequence(defaults.value(slot));
        });
        grid->addWidget(reset, row, 3);
        ++row;
    }
    auto *inner = new QWidget(this);
    inner->setLayout(grid);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);

    m_conflicts->setWordWrap(true);
    m_conflicts->setStyleSheet(QStringLiteral("QLabel { color: #d73a49; }"));
    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
        for (const QString &id : m_shortcuts.ids())
            for (int slot = 0; slot < 2; ++slot)
                m_editors.value(editorKey(id, slot))->setKeySequence(m_shortcuts.defaults(id).value(slot));
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_conflicts);
    layout->addWidget(buttons);
    resize(620, 520);
    updateConflicts();
}

QKeySequenceEdit *ShortcutsDialog::editor(const QString &id, int slot) const
{
    return m_editors.value(editorKey(id, slot));
}

void ShortcutsDialog::apply()
{
    for (const QString &id : m_shortcuts.ids()) {
        QList<QKeySequence> keys;
        for (int slot = 0; slot < 2; ++slot) {
            const QKeySequence k = m_editors.value(editorKey(id, slot))->keySequence();
            if (!k.isEmpty() && !keys.contains(k))
                keys << k;
        }
        if (keys != m_shortcuts.keys(id))
            m_shortcuts.setKeys(id, keys);
    }
}

void ShortcutsDialog::updateConflicts()
{
    QHash<QKeySequence, QStringList> users;
    for (const QString &id : m_shortcuts.ids())
        for (int slot = 0; slot < 2; ++slot) {
            const QKeySequence k = m_editors.value(editorKey(id, slot))->keySequence();
            if (!k.isEmpty())
                users[k] << actionText(m_shortcuts.action(id));
        }
    QStringList lines;
    for (auto it = users.cbegin(); it != users.cend(); ++it)
        if (it.value().size() > 1)
            lines << tr("%1 is used by %2")
                         .arg(it.key().toString(QKeySequence::NativeText), it.value().join(QStringLiteral(", ")));
    lines.sort();
    m_conflicts->setText(lines.join(QLatin1Char('\n')));
    m_conflicts->setVisible(!lines.isEmpty());
}

} // namespace editlens::ui
