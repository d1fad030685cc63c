#pragma once

#include <QObject>

class QSocketNotifier;

namespace editlens::ui {
class MainWindow;
}

/// TEST-ONLY hook (tst_guikill), enabled by the environment variable EDITLENS_TEST_SCRIPT=ratings: each line read
/// on stdin makes the window enter one rating through the rating panel (the number-key path: rateFocused, then
/// Tab), submitting the item (the Ctrl+Enter path) once it is complete; after every ratingChanged of the document
/// it prints "saved <outputId> <dimension> <value>" to stdout and flushes. Nothing else reads this variable.
class TestRatingScript : public QObject
{
    Q_OBJECT

public:
    explicit TestRatingScript(editlens::ui::MainWindow &window);

private:
    void onInput();
    void rateOnce();

    editlens::ui::MainWindow &m_window;
    QSocketNotifier *m_stdin;
    int m_count = 0;
};
