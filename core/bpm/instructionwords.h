#pragma once

#include "bpm/editparse.h"

#include <QStringList>

#include <array>
#include <utility>

/// The word lists InstructionParser reads: data, lower-case, immutable (safe to read from any thread).
namespace editlens::core::instructionwords {

/// The words of a space-separated list ("red orange yellow"): how the word lists, which are data, are written.
QStringList wordList(const char *spaceSeparated);

extern const QStringList kColours;
extern const QStringList kTextures;
extern const QStringList kBigger;
extern const QStringList kSmaller;
extern const QStringList kGlobalWords;
extern const QStringList kWholeImage;
extern const QStringList kPronouns;
extern const QStringList kImageRefs;
extern const QStringList kDeterminers;
extern const QStringList kStates;
extern const std::array<std::pair<const char *, PositionChange>, 21> kPrepositions;
extern const std::pair<const char *, PositionChange> kToPreposition;
extern const QStringList kVerbs;

} // namespace editlens::core::instructionwords
