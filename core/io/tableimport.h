#pragma once

#include "io/importformat.h"
#include "io/tablecolumns.h"

namespace editlens::core {

/// The header of a table file as the table import reads it: its cells (trimmed), the line it ends on, and the
/// delimiter the file uses.
struct TableHeader
{
    QStringList columns;
    int line = 0;
    QChar delimiter;
};

/// A CSV or TSV table of image pairs, one item per row (MagicBrush's `manifest.tsv`, a spreadsheet export): the
/// columns named by ImportOptions::columns (see TableColumns; roles it leaves open are detected from the header)
/// give the item id (else `<file stem>-<row>`), instruction, source image, ground truth (`target`: the item's
/// ground truth and an output of role ground_truth), one output per edited-image column (system = the mapping's
/// name, else the column header) and the captions. UTF-8; the delimiter is a tab for `.tsv`, a comma for `.csv`,
/// else the one the header line uses most (tab, comma or semicolon); RFC 4180 quoting (CsvReader). Image paths are
/// relative to the table's folder (absolute allowed) and returned absolute, not cleaned, so that ImportResolver
/// judges them as written. An empty output or target cell means that row has no such image. Errors name the file
/// and line. Stateless; thread-safe.
class TableImport final : public ImportFormat
{
public:
    /// "table": the id, for code that offers this format's column mapping (the Import dialog).
    static QString formatId();
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    /// 60 for a .csv or .tsv file whose header maps to an instruction, a source and at least one edited or
    /// ground-truth image by name; below the formats with fixed columns, which claim their files with more.
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;

    /// Reads only the header of `path` (for the Import dialog's column mapping and for detection).
    static Result<TableHeader> readHeader(const QString &path);
    /// Whether `columns` (completed against a header) has what an item needs: an instruction, a source and an
    /// edited or ground-truth image column. Otherwise an error saying which role is missing.
    static Status checkComplete(const TableColumns &columns);
};

} // namespace editlens::core
