#pragma once

#include <QByteArray>
#include <QVector>

namespace editlens::core {

/// 1-based line of byte `offset` in `data`, for error messages that name a line of a JSON file.
int lineAt(const QByteArray &data, qsizetype offset);

/// Byte offsets of the elements of the top-level array in `data`, in order. QJsonDocument forgets positions, so a
/// small scanner (strings, escapes, nesting) finds where each element starts. Assumes `data` is a JSON array; on a
/// truncated text it returns the elements started so far. Pure function.
QVector<qsizetype> topLevelElementOffsets(const QByteArray &data);

} // namespace editlens::core
