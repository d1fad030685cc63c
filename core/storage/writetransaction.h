#pragma once

#include "util/error.h"
#include "util/progress.h"

#include <QString>

class QSqlDatabase;

namespace editlens::core {

class SqlDialect;

/// One write transaction (RAII): `begin()` takes the write lock up front (BEGIN IMMEDIATE in SQLite,
/// waiting up to the connection's busy timeout) and retries a few times when another process still
/// holds it; the destructor rolls back unless `commit()` succeeded. Use on the connection's thread only.
class WriteTransaction
{
public:
    WriteTransaction(QSqlDatabase &db, const SqlDialect &dialect);
    ~WriteTransaction();
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;

    bool begin();
    /// Like begin(), but waits for another writer as beginWriteOrReason does: up to `maxWaitSeconds` (0: one try
    /// of the busy timeout), asking `waiting` between tries; lastError() then names the program holding the study.
    /// For a user's action, whose error should say who holds the study rather than the engine's "database is locked".
    bool beginWaiting(const ProgressCallback &waiting = {}, int maxWaitSeconds = 0);
    bool commit();
    /// The database's last error text (after a failed begin or commit).
    QString lastError() const { return m_error; }

    /// How many times `begin` tries before giving up; each try waits up to the busy timeout.
    static constexpr int beginAttempts = 4;

private:
    QSqlDatabase &m_db;
    const SqlDialect &m_dialect;
    bool m_open = false;
    QString m_error;
};

/// Runs `body` (returning Status) inside one WriteTransaction and commits when it succeeded; errors
/// are prefixed with `what` and name `file`. A failed body or commit leaves the database unchanged.
template<typename Body>
Status runInWriteTransaction(QSqlDatabase &db, const SqlDialect &dialect, const QString &file, const QString &what,
                             Body body)
{
    WriteTransaction tx(db, dialect);
    if (!tx.begin())
        return Error{what + QStringLiteral(": ") + tx.lastError(), file};
    if (Status s = body(); !s)
        return s;
    if (!tx.commit())
        return Error{what + QStringLiteral(": ") + tx.lastError(), file};
    return Status::success();
}

} // namespace editlens::core
