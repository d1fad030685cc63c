#include "chatclient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QQueue>
#include <QTimer>

#include <algorithm>
#include <limits>
#include <memory>
#include <vector>

Q_LOGGING_CATEGORY(lcEndpoint, "editlens.endpoint", QtInfoMsg)

namespace editlens::core::endpoint {

namespace {

// Qt 6.4's HTTP/1.1 stack opens at most six connections per host and manager (QHttp1Configuration, which changes
// that, arrives in Qt 6.5), so `maxInFlight` above six needs more managers to be real concurrency.
constexpr int connectionsPerManager = 6;
constexpr int maxBackoffMs = 30000;
constexpr int maxRetryAfterMs = 120000;
constexpr int cancelPollMs = 50;

QUrl endpointUrl(const QUrl &base, const QString &path)
{
    QUrl url = base;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + path);
    return url;
}

QNetworkRequest makeRequest(const QUrl &url, const QString &key)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    if (!key.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + key.toUtf8());
    // A redirect would carry the key to wherever it points; an endpoint URL is configured exactly instead.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    // Our own timer gives up on the attempt (see Attempt::timer); Qt's inactivity timeout would let a server that
    // trickles bytes hold an attempt for ever.
    request.setTransferTimeout(0);
    return request;
}

/// The server's own words for a failed request: OpenAI's {"error": {"message": …}}, {"error": "…"}, {"detail": …}
/// (FastAPI servers), or the start of the body.
QString serverMessage(const QByteArray &body)
{
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonValue error = root.value(QStringLiteral("error"));
    QString message;
    if (error.isObject())
        message = error.toObject().value(QStringLiteral("message")).toString();
    else if (error.isString())
        message = error.toString();
    else if (root.value(QStringLiteral("detail")).isString())
        message = root.value(QStringLiteral("detail")).toString();
    else if (root.contains(QStringLiteral("detail")))
        message = QString::fromUtf8(
            QJsonDocument(root.value(QStringLiteral("detail")).toArray()).toJson(QJsonDocument::Compact));
    if (message.isEmpty())
        message = QString::fromUtf8(body.left(300)).simplified();
    if (message.size() > 300)
        message = message.left(300) + QStringLiteral("…");
    return message;
}

/// Retry-After in milliseconds (delta-seconds or an HTTP date), -1 when absent or unreadable.
int retryAfterMs(const QByteArray &header)
{
    if (header.isEmpty())
        return -1;
    bool isNumber = false;
    const double seconds = header.trimmed().toDouble(&isNumber);
    if (isNumber)
        return seconds < 0 ? -1 : int(std::min(seconds * 1000.0, double(maxRetryAfterMs)));
    const QDateTime when = QDateTime::fromString(QString::fromLatin1(header.trimmed()), Qt::RFC2822Date);
    if (!when.isValid())
        return -1;
    return int(std::clamp<qint64>(QDateTime::currentDateTimeUtc().msecsTo(when), 0, maxRetryAfterMs));
}

/// Parses a chat-completions answer into `answer` (content and usage); false with `answer.error` set when the body
/// is not one.
bool parseCompletion(const QByteArray &body, ChatAnswer &answer)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        answer.error = QCoreApplication::translate("ChatClient", "the answer is not a JSON object (%1 at byte %2): %3")
                           .arg(parseError.errorString())
                           .arg(parseError.offset)
                           .arg(QString::fromUtf8(body.left(200)).simplified());
        return false;
    }
    const QJsonObject root = document.object();
    const QJsonValue content = root.value(QStringLiteral("choices"))
                                   .toArray()
                                   .at(0)
                                   .toObject()
                                   .value(QStringLiteral("message"))
                                   .toObject()
                                   .value(QStringLiteral("content"));
    if (!content.isString()) {
        answer.error =
            QCoreApplication::translate("ChatClient", "the answer has no choices[0].message.content text: %1")
                .arg(QString::fromUtf8(body.left(200)).simplified());
        return false;
    }
    answer.content = content.toString();
    const QJsonObject usage = root.value(QStringLiteral("usage")).toObject();
    answer.promptTokens = usage.value(QStringLiteral("prompt_tokens")).toInt(-1);
    answer.completionTokens = usage.value(QStringLiteral("completion_tokens")).toInt(-1);
    return true;
}

/// One request of a run, between its first attempt and its answer.
struct Attempt
{
    int index = -1;
    int attempts = 0;
    QByteArray body;
    QPointer<QNetworkReply> reply;
    QNetworkAccessManager *manager = nullptr;
    QTimer *timer = nullptr; ///< the attempt's timeout, then the back-off before the next one (child of the loop)
    QElapsedTimer started;
    bool timedOut = false;
    bool tooLarge = false;
};

/// The state of one ChatClient::run on the calling thread's event loop.
class ChatRun
{
public:
    ChatRun(const EndpointConfig &config, QString key, const QVector<ChatRequest> &requests,
            const std::function<void(int, const ChatAnswer &)> &onAnswer, const std::atomic_bool *cancel)
        : m_config(config)
        , m_key(std::move(key))
        , m_requests(requests)
        , m_onAnswer(onAnswer)
        , m_cancel(cancel)
        , m_url(endpointUrl(config.baseUrl, QStringLiteral("/chat/completions")))
    {
        const int managers = (std::max(1, config.maxInFlight) + connectionsPerManager - 1) / connectionsPerManager;
        for (int i = 0; i < managers; ++i) {
            m_managers.push_back(std::make_unique<QNetworkAccessManager>());
            m_managers.back()->setAutoDeleteReplies(false);
        }
        for (int i = 0; i < requests.size(); ++i)
            m_pending.enqueue(i);
    }

    ~ChatRun() { abandonAll(); }

    ChatRunSummary exec()
    {
        if (m_pending.isEmpty())
            return m_summary;
        QTimer cancelPoll;
        if (m_cancel) {
            QObject::connect(&cancelPoll, &QTimer::timeout, &m_loop, [this] {
                if (m_cancel->load())
                    finish(false, {});
            });
            cancelPoll.start(cancelPollMs);
        }
        fill();
        if (!m_done)
            m_loop.exec();
        return m_summary;
    }

private:
    void fill()
    {
        while (!m_done && !m_pending.isEmpty() && int(m_active.size()) < m_config.maxInFlight) {
            if (m_cancel && m_cancel->load()) {
                finish(false, {});
                return;
            }
            auto attempt = std::make_unique<Attempt>();
            attempt->index = m_pending.dequeue();
            attempt->body = requestBody(m_config, m_requests.at(attempt->index));
            attempt->manager = leastBusyManager();
            Attempt *raw = attempt.get();
            m_active.push_back(std::move(attempt));
            send(raw);
        }
    }

    QNetworkAccessManager *leastBusyManager() const
    {
        QNetworkAccessManager *best = m_managers.front().get();
        int bestCount = std::numeric_limits<int>::max();
        for (const auto &manager : m_managers) {
            const auto count = std::count_if(m_active.begin(), m_active.end(),
                                             [&](const auto &attempt) { return attempt->manager == manager.get(); });
            if (int(count) < bestCount) {
                best = manager.get();
                bestCount = int(count);
            }
        }
        return best;
    }

    void send(Attempt *attempt)
    {
        ++attempt->attempts;
        attempt->timedOut = false;
        attempt->tooLarge = false;
        attempt->started.start();
        QNetworkReply *reply = attempt->manager->post(makeRequest(m_url, m_key), attempt->body);
        attempt->reply = reply;
        attempt->timer = newTimer();
        QObject::connect(attempt->timer, &QTimer::timeout, reply, [attempt] {
            attempt->timedOut = true;
            attempt->reply->abort();
        });
        attempt->timer->start(m_config.timeoutMs);
        const qint64 limit = m_config.maxAnswerBytes;
        QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [attempt, limit] {
            const QVariant length = attempt->reply->header(QNetworkRequest::ContentLengthHeader);
            if (length.isValid() && length.toLongLong() > limit) {
                attempt->tooLarge = true;
                attempt->reply->abort();
            }
        });
        QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [attempt, limit](qint64 received, qint64) {
            if (received > limit && !attempt->tooLarge) {
                attempt->tooLarge = true;
                attempt->reply->abort();
            }
        });
        QObject::connect(reply, &QNetworkReply::finished, &m_loop, [this, attempt] { finished(attempt); });
    }

    void finished(Attempt *attempt)
    {
        QNetworkReply *reply = attempt->reply;
        dropTimer(attempt);
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = attempt->tooLarge || !reply->isOpen() ? QByteArray() : reply->readAll();
        const QByteArray retryAfter = reply->rawHeader("Retry-After");
        const QNetworkReply::NetworkError networkError = reply->error();
        const QString networkMessage = reply->errorString();
        reply->disconnect();
        reply->deleteLater();
        attempt->reply = nullptr;

        ChatAnswer answer;
        answer.attempts = attempt->attempts;
        answer.httpStatus = status;
        bool retry = false;
        if (attempt->tooLarge) {
            answer.error =
                QCoreApplication::translate("ChatClient", "the answer is larger than %1 bytes and was refused")
                    .arg(m_config.maxAnswerBytes);
            answer.permanent = true;
        } else if (attempt->timedOut) {
            answer.error = QCoreApplication::translate("ChatClient", "no answer within %1 ms").arg(m_config.timeoutMs);
            retry = true;
        } else if (status >= 200 && status < 300 && networkError == QNetworkReply::NoError) {
            answer.latencyMs = attempt->started.elapsed();
            answer.ok = parseCompletion(body, answer);
        } else if (status == 0 || (networkError != QNetworkReply::NoError && status >= 200 && status < 300)) {
            // No HTTP answer at all, or one cut short: the connection failed.
            answer.error = QCoreApplication::translate("ChatClient", "connection failed: %1").arg(networkMessage);
            retry = true;
        } else {
            answer.error =
                QCoreApplication::translate("ChatClient", "HTTP %1: %2").arg(status).arg(serverMessage(body));
            retry = status == 408 || status == 429 || status >= 500;
            answer.permanent = !retry;
        }
        answer.error = redacted(answer.error);

        if (!answer.ok && retry && attempt->attempts <= m_config.maxRetries && !m_done) {
            const int wait = backoff(attempt->attempts, retryAfterMs(retryAfter));
            qCDebug(lcEndpoint) << "retrying request" << attempt->index << "in" << wait << "ms after:" << answer.error;
            attempt->timer = newTimer();
            QObject::connect(attempt->timer, &QTimer::timeout, &m_loop, [this, attempt] {
                dropTimer(attempt);
                send(attempt);
            });
            attempt->timer->start(wait);
            return;
        }
        complete(attempt, answer);
    }

    int backoff(int attemptsMade, int retryAfter) const
    {
        if (retryAfter >= 0)
            return retryAfter;
        const qint64 wait = qint64(m_config.backoffMs) << std::min(attemptsMade - 1, 16);
        return int(std::min<qint64>(wait, maxBackoffMs));
    }

    void complete(Attempt *attempt, const ChatAnswer &answer)
    {
        const int index = attempt->index;
        removeActive(attempt);
        if (answer.ok) {
            ++m_summary.answered;
            m_consecutiveFailures = 0;
        } else {
            ++m_summary.failed;
            ++m_consecutiveFailures;
        }
        if (m_onAnswer)
            m_onAnswer(index, answer);
        if (!answer.ok && m_consecutiveFailures >= m_config.maxConsecutiveFailures) {
            finish(true, answer.error);
            return;
        }
        if (m_pending.isEmpty() && m_active.empty()) {
            finish(false, {});
            return;
        }
        fill();
    }

    /// Ends the run: what is still queued or in flight is counted as not sent.
    void finish(bool stopped, const QString &reason)
    {
        if (m_done)
            return;
        m_done = true;
        m_summary.notSent += int(m_pending.size()) + int(m_active.size());
        m_pending.clear();
        abandonAll();
        if (stopped) {
            m_summary.stopped = true;
            m_summary.stopReason = reason;
        }
        m_loop.quit();
    }

    void abandonAll()
    {
        for (const auto &attempt : m_active) {
            dropTimer(attempt.get());
            if (QNetworkReply *reply = attempt->reply) {
                reply->disconnect();
                reply->abort();
                reply->deleteLater();
            }
        }
        m_active.clear();
    }

    QTimer *newTimer()
    {
        auto *timer = new QTimer(&m_loop);
        timer->setSingleShot(true);
        return timer;
    }

    /// Deferred: the timer may be the one whose timeout led here (an abort finishes its reply at once).
    static void dropTimer(Attempt *attempt)
    {
        if (!attempt->timer)
            return;
        attempt->timer->stop();
        attempt->timer->disconnect();
        attempt->timer->deleteLater();
        attempt->timer = nullptr;
    }

    void removeActive(Attempt *attempt)
    {
        m_active.erase(std::remove_if(m_active.begin(), m_active.end(),
                                      [attempt](const auto &active) { return active.get() == attempt; }),
                       m_active.end());
    }

    /// The key never appears in what a run reports, even where a server echoes it back.
    QString redacted(QString text) const
    {
        if (!m_key.isEmpty())
            text.replace(m_key, QStringLiteral("[key]"));
        return text;
    }

    const EndpointConfig &m_config;
    const QString m_key;
    const QVector<ChatRequest> &m_requests;
    const std::function<void(int, const ChatAnswer &)> &m_onAnswer;
    const std::atomic_bool *m_cancel;
    const QUrl m_url;
    std::vector<std::unique_ptr<QNetworkAccessManager>> m_managers;
    std::vector<std::unique_ptr<Attempt>> m_active;
    QQueue<int> m_pending;
    QEventLoop m_loop;
    ChatRunSummary m_summary;
    int m_consecutiveFailures = 0;
    bool m_done = false;
};

} // namespace

ChatClient::ChatClient(EndpointConfig config) : m_config(std::move(config))
{
}

ChatRunSummary ChatClient::run(const QVector<ChatRequest> &requests,
                               const std::function<void(int index, const ChatAnswer &answer)> &onAnswer,
                               const std::atomic_bool *cancel)
{
    const Result<QString> key = m_config.resolveKey();
    if (!key) {
        ChatRunSummary summary;
        summary.notSent = requests.size();
        summary.stopped = true;
        summary.stopReason = key.error().toString();
        return summary;
    }
    ChatRun run(m_config, key.value(), requests, onAnswer, cancel);
    return run.exec();
}

Result<QStringList> ChatClient::listModels()
{
    const QUrl url = endpointUrl(m_config.baseUrl, QStringLiteral("/models"));
    const QString shownUrl = url.toDisplayString(QUrl::RemovePassword | QUrl::RemoveQuery);
    const Result<QString> key = m_config.resolveKey();
    if (!key)
        return key.error();
    QNetworkAccessManager manager;
    QNetworkReply *reply = manager.get(makeRequest(url, key.value()));
    QEventLoop loop;
    bool timedOut = false;
    bool tooLarge = false;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, reply, [&] {
        timedOut = true;
        reply->abort();
    });
    QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [&](qint64 received, qint64) {
        if (received > m_config.maxAnswerBytes && !tooLarge) {
            tooLarge = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    timer.start(m_config.timeoutMs);
    loop.exec();
    std::unique_ptr<QNetworkReply> owned(reply);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    QString problem;
    if (tooLarge)
        problem = QCoreApplication::translate("ChatClient", "the answer is larger than %1 bytes and was refused")
                      .arg(m_config.maxAnswerBytes);
    else if (timedOut)
        problem = QCoreApplication::translate("ChatClient", "no answer within %1 ms").arg(m_config.timeoutMs);
    else if (status == 0)
        problem = QCoreApplication::translate("ChatClient", "connection failed: %1").arg(reply->errorString());
    else if (status < 200 || status >= 300)
        problem = QCoreApplication::translate("ChatClient", "HTTP %1: %2").arg(status).arg(serverMessage(body));
    QStringList models;
    if (problem.isEmpty()) {
        const QJsonValue data = QJsonDocument::fromJson(body).object().value(QStringLiteral("data"));
        for (const auto &entry : data.toArray()) {
            const QString id = entry.toObject().value(QStringLiteral("id")).toString();
            if (!id.isEmpty())
                models.append(id);
        }
        if (!data.isArray())
            problem = QCoreApplication::translate("ChatClient", "the answer has no \"data\" list of models: %1")
                          .arg(QString::fromUtf8(body.left(200)).simplified());
    }
    if (!problem.isEmpty()) {
        if (!key.value().isEmpty())
            problem.replace(key.value(), QStringLiteral("[key]"));
        return Error{QCoreApplication::translate("ChatClient", "%1: %2").arg(shownUrl, problem)};
    }
    return models;
}

} // namespace editlens::core::endpoint
