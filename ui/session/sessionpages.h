#pragma once

#include "study/rubric.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace editlens::ui {

/// The instructions an annotator reads before the first item and on F1: the study's own instructions (plan), the
/// rubric's, each question with its description and its answers' labels, and the keys. "Start" / "Back to work"
/// closes it (finished()).
class InstructionsPage : public QWidget
{
    Q_OBJECT

public:
    explicit InstructionsPage(QWidget *parent = nullptr);

    /// `pairwise`: the session has preference items (their answers are explained too).
    void setContent(const QString &studyInstructions, const core::Rubric &rubric, bool ratings, bool pairwise);
    /// "Start" before the first item, "Back to work" afterwards.
    void setStarted(bool started);
    QString text() const;
    QPushButton *startButton() const { return m_start; }

Q_SIGNALS:
    void finished();

private:
    QTextBrowser *m_text;
    QPushButton *m_start;
};

/// A plain page with a heading, a text and one button: "Thank you, all done" and the break reminder.
class MessagePage : public QWidget
{
    Q_OBJECT

public:
    explicit MessagePage(QWidget *parent = nullptr);

    void setMessage(const QString &heading, const QString &text, const QString &button);
    QPushButton *button() const { return m_button; }
    QString text() const;

Q_SIGNALS:
    void buttonClicked();

private:
    QLabel *m_heading;
    QLabel *m_text;
    QPushButton *m_button;
};

} // namespace editlens::ui
