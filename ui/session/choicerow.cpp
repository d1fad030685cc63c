#include "choicerow.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

#include <algorithm>

namespace editlens::ui {

namespace {

// Large targets (at least 44 px each way, WCAG 2.5.5) and a selected state that is seen from a distance.
const QString buttonStyle = QStringLiteral(
    "QPushButton { min-height: 44px; min-width: 96px; padding: 2px 8px; font-size: 11pt; border: 1px solid "
    "palette(mid);"
    " border-radius: 6px; background: palette(button); }"
    "QPushButton:checked { background: #1f6feb; color: white; border: 2px solid #0b3d91; font-weight: bold; }"
    "QPushButton:disabled { color: palette(mid); }"
    "QPushButton:checked:disabled { background: #7a9cd6; color: white; }"
    // The highlight that ←/→ move: the focus frame's accent, dashed, so that it never reads as a saved answer.
    "QPushButton[choiceHighlighted=\"true\"] { border: 3px dashed #e8a317; }");

const char highlightProperty[] = "choiceHighlighted";

} // namespace

ChoiceRow::ChoiceRow(QWidget *parent) : QFrame(parent), m_title(new QLabel(this)), m_buttonBox(new QWidget(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    m_title->setWordWrap(true);
    m_title->setMinimumWidth(220);
    m_title->setMaximumWidth(320);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    f.setBold(true);
    m_title->setFont(f);
    layout->addWidget(m_title);
    auto *buttons = new QHBoxLayout(m_buttonBox);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(6);
    layout->addWidget(m_buttonBox, 1);
    updateLook();
}

void ChoiceRow::setTitle(const QString &title, const QString &help)
{
    m_title->setText(title);
    m_title->setToolTip(help);
    setToolTip(help);
    setAccessibleName(title);
}

void ChoiceRow::setChoices(const QVector<Choice> &choices)
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    auto *layout = static_cast<QHBoxLayout *>(m_buttonBox->layout());
    for (int i = 0; i < choices.size(); ++i) {
        auto *b = new QPushButton(choices[i].text, m_buttonBox);
        b->setCheckable(true);
        b->setFocusPolicy(Qt::NoFocus);
        b->setToolTip(choices[i].toolTip);
        b->setStyleSheet(buttonStyle);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setProperty(highlightProperty, false);
        connect(b, &QPushButton::clicked, this, [this, i] {
            setFocus(Qt::MouseFocusReason);
            setSelected(m_selected); // the button's own toggle is not the saved state
            if (m_editable)
                Q_EMIT chosen(i);
        });
        layout->addWidget(b);
        m_buttons << b;
        m_keys << choices[i].key;
    }
    m_highlighted = -1;
    setSelected(-1);
}

void ChoiceRow::setSelected(int index)
{
    m_selected = index >= 0 && index < m_buttons.size() ? index : -1;
    for (int i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setChecked(i == m_selected);
    // Shown for another output, or answered: a highlight left from before would offer an answer nobody chose here.
    setHighlighted(-1);
    updateLook();
}

void ChoiceRow::setHighlighted(int index)
{
    const int highlighted = index >= 0 && index < m_buttons.size() ? index : -1;
    if (highlighted == m_highlighted)
        return;
    m_highlighted = highlighted;
    for (int i = 0; i < m_buttons.size(); ++i) {
        QPushButton *b = m_buttons[i];
        if (b->property(highlightProperty).toBool() == (i == m_highlighted))
            continue;
        b->setProperty(highlightProperty, i == m_highlighted);
        // A style sheet reads dynamic properties when it polishes the widget, not when they change.
        b->style()->unpolish(b);
        b->style()->polish(b);
        b->update();
    }
}

void ChoiceRow::stepHighlight(int delta)
{
    const int n = int(m_buttons.size());
    if (n == 0 || !m_editable)
        return;
    const int from = m_highlighted >= 0 ? m_highlighted : m_selected >= 0 ? m_selected : (delta > 0 ? -1 : n);
    setHighlighted(std::clamp(from + delta, 0, n - 1));
}

void ChoiceRow::setEditable(bool editable)
{
    m_editable = editable;
    for (QPushButton *b : std::as_const(m_buttons))
        b->setEnabled(editable);
}

void ChoiceRow::setCurrent(bool current)
{
    if (m_current == current)
        return;
    m_current = current;
    updateLook();
}

bool ChoiceRow::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)
            && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            if (event->type() == QEvent::KeyPress)
                Q_EMIT moveRequested(key->key() == Qt::Key_Tab ? +1 : -1);
            event->accept();
            return true;
        }
    }
    return QFrame::event(event);
}

void ChoiceRow::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    // An answer's own key first: in a pairwise question Shift+← is "left is better", as in the workbench.
    const QKeySequence pressed(QKeyCombination(modifiers, Qt::Key(key)));
    for (int i = 0; i < m_keys.size(); ++i) {
        if (!m_keys[i].isEmpty() && m_keys[i] == pressed) {
            if (m_editable)
                Q_EMIT chosen(i);
            event->accept();
            return;
        }
    }
    if (modifiers & (Qt::ControlModifier | Qt::AltModifier)) {
        QFrame::keyPressEvent(event);
        return;
    }
    if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        const int index = key - Qt::Key_1;
        if (index < m_buttons.size() && m_editable)
            Q_EMIT chosen(index);
    } else if (key == Qt::Key_Left || key == Qt::Key_Right) {
        stepHighlight(key == Qt::Key_Left ? -1 : +1); // never an answer: the annotator has not chosen yet
    } else if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (m_editable && m_highlighted >= 0)
            Q_EMIT chosen(m_highlighted);
    } else if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
        if (m_editable && m_selected >= 0)
            Q_EMIT chosen(-1);
    } else if (key == Qt::Key_Down) {
        Q_EMIT moveRequested(+1);
    } else if (key == Qt::Key_Up) {
        Q_EMIT moveRequested(-1);
    } else {
        QFrame::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ChoiceRow::focusInEvent(QFocusEvent *event)
{
    QFrame::focusInEvent(event);
    // One question in a window is the one the keys answer (ratings and box reviews share the keys).
    for (ChoiceRow *other : window()->findChildren<ChoiceRow *>())
        if (other != this)
            other->setCurrent(false);
    m_current = true;
    updateLook();
    Q_EMIT focused();
}

void ChoiceRow::focusOutEvent(QFocusEvent *event)
{
    QFrame::focusOutEvent(event);
    // The highlight belongs to the question being answered; a menu or another window only borrows the focus.
    const Qt::FocusReason reason = event->reason();
    if (reason != Qt::ActiveWindowFocusReason && reason != Qt::PopupFocusReason && reason != Qt::MenuBarFocusReason)
        setHighlighted(-1);
    updateLook();
}

void ChoiceRow::updateLook()
{
    // The focus is always visible: a thick accent frame and a tinted background on the question being answered.
    setStyleSheet(m_current || hasFocus() ? QStringLiteral("editlens--ui--ChoiceRow { border: 3px solid #e8a317;"
                                                           " border-radius: 8px; background: rgba(232, 163, 23, 40); }")
                                          : QStringLiteral("editlens--ui--ChoiceRow { border: 3px solid transparent;"
                                                           " border-radius: 8px; }"));
}

} // namespace editlens::ui
