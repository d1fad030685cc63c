#pragma once

#include <QObject>

class QSocketNotifier;

namespace editlens::ui {
class MainWindow;
}

/// TEST-ONLY hook (tst_guikill, tst_concurrentwriters), enabled by the environment variable
/// EDITLENS_TEST_SCRIPT=ratings. Each line read on stdin is one command; every answer is one line on stdout, flushed:
/// - "" or "rate": the window enters one rating through the rating panel (the number-key path: rateFocused, then
///   Tab), submitting the item (the Ctrl+Enter path) once it is complete; after every ratingChanged of the document
///   it prints "saved <outputId> <dimension> <value>";
/// - "box": the annotator draws a difference on the shown output through the document (what the box tool does);
///   prints "boxed <differenceId> <description>" once it is committed, "refused" otherwise;
/// - "dialog": the window's Import File dialog is shown on the study's folder until it has listed the study file
///   with its type, then closed; prints "dialog <type shown>";
/// - "sniff": opens and closes the study file outside SQLite, as any library reading it would; prints "sniffed".
/// Nothing else reads this variable.
class TestRatingScript : public QObject
{
    Q_OBJECT

public:
    explicit TestRatingScript(editlens::ui::MainWindow &window);

private:
    void onInput();
    void rateOnce();
    void run(const QByteArray &command);
    void drawBox();
    void showDialog();
    void sniff();

    editlens::ui::MainWindow &m_window;
    QSocketNotifier *m_stdin;
    int m_count = 0;
    int m_boxes = 0;
    QByteArray m_pending;
};
