#pragma once

#include <QByteArray>

namespace editlens::core {

/// The MIME type of image bytes from their signature (PNG, JPEG, GIF, WebP, BMP); "" for anything else. What a model
/// endpoint is sent and what the web session serves both come from here, so that the two agree on what an image is.
inline QByteArray imageMimeType(const QByteArray &bytes)
{
    if (bytes.startsWith("\x89PNG\r\n\x1a\n"))
        return "image/png";
    if (bytes.startsWith("\xff\xd8\xff"))
        return "image/jpeg";
    if (bytes.startsWith("GIF87a") || bytes.startsWith("GIF89a"))
        return "image/gif";
    if (bytes.size() >= 12 && bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WEBP")
        return "image/webp";
    if (bytes.size() >= 14 && bytes.startsWith("BM"))
        return "image/bmp";
    return {};
}

} // namespace editlens::core
