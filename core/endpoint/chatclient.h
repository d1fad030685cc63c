#pragma once

#include "endpointconfig.h"
#include "util/error.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

#include <atomic>
#include <functional>

namespace editlens::core::endpoint {

/// An image as sent to a model: encoded once (PNG or JPEG bytes as stored, never re-encoded per request) and shared
/// between the requests that show it (QByteArray is implicitly shared).
struct ChatImage
{
    QString sha256;     ///< of `bytes`; recorded with the answer
    QByteArray dataUrl; ///< "data:image/png;base64,…" (makeChatImage builds it)
};

/// Builds a ChatImage from a file's bytes; the MIME type is sniffed from the bytes (PNG, JPEG, WebP, GIF, BMP).
/// An error names `fileForErrors` when the bytes are no image of these kinds.
Result<ChatImage> makeChatImage(const QByteArray &bytes, const QString &fileForErrors);

/// One chat-completions request: an optional system message, then one user message with the text followed by the
/// images in order.
struct ChatRequest
{
    QString system;
    QString text;
    QVector<ChatImage> images;
};

/// The request body as sent (model, messages with image_url data URLs, temperature, seed, max_tokens, extra).
QByteArray requestBody(const EndpointConfig &config, const ChatRequest &request);

/// What came back for one request.
struct ChatAnswer
{
    bool ok = false;
    QString content;       ///< choices[0].message.content (ok only)
    QString error;         ///< why it failed (HTTP status and the server's message, timeout, too large, …)
    int httpStatus = 0;    ///< last HTTP status (0 = no response)
    int attempts = 0;      ///< 1 + retries made
    qint64 latencyMs = 0;  ///< of the successful attempt
    int promptTokens = -1; ///< usage.prompt_tokens, -1 when the server did not say
    int completionTokens = -1;
    bool permanent = false; ///< a 4xx other than 408/429: retrying would not help
};

/// Totals of one run.
struct ChatRunSummary
{
    int answered = 0;
    int failed = 0;
    int notSent = 0; ///< without an answer because the run was cancelled or stopped: never sent, or abandoned in flight
    bool stopped = false; ///< stopped after maxConsecutiveFailures failures in a row
    QString stopReason;   ///< the last failure's reason when stopped
};

/// Sends chat-completions requests to one endpoint with at most `maxInFlight` at once, retries 429/5xx/lost
/// connections with back-off, gives up on a request after `timeoutMs` per attempt, and stops the run after
/// `maxConsecutiveFailures` failures in a row. Blocking: `run()` spins its own event loop, so call it from a thread
/// that may block (the CLI's main thread, a worker thread), never from the GUI thread.
class ChatClient
{
public:
    explicit ChatClient(EndpointConfig config);

    /// Sends every request; `onAnswer(index, answer)` is called on the calling thread as each one completes (in
    /// completion order). Returns when all are answered, when `cancel` becomes true, or when the run stops.
    ChatRunSummary run(const QVector<ChatRequest> &requests,
                       const std::function<void(int index, const ChatAnswer &answer)> &onAnswer,
                       const std::atomic_bool *cancel = nullptr);

    /// GET {baseUrl}/models: the model ids the endpoint serves, or an error naming the URL and what went wrong.
    Result<QStringList> listModels();

    const EndpointConfig &config() const { return m_config; }

private:
    EndpointConfig m_config;
};

} // namespace editlens::core::endpoint
