#include "backgroundpriority.h"

#include <QThread>

#include <cerrno>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace editlens::ui {

namespace {

/// Nice 10: the kernel gives a nice-0 thread about nine times the CPU of such a thread on a shared core, yet the
/// thread still progresses under load (SCHED_IDLE, QThread::IdlePriority, would starve while a scoring job runs).
constexpr int backgroundNice = 10;

} // namespace

void useBackgroundPriority()
{
#ifdef Q_OS_LINUX
    // Linux applies nice per thread (the thread id), not per process as POSIX says.
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int current = getpriority(PRIO_PROCESS, tid);
    if (errno == 0 && current < backgroundNice)
        setpriority(PRIO_PROCESS, tid, backgroundNice);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

} // namespace editlens::ui
