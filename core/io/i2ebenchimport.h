#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// I²EBench's benchmark folder (cocoshe/I2EBench), read from its root (the folder holding `EditData/`)
/// or from `EditData/` itself:
/// - `EditData/<Dim>/<Dim>.json` = `{"<n>": {image, ori_exp, div_exp, type, Evaluation, Answer, mask, …}}`, one file
///   per dimension (ObjectRemoval, Counting, Deblurring, …); the multi-round files `<Dim>_2nd.json` … are not read.
///   Source images lie in `EditData/<Dim>/input/<image>`, where the released scripts read them
///   (`EditData/<Dim>/<image>` is accepted when there is no `input/` copy); the restoration dimensions' targets in
///   `EditData/<Dim>/gt/<image>` and RegionAccuracy's masks in `EditData/<Dim>/mask/<mask>` (white = the region to
///   edit).
/// - The edited images, distributed separately and unpacked into the root: `EditResult_ori/<Dim>/<model>/<image>` made
///   from the original instruction `ori_exp`, `EditResult/<Dim>/<model>/<image>` from its rephrasing `div_exp`.
/// - The released judgements: `EditEval_ori/<Dim>/<model>.json` (original run) and `EditEval/<Dim>/<model>.json`
///   (diverse run), `{"<n>": {image, prompt, question, gt, type, evaluation: {VLM_judgement | SSIM | clip_score |
///   RegionAccuracy}, final_judgement}}`.
///
/// Format "i2ebench" reads the original run (instruction = ori_exp, `EditResult_ori`, `EditEval_ori`);
/// "i2ebench-diverse" the diverse run (instruction = div_exp, `EditResult`, `EditEval`). Entry `<n>` of `<Dim>.json`
/// becomes item "<Dim>/<n>" ("<Dim>/<n>/diverse" in the diverse run, so both runs fit one study), tagged "i2ebench",
/// "<Dim>", the entry's `type` (and "diverse"), with the `gt/` image as ground truth and the `mask` as an item-level
/// "edit_region" mask when the entry has them. Every model folder holding the entry's edited image gives one output,
/// system = the folder's name; a model without that image has no output for the entry. On such an output, the
/// model's judgement of the same image gives score "i2ebench" = 1 when final_judgement contains "yes"
/// (case-insensitive, the rule of I²EBench's summary.py), else 0, and each number in `evaluation` a score
/// "i2ebench_<field in lower case>" (i2ebench_ssim, i2ebench_clip_score, i2ebench_regionaccuracy), all of version
/// "i2ebench-released"; the raw VLM_judgement text is not kept. Judgements join entries by the `image` they name
/// (I²EBench's judgement files number their entries on their own: ColorAlteration and ObjectRemoval from "0", EditData
/// from "1"); one without `image` joins the entry with its key, and one whose image `<Dim>.json` does not list is left
/// out. Errors name the file and the entry's line: invalid JSON, a key written twice, a missing source image or mask,
/// two judgements of one image in a file. Paths are returned absolute. Stateless; may run on any thread.
class I2eBenchImport final : public ImportFormat
{
public:
    /// Which of I²EBench's two instruction sets, and so which edited images and judgements, to read.
    enum class Run { Original, Diverse };

    explicit I2eBenchImport(Run run = Run::Original);

    QString id() const override; ///< "i2ebench" or "i2ebench-diverse"
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    bool readsFolders() const override { return true; }
    /// Original run: 95 for a folder holding `EditData/<Dim>/<Dim>.json`, 90 for such an `EditData` folder itself.
    /// Diverse run: always 0 (named with --format only, so that auto never has to choose between the two).
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;

    /// The score metric id of I²EBench's final_judgement: "i2ebench".
    static QString judgementMetric();
    /// The score metric id of a number I²EBench wrote under `evaluation.<field>`, e.g. "i2ebench_ssim".
    static QString evaluationMetric(const QString &field);
    /// The version of every imported I²EBench score: "i2ebench-released".
    static QString releasedVersion();
    /// Whether a final_judgement text counts as correct: it contains "yes", case-insensitive (summary.py's rule).
    static bool judgedCorrect(const QString &finalJudgement);

private:
    Run m_run;
};

} // namespace editlens::core
