#pragma once

#include "bpm/editparse.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

/// The phrase-level steps of InstructionParser's grammar: cleaning an instruction, splitting it into words, trimming
/// a noun phrase to the object it names and finding a spatial preposition. The ordered rules that use them stay in
/// instructionparser.cpp. Pure functions over lower-case text; any thread.
namespace editlens::core::instructionphrases {

/// "X <preposition> Y": the object, the reference it is placed against and where.
struct Location
{
    QString object;
    QString reference;
    PositionChange position = PositionChange::Unchanged;
};

/// A regular expression from a Latin-1 pattern (the grammar's patterns are ASCII).
QRegularExpression rx(const char *pattern);
/// Lower-cased, punctuation turned to spaces, polite openers ("please", "can you") and trailers ("too") removed.
QString clean(const QString &instruction);
/// The words of `s`, split at spaces.
QStringList words(const QString &s);
/// Drops leading determiners ("the", "some", "another", "all the") and a trailing clause starting with "so" / "that".
QString objectPhrase(const QString &np);
/// "dog barking near shore" → "dog": a participle after the head noun starts a clause, not part of the name.
QString withoutParticiple(const QString &phrase);
/// Splits "X <preposition> Y" at the first (or, with `last`, the last) spatial preposition.
Location locate(const QString &phrase, bool last = false);
/// Where the reference is seen from the object: left ↔ right, above ↔ below; "on" / "in" put the reference below.
PositionChange inverse(PositionChange p);
/// Drops a possessor ("woman's hair" → "hair", "her hair" → "hair") to name the changed part.
QString withoutPossessor(const QString &np);
/// Drops leading colour words ("red brick wall" → "brick wall"), keeping at least one word.
QString withoutColours(const QString &np);

} // namespace editlens::core::instructionphrases
