#include "webimages.h"

#include "util/imagemime.h"

#include <QCryptographicHash>
#include <QFile>

namespace editlens::core {

WebImages::WebImages(StudyPaths paths) : m_paths(std::move(paths))
{
}

std::optional<QString> WebImages::hashOf(const QString &path)
{
    if (path.isEmpty())
        return std::nullopt;
    if (const auto known = m_hashOfPath.constFind(path); known != m_hashOfPath.cend())
        return *known;
    const std::optional<QByteArray> bytes = read(path);
    if (!bytes)
        return std::nullopt;
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex());
    m_hashOfPath.insert(path, hash);
    // Two paths with the same bytes share a hash; either serves them.
    m_pathOfHash.insert(hash, path);
    return hash;
}

std::optional<QString> WebImages::pathOf(const QString &hash) const
{
    const auto known = m_pathOfHash.constFind(hash);
    return known == m_pathOfHash.cend() ? std::nullopt : std::optional<QString>(*known);
}

std::optional<QByteArray> WebImages::read(const QString &path) const
{
    if (path.isEmpty())
        return std::nullopt;
    QFile file(m_paths.toAbsolute(path));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

QByteArray WebImages::contentType(const QByteArray &bytes)
{
    const QByteArray mime = imageMimeType(bytes);
    return mime.isEmpty() ? QByteArray("application/octet-stream") : mime;
}

bool WebImages::isHash(const QString &text)
{
    if (text.size() != 64)
        return false;
    for (const QChar c : text)
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    return true;
}

} // namespace editlens::core
