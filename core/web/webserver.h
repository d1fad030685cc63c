#pragma once

#include "util/error.h"

#include <QAbstractHttpServer>
#include <QHash>

class QTcpSocket;

namespace editlens::core {

class WebApi;

/// The HTTP side of `editlens-cli serve`: Qt HTTP Server on one address, every request handed to WebApi::handle.
/// Adds to every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, `X-Frame-Options:
/// DENY`, `Cache-Control: no-store`, and on HTML a Content-Security-Policy that allows only the page's own script,
/// style, images (and blob: images) and requests. A connection that sends more than maxBodyBytes of body (or
/// maxHeaderBytes of headers) before a complete request is answered 413 and closed, before the rest is read. Plain
/// HTTP: TLS is the reverse proxy's (README). Lives on the thread that calls listen(); the api on the same thread.
class WebServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    static constexpr qint64 maxBodyBytes = 64 * 1024;
    static constexpr qint64 maxHeaderBytes = 16 * 1024;

    explicit WebServer(WebApi &api, QObject *parent = nullptr);

    /// Listens on `address:port` (port 0: any free port); the port, or an error naming the address.
    Result<quint16> start(const QHostAddress &address, quint16 port);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    WebApi &m_api;
};

} // namespace editlens::core
