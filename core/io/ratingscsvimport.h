#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// Human ratings from any study as a long CSV table: header `item_id,system,annotator,dimension,value`
/// (columns by name, any order; extra columns ignored), one rating per record. Items and systems the
/// study lacks are created without images. `annotator` may be left out when ImportOptions::annotator
/// names one. Errors name file and line.
class RatingsCsvImport final : public ImportFormat
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
