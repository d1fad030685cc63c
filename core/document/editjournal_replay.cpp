// EditJournal::replay: sending the edits kept offline, and setting aside those the server refuses for good.
#include "editjournal.h"

#include "storage/differencestore.h"
#include "storage/preferencestore.h"
#include "storage/sessionstore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcJournal)

namespace editlens::core {

namespace {

/// Whether a replayed edit the server did not take may be taken on a later try, from the server's message `why`
/// (read after the edit's transaction was rolled back). A server that cannot be reached may; so may a refusal whose
/// SQLSTATE says "try again": Qt's PostgreSQL driver ends the server's message with it in parentheses ("… (40001)").
/// Classes 08 (connection), 40 (serialization failure, deadlock), 53 (insufficient resources), 55 (lock not
/// available: the 10 s lock_timeout), 57 (operator intervention: shutdown, cancel), 58 (system error), and 25006 (a
/// read-only standby, until failover), and 42601: a statement whose preparation failed (a lock held too long) is run
/// by Qt's driver as an unnamed EXECUTE that the server calls a syntax error, and the next try, on a new connection,
/// prepares it afresh. Anything else with the server up — a constraint the edit now violates (what it answers was
/// removed), a refusal of the study's own checks (off the scale, locked), a right withdrawn — is for good.
bool mayPassLater(StudyStore &store, const QString &why)
{
    if (!store.isReachable())
        return true;
    static const QRegularExpression sqlState(QStringLiteral("\\(([0-9A-Z]{5})\\)\\s*$"));
    const QRegularExpressionMatch m = sqlState.match(why);
    if (!m.hasMatch())
        return false; // the study's own checks, made before the server was asked
    const QString state = m.captured(1);
    static const QStringList passing{QStringLiteral("08"), QStringLiteral("40"), QStringLiteral("53"),
                                     QStringLiteral("55"), QStringLiteral("57"), QStringLiteral("58")};
    return passing.contains(state.left(2)) || state == QLatin1String("25006") || state == QLatin1String("42601");
}

// Each kind applied inside the caller's transaction, through the same writes as when it is made online, with its time
// `at`. A refusal is returned as the store said it: the replay judges whether it may pass.

Status apply(StudyStore &store, const RatingEdit &e, const QString &at)
{
    if (!e.value)
        return store.clearRating(e.outputId, e.dimension, e.annotator);
    Result<qint64> id = store.setRatingInTransaction(e.outputId, e.dimension, e.annotator, *e.value, at);
    return id ? Status::success() : Status(id.error());
}

Status apply(StudyStore &store, const PreferenceEdit &e, const QString &at)
{
    return PreferenceStore(store).setPreferenceInTransaction(e.key, e.choice, at);
}

Status apply(StudyStore &store, const ReviewEdit &e, const QString &at)
{
    return DifferenceStore(store).setReviewInTransaction(e.differenceId, e.annotator, e.decision, at);
}

Status apply(StudyStore &store, const CoherenceEdit &e, const QString &at)
{
    return DifferenceStore(store).setCoherenceInTransaction(e.differenceId, e.annotator, e.label, at);
}

Status apply(StudyStore &store, const CompleteEdit &e, const QString &at)
{
    return DifferenceStore(store).setCompleteInTransaction(e.outputId, e.annotator, e.complete, at);
}

Status apply(StudyStore &store, const SubmissionEdit &e, const QString &at)
{
    return SessionStore(store).submitItemInTransaction(e.annotator, e.itemId, at);
}

Status applyEdit(StudyStore &store, const JournalEdit &e)
{
    const QString at = e.madeAt.toUTC().toString(Qt::ISODateWithMs);
    return std::visit([&](const auto &change) { return apply(store, change, at); }, e.change);
}

/// Sends edit `e` in one write transaction of its own: its key in applied_edits first (a key the server already holds
/// means this edit was applied before the window lost track), then the edit. Answers the server's words when it did
/// not take the edit (the transaction rolled back by then, so that the caller may ask the server why), an empty
/// string when it did, or an error when no transaction could begin.
Result<QString> sendInTransaction(StudyStore &store, const JournalEdit &e)
{
    WriteTransaction tx(store.database(), store.dialect());
    if (!tx.begin())
        return Error{
            QCoreApplication::translate("EditJournal", "cannot replay the edits made offline: %1").arg(tx.lastError()),
            store.filePath()};
    QString refused;
    {
        QSqlQuery mark(store.database());
        // A refusal, like the edit's own below, is answered with the server's words for the replay to judge. (A
        // statement that could not be prepared — a lock it waited for too long — says why at prepare(), and is not
        // run.)
        if (Status s = execBound(mark,
                                 QStringLiteral("INSERT INTO applied_edits(edit_key, annotator, applied_at) VALUES"
                                                " (?, ?, ?) ON CONFLICT DO NOTHING RETURNING edit_key"),
                                 {e.key, e.author(), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                                 QCoreApplication::translate("EditJournal", "cannot record the edit as sent"),
                                 store.filePath());
            !s)
            return s.error().message;
        const bool fresh = mark.next();
        mark.finish();
        if (fresh)
            if (Status s = applyEdit(store, e); !s)
                return s.error().message;
    }
    if (!tx.commit())
        return tx.lastError();
    return QString();
}

} // namespace

ReplayReport EditJournal::replay(StudyStore &store)
{
    const int before = pendingCount();
    ReplayReport report = replayPending(store);
    for (const SetAsideEdit &aside : report.setAside)
        qCDebug(lcJournal).noquote() << "set aside edit" << aside.edit.key << "of" << aside.edit.author() << ":"
                                     << aside.reason;
    if (before > 0)
        qCInfo(lcJournal).noquote() << "replayed" << m_file << "to" << store.filePath() << ":" << report.sent << "sent,"
                                    << report.setAside.size() << "refused and set aside," << pendingCount()
                                    << "still pending"
                                    << (report.stopped ? QStringLiteral("(stopped: %1)").arg(report.stopped->message)
                                                       : QString());
    return report;
}

ReplayReport EditJournal::replayPending(StudyStore &store)
{
    ReplayReport report;
    const QVector<JournalEdit> edits = m_cache;
    for (const JournalEdit &e : edits) {
        // The first failure rolls the edit's transaction back and is judged: a refusal for good sets the edit aside,
        // anything else (the server away) stops the replay here.
        const Result<QString> sent = sendInTransaction(store, e);
        if (!sent) {
            report.stopped = sent.error();
            return report;
        }
        if (const QString &refused = sent.value(); !refused.isEmpty()) {
            if (mayPassLater(store, refused)) {
                report.stopped = Error{
                    QCoreApplication::translate("EditJournal", "cannot replay the edits made offline: %1").arg(refused),
                    store.filePath()};
                return report;
            }
            const QDateTime now = QDateTime::currentDateTimeUtc();
            if (Status s = putAside(e.key, refused, now); !s) {
                report.stopped = s.error();
                return report;
            }
            report.setAside.push_back({e, refused, now});
            continue;
        }
        // Forgotten only once the server has it: a crash here replays it, and its key makes that a no-op.
        if (Status s = forget(e.key); !s) {
            report.stopped = s.error();
            return report;
        }
        ++report.sent;
    }
    return report;
}

Status EditJournal::putAside(const QString &key, const QString &reason, const QDateTime &at)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QString what = QCoreApplication::translate("EditJournal", "cannot update the offline journal");
    const auto moveToSetAside = [&]() -> Status {
        QSqlQuery q(db);
        if (Status s = execBound(q,
                                 QStringLiteral("INSERT INTO set_aside(key, kind, made_at, data, reason, set_aside_at)"
                                                " SELECT key, kind, made_at, data, ?, ? FROM edits WHERE key = ?"),
                                 {reason, at.toUTC().toString(Qt::ISODateWithMs), key}, what, m_file);
            !s)
            return s;
        return execBound(q, QStringLiteral("DELETE FROM edits WHERE key = ?"), {key}, what, m_file);
    };
    const SqliteDialect journalEngine; // the journal is a SQLite file of this machine, whatever the study's engine
    if (Status s = runInWriteTransaction(db, journalEngine, m_file, what, moveToSetAside); !s)
        return s;
    m_cache.erase(std::remove_if(m_cache.begin(), m_cache.end(), [&](const JournalEdit &e) { return e.key == key; }),
                  m_cache.end());
    return Status::success();
}

} // namespace editlens::core
