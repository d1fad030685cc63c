#pragma once

#include "util/error.h"

#include <QString>

#include <memory>

namespace editlens::core {

class StudyStore;

namespace server {

/// Creates a new, empty study at `file` as StudyStore::create does and, when `file` is a server URL, sets it up for
/// its owner: the annotators' rights (studyrights::secure), so that it is closed to everyone but its owner until
/// annotators are added with their own, and the change announcements other windows listen to
/// (ChangeFeed::installTriggers). Every path that creates a study which may be on a server calls this (the CLI's
/// create and import, publish, autolabel's output); StudyStore::create alone makes the tables only. On a failed
/// set-up the new server study is left as it is, and the error names it.
Result<std::unique_ptr<StudyStore>> createStudy(const QString &file, const QString &rootDir, const QString &name = {});

} // namespace server
} // namespace editlens::core
