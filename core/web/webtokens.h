#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace editlens::core {

class StudyStore;

/// What a web token lets its bearer do: answer as `annotator` until `expires`.
struct WebTokenClaims
{
    enum class Kind { Link, Crowd };
    QString annotator;
    Kind kind = Kind::Link; ///< a personal link (serve-links) or a crowd participant's session (enrolment)
    QDateTime expires;      ///< UTC
};

/// Signed bearer tokens for web annotators: `v1.<payload>.<mac>`, the payload base64url(JSON {"a": annotator,
/// "k": "link"|"crowd", "e": expiry in seconds since the epoch}), the mac base64url(HMAC-SHA256(secret, "v1." +
/// payload)). The secret is the study's own (WebTokens::studySecret): any `serve` process of the study checks any
/// token, and nothing in a token can be changed without the secret. Thread-safe (value type).
class WebTokens
{
public:
    explicit WebTokens(QByteArray secret);

    QByteArray sign(const WebTokenClaims &claims) const;
    /// The claims of a well-formed, correctly signed, unexpired token (at `now`); nullopt otherwise. Compares macs
    /// in constant time.
    std::optional<WebTokenClaims> verify(const QByteArray &token, const QDateTime &now) const;

    /// The study's token secret (32 random bytes), made and stored on first use. Stored where an annotator's server
    /// login cannot read it. Errors name the study.
    static Result<QByteArray> studySecret(StudyStore &store);

private:
    QByteArray m_secret;
};

} // namespace editlens::core
