#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QLineEdit;
class QWidget;

namespace editlens::ui {

/// Hands the keyboard focus back when Return is pressed in one of a group of text fields: to the widget that had it
/// before the group took it (the canvas a box was just drawn on), else to `fallback`. For windows with single-key
/// shortcuts (Y, N, C), which a text field takes as letters for as long as it keeps the focus. What Return stores
/// is the fields' own business (editingFinished comes with it). Owned by its parent; GUI thread only.
class FocusReturn : public QObject
{
    Q_OBJECT

public:
    FocusReturn(const QList<QLineEdit *> &fields, QWidget *fallback, QObject *parent);

    /// Focuses where the keys were before the fields (what Return does).
    void handBack();

private:
    bool isField(const QWidget *widget) const;

    QList<QPointer<QLineEdit>> m_fields;
    QPointer<QWidget> m_fallback;
    QPointer<QWidget> m_before; ///< had the focus before one of the fields took it
};

} // namespace editlens::ui
