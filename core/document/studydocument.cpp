#include "studydocument.h"

#include "server/changefeed.h"
#include "storage/editjournal.h"
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
    // made here; other changes as remoteChange().
    if (m_store->isServer()) {
        setUpServer();
    } else {
        // A study file has other writers too (a `serve` process, another window): their commits reach the views the
        // same way, found by polling the file.
        m_feed = new ChangeFeed(*m_store, this);
        connect(m_feed, &ChangeFeed::ratingChanged, this, &StudyDocument::ratingChanged);
        connect(m_feed, &ChangeFeed::tableChanged, this, &StudyDocument::remoteChange);
    }
}

StudyDocument::~StudyDocument()
{
    // The stack's commands refer to this document: delete them while it is whole.
    m_undoStack.clear();
    if (m_session > 0)
        m_sessions.endSession(m_session);
    delete m_feed; // it unsubscribes on the store's connection, which goes before QObject deletes children
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

std::optional<double> StudyDocument::rating(qint64 outputId, const QString &dimension, const QString &annotator) const
{
    if (m_journal)
        if (const auto journalled = m_journal->rating(outputId, dimension, annotator))
            return *journalled;
    Result<std::optional<double>> r = m_store->rating(outputId, dimension, annotator);
    if (!r && m_store->isServer()) // the server is away: what this window last saw
        return m_seen.ratings.value(seenKey(outputId, annotator, dimension));
    if (r && m_store->isServer())
        m_seen.ratings.insert(seenKey(outputId, annotator, dimension), r.value());
    return r ? r.value() : std::nullopt;
}

std::optional<PreferenceValue> StudyDocument::preference(const PreferenceKey &key) const
{
    if (m_journal)
        if (const auto journalled = m_journal->preference(key))
            return *journalled;
    auto r = m_preferences.preference(key);
    if (!r && m_store->isServer())
        return m_seen.preferences.value(seenKey(key));
    if (r && m_store->isServer())
        m_seen.preferences.insert(seenKey(key), r.value());
    return r ? r.value() : std::nullopt;
}

std::optional<StoredDifference> StudyDocument::difference(qint64 differenceId) const
{
    auto r = m_differences.difference(differenceId);
    return r ? r.value() : std::nullopt;
}

std::optional<ReviewDecision> StudyDocument::review(qint64 differenceId, const QString &annotator) const
{
    if (m_journal)
        if (const auto journalled = m_journal->review(differenceId, annotator))
            return *journalled;
    auto r = m_differences.review(differenceId, annotator);
    if (!r && m_store->isServer())
        return m_seen.reviews.value(seenKey(differenceId, annotator));
    if (r && m_store->isServer())
        m_seen.reviews.insert(seenKey(differenceId, annotator), r.value());
    return r ? r.value() : std::nullopt;
}

std::optional<CoherenceLabel> StudyDocument::coherence(qint64 differenceId, const QString &annotator) const
{
    if (m_journal)
        if (const auto journalled = m_journal->coherence(differenceId, annotator))
            return *journalled;
    auto r = m_differences.coherence(differenceId, annotator);
    if (!r && m_store->isServer())
        return m_seen.coherence.value(seenKey(differenceId, annotator));
    if (r && m_store->isServer())
        m_seen.coherence.insert(seenKey(differenceId, annotator), r.value());
    return r ? r.value() : std::nullopt;
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
    // On a server every query is a round trip shared with the other annotators: the plan's lock rule and the lock
    // state of an item are remembered for the session (this window changes them itself; another window's submission
    // arrives as remoteChange and is read again).
    const bool remember = m_store->isServer();
    if (!remember || !m_lockAfterSubmit) {
        Result<PlanSettings> settings = PlanStore(*m_store).settings();
        if (!settings)
            return settings.error();
        m_lockAfterSubmit = settings.value().lockAfterSubmit;
    }
    if (!*m_lockAfterSubmit)
        return Status::success();
    if (m_journal && m_journal->submitted(itemId, annotator))
        return lockedError();
    const QPair<qint64, QString> key{itemId, annotator};
    if (!remember || !m_locked.contains(key)) {
        Result<Submission> sub = m_sessions.submission(annotator, itemId);
        if (!sub)
            return sub.error();
        m_locked.insert(key, sub.value().locked);
    }
    if (m_locked.value(key))
        return lockedError();
    return Status::success();
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
    if (!s && !m_offline && m_store->isServer())
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
    if (m_offline)
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
    JournalEdit edit;
    edit.outputId = outputId;
    edit.dimension = dimension;
    edit.annotator = annotator;
    edit.value = value;
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
    JournalEdit edit;
    edit.kind = JournalEdit::Kind::Preference;
    edit.annotator = key.annotator;
    edit.preference = key;
    edit.choice = value;
    return writeAnswer(
        edit, key.itemId, [&] { return checkEditable(key.itemId, key.annotator); },
        [&] { return value ? m_preferences.setPreference(key, *value) : m_preferences.clearPreference(key); });
}

Result<qint64> StudyDocument::writeAddDifference(qint64 outputId, const Difference &d)
{
    if (m_offline)
        return failed(refuseOffline()).error();
    if (Status s = checkOutputEditable(outputId, m_annotator); !s)
        return failed(s).error();
    Result<qint64> id = m_differences.addDifference(outputId, d);
    if (!id)
        return failed(id.error()).error();
    if (const auto stored = difference(id.value()))
        Q_EMIT differenceAdded(outputId, stored->difference);
    return id;
}

Status StudyDocument::writeDifferenceBox(qint64 differenceId, const QRectF &box)
{
    if (m_offline)
        return failed(refuseOffline());
    if (Status s = checkDifferenceEditable(differenceId, m_annotator); !s)
        return failed(s);
    if (Status s = m_differences.setDifferenceBox(differenceId, box); !s)
        return failed(s);
    if (const auto stored = difference(differenceId))
        Q_EMIT differenceChanged(stored->outputId, stored->difference);
    return Status::success();
}

Status StudyDocument::writeRelabel(qint64 differenceId, EditOp op, const QString &description)
{
    if (m_offline)
        return failed(refuseOffline());
    if (Status s = checkDifferenceEditable(differenceId, m_annotator); !s)
        return failed(s);
    if (Status s = m_differences.relabelDifference(differenceId, op, description); !s)
        return failed(s);
    if (const auto stored = difference(differenceId))
        Q_EMIT differenceChanged(stored->outputId, stored->difference);
    return Status::success();
}

Status StudyDocument::writeDeleteDifference(qint64 differenceId)
{
    if (m_offline)
        return failed(refuseOffline());
    const auto stored = difference(differenceId);
    if (!stored)
        return failed(Error{QCoreApplication::translate("StudyDocument", "no difference with id %1").arg(differenceId),
                            m_store->filePath()});
    if (Status s = checkOutputEditable(stored->outputId, m_annotator); !s)
        return failed(s);
    if (Status s = m_differences.deleteDifference(differenceId); !s)
        return failed(s);
    Q_EMIT differenceRemoved(stored->outputId, differenceId);
    return Status::success();
}

Status StudyDocument::writeReview(qint64 differenceId, const QString &annotator, std::optional<ReviewDecision> decision)
{
    JournalEdit edit;
    edit.kind = JournalEdit::Kind::Review;
    edit.differenceId = differenceId;
    edit.annotator = annotator;
    edit.review = decision;
    return writeAnswer(
        edit, itemOfOutputIfKnown(m_outputOfDifference.value(differenceId)),
        [&] { return checkDifferenceEditable(differenceId, annotator); },
        [&] { return m_differences.setReview(differenceId, annotator, decision); });
}

Status StudyDocument::writeCoherence(qint64 differenceId, const QString &annotator,
                                     const std::optional<CoherenceLabel> &label)
{
    JournalEdit edit;
    edit.kind = JournalEdit::Kind::Coherence;
    edit.differenceId = differenceId;
    edit.annotator = annotator;
    edit.coherent = label;
    return writeAnswer(
        edit, itemOfOutputIfKnown(m_outputOfDifference.value(differenceId)),
        [&] { return checkDifferenceEditable(differenceId, annotator); },
        [&] { return m_differences.setCoherence(differenceId, annotator, label); });
}

Status StudyDocument::writeComplete(qint64 outputId, const QString &annotator, bool complete)
{
    JournalEdit edit;
    edit.kind = JournalEdit::Kind::Complete;
    edit.outputId = outputId;
    edit.annotator = annotator;
    edit.complete = complete;
    return writeAnswer(
        edit, itemOfOutputIfKnown(outputId), [&] { return checkOutputEditable(outputId, annotator); },
        [&] { return m_differences.setComplete(outputId, annotator, complete); });
}

bool StudyDocument::isComplete(qint64 outputId, const QString &annotator) const
{
    if (m_journal)
        if (const std::optional<bool> journalled = m_journal->complete(outputId, annotator))
            return *journalled;
    const Result<QStringList> names = m_differences.completeBy(outputId);
    if (!names && m_store->isServer())
        return m_seen.complete.value(seenKey(outputId, annotator), false);
    const bool complete = names && names.value().contains(annotator);
    if (names && m_store->isServer())
        m_seen.complete.insert(seenKey(outputId, annotator), complete);
    return complete;
}

Status StudyDocument::writeMask(const MaskKey &key, const QImage &image)
{
    if (m_offline)
        return failed(refuseOffline());
    if (Status s = checkEditable(key.itemId, key.annotator); !s)
        return failed(s);
    Status s = image.isNull() ? m_differences.deleteMask(key) : m_differences.saveMask(key, image);
    if (!s)
        return failed(s);
    Q_EMIT maskChanged(key);
    return s;
}

Status StudyDocument::openItem(qint64 itemId)
{
    if (m_offline) // time on items is not journalled: it restarts when the server is back
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
    if (m_offline) // time on items is not journalled: it restarts when the server is back
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
    m_locked.clear();
    JournalEdit edit;
    edit.kind = JournalEdit::Kind::Submission;
    edit.itemId = itemId;
    edit.annotator = m_annotator;
    if (m_offline) {
        if (Status s = journal(edit); !s)
            return s; // journal() said why
    } else if (Status s = m_sessions.submitItem(m_annotator, itemId); !s) {
        if (!serverLost())
            return failed(s);
        if (Status j = journal(edit); !j)
            return j;
    }
    m_undoStack.clear();
    Q_EMIT submissionChanged(itemId, m_annotator);
    return Status::success();
}

Status StudyDocument::reviseItem(qint64 itemId, const QString &reason)
{
    m_locked.clear();
    if (Status s = m_sessions.reviseItem(m_annotator, itemId, reason); !s)
        return failed(s);
    Q_EMIT submissionChanged(itemId, m_annotator);
    return Status::success();
}

} // namespace editlens::core
