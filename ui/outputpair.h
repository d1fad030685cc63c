#pragma once

#include <QString>

namespace editlens::ui {

class MainWindow;

/// Opens item `itemKey` in `window` (MainWindow::openItemByKey) and shows the outputs of the systems `first` and
/// `second` side by side in the comparison view's pair mode (ComparisonView::showOutputPair), `first` selected as the
/// current output (output box, Scores and Differences docks). The systems are named as the study stores them (the
/// alignment tables' names), which is how this window shows them. False when the item is unknown or it has no output of
/// one of the systems (the item is then shown as it is, if it exists). GUI thread only.
bool openOutputPair(MainWindow &window, const QString &itemKey, const QString &first, const QString &second);

} // namespace editlens::ui
