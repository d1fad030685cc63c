#pragma once

#include "util/error.h"

#include <QString>

namespace editlens::core {

class StudyStore;

/// The rights of a study on a server as the database holds them (row-level security, column grants, the rules that
/// hold under every login): what server/studyaccess.h describes to its callers. They live in storage because opening
/// a study renews them (bringForward) and plan reads ask them (columnReadable); making logins and creating a secured
/// study are the server's (server/studyaccess.h, server/serverstudy.h).
namespace studyrights {

/// Turns on row-level security with the annotator policies on every table of `store`'s schema (idempotent; a study
/// file has nothing to secure and returns success). Run as the owner, when the study is created or published.
Status secure(StudyStore &store);

/// Brings the rights of a study secured by an earlier release up to this one's (`secure`), when the current login
/// owns the study; does nothing for anyone else or a study already up to date. Run when a server study opens.
Status bringForward(StudyStore &store);

/// Whether the current login may read `column` of `table` (always true in a study file): annotators may not read
/// columns that would undo the plan's blinding or its attention checks.
Result<bool> columnReadable(StudyStore &store, const QString &table, const QString &column);

/// The group role of the study in schema `study`, whose members (the annotators' logins) get the rights above. Unique
/// per study: two studies whose names share a prefix never share the role that opens them.
QString groupRole(const QString &study);

/// `identifier` as a quoted SQL identifier (a role's name).
QString quotedIdentifier(const QString &identifier);

} // namespace studyrights
} // namespace editlens::core
