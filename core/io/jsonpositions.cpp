#include "io/jsonpositions.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace editlens::core {

namespace {

/// The text of the JSON string literal data[begin, end) (quotes included), decoded as QJsonDocument decodes it.
QString decodedString(const QByteArray &data, qsizetype begin, qsizetype end)
{
    const QByteArray literal = data.mid(begin, end - begin);
    if (!literal.contains('\\'))
        return QString::fromUtf8(literal.constData() + 1, literal.size() - 2);
    const QJsonDocument doc = QJsonDocument::fromJson('[' + literal + ']');
    return doc.array().at(0).toString();
}

/// The first character of `data` that is not JSON whitespace; '\0' when there is none.
char firstNonBlank(const QByteArray &data)
{
    for (const char c : data)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return c;
    return '\0';
}

/// One pass over `data` that reports what starts at depth 1 with its offset and line: with `keys` false, each
/// element of a top-level array (end -1); with `keys` true, each key of a top-level object (end: just past its
/// closing quote). With `stopAtClose`, the pass ends where the first value closes (a slice of a larger text).
template<typename Visit>
void scanTopLevel(const QByteArray &data, bool keys, Visit visit, bool stopAtClose = false)
{
    int depth = 0;
    int line = 1;
    bool inString = false;
    bool escaped = false;
    bool expectElement = false;
    qsizetype stringStart = 0;
    bool stringIsKey = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (c == '\n')
            ++line;
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
                if (stringIsKey)
                    visit(stringStart, line, i + 1);
            }
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        if (expectElement && depth == 1 && c != ']' && c != '}') {
            stringIsKey = keys && c == '"';
            if (!keys)
                visit(i, line, qsizetype(-1));
            expectElement = false;
        } else if (c == '"') {
            stringIsKey = false;
        }
        switch (c) {
        case '"':
            inString = true;
            stringStart = i;
            break;
        case '[':
        case '{':
            if (++depth == 1)
                expectElement = true;
            break;
        case ']':
        case '}':
            if (--depth == 0 && stopAtClose)
                return;
            break;
        case ',':
            if (depth == 1)
                expectElement = true;
            break;
        default:
            break;
        }
    }
}

} // namespace

int lineAt(const QByteArray &data, qsizetype offset)
{
    return int(data.left(offset).count('\n')) + 1;
}

QVector<JsonPosition> topLevelElementPositions(const QByteArray &data)
{
    QVector<JsonPosition> positions;
    if (firstNonBlank(data) != '[')
        return positions;
    scanTopLevel(data, false, [&](qsizetype offset, int line, qsizetype) { positions.push_back({offset, line}); });
    return positions;
}

QVector<qsizetype> topLevelElementOffsets(const QByteArray &data)
{
    QVector<qsizetype> offsets;
    for (const JsonPosition &p : topLevelElementPositions(data))
        offsets.push_back(p.offset);
    return offsets;
}

QHash<QString, int> topLevelKeyLines(const QByteArray &data)
{
    QHash<QString, int> lines;
    if (firstNonBlank(data) != '{')
        return lines;
    scanTopLevel(data, true, [&](qsizetype offset, int line, qsizetype end) {
        const QString key = decodedString(data, offset, end);
        if (!lines.contains(key))
            lines.insert(key, line);
    });
    return lines;
}

QVector<JsonPosition> memberArrayElementPositions(const QByteArray &data, const QString &key)
{
    QVector<JsonPosition> positions;
    if (firstNonBlank(data) != '{')
        return positions;
    qsizetype valueAt = -1;
    scanTopLevel(data, true, [&](qsizetype offset, int, qsizetype end) {
        if (valueAt < 0 && decodedString(data, offset, end) == key)
            valueAt = end;
    });
    if (valueAt < 0)
        return positions;
    const auto skippable = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ':'; };
    while (valueAt < data.size() && skippable(data.at(valueAt)))
        ++valueAt; // past the blanks and the colon
    if (valueAt >= data.size() || data.at(valueAt) != '[')
        return positions;
    const int firstLine = lineAt(data, valueAt);
    scanTopLevel(
        data.mid(valueAt), false,
        [&](qsizetype offset, int line, qsizetype) {
            positions.push_back({valueAt + offset, firstLine + line - 1});
        },
        true);
    return positions;
}

} // namespace editlens::core
