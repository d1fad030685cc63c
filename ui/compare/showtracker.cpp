#include "showtracker.h"

#include "guiutil/afterpaint.h"

#include <utility>

namespace editlens::ui {

ShowTracker::ShowTracker(QObject *parent) : QObject(parent)
{
}

quint64 ShowTracker::restart()
{
    ++m_generation;
    m_populated = false;
    m_pending = true;
    m_waiting.clear();
    return m_generation;
}

void ShowTracker::waitFor(QSet<QString> keys)
{
    m_waiting = std::move(keys);
}

void ShowTracker::setPopulated()
{
    m_waiting.clear();
    m_populated = true;
}

bool ShowTracker::finish(bool busy)
{
    if (!m_pending || !m_populated || busy)
        return false;
    m_pending = false;
    QMetaObject::invokeMethod(
        this,
        [this, generation = m_generation] {
            if (generation != m_generation)
                return;
            Q_EMIT shown(generation);
            // The rest of the window (browser, docks) repaints for the new item too: decode the neighbours after.
            runAfterPendingPaints(this, [this, generation] {
                if (generation == m_generation && !m_deferredPrefetch.isEmpty())
                    Q_EMIT prefetchReady(std::exchange(m_deferredPrefetch, {}));
            });
        },
        Qt::QueuedConnection);
    return true;
}

void ShowTracker::prefetch(const QVector<Request> &requests)
{
    // On two cores, decoding the neighbours while the current item is still being built and painted more than
    // doubles its time on screen (bench_browse): start once it is shown.
    if (m_pending || !m_deferredPrefetch.isEmpty())
        m_deferredPrefetch = requests;
    else
        Q_EMIT prefetchReady(requests);
}

} // namespace editlens::ui
