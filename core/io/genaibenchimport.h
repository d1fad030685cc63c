#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// GenAI-Bench image-editing pairs (Jiang et al. 2024, test_v1): a JSON Lines file or a JSON array of rows. Two shapes
/// are read:
/// - dataset rows `source_prompt, target_prompt, instruct_prompt, source_image, left_model, left_output_image,
///   right_model, right_output_image, vote_type` (vote_type ∈ leftvote, rightvote, tievote, bothbad_vote);
/// - judge-result rows as GenAI-Bench's judge scripts publish them (`results/image_edition/<judge>/pairwise.json`):
///   `idx, source_prompt, target_prompt, instruct_prompt, response, model_vote` (e.g. "[[A>B]]"), `human_vote`,
///   `correct`, without model names or images.
///
/// Each row becomes one item keyed "genaibench-<idx>" (or "genaibench-<0-based row>" without `idx`), tagged
/// "genaibench", with instruction instruct_prompt, source caption source_prompt, target caption target_prompt and
/// the outputs of left_model and right_model; a row that names neither gets the anonymous outputs "left" and
/// "right". Image fields are read only when they are strings (paths relative to the file's folder); the released
/// dataset's embedded images are not. The human vote (vote_type, else human_vote) becomes an overall Preference
/// A = left, B = right by ImportOptions::annotator (default "genaibench-human"); `model_vote` becomes a JudgeVote
/// (left, right) by ImportOptions::judge, else by the name of the file's folder (defaultJudge()); a null
/// `model_vote` (GenAI-Bench found no verdict) becomes an empty verdict, wrong but counted. `response` and
/// `correct` are not read: a judge's accuracy is recomputed from model_vote and the human vote
/// (alignment::judgeAccuracy), so a file's own `correct` is never trusted.
///
/// attach() joins rows onto the study's items with the same key: anonymous outputs become the stored item's left
/// and right systems (leftRightOf()), the stored instruction, captions and tags stay, a judge row's human vote equal
/// to the one stored for the same annotator and pair is dropped and one that differs is an error. Re-importing a
/// judge's file replaces that judge's votes. Errors name the file and the row's line. Stateless; may run on any
/// thread.
class GenAiBenchImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    /// 90 for a .jsonl/.json file whose first row has "left_model" and "vote_type" (or "model_vote"), or "idx",
    /// "model_vote" and "human_vote" (a judge-result file).
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;
    bool needsStoredStudy() const override { return true; }
    Status attach(StudyData &batch, const StudyData &stored) const override;

    /// The judge a file's model_vote rows are credited to without ImportOptions::judge: the name of the folder
    /// holding `file` ("gpt4o" for results/image_edition/gpt4o/pairwise.json), trimmed; empty when that name is
    /// unusable (the file lies in the file-system root). Pure function of the path; reads nothing.
    static QString defaultJudge(const QString &file);
    /// The systems that a stored GenAI-Bench item shows on the left and on the right, in this order: the pair of
    /// the overall preference by `annotator`, else of the first judge vote, else the item's two outputs in stored
    /// order (the order the import wrote them). Only pairs of two distinct outputs of the item count. std::nullopt
    /// when none applies (e.g. three outputs and no vote). Pure function.
    static std::optional<std::pair<QString, QString>> leftRightOf(const Item &stored, const QString &annotator);
};

} // namespace editlens::core
