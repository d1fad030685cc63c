#include "io/jsonduplicates.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QVector>

namespace editlens::core {

namespace {

const QByteArray rawBom("\xEF\xBB\xBF");

/// The text of a JSON string literal `raw` (between its quotes), escapes decoded and a leading U+FEFF kept.
QString decodeKey(const QByteArray &raw)
{
    if (raw.startsWith(rawBom)) // QString::fromUtf8 would drop it
        return QChar(0xFEFF) + decodeKey(raw.mid(rawBom.size()));
    if (!raw.contains('\\'))
        return QString::fromUtf8(raw);
    const QJsonDocument doc = QJsonDocument::fromJson('[' + ('"' + raw + '"') + ']');
    return doc.array().at(0).toString();
}

struct Container
{
    bool isObject = false;
    bool expectKey = false;
    QHash<QString, qsizetype> keys; // key -> offset of its first occurrence
};

} // namespace

std::optional<DuplicateJsonKey> findDuplicateJsonKey(const QByteArray &data)
{
    QVector<Container> stack;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        switch (c) {
        case '"': {
            const qsizetype start = i;
            bool escaped = false;
            for (++i; i < data.size(); ++i) {
                if (escaped)
                    escaped = false;
                else if (data.at(i) == '\\')
                    escaped = true;
                else if (data.at(i) == '"')
                    break;
            }
            if (!stack.isEmpty() && stack.last().isObject && stack.last().expectKey) {
                Container &object = stack.last();
                object.expectKey = false;
                const QString key = decodeKey(data.mid(start + 1, i - start - 1));
                const auto seen = object.keys.constFind(key);
                if (seen != object.keys.constEnd())
                    return DuplicateJsonKey{key, start, *seen};
                object.keys.insert(key, start);
            }
            break;
        }
        case '{':
            stack.push_back({true, true, {}});
            break;
        case '[':
            stack.push_back({false, false, {}});
            break;
        case '}':
        case ']':
            if (!stack.isEmpty())
                stack.pop_back();
            break;
        case ',':
            if (!stack.isEmpty() && stack.last().isObject)
                stack.last().expectKey = true;
            break;
        default:
            break;
        }
    }
    return std::nullopt;
}

QByteArray keepLeadingByteOrderMarks(const QByteArray &data)
{
    QByteArray out;
    qsizetype copied = 0; // data[0, copied) is in `out` already
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (!inString) {
            if (c != '"')
                continue;
            inString = true;
            if (QByteArrayView(data).sliced(i + 1).startsWith(rawBom)) {
                out += QByteArrayView(data).sliced(copied, i + 1 - copied);
                out += "\\ufeff";
                copied = i + 1 + rawBom.size();
                i = copied - 1;
            }
            continue;
        }
        if (escaped)
            escaped = false;
        else if (c == '\\')
            escaped = true;
        else if (c == '"')
            inString = false;
    }
    if (copied == 0)
        return data;
    out += QByteArrayView(data).sliced(copied);
    return out;
}

Status rejectDuplicateJsonKeys(const QByteArray &data, const QString &path, int firstLine)
{
    const std::optional<DuplicateJsonKey> duplicate = findDuplicateJsonKey(data);
    if (!duplicate)
        return Status::success();
    const qsizetype firstNewlines = data.left(duplicate->firstOffset).count('\n');
    const qsizetype newlines =
        firstNewlines + data.mid(duplicate->firstOffset, duplicate->offset - duplicate->firstOffset).count('\n');
    return Error{QCoreApplication::translate("JsonDuplicates",
                                             "the key \"%1\" appears twice in one object (first on line %2); "
                                             "EditLens does not guess which one is meant")
                     .arg(duplicate->key, QString::number(firstLine + firstNewlines)),
                 path, firstLine + int(newlines)};
}

} // namespace editlens::core
