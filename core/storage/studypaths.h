#pragma once

#include "util/error.h"

#include <QString>

namespace editlens::core {

/// Maps image paths to and from a study's root folder. Studies store paths relative to the
/// root, never image bytes. A path that leaves the root — through "..", an absolute path elsewhere,
/// or a symlink pointing out — is rejected with an error naming it. Value type; thread-safe.
class StudyPaths
{
public:
    explicit StudyPaths(const QString &rootDir);

    QString rootDir() const { return m_root; }

    /// Resolves `path` (absolute, or relative to `baseDir`) and returns it relative to the root.
    /// The file must exist (`mustExist`) and must not leave the root, lexically or through symlinks.
    Result<QString> toStudyRelative(const QString &path, const QString &baseDir, bool mustExist = true) const;

    /// Absolute path of a stored, root-relative path ("" stays "").
    QString toAbsolute(const QString &relative) const;

private:
    QString m_root;          // absolute, cleaned
    QString m_canonicalRoot; // symlinks resolved
};

} // namespace editlens::core
