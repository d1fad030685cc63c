#include "bulkstatement.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QVector>

#include <sqlite3.h>

namespace editlens::core {

namespace {

/// SQLite's own prepared statement, on the handle Qt's QSQLITE driver exposes (the same
/// system libsqlite3 that driver links on Debian).
class SqliteBulkStatement final : public BulkStatement
{
public:
    SqliteBulkStatement(sqlite3 *db, const QString &sql) : m_db(db)
    {
        const QByteArray utf8 = sql.toUtf8();
        if (sqlite3_prepare_v2(m_db, utf8.constData(), int(utf8.size()), &m_stmt, nullptr) != SQLITE_OK) {
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
            m_stmt = nullptr;
        }
    }
    ~SqliteBulkStatement() override { sqlite3_finalize(m_stmt); }

    void bind(int index, qint64 value) override { sqlite3_bind_int64(m_stmt, index, value); }
    void bind(int index, double value) override { sqlite3_bind_double(m_stmt, index, value); }
    void bind(int index, const QString &value) override
    {
        const QByteArray utf8 = value.toUtf8();
        sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    }

    bool run() override
    {
        if (!m_stmt)
            return false;
        const int rc = sqlite3_step(m_stmt);
        if (rc != SQLITE_DONE && rc != SQLITE_ROW)
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
        return rc == SQLITE_DONE || rc == SQLITE_ROW;
    }

    QString errorText() const override { return m_error; }

private:
    sqlite3 *m_db;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
};

/// Portable fallback through Qt SQL.
class QtBulkStatement final : public BulkStatement
{
public:
    QtBulkStatement(QSqlDatabase &db, const QString &sql) : m_query(db)
    {
        m_query.setForwardOnly(true);
        m_prepared = m_query.prepare(sql);
    }

    void bind(int index, qint64 value) override { m_query.bindValue(index - 1, value); }
    void bind(int index, double value) override { m_query.bindValue(index - 1, value); }
    void bind(int index, const QString &value) override { m_query.bindValue(index - 1, value); }
    bool run() override
    {
        // The caller asks errorText() for the engine's words, as of SQLite's own statement: the Status is a yes or no.
        return m_prepared && execOrFail(m_query, QStringLiteral("bulk statement"), {}).ok();
    }
    QString errorText() const override { return sqlErrorText(m_query.lastError()); }

private:
    QSqlQuery m_query;
    bool m_prepared = false;
};

} // namespace

std::unique_ptr<BulkStatement> BulkStatement::prepare(QSqlDatabase &db, const QString &sql)
{
    const QVariant handle = db.driver()->handle();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0) {
        if (sqlite3 *raw = *static_cast<sqlite3 *const *>(handle.constData()))
            return std::make_unique<SqliteBulkStatement>(raw, sql);
    }
    return std::make_unique<QtBulkStatement>(db, sql);
}

} // namespace editlens::core
