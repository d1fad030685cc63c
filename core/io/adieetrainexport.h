#pragma once

#include "io/exportformat.h"

namespace editlens::core {

/// ADIEE training samples as JSON Lines: one object per output rated on the `adiee` dimension (the automatic labels
/// of `editlens-cli autolabel`, or a person's), in item and output order:
/// `{"item", "system", "input", "instruction", "output", "ground_truth", "score", "annotator", "rule", "detail"}`.
/// Paths are absolute (resolved against the study root) so that a scorer's training code reads them from anywhere;
/// "ground_truth" is null without one; "score" is the 0-1 label (ADIEE trains on 0-10: multiply by 10); "rule" and
/// "detail" say which rule gave it (null for a person's rating). A rated output without an image is skipped: a
/// training sample needs pixels. Stateless.
class AdieeTrainExport final : public ExportFormat
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
