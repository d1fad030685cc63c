#include "outputpair.h"

#include "compare/comparisonview.h"
#include "mainwindow.h"

namespace editlens::ui {

namespace {

/// The index in the shown (possibly blinded and reordered) item of the output `system` has in the stored one.
int shownIndexOf(const core::Item &stored, const core::Item &shown, const QString &system)
{
    for (const core::Output &o : stored.outputs) {
        if (o.system != system)
            continue;
        for (int i = 0; i < shown.outputs.size(); ++i)
            if (shown.outputs[i].id == o.id)
                return i;
    }
    return -1;
}

} // namespace

bool openOutputPair(MainWindow &window, const QString &itemKey, const QString &first, const QString &second)
{
    if (!window.openItemByKey(itemKey))
        return false;
    const core::Item &shown = window.currentItem();
    // The window shows display names (blind labels when blinded); the queue names systems as stored.
    const core::StudyStore *study = window.study();
    const auto stored = study ? study->loadItem(shown.id) : core::Result<core::Item>(core::Error{});
    if (!stored)
        return false;
    const int a = shownIndexOf(stored.value(), shown, first);
    const int b = shownIndexOf(stored.value(), shown, second);
    if (a < 0 || b < 0 || a == b)
        return false;
    window.setCurrentOutputIndex(a);
    return window.comparisonView()->showOutputPair(a, b);
}

} // namespace editlens::ui
