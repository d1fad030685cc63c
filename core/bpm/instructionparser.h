#pragma once

#include "bpm/editparse.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace editlens::core {

struct Item;
enum class EditOp;

/// Rule-based parser of editing instructions into BPM's fields, for the instruction forms of MagicBrush, ImagenHub,
/// GenAI-Bench and InstructPix2Pix. Deterministic; no model, no I/O. parse() is const and keeps no mutable state.
///
/// Grammar (after lower-casing, stripping punctuation and polite openers "please", "let's", "can we", "could you"),
/// tried in this order, first match wins:
///  - remove X and add|put|place Y [in place] · … by removing X and placing Y         → replace X → Y
///  - <clause with object Y> instead of X · put Y in (the) place of X                   → replace X → Y
///  - replace|swap|substitute X with|by|for Y · let X be swapped|replaced|changed with|to Y → replace X → Y
///  - global: a subject of it/the image/none with a style or scene word (painting, anime, cartoon, sketch, winter,
///  night,
///    snowing, black and white …), "in the style of", "as if it were by", "have it look like"     → all / all, other
///  - put|move|place <pronoun> in|at|on|to Z · could <pronoun> be in Z                  → background → Z, other
///  - move X [to the] left|right|up|down                                                → X → X, other, that position
///  - change|turn|transform|convert X into|to|with Y, make X a|an Y, let|make it be Y: Y a colour → change color
///    ("red X"), a material → change texture, a size word → change size, otherwise replace X → Y
///  - change the colo(u)r of X [to C]                                                   → change color
///  - remove|delete|erase|get rid of|take out|take away X [from|on … Z]                 → remove X
///  - add|put|place|insert|draw X [prep Y] · let|have there be X · there should be X · can we have X · it could be X
///    · what if there was X: prep next to|near|beside = near, on top of|over|above = above, under|below = below,
///    left/right of = left/right, on|in|into|inside|to = inside; "put the X <prep> a Y" (X already there) adds Y
///    with the inverse relation                                                          → add X (reference Y)
///  - <subject> hold|wear|carry|eat|have|contain X (make|have|let|can …, should be, what if … had) · give S X
///                                                                                       → add X (a colour + noun:
///                                                                                         change color of the noun)
///  - let|make|have X <colour|material|size|state word> · X should be <word> · make X all white
///    → change color / texture / size, or other with o2 = "<word> X"
///  - let|have a|an X <verb> … (indefinite subject) → add X;  let|make|have the X <verb> … → X → X, other
///  - <verb> X (open, repair, split …)                                                  → X → X, other
/// Sizes: bigger|larger|huge|giant|fatter|taller … → bigger, smaller|tiny|thinner|shorter … → smaller.
/// Known gaps (measured in tests/core/bpm/tst_instructionparser.cpp): counting ("two X instead of one"), pronoun
/// resolution, and relations that need world knowledge ("a dog next to the hydrant" vs "a ship to the ocean").
class InstructionParser
{
public:
    InstructionParser() = default;

    /// Parses one instruction; never fails (an unrecognised sentence becomes other with o1 = o2 = its object
    /// phrase). Result source = Parser.
    EditParse parse(const QString &instruction) const;

    /// Lower-case, trim, drop the articles a/an/the anywhere, collapse whitespace, drop surrounding punctuation.
    /// The comparison key for object phrases.
    static QString normalizePhrase(const QString &phrase);

    /// The colour words the parser recognises (data, lower-case).
    static const QStringList &colourWords();
    /// The material / texture words the parser recognises (data, lower-case).
    static const QStringList &textureWords();
    /// Words that ask for a bigger (true) or smaller (false) object.
    static std::optional<bool> sizeWord(const QString &word);
    /// The name of the grammar rule that parses `instruction` ("replace X with Y", "add X", …; "<verb> X" when no rule
    /// matches), so that a test can report its results per rule.
    static QString ruleName(const QString &instruction);
};

/// Which parser BPM goes by where an item's stored parse came from a model (`"source": "llm"`, the model stages'
/// parse): EditLens's rule parser (the default, which needs no model) or that stored parse.
enum class BpmParser { Rules, Llm };
QString bpmParserName(BpmParser parser);                         ///< "rules", "llm"
std::optional<BpmParser> bpmParserFromName(const QString &name); ///< the inverse of bpmParserName()
/// Whether `storedParse` is a model's parse (`"source": "llm"`).
bool isModelParse(const QJsonObject &storedParse);

/// The parse an item goes by: its stored parse (`storedParse`, Item::parse) when there is one, since an imported
/// parse overrides EditLens's parser, else `parser`'s parse of `instruction`. A model's stored parse counts only with
/// `choice` Llm; with Rules the rule parser's parse stands in for it. The one place this rule lives.
EditParse effectiveParse(const QJsonObject &storedParse, const QString &instruction, const InstructionParser &parser,
                         BpmParser choice = BpmParser::Rules);

/// The op a box drawn by hand on `item` starts with: REMOVE on the original, where REMOVE boxes live; on the edited
/// output ADD when the item's effective parse (effectiveParse()) is an addition, else EDIT. The annotator may relabel
/// it. The one home of this rule.
EditOp drawnDifferenceOp(const Item &item, bool onOriginal);

} // namespace editlens::core
