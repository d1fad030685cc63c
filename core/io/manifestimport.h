#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// The native EditLens manifest: JSON Lines, one item per line, an optional header line first.
/// Image paths are relative to the manifest's folder (or absolute). Format: README.md
/// "Manifest format" and resources/manifest.schema.json.
class ManifestImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;
};

} // namespace editlens::core
