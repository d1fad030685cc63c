#pragma once

#include "io/importformat.h"

#include <QJsonObject>

#include <optional>

namespace editlens::core {

/// AURORA and AURORA-Bench files (AURORA, Krojer et al. 2024, and ADIEE's copies of its ratings): a JSON array or JSON
/// Lines of rows in one of three shapes, told apart by the keys of the first row (see shapeOf()). Image paths are
/// relative to the file's folder unless absolute; the instruction is `prompt` (or `instruction`). Unknown fields are
/// ignored.
///
/// - Point-wise human ratings (ADIEE's human_ratings_updated_prompt.json), rows
///   `{input, gen, prompt, score, [model | method]}`: each distinct (input, prompt) is one item with source `input`,
///   each row one output at `gen`. Its system is `model` (else `method`), else the name of the folder holding `gen`
///   (`gens/magicbrush/1.png` → `magicbrush`), else, for a `gen` directly in the file's folder, `gen<k>` with k the
///   output's 1-based place in its item in file order. `score` (0–2, the mean human judgement) becomes a rating on
///   dimension "aurora", declared with the scale 0–2, by ImportOptions::annotator (default "aurora-human").
/// - Pair-wise human votes (ADIEE's human_ratings_pairwise.json), rows
///   `{input, gens: [p1, p2], prompt, models: [m1, m2], winner: m1 | m2 | "tie"}`: rows sharing (input, prompt) are one
///   item, with outputs m1 at p1 and m2 at p2, and each row an overall preference A = m1, B = m2 by the same
///   annotator: A when winner is m1, B when it is m2, tie for "tie" (any case).
/// - The benchmark itself (AURORA's test.json; its training files read the same), rows
///   `{input, output, prompt, [task], [mask], [pos]}`: one item per row with source `input`, ground truth `output`,
///   tag `task`, and no outputs. `mask` (a MagicBrush mask the repository does not ship) and `pos` (the opposite
///   instruction of an action edit) are not read.
///
/// Item keys, in every shape: the input path relative to the file's folder (`data/ag/images/ZY2B1.mp4_27_left.png`);
/// when that input has more than one distinct prompt in the file, each of its items adds `#` and the first 8 hex
/// digits of the SHA-1 of the trimmed prompt's UTF-8, or all 40 when two prompts of that input in the file share
/// those 8 (so that they never merge into one item). So the three files of one AURORA-Bench folder describe the same
/// items, and importing them one after another merges the ground truth, ratings and votes onto them. Point-wise and
/// pair-wise items get no tag, so that they keep the task tag a test.json import gave them. Errors name the file and
/// the row's line. Stateless; may run on any thread.
class AuroraImport final : public ImportFormat
{
public:
    /// The three shapes an AURORA file comes in.
    enum class Shape { PointWise, PairWise, Benchmark };

    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    /// 90 for a .json/.jsonl file whose first row has the keys of one shape, else 0.
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;

    /// The shape a row's keys say: "gens", "models" and "winner" → pair-wise; "gen" and "score" → point-wise;
    /// "output" and "prompt" or "instruction" → benchmark; each also needs "input". nullopt for any other row.
    static std::optional<Shape> shapeOf(const QJsonObject &row);

    static QString defaultAnnotator(); ///< "aurora-human"
    static QString dimensionName();    ///< "aurora", the point-wise score's dimension (scale 0–2)
};

} // namespace editlens::core
