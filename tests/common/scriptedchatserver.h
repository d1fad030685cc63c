#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVector>

#include <functional>
#include <memory>

class QThread;

namespace editlens::testing {

/// One scripted HTTP response of the ScriptedChatServer. Value type.
struct ScriptedReply
{
    int status = 200;
    QByteArray body;
    QByteArray contentType = "application/json";
    QList<QPair<QByteArray, QByteArray>> headers; ///< further headers (e.g. {"Retry-After", "0"})
    bool hang = false;                            ///< never answer; the connection stays open until the client gives up
    qint64 dropAfterBytes = -1; ///< close the connection after this many bytes of the response (status line included)
    int delayMs = 0;            ///< answer after this delay (a timer on the server's thread; never a sleep)
    bool chunked = false;       ///< Transfer-Encoding: chunked instead of Content-Length
    /// Held until this many requests are unanswered at once, then every held answer goes out: a client limited to
    /// fewer in flight never gets it (and times out), one sending more shows it in maxConcurrent().
    int holdUntilConcurrent = 0;

    /// A chat-completions answer whose choices[0].message.content is `content`, with usage figures.
    static ScriptedReply chat(const QString &content, int promptTokens = 12, int completionTokens = 7);
    /// An OpenAI-style error body {"error": {"message": …}} with the given HTTP status.
    static ScriptedReply error(int status, const QString &message);
    /// A request that is never answered.
    static ScriptedReply hanging();
};

/// One request as the server received it. Value type.
struct RecordedRequest
{
    QByteArray method;                    ///< "POST", "GET"
    QByteArray path;                      ///< "/v1/chat/completions"
    QMap<QByteArray, QByteArray> headers; ///< names in lower case
    QByteArray body;
    QJsonDocument json; ///< the body parsed (null when it is no JSON)
    int index = 0;      ///< 0-based order of arrival

    QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
};

/// A real HTTP/1.1 server on 127.0.0.1 (random port) that speaks the two calls of OpenAI's protocol EditLens uses —
/// POST /v1/chat/completions and GET /v1/models — with answers scripted per test. It runs on a thread of its own,
/// so a blocking client in the test's thread can talk to it. Each request gets the next queued reply (`enqueue`),
/// else the reply function's answer (`setReplyFunction`, called on the server's thread, so it must be thread-safe),
/// else the built-in one (the model list for GET …/models, 500 "no scripted reply" for chat completions, 404
/// otherwise). Every request is recorded; connections are kept alive. The public functions may be called from any
/// thread.
class ScriptedChatServer
{
public:
    using ReplyFunction = std::function<ScriptedReply(const RecordedRequest &)>;

    ScriptedChatServer();
    ~ScriptedChatServer();
    ScriptedChatServer(const ScriptedChatServer &) = delete;
    ScriptedChatServer &operator=(const ScriptedChatServer &) = delete;

    /// Listens on 127.0.0.1:`port` (0 = a free port); false when it cannot.
    bool start(quint16 port = 0);
    /// Closes the listening socket and every connection (a server that died); start() may follow.
    void stop();

    quint16 port() const;
    /// "http://127.0.0.1:PORT/v1", what an EndpointConfig's baseUrl takes.
    QUrl url() const;

    void enqueue(const ScriptedReply &reply);
    void setReplyFunction(ReplyFunction function);
    /// The ids GET /v1/models lists (default: "scripted-model").
    void setModels(const QStringList &models);

    QVector<RecordedRequest> requests() const;
    int requestCount() const;
    /// The most requests received but not yet answered at one moment.
    int maxConcurrent() const;
    /// Connections accepted since start().
    int connectionsAccepted() const;

    struct State; ///< shared with the server's thread (scriptedchatserver.cpp)

private:
    std::shared_ptr<State> m_state;
    std::unique_ptr<QThread> m_thread;
};

} // namespace editlens::testing
