#include "bpm/instructionwords.h"

namespace editlens::core::instructionwords {

// Word lists: data, lower-case. Colours include hair colours (MagicBrush: "let the woman have blonde hair").
const QStringList kColours{QStringLiteral("red"),      QStringLiteral("orange"),    QStringLiteral("yellow"),
                           QStringLiteral("green"),    QStringLiteral("blue"),      QStringLiteral("purple"),
                           QStringLiteral("violet"),   QStringLiteral("pink"),      QStringLiteral("brown"),
                           QStringLiteral("black"),    QStringLiteral("white"),     QStringLiteral("gray"),
                           QStringLiteral("grey"),     QStringLiteral("gold"),      QStringLiteral("golden"),
                           QStringLiteral("silver"),   QStringLiteral("beige"),     QStringLiteral("cyan"),
                           QStringLiteral("magenta"),  QStringLiteral("turquoise"), QStringLiteral("teal"),
                           QStringLiteral("navy"),     QStringLiteral("maroon"),    QStringLiteral("blonde"),
                           QStringLiteral("blond"),    QStringLiteral("crimson"),   QStringLiteral("scarlet"),
                           QStringLiteral("lavender"), QStringLiteral("indigo"),    QStringLiteral("colourful"),
                           QStringLiteral("colorful")};

const QStringList kTextures{QStringLiteral("wooden"),    QStringLiteral("wood"),      QStringLiteral("metal"),
                            QStringLiteral("metallic"),  QStringLiteral("stone"),     QStringLiteral("marble"),
                            QStringLiteral("granite"),   QStringLiteral("glass"),     QStringLiteral("plastic"),
                            QStringLiteral("cement"),    QStringLiteral("concrete"),  QStringLiteral("brick"),
                            QStringLiteral("leather"),   QStringLiteral("furry"),     QStringLiteral("velvet"),
                            QStringLiteral("silk"),      QStringLiteral("woolen"),    QStringLiteral("woollen"),
                            QStringLiteral("steel"),     QStringLiteral("iron"),      QStringLiteral("copper"),
                            QStringLiteral("bronze"),    QStringLiteral("ceramic"),   QStringLiteral("porcelain"),
                            QStringLiteral("cardboard"), QStringLiteral("rubber"),    QStringLiteral("icy"),
                            QStringLiteral("snowy"),     QStringLiteral("rusty"),     QStringLiteral("crystal"),
                            QStringLiteral("striped"),   QStringLiteral("checkered"), QStringLiteral("knitted"),
                            QStringLiteral("asphalt"),   QStringLiteral("sandy"),     QStringLiteral("muddy")};

const QStringList kBigger{QStringLiteral("bigger"),   QStringLiteral("larger"),   QStringLiteral("big"),
                          QStringLiteral("large"),    QStringLiteral("huge"),     QStringLiteral("giant"),
                          QStringLiteral("enormous"), QStringLiteral("gigantic"), QStringLiteral("taller"),
                          QStringLiteral("longer"),   QStringLiteral("wider"),    QStringLiteral("fatter"),
                          QStringLiteral("thicker"),  QStringLiteral("tall")};
const QStringList kSmaller{QStringLiteral("smaller"), QStringLiteral("small"),     QStringLiteral("tiny"),
                           QStringLiteral("little"),  QStringLiteral("miniature"), QStringLiteral("shorter"),
                           QStringLiteral("thinner"), QStringLiteral("narrower"),  QStringLiteral("skinnier"),
                           QStringLiteral("slimmer")};

// A style or scene word turns "make it …" / "convert to …" into a whole-image edit.
const QStringList kGlobalWords{
    QStringLiteral("painting"),     QStringLiteral("watercolor"), QStringLiteral("watercolour"),
    QStringLiteral("sketch"),       QStringLiteral("cartoon"),    QStringLiteral("cartoonized"),
    QStringLiteral("anime"),        QStringLiteral("manga"),      QStringLiteral("comic"),
    QStringLiteral("novel"),        QStringLiteral("pixel"),      QStringLiteral("mosaic"),
    QStringLiteral("statue"),       QStringLiteral("sculpture"),  QStringLiteral("style"),
    QStringLiteral("picasso"),      QStringLiteral("gogh"),       QStringLiteral("monet"),
    QStringLiteral("night"),        QStringLiteral("nighttime"),  QStringLiteral("daytime"),
    QStringLiteral("winter"),       QStringLiteral("summer"),     QStringLiteral("autumn"),
    QStringLiteral("spring"),       QStringLiteral("snowing"),    QStringLiteral("raining"),
    QStringLiteral("rainy"),        QStringLiteral("foggy"),      QStringLiteral("sunset"),
    QStringLiteral("sunrise"),      QStringLiteral("dusk"),       QStringLiteral("dawn"),
    QStringLiteral("stormy"),       QStringLiteral("sepia"),      QStringLiteral("vintage"),
    QStringLiteral("illustration"), QStringLiteral("photograph")};

// Subjects that stand for the whole picture.
const QStringList kWholeImage{QStringLiteral("it"),        QStringLiteral("this"),  QStringLiteral("image"),
                              QStringLiteral("picture"),   QStringLiteral("photo"), QStringLiteral("scene"),
                              QStringLiteral("everything")};
const QStringList kPronouns{QStringLiteral("him"), QStringLiteral("her"), QStringLiteral("them"),
                            QStringLiteral("he"),  QStringLiteral("she"), QStringLiteral("they"),
                            QStringLiteral("it"),  QStringLiteral("me"),  QStringLiteral("us")};
// References that mean "somewhere in the picture", not an object to be placed against.
const QStringList kImageRefs{QStringLiteral("picture"),    QStringLiteral("image"),   QStringLiteral("photo"),
                             QStringLiteral("scene"),      QStringLiteral("front"),   QStringLiteral("back"),
                             QStringLiteral("foreground"), QStringLiteral("distance")};
const QStringList kDeterminers{QStringLiteral("a"),    QStringLiteral("an"),      QStringLiteral("the"),
                               QStringLiteral("some"), QStringLiteral("another"), QStringLiteral("any"),
                               QStringLiteral("all"),  QStringLiteral("his"),     QStringLiteral("her"),
                               QStringLiteral("its"),  QStringLiteral("their"),   QStringLiteral("one")};
// Adjectives of state that "make X <word>" / "let X be <word>" set (BPM type "other").
const QStringList kStates{QStringLiteral("empty"),  QStringLiteral("open"),   QStringLiteral("closed"),
                          QStringLiteral("blank"),  QStringLiteral("angry"),  QStringLiteral("happy"),
                          QStringLiteral("sad"),    QStringLiteral("broken"), QStringLiteral("clean"),
                          QStringLiteral("dirty"),  QStringLiteral("wet"),    QStringLiteral("dry"),
                          QStringLiteral("old"),    QStringLiteral("new"),    QStringLiteral("bald"),
                          QStringLiteral("shiny"),  QStringLiteral("lit"),    QStringLiteral("full"),
                          QStringLiteral("turned"), QStringLiteral("smiling")};

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
const QStringList kVerbs{QStringLiteral("be"),    QStringLiteral("is"),    QStringLiteral("are"),
                         QStringLiteral("turn"),  QStringLiteral("have"),  QStringLiteral("has"),
                         QStringLiteral("hold"),  QStringLiteral("wear"),  QStringLiteral("lick"),
                         QStringLiteral("cry"),   QStringLiteral("sleep"), QStringLiteral("yawn"),
                         QStringLiteral("kiss"),  QStringLiteral("make"),  QStringLiteral("raise"),
                         QStringLiteral("show"),  QStringLiteral("block"), QStringLiteral("stand"),
                         QStringLiteral("sit"),   QStringLiteral("play"),  QStringLiteral("run"),
                         QStringLiteral("jump"),  QStringLiteral("swing"), QStringLiteral("press"),
                         QStringLiteral("smile"), QStringLiteral("rise"),  QStringLiteral("gain"),
                         QStringLiteral("look"),  QStringLiteral("lay"),   QStringLiteral("lie"),
                         QStringLiteral("eat"),   QStringLiteral("drink"), QStringLiteral("open"),
                         QStringLiteral("close"), QStringLiteral("fly"),   QStringLiteral("walk")};

} // namespace editlens::core::instructionwords
