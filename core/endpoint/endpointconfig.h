#pragma once

#include "util/error.h"

#include <QJsonObject>
#include <QString>
#include <QUrl>

namespace editlens::core::endpoint {

/// One OpenAI-compatible chat-completions endpoint (vLLM, SGLang, LMDeploy, llama.cpp's server, Ollama, a hosted API)
/// and the model asked there. The API key is never part of the configuration that is stored or logged: only where it
/// comes from (an environment variable or a key file) is, and `resolveKey()` reads it when a request is made.
struct EndpointConfig
{
    QString name;           ///< the user's name for it ("local-vllm"); stored with every answer
    QUrl baseUrl;           ///< up to and including "/v1", e.g. http://127.0.0.1:8000/v1 (https works as well)
    QString model;          ///< the "model" field sent, e.g. "Qwen/Qwen2.5-VL-7B-Instruct"
    QString keyEnv;         ///< environment variable holding the key ("" = none)
    QString keyFile;        ///< file holding the key on its first line ("" = none); keyEnv wins when both are set
    int maxInFlight = 4;    ///< requests sent at once (per endpoint)
    int timeoutMs = 120000; ///< per attempt; a server that hangs longer counts as a connection failure
    int maxRetries = 4;     ///< retries of one request after 429, 5xx or a lost connection (exponential back-off)
    int backoffMs = 500;    ///< first back-off; doubled per retry, capped at 30 s; a Retry-After header wins
    int maxConsecutiveFailures = 8; ///< the run stops (with the last reason) after this many failed requests in a row
    /// A larger response body is refused, not parsed or stored: an answer of max_tokens 1024 is a few KiB, so 2 MiB
    /// leaves room for verbose servers while a runaway answer (a looping model, a wrong endpoint) cannot fill the
    /// study.
    qint64 maxAnswerBytes = 2 * 1024 * 1024;
    double temperature = 0.0;
    qint64 seed = 0;      ///< sent as "seed"
    int maxTokens = 1024; ///< sent as "max_tokens"
    QJsonObject extra;    ///< further request fields (top_p, …), sent as given and part of the version

    /// The fields that shape an answer (endpoint name excluded, key excluded), as a stable string: model,
    /// temperature, seed, max_tokens and `extra` in key order. Two configurations with the same string get the same
    /// answers from the cache.
    QString answerShapingVersion() const;

    /// The key from keyEnv or keyFile; empty when neither is set. An error names the variable or file when it is set
    /// but empty or unreadable.
    Result<QString> resolveKey() const;

    /// Checks the fields (a URL with http/https scheme and host, a model, limits ≥ 1).
    Status validate() const;
};

/// Parses "NAME=URL" (the command line's --endpoint); NAME may be omitted ("URL" → name "default").
Result<EndpointConfig> endpointFromArgument(const QString &argument);

} // namespace editlens::core::endpoint
