#include "webserver.h"

#include "web/webapi.h"
#include "web/webmessage.h"
#include "web/webwire.h"
#include "web/webworkers.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <optional>

namespace editlens::core {

namespace {

using webwire::errorResponse;
using webwire::serialize;

// Qt HTTP Server 6.4 reads a whole request into memory before anyone sees it, whatever its size, and drops a
// connection whose request line it cannot parse without a word. So every connection gets a ConnectionGuard whose
// readyRead handler runs before the server's: it reads along the request line and headers as they arrive (peeking,
// never consuming) and counts the bytes of the request, so that a malformed request is answered 400, and one that
// declares or sends more than the limits is answered 413 and dropped before the rest is read.

// A request within the limits never comes near this; it bounds what one read takes from the kernel, so that even the
// bytes the guard has not yet counted stay small.
const qint64 kReadBufferBytes = 4 * (WebServer::maxBodyBytes + WebServer::maxHeaderBytes);

/// Watches one connection's bytes ahead of Qt HTTP Server's parser (see the top of this file), writes its responses
/// in the order of their requests (a worker may answer a later one first), and closes it when a request takes too
/// long to arrive or the connection idles too long. A child of its socket; found again by name when a request
/// completes.
class ConnectionGuard : public QObject
{
public:
    static constexpr const char *name = "editlens-web-connection-guard";

    ConnectionGuard(QTcpSocket *socket, int requestMs, int idleMs)
        : QObject(socket)
        , m_socket(socket)
        , m_requestMs(requestMs)
        , m_idleMs(idleMs)
    {
        setObjectName(QLatin1String(name));
        // Connected before the server connects its own handler, so it runs first on every readyRead.
        connect(socket, &QTcpSocket::readyRead, this, [this] { onReadyRead(); });
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            m_closing = true;
            m_socket->abort();
        });
        rearm();
    }

    /// The place of the next response on this connection.
    quint64 reserve() { return m_reserved++; }

    /// The response in place `slot`: written once every earlier one is; `close` closes the connection after it.
    void deliver(quint64 slot, QByteArray bytes, bool close)
    {
        m_ready.insert(slot, {std::move(bytes), close});
        while (!m_closing && m_ready.contains(m_written)) {
            const auto [out, last] = m_ready.take(m_written++);
            if (m_socket->state() != QAbstractSocket::ConnectedState) {
                m_closing = true; // the client went away: nobody reads the rest
                break;
            }
            m_socket->write(out);
            if (last) {
                m_closing = true;
                m_socket->disconnectFromHost();
            }
        }
        rearm();
    }

    static ConnectionGuard *of(QTcpSocket *socket)
    {
        return dynamic_cast<ConnectionGuard *>(
            socket->findChild<QObject *>(QLatin1String(name), Qt::FindDirectChildrenOnly));
    }

    /// Whether the request being handled asked to close the connection afterwards (HTTP/1.0).
    bool http10() const { return m_http10; }
    /// The request target of the request being handled as it came, "/img/..%2f?x=1": Qt's parser reads a target
    /// such as "//host/path" as an authority and a path, which would hide the double slash.
    QByteArray target() const { return m_target; }

    /// A request was read completely: what is still unread on the socket belongs to the next one.
    void requestDone()
    {
        m_head.clear();
        m_headDone = false;
        m_headBytes = 0;
        m_declaredBody = -1;
        m_http10 = false;
        m_target.clear();
        m_requestLineDone = false;
        m_scanPos = 0;
        m_length = -1;
        m_chunked = false;
        m_unread = m_socket->bytesAvailable();
        m_received = m_unread;
        m_requestClock.invalidate();
        if (m_unread > 0) {
            m_head = m_socket->peek(std::min<qint64>(m_unread, WebServer::maxHeaderBytes + 1));
            check();
        }
        rearm();
    }

private:
    void onReadyRead()
    {
        // The server's parser reads everything it is given until a request is complete, so what is unread now is
        // what arrived since, plus what was left after the last complete request (pipelined bytes, m_unread). Were
        // the parser ever to leave bytes unread, they would be counted twice: the limits get stricter, never looser.
        const qint64 available = m_socket->bytesAvailable();
        const qint64 fresh = std::max<qint64>(0, available - m_unread);
        const qint64 seen = available - fresh;
        m_unread = 0;
        m_received += fresh;
        if (!m_headDone) {
            const qint64 wanted = std::min<qint64>(fresh, WebServer::maxHeaderBytes + 1 - m_head.size());
            if (wanted > 0)
                m_head += m_socket->peek(seen + wanted).mid(seen);
        }
        check();
        rearm();
    }

    /// Slow-client protection: a request must arrive within m_requestMs of its first byte, and a connection with
    /// nothing under way is closed after m_idleMs. While a response is still being made, the wait is ours, not the
    /// client's: no limit.
    void rearm()
    {
        if (m_closing || m_written < m_reserved) {
            m_timer.stop();
            return;
        }
        if (m_received > 0) {
            if (!m_requestClock.isValid())
                m_requestClock.start();
            m_timer.start(int(std::max<qint64>(0, m_requestMs - m_requestClock.elapsed())));
        } else {
            m_requestClock.invalidate();
            m_timer.start(m_idleMs);
        }
    }

    enum class Verdict { Fine, Malformed, TooLarge };

    void check()
    {
        Verdict v = m_headDone ? Verdict::Fine : scanHead();
        if (v == Verdict::Fine && m_headDone
            && (m_declaredBody > WebServer::maxBodyBytes || m_received - m_headBytes > WebServer::maxBodyBytes))
            v = Verdict::TooLarge;
        if (v == Verdict::Fine && !m_headDone && m_head.size() > WebServer::maxHeaderBytes)
            v = Verdict::TooLarge;
        if (v == Verdict::Malformed)
            refuse(errorResponse(400, QCoreApplication::translate("WebServer", "The request is malformed.")));
        else if (v == Verdict::TooLarge)
            refuse(errorResponse(413, QCoreApplication::translate("WebServer", "The request is too large.")));
    }

    /// Reads on through the request line and headers in m_head from where the last read stopped (so that a head
    /// sent a byte at a time costs no more than one sent at once); sets m_headDone, m_headBytes and m_declaredBody
    /// once the empty line that ends the headers is there.
    Verdict scanHead()
    {
        if (!m_requestLineDone) {
            // Blank lines before a request are allowed (RFC 9112 2.2), as the server's parser allows them.
            while (m_scanPos < m_head.size() && (m_head[m_scanPos] == '\r' || m_head[m_scanPos] == '\n'))
                ++m_scanPos;
            const qsizetype lineEnd = m_head.indexOf('\n', m_scanPos);
            if (lineEnd < 0)
                return Verdict::Fine;
            if (!validRequestLine(m_head.mid(m_scanPos, lineEnd - m_scanPos)))
                return Verdict::Malformed;
            m_requestLineDone = true;
            m_scanPos = lineEnd + 1;
        }
        for (;;) {
            const qsizetype end = m_head.indexOf('\n', m_scanPos);
            if (end < 0)
                return Verdict::Fine; // the headers go on in the next read
            QByteArray line = m_head.mid(m_scanPos, end - m_scanPos);
            m_scanPos = end + 1;
            if (line.endsWith('\r'))
                line.chop(1);
            if (line.isEmpty())
                break;
            if (!readHeader(line))
                return Verdict::Malformed;
        }
        // Both framings at once is how requests are smuggled past a proxy (RFC 9112 6.1).
        if (m_chunked && m_length >= 0)
            return Verdict::Malformed;
        m_headDone = true;
        m_headBytes = m_scanPos;
        m_declaredBody = m_length;
        m_head.clear();
        return Verdict::Fine;
    }

    /// One header line: false when it is malformed, or a Content-Length that is not one plain number.
    bool readHeader(const QByteArray &line)
    {
        const qsizetype colon = line.indexOf(':');
        // No name, a space before the colon, or a folded line (obsolete, RFC 9112 5.2): the server's parser and a
        // proxy in front could read such a header differently, so it is refused.
        if (colon <= 0 || line[0] == ' ' || line[0] == '\t' || line[colon - 1] == ' ' || line[colon - 1] == '\t')
            return false;
        const QByteArray field = line.left(colon).toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (field == "content-length") {
            const bool digits = !value.isEmpty() && value.size() <= 18
                                && std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (!digits || (m_length >= 0 && value.toLongLong() != m_length))
                return false;
            m_length = value.toLongLong();
        } else if (field == "transfer-encoding") {
            m_chunked = true;
        }
        return true;
    }

    bool validRequestLine(QByteArray line)
    {
        if (line.endsWith('\r'))
            line.chop(1);
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() != 3 || parts[0].isEmpty() || parts[0].size() > 16 || !parts[1].startsWith('/'))
            return false;
        if (!std::all_of(parts[0].begin(), parts[0].end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
            return false;
        if (!std::all_of(parts[1].begin(), parts[1].end(),
                         [](char c) { return static_cast<unsigned char>(c) > 0x20 && c != 0x7f; }))
            return false;
        if (parts[2] != "HTTP/1.1" && parts[2] != "HTTP/1.0")
            return false;
        m_http10 = parts[2] == "HTTP/1.0";
        m_target = parts[1];
        return true;
    }

    /// Answers and drops the connection at once: the rest of the request is never read.
    void refuse(const WebResponse &response)
    {
        // The server's handler, next in line for this readyRead, must not parse what is left.
        disconnect(m_socket, &QTcpSocket::readyRead, nullptr, nullptr);
        m_closing = true;
        m_timer.stop();
        m_socket->write(serialize(response, false, true));
        m_socket->flush();
        m_socket->abort();
    }

    QTcpSocket *m_socket;
    QByteArray m_head;          // the request line and headers as far as read (cleared once complete)
    bool m_headDone = false;    // the headers are complete
    qint64 m_headBytes = 0;     // their size, blank lines before the request line included
    qint64 m_declaredBody = -1; // Content-Length, -1 = none
    qint64 m_received = 0;      // bytes of the current request received so far
    qint64 m_unread = 0;        // bytes of the next request already received when the last one completed
    bool m_http10 = false;
    QByteArray m_target;
    // Where scanHead stopped: the request line read, the next line's start in m_head, the framing seen so far.
    bool m_requestLineDone = false;
    qsizetype m_scanPos = 0;
    qint64 m_length = -1;
    bool m_chunked = false;
    // Responses: places handed out, written so far, and those made but waiting for an earlier one.
    quint64 m_reserved = 0;
    quint64 m_written = 0;
    QMap<quint64, std::pair<QByteArray, bool>> m_ready;
    bool m_closing = false;
    // Slow-client protection (rearm).
    int m_requestMs;
    int m_idleMs;
    QTimer m_timer;
    QElapsedTimer m_requestClock; // since the current request's first byte
};

/// Listens like QTcpServer and gives every accepted socket its ConnectionGuard before the HTTP server sees it.
class GuardedTcpServer : public QTcpServer
{
public:
    GuardedTcpServer(int requestMs, int idleMs, QObject *parent)
        : QTcpServer(parent)
        , m_requestMs(requestMs)
        , m_idleMs(idleMs)
    {
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        socket->setReadBufferSize(kReadBufferBytes);
        // Each response goes out in one write; without this, its last partial segment can wait for the client's
        // delayed ACK (Nagle's algorithm), tens of milliseconds on every answer larger than a segment.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        new ConnectionGuard(socket, m_requestMs, m_idleMs);
        addPendingConnection(socket);
    }

private:
    int m_requestMs;
    int m_idleMs;
};

// RFC 9110 methods the handlers may see; anything else is answered 405 here.
QByteArray methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return QByteArrayLiteral("GET");
    case QHttpServerRequest::Method::Post:
        return QByteArrayLiteral("POST");
    case QHttpServerRequest::Method::Put:
        return QByteArrayLiteral("PUT");
    case QHttpServerRequest::Method::Delete:
        return QByteArrayLiteral("DELETE");
    case QHttpServerRequest::Method::Patch:
        return QByteArrayLiteral("PATCH");
    case QHttpServerRequest::Method::Options:
        return QByteArrayLiteral("OPTIONS");
    default:
        return {};
    }
}

// A path that, decoded, climbs out of its folder, names a Windows separator or a NUL, or has an empty segment: no
// resource of the session has such a name, and a handler that joins it to a folder must never see one.
bool safePath(const QString &path)
{
    return path.startsWith(QLatin1Char('/')) && !path.contains(QLatin1String("..")) && !path.contains(QLatin1Char('\\'))
           && !path.contains(QChar(0)) && !path.contains(QLatin1String("//"));
}

} // namespace

WebServer::WebServer(WebApi &api, QObject *parent) : QAbstractHttpServer(parent), m_api(&api)
{
}

WebServer::WebServer(WebWorkerPool &pool, QObject *parent) : QAbstractHttpServer(parent), m_pool(&pool)
{
}

void WebServer::setTimeouts(int requestMs, int idleMs)
{
    m_requestMs = requestMs;
    m_idleMs = idleMs;
}

Result<quint16> WebServer::start(const QHostAddress &address, quint16 port)
{
    auto *server = new GuardedTcpServer(m_requestMs, m_idleMs, this);
    if (!server->listen(address, port)) {
        const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
                                 ? QString(QLatin1Char('[') + address.toString() + QLatin1Char(']'))
                                 : address.toString();
        const QString why = server->errorString();
        delete server;
        return Error{
            QCoreApplication::translate("WebServer", "cannot listen on %1:%2: %3").arg(host).arg(port).arg(why)};
    }
    bind(server);
    return server->serverPort();
}

bool WebServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    ConnectionGuard *guard = ConnectionGuard::of(socket);
    if (!guard) { // every socket comes from GuardedTcpServer: one that did not is dropped, never served unguarded
        socket->abort();
        return true;
    }
    const bool close = guard->http10() || request.value(QByteArrayLiteral("connection")).toLower().contains("close");
    const QHttpServerRequest::Method method = request.method();
    const bool head = method == QHttpServerRequest::Method::Head;

    std::optional<WebResponse> response; // unset: the request goes to a worker
    WebRequest web;
    web.method = head ? QByteArrayLiteral("GET") : methodName(method);
    const QUrl url = request.url();
    const QByteArray target = guard->target();
    const qsizetype query = target.indexOf('?');
    web.path = QUrl::fromPercentEncoding(query < 0 ? target : target.left(query));
    if (web.method.isEmpty()) {
        response = errorResponse(405, QCoreApplication::translate("WebServer", "This method is not allowed."));
        response->headers.append({QByteArrayLiteral("Allow"), QByteArrayLiteral("GET, HEAD, POST")});
    } else if (!url.isValid() || !safePath(web.path)) {
        response = errorResponse(400, QCoreApplication::translate("WebServer", "The address is malformed."));
    } else if (request.body().size() > maxBodyBytes) {
        response = errorResponse(413, QCoreApplication::translate("WebServer", "The request is too large."));
    } else {
        web.query = request.query();
        const auto headers = request.headers();
        web.headers.reserve(headers.size());
        for (const auto &h : headers)
            web.headers.append({h.first.toLower(), h.second});
        web.body = request.body();
        web.remote = request.remoteAddress();
        if (m_api)
            response = m_api->handle(web);
    }
    const quint64 slot = guard->reserve();
    if (response) {
        guard->deliver(slot, serialize(*response, head, close), close);
    } else {
        // The client may be gone by the time the worker answers: its socket and guard deleted (the answer is
        // committed all the same), or the socket closed (deliver writes nothing).
        m_pool->dispatch(std::move(web),
                         [alive = QPointer<ConnectionGuard>(guard), slot, head, close](const WebResponse &answer) {
                             if (alive)
                                 alive->deliver(slot, serialize(answer, head, close), close);
                         });
    }
    if (!close)
        guard->requestDone();
    return true;
}

void WebServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    Q_UNUSED(request);
    // handleRequest answers every request; this is Qt's fallback should it ever not.
    socket->write(serialize(errorResponse(404, QCoreApplication::translate("WebServer", "Not found.")), false, false));
}

} // namespace editlens::core
