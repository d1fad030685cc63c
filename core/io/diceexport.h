#pragma once

#include "io/exportformat.h"

#include <optional>

namespace editlens::core {

/// Writes one origin's differences in DICE's own files (the DICE tool's predicted_differences.json and
/// coherence_results.json), the inverse of DiceImport: OUT is a folder (created when missing) that receives
/// `predicted_differences.json` and `coherence_results.json`.
///
/// - Origin (ExportOptions::origin): "truth" (the default) = the ground-truth differences; any other name = the
///   annotator's or detector's differences of that name (e.g. "DICE", DifferenceDetector::origin()). A study
///   without a difference of that origin is an error that lists the origins it has.
/// - predicted_differences.json: one entry per difference, in item, output and difference order:
///   `{original_path, edited_path, complete_difference: "<OP>: <description>", operation, bbox, gt_prompt,
///   confidence}`; paths absolute, bbox normalized xyxy on the image the op lives on (the edited image for ADD and
///   EDIT, the original for REMOVE), clamped to [0, 1] (stored boxes may overhang their image by half a pixel).
/// - coherence_results.json: for each exported difference that has a label of its own provenance (same origin kind
///   and name: a detector's own estimate, an annotator's own judgement, a ground-truth label for ground truth),
///   `{index, difference, prompt, bbox, confidence, coherence_evaluation: "<rationale>\nDecision: \"YES\""}` with
///   index = the difference's position in predicted_differences.json. Labels by anyone else are not DICE's and
///   are left out. The file is always written (an empty array without labels), so no stale one survives beside
///   new differences.
/// Fails, writing nothing, when a box's image is missing or has no size, or when a rationale would not read back
/// as written (it holds a `Decision:`/`Answer:` line of its own). Stateless; may run on any thread.
class DiceExport final : public ExportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QString fileSuffix() const override;
    bool writesFolder() const override { return true; }
    QStringList outputFiles(const QString &out) const override;
    bool takesOrigin() const override { return true; }
    Status write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                 const ProgressCallback &progress) const override;
    Status writeWithOptions(const StudyData &study, const StudyPaths &paths, const QString &out,
                            const ExportOptions &options, const ProgressCallback &progress) const override;

    /// The text DiceImport::parseCoherence() reads back as `coherent` and `rationale` (trimmed):
    /// the rationale, a line break and `Decision: "YES"` or `Decision: "NO"`. std::nullopt when the rationale
    /// itself holds a decision, which would be read instead of it or cut out of it.
    static std::optional<QString> coherenceText(bool coherent, const QString &rationale);

    static QString truthOrigin(); ///< "truth"
};

} // namespace editlens::core
