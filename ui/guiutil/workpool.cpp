#include "workpool.h"

#include <QThreadPool>

namespace editlens::ui {

Q_GLOBAL_STATIC(QThreadPool, theWorkPool)

QThreadPool *workPool()
{
    return theWorkPool();
}

} // namespace editlens::ui
