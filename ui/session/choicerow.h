#pragma once

#include <QFrame>
#include <QKeySequence>
#include <QVector>

class QLabel;
class QPushButton;

namespace editlens::ui {

/// One question of the rating surface: a title and a row of large buttons, one per answer ("1 Very Poor" … "5 Very
/// Good", or "◀ Left is better" …). The row itself takes the keyboard focus and shows it with a strong frame;
/// the buttons take none, so that Tab moves between questions, not between 25 buttons. Keys that answer: 1–9 the
/// n-th answer, an answer's own key (Choice::key), a click, and Space / Return on the highlighted answer. ←/→ only
/// move that highlight (a dashed frame, starting from the saved answer) and never answer: an answer the annotator
/// did not see chosen must not be stored. Delete clears; Tab, Shift+Tab, ↑ and ↓ ask the surface to move the focus
/// (moveRequested). The selected answer is what the document reports as saved (setSelected), never a guess.
class ChoiceRow : public QFrame
{
    Q_OBJECT

public:
    struct Choice
    {
        QString text;     ///< on the button ("3\nAverage")
        QString toolTip;  ///< what it means
        QKeySequence key; ///< answers at once besides its digit (Shift+← for "left is better"); empty: none
    };

    explicit ChoiceRow(QWidget *parent = nullptr);

    void setTitle(const QString &title, const QString &help);
    void setChoices(const QVector<Choice> &choices);
    int choiceCount() const { return int(m_buttons.size()); }
    /// The answer shown as chosen (-1: none); the highlight goes back to it.
    void setSelected(int index);
    int selected() const { return m_selected; }
    /// The answer that Space / Return would choose (-1: none).
    int highlighted() const { return m_highlighted; }
    void setEditable(bool editable);
    /// The question the keys answer: shown with the focus frame even while another window is active.
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }
    QPushButton *button(int index) const { return m_buttons.value(index); }

Q_SIGNALS:
    /// The annotator chose answer `index` (-1: cleared it).
    void chosen(int index);
    /// Tab / ↓ (+1) or Shift+Tab / ↑ (-1): the surface moves the focus to the next or previous question.
    void moveRequested(int delta);
    void focused();

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void updateLook();
    void setHighlighted(int index);
    /// ←/→: the highlight one answer on (from the saved answer, or from an end when there is none).
    void stepHighlight(int delta);

    QLabel *m_title;
    QWidget *m_buttonBox;
    QVector<QPushButton *> m_buttons;
    QVector<QKeySequence> m_keys;
    int m_selected = -1;
    int m_highlighted = -1;
    bool m_editable = true;
    bool m_current = false;
};

} // namespace editlens::ui
