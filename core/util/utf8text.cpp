#include "util/utf8text.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace editlens::core {

namespace {

// Length of the valid UTF-8 sequence starting at bytes[i], or 0 when it is invalid (RFC 3629:
// no overlong forms, no surrogates, nothing above U+10FFFF).
int sequenceLength(const unsigned char *bytes, qsizetype size, qsizetype i)
{
    const unsigned char b0 = bytes[i];
    if (b0 < 0x80)
        return 1;
    int length = 0;
    unsigned char lo = 0x80, hi = 0xBF; // allowed range of the second byte
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        if (b0 == 0xE0)
            lo = 0xA0;
        else if (b0 == 0xED)
            hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        if (b0 == 0xF0)
            lo = 0x90;
        else if (b0 == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    if (i + length > size)
        return 0;
    if (bytes[i + 1] < lo || bytes[i + 1] > hi)
        return 0;
    for (int k = 2; k < length; ++k)
        if ((bytes[i + k] & 0xC0) != 0x80)
            return 0;
    return length;
}

} // namespace

Utf8Position firstInvalidUtf8(const QByteArray &data)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(data.constData());
    const qsizetype size = data.size();
    int line = 1, column = 1;
    for (qsizetype i = 0; i < size;) {
        const int length = sequenceLength(bytes, size, i);
        if (length == 0)
            return {line, column, i};
        if (bytes[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        i += length;
    }
    return {};
}

Result<QString> decodeUtf8File(const QByteArray &bytes, const QString &path)
{
    // Validated first: QStringDecoder holds a sequence cut by the end of the input as state, not as an error, and
    // would drop it without a word.
    const Utf8Position at = firstInvalidUtf8(bytes);
    if (at.byteOffset >= 0)
        return Error{QCoreApplication::translate("Utf8Text",
                                                 "the file is not UTF-8 text: byte 0x%1 at column %2 (byte offset %3) "
                                                 "does not start a valid UTF-8 character")
                         .arg(QString::number(static_cast<unsigned char>(bytes.at(at.byteOffset)), 16)
                                  .rightJustified(2, QLatin1Char('0'))
                                  .toUpper(),
                              QString::number(at.column), QString::number(at.byteOffset)),
                     path, at.line};
    QStringDecoder decode(QStringDecoder::Utf8); // drops a byte order mark
    return QString(decode(bytes));
}

} // namespace editlens::core
