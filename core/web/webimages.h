#pragma once

#include "storage/studypaths.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace editlens::core {

/// The web session's images by content: an image is addressed as /img/<sha256 of its bytes>, so that a URL names
/// neither a path, a system nor an item, and the browser may keep what it fetched. The hash of a root-relative path
/// is computed once (the file's bytes read and hashed the first time it is asked for) and remembered with the path,
/// both ways. Reads through the study's paths (StudyStore::paths): a study file's images beside it, a server study's
/// in its local cache, which opening the study brought up to date. Whether an annotator may see an image is the
/// caller's (WebApi) decision; this only maps. Same thread as its user.
class WebImages
{
public:
    explicit WebImages(StudyPaths paths);

    /// The lower-case hex sha256 of the file at the root-relative `path`; nullopt when it cannot be read (the
    /// failure is not remembered, so a file that appears later is found).
    std::optional<QString> hashOf(const QString &path);
    /// The root-relative path whose bytes hashed to `hash` (one hashOf() returned); nullopt for any other text.
    std::optional<QString> pathOf(const QString &hash) const;
    /// The bytes of the file at the root-relative `path`; nullopt when it cannot be read.
    std::optional<QByteArray> read(const QString &path) const;
    /// A content type for image bytes ("image/png", ...), from their first bytes; "application/octet-stream" for
    /// bytes of no image type the page shows.
    static QByteArray contentType(const QByteArray &bytes);
    /// Whether `text` has the form of a hash this class makes: 64 lower-case hex digits.
    static bool isHash(const QString &text);

private:
    StudyPaths m_paths;
    QHash<QString, QString> m_hashOfPath;
    QHash<QString, QString> m_pathOfHash;
};

} // namespace editlens::core
