#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

/// What a column of an image-pair table holds for the table import.
enum class TableRole { Id, Instruction, Source, Target, Output, SourceCaption, TargetCaption };

/// "id", "instruction", "source", "target", "output", "source_caption", "target_caption": the names the column
/// mapping is written with (`--columns`).
QString tableRoleName(TableRole role);
/// The inverse of tableRoleName() (case-insensitive, surrounding whitespace ignored); nullopt for any other text.
std::optional<TableRole> tableRoleFromName(const QString &name);
/// Whether a role may be given to several columns (only Output: one per editing system).
bool tableRoleRepeats(TableRole role);
/// Whether the role's cells are image paths credited to an editing system (Target, Output).
bool tableRoleHasSystem(TableRole role);

/// One role given to one column. `column` is the header name as written (matched trimmed and case-insensitively);
/// an empty `column` switches the role off. `system` names the editing system of an image column (Output, Target);
/// empty = the column's header name.
struct TableColumn
{
    TableRole role = TableRole::Output;
    QString column;
    QString system;

    bool operator==(const TableColumn &other) const
    {
        return role == other.role && column == other.column && system == other.system;
    }
};

/// The column mapping of the table import, written as comma-separated `ROLE=COLUMN` entries: `output` and
/// `target` may name their system as `ROLE:SYSTEM=COLUMN`, `output` may be given several times, and `ROLE=` (no
/// column) switches a role off. Roles the mapping leaves open are filled by completed() from the header names.
/// This is the one home of that grammar and of the automatic mapping (CLI, Import dialog, detection).
/// Value type; thread-safe.
class TableColumns
{
public:
    /// Parses the `--columns` text ("" = everything detected from the header). An error names the entry.
    static Result<TableColumns> parse(const QString &text);
    /// The text parse() reads back to this mapping.
    QString toString() const;

    /// This mapping with every role it leaves open filled from `header` by name: the instruction
    /// (instruction, prompt, edit, …), the source image (source, input, original, image, …), the ground truth
    /// (target, ground_truth, gt, reference, …), the edited images (output, edited, result, output_2, …, every one
    /// that matches, each named after its header, unless the mapping names an output), an item id (id, item_id,
    /// key, uid, …) and captions (source_caption, target_caption, …). A suffix _image, _img, _path or _file is
    /// ignored ("source_image" is a source). A column the mapping already uses is not given a second role.
    TableColumns completed(const QStringList &header) const;

    /// Sets the single role `role` (not Output) to `column`, replacing an earlier entry; "" switches it off.
    void set(TableRole role, const QString &column, const QString &system = {});
    /// Adds an edited-image column credited to `system` (empty = the header name).
    void addOutput(const QString &column, const QString &system = {});
    /// Switches the outputs off: no column is detected as one.
    void clearOutputs();

    /// The entry of a single role, or nullopt when the mapping leaves it open.
    std::optional<TableColumn> find(TableRole role) const;
    /// The output entries that name a column, in order.
    QVector<TableColumn> outputs() const;
    const QVector<TableColumn> &entries() const { return m_entries; }

    bool operator==(const TableColumns &other) const { return m_entries == other.m_entries; }

private:
    QVector<TableColumn> m_entries;
};

} // namespace editlens::core
