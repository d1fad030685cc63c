#include "questionlist.h"

#include <QLabel>
#include <QVBoxLayout>

namespace editlens::ui {

QuestionList::QuestionList(QWidget *parent) : QWidget(parent), m_heading(new QLabel(this)), m_rowBox(new QWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    QFont f = m_heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    m_heading->setFont(f);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    auto *rows = new QVBoxLayout(m_rowBox);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(2);
    layout->addWidget(m_rowBox);
}

void QuestionList::setHeading(const QString &text)
{
    m_heading->setText(text);
}

QString QuestionList::heading() const
{
    return m_heading->text();
}

void QuestionList::clearRows()
{
    // Deleted later, not now: rows are cleared from inside one of their own key presses (answering an output's last
    // box question moves the focus to the next output, whose boxes replace these rows). Disconnected now, so that a
    // row on its way out answers nothing.
    for (ChoiceRow *row : std::as_const(m_rows)) {
        row->disconnect(this);
        row->hide();
        row->deleteLater();
    }
    m_rows.clear();
}

ChoiceRow *QuestionList::addRow(const QString &objectName, const QString &title, const QString &help,
                                const QVector<ChoiceRow::Choice> &choices)
{
    auto *row = new ChoiceRow(m_rowBox);
    row->setObjectName(objectName);
    row->setTitle(title, help);
    row->setChoices(choices);
    row->setEditable(m_editable);
    static_cast<QVBoxLayout *>(m_rowBox->layout())->addWidget(row);
    row->show(); // now, not on the next event loop pass: the window may put the focus on it at once
    m_rows << row;
    return row;
}

void QuestionList::setEditable(bool editable)
{
    m_editable = editable;
    for (ChoiceRow *row : std::as_const(m_rows))
        row->setEditable(editable);
}

void QuestionList::focusRow(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setCurrent(i == index);
    m_rows[index]->setFocus(Qt::TabFocusReason);
}

} // namespace editlens::ui
