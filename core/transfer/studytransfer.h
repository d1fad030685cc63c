#pragma once

#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>

#include <memory>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// Copying a whole study between a study file (`.editlens`, SQLite) and a study on a PostgreSQL server, row by row
/// with the same ids, so that everything a study holds (items, outputs, judgements, plan, rubric, scores,
/// embeddings, ...) crosses unchanged. Functions, not a class: each opens its own connections on the calling thread
/// and closes them before it returns.
///
/// The server study carries its images as blobs (blobstore.h); a study file never does, so its `files` and `blobs`
/// tables stay empty and its images lie in a folder beside it.

/// `editlens-cli publish`: creates the server study `url` (which must not exist) and copies the study file
/// `studyFile` into it: every table in one transaction, with each identity sequence moved past the largest id,
/// then every file the study refers to (sources, ground truths, outputs, masks), each content stored once. The
/// file's own `root` and `schema_version` settings stay behind: the server study has its own. On failure after the
/// server study was created, it is dropped again; nothing that existed before is touched. `missingFiles` (optional)
/// receives the referenced files that were not found under the study's root and so were not uploaded. Returns the
/// URL without its password. `progress` counts rows, then files. Until the last file is stored the server study
/// is marked unfinished (storage/publishmark.h), so that one left behind by a server or connection lost half-way is
/// refused by every open rather than taken for the whole study.
Result<QString> publishStudy(const QString &studyFile, const QString &url, const ProgressCallback &progress = {},
                             QStringList *missingFiles = nullptr);

/// `editlens-cli pull`: writes a snapshot of the server study `url` (one REPEATABLE READ transaction) into the new
/// study file `outFile` (which must not exist, nor may its image folder, pulledImagesFolder(), hold anything): every
/// table with the same ids except `files` and `blobs`, whose content becomes the files under the image folder
/// (each checked against its sha256). On failure neither the file nor the folder is left behind. `progress` counts
/// files, then rows.
Status pullStudy(const QString &url, const QString &outFile, const ProgressCallback &progress = {});

/// Removes a study that the caller has just created and that a failed operation left empty or half-filled: a study
/// file with SQLite's companion files, or a server study's schema. Never call it for a study that existed before.
/// The error (the schema could not be dropped) says how to drop it by hand.
Status removeCreatedStudy(std::unique_ptr<StudyStore> store);

/// The image folder of a pulled study `outFile`: `<folder of outFile>/<its base name>-images`, so that two studies
/// pulled into one folder keep their images apart.
QString pulledImagesFolder(const QString &outFile);

} // namespace editlens::core
