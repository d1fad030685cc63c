#pragma once

#include "util/error.h"

#include <QLatin1String>
#include <QString>

class QSqlDatabase;

namespace editlens::core::publishmark {

/// The study_meta key that publishStudy() (transfer/studytransfer.h) sets, with the time it began, before it copies a
/// study's rows and images to a server, and removes when the copy is complete. Opening reads it (check), so it lives
/// with the open path in storage; only publish writes it.
inline constexpr QLatin1String key{"publish.unfinished"};

/// Success unless the server study on `db` is one that publishStudy() began and never finished (the server or the
/// connection went away before its last file was stored, so that the failed publish could not remove it); then an
/// error naming `shown` that says what to drop. StudyStore::open() calls it for every server study, so `info`,
/// `pull`, `import` and the window all refuse such a study. `db` must have the study's schema on its search path.
Status check(QSqlDatabase &db, const QString &schema, const QString &shown);

} // namespace editlens::core::publishmark
