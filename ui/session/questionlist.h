#pragma once

#include "session/choicerow.h"

#include <QVector>
#include <QWidget>

class QLabel;

namespace editlens::ui {

/// A heading over a column of ChoiceRow questions: what the rating surface, the pairwise surface and the box
/// review share. Rows are made here (shown at once, so that the focus can go to them straight away); the current
/// row is the one the keys answer.
class QuestionList : public QWidget
{
    Q_OBJECT

public:
    explicit QuestionList(QWidget *parent = nullptr);

    void setHeading(const QString &text);
    QString heading() const;
    /// Removes every row (hidden and disconnected at once, deleted when control returns to the event loop).
    void clearRows();
    /// Adds a row with `title` (its tooltip `help`) and `choices`; editable as setEditable() last said.
    ChoiceRow *addRow(const QString &objectName, const QString &title, const QString &help,
                      const QVector<ChoiceRow::Choice> &choices);
    int rowCount() const { return int(m_rows.size()); }
    ChoiceRow *row(int index) const { return m_rows.value(index); }
    void setEditable(bool editable);
    bool isEditable() const { return m_editable; }
    /// Makes row `index` the current one and gives it the keyboard focus.
    void focusRow(int index);

private:
    QLabel *m_heading;
    QWidget *m_rowBox;
    QVector<ChoiceRow *> m_rows;
    bool m_editable = true;
};

} // namespace editlens::ui
