#include "imageprobe.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>

namespace editlens::core {

Result<QSize> ImageProbe::size(const QString &absolutePath)
{
    if (const auto it = m_cache.constFind(absolutePath); it != m_cache.constEnd())
        return *it;
    if (!QFileInfo::exists(absolutePath))
        return Error{QCoreApplication::translate("ImageProbe", "image does not exist"), absolutePath};
    QImageReader reader(absolutePath);
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead())
        return Error{QCoreApplication::translate("ImageProbe", "not a readable image (%1)").arg(reader.errorString()),
                     absolutePath};
    const QSize size = reader.size();
    if (!size.isValid() || size.isEmpty())
        return Error{QCoreApplication::translate("ImageProbe", "corrupt image: cannot read its size (%1)")
                         .arg(reader.errorString()),
                     absolutePath};
    if (qint64(size.width()) * size.height() > maxPixels)
        return Error{QCoreApplication::translate("ImageProbe", "image is %1x%2 pixels, over the limit of %3 megapixels")
                         .arg(size.width())
                         .arg(size.height())
                         .arg(maxPixels / 1'000'000),
                     absolutePath};
    m_cache.insert(absolutePath, size);
    return size;
}

} // namespace editlens::core
