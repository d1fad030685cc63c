#include "webworkers.h"

#include "storage/studystore.h"
#include "util/tsanannotations.h"
#include "web/webapi.h"
#include "web/webwire.h"

#include <QCoreApplication>
#include <QHash>
#include <QThread>

#include <optional>

namespace editlens::core {

/// One worker: lives on its own thread, with the api it handles its participants' requests with.
class WebWorker : public QObject
{
public:
    int index = 0;
    WebWorkerApi api;
    std::function<void(int, const WebRequest &)> beforeHandle;
};

WebWorkerPool::WebWorkerPool(QObject *parent) : QObject(parent)
{
}

WebWorkerPool::~WebWorkerPool()
{
    stop();
}

Status WebWorkerPool::start(int count, const WebWorkerFactory &factory)
{
    stop();
    m_stopping = false;
    for (int i = 0; i < count; ++i) {
        auto thread = std::make_unique<QThread>();
        thread->setObjectName(QStringLiteral("web worker %1").arg(i));
        auto *worker = new WebWorker;
        worker->index = i;
        worker->beforeHandle = m_beforeHandle;
        worker->moveToThread(thread.get());
        thread->start();
        m_threads.push_back(std::move(thread));
        m_workers.push_back(worker);
        std::optional<Error> failed;
        // Each call posted to a worker is handedOff, and a blocking one acquires what it delivers once it returns:
        // Qt's event queue and the semaphore it waits on are invisible to ThreadSanitizer (util/tsanannotations.h).
        QMetaObject::invokeMethod(worker,
                                  handedOff(
                                      [&] {
                                          Result<WebWorkerApi> made = factory(i);
                                          if (made) {
                                              worker->api = std::move(made.value());
                                              m_fileStudy = !worker->api.store->isServer();
                                          } else
                                              failed = made.error();
                                      },
                                      &failed),
                                  Qt::BlockingQueuedConnection);
        EDITLENS_TSAN_ACQUIRE(&failed);
        if (failed) {
            stop();
            return *failed;
        }
    }
    return Status::success();
}

void WebWorkerPool::stop()
{
    // Queued requests are skipped from here on; the one being handled finishes (its commit is not cut short).
    m_stopping = true;
    for (size_t i = 0; i < m_workers.size(); ++i) {
        WebWorker *worker = m_workers[i];
        // The store's connection is closed on the thread that opened it.
        QMetaObject::invokeMethod(worker,
                                  handedOff(
                                      [worker] {
                                          worker->api.api.reset();
                                          worker->api.store.reset();
                                      },
                                      worker),
                                  Qt::BlockingQueuedConnection);
        EDITLENS_TSAN_ACQUIRE(worker);
        m_threads[i]->quit();
        m_threads[i]->wait();
        delete worker;
    }
    m_workers.clear();
    m_threads.clear();
}

QByteArray WebWorkerPool::participantKey(const WebRequest &request)
{
    const QByteArray authorization = request.header("authorization").trimmed();
    if (authorization.size() > 7 && authorization.left(7).toLower() == "bearer ")
        return authorization.mid(7).trimmed();
    if (request.path.startsWith(QLatin1String("/s/")))
        return request.path.mid(3).toLatin1();
    return request.clientAddress().toLatin1();
}

int WebWorkerPool::workerFor(const QByteArray &key, int count)
{
    // A fixed seed: the same participant lands on the same worker for the whole run.
    return count <= 1 ? 0 : int(qHash(key, size_t(0)) % size_t(count));
}

void WebWorkerPool::dispatch(WebRequest request, std::function<void(const WebResponse &)> done)
{
    if (m_workers.empty()) {
        done(webwire::errorResponse(503, QCoreApplication::translate("WebApi", "The study is not open yet.")));
        return;
    }
    WebWorker *worker = m_workers[size_t(workerFor(participantKey(request), size()))];
    // The pool outlives every running handler (stop() waits for the threads), so `this` is safe to post to; a
    // result posted after the pool is gone is dropped with the pool's events.
    QMetaObject::invokeMethod(
        worker, handedOff([this, worker, request = std::move(request), done = std::move(done)]() mutable {
            if (m_stopping)
                return;
            if (worker->beforeHandle)
                worker->beforeHandle(worker->index, request);
            // Only the session's API and enrolment write; pages, images and the script are read in parallel.
            const bool writes =
                request.path.startsWith(QLatin1String("/api/")) || request.path == QLatin1String("/join");
            std::optional<QMutexLocker<QMutex>> turn;
            if (m_fileStudy && writes)
                turn.emplace(&m_fileWrites);
            WebResponse response = worker->api.api->handle(request);
            turn.reset();
            QMetaObject::invokeMethod(this, handedOff([done = std::move(done), response = std::move(response)] {
                                          done(response);
                                      }),
                                      Qt::QueuedConnection);
        }),
        Qt::QueuedConnection);
}

} // namespace editlens::core
