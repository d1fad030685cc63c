#pragma once

#include <QHash>
#include <QImage>
#include <QObject>
#include <QSize>
#include <QString>
#include <QThreadPool>
#include <QVector>

#include <atomic>
#include <list>
#include <memory>

namespace editlens::ui {

/// Decodes images off the GUI thread and keeps the results in an LRU cache bounded in bytes.
///
/// An image is requested by path and frame: with a valid `frame` the decoded image is resized onto that frame as the
/// metrics see it (core::alignToSource: area averaging when it shrinks on both axes, bicubic otherwise; the aspect
/// ratio is not kept), with an invalid one it stays at its own size. Results are QImage::Format_RGB32 (or
/// ARGB32_Premultiplied with alpha), ready for QPixmap::fromImage without conversion.
/// Work runs on the cache's own thread pools through QtConcurrent; each task captures its inputs by value and
/// reports to a QFutureWatcher owned by the cache, so nothing waits on the GUI thread except the destructor (for the
/// decodes already running). Not the global pool: Qt 6.4's raster engine scales large images on
/// QThreadPool::globalInstance() while the GUI thread waits, so queued decodes there stalled painting (bench_browse).
/// Requests (the shown item) run on a pool of normal priority; prefetches on a background pool
/// (util/backgroundpriority.h) whose threads yield the cores to the GUI thread, so that decoding the next item does
/// not slow down painting this one. A request for an image whose prefetch has not started yet moves it to the
/// request pool. GUI thread only.
class ImageCache : public QObject
{
    Q_OBJECT

public:
    struct Entry
    {
        QImage image;     ///< on the requested frame (or its own size); null when it could not be read
        QSize nativeSize; ///< the file's own pixel size
        QString error;    ///< why `image` is null
    };

    explicit ImageCache(qint64 maxBytes = 512ll << 20, QObject *parent = nullptr);
    ~ImageCache() override;

    /// The cache key of `path` on `frame` (an invalid frame = native size).
    static QString key(const QString &path, QSize frame = {});

    /// The cached entry for `key`, marking it recently used; nullptr when not cached.
    const Entry *find(const QString &key);
    bool contains(const QString &key) const { return m_entries.contains(key); }
    bool isPending(const QString &key) const { return m_pending.contains(key); }

    /// Starts decoding `path` onto `frame` unless it is cached or already on its way; emits loaded(key) when done
    /// (at once, synchronously, if cached). Returns the key.
    QString request(const QString &path, QSize frame = {});
    /// Like request() for each pair, at low priority and without re-emitting for cached ones. Prefetches that have not
    /// started yet and are not in `requests` are cancelled (the user moved on).
    void prefetch(const QVector<QPair<QString, QSize>> &requests);

    qint64 bytes() const { return m_bytes; }
    qint64 maxBytes() const { return m_maxBytes; }
    void setMaxBytes(qint64 maxBytes);
    int count() const { return int(m_entries.size()); }
    void clear();

    /// Decodes synchronously on the calling thread (the worker's body; public for tests and benchmarks).
    static Entry decode(const QString &path, QSize frame);

Q_SIGNALS:
    /// `key` is now in the cache (possibly as an entry with an error).
    void loaded(const QString &key);

private:
    struct Slot
    {
        Entry entry;
        qint64 bytes = 0;
        std::list<QString>::iterator lru;
    };

    struct Pending
    {
        QObject *watcher = nullptr; ///< its QFutureWatcher<Entry>
        bool prefetch = false;      ///< nobody waits for it yet
        std::shared_ptr<std::atomic_bool> started;
    };

    void start(const QString &path, QSize frame, bool prefetch);
    void insert(const QString &key, Entry entry);
    void evict();

    QHash<QString, Slot> m_entries;
    std::list<QString> m_lru;          // front = most recently used
    QHash<QString, Pending> m_pending; // the decode whose result the key waits for
    qint64 m_bytes = 0;
    qint64 m_maxBytes;
    // Last: their destructors wait for running decodes before the members above go.
    QThreadPool m_pool;
    QThreadPool m_prefetchPool;
};

} // namespace editlens::ui
