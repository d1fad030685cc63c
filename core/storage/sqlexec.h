#pragma once

#include "util/error.h"

#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace editlens::core {

/// The error for a failed `query`: "<what>: <engine's words>", naming `file` (the study). The engine's words of a
/// failed prepare too, when the statement was then bound and run anyway (Qt SQL would report its own words instead).
Error queryError(const QSqlQuery &query, const QString &what, const QString &file);

/// Runs the prepared `query`; on failure the error reads "<what>: <engine's words>" and names `file` (the study).
/// The one way a storage statement turns a failed exec into a Status, so that every store words it the same.
Status execOrFail(QSqlQuery &query, const QString &what, const QString &file);

/// Runs the unprepared statement `sql` on `query` (`query.exec(sql)`), with execOrFail's error wording.
Status execSql(QSqlQuery &query, const QString &sql, const QString &what, const QString &file);

/// Runs the prepared `query` and steps onto its first row. No row is a failure as well, worded as execOrFail's
/// (a statement that must return a row and returned none: the engine's words say so when it gave any).
Status execFirstRow(QSqlQuery &query, const QString &what, const QString &file);

/// Runs the unprepared statement `sql` on `query` and steps onto its first row: execFirstRow for a statement with
/// nothing to bind (a pragma, a probe of the server's privileges).
Status execSqlFirstRow(QSqlQuery &query, const QString &sql, const QString &what, const QString &file);

/// Prepares `sql` on `query`, with execOrFail's error wording for a statement the engine refused.
Status prepareOrFail(QSqlQuery &query, const QString &sql, const QString &what, const QString &file);

/// Prepares `sql` on `query`, binds `bindings` positionally and runs it, with execOrFail's error wording.
/// A failed prepare is reported the same way, and nothing is run.
Status execBound(QSqlQuery &query, const QString &sql, const QVariantList &bindings, const QString &what,
                 const QString &file);

/// The id an `INSERT … RETURNING id` just returned (0 when it returned no row), leaving `query` ready to run again.
/// Both engines take RETURNING; Qt's lastInsertId() does not work with PostgreSQL tables.
qint64 returnedId(QSqlQuery &query);

} // namespace editlens::core
