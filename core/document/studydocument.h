#pragma once

#include "storage/annotatorstore.h"
#include "storage/differencestore.h"
#include "storage/preferencestore.h"
#include "storage/sessionstore.h"
#include "storage/studystore.h"
#include "util/error.h"

#include <QHash>
#include <QObject>
#include <QPair>
#include <QUndoStack>
#include <QVector>

#include <functional>
#include <memory>
#include <optional>

namespace editlens::core {

class ChangeFeed;
class EditJournal;
class ServerSession;
struct JournalEdit;
struct SetAsideEdit;

/// The open study as a document (ARCHITECTURE.md, the data path): owns the StudyStore and a
/// QUndoStack, holds the current annotator, and emits typed change signals that views and item models
/// subscribe to. Every user edit is a command (document/commands) pushed on `undoStack()`; commands call
/// the `write*` functions, which persist the change in its own transaction and, only when it is
/// durable, emit the matching signal. A failed write emits `writeFailed` and changes nothing, so a
/// view never shows an edit as saved that is not on disk. On a server study it asks its ServerSession whether the
/// server is reachable, what the window last saw of an answer and whether an item is locked, and journals answers
/// through it while the server is away; a study file has none.
/// Lives on the thread that created the store (GUI thread); not thread-safe.
class StudyDocument : public QObject
{
    Q_OBJECT

public:
    explicit StudyDocument(std::unique_ptr<StudyStore> store, QObject *parent = nullptr);
    ~StudyDocument() override;

    StudyStore &store() { return *m_store; }
    // The study's judgement stores, for reads and writes that have no command (a submission's state, navigation).
    AnnotatorStore &annotatorStore() { return m_annotators; }
    DifferenceStore &differenceStore() { return m_differences; }
    PreferenceStore &preferenceStore() { return m_preferences; }
    SessionStore &sessionStore() { return m_sessions; }
    QUndoStack *undoStack() { return &m_undoStack; }

    /// The annotator every new command acts for. Switching is explicit; it closes the open session.
    QString annotator() const { return m_annotator; }
    Status setAnnotator(const QString &name);

    // Reads (from the database, the single source of truth).
    std::optional<double> rating(qint64 outputId, const QString &dimension, const QString &annotator) const;
    std::optional<PreferenceValue> preference(const PreferenceKey &key) const;
    std::optional<StoredDifference> difference(qint64 differenceId) const;
    std::optional<ReviewDecision> review(qint64 differenceId, const QString &annotator) const;
    std::optional<CoherenceLabel> coherence(qint64 differenceId, const QString &annotator) const;
    /// Whether `annotator` marked output `outputId` "complete: no further differences".
    bool isComplete(qint64 outputId, const QString &annotator) const;
    QImage mask(const MaskKey &key) const; ///< null when there is none

    /// False when the plan locks submitted items and `annotator` submitted `itemId` (until revised).
    bool isEditable(qint64 itemId, const QString &annotator) const;

    // Persisting writes used by the commands: each in its own transaction, then the signal.
    Status writeRating(qint64 outputId, const QString &dimension, const QString &annotator,
                       std::optional<double> value);
    Status writePreference(const PreferenceKey &key, const std::optional<PreferenceValue> &value);
    /// Inserts `d` (re-using d.id when > 0) and returns its id.
    Result<qint64> writeAddDifference(qint64 outputId, const Difference &d);
    Status writeDifferenceBox(qint64 differenceId, const QRectF &box);
    Status writeRelabel(qint64 differenceId, EditOp op, const QString &description);
    Status writeDeleteDifference(qint64 differenceId);
    Status writeReview(qint64 differenceId, const QString &annotator, std::optional<ReviewDecision> decision);
    Status writeCoherence(qint64 differenceId, const QString &annotator, const std::optional<CoherenceLabel> &label);
    Status writeComplete(qint64 outputId, const QString &annotator, bool complete);
    /// Saves `image` as the mask, or deletes the mask when `image` is null.
    Status writeMask(const MaskKey &key, const QImage &image);

    /// Reports a failure of a command (emits writeFailed).
    void reportError(const Error &error);

    // A server study whose server went away: what an annotator's session writes (ratings, preferences, reviews and
    // coherence labels of differences, completions, submissions) goes to a local journal (EditJournal), shown as
    // made, and is sent when it is back (a timer tries every few seconds); boxes and masks wait for the server. The
    // window notices a lost connection by itself too (a check every few seconds), so that a window that only
    // watches (the owner's dashboard) reconnects, listens again and has its views re-read what they show.
    /// False while the server cannot be reached: the window is not live, and reconnecting.
    bool isServerReachable() const;
    /// Edits kept locally that the server has not acknowledged yet.
    int pendingEdits() const;
    /// The journal file on this computer (also holding the edits set aside); empty for a study file.
    QString journalFile() const;
    /// Tries to reach the server again now and send the journal; true when nothing is left pending.
    bool reconnectNow();

    // Item flow (not undoable; audited in the database).
    /// Starts timing `itemId` for the current annotator (ends a running session first).
    Status openItem(qint64 itemId);
    /// Ends the running session, if any.
    Status closeItem();
    qint64 currentItem() const { return m_currentItem; }
    /// Submits the item for the current annotator (locks it when the plan says so) and clears the
    /// undo stack, so that undo cannot reach into a submitted item.
    Status submitItem(qint64 itemId);
    /// Re-opens a submitted item; logged with the reason.
    Status reviseItem(qint64 itemId, const QString &reason);

Q_SIGNALS:
    void annotatorChanged(const QString &annotator);
    void ratingChanged(qint64 outputId, const QString &dimension, const QString &annotator,
                       std::optional<double> value);
    void preferenceChanged(const editlens::core::PreferenceKey &key,
                           const std::optional<editlens::core::PreferenceValue> &value);
    void differenceAdded(qint64 outputId, const editlens::core::Difference &difference);
    void differenceChanged(qint64 outputId, const editlens::core::Difference &difference);
    void differenceRemoved(qint64 outputId, qint64 differenceId);
    void reviewChanged(qint64 differenceId, const QString &annotator,
                       std::optional<editlens::core::ReviewDecision> decision);
    void coherenceChanged(qint64 differenceId, const QString &annotator,
                          const std::optional<editlens::core::CoherenceLabel> &label);
    void maskChanged(const editlens::core::MaskKey &key);
    void completeChanged(qint64 outputId, const QString &annotator, bool complete);
    void submissionChanged(qint64 itemId, const QString &annotator);
    void writeFailed(const editlens::core::Error &error);
    /// Another client of the study (a server study's, or another process writing the study file) committed a change
    /// to `table` (ratings also arrive as ratingChanged).
    void remoteChange(const QString &table);
    /// The server went away (`reachable` false: edits are kept locally, nothing is heard from other clients) or is
    /// back; `pending` edits wait to be sent. When it is back, remoteChange() follows for every announced table:
    /// what other clients changed meanwhile was not announced, and views that show it read it again.
    void serverStateChanged(bool reachable, int pending);
    /// `count` edits kept while the server was away were refused by it for good when they were sent (the first for
    /// `reason`), and set aside in the journal instead (EditJournal::setAside); the views show the server's values.
    void editsSetAside(int count, const QString &reason);

private:
    Status checkEditable(qint64 itemId, const QString &annotator) const;
    Status checkOutputEditable(qint64 outputId, const QString &annotator) const;
    Status checkDifferenceEditable(qint64 differenceId, const QString &annotator) const;
    Status failed(const Status &s);
    /// Creates the server session and turns what it says into this document's signals (studydocument_server.cpp).
    void setUpServer();
    /// On a server study whose server cannot be reached now.
    bool isOffline() const;
    /// The offline journal, for its reads; nullptr for a study file (or when it could not be opened).
    const EditJournal *journal() const;
    /// After a failed write on a server study: true (and offline from now on) when the server is away.
    bool serverLost();
    /// The server is back (`reachable`) or went away: says so, and when it is back, that every announced table changed.
    void onReachabilityChanged(bool reachable, int pending);
    /// Reports edits the server refused for good (editsSetAside) and shows the server's values in their place.
    void reportSetAside(const QVector<SetAsideEdit> &edits);
    /// Keeps `edit` in the journal and reports the edit as made (offline); the error when even that fails.
    Status journal(const JournalEdit &edit);
    /// Emits the change signal of `edit`, made (stored or journalled).
    void announce(const JournalEdit &edit);
    /// One answer (a rating, preference, review, coherence label or completion): journalled while offline
    /// (journalOffline, `itemIfKnown`), else `check`ed and `store`d, and journalled instead when the server went away
    /// meanwhile; announced once made.
    Status writeAnswer(const JournalEdit &edit, qint64 itemIfKnown, const std::function<Status()> &check,
                       const std::function<Status()> &store);
    /// A write that needs the server (a difference, its box or label, a mask): refused while offline, else
    /// `check`ed, `store`d and `announce`d; a failure is reported (failed()).
    Status writeNeedingServer(const std::function<Status()> &check, const std::function<Status()> &store,
                              const std::function<void()> &announce);
    /// Emits differenceChanged with the difference as stored now.
    void announceDifferenceChanged(qint64 differenceId);
    /// `edit` made while offline: refused when the journal says its item (`itemId`, 0 when not known here) was
    /// submitted and is locked, journalled otherwise.
    Status journalOffline(const JournalEdit &edit, qint64 itemId);
    qint64 itemOfOutputIfKnown(qint64 outputId) const { return m_itemOfOutput.value(outputId, 0); }
    Error lockedError() const;
    Status refuseOffline() const;
    /// The value `read` answered of `answer` (its value field `field`). On a server study it is remembered as seen,
    /// and when the read failed (the server is away) the value last seen is answered instead.
    template<typename Edit, typename Value>
    Value seenOr(Edit answer, const Result<Value> &read, Value Edit::*field) const;
    /// Remembers as seen every answer made here or heard of from the server (studydocument_server.cpp).
    void rememberWhatIsShown();

    std::unique_ptr<StudyStore> m_store;
    ChangeFeed *m_feed = nullptr;                       // a child
    std::unique_ptr<ServerSession> m_server;            // only for a server study; goes before the store
    mutable QHash<qint64, qint64> m_itemOfOutput;       // output → item
    mutable QHash<qint64, qint64> m_outputOfDifference; // difference → output
    AnnotatorStore m_annotators;
    DifferenceStore m_differences;
    PreferenceStore m_preferences;
    SessionStore m_sessions;
    QUndoStack m_undoStack;
    QString m_annotator;
    qint64 m_currentItem = 0;
    qint64 m_session = 0;
};

} // namespace editlens::core
