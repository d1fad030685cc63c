#pragma once

#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core {

/// A column a long-format CSV table must or may have, matched by header name (trimmed,
/// case-insensitive), in any order.
struct CsvColumn
{
    QString name;
    bool required = true;
};

/// One data record of a long table: its cells in the order of the requested columns (empty for
/// an optional column the file lacks) and the 1-based line it starts on.
struct CsvRow
{
    QStringList cells;
    int line = 0;
};

/// A long-format ("tidy") CSV table as the ratings-csv and scores-csv formats use it: UTF-8,
/// a header naming the columns, then one record per value, RFC 4180 quoting (see CsvReader).
/// Extra columns are ignored; every record must have exactly as many fields as the header.
/// Errors name the file and the 1-based line. Plain value; the static helpers are thread-safe.
class LongCsvTable
{
public:
    QVector<CsvRow> rows;
    QVector<bool> present; ///< per requested column: whether the header has it

    /// Reads `path`, failing on a missing required column, a ragged record or a syntax error.
    static Result<LongCsvTable> read(const QString &path, const QVector<CsvColumn> &columns,
                                     const ProgressCallback &progress);

    /// 95 when the first record of `path` names every column in `required` (lower case), else 0.
    /// Reads only the first line(s).
    static int detectScore(const QString &path, const QStringList &required);

    /// Cell `column` of `row` as a finite number, or an error naming file, line and column.
    static Result<double> number(const CsvRow &row, int column, const QString &columnName, const QString &path);

    /// Cell `column` of `row` as a score: a finite number, or an infinity written `inf`, `+inf`,
    /// `-inf`, `infinity`, `+infinity` or `-infinity` (any case). Anything else, NaN included, is an
    /// error naming file, line and column.
    static Result<double> score(const CsvRow &row, int column, const QString &columnName, const QString &path);

    /// Cell `column` of `row`, or an error naming file, line and column when it is empty.
    static Result<QString> text(const CsvRow &row, int column, const QString &columnName, const QString &path);

    /// Cells [0, count) of `row` as text (see text()), in column order: the key columns of a long table. An optional
    /// column the file lacks gives `absentValue` (what the user chose instead) rather than its empty cell. The first
    /// empty cell is the error.
    Result<QStringList> textCells(const CsvRow &row, const QVector<CsvColumn> &columns, int count, const QString &path,
                                  const QString &absentValue) const;

    /// Writes `header` and `rows` through OutputFile; nothing is left behind on failure.
    static Status write(const QString &outFile, const QStringList &header, const QVector<QStringList> &rows,
                        const ProgressCallback &progress);

    /// Stable-sorts rows[from..] by the columns [firstColumn, endColumn) (code-point order).
    static void sortTail(QVector<QStringList> &rows, qsizetype from, int firstColumn, int endColumn);
};

/// Gathers long-table records into items and outputs that carry no images: each item key and
/// each (item, system) pair is created once, in order of first appearance. The store merges them
/// with existing items by key. Also finds repeated records. Not thread-safe.
class LongTableItems
{
public:
    /// The item keyed `itemKey`, created on first use and located at `where`. The reference is valid until the
    /// next call creates an item.
    Item &item(const QString &itemKey, const SourceLocation &where);

    /// The output of `system` for item `itemKey`, created on first use; a new item is located at `where`.
    Output &output(const QString &itemKey, const QString &system, const SourceLocation &where);

    /// 0 the first time `key` is seen (remembering `line`), else the line it was first seen on.
    int firstLine(const QStringList &key, int line);

    StudyData take() { return std::move(m_data); }

private:
    StudyData m_data;
    QHash<QString, qsizetype> m_items;   // item key -> index in m_data.items
    QHash<QString, qsizetype> m_outputs; // key \x1f system -> index in its item
    QHash<QString, int> m_seen;          // joined record key -> first line
};

} // namespace editlens::core
