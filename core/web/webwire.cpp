#include "webwire.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::core::webwire {

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return QByteArrayLiteral("OK");
    case 201:
        return QByteArrayLiteral("Created");
    case 204:
        return QByteArrayLiteral("No Content");
    case 302:
        return QByteArrayLiteral("Found");
    case 303:
        return QByteArrayLiteral("See Other");
    case 304:
        return QByteArrayLiteral("Not Modified");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 401:
        return QByteArrayLiteral("Unauthorized");
    case 403:
        return QByteArrayLiteral("Forbidden");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 405:
        return QByteArrayLiteral("Method Not Allowed");
    case 409:
        return QByteArrayLiteral("Conflict");
    case 410:
        return QByteArrayLiteral("Gone");
    case 413:
        return QByteArrayLiteral("Content Too Large");
    case 415:
        return QByteArrayLiteral("Unsupported Media Type");
    case 422:
        return QByteArrayLiteral("Unprocessable Content");
    case 429:
        return QByteArrayLiteral("Too Many Requests");
    case 500:
        return QByteArrayLiteral("Internal Server Error");
    case 503:
        return QByteArrayLiteral("Service Unavailable");
    default:
        return QByteArrayLiteral("Status");
    }
}

// A header the handlers set may not smuggle a second header or a second response into the stream.
bool safeHeaderText(const QByteArray &text)
{
    return !text.contains('\r') && !text.contains('\n') && !text.contains('\0');
}

} // namespace

WebResponse errorResponse(int status, const QString &message)
{
    WebResponse r;
    r.status = status;
    r.contentType = QByteArrayLiteral("application/json");
    r.body = QJsonDocument(QJsonObject{{QStringLiteral("error"), message}}).toJson(QJsonDocument::Compact);
    return r;
}

/// The bytes of `response` on the wire, with the headers every response carries (WebServer's brief). The handlers'
/// own headers come first; one of the names the server sets itself is dropped.
QByteArray serialize(const WebResponse &response, bool headOnly, bool close)
{
    static const QList<QPair<QByteArray, QByteArray>> security{
        {QByteArrayLiteral("X-Content-Type-Options"), QByteArrayLiteral("nosniff")},
        {QByteArrayLiteral("Referrer-Policy"), QByteArrayLiteral("no-referrer")},
        {QByteArrayLiteral("X-Frame-Options"), QByteArrayLiteral("DENY")},
        {QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store")}};
    // Only the page's own script, style, images (blob: for the images the page fetches with its token) and
    // requests; no plugins, frames, inline script or foreign forms.
    static const QByteArray csp = QByteArrayLiteral(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; "
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
    static const QList<QByteArray> ours{"content-type",           "content-length",         "connection",
                                        "x-content-type-options", "referrer-policy",        "x-frame-options",
                                        "cache-control",          "content-security-policy"};
    QByteArray out;
    out.reserve(512 + (headOnly ? 0 : response.body.size()));
    out += "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status) + "\r\n";
    for (const auto &h : response.headers) {
        if (h.first.isEmpty() || ours.contains(h.first.toLower()) || !safeHeaderText(h.first)
            || !safeHeaderText(h.second))
            continue;
        out += h.first + ": " + h.second + "\r\n";
    }
    if (!response.contentType.isEmpty() && safeHeaderText(response.contentType))
        out += "Content-Type: " + response.contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    for (const auto &h : security)
        out += h.first + ": " + h.second + "\r\n";
    if (response.contentType.toLower().startsWith("text/html"))
        out += "Content-Security-Policy: " + csp + "\r\n";
    if (close)
        out += "Connection: close\r\n";
    out += "\r\n";
    if (!headOnly)
        out += response.body;
    return out;
}

} // namespace editlens::core::webwire
