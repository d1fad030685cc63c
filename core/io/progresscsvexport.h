#pragma once

#include "io/exportformat.h"

namespace editlens::core {

/// Writes per-annotator progress and timing as a long CSV table, one row per (annotator, item):
/// `annotator,item_id,position,gold,ratings,preferences,sessions,seconds,first_started,last_ended,
/// submitted_at,locked,revisions`. Times are UTC ISO 8601 ("" when unknown); `position` is the
/// item's 1-based place in the annotator's plan ("" without a plan); `seconds` sums closed sessions.
class ProgressCsvExport final : public ExportFormat
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
