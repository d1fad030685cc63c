#pragma once

#include "document/editjournal.h"
#include "util/error.h"

#include <QHash>
#include <QObject>
#include <QPair>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

class QTimer;

namespace editlens::core {

class ChangeFeed;
class StudyStore;

/// What a window on a server study knows of the server beside the study's rows: whether it is reachable (a check of
/// the connection every few seconds while it is, a reconnect attempt every few seconds while it is not, logged under
/// `editlens.session`), the offline journal of the answers made meanwhile (EditJournal), the last value of each answer
/// the window saw (shown while the server is away), and the plan's lock rule and items' lock states (remembered: on a
/// server every query is a round trip shared with the other annotators). StudyDocument owns one for a server study
/// only and asks it; the session says what changed through its signals and never emits the document's.
/// Non-owning: `store` and `feed` must outlive it. Lives on the document's thread; not thread-safe.
class ServerSession : public QObject
{
    Q_OBJECT

public:
    /// Opens the study's journal and sends what an earlier run of the window left in it (offline from the start
    /// when the server does not take it); starts checking the connection.
    ServerSession(StudyStore &store, ChangeFeed &feed, QObject *parent = nullptr);
    ~ServerSession() override;

    // The connection.
    /// False while the server cannot be reached (and a reconnect timer at work).
    bool isOnline() const { return !m_offline; }
    /// After a failed write: true (and offline from now on) when the failure was the server going away.
    bool serverLost();
    /// Tries to reach the server again now and send the journal; true when nothing is left pending.
    bool reconnectNow();

    // The offline journal.
    /// The journal, for its reads; nullptr when its file could not be opened (logged).
    const EditJournal *journal() const { return m_journal.get(); }
    /// Edits kept locally that the server has not acknowledged yet.
    int pendingEdits() const;
    /// The journal file on this computer; empty when it could not be opened.
    QString journalFile() const;
    /// Keeps `edit` in the journal (durable when it returns); the error when there is no journal or it cannot.
    Status keep(const JournalEdit &edit);

    // What the window last saw.
    /// Remembers `answer` (one of the JournalChange kinds, with its value) as what the window last read from or
    /// wrote to the server, or heard of from it.
    void see(const JournalChange &answer) const;
    /// The last value seen of the answer `answer` names (its value fields are ignored), nullopt when never seen.
    template<typename Edit>
    std::optional<Edit> lastSeen(const Edit &answer) const
    {
        const auto found = m_seen.constFind(seenKey(JournalChange(answer)));
        if (found == m_seen.cend())
            return std::nullopt;
        return std::get<Edit>(*found);
    }

    // Locks.
    /// Whether `annotator` may no longer edit `itemId`: the plan locks submitted items and the journal or the server
    /// says it was submitted (and not revised). Read from the server once, then remembered until forgetLocks().
    Result<bool> isLocked(qint64 itemId, const QString &annotator) const;
    /// Offline: whether the journal says `annotator` submitted `itemId` and the plan (as last read; locking when it
    /// was never read) locks submitted items.
    bool isLockedOffline(qint64 itemId, const QString &annotator) const;
    /// Forgets the items' lock states (a submission or revision changed them); the plan's rule stays.
    void forgetLocks() const { m_locked.clear(); }

Q_SIGNALS:
    /// The server went away (`reachable` false) or is back with nothing pending (`reachable` true, `pending` 0).
    void reachabilityChanged(bool reachable, int pending);
    /// The server refused `edits` for good when they were sent (set aside in the journal); the lock states are
    /// forgotten already.
    void editsRefused(const QVector<editlens::core::SetAsideEdit> &edits);

private:
    /// Offline from now on (the reconnect timer at work), and says so.
    void goOffline();
    /// The periodic check of the connection while online.
    void checkConnection();
    /// Sends the journal, if it holds anything; false when some edits still wait (the reason is logged). `setAside`:
    /// the edits the server refused for good meanwhile.
    bool sendJournal(QVector<SetAsideEdit> &setAside);
    /// Forgets the lock states and says editsRefused, when `edits` holds any.
    void refused(const QVector<SetAsideEdit> &edits);
    static QString seenKey(const JournalChange &answer);

    StudyStore &m_store;
    ChangeFeed &m_feed;
    std::unique_ptr<EditJournal> m_journal;
    bool m_offline = false;
    QTimer *m_reconnectTimer = nullptr;  // a child
    QTimer *m_connectionTimer = nullptr; // a child; the periodic check while online
    int m_connectionChecks = 0;
    int m_reconnectAttempts = 0;                          // since the window went offline (logged)
    mutable QHash<QString, JournalChange> m_seen;         // seenKey() → the answer as last seen
    mutable std::optional<bool> m_lockAfterSubmit;        // the plan's rule
    mutable QHash<QPair<qint64, QString>, bool> m_locked; // (item, annotator) → locked
};

} // namespace editlens::core
