#include "workpool.h"

#include <QCoreApplication>
#include <QThreadPool>

namespace editlens::ui {

Q_GLOBAL_STATIC(QThreadPool, theWorkPool)

namespace {

/// Runs when the application object goes (the end of main), before static objects are destroyed: a job still
/// running then would otherwise go on while the statics it uses (the instruction parser's expressions, say) are
/// destroyed under it. Jobs not started yet are dropped; their owners are gone.
void finishJobs()
{
    if (theWorkPool.exists()) {
        theWorkPool()->clear();
        theWorkPool()->waitForDone();
    }
}

} // namespace

QThreadPool *workPool()
{
    static const bool registered = [] {
        qAddPostRoutine(finishJobs);
        return true;
    }();
    Q_UNUSED(registered);
    return theWorkPool();
}

} // namespace editlens::ui
