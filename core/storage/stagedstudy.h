#pragma once

#include "util/error.h"

#include <QString>

#include <memory>

namespace editlens::core {

class StudyStore;

// Building a new study file under a temporary name beside its final path and moving it there only once it is
// complete, so that a build that fails or is killed part-way never leaves, at the final path, a study that looks
// finished (and that a re-run refuses to replace). Local study files only; same thread as the store.

/// A name in `finalPath`'s folder that no file has yet: "<finalPath>.partial-XXXXXX". A killed build leaves its
/// partial files under such a name, which a re-run never reuses; they may be deleted.
QString partialStudyPath(const QString &finalPath);

/// Finishes a study built at a partial path: checkpoints its log into the study file, closes `store` and renames the
/// file to `finalPath`, never over an existing file, then removes the partial side files (-wal, -shm). On failure the
/// study stays (closed) at its partial path; removeStudyFiles() drops it.
Status publishStudy(std::unique_ptr<StudyStore> store, const QString &finalPath);

/// Removes the study file `file` with its SQLite side files (-wal, -shm, -journal), as far as they exist.
void removeStudyFiles(const QString &file);

} // namespace editlens::core
