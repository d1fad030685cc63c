#pragma once

#include "study/studydata.h"
#include "util/error.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QVector>

#include <optional>

/// Readers of model answers. Models wrap JSON in prose and code fences, answer with numbers as strings, and use
/// different box conventions; each reader accepts what a faithful answer can look like and refuses everything else with
/// the reason (the caller keeps the raw text, counts the answer as unparseable and never turns it into a default).
namespace editlens::core::modelstages {

/// The first complete JSON object or array in `answer`, wherever it sits (inside ```json fences, after prose, before
/// prose). Strings and escapes are honoured when finding its end. A '[' whose bracketed text is no JSON ("[0, 10]" is,
/// "[[A>B]]" is not) is prose and skipped; a '{' is not: the first object that does not parse (or is cut off) is an
/// error, never passed over for a later one. Error: no JSON, or the first one is malformed.
Result<QJsonValue> extractJson(const QString &answer);

/// BPM's instruction parse (the fields BPM's parser prompt asks for: original_part, edited_part, edit_type, size,
/// position, being_added, added_object), validated: original_part, edited_part, edit_type, size and position present
/// as non-empty text; being_added and added_object text when present; edit_type, size and position each one of BPM's
/// values (case and a trailing period aside; "colour", "larger", "up", "down" as EditParse reads them; position "none"
/// = no constraint), read by core::EditParse::fromJson. The first JSON object of the answer is read. The result is
/// EditParse::toJson() with "source": "llm". Error names the field that is missing or has no allowed value.
Result<QJsonObject> readBpmParse(const QString &answer);

/// How a model writes box coordinates.
enum class BoxConvention {
    Pixels,      ///< absolute pixels of the image as the model received it
    Thousandths, ///< 0–1000 on both axes (Qwen2-VL style)
    Unit         ///< 0–1 on both axes
};
QString boxConventionName(BoxConvention c); ///< "pixels", "0-1000", "0-1"
std::optional<BoxConvention> boxConventionFromName(const QString &name);

/// [x0, y0, x1, y1] in `convention` → pixels of an image of `imageSize`. Error when a coordinate is not a finite
/// number, x1 ≤ x0 or y1 ≤ y0, or the box lies outside the convention's range by more than 1 % of it (a clearly wrong
/// convention); a box slightly outside is clipped to the image.
Result<QRectF> readBox(const QJsonValue &box, BoxConvention convention, QSize imageSize);

/// A grounding answer: boxes of one named object ({"boxes": [[x0,y0,x1,y1], …]} or a bare list of boxes, or
/// [{"bbox_2d": [...], "label": …}, …] as Qwen2.5-VL answers); an empty list means "not present".
Result<QVector<QRectF>> readGrounding(const QString &answer, BoxConvention convention, QSize imageSize);

/// DICE's first stage: the differences between original and edited image, each with op (ADD / REMOVE / EDIT), box,
/// description and confidence in [0, 1]. A REMOVE's box lives on the original, ADD/EDIT on the edited image (both of
/// the same size here: `imageSize`). An empty list is a valid answer (no differences).
Result<QVector<Difference>> readDiceDifferences(const QString &answer, BoxConvention convention, QSize imageSize);

/// DICE's second stage: YES/NO (is the difference coherent with the instruction) and the rationale. Accepted: the JSON
/// object {"answer": "YES" | "NO", "rationale": "…"} (rationale optional); or, when the answer holds no JSON, DICE's
/// plain text "Answer: YES|NO … Rationale: …" (one answer, Markdown bold allowed) or a bare YES / NO.
struct CoherenceAnswer
{
    bool coherent = false;
    QString rationale;
};
Result<CoherenceAnswer> readCoherence(const QString &answer);

/// A VIEScore-style point-wise judgement: sub-scores on 0–10 ({"score": [..], "reasoning": "..."}), combined as
/// VIEScore does: the dimension's value is the minimum of its sub-scores.
struct SubScoreAnswer
{
    QVector<double> scores;
    double value = 0; ///< min of scores
    QString reasoning;
};
/// `expected` sub-scores (SC: 2, PQ: 2); numbers or numbers in quotes. An error when the field is missing or no list,
/// the count differs, or a score is no number or lies outside 0–10.
Result<SubScoreAnswer> readSubScores(const QString &answer, int expected);

/// A pairwise verdict: which of two edits better follows the instruction, as GenAI-Bench's four answers. The result is
/// the verdict string stored in a JudgeVote: "[[A>B]]", "[[B>A]]", "[[A=B=Good]]" (tie) or "[[A=B=Bad]]" (both bad).
/// Accepted: {"verdict": "A" | "B" | "tie" | "both bad" | one of the four tokens, "reasoning": "…"}; or, when the
/// answer holds no JSON, prose holding exactly one of the four tokens (GenAI-Bench's own prompts). A sentence in the
/// field ("Image A is better") is refused, not interpreted.
Result<QString> readPairVerdict(const QString &answer);

} // namespace editlens::core::modelstages
