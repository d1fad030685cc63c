#include "imagecache.h"

#include "guiutil/backgroundpriority.h"
#include "imaging/matbridge.h"
#include "metrics/pixelmetrics.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QImageReader>
#include <QSet>
#include <QtConcurrent>

#include <vector>

#include <opencv2/core.hpp>

namespace editlens::ui {

namespace {

qint64 imageBytes(const QImage &image)
{
    return image.isNull() ? 0 : image.sizeInBytes();
}

/// `image` (any format) resized onto `frame` by core::alignToSource, the metrics' own resampling.
QImage alignedToFrame(const QImage &image, QSize frame, QString *error)
{
    const bool alpha = image.hasAlphaChannel();
    // B, G, R as the metrics read images (core::readBgrImage), so that the resampling sees the same bytes.
    const cv::Mat in = alpha ? core::toBgraMat(image) : core::toBgrMat(image);
    cv::Mat out;
    if (alpha) {
        // alignToSource takes 3 channels: resize colour and alpha as two images with the same rule.
        cv::Mat bgr;
        cv::Mat a;
        cv::Mat channels[4];
        cv::split(in, channels);
        cv::merge(channels, 3, bgr);
        a = channels[3];
        const cv::Mat frameHeader(frame.height(), frame.width(), CV_8UC3);
        auto colour = core::alignToSource(frameHeader, bgr);
        cv::Mat a3;
        cv::merge(std::vector<cv::Mat>{a, a, a}, a3);
        auto alpha3 = core::alignToSource(frameHeader, a3);
        if (!colour || !alpha3) {
            *error = !colour ? colour.error().message : alpha3.error().message;
            return {};
        }
        cv::Mat parts[3];
        cv::split(colour.value(), parts);
        cv::Mat alphaParts[3];
        cv::split(alpha3.value(), alphaParts);
        const cv::Mat four[4] = {parts[0], parts[1], parts[2], alphaParts[0]};
        cv::merge(four, 4, out);
    } else {
        auto aligned = core::alignToSource(cv::Mat(frame.height(), frame.width(), CV_8UC3), in);
        if (!aligned) {
            *error = aligned.error().message;
            return {};
        }
        out = aligned.value();
    }
    return core::toQImage(out).convertToFormat(alpha ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32);
}

} // namespace

ImageCache::ImageCache(qint64 maxBytes, QObject *parent) : QObject(parent), m_maxBytes(maxBytes)
{
}

ImageCache::~ImageCache()
{
    // Workers capture only values; queued ones are dropped, running ones finish into futures nobody watches.
    for (QObject *watcher : findChildren<QObject *>(Qt::FindDirectChildrenOnly))
        if (auto *w = dynamic_cast<QFutureWatcher<Entry> *>(watcher))
            w->future().cancel();
    m_pool.clear();
    m_prefetchPool.clear();
}

QString ImageCache::key(const QString &path, QSize frame)
{
    return frame.isValid()
               ? QStringLiteral("%1@%2x%3").arg(path, QString::number(frame.width()), QString::number(frame.height()))
               : path + QLatin1String("@native");
}

ImageCache::Entry ImageCache::decode(const QString &path, QSize frame)
{
    Entry entry;
    if (path.isEmpty()) {
        entry.error = QCoreApplication::translate("ImageCache", "no image");
        return entry;
    }
    QImageReader reader(path);
    reader.setAutoTransform(false); // the metrics read pixels as stored, without EXIF rotation
    QImage image = reader.read();
    if (image.isNull()) {
        entry.error = QCoreApplication::translate("ImageCache", "cannot read %1: %2").arg(path, reader.errorString());
        return entry;
    }
    entry.nativeSize = image.size();
    if (frame.isValid() && frame != image.size()) {
        image = alignedToFrame(image, frame, &entry.error);
        if (image.isNull())
            return entry;
    } else {
        image =
            image.convertToFormat(image.hasAlphaChannel() ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32);
    }
    entry.image = std::move(image);
    return entry;
}

const ImageCache::Entry *ImageCache::find(const QString &key)
{
    auto it = m_entries.find(key);
    if (it == m_entries.end())
        return nullptr;
    m_lru.splice(m_lru.begin(), m_lru, it->lru);
    return &it->entry;
}

QString ImageCache::request(const QString &path, QSize frame)
{
    QString k = key(path, frame);
    if (m_entries.contains(k)) {
        find(k);
        Q_EMIT loaded(k);
    } else if (!m_pending.contains(k)) {
        start(path, frame, false);
    } else if (Pending &p = m_pending[k]; p.prefetch) {
        if (*p.started) {
            p.prefetch = false; // decoding already: it reports through loaded() like any request
        } else {
            // Still queued behind other prefetches: drop it (a cancelled task never runs) and decode it now.
            static_cast<QFutureWatcher<Entry> *>(p.watcher)->future().cancel();
            start(path, frame, false);
        }
    }
    return k;
}

void ImageCache::prefetch(const QVector<QPair<QString, QSize>> &requests)
{
    QSet<QString> wanted;
    for (const auto &[path, frame] : requests)
        wanted.insert(key(path, frame));
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
        if (it->prefetch && !wanted.contains(it.key()))
            static_cast<QFutureWatcher<Entry> *>(it->watcher)->future().cancel(); // a no-op once it runs
    for (const auto &[path, frame] : requests) {
        const QString k = key(path, frame);
        if (!path.isEmpty() && !m_entries.contains(k) && !m_pending.contains(k))
            start(path, frame, true);
    }
}

void ImageCache::start(const QString &path, QSize frame, bool prefetch)
{
    const QString k = key(path, frame);
    auto *watcher = new QFutureWatcher<Entry>(this);
    auto started = std::make_shared<std::atomic_bool>(false);
    m_pending.insert(k, Pending{watcher, prefetch, started});
    connect(watcher, &QFutureWatcher<Entry>::finished, this, [this, watcher, k, path, frame] {
        watcher->deleteLater();
        const auto it = m_pending.constFind(k);
        if (it == m_pending.cend() || it->watcher != watcher)
            return; // superseded by a request that took it over
        const bool stillPrefetch = it->prefetch;
        m_pending.erase(it);
        if (watcher->future().isCanceled() || watcher->future().resultCount() == 0) {
            // A cancelled prefetch: dropped, unless a request() took it over after it had started.
            if (!stillPrefetch)
                start(path, frame, false);
            return;
        }
        insert(k, watcher->result());
        Q_EMIT loaded(k);
    });
    auto task = [path, frame, started, prefetch] {
        if (prefetch)
            useBackgroundPriority();
        *started = true;
        return decode(path, frame);
    };
    watcher->setFuture(QtConcurrent::task(std::move(task)).onThreadPool(prefetch ? m_prefetchPool : m_pool).spawn());
}

void ImageCache::insert(const QString &key, Entry entry)
{
    auto old = m_entries.find(key);
    if (old != m_entries.end()) {
        m_bytes -= old->bytes;
        m_lru.erase(old->lru);
        m_entries.erase(old);
    }
    m_lru.push_front(key);
    Slot slot;
    slot.bytes = imageBytes(entry.image);
    slot.entry = std::move(entry);
    slot.lru = m_lru.begin();
    m_bytes += slot.bytes;
    m_entries[key] = std::move(slot);
    evict();
}

void ImageCache::evict()
{
    // Keep the most recent entry even if it alone exceeds the bound: it is what is on screen.
    while (m_bytes > m_maxBytes && m_lru.size() > 1) {
        const QString victim = m_lru.back();
        m_lru.pop_back();
        auto it = m_entries.find(victim);
        m_bytes -= it->bytes;
        m_entries.erase(it);
    }
}

void ImageCache::setMaxBytes(qint64 maxBytes)
{
    m_maxBytes = maxBytes;
    evict();
}

void ImageCache::clear()
{
    m_entries.clear();
    m_lru.clear();
    m_bytes = 0;
}

} // namespace editlens::ui
