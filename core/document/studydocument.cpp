#include "studydocument.h"

#include "document/editjournal.h"
#include "document/serversession.h"
#include "server/changefeed.h"
#include "storage/planstore.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcDocument, "editlens.document")

namespace editlens::core {

StudyDocument::StudyDocument(std::unique_ptr<StudyStore> store, QObject *parent)
    : QObject(parent)
    , m_store(std::move(store))
    , m_annotators(*m_store)
    , m_differences(*m_store)
    , m_preferences(*m_store)
    , m_sessions(*m_store)
{
    // Other windows on a server study: their committed ratings reach the views (the Alignment dock among them) as if
    // made here; other changes as remoteChange(). A study file has other writers too (a `serve` process, another
    // window): their commits reach the views the same way, found by polling the file.
    m_feed = new ChangeFeed(*m_store, this);
    // The server session hears the feed first (slots run in the order they were connected): a submission makes it
    // forget the lock states it knew before a view's remoteChange() slot asks isEditable() again.
    if (m_store->isServer())
        setUpServer();
    connect(m_feed, &ChangeFeed::ratingChanged, this, &StudyDocument::ratingChanged);
    connect(m_feed, &ChangeFeed::tableChanged, this, &StudyDocument::remoteChange);
}

StudyDocument::~StudyDocument()
{
    // The stack's commands refer to this document: delete them while it is whole.
    m_undoStack.clear();
    if (m_session > 0)
        m_sessions.endSession(m_session);
    m_server.reset(); // it listens to the feed
    delete m_feed;    // it unsubscribes on the store's connection, which goes before QObject deletes children
    m_feed = nullptr;
}

Status StudyDocument::setAnnotator(const QString &name)
{
    if (name == m_annotator)
        return Status::success();
    Result<qint64> id = m_annotators.ensureAnnotator(name);
    if (!id)
        return failed(id.error());
    if (Status s = closeItem(); !s)
        return s;
    m_undoStack.clear(); // undo must never act for another annotator
    m_annotator = name;
    Q_EMIT annotatorChanged(name);
    return Status::success();
}

template<typename Edit, typename Value>
Value StudyDocument::seenOr(Edit answer, const Result<Value> &read, Value Edit::*field) const
{
    if (!m_server)
        return read ? read.value() : Value{};
    if (!read) { // the server is away: what this window last saw
        const std::optional<Edit> seen = m_server->lastSeen(answer);
        return seen ? (*seen).*field : Value{};
    }
    answer.*field = read.value();
    m_server->see(answer);
    return read.value();
}

std::optional<double> StudyDocument::rating(qint64 outputId, const QString &dimension, const QString &annotator) const
{
    if (const EditJournal *kept = journal())
        if (const auto journalled = kept->rating(outputId, dimension, annotator))
            return journalled->value;
    return seenOr(RatingEdit{annotator, outputId, dimension, {}}, m_store->rating(outputId, dimension, annotator),
                  &RatingEdit::value);
}

std::optional<PreferenceValue> StudyDocument::preference(const PreferenceKey &key) const
{
    if (const EditJournal *kept = journal())
        if (const auto journalled = kept->preference(key))
            return journalled->value;
    return seenOr(PreferenceEdit{key, {}}, m_preferences.preference(key), &PreferenceEdit::choice);
}

std::optional<StoredDifference> StudyDocument::difference(qint64 differenceId) const
{
    auto r = m_differences.difference(differenceId);
    return r ? r.value() : std::nullopt;
}

std::optional<ReviewDecision> StudyDocument::review(qint64 differenceId, const QString &annotator) const
{
    if (const EditJournal *kept = journal())
        if (const auto journalled = kept->review(differenceId, annotator))
            return journalled->value;
    return seenOr(ReviewEdit{annotator, differenceId, {}}, m_differences.review(differenceId, annotator),
                  &ReviewEdit::decision);
}

std::optional<CoherenceLabel> StudyDocument::coherence(qint64 differenceId, const QString &annotator) const
{
    if (const EditJournal *kept = journal())
        if (const auto journalled = kept->coherence(differenceId, annotator))
            return journalled->value;
    return seenOr(CoherenceEdit{annotator, differenceId, {}}, m_differences.coherence(differenceId, annotator),
                  &CoherenceEdit::label);
}

bool StudyDocument::isComplete(qint64 outputId, const QString &annotator) const
{
    if (const EditJournal *kept = journal())
        if (const std::optional<bool> journalled = kept->complete(outputId, annotator))
            return *journalled;
    const Result<QStringList> names = m_differences.completeBy(outputId);
    const Result<bool> complete = names ? Result<bool>(names.value().contains(annotator)) : Result<bool>(names.error());
    return seenOr(CompleteEdit{annotator, outputId, false}, complete, &CompleteEdit::complete);
}

QImage StudyDocument::mask(const MaskKey &key) const
{
    Result<QImage> r = m_differences.mask(key);
    return r ? r.value() : QImage();
}

bool StudyDocument::isEditable(qint64 itemId, const QString &annotator) const
{
    return checkEditable(itemId, annotator).ok();
}

Status StudyDocument::checkEditable(qint64 itemId, const QString &annotator) const
{
    // A server study's session remembers the plan's lock rule and the items' lock states (every query there is a
    // round trip shared with the other annotators); a study file is asked each time.
    if (m_server) {
        const Result<bool> locked = m_server->isLocked(itemId, annotator);
        if (!locked)
            return locked.error();
        return locked.value() ? Status(lockedError()) : Status::success();
    }
    Result<PlanSettings> settings = PlanStore(*m_store).settings();
    if (!settings)
        return settings.error();
    if (!settings.value().lockAfterSubmit)
        return Status::success();
    Result<Submission> sub = m_sessions.submission(annotator, itemId);
    if (!sub)
        return sub.error();
    return sub.value().locked ? Status(lockedError()) : Status::success();
}

Error StudyDocument::lockedError() const
{
    return Error{QCoreApplication::translate("StudyDocument",
                                             "this item was submitted and is locked; choose Revise to change it"),
                 m_store->filePath()};
}

Status StudyDocument::checkOutputEditable(qint64 outputId, const QString &annotator) const
{
    if (const auto known = m_itemOfOutput.constFind(outputId); known != m_itemOfOutput.cend())
        return checkEditable(*known, annotator);
    Result<qint64> item = m_differences.itemOfOutput(outputId);
    if (!item)
        return item.error();
    m_itemOfOutput.insert(outputId, item.value()); // an output never moves to another item
    return checkEditable(item.value(), annotator);
}

Status StudyDocument::checkDifferenceEditable(qint64 differenceId, const QString &annotator) const
{
    if (const auto known = m_outputOfDifference.constFind(differenceId); known != m_outputOfDifference.cend())
        return checkOutputEditable(*known, annotator);
    const auto d = difference(differenceId);
    if (!d)
        return Error{QCoreApplication::translate("StudyDocument", "no difference with id %1").arg(differenceId),
                     m_store->filePath()};
    m_outputOfDifference.insert(differenceId, d->outputId); // a difference never moves to another output
    return checkOutputEditable(d->outputId, annotator);
}

Status StudyDocument::failed(const Status &s)
{
    if (!s && m_server && m_server->isOnline())
        serverLost(); // says so (serverStateChanged) when the failure was the server going away
    if (!s)
        reportError(s.error());
    return s;
}

void StudyDocument::reportError(const Error &error)
{
    qCWarning(lcDocument) << error.toString();
    Q_EMIT writeFailed(error);
}

Status StudyDocument::writeAnswer(const JournalEdit &edit, qint64 itemIfKnown, const std::function<Status()> &check,
                                  const std::function<Status()> &store)
{
    if (isOffline())
        return journalOffline(edit, itemIfKnown);
    Status s = check();
    if (s)
        s = store();
    if (!s)
        return serverLost() ? journal(edit) : failed(s);
    announce(edit);
    return s;
}

Status StudyDocument::writeRating(qint64 outputId, const QString &dimension, const QString &annotator,
                                  std::optional<double> value)
{
    const JournalEdit edit(RatingEdit{annotator, outputId, dimension, value});
    return writeAnswer(
        edit, itemOfOutputIfKnown(outputId), [&] { return checkOutputEditable(outputId, annotator); },
        [&]() -> Status {
            if (!value)
                return m_store->clearRating(outputId, dimension, annotator);
            Result<qint64> r = m_store->setRating(outputId, dimension, annotator, *value);
            return r ? Status::success() : Status(r.error());
        });
}

Status StudyDocument::writePreference(const PreferenceKey &key, const std::optional<PreferenceValue> &value)
{
    const JournalEdit edit(PreferenceEdit{key, value});
    return writeAnswer(
        edit, key.itemId, [&] { return checkEditable(key.itemId, key.annotator); },
        [&] { return value ? m_preferences.setPreference(key, *value) : m_preferences.clearPreference(key); });
}

Status StudyDocument::writeNeedingServer(const std::function<Status()> &check, const std::function<Status()> &store,
                                         const std::function<void()> &announce)
{
    if (isOffline())
        return failed(refuseOffline());
    Status s = check();
    if (s)
        s = store();
    if (!s)
        return failed(s);
    announce();
    return s;
}

Result<qint64> StudyDocument::writeAddDifference(qint64 outputId, const Difference &d)
{
    qint64 id = 0;
    const Status s = writeNeedingServer([&] { return checkOutputEditable(outputId, m_annotator); },
                                        [&]() -> Status {
                                            Result<qint64> added = m_differences.addDifference(outputId, d);
                                            if (!added)
                                                return added.error();
                                            id = added.value();
                                            return Status::success();
                                        },
                                        [&] {
                                            if (const auto stored = difference(id))
                                                Q_EMIT differenceAdded(outputId, stored->difference);
                                        });
    if (!s)
        return s.error();
    return id;
}

void StudyDocument::announceDifferenceChanged(qint64 differenceId)
{
    if (const auto stored = difference(differenceId)) // re-read: the views show what the database holds
        Q_EMIT differenceChanged(stored->outputId, stored->difference);
}

Status StudyDocument::writeDifferenceBox(qint64 differenceId, const QRectF &box)
{
    return writeNeedingServer([&] { return checkDifferenceEditable(differenceId, m_annotator); },
                              [&] { return m_differences.setDifferenceBox(differenceId, box); },
                              [&] { announceDifferenceChanged(differenceId); });
}

Status StudyDocument::writeRelabel(qint64 differenceId, EditOp op, const QString &description)
{
    return writeNeedingServer([&] { return checkDifferenceEditable(differenceId, m_annotator); },
                              [&] { return m_differences.relabelDifference(differenceId, op, description); },
                              [&] { announceDifferenceChanged(differenceId); });
}

Status StudyDocument::writeDeleteDifference(qint64 differenceId)
{
    std::optional<StoredDifference> stored; // read first: once deleted, its output is not known
    return writeNeedingServer(
        [&]() -> Status {
            stored = difference(differenceId);
            if (!stored)
                return Error{QCoreApplication::translate("StudyDocument", "no difference with id %1").arg(differenceId),
                             m_store->filePath()};
            return checkOutputEditable(stored->outputId, m_annotator);
        },
        [&] { return m_differences.deleteDifference(differenceId); },
        [&] { Q_EMIT differenceRemoved(stored->outputId, differenceId); });
}

Status StudyDocument::writeReview(qint64 differenceId, const QString &annotator, std::optional<ReviewDecision> decision)
{
    const JournalEdit edit(ReviewEdit{annotator, differenceId, decision});
    return writeAnswer(
        edit, itemOfOutputIfKnown(m_outputOfDifference.value(differenceId)),
        [&] { return checkDifferenceEditable(differenceId, annotator); },
        [&] { return m_differences.setReview(differenceId, annotator, decision); });
}

Status StudyDocument::writeCoherence(qint64 differenceId, const QString &annotator,
                                     const std::optional<CoherenceLabel> &label)
{
    const JournalEdit edit(CoherenceEdit{annotator, differenceId, label});
    return writeAnswer(
        edit, itemOfOutputIfKnown(m_outputOfDifference.value(differenceId)),
        [&] { return checkDifferenceEditable(differenceId, annotator); },
        [&] { return m_differences.setCoherence(differenceId, annotator, label); });
}

Status StudyDocument::writeComplete(qint64 outputId, const QString &annotator, bool complete)
{
    const JournalEdit edit(CompleteEdit{annotator, outputId, complete});
    return writeAnswer(
        edit, itemOfOutputIfKnown(outputId), [&] { return checkOutputEditable(outputId, annotator); },
        [&] { return m_differences.setComplete(outputId, annotator, complete); });
}

Status StudyDocument::writeMask(const MaskKey &key, const QImage &image)
{
    return writeNeedingServer([&] { return checkEditable(key.itemId, key.annotator); },
                              [&] {
                                  return image.isNull() ? m_differences.deleteMask(key)
                                                        : m_differences.saveMask(key, image);
                              },
                              [&] { Q_EMIT maskChanged(key); });
}

Status StudyDocument::openItem(qint64 itemId)
{
    if (isOffline()) // time on items is not journalled: it restarts when the server is back
        return Status::success();
    if (m_annotator.isEmpty())
        return failed(
            Error{QCoreApplication::translate("StudyDocument", "choose an annotator first"), m_store->filePath()});
    if (Status s = closeItem(); !s)
        return s;
    Result<qint64> session = m_sessions.beginSession(m_annotator, itemId);
    if (!session)
        return failed(session.error());
    m_session = session.value();
    m_currentItem = itemId;
    return Status::success();
}

Status StudyDocument::closeItem()
{
    if (isOffline()) // time on items is not journalled: it restarts when the server is back
        return Status::success();
    if (m_session <= 0)
        return Status::success();
    Status s = m_sessions.endSession(m_session);
    if (!s)
        return failed(s);
    m_session = 0;
    m_currentItem = 0;
    return s;
}

Status StudyDocument::submitItem(qint64 itemId)
{
    if (m_server)
        m_server->forgetLocks();
    const QString annotator = m_annotator;
    // Nothing is checked before a submission (the store records it), and offline no item is given for the journal's
    // lock check: an item submitted offline and submitted again is journalled again, not refused as locked.
    if (Status s = writeAnswer(
            JournalEdit(SubmissionEdit{annotator, itemId}), 0, [] { return Status::success(); },
            [&] { return m_sessions.submitItem(annotator, itemId); });
        !s)
        return s; // writeAnswer said why
    m_undoStack.clear();
    Q_EMIT submissionChanged(itemId, annotator);
    return Status::success();
}

Status StudyDocument::reviseItem(qint64 itemId, const QString &reason)
{
    if (m_server)
        m_server->forgetLocks();
    if (Status s = m_sessions.reviseItem(m_annotator, itemId, reason); !s)
        return failed(s);
    Q_EMIT submissionChanged(itemId, m_annotator);
    return Status::success();
}

} // namespace editlens::core
