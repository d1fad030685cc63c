#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QVector>

namespace editlens::core {

/// 1-based line of byte `offset` in `data`, for error messages that name a line of a JSON file. Scans from the
/// start: for one error, not once per element (see `topLevelElementPositions` and `topLevelKeyLines`).
int lineAt(const QByteArray &data, qsizetype offset);

/// Where an element of a JSON text starts: its byte offset and its 1-based line.
struct JsonPosition
{
    qsizetype offset = 0;
    int line = 0;
};

/// Byte offsets and lines of the elements of the top-level array in `data`, in order, found in one pass.
/// QJsonDocument forgets positions, so a small scanner (strings, escapes, nesting) finds where each element starts.
/// Assumes `data` is a JSON array; on a truncated text it returns the elements started so far. Pure function.
QVector<JsonPosition> topLevelElementPositions(const QByteArray &data);

/// Byte offsets of the elements of the top-level array in `data`, in order; see `topLevelElementPositions`.
QVector<qsizetype> topLevelElementOffsets(const QByteArray &data);

/// 1-based line of each key of the top-level object in `data`, found in one pass; a key written twice keeps its
/// first line. Keys written with escapes are decoded as QJsonObject decodes them. Empty when `data` is not an
/// object; on a truncated text it holds the keys seen so far. Pure function.
QHash<QString, int> topLevelKeyLines(const QByteArray &data);

/// Byte offsets and lines of the elements of the array that is the value of `key` in the top-level object of `data`
/// (e.g. the "annotations" of a COCO file), found in one pass over the object and one over that array. Empty when
/// `data` is not an object or the key's value is not an array; a key written twice: its first value. Pure function.
QVector<JsonPosition> memberArrayElementPositions(const QByteArray &data, const QString &key);

} // namespace editlens::core
