#pragma once

#include "util/error.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core {

/// One object of a JSON array or JSON Lines file, with the 1-based line where it starts.
struct JsonRow
{
    QJsonObject object;
    int line = 0;
};

/// The rows of `file`: a JSON array of objects (the first non-blank character is '[') or JSON Lines (one object per
/// non-blank line). A UTF-8 byte order mark at the start is skipped. Every error names `file` and the line: invalid
/// JSON (a truncated text included), a key written twice in one object (see rejectDuplicateJsonKeys), a row that is
/// not an object, and a file without rows. Reads the whole file; may run on any thread.
Result<QVector<JsonRow>> readJsonRows(const QString &file);

/// The first row of the JSON array or JSON Lines file at `path`, reading at most the first 256 KiB: for detect(),
/// which must only peek. An empty object when the file cannot be read, holds neither, or its first row is longer than
/// the peek. May run on any thread.
QJsonObject firstJsonRow(const QString &path);
/// The text of that first row as firstJsonRow() reads it (cut at 256 KiB when longer), for a detect() that looks for
/// field names when the row does not parse; empty when the file cannot be read or holds no row.
QByteArray firstJsonRowText(const QString &path);

/// `value` as a row index or counter when it is a JSON number that is a whole number from 0 to 2^53, else nullopt
/// (7.5, -1, 1e300: QJsonValue::toInteger() would give 0 for the last). Every whole number up to 2^53 is exact in
/// a double, so the number is the one the file wrote; a larger one may already have been rounded by the parser.
std::optional<qint64> jsonWholeNumber(const QJsonValue &value);
/// "a whole number from 0 to 9007199254740992": what an error about jsonWholeNumber() says was expected.
QString jsonWholeNumberRange();

} // namespace editlens::core
