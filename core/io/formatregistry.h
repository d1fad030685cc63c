#pragma once

#include "io/exportformat.h"
#include "io/importformat.h"

#include <memory>
#include <vector>

namespace editlens::core {

/// Owns the import and export formats. Filled explicitly by registerBuiltins() (static
/// self-registration would be dropped by the linker). CLI help and file-dialog filters are
/// generated from it. Not thread-safe for registration; const use is safe from any thread.
class FormatRegistry
{
public:
    FormatRegistry();
    ~FormatRegistry();

    void registerBuiltins();
    void add(std::unique_ptr<ImportFormat> format);
    void add(std::unique_ptr<ExportFormat> format);

    const ImportFormat *importFormat(const QString &id) const;
    const ExportFormat *exportFormat(const QString &id) const;
    std::vector<const ImportFormat *> importFormats() const;
    std::vector<const ExportFormat *> exportFormats() const;

    /// The format that claims `path` with the highest confidence, or an error listing the formats and saying how
    /// to name one where the user chooses it (`choice`).
    Result<const ImportFormat *> detect(const QString &path, FormatChoice choice = FormatChoice::CommandLine) const;

    /// "EditLens manifest (*.jsonl);;Ratings CSV (*.csv);;..." for QFileDialog.
    QString importFileFilters() const;
    /// The same for a save-file dialog: formats that write a folder (ExportFormat::writesFolder()) are left out.
    QString exportFileFilters() const;
    /// Lines "  id  description" for `--help`.
    QString importHelp() const;
    QString exportHelp() const;

private:
    std::vector<std::unique_ptr<ImportFormat>> m_imports;
    std::vector<std::unique_ptr<ExportFormat>> m_exports;
};

} // namespace editlens::core
