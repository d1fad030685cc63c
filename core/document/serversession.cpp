#include "serversession.h"

#include "server/changefeed.h"
#include "storage/planstore.h"
#include "storage/sessionstore.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QLoggingCategory>
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

QString keyOf(qint64 id, const QString &annotator, const QString &more = {})
{
    return QString::number(id) + QLatin1Char('\n') + annotator + QLatin1Char('\n') + more;
}

// What names an answer, whatever its value.
QString answerKey(const RatingEdit &e)
{
    return keyOf(e.outputId, e.annotator, e.dimension);
}
QString answerKey(const PreferenceEdit &e)
{
    return keyOf(e.key.outputA, e.key.annotator, QString::number(e.key.outputB) + QLatin1Char('\n') + e.key.dimension);
}
QString answerKey(const ReviewEdit &e)
{
    return keyOf(e.differenceId, e.annotator);
}
QString answerKey(const CoherenceEdit &e)
{
    return keyOf(e.differenceId, e.annotator);
}
QString answerKey(const CompleteEdit &e)
{
    return keyOf(e.outputId, e.annotator);
}
QString answerKey(const SubmissionEdit &e)
{
    return keyOf(e.itemId, e.annotator);
}

} // namespace

ServerSession::ServerSession(StudyStore &store, ChangeFeed &feed, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_feed(feed)
{
    // Another window's submission or revision arrives as a change of the submissions' table.
    connect(&m_feed, &ChangeFeed::tableChanged, this, [this](const QString &table) {
        if (table == QLatin1String("item_submissions"))
            forgetLocks();
    });
    m_reconnectTimer = new QTimer(this);
    m_reconnectTimer->setInterval(kReconnectMs);
    connect(m_reconnectTimer, &QTimer::timeout, this, [this] { reconnectNow(); });
    // A window that only watches (the owner's dashboard) never writes, so no failed write would tell it that the
    // server went away: it checks by itself.
    m_connectionTimer = new QTimer(this);
    m_connectionTimer->setInterval(kConnectionCheckMs);
    connect(m_connectionTimer, &QTimer::timeout, this, &ServerSession::checkConnection);
    m_connectionTimer->start();

    Result<std::unique_ptr<EditJournal>> journal = EditJournal::open(EditJournal::fileFor(m_store.location()));
    if (!journal) {
        qCWarning(lcDocument) << journal.error().toString();
        return;
    }
    m_journal = std::move(journal).value();
    // Edits kept while the server was away in an earlier run of the window (it was closed or killed before they
    // could be sent) go first.
    if (m_journal->pendingCount() > 0) {
        const ReplayReport report = m_journal->replay(m_store);
        if (!report.setAside.isEmpty()) // said once the window listens
            QTimer::singleShot(0, this, [this, edits = report.setAside] { refused(edits); });
        if (report.stopped) {
            qCWarning(lcSession) << report.stopped->toString();
            m_offline = true;
            m_reconnectTimer->start();
        }
    }
}

ServerSession::~ServerSession() = default;

int ServerSession::pendingEdits() const
{
    return m_journal ? m_journal->pendingCount() : 0;
}

QString ServerSession::journalFile() const
{
    return m_journal ? m_journal->filePath() : QString();
}

Status ServerSession::keep(const JournalEdit &edit)
{
    if (!m_journal) // the journal file could not be opened (said when the study was opened)
        return Error{QCoreApplication::translate("StudyDocument",
                                                 "the server cannot be reached and this computer cannot keep "
                                                 "the answer (no offline journal)"),
                     m_store.filePath()};
    return m_journal->append(edit);
}

QString ServerSession::seenKey(const JournalChange &answer)
{
    // The kind first: a review and a coherence label of one difference by one annotator are two answers.
    return QString::number(answer.index()) + QLatin1Char('\n')
           + std::visit([](const auto &e) { return answerKey(e); }, answer);
}

void ServerSession::see(const JournalChange &answer) const
{
    m_seen.insert(seenKey(answer), answer);
}

Result<bool> ServerSession::isLocked(qint64 itemId, const QString &annotator) const
{
    if (!m_lockAfterSubmit) {
        Result<PlanSettings> settings = PlanStore(m_store).settings();
        if (!settings)
            return settings.error();
        m_lockAfterSubmit = settings.value().lockAfterSubmit;
    }
    if (!*m_lockAfterSubmit)
        return false;
    if (m_journal && m_journal->submitted(itemId, annotator))
        return true;
    const QPair<qint64, QString> key{itemId, annotator};
    if (const auto known = m_locked.constFind(key); known != m_locked.cend())
        return *known;
    Result<Submission> sub = SessionStore(m_store).submission(annotator, itemId);
    if (!sub)
        return sub.error();
    m_locked.insert(key, sub.value().locked);
    return sub.value().locked;
}

bool ServerSession::isLockedOffline(qint64 itemId, const QString &annotator) const
{
    return itemId > 0 && m_journal && m_journal->submitted(itemId, annotator) && m_lockAfterSubmit.value_or(true);
}

bool ServerSession::serverLost()
{
    if (m_store.isReachable())
        return false;
    goOffline();
    return true;
}

void ServerSession::goOffline()
{
    m_offline = true;
    m_reconnectAttempts = 0;
    m_reconnectTimer->start();
    qCWarning(lcSession).noquote() << m_store.filePath() << "cannot be reached; going offline, edits are kept in"
                                   << (m_journal ? m_journal->filePath() : QStringLiteral("(no journal)")) << "("
                                   << pendingEdits() << "pending)";
    Q_EMIT reachabilityChanged(false, pendingEdits());
}

void ServerSession::checkConnection()
{
    if (m_offline)
        return; // the reconnect timer is at work
    // libpq marks the connection bad as soon as the feed's socket reads the server's goodbye (a shutdown, a restart,
    // a crash): asking it costs nothing. A connection that died without a word (the server's machine gone) answers
    // only a query, and a query waits as long as the operating system keeps the connection: that is asked seldom.
    const bool probe = ++m_connectionChecks % kProbeEvery == 0;
    if (m_store.database().isOpen() && (!probe || m_store.isReachable()))
        return;
    goOffline();
    reconnectNow(); // at once: a server that restarted is usually back already
}

bool ServerSession::reconnectNow()
{
    bool reconnected = false;
    if (m_offline || !m_store.isReachable()) {
        ++m_reconnectAttempts;
        qCDebug(lcSession).noquote() << "reconnecting to" << m_store.filePath() << "(attempt" << m_reconnectAttempts
                                     << ")";
        if (Status s = m_store.reconnect(); !s) {
            qCDebug(lcSession).noquote() << "still unreachable:" << s.error().toString();
            return false;
        }
        m_feed.resubscribe();
        reconnected = true;
        qCInfo(lcSession).noquote() << "reconnected to" << m_store.filePath() << "after" << m_reconnectAttempts
                                    << "attempts;" << pendingEdits() << "edits to send";
    }
    QVector<SetAsideEdit> setAside;
    if (!sendJournal(setAside)) {
        refused(setAside);
        return false;
    }
    const bool wasOffline = m_offline || reconnected;
    m_offline = false;
    m_reconnectTimer->stop();
    if (wasOffline) {
        qCInfo(lcSession).noquote() << m_store.filePath() << "is back: live again, nothing pending," << setAside.size()
                                    << "edits set aside";
        forgetLocks(); // submissions may have changed meanwhile
        Q_EMIT reachabilityChanged(true, 0);
    }
    refused(setAside); // after "back": the last word a window shows is what could not be stored
    return true;
}

bool ServerSession::sendJournal(QVector<SetAsideEdit> &setAside)
{
    if (!m_journal || m_journal->pendingCount() == 0)
        return true;
    ReplayReport report = m_journal->replay(m_store);
    setAside = std::move(report.setAside);
    if (report.stopped) {
        qCWarning(lcSession) << report.stopped->toString();
        return false;
    }
    return true;
}

void ServerSession::refused(const QVector<SetAsideEdit> &edits)
{
    if (edits.isEmpty())
        return;
    forgetLocks();
    for (const SetAsideEdit &aside : edits)
        qCWarning(lcSession) << "the server refused an edit made offline; set aside in" << journalFile() << ":"
                             << aside.reason;
    Q_EMIT editsRefused(edits);
}

} // namespace editlens::core
