#pragma once

#include "util/error.h"

#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace editlens::core {

/// The error for a failed `query`: "<what>: <engine's words>", naming `file` (the study).
Error queryError(const QSqlQuery &query, const QString &what, const QString &file);

/// Runs the prepared `query`; on failure the error reads "<what>: <engine's words>" and names `file` (the study).
/// Meant as the one way a storage statement turns a failed exec into a Status, so that every store words it the
/// same; many statements still check `exec()` by hand and word their own errors.
Status execOrFail(QSqlQuery &query, const QString &what, const QString &file);

/// Prepares `sql` on `query`, binds `bindings` positionally and runs it, with execOrFail's error wording.
/// A failed prepare is reported the same way (Qt SQL keeps the engine's message in lastError()).
Status execBound(QSqlQuery &query, const QString &sql, const QVariantList &bindings, const QString &what,
                 const QString &file);

/// The id an `INSERT … RETURNING id` just returned (0 when it returned no row), leaving `query` ready to run again.
/// Both engines take RETURNING; Qt's lastInsertId() does not work with PostgreSQL tables.
qint64 returnedId(QSqlQuery &query);

} // namespace editlens::core
