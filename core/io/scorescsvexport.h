#pragma once

#include "io/exportformat.h"

namespace editlens::core {

/// Writes every score as a long CSV table `item_id,system,metric,value,version`, read back by
/// ScoresCsvImport. Rows follow the study's item order, then system, metric and version; values are
/// written in the shortest form that reads back exactly.
class ScoresCsvExport final : public ExportFormat
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
