// The payload half of chatclient.h: images as data URLs and the chat-completions request body.
#include "chatclient.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace editlens::core::endpoint {

namespace {

QByteArray sniffMime(const QByteArray &bytes)
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

/// A JSON value as it appears in a compact document ("\"text\"", "0", "{…}").
QByteArray jsonValue(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2); // strip "[" and "]"
}

/// True when the bytes can stand inside a JSON string as they are: a data URL built by makeChatImage always can
/// (base64 and "data:image/png;base64,"), so the megabytes of an image are copied once, never converted to UTF-16
/// and escaped back per request.
bool isPlainJsonString(const QByteArray &bytes)
{
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x80 || c == '"' || c == '\\')
            return false;
    }
    return true;
}

QByteArray dataUrlJson(const QByteArray &dataUrl)
{
    if (isPlainJsonString(dataUrl))
        return '"' + dataUrl + '"';
    return jsonValue(QString::fromUtf8(dataUrl));
}

} // namespace

Result<ChatImage> makeChatImage(const QByteArray &bytes, const QString &fileForErrors)
{
    const QByteArray mime = sniffMime(bytes);
    if (mime.isEmpty())
        return Error{QCoreApplication::translate("ChatClient",
                                                 "not an image a model can be shown (PNG, JPEG, WebP, GIF or BMP)"),
                     fileForErrors};
    ChatImage image;
    image.sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    image.dataUrl = "data:" + mime + ";base64," + bytes.toBase64();
    return image;
}

QByteArray requestBody(const EndpointConfig &config, const ChatRequest &request)
{
    // Written by hand rather than through QJsonDocument so that image data URLs are copied, not re-encoded (see
    // isPlainJsonString); every other value goes through QJsonDocument's own escaping. Field order follows OpenAI's
    // documentation: model, messages, then the sampling parameters.
    qsizetype imageBytes = 0;
    for (const ChatImage &image : request.images)
        imageBytes += image.dataUrl.size() + 64;
    QByteArray body;
    body.reserve(imageBytes + request.text.size() * 2 + request.system.size() * 2 + 512);
    body += "{\"model\":" + jsonValue(config.model) + ",\"messages\":[";
    if (!request.system.isEmpty())
        body += "{\"role\":\"system\",\"content\":" + jsonValue(request.system) + "},";
    body += "{\"role\":\"user\",\"content\":";
    if (request.images.isEmpty()) {
        // Plain string content: text-only servers (llama.cpp's, older vLLM builds for text models) accept it where
        // some refuse the list form.
        body += jsonValue(request.text);
    } else {
        body += '[';
        bool first = true;
        if (!request.text.isEmpty()) {
            body += "{\"type\":\"text\",\"text\":" + jsonValue(request.text) + '}';
            first = false;
        }
        for (const ChatImage &image : request.images) {
            if (!first)
                body += ',';
            first = false;
            body += "{\"type\":\"image_url\",\"image_url\":{\"url\":";
            body += dataUrlJson(image.dataUrl);
            body += "}}";
        }
        body += ']';
    }
    body += "}],\"temperature\":" + jsonValue(config.temperature) + ",\"seed\":" + jsonValue(config.seed)
            + ",\"max_tokens\":" + jsonValue(config.maxTokens);
    for (auto it = config.extra.begin(); it != config.extra.end(); ++it)
        body += ',' + jsonValue(it.key()) + ':' + jsonValue(it.value());
    body += '}';
    return body;
}

} // namespace editlens::core::endpoint
