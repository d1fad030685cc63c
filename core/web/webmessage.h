#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace editlens::core {

/// One HTTP request as the web session's handlers see it: what WebServer read off the socket, already held to the
/// size limits (WebServer::maxBodyBytes). Header names are lower case. Value type, no Qt HTTP Server types, so that
/// the handlers can be tested without a socket.
struct WebRequest
{
    QByteArray method; ///< "GET", "POST", ... (upper case)
    QString path;      ///< decoded path, "/api/item"
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers; ///< names lower case
    QByteArray body;
    QHostAddress remote;

    /// The address the request came from: behind a reverse proxy on this machine, the address the proxy appended to
    /// X-Forwarded-For (the last entry, the only one a client cannot forge); otherwise the socket's peer.
    QString clientAddress() const
    {
        if (remote.isLoopback()) {
            const QByteArray last = header("x-forwarded-for").split(',').last().trimmed();
            if (!last.isEmpty())
                return QString::fromLatin1(last);
        }
        return remote.toString();
    }

    /// The first header called `name` (lower case), "" when absent.
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers)
            if (h.first == name)
                return h.second;
        return {};
    }
};

/// One HTTP response: status, content type, body and extra headers. WebServer adds the security headers every
/// response carries (see WebServer).
struct WebResponse
{
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers; ///< extra headers ("location", "retry-after", ...)
};

} // namespace editlens::core
