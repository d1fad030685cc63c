#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// GenAI-Bench image-editing pairs (REFERENCE.md §4): a JSON Lines file or a JSON array of rows with
/// `source_prompt, target_prompt, instruct_prompt, source_image, left_model, left_output_image, right_model,
/// right_output_image, vote_type` (vote_type ∈ leftvote, rightvote, tievote, bothbad_vote), optionally with the
/// judge-result fields `idx`, `model_vote` (e.g. "[[A>B]]") and `human_vote`.
///
/// Each row becomes one item keyed "genaibench-<idx>" (or "genaibench-<0-based row>" without `idx`), tagged
/// "genaibench", with the outputs of left_model and right_model. Image fields are read only when they are strings
/// (paths relative to the file's folder); the released dataset's embedded images are not. The human vote (vote_type,
/// else human_vote) becomes a Preference A = left, B = right by ImportOptions::annotator (default
/// "genaibench-human"); `model_vote` becomes a JudgeVote by ImportOptions::judge, which such a file requires. Judge
/// rows with the keys of stored rows merge onto them. Errors name the file and the row's line. Stateless; may run
/// on any thread.
class GenAiBenchImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    /// 90 for a .jsonl/.json file whose first row has "left_model" and "vote_type" (or "model_vote").
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;
};

} // namespace editlens::core
