// StudyDocument on a server study: hearing other clients (ChangeFeed), and going on without the server (EditJournal).
#include "studydocument.h"

#include "document/editjournal.h"
#include "server/changefeed.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QTimer>

Q_DECLARE_LOGGING_CATEGORY(lcDocument)
// The server connection's state changes (offline, back) as info; each reconnect attempt as debug, off unless
// QT_LOGGING_RULES asks for it (one every few seconds while the server is away).
Q_LOGGING_CATEGORY(lcSession, "editlens.session", QtInfoMsg)

namespace editlens::core {

namespace {

/// How often a window without its server tries to reach it again.
constexpr int kReconnectMs = 2000;
/// How often a window with its server checks the connection; free (libpq's own view of it) but for every
/// kProbeEvery-th check, which asks the server (a round trip).
constexpr int kConnectionCheckMs = 2000;
constexpr int kProbeEvery = 15;

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
    // Other windows on the study: their committed ratings reach the views (the Alignment dock among them) as if made
    // here; other changes as remoteChange().
    m_feed = new ChangeFeed(*m_store, this);
    connect(m_feed, &ChangeFeed::ratingChanged, this, &StudyDocument::ratingChanged);
    connect(m_feed, &ChangeFeed::tableChanged, this, &StudyDocument::remoteChange);
    connect(m_feed, &ChangeFeed::tableChanged, this, [this](const QString &table) {
        if (table == QLatin1String("item_submissions"))
            m_locked.clear();
    });
    rememberWhatIsShown();
    m_reconnectTimer = new QTimer(this);
    m_reconnectTimer->setInterval(kReconnectMs);
    connect(m_reconnectTimer, &QTimer::timeout, this, [this] { reconnectNow(); });
    // A window that only watches (the owner's dashboard) never writes, so no failed write would tell it that the
    // server went away: it checks by itself.
    m_connectionTimer = new QTimer(this);
    m_connectionTimer->setInterval(kConnectionCheckMs);
    connect(m_connectionTimer, &QTimer::timeout, this, &StudyDocument::checkConnection);
    m_connectionTimer->start();

    Result<std::unique_ptr<EditJournal>> journal = EditJournal::open(EditJournal::fileFor(m_store->location()));
    if (!journal) {
        qCWarning(lcDocument) << journal.error().toString();
        return;
    }
    m_journal = std::move(journal).value();
    // Edits kept while the server was away in an earlier run of the window (it was closed or killed before they
    // could be sent) go first.
    if (m_journal->pendingCount() > 0) {
        const ReplayReport report = m_journal->replay(*m_store);
        if (!report.setAside.isEmpty()) // said once the window listens
            QTimer::singleShot(0, this, [this, edits = report.setAside] { reportSetAside(edits); });
        if (report.stopped) {
            qCWarning(lcSession) << report.stopped->toString();
            m_offline = true;
            m_reconnectTimer->start();
        }
    }
}

QString StudyDocument::seenKey(qint64 id, const QString &annotator, const QString &more)
{
    return QString::number(id) + QLatin1Char('\n') + annotator + QLatin1Char('\n') + more;
}

QString StudyDocument::seenKey(const PreferenceKey &key)
{
    return seenKey(key.outputA, key.annotator, QString::number(key.outputB) + QLatin1Char('\n') + key.dimension);
}

void StudyDocument::rememberWhatIsShown()
{
    // Every answer made here (stored or journalled) or heard of from the server passes through these signals.
    connect(this, &StudyDocument::ratingChanged, this,
            [this](qint64 output, const QString &dimension, const QString &annotator, std::optional<double> value) {
                m_seen.ratings.insert(seenKey(output, annotator, dimension), value);
            });
    connect(this, &StudyDocument::preferenceChanged, this,
            [this](const PreferenceKey &key, const std::optional<PreferenceValue> &value) {
                m_seen.preferences.insert(seenKey(key), value);
            });
    connect(this, &StudyDocument::reviewChanged, this,
            [this](qint64 difference, const QString &annotator, std::optional<ReviewDecision> decision) {
                m_seen.reviews.insert(seenKey(difference, annotator), decision);
            });
    connect(this, &StudyDocument::coherenceChanged, this,
            [this](qint64 difference, const QString &annotator, const std::optional<CoherenceLabel> &label) {
                m_seen.coherence.insert(seenKey(difference, annotator), label);
            });
    connect(this, &StudyDocument::completeChanged, this,
            [this](qint64 output, const QString &annotator, bool complete) {
                m_seen.complete.insert(seenKey(output, annotator), complete);
            });
}

int StudyDocument::pendingEdits() const
{
    return m_journal ? m_journal->pendingCount() : 0;
}

QString StudyDocument::journalFile() const
{
    return m_journal ? m_journal->filePath() : QString();
}

bool StudyDocument::serverLost()
{
    if (!m_store->isServer() || m_store->isReachable())
        return false;
    goOffline();
    return true;
}

void StudyDocument::goOffline()
{
    m_offline = true;
    m_reconnectAttempts = 0;
    m_reconnectTimer->start();
    qCWarning(lcSession).noquote() << m_store->filePath() << "cannot be reached; going offline, edits are kept in"
                                   << (m_journal ? m_journal->filePath() : QStringLiteral("(no journal)")) << "("
                                   << pendingEdits() << "pending)";
    Q_EMIT serverStateChanged(false, pendingEdits());
}

void StudyDocument::checkConnection()
{
    if (m_offline)
        return; // the reconnect timer is at work
    // libpq marks the connection bad as soon as the feed's socket reads the server's goodbye (a shutdown, a restart,
    // a crash): asking it costs nothing. A connection that died without a word (the server's machine gone) answers
    // only a query, and a query waits as long as the operating system keeps the connection: that is asked seldom.
    const bool probe = ++m_connectionChecks % kProbeEvery == 0;
    if (m_store->database().isOpen() && (!probe || m_store->isReachable()))
        return;
    goOffline();
    reconnectNow(); // at once: a server that restarted is usually back already
}

Status StudyDocument::journal(const JournalEdit &edit)
{
    if (!m_journal) // the journal file could not be opened (said when the study was opened)
        return failed(Error{QCoreApplication::translate("StudyDocument",
                                                        "the server cannot be reached and this computer cannot keep "
                                                        "the answer (no offline journal)"),
                            m_store->filePath()});
    if (Status s = m_journal->append(edit); !s) {
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
    if (itemId > 0 && m_journal && m_journal->submitted(itemId, edit.author()) && m_lockAfterSubmit.value_or(true))
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
    if (!m_store->isServer())
        return true;
    bool reconnected = false;
    if (m_offline || !m_store->isReachable()) {
        ++m_reconnectAttempts;
        qCDebug(lcSession).noquote() << "reconnecting to" << m_store->filePath() << "(attempt" << m_reconnectAttempts
                                     << ")";
        if (Status s = m_store->reconnect(); !s) {
            qCDebug(lcSession).noquote() << "still unreachable:" << s.error().toString();
            return false;
        }
        m_feed->resubscribe();
        reconnected = true;
        qCInfo(lcSession).noquote() << "reconnected to" << m_store->filePath() << "after" << m_reconnectAttempts
                                    << "attempts;" << pendingEdits() << "edits to send";
    }
    QVector<SetAsideEdit> setAside;
    if (!sendJournal(setAside)) {
        reportSetAside(setAside);
        return false;
    }
    const bool wasOffline = m_offline || reconnected;
    m_offline = false;
    m_reconnectTimer->stop();
    if (wasOffline) {
        qCInfo(lcSession).noquote() << m_store->filePath() << "is back: live again, nothing pending," << setAside.size()
                                    << "edits set aside";
        m_locked.clear(); // submissions may have changed meanwhile
        Q_EMIT serverStateChanged(true, 0);
        // Nothing was heard while the connection was down: the views re-read what they show.
        for (const QString &table : ChangeFeed::announcedTables())
            Q_EMIT remoteChange(table);
    }
    reportSetAside(setAside); // after "back": the last word a window shows is what could not be stored
    return true;
}

bool StudyDocument::sendJournal(QVector<SetAsideEdit> &setAside)
{
    if (!m_journal || m_journal->pendingCount() == 0)
        return true;
    ReplayReport report = m_journal->replay(*m_store);
    setAside = std::move(report.setAside);
    if (report.stopped) {
        qCWarning(lcSession) << report.stopped->toString();
        return false;
    }
    return true;
}

void StudyDocument::reportSetAside(const QVector<SetAsideEdit> &edits)
{
    if (edits.isEmpty())
        return;
    m_locked.clear();
    for (const SetAsideEdit &aside : edits) {
        const JournalEdit &e = aside.edit;
        qCWarning(lcSession) << "the server refused an edit made offline; set aside in"
                             << (m_journal ? m_journal->filePath() : QString()) << ":" << aside.reason;
        // The window showed the edit as made: now it shows what the server holds (the journal no longer answers).
        if (const SubmissionEdit *submission = e.as<SubmissionEdit>())
            Q_EMIT submissionChanged(submission->itemId, submission->annotator);
        else
            announce(JournalEdit(std::visit([this](const auto &change) { return heldNow(*this, change); }, e.change)));
    }
    Q_EMIT editsSetAside(int(edits.size()), plainRefusal(edits.first().reason));
}

} // namespace editlens::core
