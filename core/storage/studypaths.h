#pragma once

#include "util/error.h"

#include <QString>

namespace editlens::core {

/// Maps image paths to and from a study's root folder. Studies store paths relative to the
/// root, never image bytes. A path is judged as written (cleaned, links not resolved): one that leaves
/// the root through "..", or an absolute path elsewhere, is rejected with an error naming the path, the
/// root and the rule; a path inside the root that passes through a symbolic link placed in the root is
/// accepted wherever the link points. Value type; thread-safe.
class StudyPaths
{
public:
    explicit StudyPaths(const QString &rootDir);

    QString rootDir() const { return m_root; }

    /// Resolves `path` (absolute, or relative to `baseDir`) and returns it relative to the root.
    /// The file must exist (`mustExist`, links followed) and the path must not leave the root lexically.
    Result<QString> toStudyRelative(const QString &path, const QString &baseDir, bool mustExist = true) const;

    /// Absolute path of a stored, root-relative path ("" stays "").
    QString toAbsolute(const QString &relative) const;

private:
    QString m_root;          // absolute, cleaned
    QString m_canonicalRoot; // symlinks resolved
};

} // namespace editlens::core
