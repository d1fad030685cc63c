#pragma once

// Where the tests that drive an annotator's session begin: the window open on a study for a name, shown, active and
// on the task page, so that keys reach it.
#include "session/annotatorwindow.h"

#include <QTest>

namespace editlens::testing {

/// Opens `file` in `window` for `annotator`, shows it at `size`, waits until it is active and shows the task page.
/// False (with the reason as a warning) when any step fails. GUI thread.
inline bool openSessionTask(ui::AnnotatorWindow &window, const QString &file, const QString &annotator,
                            QSize size = {1400, 900})
{
    if (const core::Status opened = window.open(file, annotator); !opened) {
        qWarning("%s", qPrintable(opened.error().toString()));
        return false;
    }
    window.resize(size);
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    window.showTask();
    return window.page() == ui::AnnotatorWindow::Page::Task;
}

} // namespace editlens::testing
