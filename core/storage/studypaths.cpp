#include "studypaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace editlens::core {

namespace {

bool isInside(const QString &path, const QString &root)
{
    const QString prefix = root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/');
    return path.startsWith(prefix);
}

bool isInsideOrAt(const QString &path, const QString &root)
{
    return path == root || isInside(path, root);
}

// Whether a `..` of `joined` (an absolute path not yet cleaned) steps from the root, or from inside it, to
// outside it: the path was written relative to something in the root and climbs out of it.
bool climbsOut(const QString &joined, const QString &root)
{
    QString current = QStringLiteral("/");
    const QStringList segments = joined.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString &segment : segments) {
        const QString next = QDir::cleanPath(current + QLatin1Char('/') + segment);
        if (segment == QLatin1String("..") && isInsideOrAt(current, root) && !isInsideOrAt(next, root))
            return true;
        current = next;
    }
    return false;
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
    const bool writtenAbsolute = QDir::isAbsolutePath(path);
    const QString joined = writtenAbsolute ? path : QDir(baseDir).absolutePath() + QLatin1Char('/') + path;
    const QString absolute = QDir::cleanPath(joined);

    // Judged on the path as written, never on where links lead: a link inside the root was put there by someone
    // who may write to the root, so following it is the user's intent; what an imported file may not do is name
    // a path that leaves the root by itself. A path written through the canonical root (the root's own links
    // resolved) is inside as well.
    QString root;
    if (isInside(absolute, m_root))
        root = m_root;
    else if (isInside(absolute, m_canonicalRoot))
        root = m_canonicalRoot;
    if (root.isEmpty()) {
        if (absolute == m_root || absolute == m_canonicalRoot)
            return Error{
                QCoreApplication::translate("StudyPaths", "path '%1' names the study folder '%2' itself, not an image")
                    .arg(path, m_root)};
        if (climbsOut(joined, m_root) || climbsOut(joined, m_canonicalRoot))
            return Error{
                QCoreApplication::translate("StudyPaths", "path '%1' leaves the study folder '%2' through '..'")
                    .arg(path, m_root)};
        if (writtenAbsolute)
            return Error{
                QCoreApplication::translate("StudyPaths", "path '%1' is an absolute path outside the study folder '%2'")
                    .arg(path, m_root)};
        return Error{
            QCoreApplication::translate("StudyPaths", "path '%1' (relative to '%2') lies outside the study folder '%3'")
                .arg(path, QDir(baseDir).absolutePath(), m_root)};
    }

    const QFileInfo info(absolute);
    if (!info.exists()) {
        if (mustExist)
            return Error{QCoreApplication::translate("StudyPaths", "image '%1' does not exist").arg(path)};
    } else if (!info.isFile()) {
        return Error{QCoreApplication::translate("StudyPaths", "'%1' is not a file").arg(path)};
    }
    return QDir(root).relativeFilePath(absolute);
}

QString StudyPaths::toAbsolute(const QString &relative) const
{
    if (relative.isEmpty())
        return {};
    return QDir::cleanPath(QDir(m_root).filePath(relative));
}

} // namespace editlens::core
