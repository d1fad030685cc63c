#include "testratingscript.h"

#include "annotate/annotationdock.h"
#include "annotate/ratingpanel.h"
#include "document/studydocument.h"
#include "mainwindow.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <cstdio>
#include <unistd.h>

TestRatingScript::TestRatingScript(editlens::ui::MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_stdin(new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this))
{
    if (editlens::core::StudyDocument *document = window.document())
        connect(document, &editlens::core::StudyDocument::ratingChanged, this,
                [](qint64 outputId, const QString &dimension, const QString &, std::optional<double> value) {
                    std::printf("saved %lld %s %s\n", static_cast<long long>(outputId), qPrintable(dimension),
                                value ? qPrintable(QString::number(*value)) : "none");
                    std::fflush(stdout);
                });
    connect(m_stdin, &QSocketNotifier::activated, this, &TestRatingScript::onInput);
}

void TestRatingScript::onInput()
{
    char buffer[256];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        m_stdin->setEnabled(false);
        return;
    }
    for (ssize_t i = 0; i < n; ++i)
        if (buffer[i] == '\n')
            rateOnce();
}

void TestRatingScript::rateOnce()
{
    editlens::ui::RatingPanel *panel = m_window.annotationDock()->ratingPanel();
    // Values 1..5 cycling, so consecutive ratings differ.
    if (!panel->rateFocused(m_count % 5 + 1)) {
        std::printf("refused\n");
        std::fflush(stdout);
    }
    ++m_count;
    if (panel->isComplete())
        m_window.annotationDock()->submit();
    else
        panel->moveFocus(+1);
}
