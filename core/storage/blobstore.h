#pragma once

#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace editlens::core {

class SqlDialect;

/// The files of a study on a server (images, masks), content-addressed: `blobs` holds each content once under its
/// sha256, `files` maps a root-relative path to a sha256. Annotators on other machines share no file system, so a
/// server study carries its files and each client keeps a local copy under its cache root, checked by hash. A
/// study file keeps both tables empty: its files are beside it. Functions, not a class: each runs on the caller's
/// connection and thread.
namespace blobstore {

/// Lower-case hex sha256 of `bytes`.
QString sha256Hex(const QByteArray &bytes);

/// Stores the files `relativePaths` (read under `rootDir`) in the study, each content once; a path already stored
/// with the same content costs one query. Runs in its own transaction: every file lands or none. A missing file
/// is skipped (the batch that names it has already said so, or refers to a file that will come later).
Status putFiles(QSqlDatabase &db, const SqlDialect &dialect, const QString &study, const QString &rootDir,
                const QStringList &relativePaths, const ProgressCallback &progress = {});

/// Stores one file's bytes under `relativePath` inside the caller's open transaction.
Status putBytes(QSqlDatabase &db, const QString &study, const QString &relativePath, const QByteArray &bytes);

/// What syncCache did.
struct SyncReport
{
    int files = 0;       ///< files the study holds
    int fetched = 0;     ///< written to the cache (missing or different there)
    QStringList skipped; ///< rows left out (a path that is not plain and relative)
};

/// Brings the local copies under `rootDir` up to date with the study's files: a file whose sha256 differs from the
/// study's, or that is missing, is fetched and written atomically (QSaveFile) to exactly the file the row names. A
/// row whose path is not plain and relative (absolute, '..', '.', empty segments) is left out with a warning (in
/// `SyncReport::skipped`), so that one bad row keeps no one out of the study; content that is missing or does not
/// match its sha256 (which the server refuses from annotators) fails the sync. `progress` counts files.
Result<SyncReport> syncCache(QSqlDatabase &db, const QString &study, const QString &rootDir,
                             const ProgressCallback &progress = {});

/// The local folder that holds the files of the server study `studyUrl` on this machine (under the user's cache
/// folder, one per server, database and study).
QString cacheRootFor(const QString &host, int port, const QString &database, const QString &study);

} // namespace blobstore
} // namespace editlens::core
