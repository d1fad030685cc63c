#pragma once

#include "util/error.h"

#include <QString>

class QSqlDatabase;

namespace editlens::core {

class SqlDialect;

/// One read-only transaction (RAII) in which every read sees one state of the study while others write to it: the
/// dialect's beginReadSnapshot() (SQLite: a deferred BEGIN, whose first read fixes the WAL snapshot; PostgreSQL:
/// REPEATABLE READ READ ONLY). The destructor ends it with a rollback, as nothing was written. Use on the
/// connection's thread only; the connection must outlive the snapshot.
class ReadSnapshot
{
public:
    ReadSnapshot(QSqlDatabase &db, const SqlDialect &dialect);
    ~ReadSnapshot();
    ReadSnapshot(const ReadSnapshot &) = delete;
    ReadSnapshot &operator=(const ReadSnapshot &) = delete;

    /// Begins the snapshot; a failure reads "<what>: <engine's words>" and names `file` (execOrFail's wording).
    Status begin(const QString &what, const QString &file);
    /// True between a successful begin() and the end of the snapshot's scope.
    bool isOpen() const { return m_open; }

private:
    QSqlDatabase &m_db;
    const SqlDialect &m_dialect;
    bool m_open = false;
};

} // namespace editlens::core
