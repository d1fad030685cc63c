#pragma once

#include <QString>

namespace editlens::core {

/// A passphrase stored as a salted hash: "pbkdf2-sha256$ITERATIONS$SALT$HASH" (salt and hash in hex). PBKDF2 with
/// HMAC-SHA-256 (RFC 8018 §5.2), a 16-byte salt from the system's random source and 32 bytes of output.
/// The passphrase itself is never stored.
QString hashPassphrase(const QString &passphrase, int iterations = 60000);

/// True when `passphrase` hashes to `stored` (made by hashPassphrase). False for an empty or malformed `stored`.
/// The comparison takes the same time wherever the hashes differ.
bool verifyPassphrase(const QString &stored, const QString &passphrase);

/// PBKDF2-HMAC-SHA-256 of `password` with `salt` (RFC 8018 §5.2); public for the test vectors of RFC 7914 §11.
QByteArray pbkdf2Sha256(const QByteArray &password, const QByteArray &salt, int iterations, int length);

} // namespace editlens::core
