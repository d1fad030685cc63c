#include "webtokens.h"

#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QSqlQuery>

#include <array>
#include <cmath>

namespace editlens::core {

namespace {

const QByteArray kVersion = QByteArrayLiteral("v1");
const QLatin1String kSecretKey("web.secret");
const int kSecretBytes = 32;
// Far longer than any token sign() makes (an annotator name of a few hundred characters): a longer one is refused
// before any decoding or HMAC work is spent on it.
const qsizetype kMaxTokenBytes = 2048;

QByteArray base64Url(const QByteArray &data)
{
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

// Strict base64url: an alphabet error, padding or a second spelling of the same bytes (non-zero trailing bits) is
// refused, so that a token has exactly one text.
std::optional<QByteArray> fromBase64Url(const QByteArray &text)
{
    auto decoded = QByteArray::fromBase64Encoding(text, QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals
                                                            | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || text.contains('=') || base64Url(decoded.decoded) != text)
        return std::nullopt;
    return decoded.decoded;
}

QByteArray mac(const QByteArray &secret, const QByteArray &signedPart)
{
    return QMessageAuthenticationCode::hash(signedPart, secret, QCryptographicHash::Sha256);
}

// Equal-length byte strings compared without an early exit, so that the time taken says nothing about how many
// leading bytes of a forged mac were right.
bool constantTimeEqual(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

const char *kindText(WebTokenClaims::Kind kind)
{
    return kind == WebTokenClaims::Kind::Crowd ? "crowd" : "link";
}

} // namespace

WebTokens::WebTokens(QByteArray secret) : m_secret(std::move(secret))
{
}

QByteArray WebTokens::sign(const WebTokenClaims &claims) const
{
    QJsonObject payload;
    payload.insert(QStringLiteral("a"), claims.annotator);
    payload.insert(QStringLiteral("k"), QLatin1String(kindText(claims.kind)));
    payload.insert(QStringLiteral("e"), double(claims.expires.toSecsSinceEpoch()));
    const QByteArray signedPart = kVersion + '.' + base64Url(QJsonDocument(payload).toJson(QJsonDocument::Compact));
    return signedPart + '.' + base64Url(mac(m_secret, signedPart));
}

std::optional<WebTokenClaims> WebTokens::verify(const QByteArray &token, const QDateTime &now) const
{
    // Without a secret anyone could sign: such a WebTokens accepts nothing.
    if (m_secret.isEmpty() || token.size() > kMaxTokenBytes)
        return std::nullopt;
    const QList<QByteArray> parts = token.split('.');
    if (parts.size() != 3 || parts[0] != kVersion || parts[1].isEmpty())
        return std::nullopt;
    const auto given = fromBase64Url(parts[2]);
    if (!given || !constantTimeEqual(*given, mac(m_secret, parts[0] + '.' + parts[1])))
        return std::nullopt;
    // Only a payload this study's secret signed gets this far; it is still read as if it were hostile.
    const auto payloadBytes = fromBase64Url(parts[1]);
    if (!payloadBytes)
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*payloadBytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject payload = doc.object();
    const QJsonValue annotator = payload.value(QStringLiteral("a"));
    const QJsonValue kind = payload.value(QStringLiteral("k"));
    const QJsonValue expires = payload.value(QStringLiteral("e"));
    if (!annotator.isString() || annotator.toString().isEmpty() || !kind.isString() || !expires.isDouble())
        return std::nullopt;
    WebTokenClaims claims;
    claims.annotator = annotator.toString();
    if (kind.toString() == QLatin1String("link"))
        claims.kind = WebTokenClaims::Kind::Link;
    else if (kind.toString() == QLatin1String("crowd"))
        claims.kind = WebTokenClaims::Kind::Crowd;
    else
        return std::nullopt;
    const double seconds = expires.toDouble();
    // Whole seconds within QDateTime's range (about ±292 million years): anything else was not made by sign().
    if (!std::isfinite(seconds) || seconds != std::floor(seconds) || std::fabs(seconds) > 9.0e12)
        return std::nullopt;
    claims.expires = QDateTime::fromSecsSinceEpoch(qint64(seconds), Qt::UTC);
    if (!(now < claims.expires))
        return std::nullopt;
    return claims;
}

Result<QByteArray> WebTokens::studySecret(StudyStore &store)
{
    const QString what = QCoreApplication::translate("WebTokens", "cannot read the study's web link secret");
    QSqlDatabase &db = store.database();
    auto read = [&]() -> Result<QString> {
        QSqlQuery q(db);
        if (Status s = execBound(q, QStringLiteral("SELECT value FROM study_meta WHERE key = ?"), {QString(kSecretKey)},
                                 what, store.filePath());
            !s)
            return s.error();
        return q.next() ? q.value(0).toString() : QString();
    };
    auto stored = read();
    if (!stored)
        return stored.error();
    if (stored.value().isEmpty()) {
        std::array<quint32, kSecretBytes / sizeof(quint32)> words{};
        QRandomGenerator::system()->fillRange(words.data(), qsizetype(words.size()));
        const QByteArray secret(reinterpret_cast<const char *>(words.data()), kSecretBytes);
        // Two `serve` processes of one study may start at once: whichever inserts first wins, and both read the
        // winner's secret back, so that each accepts the other's tokens.
        Status s = runInWriteTransaction(db, store.dialect(), store.filePath(), what, [&]() -> Status {
            QSqlQuery q(db);
            return execBound(q,
                             QStringLiteral(
                                 "INSERT INTO study_meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING"),
                             {QString(kSecretKey), QString::fromLatin1(secret.toHex())}, what, store.filePath());
        });
        if (!s)
            return s.error();
        stored = read();
        if (!stored)
            return stored.error();
    }
    const QByteArray hex = stored.value().toLatin1();
    const QByteArray secret = QByteArray::fromHex(hex);
    if (secret.size() != kSecretBytes || secret.toHex() != hex.toLower())
        return Error{QCoreApplication::translate("WebTokens", "the study's web link secret is damaged (%1 is not %2 "
                                                              "bytes in hexadecimal)")
                         .arg(QString(kSecretKey))
                         .arg(kSecretBytes),
                     store.filePath()};
    return secret;
}

} // namespace editlens::core
