#pragma once

#include "util/error.h"

#include <QStringList>

class QSqlDatabase;

namespace editlens::core {

class SqlDialect;

/// The study schema and its forward migrations. Version N of the schema is what you get by
/// applying migrations 1..N to an empty database; `migrate` brings any earlier file up to date
/// inside one transaction. A file newer than this build is refused, never touched.
namespace schema {

/// The schema version this build writes.
int currentVersion();

/// Statements of the migration that takes a file from version `toVersion - 1` to `toVersion`.
QStringList migrationStatements(int toVersion, const SqlDialect &dialect);

/// Fails if `db` is not a study file or was written by a newer build. Reads only.
Status checkVersion(QSqlDatabase &db, const SqlDialect &dialect, const QString &fileName);

/// Migrates `db` (already configured) to `targetVersion` (default: current). `fileName` names the file in errors.
Status migrate(QSqlDatabase &db, const SqlDialect &dialect, const QString &fileName, int targetVersion = -1);

/// Checks that every table the current schema creates is there (a study damaged by hand or by another tool may
/// claim the current version and miss one); the error names the first missing table and says nothing was changed.
Status verifyTables(QSqlDatabase &db, const SqlDialect &dialect, const QString &fileName);

/// The tables of the current schema in the order the migrations create them, so that a table comes after every
/// table it references (what a table-by-table copy between engines follows).
QStringList tablesInOrder(const SqlDialect &dialect);

} // namespace schema
} // namespace editlens::core
