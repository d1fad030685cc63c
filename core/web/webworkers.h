#pragma once

#include "util/error.h"
#include "web/webmessage.h"

#include <QMutex>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QThread;

namespace editlens::core {

class StudyStore;
class WebApi;
class WebWorker;

/// What one worker serves with: a connection to the study of its own and a WebApi over it, both made on the
/// worker's thread (a StudyStore belongs to the thread that opened it).
struct WebWorkerApi
{
    std::unique_ptr<StudyStore> store;
    std::unique_ptr<WebApi> api; ///< loaded; destroyed before `store`
};

/// Makes worker `index`'s api on that worker's thread: StudyStore::open on the same file or URL, WebApi::load.
using WebWorkerFactory = std::function<Result<WebWorkerApi>(int index)>;

/// The threads WebServer hands requests to (`serve --workers N`). Each has its own connection to the study and its
/// own WebApi, so that different participants' requests, and the waits for their commits, overlap (PostgreSQL
/// commits them as a group; on a study file readers run at once and writers take turns through BEGIN IMMEDIATE and
/// the busy timeout). A participant's requests all go to one worker (participantKey), so they are handled in the
/// order they came, and what WebApi keeps per participant (item sessions, image permissions, rate limit) stays in
/// one worker. Lives on the thread that creates it; answers come back on that thread.
class WebWorkerPool : public QObject
{
    Q_OBJECT

public:
    explicit WebWorkerPool(QObject *parent = nullptr);
    /// Stops the workers: each finishes the request it is handling; requests still queued get no answer.
    ~WebWorkerPool() override;

    /// Starts `count` workers and waits until each has made its api with `factory`; the first error otherwise
    /// (then no worker is left running).
    Status start(int count, const WebWorkerFactory &factory);
    int size() const { return int(m_workers.size()); }

    /// What requests are sharded by: the bearer token, else the token of a /s/ page, else the address the request
    /// came from (behind a reverse proxy on this machine, the one it appended to X-Forwarded-For, as WebApi counts
    /// enrolments per address).
    static QByteArray participantKey(const WebRequest &request);
    /// The worker, of `count`, that handles the requests with `key`.
    static int workerFor(const QByteArray &key, int count);

    /// Hands `request` to its participant's worker; `done` runs on this object's thread with the response, unless
    /// the pool is destroyed first.
    void dispatch(WebRequest request, std::function<void(const WebResponse &)> done);

    /// Test hook, set before start(): runs on the worker's thread before each request is handled (the worker's
    /// index, the request), e.g. to hold a worker while another one answers.
    void setBeforeHandle(std::function<void(int, const WebRequest &)> hook) { m_beforeHandle = std::move(hook); }

private:
    void stop();

    std::vector<std::unique_ptr<QThread>> m_threads;
    std::vector<WebWorker *> m_workers;
    std::function<void(int, const WebRequest &)> m_beforeHandle;
    std::atomic<bool> m_stopping{false};
    // On a study file, the requests that may write take turns here rather than in SQLite's busy handler, which
    // sleeps in steps of up to 100 ms before it looks at the lock again (the tail of every answer's time).
    bool m_fileStudy = false;
    QMutex m_fileWrites;
};

} // namespace editlens::core
