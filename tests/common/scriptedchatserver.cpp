#include "scriptedchatserver.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QQueue>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace editlens::testing {

ScriptedReply ScriptedReply::chat(const QString &content, int promptTokens, int completionTokens)
{
    const QJsonObject message{{QStringLiteral("role"), QStringLiteral("assistant")},
                              {QStringLiteral("content"), content}};
    const QJsonObject choice{{QStringLiteral("index"), 0},
                             {QStringLiteral("message"), message},
                             {QStringLiteral("finish_reason"), QStringLiteral("stop")}};
    const QJsonObject usage{{QStringLiteral("prompt_tokens"), promptTokens},
                            {QStringLiteral("completion_tokens"), completionTokens},
                            {QStringLiteral("total_tokens"), promptTokens + completionTokens}};
    const QJsonObject root{{QStringLiteral("id"), QStringLiteral("chatcmpl-scripted")},
                           {QStringLiteral("object"), QStringLiteral("chat.completion")},
                           {QStringLiteral("choices"), QJsonArray{choice}},
                           {QStringLiteral("usage"), usage}};
    ScriptedReply reply;
    reply.body = QJsonDocument(root).toJson(QJsonDocument::Compact);
    return reply;
}

ScriptedReply ScriptedReply::error(int status, const QString &message)
{
    const QJsonObject error{{QStringLiteral("message"), message}, {QStringLiteral("type"), QStringLiteral("scripted")}};
    ScriptedReply reply;
    reply.status = status;
    reply.body = QJsonDocument(QJsonObject{{QStringLiteral("error"), error}}).toJson(QJsonDocument::Compact);
    return reply;
}

ScriptedReply ScriptedReply::hanging()
{
    ScriptedReply reply;
    reply.hang = true;
    return reply;
}

namespace {

struct Connection
{
    QByteArray buffer;
    bool answering = false; ///< a request of this connection is received and not yet answered
    bool closeAfter = false;
};

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 408:
        return "Request Timeout";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

QByteArray responseBytes(const ScriptedReply &reply, bool closeAfter)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' + reasonPhrase(reply.status) + "\r\n";
    out += "Content-Type: " + reply.contentType + "\r\n";
    for (const auto &header : reply.headers)
        out += header.first + ": " + header.second + "\r\n";
    out += closeAfter ? "Connection: close\r\n" : "Connection: keep-alive\r\n";
    if (!reply.chunked) {
        out += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n\r\n" + reply.body;
        return out;
    }
    out += "Transfer-Encoding: chunked\r\n\r\n";
    constexpr qsizetype chunk = 64 * 1024;
    for (qsizetype at = 0; at < reply.body.size(); at += chunk) {
        const QByteArray part = reply.body.mid(at, chunk);
        out += QByteArray::number(part.size(), 16) + "\r\n" + part + "\r\n";
    }
    out += "0\r\n\r\n";
    return out;
}

} // namespace

struct ScriptedChatServer::State
{
    mutable QMutex mutex;
    QQueue<ScriptedReply> queue;
    ReplyFunction replyFunction;
    QStringList models{QStringLiteral("scripted-model")};
    QVector<RecordedRequest> requests;
    int inFlight = 0;
    int maxConcurrent = 0;
    int connectionsAccepted = 0;
    quint16 port = 0;

    // Used on the server's thread only.
    QObject *context = nullptr; ///< lives on the server's thread; parent of the listening server
    QTcpServer *server = nullptr;
    std::map<QTcpSocket *, Connection> connections;
    std::vector<std::pair<QPointer<QTcpSocket>, ScriptedReply>> held; ///< waiting for holdUntilConcurrent

    ScriptedReply replyFor(const RecordedRequest &request)
    {
        ReplyFunction function;
        {
            const QMutexLocker lock(&mutex);
            if (!queue.isEmpty())
                return queue.dequeue();
            function = replyFunction;
        }
        if (function)
            return function(request);
        if (request.method == "GET" && request.path.endsWith("/models")) {
            QJsonArray data;
            const QMutexLocker lock(&mutex);
            for (const QString &id : std::as_const(models))
                data.append(
                    QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("object"), QStringLiteral("model")}});
            ScriptedReply reply;
            reply.body = QJsonDocument(QJsonObject{{QStringLiteral("object"), QStringLiteral("list")},
                                                   {QStringLiteral("data"), data}})
                             .toJson(QJsonDocument::Compact);
            return reply;
        }
        if (request.path.endsWith("/chat/completions"))
            return ScriptedReply::error(500, QStringLiteral("no scripted reply left"));
        return ScriptedReply::error(404, QStringLiteral("no such path"));
    }

    void finishRequest()
    {
        const QMutexLocker lock(&mutex);
        --inFlight;
    }

    void accept()
    {
        while (QTcpSocket *socket = server->nextPendingConnection()) {
            {
                const QMutexLocker lock(&mutex);
                ++connectionsAccepted;
            }
            connections.emplace(socket, Connection{});
            QObject::connect(socket, &QTcpSocket::readyRead, context, [this, socket] {
                auto it = connections.find(socket);
                if (it == connections.end())
                    return;
                it->second.buffer += socket->readAll();
                processNext(socket);
            });
            QObject::connect(socket, &QTcpSocket::disconnected, context, [this, socket] { forget(socket); });
        }
    }

    void forget(QTcpSocket *socket)
    {
        auto it = connections.find(socket);
        if (it == connections.end())
            return;
        if (it->second.answering)
            finishRequest(); // a hanging or delayed request whose client went away
        connections.erase(it);
        socket->deleteLater();
    }

    /// Parses the next complete request on the connection, if any, and answers it.
    void processNext(QTcpSocket *socket)
    {
        Connection &connection = connections.at(socket);
        if (connection.answering)
            return; // HTTP/1.1: answers go out in order; the next request waits in the buffer
        const qsizetype headerEnd = connection.buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        const QList<QByteArray> lines = connection.buffer.left(headerEnd).split('\n');
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        RecordedRequest request;
        request.method = requestLine.value(0);
        request.path = requestLine.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        const qint64 length = request.headers.value("content-length", "0").toLongLong();
        if (connection.buffer.size() < headerEnd + 4 + length)
            return;
        request.body = connection.buffer.mid(headerEnd + 4, length);
        connection.buffer.remove(0, headerEnd + 4 + length);
        request.json = QJsonDocument::fromJson(request.body);
        connection.closeAfter = request.header("connection").toLower() == "close";
        {
            const QMutexLocker lock(&mutex);
            request.index = requests.size();
            requests.append(request);
            ++inFlight;
            maxConcurrent = std::max(maxConcurrent, inFlight);
        }
        connection.answering = true;
        const ScriptedReply reply = replyFor(request);
        if (reply.hang)
            return;
        if (reply.holdUntilConcurrent > 0) {
            held.emplace_back(socket, reply);
            releaseHeld();
            return;
        }
        sendAfterDelay(socket, reply);
    }

    void releaseHeld()
    {
        int pending = 0;
        {
            const QMutexLocker lock(&mutex);
            pending = inFlight;
        }
        const bool release = std::any_of(held.begin(), held.end(), [pending](const auto &entry) {
            return pending >= entry.second.holdUntilConcurrent;
        });
        if (!release)
            return;
        const auto answers = std::exchange(held, {});
        for (const auto &entry : answers) {
            if (entry.first)
                sendAfterDelay(entry.first, entry.second);
        }
    }

    void sendAfterDelay(QTcpSocket *socket, const ScriptedReply &reply)
    {
        if (reply.delayMs > 0)
            QTimer::singleShot(reply.delayMs, socket, [this, socket, reply] { send(socket, reply); });
        else
            send(socket, reply);
    }

    void send(QTcpSocket *socket, const ScriptedReply &reply)
    {
        auto it = connections.find(socket);
        if (it == connections.end())
            return;
        const QByteArray bytes = responseBytes(reply, it->second.closeAfter);
        it->second.answering = false;
        finishRequest();
        if (reply.dropAfterBytes >= 0) {
            socket->write(bytes.left(reply.dropAfterBytes));
            socket->disconnectFromHost(); // after the bytes written so far: the client sees an answer cut short
            return;
        }
        socket->write(bytes);
        if (it->second.closeAfter)
            socket->disconnectFromHost();
        else
            processNext(socket);
    }

    void closeAll()
    {
        // Copy first: abort() emits disconnected, which erases from the map. The sockets go before the server, their
        // parent, which deletes them.
        held.clear();
        std::vector<QTcpSocket *> sockets;
        for (const auto &entry : connections)
            sockets.push_back(entry.first);
        for (QTcpSocket *socket : sockets) {
            socket->abort();
            forget(socket);
        }
        if (server) {
            server->close();
            delete server;
            server = nullptr;
        }
    }
};

ScriptedChatServer::ScriptedChatServer() : m_state(std::make_shared<State>()), m_thread(std::make_unique<QThread>())
{
    m_thread->setObjectName(QStringLiteral("ScriptedChatServer"));
    m_state->context = new QObject;
    m_state->context->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_state->context, &QObject::deleteLater);
    m_thread->start();
}

ScriptedChatServer::~ScriptedChatServer()
{
    stop();
    m_thread->quit();
    m_thread->wait();
}

bool ScriptedChatServer::start(quint16 port)
{
    bool listening = false;
    State *state = m_state.get();
    QMetaObject::invokeMethod(
        state->context,
        [state, port, &listening] {
            if (!state->server) {
                state->server = new QTcpServer(state->context);
                QObject::connect(state->server, &QTcpServer::newConnection, state->context,
                                 [state] { state->accept(); });
            }
            listening = state->server->isListening() || state->server->listen(QHostAddress::LocalHost, port);
            const QMutexLocker lock(&state->mutex);
            state->port = state->server->serverPort();
        },
        Qt::BlockingQueuedConnection);
    return listening;
}

void ScriptedChatServer::stop()
{
    State *state = m_state.get();
    QMetaObject::invokeMethod(
        state->context, [state] { state->closeAll(); }, Qt::BlockingQueuedConnection);
}

quint16 ScriptedChatServer::port() const
{
    const QMutexLocker lock(&m_state->mutex);
    return m_state->port;
}

QUrl ScriptedChatServer::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/v1").arg(port()));
}

void ScriptedChatServer::enqueue(const ScriptedReply &reply)
{
    const QMutexLocker lock(&m_state->mutex);
    m_state->queue.enqueue(reply);
}

void ScriptedChatServer::setReplyFunction(ReplyFunction function)
{
    const QMutexLocker lock(&m_state->mutex);
    m_state->replyFunction = std::move(function);
}

void ScriptedChatServer::setModels(const QStringList &models)
{
    const QMutexLocker lock(&m_state->mutex);
    m_state->models = models;
}

QVector<RecordedRequest> ScriptedChatServer::requests() const
{
    const QMutexLocker lock(&m_state->mutex);
    return m_state->requests;
}

int ScriptedChatServer::requestCount() const
{
    const QMutexLocker lock(&m_state->mutex);
    return m_state->requests.size();
}

int ScriptedChatServer::maxConcurrent() const
{
    const QMutexLocker lock(&m_state->mutex);
    return m_state->maxConcurrent;
}

int ScriptedChatServer::connectionsAccepted() const
{
    const QMutexLocker lock(&m_state->mutex);
    return m_state->connectionsAccepted;
}

} // namespace editlens::testing
