#pragma once

#include "io/importformat.h"
#include "io/tablecolumns.h"

#include <QDialog>
#include <QStringList>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::ui {

/// File → Import…: the source (a file or a folder), its format ("Detect automatically", which says what it found,
/// or any import format of the registry, each with its description) and, for a table of image pairs (the `table`
/// format, chosen or detected), what each of the table's columns holds: one row per header column with its role
/// and, for image columns, the editing system it is credited to; the mapping starts from the one detected by
/// header name. Import is enabled only for an input it can import: an existing source, a format (chosen, or one
/// that detection finds) and, for a table, a mapping with an instruction, a source and an image. The study file
/// itself is never peeked at (reading it outside SQLite would drop the study's locks). GUI thread only.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    ImportDialog(const core::FormatRegistry &registry, const QString &studyFile, const QString &startDir,
                 QWidget *parent = nullptr);

    /// "auto" or a format id.
    QString formatId() const;
    /// Selects the format `id` ("auto" = detect); false when the registry has none.
    bool setFormat(const QString &id);
    QString source() const;
    void setSource(const QString &path);
    /// The options for the chosen format: the column mapping when the input is read as a table.
    core::ImportOptions options() const;

    /// The table's columns as mapped in the dialog, every role explicit (what options() passes on).
    core::TableColumns columns() const;
    /// Gives the header column `column` the role `role` (nullopt = not imported) and, for an image column, the
    /// system `system` ("" = the column's name); a single role leaves the column that held it. False when the
    /// table has no such column.
    bool setColumnRole(const QString &column, std::optional<core::TableRole> role, const QString &system = {});
    /// Whether the input is read as a table (chosen, or detected), so that the column mapping applies.
    bool readsTable() const;

    QComboBox *formatCombo() const { return m_format; }
    QTableWidget *columnTable() const { return m_columns; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *importButton() const { return m_ok; }

    /// Opens a file dialog (filters from the registry; a chosen format's filter selects that format).
    void browseFile();
    void browseFolder();

private:
    const core::ImportFormat *effectiveFormat() const;
    void sourceChanged();
    void formatChanged();
    void loadHeader();
    void fillColumns(const core::TableColumns &mapping);
    void roleChanged(int row);
    void updateSystemEditor(int row);
    std::optional<core::TableRole> roleAt(int row) const;
    void validate();

    const core::FormatRegistry &m_registry;
    QString m_studyFile;
    QString m_startDir;
    QLineEdit *m_source;
    QLineEdit *m_system; ///< the names a file may not give (ImportOptions)
    QLineEdit *m_annotator;
    QLineEdit *m_metric;
    QLineEdit *m_judge;
    QComboBox *m_format;
    QLabel *m_description;
    QLabel *m_columnsLabel;
    QTableWidget *m_columns;
    QLabel *m_status;
    QPushButton *m_ok;
    const core::ImportFormat *m_detected = nullptr;
    QStringList m_header;   ///< the table's header columns, empty when none was read
    QString m_headerSource; ///< the file m_header was read from
    QString m_headerError;  ///< why the header could not be read
    bool m_updatingRoles = false;
};

} // namespace editlens::ui
