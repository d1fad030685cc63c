#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace editlens::core {

/// RFC 4180 record reader over decoded text: fields separated by a delimiter, records by LF,
/// CRLF or CR; a field in double quotes may hold delimiters, line breaks and doubled quotes ("").
/// Blank lines between records are skipped; a leading UTF-8 byte-order mark is ignored. Quotes
/// inside an unquoted field are kept literally. Tracks 1-based line numbers for error messages.
/// Value type; not thread-safe.
class CsvReader
{
public:
    explicit CsvReader(QString text, QChar delimiter = QLatin1Char(','));

    /// Reads the next record into `fields`. Returns false at the end of the text or on a syntax
    /// error (then hasError() is true and errorString()/errorLine() say what and where).
    bool readRecord(QStringList *fields);

    int recordLine() const { return m_recordLine; } ///< line on which the last record started
    bool hasError() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; } ///< translated
    int errorLine() const { return m_errorLine; }
    qint64 position() const { return m_pos; } ///< characters consumed, for progress
    qint64 size() const { return m_text.size(); }

private:
    bool atLineBreak() const;
    void consumeLineBreak();
    bool fail(const QString &message, int line);

    QString m_text;
    QChar m_delimiter;
    qint64 m_pos = 0;
    int m_line = 1;
    int m_recordLine = 0;
    QString m_error;
    int m_errorLine = 0;
};

/// Writes RFC 4180 records: a field is quoted when it holds the delimiter, a quote, a line
/// break or leading/trailing spaces; records end with LF. Stateless.
class CsvWriter
{
public:
    static QString field(const QString &value, QChar delimiter = QLatin1Char(','));
    /// One record as UTF-8, including the terminating LF.
    static QByteArray record(const QStringList &fields, QChar delimiter = QLatin1Char(','));
    /// A number in the shortest form that reads back to exactly the same double ("4", "0.1", "1e-07");
    /// infinities are `inf` and `-inf` (what LongCsvTable::score reads back).
    static QString number(double value);
};

} // namespace editlens::core
