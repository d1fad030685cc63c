#include "modelstages/studyimages.h"

#include "storage/studypaths.h"

#include <QCoreApplication>
#include <QFile>

namespace editlens::core::modelstages {

Result<endpoint::ChatImage> StudyImages::image(const QString &relativePath)
{
    if (const auto it = m_images.constFind(relativePath); it != m_images.constEnd())
        return *it;
    const QString file = m_paths.toAbsolute(relativePath);
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("ModelStages", "cannot read the image: %1").arg(f.errorString()),
                     file};
    Result<endpoint::ChatImage> made = endpoint::makeChatImage(f.readAll(), file);
    if (made)
        m_images.insert(relativePath, made.value());
    return made;
}

} // namespace editlens::core::modelstages
