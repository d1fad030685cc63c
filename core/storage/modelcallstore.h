#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

class StudyStore;

/// One request a model stage sent and what came back, kept in the study for the cache and the audit ("why did the
/// judge say 3?"). Never holds an API key. Value type.
struct ModelCall
{
    QString requestKey;   ///< sha256 hex of everything that shapes the answer: stage version, endpoint's answer-
                          ///< shaping version, template sha256, rendered text, image sha256s (the cache key)
    QString stage;        ///< "parse", "ground", "dice-detect", "dice-coherence", "judge-point", "judge-pair"
    QString stageVersion; ///< the stage's version string (model + parameters + template hash)
    QString endpoint;     ///< the endpoint's name and URL ("local=http://127.0.0.1:8000/v1"), never a key
    QString model;
    QString templateSha256;
    QStringList imageSha256; ///< the images shown, in order
    QString itemKey;         ///< the item the request is about
    QString systems;         ///< the output(s) it is about: a system name, "A|B" for a pair, "" for the item alone
    QString subject;         ///< anything else that tells requests of one item apart (a difference's index), or ""
    QString prompt;          ///< the rendered text sent (so the audit shows exactly what was asked)
    QString raw;             ///< the model's answer as received ("" when the request failed)
    QString parsed;          ///< the parsed value as compact JSON ("" when unparseable or failed)
    QString status;          ///< "ok", "unparseable" (raw kept, `error` says why) or "failed" (`error` says why)
    QString error;
    qint64 latencyMs = 0;
    int promptTokens = -1; ///< -1: the server did not say
    int completionTokens = -1;
    QString createdAt; ///< ISO 8601 UTC, set by `record` when empty
};

/// Tokens and requests of one stage, summed over the study's calls.
struct ModelCallTotals
{
    QString stage;
    qint64 calls = 0;
    qint64 ok = 0;
    qint64 unparseable = 0;
    qint64 failed = 0;
    qint64 promptTokens = 0; ///< over the calls that reported usage
    qint64 completionTokens = 0;
};

/// The study's model_calls table: the cache of model stages and their audit trail. Uses `store`'s connection, so it
/// lives on the thread that owns the store; `store` must outlive it. Annotators' server logins get no rights on it
/// (it names systems).
class ModelCallStore
{
public:
    explicit ModelCallStore(StudyStore &store);

    /// The stored call with this key whose status is "ok" or "unparseable" (a failed call is asked again).
    Result<std::optional<ModelCall>> find(const QString &requestKey) const;
    /// Upserts on requestKey, in one transaction. The endpoint's URL is stored without user info and query, either of
    /// which can carry a credential; a NUL character (which PostgreSQL's text cannot hold) is stored as U+FFFD.
    /// Error: no key or stage, a status other than ok/unparseable/failed.
    Status record(const ModelCall &call);
    /// Calls of one stage (all stages when empty) about one item (all items when empty), oldest first.
    Result<QVector<ModelCall>> calls(const QString &stage = {}, const QString &itemKey = {}) const;
    /// Per-stage totals, stages in name order.
    Result<QVector<ModelCallTotals>> totals() const;

private:
    StudyStore &m_store;
};

} // namespace editlens::core
