#pragma once

#include "endpoint/chatclient.h"
#include "util/error.h"

#include <QHash>
#include <QString>

namespace editlens::core {
class StudyPaths;
}

namespace editlens::core::modelstages {

/// The study's images as sent to a model: each file read and encoded once (endpoint::makeChatImage) and shared by
/// every request that shows it. `paths` must outlive it.
class StudyImages
{
public:
    explicit StudyImages(const StudyPaths &paths) : m_paths(paths) {}

    /// The image at a root-relative path; an error names the file when it cannot be read or is no image.
    Result<endpoint::ChatImage> image(const QString &relativePath);

private:
    const StudyPaths &m_paths;
    QHash<QString, endpoint::ChatImage> m_images; // by root-relative path
};

} // namespace editlens::core::modelstages
