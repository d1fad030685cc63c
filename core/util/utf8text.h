#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QString>

namespace editlens::core {

/// Where the first byte that is not valid UTF-8 lies: 1-based line, and 1-based column counted in
/// characters from the start of that line (the invalid byte itself counts as one).
struct Utf8Position
{
    int line = 0;
    int column = 0;
    qsizetype byteOffset = -1; ///< 0-based offset in the file; -1 when the text is valid
};

/// Finds the first invalid UTF-8 sequence (overlong forms, surrogates, code points above U+10FFFF
/// and truncated sequences included). `byteOffset` is -1 when the bytes are valid UTF-8.
Utf8Position firstInvalidUtf8(const QByteArray &bytes);

/// Decodes a whole text file's bytes as UTF-8, dropping a leading byte order mark. Invalid bytes
/// are an Error naming `path`, the line and the column of the first one.
Result<QString> decodeUtf8File(const QByteArray &bytes, const QString &path);

} // namespace editlens::core
