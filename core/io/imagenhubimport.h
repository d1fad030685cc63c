#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// ImagenHub human ratings, alone or with ImagenHub's editing images.
///
/// Ratings: one TSV file per rater, or a folder of them (every `*.tsv` directly in it, in name order).
/// Header `uid` + one column per editing model; each cell `[SC, PQ]` with two numbers in [0, 1] (ImagenHub uses
/// 0, 0.5 and 1; spaces around the numbers are free, an empty cell means "not rated"). Each uid becomes an item
/// keyed by the uid, and each model column an output of that system. Per cell three ratings are made: `SC`, `PQ`
/// and the derived overall `O` = sqrt(SC·PQ), all on a declared 0-1 scale. The same uid in several rater files is
/// one item holding every rater's ratings.
///
/// Images: a folder with an `input/` subfolder is ImagenHub's output layout (see ImagenHubLayout): one item per
/// `input/sample_*.jpg` (or .png) keyed by its file name, which is the uid of the rater files and of VIEScore's
/// judge files, with its ground truth, one output per model folder and the instruction from dataset_lookup.json
/// (in the folder, else in its parent). The rater files are the `*.tsv` directly in that folder; their ratings land
/// on the outputs of the same uid and model. A rated uid or model without an image stays an item or output without
/// an image, and an image nobody rated an unrated output: importers report counts only, so these are not listed.
/// Without rater files no rating dimension is declared.
///
/// Annotator names come from the file name: the text after its last '_', without the suffix
/// (`Text-Guided_IE_rater1.tsv` → `rater1`; a name without '_' is used whole). When a single file
/// is read and ImportOptions::annotator is set, that name is used instead. Errors name file and
/// line. Stateless; may run on any thread.
class ImagenHubImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    bool readsFolders() const override { return true; }
    /// 90 for a `.tsv` file whose first line starts with `uid<TAB>`, a folder holding one, or a folder whose
    /// `input/` holds a `sample_*` image.
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;

    /// The annotator named by a rater file: the base name after its last '_'.
    static QString annotatorFromFileName(const QString &fileName);
};

} // namespace editlens::core
