#include "tableimport.h"

#include "io/csv.h"
#include "study/exclusionregions.h"
#include "util/utf8text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace editlens::core {

namespace {

QString roleText(TableRole role)
{
    switch (role) {
    case TableRole::Id:
        return QCoreApplication::translate("TableImport", "item id");
    case TableRole::Instruction:
        return QCoreApplication::translate("TableImport", "instruction");
    case TableRole::Source:
        return QCoreApplication::translate("TableImport", "source image");
    case TableRole::Target:
        return QCoreApplication::translate("TableImport", "ground-truth image");
    case TableRole::Output:
        return QCoreApplication::translate("TableImport", "edited image");
    case TableRole::SourceCaption:
        return QCoreApplication::translate("TableImport", "source caption");
    case TableRole::TargetCaption:
        return QCoreApplication::translate("TableImport", "target caption");
    }
    return {};
}

// A tab for .tsv, a comma for .csv; otherwise the separator the header line uses most (a comma when it has none).
QChar delimiterFor(const QString &path, QStringView firstLine)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("tsv"))
        return QLatin1Char('\t');
    if (suffix == QLatin1String("csv"))
        return QLatin1Char(',');
    QChar best = QLatin1Char(',');
    qsizetype bestCount = 0;
    for (QChar c : {QChar(QLatin1Char('\t')), QChar(QLatin1Char(',')), QChar(QLatin1Char(';'))}) {
        const qsizetype n = firstLine.count(c);
        if (n > bestCount) {
            best = c;
            bestCount = n;
        }
    }
    return best;
}

QStringView firstLineOf(const QString &text)
{
    qsizetype end = 0;
    while (end < text.size() && text.at(end) != QLatin1Char('\n') && text.at(end) != QLatin1Char('\r'))
        ++end;
    return QStringView(text).left(end);
}

// The header record of `reader`, cells trimmed; an error for an empty file or a syntax error.
Result<TableHeader> headerOf(CsvReader &reader, QChar delimiter, const QString &path)
{
    QStringList fields;
    if (!reader.readRecord(&fields)) {
        if (reader.hasError())
            return Error{reader.errorString(), path, reader.errorLine()};
        return Error{QCoreApplication::translate("TableImport",
                                                 "the file is empty; expected a header line naming the columns"),
                     path};
    }
    TableHeader header;
    header.line = reader.recordLine();
    header.delimiter = delimiter;
    for (const QString &f : std::as_const(fields))
        header.columns << f.trimmed();
    return header;
}

// Joined to the table's folder but not cleaned: StudyPaths cleans it and, when the path leaves the study folder,
// says whether it did so through "..".
QString absolutePath(const QString &cell, const QDir &base)
{
    if (QDir::isAbsolutePath(cell))
        return cell;
    return base.absolutePath() + QLatin1Char('/') + cell;
}

/// Where each mapped role's cells are: field indexes into a record, -1 when the role is not mapped.
struct Layout
{
    int id = -1;
    int instruction = -1;
    int source = -1;
    int target = -1;
    int sourceCaption = -1;
    int targetCaption = -1;
    int task = -1; ///< MagicBrush's `task` column, read only for its watermark (see RowReader::item)
    QString targetSystem;
    QVector<std::pair<int, QString>> outputs; ///< field index, system
    QStringList imageColumns;                 ///< headers of target and outputs, for errors
};

Result<Layout> layoutFor(const TableColumns &columns, const TableHeader &header, const QString &path)
{
    const auto fail = [&](const QString &message) { return Error{message, path, header.line}; };
    if (Status s = TableImport::checkComplete(columns); !s)
        return fail(QCoreApplication::translate("TableImport", "%1; the header has: %2")
                        .arg(s.error().message, header.columns.join(QStringLiteral(", "))));
    Layout layout;
    QHash<int, TableRole> usedBy;
    QHash<QString, QString> systems; // system -> column
    // Where each header name stands, case-folded as Qt::CaseInsensitive compares: a table may have tens of
    // thousands of output columns, and scanning the header for each would be quadratic.
    QHash<QString, QVector<int>> headerAt;
    for (qsizetype i = 0; i < header.columns.size(); ++i)
        headerAt[header.columns.at(i).toCaseFolded()].push_back(int(i));
    if (const QVector<int> task = headerAt.value(QStringLiteral("task")); task.size() == 1)
        layout.task = task.first();
    for (const TableColumn &c : columns.entries()) {
        if (c.column.isEmpty())
            continue;
        const QVector<int> at = headerAt.value(c.column.trimmed().toCaseFolded());
        if (at.size() > 1)
            return fail(QCoreApplication::translate("TableImport", "the header names column '%1' twice").arg(c.column));
        const int index = at.isEmpty() ? -1 : at.first();
        if (index < 0)
            return fail(
                QCoreApplication::translate("TableImport", "the %1 column '%2' is not in the header; it has: %3")
                    .arg(roleText(c.role), c.column, header.columns.join(QStringLiteral(", "))));
        if (usedBy.contains(index))
            return fail(QCoreApplication::translate("TableImport", "column '%1' is mapped twice (as %2 and as %3)")
                            .arg(header.columns.at(index), roleText(usedBy.value(index)), roleText(c.role)));
        usedBy.insert(index, c.role);
        const QString system = c.system.isEmpty() ? header.columns.at(index) : c.system;
        if (tableRoleHasSystem(c.role)) {
            if (systems.contains(system))
                return fail(
                    QCoreApplication::translate(
                        "TableImport", "columns '%1' and '%2' are both credited to system '%3'; name one differently")
                        .arg(systems.value(system), header.columns.at(index), system));
            systems.insert(system, header.columns.at(index));
            layout.imageColumns << header.columns.at(index);
        }
        switch (c.role) {
        case TableRole::Id:
            layout.id = index;
            break;
        case TableRole::Instruction:
            layout.instruction = index;
            break;
        case TableRole::Source:
            layout.source = index;
            break;
        case TableRole::Target:
            layout.target = index;
            layout.targetSystem = system;
            break;
        case TableRole::Output:
            layout.outputs.push_back({index, system});
            break;
        case TableRole::SourceCaption:
            layout.sourceCaption = index;
            break;
        case TableRole::TargetCaption:
            layout.targetCaption = index;
            break;
        }
    }
    return layout;
}

/// Builds one item per record; remembers item ids to refuse one used twice.
class RowReader
{
public:
    RowReader(const Layout &layout, const TableHeader &header, const QString &path)
        : m_layout(layout)
        , m_header(header)
        , m_path(path)
        , m_base(QFileInfo(path).absoluteDir())
        , m_stem(QFileInfo(path).completeBaseName())
    {
    }

    Result<Item> item(const QStringList &fields, int line, int row)
    {
        const auto fail = [&](const QString &message) { return Error{message, m_path, line}; };
        if (fields.size() != m_header.columns.size())
            return fail(QCoreApplication::translate("TableImport", "this row has %n field(s) but the header has %1",
                                                    nullptr, int(fields.size()))
                            .arg(m_header.columns.size()));
        const auto cell = [&](int index) { return index >= 0 ? fields.at(index).trimmed() : QString(); };
        const auto empty = [&](int index, TableRole role) {
            return fail(QCoreApplication::translate("TableImport", "the %1 column '%2' is empty")
                            .arg(roleText(role), m_header.columns.at(index)));
        };

        Item item;
        item.location = {m_path, line};
        item.key = m_layout.id >= 0 ? cell(m_layout.id) : QStringLiteral("%1-%2").arg(m_stem, QString::number(row));
        if (item.key.isEmpty())
            return empty(m_layout.id, TableRole::Id);
        if (const int first = m_keyLines.value(item.key); first > 0)
            return fail(QCoreApplication::translate("TableImport", "item id '%1' is already used on line %2")
                            .arg(item.key, QString::number(first)));
        m_keyLines.insert(item.key, line);
        item.instruction = cell(m_layout.instruction);
        // MagicBrush's manifest says `task` = magicbrush: its targets are DALL-E 2's and carry DALL-E 2's
        // watermark, which the tag stores with the item as a region the built-in detector ignores.
        if (cell(m_layout.task).compare(QLatin1String("magicbrush"), Qt::CaseInsensitive) == 0)
            item.tags << dalle2WatermarkTag();
        item.sourceCaption = cell(m_layout.sourceCaption);
        item.targetCaption = cell(m_layout.targetCaption);
        if (cell(m_layout.source).isEmpty())
            return empty(m_layout.source, TableRole::Source);
        item.sourcePath = absolutePath(cell(m_layout.source), m_base);
        if (const QString target = cell(m_layout.target); !target.isEmpty()) {
            // The target is the item's ground truth (what ground-truth metrics compare with) and, to be seen and
            // rated beside the edits, an output of role ground_truth, as the MagicBrush folder import keeps it.
            item.groundTruthPath = absolutePath(target, m_base);
            Output truth;
            truth.system = m_layout.targetSystem;
            truth.path = item.groundTruthPath;
            truth.role = OutputRole::GroundTruth;
            item.outputs.push_back(truth);
        }
        for (const auto &[index, system] : m_layout.outputs) {
            if (cell(index).isEmpty())
                continue; // this system has no edit of this row
            Output output;
            output.system = system;
            output.path = absolutePath(cell(index), m_base);
            item.outputs.push_back(output);
        }
        if (item.outputs.isEmpty())
            return fail(QCoreApplication::translate("TableImport",
                                                    "this row has no image in its edited or ground-truth columns (%1)")
                            .arg(m_layout.imageColumns.join(QStringLiteral(", "))));
        return item;
    }

private:
    const Layout &m_layout;
    const TableHeader &m_header;
    QString m_path;
    QDir m_base;
    QString m_stem;
    QHash<QString, int> m_keyLines;
};

} // namespace

QString TableImport::formatId()
{
    return QStringLiteral("table");
}

QString TableImport::id() const
{
    return formatId();
}

QString TableImport::name() const
{
    return QCoreApplication::translate("TableImport", "Table of image pairs, CSV or TSV");
}

QString TableImport::description() const
{
    return QCoreApplication::translate(
        "TableImport",
        "CSV or TSV table, one edit per row: instruction, source image, edited image columns (one system "
        "each) and optionally item id, ground truth (target) and captions; columns found by header name "
        "or mapped");
}

QStringList TableImport::fileSuffixes() const
{
    return {QStringLiteral("tsv"), QStringLiteral("csv")};
}

int TableImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    if (!info.isFile() || !fileSuffixes().contains(info.suffix().toLower()))
        return 0;
    const Result<TableHeader> header = readHeader(path);
    if (!header)
        return 0;
    return checkComplete(TableColumns().completed(header.value().columns)) ? 60 : 0;
}

Result<TableHeader> TableImport::readHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("TableImport", "cannot open: %1").arg(file.errorString()), path};
    // The header is one physical line unless a column name is quoted across lines; one line keeps this cheap.
    Result<QString> line = decodeUtf8File(file.readLine(1 << 16), path);
    if (!line)
        return line.error();
    const QChar delimiter = delimiterFor(path, firstLineOf(line.value()));
    CsvReader reader(std::move(line).value(), delimiter);
    return headerOf(reader, delimiter, path);
}

Status TableImport::checkComplete(const TableColumns &columns)
{
    for (TableRole role : {TableRole::Instruction, TableRole::Source}) {
        const std::optional<TableColumn> c = columns.find(role);
        if (!c || c->column.isEmpty())
            return Error{QCoreApplication::translate("TableImport", "no column is mapped to the %1 ('%2')")
                             .arg(roleText(role), tableRoleName(role))};
    }
    const std::optional<TableColumn> target = columns.find(TableRole::Target);
    if ((!target || target->column.isEmpty()) && columns.outputs().isEmpty())
        return Error{QCoreApplication::translate(
            "TableImport", "no column is mapped to an edited image ('output') or to the ground truth ('target')")};
    return Status::success();
}

Result<StudyData> TableImport::read(const QString &path, const ImportOptions &options,
                                    const ProgressCallback &progress) const
{
    const Result<TableColumns> mapping = TableColumns::parse(options.columns);
    if (!mapping)
        return Error{mapping.error().message, path};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("TableImport", "cannot open: %1").arg(file.errorString()), path};
    Result<QString> text = decodeUtf8File(file.readAll(), path);
    if (!text)
        return text.error();
    const QChar delimiter = delimiterFor(path, firstLineOf(text.value()));
    CsvReader reader(std::move(text).value(), delimiter);
    const Result<TableHeader> header = headerOf(reader, delimiter, path);
    if (!header)
        return header.error();
    const Result<Layout> layout = layoutFor(mapping.value().completed(header.value().columns), header.value(), path);
    if (!layout)
        return layout.error();

    StudyData data;
    RowReader rows(layout.value(), header.value(), path);
    QStringList fields;
    while (reader.readRecord(&fields)) {
        Result<Item> item = rows.item(fields, reader.recordLine(), int(data.items.size()) + 1);
        if (!item)
            return item.error();
        data.items.push_back(std::move(item).value());
        if (data.items.size() % 256 == 0 && !reportProgress(progress, reader.position(), reader.size()))
            return Error{QCoreApplication::translate("TableImport", "import cancelled; the study was not changed"),
                         path};
    }
    if (reader.hasError())
        return Error{reader.errorString(), path, reader.errorLine()};
    if (data.items.isEmpty())
        return Error{QCoreApplication::translate("TableImport", "the table has a header but no rows"), path,
                     header.value().line};
    reportProgress(progress, reader.size(), reader.size());
    return data;
}

} // namespace editlens::core
