#pragma once

#include "util/error.h"

#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace editlens::core {

class StudyStore;

/// What other clients of a server study commit, as it happens: PostgreSQL triggers NOTIFY on the study's channel
/// when a transaction that changed judgements commits (so nothing is announced that could still roll back), and a
/// ChangeFeed LISTENs on the store's connection. Announcements are collected and handled together after a short
/// pause (debounced, so a stream of them never holds up the event loop). For the study's owner a rating arrives with
/// its value (read back by id in one query for the batch, so that the announcement itself carries no values for
/// another annotator to overhear). Ratings are announced on a channel of their own, which only the owner's window
/// listens to: an annotator's window, which could not read others' ratings anyway, is not woken by every rating of
/// every other annotator, and hears of other tables by name only. Changes this connection made are not repeated. A
/// study file has no feed (`isListening()` is false): its one window makes all its changes itself. Lives on the store's
/// thread, whose event loop delivers the notifications.
class ChangeFeed : public QObject
{
    Q_OBJECT

public:
    explicit ChangeFeed(StudyStore &store, QObject *parent = nullptr);
    ~ChangeFeed() override;

    bool isListening() const { return m_listening; }
    /// How long announcements are collected before they are handled.
    static constexpr int debounceMs = 50;
    /// Listens again after the store reconnected (a dropped connection forgets what it listened to).
    void resubscribe();

    /// The channel of `studyName` (the schema), and the channel of its ratings (PostgreSQL keeps 63 bytes of a name).
    static QString channelOf(const QString &studyName);
    static QString ratingsChannelOf(const QString &studyName);
    /// Creates or replaces the triggers that announce changes (the study's owner, when creating or publishing).
    static Status installTriggers(StudyStore &store);

Q_SIGNALS:
    /// Another client set (value) or cleared (nullopt) a rating.
    void ratingChanged(qint64 outputId, const QString &dimension, const QString &annotator,
                       std::optional<double> value);
    /// Another client changed rows of `table` (ratings included).
    void tableChanged(const QString &table);

private:
    void handlePending();

    StudyStore &m_store;
    QString m_channel;
    QString m_ratingsChannel; ///< empty unless this window reads ratings back
    bool m_listening = false;
    bool m_readsRatings = false; ///< the owner's window: ratings are read back with their values
    QStringList m_pending;       ///< announcements not handled yet
    QTimer *m_debounce = nullptr;
};

} // namespace editlens::core
