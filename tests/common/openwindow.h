#pragma once

// Where the tests that drive a whole main window begin: the window shown, a study open and an annotator chosen.
#include "mainwindow.h"

#include <QTest>

namespace editlens::testing {

/// Shows `window` (with `active`, also waits until it is exposed and activates it, for tests that send keys), opens
/// the study `file` in it and makes `annotator` the current annotator. The first error, if any. GUI thread.
inline core::Status showAndOpenAs(ui::MainWindow &window, const QString &file, const QString &annotator,
                                  bool active = false)
{
    window.show();
    if (active) {
        if (!QTest::qWaitForWindowExposed(&window))
            return core::Error{QStringLiteral("the main window was never exposed")};
        window.activateWindow();
    }
    if (core::Status s = window.openStudy(file); !s) // not const: returned by move
        return s;
    return window.setAnnotator(annotator);
}

} // namespace editlens::testing
