// StudyDocument on a server study: hearing other clients (ChangeFeed), and going on without the server (EditJournal).
#include "studydocument.h"

#include "storage/changefeed.h"
#include "storage/editjournal.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTimer>

Q_DECLARE_LOGGING_CATEGORY(lcDocument)

namespace editlens::core {

namespace {

/// How often a window without its server tries to reach it again.
constexpr int kReconnectMs = 2000;

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

    Result<std::unique_ptr<EditJournal>> journal = EditJournal::open(EditJournal::fileFor(m_store->location()));
    if (!journal) {
        qCWarning(lcDocument) << journal.error().toString();
        return;
    }
    m_journal = std::move(journal).value();
    // Edits kept while the server was away in an earlier run of the window (it was closed or killed before they
    // could be sent) go first.
    if (m_journal->pendingCount() > 0) {
        if (Result<int> sent = m_journal->replay(*m_store); !sent) {
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

bool StudyDocument::serverLost()
{
    if (!m_store->isServer() || !m_journal || m_store->isReachable())
        return false;
    m_offline = true;
    m_reconnectTimer->start();
    qCWarning(lcDocument) << m_store->filePath() << "cannot be reached; edits are kept in" << m_journal->filePath();
    Q_EMIT serverStateChanged(false, pendingEdits());
    return true;
}

Status StudyDocument::journal(const JournalEdit &edit)
{
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
    switch (edit.kind) {
    case JournalEdit::Kind::Rating:
        Q_EMIT ratingChanged(edit.outputId, edit.dimension, edit.annotator, edit.value);
        break;
    case JournalEdit::Kind::Preference:
        Q_EMIT preferenceChanged(edit.preference, edit.choice);
        break;
    case JournalEdit::Kind::Review:
        Q_EMIT reviewChanged(edit.differenceId, edit.annotator, edit.review);
        break;
    case JournalEdit::Kind::Coherence:
        Q_EMIT coherenceChanged(edit.differenceId, edit.annotator, edit.coherent);
        break;
    case JournalEdit::Kind::Complete:
        Q_EMIT completeChanged(edit.outputId, edit.annotator, edit.complete);
        break;
    case JournalEdit::Kind::Submission:
        break; // submitItem reports it
    }
}

Status StudyDocument::journalOffline(const JournalEdit &edit, qint64 itemId)
{
    if (itemId > 0 && m_journal && m_journal->submitted(itemId, edit.annotator) && m_lockAfterSubmit.value_or(true))
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
    if (m_offline || !m_store->isReachable()) {
        if (Status s = m_store->reconnect(); !s)
            return false;
        m_feed->resubscribe();
    }
    if (m_journal && m_journal->pendingCount() > 0) {
        if (Result<int> sent = m_journal->replay(*m_store); !sent) {
            qCWarning(lcDocument) << sent.error().toString();
            return false;
        }
    }
    const bool wasOffline = m_offline;
    m_offline = false;
    m_reconnectTimer->stop();
    if (wasOffline)
        Q_EMIT serverStateChanged(true, 0);
    return true;
}

} // namespace editlens::core
