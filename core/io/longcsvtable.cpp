#include "longcsvtable.h"

#include "io/csv.h"
#include "io/outputfile.h"
#include "util/utf8text.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <limits>

namespace editlens::core {

namespace {

// Separates the parts of a composite hash key; cannot occur in sensible ids.
constexpr QChar keySeparator{0x1f};

} // namespace

Result<LongCsvTable> LongCsvTable::read(const QString &path, const QVector<CsvColumn> &columns,
                                        const ProgressCallback &progress)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("LongCsvTable", "cannot open: %1").arg(file.errorString()), path};
    Result<QString> text = decodeUtf8File(file.readAll(), path);
    if (!text)
        return text.error();

    CsvReader reader(std::move(text).value());
    QStringList fields;
    if (!reader.readRecord(&fields)) {
        if (reader.hasError())
            return Error{reader.errorString(), path, reader.errorLine()};
        return Error{QCoreApplication::translate("LongCsvTable",
                                                 "the file is empty; expected a header line naming the columns"),
                     path};
    }
    const int headerLine = reader.recordLine();
    const qsizetype width = fields.size();
    QStringList header;
    for (const QString &f : std::as_const(fields))
        header << f.trimmed().toLower();

    LongCsvTable table;
    QVector<qsizetype> index; // requested column -> field index, -1 when absent
    for (const CsvColumn &c : columns) {
        const qsizetype at = header.indexOf(c.name.toLower());
        if (at >= 0 && header.indexOf(c.name.toLower(), at + 1) >= 0)
            return Error{QCoreApplication::translate("LongCsvTable", "the header names column '%1' twice").arg(c.name),
                         path, headerLine};
        if (at < 0 && c.required) {
            QStringList wanted;
            for (const CsvColumn &w : columns)
                if (w.required)
                    wanted << w.name;
            return Error{QCoreApplication::translate("LongCsvTable",
                                                     "the header lacks column '%1' (required: %2; found: %3)")
                             .arg(c.name, wanted.join(QStringLiteral(", ")), header.join(QStringLiteral(", "))),
                         path, headerLine};
        }
        index << at;
        table.present << (at >= 0);
    }

    while (reader.readRecord(&fields)) {
        if (fields.size() != width)
            return Error{QCoreApplication::translate("LongCsvTable", "this row has %1 fields but the header has %2")
                             .arg(fields.size())
                             .arg(width),
                         path, reader.recordLine()};
        CsvRow row;
        row.line = reader.recordLine();
        row.cells.reserve(index.size());
        for (qsizetype at : std::as_const(index))
            row.cells << (at >= 0 ? fields.at(at) : QString());
        table.rows.push_back(std::move(row));
        if (table.rows.size() % 1024 == 0 && !reportProgress(progress, reader.position(), reader.size()))
            return Error{QCoreApplication::translate("LongCsvTable", "import cancelled; the study was not changed"),
                         path};
    }
    if (reader.hasError())
        return Error{reader.errorString(), path, reader.errorLine()};
    reportProgress(progress, reader.size(), reader.size());
    return table;
}

int LongCsvTable::detectScore(const QString &path, const QStringList &required)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    // The header is one physical line unless a column name is quoted across lines, which no
    // long table does; reading one line keeps detection cheap on large files.
    QStringDecoder decode(QStringDecoder::Utf8);
    CsvReader reader(decode(file.readLine(1 << 16)));
    QStringList fields;
    if (decode.hasError() || !reader.readRecord(&fields))
        return 0;
    QStringList header;
    for (const QString &f : std::as_const(fields))
        header << f.trimmed().toLower();
    for (const QString &name : required)
        if (!header.contains(name))
            return 0;
    return 95;
}

Result<QString> LongCsvTable::text(const CsvRow &row, int column, const QString &columnName, const QString &path)
{
    const QString &cell = row.cells.at(column);
    if (cell.trimmed().isEmpty())
        return Error{QCoreApplication::translate("LongCsvTable", "column '%1' is empty").arg(columnName), path,
                     row.line};
    return cell;
}

Result<QStringList> LongCsvTable::textCells(const CsvRow &row, const QVector<CsvColumn> &columns, int count,
                                            const QString &path, const QString &absentValue) const
{
    QStringList out;
    out.reserve(count);
    for (int column = 0; column < count; ++column) {
        if (!present[column]) {
            out << absentValue;
            continue;
        }
        const Result<QString> cell = text(row, column, columns[column].name, path);
        if (!cell)
            return cell.error();
        out << cell.value();
    }
    return out;
}

Result<double> LongCsvTable::number(const CsvRow &row, int column, const QString &columnName, const QString &path)
{
    const QString cell = row.cells.at(column).trimmed();
    bool ok = false;
    const double value = cell.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return Error{QCoreApplication::translate("LongCsvTable", "column '%1' holds '%2', which is not a finite number")
                         .arg(columnName, cell),
                     path, row.line};
    return value;
}

Result<double> LongCsvTable::score(const CsvRow &row, int column, const QString &columnName, const QString &path)
{
    const QString cell = row.cells.at(column).trimmed();
    const bool negative = cell.startsWith(QLatin1Char('-'));
    const QString magnitude = negative || cell.startsWith(QLatin1Char('+')) ? cell.mid(1) : cell;
    if (magnitude.compare(QLatin1String("inf"), Qt::CaseInsensitive) == 0
        || magnitude.compare(QLatin1String("infinity"), Qt::CaseInsensitive) == 0)
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    bool ok = false;
    const double value = cell.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return Error{QCoreApplication::translate("LongCsvTable",
                                                 "column '%1' holds '%2', which is neither a finite number nor inf "
                                                 "or -inf")
                         .arg(columnName, cell),
                     path, row.line};
    return value;
}

Status LongCsvTable::write(const QString &outFile, const QStringList &header, const QVector<QStringList> &rows,
                           const ProgressCallback &progress)
{
    OutputFile file(outFile);
    if (Status s = file.open(); !s)
        return s;
    file.write(CsvWriter::record(header));
    const qint64 total = rows.size();
    for (qint64 i = 0; i < total; ++i) {
        file.write(CsvWriter::record(rows.at(i)));
        if (i % 1024 == 0 && !reportProgress(progress, i, total)) {
            file.cancel();
            return Error{QCoreApplication::translate("LongCsvTable", "export cancelled"), outFile};
        }
    }
    if (Status s = file.commit(); !s)
        return s;
    reportProgress(progress, total, total);
    return Status::success();
}

void LongCsvTable::sortTail(QVector<QStringList> &rows, qsizetype from, int firstColumn, int endColumn)
{
    std::stable_sort(rows.begin() + from, rows.end(), [=](const QStringList &a, const QStringList &b) {
        for (int c = firstColumn; c < endColumn; ++c) {
            if (const int cmp = a.at(c).compare(b.at(c)); cmp != 0)
                return cmp < 0;
        }
        return false;
    });
}

Item &LongTableItems::item(const QString &itemKey, const SourceLocation &where)
{
    auto item = m_items.constFind(itemKey);
    if (item == m_items.constEnd()) {
        Item fresh;
        fresh.key = itemKey;
        fresh.location = where;
        m_data.items.push_back(std::move(fresh));
        item = m_items.insert(itemKey, m_data.items.size() - 1);
    }
    return m_data.items[*item];
}

Output &LongTableItems::output(const QString &itemKey, const QString &system, const SourceLocation &where)
{
    Item &target = item(itemKey, where);
    const QString outputKey = itemKey + keySeparator + system;
    auto out = m_outputs.constFind(outputKey);
    if (out == m_outputs.constEnd()) {
        Output fresh;
        fresh.system = system;
        target.outputs.push_back(std::move(fresh));
        out = m_outputs.insert(outputKey, target.outputs.size() - 1);
    }
    return target.outputs[*out];
}

int LongTableItems::firstLine(const QStringList &key, int line)
{
    const QString joined = key.join(keySeparator);
    if (const auto it = m_seen.constFind(joined); it != m_seen.constEnd())
        return *it;
    m_seen.insert(joined, line);
    return 0;
}

} // namespace editlens::core
