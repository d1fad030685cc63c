#pragma once

#include <QObject>
#include <QPair>
#include <QSet>
#include <QSize>
#include <QString>
#include <QVector>

namespace editlens::ui {

/// The "item is on screen" protocol of ComparisonView, without widgets. Every showItem(), output or mode change
/// starts a generation (restart()); a generation waits for the image keys the view needs (waitFor()), is populated
/// once they are decoded (setPopulated()), and finishes once its overlays are computed too (finish()). Each
/// generation is owed exactly one shown(), emitted from the event loop and only while no newer generation has started:
/// two changes in a row announce only the latest, and a completion of an older generation is ignored. Decoding the
/// neighbours (prefetch()) is held back while a generation is owed its shown(), and handed over once it was shown
/// and the window has repainted. GUI thread only.
class ShowTracker : public QObject
{
    Q_OBJECT

public:
    /// An image to decode ahead: its absolute path and the frame it is shown on (invalid: its own size).
    using Request = QPair<QString, QSize>;

    explicit ShowTracker(QObject *parent = nullptr);

    /// Starts a new generation, owed a shown(); what older ones waited for no longer counts. Returns its number.
    quint64 restart();
    quint64 generation() const { return m_generation; }

    /// The image keys the current generation waits for before it can be populated (replaces the previous set).
    void waitFor(QSet<QString> keys);
    /// True when the current generation waits for `key`: its arrival is worth another try to populate.
    bool waitsFor(const QString &key) const { return m_waiting.contains(key); }
    /// The scenes show the current generation's images; it waits for no more keys.
    void setPopulated();
    bool populated() const { return m_populated; }
    /// True from restart() until finish() succeeds: shown() is owed for the current generation.
    bool pending() const { return m_pending; }

    /// Finishes the current generation when it is populated, still owed its shown() and nothing else is outstanding
    /// (`busy` false: the overlays are computed). Returns true then, and the caller paints at once; shown() follows
    /// from the event loop (always asynchronously, so that a caller connecting after showItem() hears it), unless a
    /// newer generation started by then. False, with nothing emitted, otherwise.
    bool finish(bool busy);

    /// Decodes `requests` ahead: at once (prefetchReady()) when no generation is owed its shown(), else once it was
    /// shown and the window repainted. A later call replaces requests still held back.
    void prefetch(const QVector<Request> &requests);

Q_SIGNALS:
    /// Generation `generation`, the current one, is on screen.
    void shown(quint64 generation);
    /// Time to decode `requests` (connect ImageCache::prefetch).
    void prefetchReady(const QVector<editlens::ui::ShowTracker::Request> &requests);

private:
    quint64 m_generation = 0;
    bool m_populated = false;
    bool m_pending = false;
    QSet<QString> m_waiting;
    QVector<Request> m_deferredPrefetch; ///< prefetch() requests held until the next shown()
};

} // namespace editlens::ui
