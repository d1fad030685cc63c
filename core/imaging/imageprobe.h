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

    /// The size from the file's header; what the decoder says about a damaged header joins the error while a
    /// DecodeMessageGuard is alive.
    Result<QSize> size(const QString &absolutePath);

    /// Decodes every pixel of the image at `absolutePath` and fails when the decoder cannot read it to the end
    /// (a truncated file, corrupt compressed data) or reports a data warning (libjpeg fills a cut JPEG with grey
    /// and only warns). PNG chunk structure and CRCs are checked first, so libpng never reports a cut PNG on the
    /// terminal. Thread-safe; call it while a DecodeMessageGuard is alive to keep decoder warnings off the terminal.
    static Status decode(const QString &absolutePath);

private:
    QHash<QString, QSize> m_cache;
};

/// While alive, decoder warnings raised by ImageProbe::decode (on any thread) are collected into its result instead
/// of being printed, and QImageReader's allocation limit admits a 100-megapixel image of 16-bit channels. Other
/// messages pass to the previous handler. Guards may nest and overlap across threads.
class DecodeMessageGuard
{
public:
    DecodeMessageGuard();
    ~DecodeMessageGuard();
    DecodeMessageGuard(const DecodeMessageGuard &) = delete;
    DecodeMessageGuard &operator=(const DecodeMessageGuard &) = delete;
};

} // namespace editlens::core
