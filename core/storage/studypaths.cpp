#include "studypaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace editlens::core {

namespace {

bool isInside(const QString &path, const QString &root)
{
    if (path == root)
        return false; // the root itself is a folder, not an image
    const QString prefix = root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/');
    return path.startsWith(prefix);
}

} // namespace

StudyPaths::StudyPaths(const QString &rootDir) : m_root(QDir::cleanPath(QDir(rootDir).absolutePath()))
{
    const QString canonical = QFileInfo(m_root).canonicalFilePath();
    m_canonicalRoot = canonical.isEmpty() ? m_root : canonical;
}

Result<QString> StudyPaths::toStudyRelative(const QString &path, const QString &baseDir, bool mustExist) const
{
    if (path.trimmed().isEmpty())
        return Error{QCoreApplication::translate("StudyPaths", "empty image path")};
    const QString absolute = QDir::cleanPath(QDir::isAbsolutePath(path) ? path : QDir(baseDir).filePath(path));
    if (!isInside(absolute, m_root))
        return Error{
            QCoreApplication::translate("StudyPaths", "path '%1' is outside the study root '%2'").arg(path, m_root)};

    const QFileInfo info(absolute);
    if (!info.exists()) {
        if (mustExist)
            return Error{QCoreApplication::translate("StudyPaths", "image '%1' does not exist").arg(path)};
    } else {
        // A symlink inside the root may point anywhere: judge where it really leads.
        const QString canonical = info.canonicalFilePath();
        if (!isInside(canonical, m_canonicalRoot))
            return Error{
                QCoreApplication::translate(
                    "StudyPaths", "path '%1' leads outside the study root '%2' (through a symbolic link to '%3')")
                    .arg(path, m_root, canonical)};
        if (!info.isFile())
            return Error{QCoreApplication::translate("StudyPaths", "'%1' is not a file").arg(path)};
    }
    return QDir(m_root).relativeFilePath(absolute);
}

QString StudyPaths::toAbsolute(const QString &relative) const
{
    if (relative.isEmpty())
        return {};
    return QDir::cleanPath(QDir(m_root).filePath(relative));
}

} // namespace editlens::core
