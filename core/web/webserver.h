#pragma once

#include "util/error.h"

#include <QAbstractHttpServer>
#include <QHash>

class QTcpSocket;

namespace editlens::core {

class WebApi;
class WebWorkerPool;

/// The HTTP side of `editlens-cli serve`: Qt HTTP Server on one address, every request handed to WebApi::handle.
/// Adds to every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, `X-Frame-Options:
/// DENY`, `Cache-Control: no-store`, and on HTML a Content-Security-Policy that allows only the page's own script,
/// style, images (and blob: images) and requests. A connection that sends more than maxBodyBytes of body (or
/// maxHeaderBytes of headers) before a complete request is answered 413 and closed, before the rest is read. Plain
/// HTTP: TLS is the reverse proxy's (README). A connection whose request has been arriving for requestSeconds
/// without being complete, or that has been idle for idleSeconds, is closed (slow clients must not hold sockets).
/// Lives on the thread that calls start(); with an api, the api on the same thread; with a WebWorkerPool, the
/// requests are answered in the pool's workers and each connection's responses still go out in request order.
class WebServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    static constexpr qint64 maxBodyBytes = 64 * 1024;
    static constexpr qint64 maxHeaderBytes = 16 * 1024;
    static constexpr int requestSeconds = 30;
    static constexpr int idleSeconds = 120;

    explicit WebServer(WebApi &api, QObject *parent = nullptr);
    /// Every request handled in `pool`'s workers (started, and outliving the server).
    explicit WebServer(WebWorkerPool &pool, QObject *parent = nullptr);

    /// Shorter limits than requestSeconds and idleSeconds (tests); before start().
    void setTimeouts(int requestMs, int idleMs);

    /// Listens on `address:port` (port 0: any free port); the port, or an error naming the address.
    Result<quint16> start(const QHostAddress &address, quint16 port);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    WebApi *m_api = nullptr;
    WebWorkerPool *m_pool = nullptr;
    int m_requestMs = requestSeconds * 1000;
    int m_idleMs = idleSeconds * 1000;
};

} // namespace editlens::core
