#pragma once

#include "util/error.h"

#include <QString>

class QSqlDatabase;

namespace editlens::core {

/// The id of annotator `name` in the study open on `db`, recording the name first when the study lacks it: the one way
/// a writer (a rating, an annotation, a plan, an import, a merged hand-out) turns a name into an annotator row. Runs in
/// the caller's transaction (it begins none). The name is looked up before anything is inserted, because on a server
/// an annotator's role may not INSERT into `annotators` (PostgreSQL checks that right even when ON CONFLICT would
/// skip); a name the study already holds is returned as it is, and only a new name must pass checkAnnotatorName.
/// Errors name `file` (the study). Use on the connection's thread only.
Result<qint64> recordAnnotator(QSqlDatabase &db, const QString &name, const QString &file);

/// The id of annotator `name` when the study open on `db` holds it, 0 when it does not; the name is compared exactly.
/// Errors (a failed statement) name `file`. Use on the connection's thread only.
Result<qint64> annotatorRowId(QSqlDatabase &db, const QString &name, const QString &file);

} // namespace editlens::core
