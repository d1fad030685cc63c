#include "csv.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace editlens::core {

CsvReader::CsvReader(QString text, QChar delimiter) : m_text(std::move(text)), m_delimiter(delimiter)
{
    if (m_text.startsWith(QChar(0xFEFF)))
        m_pos = 1;
}

bool CsvReader::atLineBreak() const
{
    if (m_pos >= m_text.size())
        return false;
    const QChar c = m_text.at(m_pos);
    return c == QLatin1Char('\n') || c == QLatin1Char('\r');
}

// LF, CRLF and a lone CR each end one line.
void CsvReader::consumeLineBreak()
{
    if (m_text.at(m_pos) == QLatin1Char('\r') && m_pos + 1 < m_text.size() && m_text.at(m_pos + 1) == QLatin1Char('\n'))
        ++m_pos;
    ++m_pos;
    ++m_line;
}

bool CsvReader::fail(const QString &message, int line)
{
    m_error = message;
    m_errorLine = line;
    return false;
}

bool CsvReader::readRecord(QStringList *fields)
{
    fields->clear();
    if (hasError())
        return false;
    while (atLineBreak())
        consumeLineBreak();
    const qint64 n = m_text.size();
    if (m_pos >= n)
        return false;
    m_recordLine = m_line;

    const QChar quote = QLatin1Char('"');
    QString field;
    for (;;) {
        if (m_pos < n && m_text.at(m_pos) == quote) {
            const int openedOn = m_line;
            ++m_pos;
            for (;;) {
                if (m_pos >= n)
                    return fail(QCoreApplication::translate("CsvReader", "a quoted field is never closed"), openedOn);
                const QChar c = m_text.at(m_pos);
                if (c == quote) {
                    if (m_pos + 1 < n && m_text.at(m_pos + 1) == quote) {
                        field += quote;
                        m_pos += 2;
                        continue;
                    }
                    ++m_pos;
                    break;
                }
                // A line break inside quotes is data, but it still advances the line count.
                if (c == QLatin1Char('\n')
                    || (c == QLatin1Char('\r') && !(m_pos + 1 < n && m_text.at(m_pos + 1) == QLatin1Char('\n'))))
                    ++m_line;
                field += c;
                ++m_pos;
            }
            if (m_pos < n && m_text.at(m_pos) != m_delimiter && !atLineBreak())
                return fail(QCoreApplication::translate("CsvReader",
                                                        "unexpected character '%1' after a closing quote "
                                                        "(quotes inside a quoted field are written as \"\")")
                                .arg(m_text.at(m_pos)),
                            m_line);
        } else {
            const qint64 start = m_pos;
            while (m_pos < n && m_text.at(m_pos) != m_delimiter && !atLineBreak())
                ++m_pos;
            field += QStringView(m_text).mid(start, m_pos - start);
        }

        fields->append(field);
        field.clear();
        if (m_pos >= n)
            return true;
        if (atLineBreak()) {
            consumeLineBreak();
            return true;
        }
        ++m_pos; // the delimiter; a record ending in one gets a last, empty field on the next pass
    }
}

QString CsvWriter::field(const QString &value, QChar delimiter)
{
    const bool needsQuotes = value.contains(delimiter) || value.contains(QLatin1Char('"'))
                             || value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r'))
                             || (!value.isEmpty() && (value.front().isSpace() || value.back().isSpace()));
    if (!needsQuotes)
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray CsvWriter::record(const QStringList &fields, QChar delimiter)
{
    QString line;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += delimiter;
        line += field(fields.at(i), delimiter);
    }
    line += QLatin1Char('\n');
    return line.toUtf8();
}

QString CsvWriter::number(double value)
{
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace editlens::core
