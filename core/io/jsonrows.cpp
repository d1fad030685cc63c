#include "jsonrows.h"

#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace editlens::core {

namespace {

const QByteArray utf8ByteOrderMark{"\xEF\xBB\xBF"};

// Removing the mark moves no newline, so the lines of what follows stay as the file has them.
QByteArray withoutByteOrderMark(QByteArray data)
{
    if (data.startsWith(utf8ByteOrderMark))
        data.remove(0, utf8ByteOrderMark.size());
    return data;
}

QString invalidJson(const QJsonParseError &error)
{
    return QCoreApplication::translate("JsonRows", "invalid JSON: %1").arg(error.errorString());
}

// The line of a parse error at `offset`. A truncated text fails at its very end, which may be a blank line after the
// last one written: the last character that is not blank stands for the end then.
int errorLine(const QByteArray &data, qsizetype offset)
{
    qsizetype last = data.size() - 1;
    while (last > 0 && QChar::isSpace(uchar(data.at(last))))
        --last;
    return lineAt(data, std::clamp<qsizetype>(offset, 0, std::max<qsizetype>(last, 0)));
}

Result<QVector<JsonRow>> arrayRows(const QByteArray &data, const QString &file)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &error);
    if (error.error != QJsonParseError::NoError)
        return Error{invalidJson(error), file, errorLine(data, error.offset)};
    if (Status unique = rejectDuplicateJsonKeys(data, file); !unique)
        return unique.error();
    const QJsonArray array = doc.array();
    const QVector<JsonPosition> positions = topLevelElementPositions(data);
    QVector<JsonRow> rows;
    rows.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const int line = i < positions.size() ? positions.at(i).line : 0;
        if (!array.at(i).isObject())
            return Error{QCoreApplication::translate("JsonRows", "row %1 is not a JSON object").arg(i), file, line};
        rows.push_back({array.at(i).toObject(), line});
    }
    return rows;
}

Result<QVector<JsonRow>> lineRows(const QByteArray &data, const QString &file)
{
    QVector<JsonRow> rows;
    int line = 0;
    for (const QByteArray &text : data.split('\n')) {
        ++line;
        if (text.trimmed().isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(text), &error);
        if (error.error != QJsonParseError::NoError)
            return Error{invalidJson(error), file, line};
        if (Status unique = rejectDuplicateJsonKeys(text, file, line); !unique)
            return unique.error();
        if (!doc.isObject())
            return Error{QCoreApplication::translate("JsonRows", "expected one JSON object per line"), file, line};
        rows.push_back({doc.object(), line});
    }
    return rows;
}

} // namespace

Result<QVector<JsonRow>> readJsonRows(const QString &file)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("JsonRows", "cannot open: %1").arg(in.errorString()), file};
    const QByteArray data = withoutByteOrderMark(in.readAll());
    Result<QVector<JsonRow>> rows = data.trimmed().startsWith('[') ? arrayRows(data, file) : lineRows(data, file);
    if (rows && rows.value().isEmpty())
        return Error{QCoreApplication::translate("JsonRows", "no rows in this file"), file};
    return rows;
}

QByteArray firstJsonRowText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = withoutByteOrderMark(file.read(256 * 1024));
    QByteArray first;
    if (head.trimmed().startsWith('[')) {
        const QVector<qsizetype> offsets = topLevelElementOffsets(head);
        if (offsets.isEmpty())
            return {};
        const qsizetype end = offsets.size() > 1 ? offsets.at(1) : head.size();
        first = head.mid(offsets.at(0), end - offsets.at(0)).trimmed();
        // The element runs up to the next one's start: drop the separating comma (or the array's closing bracket).
        if (first.endsWith(',') || (offsets.size() == 1 && first.endsWith(']')))
            first.chop(1);
    } else {
        for (const QByteArray &line : head.split('\n'))
            if (!line.trimmed().isEmpty()) {
                first = line;
                break;
            }
    }
    return first;
}

QJsonObject firstJsonRow(const QString &path)
{
    return QJsonDocument::fromJson(firstJsonRowText(path)).object();
}

std::optional<qint64> jsonWholeNumber(const QJsonValue &value)
{
    constexpr double largest = 9007199254740992.0; // 2^53
    if (!value.isDouble())
        return std::nullopt;
    const double v = value.toDouble();
    // Written so that NaN (which a JSON file cannot hold, but a QJsonValue can) fails too.
    if (!(v >= 0 && v <= largest) || v != std::floor(v))
        return std::nullopt;
    return qint64(v);
}

QString jsonWholeNumberRange()
{
    return QCoreApplication::translate("JsonRows", "a whole number from 0 to %1").arg(qint64(1) << 53);
}

} // namespace editlens::core
