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
/// Tasks: ImagenHub's tasks reuse uids (`sample_0.jpg` …) and model names (Subject-Driven_IG and Multi-Subject_IG
/// both rate DreamBooth and TextualInversion), so each item is tagged with its task (taskTag(), from the rater files'
/// names, else from the image folder's name without "ImagenHub_"). An item keeps its uid as key, which VIEScore's
/// judge files and existing studies use, unless the study already holds that uid for another task: then it is keyed
/// "<task>/<uid>", so that two tasks in one study never merge. Rater files of two tasks in one import are refused.
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

    /// Items that share a uid with a stored item of another task are keyed "<task>/<uid>" (see the class brief).
    bool needsStoredStudy() const override { return true; }
    Status attach(StudyData &batch, const StudyData &stored) const override;

    /// The annotator named by a rater file: the base name after its last '_'.
    static QString annotatorFromFileName(const QString &fileName);
    /// The ImagenHub task named by a rater file: the base name before its last '_' (`Subject-Driven_IG_rater1.tsv`
    /// → `Subject-Driven_IG`); empty when the name has no '_'.
    static QString taskFromFileName(const QString &fileName);
    /// The tag that names an item's task: "imagenhub-task:<task>".
    static QString taskTag(const QString &task);
};

} // namespace editlens::core
