#pragma once

#include "io/exportformat.h"

namespace editlens::core {

/// Writes a study as an EditLens manifest (round-trips through ManifestImport). Image paths are
/// written relative to the manifest's folder; boxes in pixels.
class ManifestExport final : public ExportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QString fileSuffix() const override;
    Status write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                 const ProgressCallback &progress) const override;
};

} // namespace editlens::core
