#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// Metric scores computed elsewhere as a long CSV table `item_id,system,metric,value` with an optional
/// `version` column (absent or empty: "imported"); columns by name, any order. Items and systems the
/// study lacks are created without images. `metric` may be left out when ImportOptions::metric names
/// one. Errors name file and line.
class ScoresCsvImport final : public ImportFormat
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
