// StudyDocument on a server study: what its ServerSession says (the server went away or is back, edits refused) as
// the document's signals, and going on without the server through the session's journal.
#include "studydocument.h"

#include "document/editjournal.h"
#include "document/serversession.h"
#include "server/changefeed.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace editlens::core {

namespace {

/// The server's refusal `why` (as the store reported it) in words for the window: what a refusal for a removed item
/// or output means, else the server's own message without its SQLSTATE.
QString plainRefusal(const QString &why)
{
    if (why.contains(QLatin1String("(23503)")))
        return QCoreApplication::translate("StudyDocument",
                                           "what they answer was removed from the study since they were given");
    QString text = why;
    text.remove(QRegularExpression(QStringLiteral("\\s*\\([0-9A-Z]{5}\\)\\s*$")));
    return text.simplified();
}

// The change signal of each kind of answer, made (stored or journalled). A submission has none here: submitItem
// says it once the undo stack is cleared.
void announceChange(StudyDocument &doc, const RatingEdit &e)
{
    Q_EMIT doc.ratingChanged(e.outputId, e.dimension, e.annotator, e.value);
}
void announceChange(StudyDocument &doc, const PreferenceEdit &e)
{
    Q_EMIT doc.preferenceChanged(e.key, e.choice);
}
void announceChange(StudyDocument &doc, const ReviewEdit &e)
{
    Q_EMIT doc.reviewChanged(e.differenceId, e.annotator, e.decision);
}
void announceChange(StudyDocument &doc, const CoherenceEdit &e)
{
    Q_EMIT doc.coherenceChanged(e.differenceId, e.annotator, e.label);
}
void announceChange(StudyDocument &doc, const CompleteEdit &e)
{
    Q_EMIT doc.completeChanged(e.outputId, e.annotator, e.complete);
}
void announceChange(StudyDocument &, const SubmissionEdit &)
{
}

// The answer `e` changed, as the document reads it now (what the server holds once the journal let it go).
JournalChange heldNow(const StudyDocument &doc, RatingEdit e)
{
    e.value = doc.rating(e.outputId, e.dimension, e.annotator);
    return e;
}
JournalChange heldNow(const StudyDocument &doc, PreferenceEdit e)
{
    e.choice = doc.preference(e.key);
    return e;
}
JournalChange heldNow(const StudyDocument &doc, ReviewEdit e)
{
    e.decision = doc.review(e.differenceId, e.annotator);
    return e;
}
JournalChange heldNow(const StudyDocument &doc, CoherenceEdit e)
{
    e.label = doc.coherence(e.differenceId, e.annotator);
    return e;
}
JournalChange heldNow(const StudyDocument &doc, CompleteEdit e)
{
    e.complete = doc.isComplete(e.outputId, e.annotator);
    return e;
}
JournalChange heldNow(const StudyDocument &, SubmissionEdit e)
{
    return e;
}

} // namespace

void StudyDocument::setUpServer()
{
    m_server = std::make_unique<ServerSession>(*m_store, *m_feed);
    rememberWhatIsShown();
    connect(m_server.get(), &ServerSession::reachabilityChanged, this, &StudyDocument::onReachabilityChanged);
    connect(m_server.get(), &ServerSession::editsRefused, this, &StudyDocument::reportSetAside);
}

bool StudyDocument::isServerReachable() const
{
    return !isOffline();
}

bool StudyDocument::isOffline() const
{
    return m_server && !m_server->isOnline();
}

const EditJournal *StudyDocument::journal() const
{
    return m_server ? m_server->journal() : nullptr;
}

void StudyDocument::rememberWhatIsShown()
{
    // Every answer made here (stored or journalled) or heard of from the server passes through these signals.
    connect(this, &StudyDocument::ratingChanged, this,
            [this](qint64 output, const QString &dimension, const QString &annotator, std::optional<double> value) {
                m_server->see(RatingEdit{annotator, output, dimension, value});
            });
    connect(this, &StudyDocument::preferenceChanged, this,
            [this](const PreferenceKey &key, const std::optional<PreferenceValue> &value) {
                m_server->see(PreferenceEdit{key, value});
            });
    connect(this, &StudyDocument::reviewChanged, this,
            [this](qint64 difference, const QString &annotator, std::optional<ReviewDecision> decision) {
                m_server->see(ReviewEdit{annotator, difference, decision});
            });
    connect(this, &StudyDocument::coherenceChanged, this,
            [this](qint64 difference, const QString &annotator, const std::optional<CoherenceLabel> &label) {
                m_server->see(CoherenceEdit{annotator, difference, label});
            });
    connect(this, &StudyDocument::completeChanged, this,
            [this](qint64 output, const QString &annotator, bool complete) {
                m_server->see(CompleteEdit{annotator, output, complete});
            });
}

int StudyDocument::pendingEdits() const
{
    return m_server ? m_server->pendingEdits() : 0;
}

QString StudyDocument::journalFile() const
{
    return m_server ? m_server->journalFile() : QString();
}

bool StudyDocument::serverLost()
{
    return m_server && m_server->serverLost();
}

void StudyDocument::onReachabilityChanged(bool reachable, int pending)
{
    Q_EMIT serverStateChanged(reachable, pending);
    if (!reachable)
        return;
    // Nothing was heard while the connection was down: the views re-read what they show.
    for (const QString &table : ChangeFeed::announcedTables())
        Q_EMIT remoteChange(table);
}

Status StudyDocument::journal(const JournalEdit &edit)
{
    if (Status s = m_server->keep(edit); !s) {
        reportError(s.error());
        return s;
    }
    announce(edit);
    Q_EMIT serverStateChanged(false, pendingEdits());
    return Status::success();
}

void StudyDocument::announce(const JournalEdit &edit)
{
    std::visit([this](const auto &change) { announceChange(*this, change); }, edit.change);
}

Status StudyDocument::journalOffline(const JournalEdit &edit, qint64 itemId)
{
    if (m_server->isLockedOffline(itemId, edit.author()))
        return failed(lockedError());
    return journal(edit);
}

Status StudyDocument::refuseOffline() const
{
    return Error{QCoreApplication::translate("StudyDocument",
                                             "the server cannot be reached: answers are kept on this computer and "
                                             "sent when it is back, but boxes and masks need the server"),
                 m_store->filePath()};
}

bool StudyDocument::reconnectNow()
{
    return m_server ? m_server->reconnectNow() : true;
}

void StudyDocument::reportSetAside(const QVector<SetAsideEdit> &edits)
{
    if (edits.isEmpty())
        return;
    for (const SetAsideEdit &aside : edits) {
        const JournalEdit &e = aside.edit;
        // The window showed the edit as made: now it shows what the server holds (the journal no longer answers).
        if (const SubmissionEdit *submission = e.as<SubmissionEdit>())
            Q_EMIT submissionChanged(submission->itemId, submission->annotator);
        else
            announce(JournalEdit(std::visit([this](const auto &change) { return heldNow(*this, change); }, e.change)));
    }
    Q_EMIT editsSetAside(int(edits.size()), plainRefusal(edits.first().reason));
}

} // namespace editlens::core
