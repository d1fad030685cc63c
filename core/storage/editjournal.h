#pragma once

#include "study/judgements.h"
#include "util/error.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

class QSqlDatabase;

namespace editlens::core {

class StudyLocation;
class StudyStore;

/// One edit made while the server could not be reached, with the key that makes its replay idempotent and the time
/// it was made (kept as its updated_at / submitted_at): what an annotator's session writes — a rating, a preference,
/// a review or coherence label of a difference (each set or cleared), an output marked complete or not, an item
/// submitted. Differences and masks are not journalled (new rows whose ids other edits would refer to).
struct JournalEdit
{
    QString key; ///< a UUID; the server records it in applied_edits with the edit, in one transaction
    QDateTime madeAt;
    enum class Kind { Rating, Preference, Review, Coherence, Complete, Submission } kind = Kind::Rating;
    QString annotator; ///< who made it (for a preference: preference.annotator)
    // A rating (outputId, dimension, value) or completion (outputId, complete):
    qint64 outputId = 0;
    QString dimension;
    std::optional<double> value; ///< nullopt clears
    bool complete = false;
    // A preference:
    PreferenceKey preference;
    std::optional<PreferenceValue> choice; ///< nullopt clears
    // A review or coherence label of the difference `differenceId`:
    qint64 differenceId = 0;
    std::optional<ReviewDecision> review;   ///< nullopt clears
    std::optional<CoherenceLabel> coherent; ///< nullopt clears
    // A submission:
    qint64 itemId = 0;

    /// Who made it (`preference.annotator` for a preference, else `annotator`).
    const QString &author() const { return kind == Kind::Preference ? preference.annotator : annotator; }
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
    /// The latest journalled value of a rating / preference, if the journal holds one (what the window shows while
    /// the server is away).
    std::optional<std::optional<double>> rating(qint64 outputId, const QString &dimension,
                                                const QString &annotator) const;
    std::optional<std::optional<PreferenceValue>> preference(const PreferenceKey &key) const;
    std::optional<std::optional<ReviewDecision>> review(qint64 differenceId, const QString &annotator) const;
    std::optional<std::optional<CoherenceLabel>> coherence(qint64 differenceId, const QString &annotator) const;
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
    /// The latest pending edit for which `matches` holds, newest first; nullptr when none.
    template<typename Matches>
    const JournalEdit *latest(Matches matches) const
    {
        for (auto it = m_cache.crbegin(); it != m_cache.crend(); ++it)
            if (matches(*it))
                return &*it;
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
