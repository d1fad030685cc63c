#include "sqldialect.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QVariant>

#include <sqlite3.h>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace editlens::core {

QString SqliteDialect::driverName() const
{
    return QStringLiteral("QSQLITE");
}

QString SqliteDialect::primaryKeyType() const
{
    return QStringLiteral("INTEGER PRIMARY KEY");
}

QStringList SqliteDialect::connectionSetup() const
{
    // FULL in WAL mode syncs the log on every commit: an annotation shown as saved survives a
    // power cut, not only a killed process. BENCHMARKS.md records what it costs per write.
    return {QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("PRAGMA synchronous = FULL"),
            QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA busy_timeout = 5000"),
            QStringLiteral("PRAGMA temp_store = MEMORY")};
}

namespace {

sqlite3 *sqliteHandle(QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3 *const *>(handle.constData());
    return nullptr;
}

// A log above this size is truncated on close when nobody else is using it; below it, SQLite's own
// restart-from-the-start keeps reusing the file.
constexpr qint64 kTruncateLogAbove = 16 * 1024 * 1024;

} // namespace

QString SqliteDialect::configureConnection(QSqlDatabase &db) const
{
    sqlite3 *raw = sqliteHandle(db);
    if (!raw)
        return QCoreApplication::translate("SqliteDialect", "the SQLite driver exposes no handle");
    int persist = 1;
    const int rc = sqlite3_file_control(raw, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
    if (rc != SQLITE_OK)
        return QString::fromUtf8(sqlite3_errstr(rc));
    return {};
}

void SqliteDialect::beforeClose(QSqlDatabase &db, const QString &file) const
{
    if (!db.isOpen() || QFileInfo(file + QStringLiteral("-wal")).size() <= kTruncateLogAbove)
        return;
    QSqlQuery q(db);
    // Never wait here: a busy log is simply left for a later close.
    q.exec(QStringLiteral("PRAGMA busy_timeout = 0"));
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

int SqliteDialect::schemaVersion(QSqlDatabase &db) const
{
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
        return q.value(0).toInt();
    return -1; // not a database SQLite can read
}

bool SqliteDialect::setSchemaVersion(QSqlDatabase &db, int version) const
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
}

QString SqlDialect::upsertClause(const QStringList &conflictColumns, const QStringList &updateColumns) const
{
    QStringList sets;
    sets.reserve(updateColumns.size());
    for (const QString &c : updateColumns)
        sets << c + QStringLiteral(" = excluded.") + c;
    return QStringLiteral(" ON CONFLICT(%1) DO UPDATE SET %2")
        .arg(conflictColumns.join(QStringLiteral(", ")), sets.join(QStringLiteral(", ")));
}

QStringList SqliteDialect::tables(QSqlDatabase &db) const
{
    QStringList names;
    for (const QString &t : db.tables(QSql::TableType(QSql::Tables | QSql::Views)))
        names << t.toLower();
    return names;
}

QString SqliteDialect::beginWriteTransaction() const
{
    return QStringLiteral("BEGIN IMMEDIATE");
}

QString SqliteDialect::beginReadSnapshot() const
{
    return QStringLiteral("BEGIN");
}

bool beginWrite(QSqlDatabase &db, const SqlDialect &dialect)
{
    return beginWriteOrReason(db, dialect).isEmpty();
}

QString sqlErrorText(const QSqlError &error)
{
    QString engine = error.databaseText().trimmed();
    // Qt's PostgreSQL driver appends the SQLSTATE in parentheses, which is "()" when the server sent none (a lost
    // connection): the message ends with the server's words instead.
    if (error.nativeErrorCode().isEmpty() && engine.endsWith(QLatin1String("()")))
        engine = engine.chopped(2).trimmed();
    QString text = engine.isEmpty() ? error.driverText().trimmed() : engine;
    if (text.isEmpty()) // a statement run on a connection that is already closed reports nothing at all
        return QCoreApplication::translate("SqlDialect", "the database gave no reason (is the connection lost?)");
    return text;
}

namespace {

/// The program holding the write lock of the WAL study `databaseFile` ("editlens-cli (pid 1234)"), or empty when
/// unknown: SQLite's writer lock is byte 120 of the "-shm" file, and F_GETLK names the process holding it (a lock of
/// this very process is not reported).
QString writerOf(const QString &databaseFile)
{
#ifdef Q_OS_LINUX
    if (databaseFile.isEmpty())
        return {};
    const QByteArray shm = QFile::encodeName(databaseFile + QStringLiteral("-shm"));
    const int fd = ::open(shm.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {};
    struct flock probe = {};
    probe.l_type = F_WRLCK;
    probe.l_whence = SEEK_SET;
    probe.l_start = 120; // WAL_WRITE_LOCK in SQLite's wal.c: sizeof(WalIndexHdr) * 2 + sizeof(WalCkptInfo)
    probe.l_len = 1;
    const int got = ::fcntl(fd, F_GETLK, &probe);
    ::close(fd); // this process holds no lock through fd: closing it releases nothing of SQLite's
    if (got != 0 || probe.l_type == F_UNLCK || probe.l_pid <= 0)
        return {};
    QFile comm(QStringLiteral("/proc/%1/comm").arg(probe.l_pid));
    const QString name = comm.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(comm.readAll()).trimmed() : QString();
    return name.isEmpty()
               ? QCoreApplication::translate("SqliteDialect", "process %1").arg(probe.l_pid)
               : QCoreApplication::translate("SqliteDialect", "%1 (pid %2)").arg(name, QString::number(probe.l_pid));
#else
    Q_UNUSED(databaseFile);
    return {};
#endif
}

} // namespace

QString beginWriteOrReason(QSqlDatabase &db, const SqlDialect &dialect, const ProgressCallback &waiting,
                           int maxWaitSeconds)
{
    QElapsedTimer waited;
    waited.start();
    while (true) {
        QSqlQuery q(db);
        if (q.exec(dialect.beginWriteTransaction()))
            return {};
        const QSqlError error = q.lastError();
        // SQLITE_BUSY (5) / SQLITE_LOCKED (6): another connection kept the write lock for the whole busy timeout.
        const bool busy =
            error.nativeErrorCode() == QLatin1String("5") || error.nativeErrorCode() == QLatin1String("6");
        if (!busy) {
            const QString text = sqlErrorText(error);
            return text.isEmpty() ? QCoreApplication::translate("SqliteDialect", "the database gave no reason") : text;
        }
        const QString writer = writerOf(db.databaseName());
        const QString who = writer.isEmpty() ? QCoreApplication::translate("SqliteDialect",
                                                                           "another program (a window or editlens-cli)")
                                             : writer;
        const qint64 seconds = (waited.elapsed() + 500) / 1000;
        if (seconds >= maxWaitSeconds)
            return QCoreApplication::translate("SqliteDialect",
                                               "the study is locked: %1 has been writing to it for more than %2 s; "
                                               "try again when it has finished")
                .arg(who, QString::number(seconds));
        if (!reportProgress(waiting, 0, 0))
            return QCoreApplication::translate("SqliteDialect",
                                               "the study is locked: %1 has been writing to it; stopped waiting after "
                                               "%2 s as asked")
                .arg(who, QString::number(seconds));
    }
}

QString SqliteDialect::copyToFile() const
{
    return QStringLiteral("VACUUM INTO ?");
}

QString SqliteDialect::integrityCheck() const
{
    return QStringLiteral("PRAGMA integrity_check");
}

// SQLite reads a study in WAL mode only after creating its -wal and -shm files beside it, so an I/O error there says
// nothing about the file itself: on a full disk it is the disk.
QString unreadableStudyText(const QSqlError &error, const QString &file)
{
    const int primary = error.nativeErrorCode().toInt() & 0xff; // an extended result code's primary code
    if (primary != SQLITE_IOERR && primary != SQLITE_FULL && primary != SQLITE_CANTOPEN)
        return QCoreApplication::translate("StudyStore", "not a study file: %1").arg(error.databaseText());
    // Under 1 MiB: too little for the -shm index (32 KiB) and a log that can grow; root's reserve counts as free.
    const QStorageInfo disk(QFileInfo(file).absolutePath());
    if (disk.isValid() && disk.bytesFree() < 1024 * 1024)
        return QCoreApplication::translate("StudyStore",
                                           "the disk is full (%1 bytes free): SQLite could not create the study's "
                                           "-wal and -shm files beside it; free some space and try again (the study "
                                           "itself is unchanged)")
            .arg(disk.bytesFree());
    return QCoreApplication::translate("StudyStore", "cannot read the study (%1); the study itself is unchanged")
        .arg(error.databaseText());
}

} // namespace editlens::core
