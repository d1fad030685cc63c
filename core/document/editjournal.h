#pragma once

#include "study/judgements.h"
#include "util/error.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>
#include <variant>

class QSqlDatabase;

namespace editlens::core {

class StudyLocation;
class StudyStore;

/// What an answer's journalled edit left it at: a value, or cleared (`value` empty). A journal read answers nullopt
/// when it holds no edit of that answer, and a `Journalled` when it does (the latest one wins).
template<typename T>
struct Journalled
{
    std::optional<T> value; ///< nullopt: the edit cleared the answer
    bool isClear() const { return !value.has_value(); }
};

/// A rating of `outputId` on `dimension`, set or cleared.
struct RatingEdit
{
    QString annotator;
    qint64 outputId = 0;
    QString dimension;
    std::optional<double> value; ///< nullopt clears
};

/// A preference between two outputs (its annotator is `key.annotator`), set or cleared.
struct PreferenceEdit
{
    PreferenceKey key;
    std::optional<PreferenceValue> choice; ///< nullopt clears
};

/// A review decision on the difference `differenceId`, set or cleared.
struct ReviewEdit
{
    QString annotator;
    qint64 differenceId = 0;
    std::optional<ReviewDecision> decision; ///< nullopt clears
};

/// A coherence label of the difference `differenceId`, set or cleared.
struct CoherenceEdit
{
    QString annotator;
    qint64 differenceId = 0;
    std::optional<CoherenceLabel> label; ///< nullopt clears
};

/// An output marked "complete: no further differences", or no longer.
struct CompleteEdit
{
    QString annotator;
    qint64 outputId = 0;
    bool complete = false;
};

/// An item submitted.
struct SubmissionEdit
{
    QString annotator;
    qint64 itemId = 0;
};

/// What one journalled edit changes: exactly one of the kinds an annotator's session writes.
using JournalChange = std::variant<RatingEdit, PreferenceEdit, ReviewEdit, CoherenceEdit, CompleteEdit, SubmissionEdit>;

/// One edit made while the server could not be reached, with the key that makes its replay idempotent and the time
/// it was made (kept as its updated_at / submitted_at). Differences and masks are not journalled (new rows whose ids
/// other edits would refer to).
struct JournalEdit
{
    JournalEdit() = default;
    explicit JournalEdit(JournalChange c) : change(std::move(c)) {}

    QString key; ///< a UUID; the server records it in applied_edits with the edit, in one transaction
    QDateTime madeAt;
    JournalChange change;

    /// The change if it is a `T`, else nullptr.
    template<typename T>
    const T *as() const
    {
        return std::get_if<T>(&change);
    }
    template<typename T>
    T *as()
    {
        return std::get_if<T>(&change);
    }
    /// Who made it (`key.annotator` for a preference).
    const QString &author() const;
};

/// An edit the server refused for good when it was replayed (what it answers was removed, a value is off the scale
/// now, the item is locked …), kept aside in the journal with the server's reason instead of being sent again.
struct SetAsideEdit
{
    JournalEdit edit;
    QString reason;       ///< the server's refusal, as it said it
    QDateTime setAsideAt; ///< UTC
};

/// What one `EditJournal::replay` did.
struct ReplayReport
{
    int sent = 0;                   ///< edits the server took (skipped duplicates included)
    QVector<SetAsideEdit> setAside; ///< edits it refused for good, set aside in this replay
    /// Why the rest still waits: the server went away again, or refused in a way that may pass (a lock held too
    /// long, a serialization failure, a shutdown); nullopt when nothing is left pending.
    std::optional<Error> stopped;
};

/// The local journal of a server study's edits that the server has not acknowledged: a small SQLite file on this
/// machine (WAL, synchronous FULL: an edit journalled is an edit kept, even if the window is killed), one per study
/// and login. `replay` sends them in the order they were made, each with its key in one server transaction, and
/// forgets each only after the server committed it; a key the server already holds (the window died between the
/// server's commit and forgetting it) is skipped, so every edit lands exactly once. An edit the server refuses for a
/// reason that will not pass is moved to the journal's `set_aside` table with that reason (never dropped), and the
/// rest go on. Same-thread use only.
class EditJournal
{
public:
    ~EditJournal();
    EditJournal(const EditJournal &) = delete;
    EditJournal &operator=(const EditJournal &) = delete;

    /// Opens (creating if needed) the journal file `file`.
    static Result<std::unique_ptr<EditJournal>> open(const QString &file);
    /// Where the journal of `location` (a server study and login) lives on this machine.
    static QString fileFor(const StudyLocation &location);

    QString filePath() const { return m_file; }
    /// Adds `edit` (a new key and time are given to it when empty); durable when it returns.
    Status append(JournalEdit edit);
    Result<QVector<JournalEdit>> pending() const;
    int pendingCount() const;
    /// The latest journalled value of an answer, if the journal holds an edit of it (what the window shows while the
    /// server is away).
    std::optional<Journalled<double>> rating(qint64 outputId, const QString &dimension, const QString &annotator) const;
    std::optional<Journalled<PreferenceValue>> preference(const PreferenceKey &key) const;
    std::optional<Journalled<ReviewDecision>> review(qint64 differenceId, const QString &annotator) const;
    std::optional<Journalled<CoherenceLabel>> coherence(qint64 differenceId, const QString &annotator) const;
    std::optional<bool> complete(qint64 outputId, const QString &annotator) const;
    /// Whether `annotator` submitted `itemId` in a journalled edit.
    bool submitted(qint64 itemId, const QString &annotator) const;

    /// Sends every pending edit to `store` (a server study), oldest first. An edit the server refuses for good is set
    /// aside and the next one is sent; at a failure that may pass (the server went away again) it stops, keeping that
    /// edit and the ones after it for the next try.
    ReplayReport replay(StudyStore &store);
    /// Every edit set aside so far (by any replay of this journal), oldest first.
    Result<QVector<SetAsideEdit>> setAside() const;

private:
    EditJournal(QString file, QString connection);
    /// replay() without its log line.
    ReplayReport replayPending(StudyStore &store);
    /// The latest pending edit of kind `T` for which `matches` holds, newest first; nullptr when none.
    template<typename T, typename Matches>
    const T *latest(Matches matches) const
    {
        for (auto it = m_cache.crbegin(); it != m_cache.crend(); ++it)
            if (const T *e = it->as<T>(); e && matches(*e))
                return e;
        return nullptr;
    }
    Status forget(const QString &key);
    /// Moves the pending edit `key` to the set_aside table with `reason`, in one transaction.
    Status putAside(const QString &key, const QString &reason, const QDateTime &at);

    QString m_file;
    QString m_connection;
    QVector<JournalEdit> m_cache; ///< pending edits, oldest first (the file is the truth; this mirrors it)
};

} // namespace editlens::core
