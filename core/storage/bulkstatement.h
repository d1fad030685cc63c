#pragma once

#include <QString>

#include <memory>

class QSqlDatabase;

namespace editlens::core {

/// A statement prepared once and run for many rows inside the current transaction of its
/// connection: the bulk path of imports. Values are bound by 1-based position; run() executes the
/// statement and leaves it ready for the next row. Same thread as the connection; must be
/// destroyed before the connection closes.
class BulkStatement
{
public:
    virtual ~BulkStatement() = default;

    virtual void bind(int index, qint64 value) = 0;
    virtual void bind(int index, double value) = 0;
    virtual void bind(int index, const QString &value) = 0;
    /// Executes with the bound values; false on failure (see errorText()).
    virtual bool run() = 0;
    virtual QString errorText() const = 0;

    /// Prepares `sql` on `db`: straight on SQLite's C API when `db` is a SQLite connection (binding
    /// through Qt SQL costs more than the insert itself), else through QSqlQuery.
    static std::unique_ptr<BulkStatement> prepare(QSqlDatabase &db, const QString &sql);
};

} // namespace editlens::core
