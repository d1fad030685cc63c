#pragma once

#include "storage/sqldialect.h"

namespace editlens::core {

/// PostgreSQL (Qt's QPSQL driver over libpq): a study is one schema on the server, selected by `search_path` on every
/// connection, so the same unqualified statements run on both engines. Ids are 64-bit identity columns, reals double
/// precision, blobs bytea; the schema version is a row of `study_meta`. A write transaction is a plain BEGIN (READ
/// COMMITTED): row locks and unique keys, not a whole-database lock, keep two annotators apart. Immutable.
class PgDialect final : public SqlDialect
{
public:
    explicit PgDialect(QString schema);

    QString schema() const { return m_schema; }

    QString driverName() const override;
    bool isServer() const override { return true; }
    QString adaptStatement(const QString &sql) const override;
    QStringList tables(QSqlDatabase &db) const override;
    QString primaryKeyType() const override;
    QStringList connectionSetup() const override;
    QString configureConnection(QSqlDatabase &db) const override;
    void beforeClose(QSqlDatabase &db, const QString &file) const override;
    int schemaVersion(QSqlDatabase &db) const override;
    bool setSchemaVersion(QSqlDatabase &db, int version) const override;
    QString beginWriteTransaction() const override;
    /// REPEATABLE READ: every statement sees the snapshot of the first; READ ONLY: a write by mistake is refused.
    QString beginReadSnapshot() const override;
    QString copyToFile() const override;
    QString integrityCheck() const override;

private:
    QString m_schema;
};

} // namespace editlens::core
