#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// ADIEE scorer outputs (ADIEE, Chen et al. 2025: a 0–10 score per edited image): a JSON array or JSON Lines of rows
/// `{"item": id, "system": name, "score": s}` or `{"image_path": path, "score": s}`; the two kinds may be mixed and
/// other fields are ignored. `score` must be a finite number in [0, 10]; `item` may be a string or an integer.
///
/// Each score becomes a Score with metric ImportOptions::metric (default "adiee") and version "adiee-imported" on an
/// output the study already holds (attach()): for an item row, the output of `system` in the item keyed `item`; for
/// an image row, the output whose image is `path`, read relative to the file's folder (or absolute) and, when no output
/// has that image, as a path relative to the study root. A row naming an item, system or image the study lacks, or an
/// output another row already scored, is an error naming its line; nothing is written then. Importing again replaces
/// the scores of the same metric. Stateless; may run on any thread.
class AdieeImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    /// 90 for a .json/.jsonl file whose first row has "score" and "image_path", or "score", "item" and "system".
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;
    bool needsStoredStudy() const override { return true; }
    Status attach(StudyData &batch, const StudyData &stored) const override;

    static QString defaultMetric(); ///< "adiee"
    static QString version();       ///< "adiee-imported", the version of every imported score
};

} // namespace editlens::core
