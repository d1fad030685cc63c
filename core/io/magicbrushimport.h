#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// The MagicBrush test-set folder: `images/<id>/<id>-input.png`, `<id>-output{k}.png`,
/// `<id>-mask{k}.png` (white = edited region) and `edit_sessions.json`
/// (`{"<id>": [{"input", "mask", "output", "instruction"}, ...]}`). Each turn k of a session becomes
/// an item "<id>-<k>" whose source is that turn's input, whose only output is the turn's output
/// (system ImportOptions::system, default "DALL-E 2", which made the dataset's edits) and whose
/// mask is an item-level "edit_region" ground-truth mask; turn k > 1 names "<id>-<k-1>" as its
/// source item. Every item is tagged dalle2WatermarkTag() (see exclusionRegions()). Without edit_sessions.json the
/// turns are built from the file names, with empty instructions. Reads a folder (or its edit_sessions.json); paths are
/// returned absolute.
class MagicBrushImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    bool readsFolders() const override { return true; }
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;
};

} // namespace editlens::core
