#pragma once

#include "util/error.h"

#include <QHash>
#include <QSize>
#include <QString>

namespace editlens::core {

/// Reads image sizes from file headers without decoding pixels, and rejects files that are not
/// images, are corrupt at the header, or exceed the pixel limit. Caches by absolute path.
/// Not thread-safe (one per import).
class ImageProbe
{
public:
    static constexpr qint64 maxPixels = 100'000'000; ///< 100 megapixels

    Result<QSize> size(const QString &absolutePath);

private:
    QHash<QString, QSize> m_cache;
};

} // namespace editlens::core
