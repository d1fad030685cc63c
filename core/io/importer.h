#pragma once

#include "io/formatregistry.h"
#include "storage/studystore.h"

namespace editlens::core {

/// What one import did, for the CLI and the status bar.
struct ImportSummary
{
    QString formatId;
    qint64 items = 0;
    qint64 outputs = 0;
    qint64 ratings = 0;
    qint64 preferences = 0; ///< pairwise human preferences written
    qint64 judgeVotes = 0;  ///< pairwise judge verdicts written (new or replacing that judge's earlier ones)
    QStringList judges;     ///< the judges those verdicts are credited to, sorted, each once
    /// Judgements written over one the study already held, or over another of the same import: ratings (same
    /// output, annotator and dimension), preferences (same pair, annotator and dimension) and judge votes (same pair
    /// and judge). Counted from the study's totals before and after, so an import never overwrites silently.
    qint64 replaced = 0;
};

/// Read → resolve → write: the one path every import takes (CLI, GUI, tests). The store is left
/// untouched unless everything succeeds. Runs on the calling thread; `progress` sees the read
/// (0-40 %), resolve (40-60 %) and write (60-100 %) phases as one 0..1000 scale.
Result<ImportSummary> importInto(StudyStore &store, const FormatRegistry &registry, const QString &formatId,
                                 const QString &source, const ImportOptions &options,
                                 const ProgressCallback &progress = {});

/// Loads the study and writes it with the export format `formatId` to `outFile` (a folder for formats that
/// writesFolder()). Refuses an option the format does not take, and an OUT whose files are the study or its images.
Status exportStudy(const StudyStore &store, const FormatRegistry &registry, const QString &formatId,
                   const QString &outFile, const ProgressCallback &progress = {}, const ExportOptions &options = {});

} // namespace editlens::core
