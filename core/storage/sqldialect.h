#pragma once

#include "util/progress.h"

#include <QString>
#include <QStringList>

#include <QVariant>

class QSqlDatabase;
class QSqlError;

namespace editlens::core {

/// Starts a write transaction on `db` with the dialect's statement; commit with db.commit().
bool beginWrite(QSqlDatabase &db, const class SqlDialect &dialect);
/// The same; returns why it could not start (empty on success). While another writer holds the study, tries again
/// (each try waits up to the busy timeout, 5 s) until `maxWaitSeconds` have passed, calling `waiting` (0, 0) between
/// tries: returning false stops waiting. A study still locked says so in words, naming the program that holds the
/// lock when the system tells (Linux); anything else gives the engine's message.
QString beginWriteOrReason(QSqlDatabase &db, const class SqlDialect &dialect, const ProgressCallback &waiting = {},
                           int maxWaitSeconds = 0);

/// The engine's own words for `error` (SQLite's message), without the generic suffix Qt SQL appends
/// ("Unable to execute statement", "Error opening database"); the driver's text when the engine gave none. Never
/// empty, and without the "()" Qt's PostgreSQL driver appends when the server gave no SQLSTATE.
QString sqlErrorText(const QSqlError &error);

/// Why the first read of the study file `file` failed, for the error that opening it reports: a full disk (SQLite
/// could not create the -wal and -shm files beside it) is named as such, another I/O error as one, anything else as
/// "not a study file".
QString unreadableStudyText(const QSqlError &error, const QString &file);

/// Qt SQL binds a null QString as SQL NULL; text columns are NOT NULL with '' for "none".
inline QVariant sqlText(const QString &s)
{
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}

/// Everything that differs between SQL engines lives behind this interface, so that the schema,
/// migrations and queries in storage/ stay portable: SQLite (a study file) and PostgreSQL (a shared study on a
/// server, pgdialect.h). Statements elsewhere are written in the SQL both engines take (`INSERT … ON CONFLICT`,
/// `RETURNING id`, comparisons rather than integers as conditions). Immutable; safe to share between threads.
class SqlDialect
{
public:
    virtual ~SqlDialect() = default;

    virtual QString driverName() const = 0;
    /// True for a database server (several machines), false for a local file.
    virtual bool isServer() const = 0;
    /// A schema statement as this engine takes it; the migrations are written with SQLite's type names (INTEGER,
    /// REAL, BLOB), which a server dialect maps to its own (BIGINT, DOUBLE PRECISION, BYTEA).
    virtual QString adaptStatement(const QString &sql) const = 0;
    /// The study's tables, lower case (only those of the study's own schema on a server).
    virtual QStringList tables(QSqlDatabase &db) const = 0;
    /// Column type of an auto-incrementing 64-bit primary key ("INTEGER PRIMARY KEY" in SQLite).
    virtual QString primaryKeyType() const = 0;
    /// Statements run once on every new connection (journal mode, foreign keys, busy timeout...).
    virtual QStringList connectionSetup() const = 0;
    /// Engine settings that are not statements, applied to every new connection after connectionSetup().
    /// Returns an empty string on success, else the reason.
    virtual QString configureConnection(QSqlDatabase &db) const = 0;
    /// Called just before a connection closes (only on the thread that owns it).
    virtual void beforeClose(QSqlDatabase &db, const QString &file) const = 0;
    /// Reads and writes the schema version (PRAGMA user_version in SQLite).
    virtual int schemaVersion(QSqlDatabase &db) const = 0;
    virtual bool setSchemaVersion(QSqlDatabase &db, int version) const = 0;
    /// "INSERT ... ON CONFLICT(conflictColumns) DO UPDATE SET col = excluded.col, ..." tail: the same in SQLite
    /// (3.24 and later) and PostgreSQL (9.5 and later).
    QString upsertClause(const QStringList &conflictColumns, const QStringList &updateColumns) const;
    /// Starts a transaction that will write. SQLite: BEGIN IMMEDIATE takes the write lock up front, so
    /// a second process waits (busy_timeout) instead of failing when its read snapshot goes stale.
    virtual QString beginWriteTransaction() const = 0;
    /// Starts a read-only transaction whose reads all see one state of the study (ReadSnapshot).
    virtual QString beginReadSnapshot() const = 0;
    /// Statement with one parameter (the target file) that writes a consistent copy of the database; empty when the
    /// engine cannot write a file (a server study is copied to a file by `pull`).
    virtual QString copyToFile() const = 0;
    /// Statement that checks the file's integrity; returns "ok" in its first row when healthy.
    virtual QString integrityCheck() const = 0;
};

/// SQLite: WAL journal, synchronous=FULL (a commit is on disk when it returns), foreign keys on,
/// busy_timeout 5 s so two annotator processes on one file wait for each other instead of failing.
class SqliteDialect final : public SqlDialect
{
public:
    QString driverName() const override;
    bool isServer() const override { return false; }
    QString adaptStatement(const QString &sql) const override { return sql; }
    QStringList tables(QSqlDatabase &db) const override;
    QString primaryKeyType() const override;
    QStringList connectionSetup() const override;
    /// Keeps the -wal and -shm files when the connection closes (SQLITE_FCNTL_PERSIST_WAL). SQLite deletes
    /// them when it believes it is the last connection, which it judges from POSIX locks on the study file;
    /// a process loses all of those locks when it closes *any* descriptor of that file (a file dialog or
    /// a MIME sniffer reading it), and then another process closing would delete the log under it, so
    /// that its later commits went to a deleted file. With the files kept, no EditLens process ever
    /// unlinks them; their content is checkpointed into the study file all the same.
    QString configureConnection(QSqlDatabase &db) const override;
    /// A log that grew large (a big import) is checkpointed and truncated to zero bytes when that can be done
    /// without waiting (no reader or writer active): the safe TRUNCATE checkpoint, under SQLite's own locks
    /// in the -shm file.
    void beforeClose(QSqlDatabase &db, const QString &file) const override;
    int schemaVersion(QSqlDatabase &db) const override;
    bool setSchemaVersion(QSqlDatabase &db, int version) const override;
    QString beginWriteTransaction() const override;
    /// A deferred BEGIN: in WAL mode its first read fixes the snapshot, and writers go on meanwhile.
    QString beginReadSnapshot() const override;
    QString copyToFile() const override;
    QString integrityCheck() const override;
};

} // namespace editlens::core
