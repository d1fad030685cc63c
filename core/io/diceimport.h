#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// DICE's outputs (the DICE tool, arXiv 2505.20405): `predicted_differences.json`, a JSON array of
/// `{original_path, edited_path, complete_difference: "EDIT: vase", operation, bbox: [x0, y0, x1, y1], gt_prompt,
/// confidence}`, and, when it lies beside it, `coherence_results.json`, a JSON array of
/// `{index, difference, prompt, bbox, confidence, coherence_evaluation}`, where coherence_evaluation is the raw text
/// or, as DICE's tool writes it, the list of decoded texts (joined by newlines). Reads the folder holding them or the
/// differences file itself.
///
/// - Each distinct (original_path, edited_path) pair becomes one item with one output; paths are relative to the
///   file's folder unless absolute. The item's instruction is gt_prompt. In a study that already has items, attach()
///   moves every pair onto the stored item whose source is original_path and which has an output at edited_path
///   (same key and system, the stored instruction kept); a pair no stored item has is an error. Into an empty study
///   the pairs are created: key = edited_path relative to the file's folder, system ImportOptions::system (default
///   "edited").
/// - Each entry becomes a Difference, origin kind detector, origin "DICE": op from `operation` (else from the
///   "OP:" prefix of complete_difference), description = complete_difference without that prefix, bbox normalized
///   to [0, 1] (integers 0 and 1 accepted, unlike upstream) and scaled by the import resolver to pixels of the edited
///   image for ADD/EDIT and of the original for REMOVE, confidence absent → 1.0.
/// - Coherence entry `index` is the 0-based position of its difference in predicted_differences.json; its
///   `difference`, when given, must equal that entry's complete_difference, or its part before the first ", " (all
///   that DICE's coherence stage keeps). The decision is the last
///   `Decision: "YES"|"NO"` or `Answer: YES|NO` (case-insensitive, quotes optional) in coherence_evaluation; the text
///   without that line is kept as the rationale. Origin kind detector, origin "DICE".
/// Errors name the file and the line of the offending entry; nothing is written unless everything is valid.
/// Re-importing adds the differences again. Stateless; may run on any thread.
class DiceImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    bool readsFolders() const override { return true; }
    /// 95 for a folder holding predicted_differences.json or a .json file whose first entry has "original_path",
    /// "edited_path" and "bbox".
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;
    bool needsStoredStudy() const override { return true; }
    Status attach(StudyData &batch, const StudyData &stored) const override;

    /// The coherence decision in a DICE coherence estimator's text: the last `Decision: "YES"|"NO"` or
    /// `Answer: YES|NO` (case-insensitive; quotes, spaces and `**` emphasis around the value allowed), with the
    /// rationale = the text without the line(s) carrying a decision, trimmed. std::nullopt when there is no decision.
    static std::optional<CoherenceLabel> parseCoherence(const QString &text);

    static QString defaultSystem(); ///< "edited"
    static QString originName();    ///< "DICE"
};

} // namespace editlens::core
