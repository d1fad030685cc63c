// The payload half of chatclient.h: images as data URLs and the chat-completions request body.
#include "chatclient.h"
#include "util/imagemime.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstring>

namespace editlens::core::endpoint {

namespace {

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
    // Eight bytes at a time (the classic "has a zero byte" bit trick): a data URL is megabytes, nearly always plain,
    // and a byte-wise loop cost more than the rest of a request's body.
    constexpr quint64 ones = 0x0101010101010101ULL;
    constexpr quint64 highs = 0x8080808080808080ULL;
    const auto hasZeroByte = [](quint64 w) { return ((w - ones) & ~w & highs) != 0; };
    const char *data = bytes.constData();
    const qsizetype size = bytes.size();
    qsizetype at = 0;
    for (; at + 8 <= size; at += 8) {
        quint64 w;
        std::memcpy(&w, data + at, 8);
        if ((w & highs) != 0)
            return false; // a byte >= 0x80
        // w < 0x20 somewhere: (w - 0x20…) borrows into the high bit of that byte, which w itself lacks.
        if (((w - 0x20 * ones) & ~w & highs) != 0 || hasZeroByte(w ^ (ones * '"')) || hasZeroByte(w ^ (ones * '\\')))
            return false;
    }
    for (; at < size; ++at) {
        const auto u = static_cast<unsigned char>(data[at]);
        if (u < 0x20 || u >= 0x80 || u == '"' || u == '\\')
            return false;
    }
    return true;
}

void appendDataUrl(QByteArray &body, const QByteArray &dataUrl)
{
    if (isPlainJsonString(dataUrl)) {
        body += '"';
        body += dataUrl;
        body += '"';
    } else {
        body += jsonValue(QString::fromUtf8(dataUrl));
    }
}

} // namespace

Result<ChatImage> makeChatImage(const QByteArray &bytes, const QString &fileForErrors)
{
    const QByteArray mime = imageMimeType(bytes);
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
            appendDataUrl(body, image.dataUrl);
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
