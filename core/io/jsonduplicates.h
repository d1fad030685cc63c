#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace editlens::core {

/// A key written twice in one JSON object: the key as decoded, and the byte offsets of both occurrences.
struct DuplicateJsonKey
{
    QString key;
    qsizetype offset = 0;      ///< where the second occurrence starts (its opening quote)
    qsizetype firstOffset = 0; ///< where the first occurrence starts
};

/// The first key that appears twice in the same JSON object of `data`, or nullopt. QJsonDocument keeps the last of
/// duplicated keys without a word, so importers scan the raw text with this before trusting the parse. Keys are
/// compared after decoding escapes ("a" and "\u0061" are the same key). One linear pass; assumes `data` is JSON that
/// QJsonDocument accepted. Pure function.
std::optional<DuplicateJsonKey> findDuplicateJsonKey(const QByteArray &data);

/// `data` with every JSON string (key or value) that starts with a raw U+FEFF rewritten to start with the escape
/// "\ufeff" instead. Qt's UTF-8 decoding drops a leading U+FEFF from a string written raw (and keeps the escaped
/// one), so without this an id "\ufeffx" written raw would be read as "x" and nothing later could tell. Importers
/// parse the result; ImportResolver then refuses such a text by name. Returns `data` itself (no copy) when there is
/// nothing to rewrite; no newline is added, so line numbers stay; columns after a rewritten string move by 3. One
/// linear pass. Pure function.
QByteArray keepLeadingByteOrderMarks(const QByteArray &data);

/// An error naming `path`, the line of the second occurrence and the key when `data` has a key written twice in one
/// object, which QJsonDocument would resolve to the last one without a word; success otherwise. `firstLine` is the
/// line `data` starts at in `path` (a JSON Lines record is one line of a longer file).
Status rejectDuplicateJsonKeys(const QByteArray &data, const QString &path, int firstLine = 1);

} // namespace editlens::core
