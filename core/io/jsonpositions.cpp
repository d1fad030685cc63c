#include "io/jsonpositions.h"

namespace editlens::core {

int lineAt(const QByteArray &data, qsizetype offset)
{
    return int(data.left(offset).count('\n')) + 1;
}

QVector<qsizetype> topLevelElementOffsets(const QByteArray &data)
{
    QVector<qsizetype> offsets;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    bool expectElement = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        if (expectElement && depth == 1 && c != ']') {
            offsets.push_back(i);
            expectElement = false;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '[':
        case '{':
            if (++depth == 1)
                expectElement = true;
            break;
        case ']':
        case '}':
            --depth;
            break;
        case ',':
            if (depth == 1)
                expectElement = true;
            break;
        default:
            break;
        }
    }
    return offsets;
}

} // namespace editlens::core
