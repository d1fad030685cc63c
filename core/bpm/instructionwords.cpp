#include "bpm/instructionwords.h"

namespace editlens::core::instructionwords {

QStringList wordList(const char *spaceSeparated)
{
    return QString::fromLatin1(spaceSeparated).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Word lists: data, lower-case. Colours include hair colours (MagicBrush: "let the woman have blonde hair").
const QStringList kColours = wordList(
    "red orange yellow green blue purple violet pink brown black white gray grey gold golden silver beige cyan "
    "magenta turquoise teal navy maroon blonde blond crimson scarlet lavender indigo colourful colorful");

const QStringList kTextures =
    wordList("wooden wood metal metallic stone marble granite glass plastic cement concrete brick leather furry velvet "
             "silk woolen woollen steel iron copper bronze ceramic porcelain cardboard rubber icy snowy rusty crystal "
             "striped checkered knitted asphalt sandy muddy");

const QStringList kBigger =
    wordList("bigger larger big large huge giant enormous gigantic taller longer wider fatter thicker tall");
const QStringList kSmaller = wordList("smaller small tiny little miniature shorter thinner narrower skinnier slimmer");

// A style or scene word turns "make it …" / "convert to …" into a whole-image edit.
const QStringList kGlobalWords = wordList(
    "painting watercolor watercolour sketch cartoon cartoonized anime manga comic novel pixel mosaic statue "
    "sculpture style picasso gogh monet night nighttime daytime winter summer autumn spring snowing raining rainy "
    "foggy sunset sunrise dusk dawn stormy sepia vintage illustration photograph");

// Subjects that stand for the whole picture.
const QStringList kWholeImage = wordList("it this image picture photo scene everything");
const QStringList kPronouns = wordList("him her them he she they it me us");
// References that mean "somewhere in the picture", not an object to be placed against.
const QStringList kImageRefs = wordList("picture image photo scene front back foreground distance");
const QStringList kDeterminers = wordList("a an the some another any all his her its their one");
// Adjectives of state that "make X <word>" / "let X be <word>" set (BPM type "other").
const QStringList kStates =
    wordList("empty open closed blank angry happy sad broken clean dirty wet dry old new bald shiny lit full turned "
             "smiling");

// Spatial prepositions, longest first, with the relation of the placed object to the reference.
const std::array<std::pair<const char *, PositionChange>, 21> kPrepositions{{
    {"to the left of", PositionChange::Left}, {"to the right of", PositionChange::Right},
    {"on the left of", PositionChange::Left}, {"on the right of", PositionChange::Right},
    {"on top of", PositionChange::Above},     {"left of", PositionChange::Left},
    {"right of", PositionChange::Right},      {"next to", PositionChange::Near},
    {"beside", PositionChange::Near},         {"near", PositionChange::Near},
    {"nearby", PositionChange::Near},         {"at", PositionChange::Near},
    {"above", PositionChange::Above},         {"over", PositionChange::Above},
    {"under", PositionChange::Below},         {"underneath", PositionChange::Below},
    {"below", PositionChange::Below},         {"inside", PositionChange::Inside},
    {"into", PositionChange::Inside},         {"in", PositionChange::Inside},
    {"on", PositionChange::Inside},
}};
// "to" last: a weaker relation ("add a ship to the ocean").
const std::pair<const char *, PositionChange> kToPreposition{"to", PositionChange::Inside};

// Verbs that end a subject noun phrase ("the cat lick its nose").
const QStringList kVerbs =
    wordList("be is are turn have has hold wear lick cry sleep yawn kiss make raise show block stand sit play run jump "
             "swing press smile rise gain look lay lie eat drink open close fly walk");

} // namespace editlens::core::instructionwords
