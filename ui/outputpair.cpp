#include "outputpair.h"

#include "compare/comparisonview.h"
#include "mainwindow.h"

namespace editlens::ui {

namespace {

int indexOf(const core::Item &item, const QString &system)
{
    for (int i = 0; i < item.outputs.size(); ++i)
        if (item.outputs[i].system == system)
            return i;
    return -1;
}

} // namespace

bool openOutputPair(MainWindow &window, const QString &itemKey, const QString &first, const QString &second)
{
    if (!window.openItemByKey(itemKey))
        return false;
    // The study runner's window names systems as stored (a plan's blind labels are for annotator sessions only),
    // so the queue's names are the item's own; no second read of the item.
    const core::Item &shown = window.currentItem();
    const int a = indexOf(shown, first);
    const int b = indexOf(shown, second);
    if (a < 0 || b < 0 || a == b)
        return false;
    window.setCurrentOutputIndex(a);
    return window.comparisonView()->showOutputPair(a, b);
}

} // namespace editlens::ui
