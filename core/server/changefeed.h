#pragma once

#include "util/error.h"

#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>
#include <optional>

class QTimer;

namespace editlens::core {

class FileChangeScan;
class StudyStore;

/// What other clients of a server study commit, as it happens: PostgreSQL triggers NOTIFY on the study's channel
/// when a transaction that changed judgements commits (so nothing is announced that could still roll back), and a
/// ChangeFeed LISTENs on the store's connection. Announcements are collected and handled together after a short
/// pause (debounced, so a stream of them never holds up the event loop).
///
/// An announcement is a hint, never the truth: in PostgreSQL any login may NOTIFY any channel, so what a payload
/// says is only where to look. A rating arrives at the owner's window with its value as the server holds it, read
/// back in one query for the batch (a rating said to be cleared is cleared only if the server no longer holds it),
/// and a table is reported only by a name this feed knows. Ratings are announced on a channel of their own whose name
/// is a random secret in the owner-only table `owner_channel` (see installTriggers): an annotator's login can neither
/// overhear which annotator rated which output nor announce a rating there, and an annotator's window, which could
/// not read others' ratings anyway, is not woken by them. The study's channel carries table names only. Changes this
/// connection made are not repeated.
///
/// A study file has no NOTIFY, but another process (a `serve` of the same file, a second window) may write to it: the
/// feed asks SQLite every pollMs whether another connection committed, and reports what a FileChangeScan finds the
/// same way (each rating set or cleared, then the tables by name). What this connection commits is not repeated; a
/// poll that finds both its own and another connection's commits may repeat its own ratings (with the values they
/// have). Lives on the store's thread, whose event loop runs the polls and delivers the notifications.
class ChangeFeed : public QObject
{
    Q_OBJECT

public:
    explicit ChangeFeed(StudyStore &store, QObject *parent = nullptr);
    ~ChangeFeed() override;

    bool isListening() const { return m_listening; }
    /// How long announcements are collected before they are handled.
    static constexpr int debounceMs = 50;
    /// How often a study file's feed asks whether another connection committed.
    static constexpr int pollMs = 1000;
    /// Asks a study file now whether another connection committed, and reports what changed (the timer does it
    /// every pollMs); nothing on a server study.
    void poll();
    /// Listens again after the store reconnected (a dropped connection forgets what it listened to).
    void resubscribe();

    /// The channel of `studyName` (the schema): table names only, for every window of the study (PostgreSQL keeps 63
    /// bytes of a name).
    static QString channelOf(const QString &studyName);
    /// The tables whose changes are announced (ratings included).
    static QStringList announcedTables();
    /// Creates or replaces the triggers that announce changes, and the owner-only table `owner_channel` that holds
    /// the ratings channel's secret name (made once, kept after). The study's owner, when creating or publishing, and
    /// the owner's window on a study published before ratings had a secret channel.
    static Status installTriggers(StudyStore &store);
    /// The ratings channel's name as the owner reads it; an error for a login that may not read it (an annotator's).
    static Result<QString> ratingsChannel(StudyStore &store);

Q_SIGNALS:
    /// Another client set (value) or cleared (nullopt) a rating.
    void ratingChanged(qint64 outputId, const QString &dimension, const QString &annotator,
                       std::optional<double> value);
    /// Another client changed rows of `table` (ratings included).
    void tableChanged(const QString &table);

private:
    void handlePending();
    /// A study file: the first data_version, digests and ratings, and the poll timer.
    void startPolling();

    /// The ratings channel of the owner's window (installing it on a study published without one); empty when this
    /// login cannot read it.
    QString ownersRatingsChannel();

    StudyStore &m_store;
    QString m_channel;
    QString m_ratingsChannel; ///< empty unless this window reads ratings back
    bool m_listening = false;
    QVector<QPair<bool, QString>> m_pending; ///< announcements not handled yet: (on the ratings channel, payload)
    QTimer *m_debounce = nullptr;
    std::unique_ptr<FileChangeScan> m_file; ///< only for a study file
};

} // namespace editlens::core
