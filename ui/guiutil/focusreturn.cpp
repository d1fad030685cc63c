#include "focusreturn.h"

#include <QApplication>
#include <QLineEdit>

namespace editlens::ui {

FocusReturn::FocusReturn(const QList<QLineEdit *> &fields, QWidget *fallback, QObject *parent)
    : QObject(parent)
    , m_fallback(fallback)
{
    for (QLineEdit *field : fields) {
        m_fields << field;
        connect(field, &QLineEdit::returnPressed, this, &FocusReturn::handBack);
    }
    // Moving between the fields keeps the widget from before the first: Return must not hand the keys to a field.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        if (isField(now) && old && !isField(old))
            m_before = old;
    });
}

void FocusReturn::handBack()
{
    QWidget *target = m_before;
    if (!target || !target->isVisible() || !target->isEnabled())
        target = m_fallback;
    if (!target)
        return;
    if (!target->isActiveWindow())
        target->activateWindow(); // from a floating dock back to the main window's canvas
    target->setFocus(Qt::OtherFocusReason);
}

bool FocusReturn::isField(const QWidget *widget) const
{
    if (!widget)
        return false;
    for (const QPointer<QLineEdit> &field : m_fields)
        if (field == widget)
            return true;
    return false;
}

} // namespace editlens::ui
