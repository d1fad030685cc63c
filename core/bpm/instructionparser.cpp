// Over 600 lines, knowingly: one ordered table of grammar rules (grammar(); the first that matches wins, each rule a
// named Rule{name, re, apply} that tst_instructionparser reports misses by), which reads and is checked against the
// labelled set as a whole; the word lists live in instructionwords.cpp and the phrase steps in
// instructionphrases.cpp. Splitting the rules across files would hide their order.
#include "bpm/instructionparser.h"

#include "bpm/instructionphrases.h"
#include "bpm/instructionwords.h"
#include "study/studydata.h"

#include <QRegularExpression>

#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

namespace editlens::core {

using namespace instructionwords;
using namespace instructionphrases;

namespace {

EditParse addParse(const QString &text, bool lastPreposition = false)
{
    const Location loc = locate(text, lastPreposition);
    EditParse p;
    p.editType = EditType::Add;
    p.originalPart = QStringLiteral("none");
    p.editedPart = objectPhrase(withoutParticiple(loc.object));
    p.addedObject = p.editedPart;
    p.beingAdded = loc.reference;
    p.position = loc.position;
    const QStringList w = words(p.editedPart);
    if (!w.isEmpty()) {
        if (const auto bigger = InstructionParser::sizeWord(w.first()))
            p.size = *bigger ? SizeChange::Bigger : SizeChange::Smaller;
    }
    return p;
}

// X takes an attribute: a colour, a material, a size or a state word.
EditParse attributeParse(const QString &objectText, const QString &attributeText)
{
    static const QRegularExpression intensifier = rx("^(?:all |completely |entirely |totally |fully |very |more )+");
    const QString object = objectPhrase(objectText);
    QString attribute = attributeText;
    attribute.remove(intensifier);
    attribute = InstructionParser::normalizePhrase(attribute);
    const QStringList w = words(attribute);
    EditParse p;
    p.originalPart = object;
    const auto any = [&w](const QStringList &list) {
        for (const QString &word : w) {
            if (list.contains(word))
                return true;
        }
        return false;
    };
    const QString part = withoutPossessor(withoutColours(object));
    if (any(kColours)) {
        p.editType = EditType::ChangeColor;
        p.editedPart = attribute + QLatin1Char(' ') + part;
    } else if (any(kTextures)) {
        p.editType = EditType::ChangeTexture;
        p.editedPart = attribute + QLatin1Char(' ') + part;
    } else if (!w.isEmpty() && InstructionParser::sizeWord(w.last())) {
        p.editType = EditType::ChangeSize;
        p.size = *InstructionParser::sizeWord(w.last()) ? SizeChange::Bigger : SizeChange::Smaller;
        p.editedPart = object;
    } else {
        p.editType = EditType::Other;
        p.editedPart = attribute.isEmpty() ? object : attribute + QLatin1Char(' ') + withoutPossessor(object);
    }
    return p;
}

bool isAttribute(const QString &text)
{
    const QStringList w = words(text);
    if (w.isEmpty() || w.size() > 3)
        return false;
    const QString &last = w.last();
    for (const QString &word : w) {
        if (kColours.contains(word) || kTextures.contains(word) || kStates.contains(word))
            return true;
    }
    return InstructionParser::sizeWord(last).has_value() || last.endsWith(QLatin1String("ed"));
}

// X becomes Y: a replacement, unless Y only recolours / re-textures X.
EditParse transformParse(const QString &objectText, const QString &targetText)
{
    const QString target = objectPhrase(targetText);
    QString object = objectPhrase(objectText);
    const QStringList tw = words(target);
    if (kWholeImage.contains(object) && !tw.isEmpty())
        object = tw.last(); // "make it a black sheep": "it" is the sheep
    bool allAttributes = !tw.isEmpty();
    for (const QString &word : tw)
        allAttributes = allAttributes && (kColours.contains(word) || kTextures.contains(word));
    if (allAttributes)
        return attributeParse(object, target);
    if (tw.size() >= 2 && tw.mid(1).join(QLatin1Char(' ')) == withoutColours(withoutPossessor(object))
        && (kColours.contains(tw.first()) || kTextures.contains(tw.first()))) {
        EditParse p = attributeParse(object, tw.first());
        p.originalPart = object;
        return p;
    }
    EditParse p;
    p.editType = EditType::Replace;
    p.originalPart = object;
    p.editedPart = objectPhrase(withoutParticiple(target));
    return p;
}

EditParse replaceParse(const QString &from, const QString &to)
{
    EditParse p;
    p.editType = EditType::Replace;
    p.originalPart = objectPhrase(locate(from).object);
    p.editedPart = objectPhrase(withoutParticiple(locate(to).object));
    return p;
}

EditParse removeParse(const QString &text)
{
    static const QRegularExpression from = rx("^(.+?) (?:from|off|out of|between) .+$");
    QString object = text;
    if (const auto m = from.match(object); m.hasMatch())
        object = m.captured(1);
    EditParse p;
    p.editType = EditType::Remove;
    p.originalPart = objectPhrase(locate(object).object);
    p.editedPart = QStringLiteral("none");
    return p;
}

EditParse globalParse()
{
    EditParse p;
    p.originalPart = QStringLiteral("all");
    p.editedPart = QStringLiteral("all");
    p.editType = EditType::Other;
    p.global = true;
    return p;
}

EditParse sameObjectParse(const QString &objectText, PositionChange position = PositionChange::Unchanged)
{
    EditParse p;
    p.editType = EditType::Other;
    p.originalPart = objectPhrase(objectText);
    p.editedPart = p.originalPart;
    p.position = position;
    return p;
}

bool hasGlobalWord(const QString &text)
{
    for (const QString &word : words(text)) {
        if (kGlobalWords.contains(word))
            return true;
    }
    return false;
}

// The noun phrase a sentence starts with: determiner(s), then words up to a verb-looking word ("the cat lick …").
// Keeps "X of Y" chains ("a herd of sheep") and possessives ("the zebra's mouth").
struct Subject
{
    QString phrase; ///< normalised noun phrase
    QString rest;   ///< the words after it
    bool indefinite = false;
    bool pronoun = false;
};

Subject leadingNounPhrase(const QString &text)
{
    const QStringList w = words(text);
    int i = 0;
    bool indefinite = false;
    while (i < w.size() && kDeterminers.contains(w[i])) {
        indefinite = indefinite || w[i] == QLatin1String("a") || w[i] == QLatin1String("an");
        ++i;
    }
    if (i >= w.size())
        return {objectPhrase(text), {}, false, false};
    const bool pronoun = kPronouns.contains(w[i]);
    int end = i + 1;
    // Two-word compounds ("laptop screen", "teddy bear"): take a second word unless it looks like a verb.
    if (!pronoun && end < w.size() && !kVerbs.contains(w[end]) && !w[i].endsWith(QLatin1String("'s"))
        && w[end] != QLatin1String("of") && !kColours.contains(w[end]) && !kStates.contains(w[end])
        && end + 1 < w.size() && kVerbs.contains(w[end + 1]))
        ++end;
    if (!pronoun && w[i].endsWith(QLatin1String("'s")) && end < w.size())
        ++end;
    while (!pronoun && end + 1 < w.size() && w[end] == QLatin1String("of"))
        end += kDeterminers.contains(w[end + 1]) && end + 2 < w.size() ? 3 : 2;
    const QString np = w.mid(0, end).join(QLatin1Char(' '));
    const QString rest = w.mid(end).join(QLatin1Char(' '));
    return {objectPhrase(np), rest, indefinite || (i == 0 && !pronoun), pronoun};
}

} // namespace

namespace {

bool containsVerb(const QString &phrase)
{
    for (const QString &word : words(phrase)) {
        if (kVerbs.contains(word) || word == QLatin1String("carry") || word == QLatin1String("contain"))
            return true;
    }
    return false;
}

// Only style / scene words (and glue words): "winter", "at night", "make it a snowy day".
bool onlyGlobalWords(const QString &s)
{
    static const QStringList glue = wordList("at in the a an during time day make it set season turn into snowy");
    bool any = false;
    for (const QString &word : words(s)) {
        if (kGlobalWords.contains(word))
            any = true;
        else if (!glue.contains(word))
            return false;
    }
    return any;
}

using Maybe = std::optional<EditParse>;
using Match = QRegularExpressionMatch;

/// One rule of the grammar: when `re` matches the cleaned sentence, `apply` gives the parse, or nothing to let the
/// rules after it try. A rule may rewrite the sentence for the rules after it ("what if there was X" → "there be X").
struct Rule
{
    const char *name;
    QRegularExpression re;
    Maybe (*apply)(QString &s, const Match &m);
};

using Rules = std::vector<Rule>;

// "what if …" questions become the imperative the later rules read; the first form that matches rewrites.
Maybe rewriteWhatIf(QString &s, const Match &)
{
    static const QRegularExpression whatIfThere = rx("^what if there (?:was|were|is|are) (.+)$");
    static const QRegularExpression whatIfIt = rx("^what if it (?:was|were) (.+)$");
    static const QRegularExpression whatIfWas = rx("^what if (.+?) (?:was|were) (.+)$");
    static const QRegularExpression whatIfHad = rx("^what if (.+?) (?:had|has) (.+)$");
    if (const Match m = whatIfThere.match(s); m.hasMatch())
        s = QStringLiteral("there be ") + m.captured(1);
    else if (const Match m = whatIfIt.match(s); m.hasMatch())
        s = QStringLiteral("make it ") + m.captured(1);
    else if (const Match m = whatIfWas.match(s); m.hasMatch())
        s = m.captured(1) + QStringLiteral(" should be ") + m.captured(2);
    else if (const Match m = whatIfHad.match(s); m.hasMatch())
        s = QStringLiteral("let ") + m.captured(1) + QStringLiteral(" have ") + m.captured(2);
    return std::nullopt;
}

// "<clause with object Y> instead of X": Y is the clause's last noun phrase.
Maybe insteadOfParse(QString &, const Match &m)
{
    const QStringList left = words(m.captured(1));
    int article = -1;
    for (int i = 1; i < left.size(); ++i) {
        if (kDeterminers.contains(left[i]) || kPronouns.contains(left[i]))
            article = i;
    }
    const QString target = article > 0 ? left.mid(article).join(QLatin1Char(' ')) : left.mid(1).join(QLatin1Char(' '));
    return replaceParse(m.captured(2), target);
}

// Questions, then replacements: they name both objects, so they go before any rule that reads one verb.
Rules replacementRules()
{
    return {
        {"what would X look like Y", rx("^what would (.+?) look like (.+)$"),
         [](QString &, const Match &m) -> Maybe { return attributeParse(m.captured(1), m.captured(2)); }},
        {"what if …", rx("^what if "), rewriteWhatIf},
        {"remove X and add Y",
         rx("(?:^| )(?:remove|removing|delete|get rid of) (.+?) and (?:then )?(?:add|adding|put|putting|place|placing|"
            "insert) (.+?)(?: in (?:its |their |the )?place)?$"),
         [](QString &, const Match &m) -> Maybe { return replaceParse(m.captured(1), m.captured(2)); }},
        {"Y instead of X", rx("^(.+?) inste?a?d of (.+)$"), insteadOfParse},
        {"put Y in place of X", rx("^(?:put|place|add|have|let) (.+?) in (?:the )?place of (.+)$"),
         [](QString &, const Match &m) -> Maybe { return replaceParse(m.captured(2), m.captured(1)); }},
        {"replace X with Y", rx("^(?:replace|swap|substitute|exchange) (.+?) (?:with|by|for) (.+)$"),
         [](QString &, const Match &m) -> Maybe { return replaceParse(m.captured(1), m.captured(2)); }},
        {"let X be swapped with Y",
         rx("^(?:let|have) (.+?) be (?:swapped|replaced|exchanged|substituted) (?:with|by|for) (.+)$"),
         [](QString &, const Match &m) -> Maybe { return replaceParse(m.captured(1), m.captured(2)); }},
        {"let X be changed to Y", rx("^(?:let|have) (.+?) be (?:changed|turned|transformed|converted) (?:in)?to (.+)$"),
         [](QString &, const Match &m) -> Maybe { return transformParse(m.captured(1), m.captured(2)); }},
    };
}

// "put him in Z", "could she be at Z": the person stays, the background changes.
Maybe backgroundParse(QString &, const Match &m)
{
    EditParse p;
    p.originalPart = QStringLiteral("background");
    p.editedPart = objectPhrase(m.captured(1));
    return p;
}

// Whole-image edits (style, scene, season) and edits of the background.
Rules wholeImageRules()
{
    return {
        {"in the style of", rx("^(?:as if|in the style of|in the manner of|as though)\\b"),
         [](QString &, const Match &) -> Maybe { return globalParse(); }},
        {"only scene words", rx("^"),
         [](QString &s, const Match &) -> Maybe {
             if (s.contains(QLatin1String("in the style of")) || onlyGlobalWords(s)
                 || s.contains(QLatin1String("black and white")))
                 return globalParse();
             return std::nullopt;
         }},
        {"make it <scene>",
         rx("^(?:make|turn|convert|transform|change|render|let|have) (?:it|this|the image|the picture|the photo|the "
            "scene|everything) (?:be |into |to |in |look like )?(.+)$"),
         [](QString &s, const Match &m) -> Maybe {
             if (hasGlobalWord(m.captured(1)) || s.contains(QLatin1String(" look like ")))
                 return globalParse();
             return std::nullopt;
         }},
        {"convert to Y", rx("^(?:convert|turn|transform|render|change) (?:in)?to (.+)$"),
         [](QString &, const Match &) -> Maybe { return globalParse(); }},
        {"put him in Z",
         rx("^(?:put|move|place|take|send|bring) (?:him|her|them|he|she|they) (?:in|at|on|to|into|onto) (.+)$"),
         backgroundParse},
        {"could he be in Z", rx("^(?:could|can|should|would) (?:he|she|they|it) be (?:in|at|on) (.+)$"),
         backgroundParse},
    };
}

Maybe moveParse(QString &, const Match &m)
{
    const QString dir = m.captured(2);
    const PositionChange pos = dir == QLatin1String("left")    ? PositionChange::Left
                               : dir == QLatin1String("right") ? PositionChange::Right
                               : (dir.startsWith(QLatin1String("up")) || dir == QLatin1String("higher"))
                                   ? PositionChange::Above
                                   : PositionChange::Below;
    return sameObjectParse(m.captured(1), pos);
}

Maybe colourOfParse(QString &, const Match &m)
{
    if (!m.captured(2).isEmpty())
        return attributeParse(m.captured(1), m.captured(2));
    EditParse p = sameObjectParse(m.captured(1));
    p.editType = EditType::ChangeColor;
    return p;
}

Maybe addVerbParse(QString &, const Match &m)
{
    const QString text = m.captured(1);
    const Location loc = locate(text);
    if (text.startsWith(QLatin1String("the ")) && !loc.reference.isEmpty()
        && !text.contains(QLatin1String(" the ") + loc.reference.section(QLatin1Char(' '), 0, 0))) {
        // "put the zebras next to a river": the zebras are there already; the river is what is added.
        EditParse p = addParse(loc.reference);
        p.beingAdded = objectPhrase(loc.object);
        p.position = inverse(loc.position);
        return p;
    }
    return addParse(text);
}

// Edits led by a verb that names them: move, recolour, remove, add.
Rules verbRules()
{
    return {
        {"move X left",
         rx("^(?:move|shift|push|slide) (.+?) (?:to (?:the )?|towards (?:the )?)?(left|right|up|down|upwards|"
            "downwards|higher|lower)(?: side)?$"),
         moveParse},
        {"change the colour of X", rx("^(?:change|alter|modify) (?:the )?colou?r of (.+?)(?: to (.+))?$"),
         colourOfParse},
        {"remove X",
         rx("^(?:remove|delete|erase|eliminate|get rid of|take out|take away|take off|clear away|clear) (.+)$"),
         [](QString &, const Match &m) -> Maybe { return removeParse(m.captured(1)); }},
        {"put down X", rx("^put (?:down|up) (.+)$"),
         [](QString &, const Match &m) -> Maybe { return sameObjectParse(m.captured(1)); }},
        {"paint X <colour>", rx("^(?:paint|colou?r|dye|tint) (.+) (\\S+)$"),
         [](QString &, const Match &m) -> Maybe {
             if (kColours.contains(m.captured(2)))
                 return attributeParse(m.captured(1), m.captured(2));
             return std::nullopt;
         }},
        {"add X", rx("^(?:add|put|place|insert|include|draw|paint|create|edit|introduce|spawn|plant|adding) (.+)$"),
         addVerbParse},
        {"there be X",
         rx("^(?:let there be|have there be|there should be|there be|there (?:is|are|was|were)|there's|can there be|"
            "can we have|could we have|can i have|we need|it (?:should|could|would) be|it's|show) (.+)$"),
         [](QString &, const Match &m) -> Maybe { return addParse(m.captured(1)); }},
    };
}

Maybe giveParse(QString &, const Match &m)
{
    // A pronoun recipient ("give her a skirt") is not the possessive determiner of "her hair".
    const QString first = m.captured(1).section(QLatin1Char(' '), 0, 0);
    const Subject recipient = kPronouns.contains(first)
                                  ? Subject{first, m.captured(1).section(QLatin1Char(' '), 1), false, true}
                                  : leadingNounPhrase(m.captured(1));
    QString gift = recipient.rest;
    static const QRegularExpression toWear = rx(" to (?:wear|hold|eat|use|play with)$");
    gift.remove(toWear);
    const QStringList w = words(objectPhrase(gift));
    if (w.size() >= 2 && InstructionParser::sizeWord(w.first()))
        return attributeParse(w.mid(1).join(QLatin1Char(' ')), w.first());
    EditParse p = addParse(gift);
    if (p.beingAdded.isEmpty())
        p.beingAdded = recipient.phrase;
    return p;
}

Maybe possessParse(QString &, const Match &m)
{
    const QString owner = objectPhrase(m.captured(1));
    const QString verb = m.captured(2);
    const QStringList w = words(objectPhrase(m.captured(3)));
    if (verb.startsWith(QLatin1String("ha")) && w.size() >= 2 && kColours.contains(w.first()))
        return attributeParse(w.mid(1).join(QLatin1Char(' ')), w.first());
    EditParse p = addParse(m.captured(3));
    if (p.beingAdded.isEmpty())
        p.beingAdded = owner;
    if (verb.startsWith(QLatin1String("contain")))
        p.position = PositionChange::Inside;
    return p;
}

Maybe toppedWithParse(QString &, const Match &m)
{
    EditParse p = addParse(m.captured(3));
    p.beingAdded = objectPhrase(m.captured(1));
    p.position = m.captured(2) == QLatin1String("topped") ? PositionChange::Above : PositionChange::Inside;
    return p;
}

// What a subject gets (a gift, something held or worn) or becomes.
Rules possessionRules()
{
    return {
        {"give S X", rx("^(?:give|hand|offer) (.+)$"), giveParse},
        {"S holds X",
         rx("^(?:(?:make|have|let|can|could|get) )?(.+?) (?:(?:should|could|would|will|to|must) )?(?:be )?(hold|"
            "holding|holds|wear|wearing|wears|carry|carrying|eat|eating|drink|drinking|have|has|had|contain|"
            "containing|contains|blowing|blow) (.+)$"),
         possessParse},
        {"change X into Y", rx("^(?:change|turn|transform|convert|switch|make) (.+?) (?:into|to|with|in) (.+)$"),
         [](QString &, const Match &m) -> Maybe {
             if (containsVerb(m.captured(1)))
                 return std::nullopt;
             return transformParse(m.captured(1), m.captured(2));
         }},
        {"let it be Y", rx("^(?:let|make|have) (it|this) be (.+)$"),
         [](QString &, const Match &m) -> Maybe { return transformParse(m.captured(1), m.captured(2)); }},
        {"make X a Y", rx("^(?:make|let) (.+?) (?:be )?(?:a|an) (.+)$"),
         [](QString &, const Match &m) -> Maybe {
             if (containsVerb(m.captured(1)) || m.captured(1).startsWith(QLatin1String("a ")))
                 return std::nullopt;
             return transformParse(withoutParticiple(objectPhrase(m.captured(1))), m.captured(2));
         }},
        {"let X be topped with Y",
         rx("^(?:let|have|make)? ?(.+?) be (topped|covered|filled|decorated|sprinkled) with (.+)$"), toppedWithParse},
    };
}

// "X should be Y": a place ("near the sheep"), an attribute ("red") or another object.
Maybe beParse(QString &, const Match &m)
{
    const QString object = m.captured(1);
    const QString value = m.captured(2);
    const Location loc = locate(QStringLiteral("x ") + value);
    if (loc.object == QLatin1String("x") && !loc.reference.isEmpty()) {
        // "a dog should be near the sheep"
        const Subject subject = leadingNounPhrase(object);
        if (subject.indefinite)
            return addParse(object + QLatin1Char(' ') + value);
        return sameObjectParse(object, loc.position);
    }
    if (isAttribute(value))
        return attributeParse(object, value);
    return transformParse(object, value);
}

// "let a dog sit …" adds the dog; "let the dog grow" changes it.
Maybe actionParse(QString &, const Match &m)
{
    const Subject subject = leadingNounPhrase(m.captured(1));
    static const QRegularExpression grow = rx("\\b(?:gain weight|grow|fatter|bigger|larger|taller)\\b");
    static const QRegularExpression shrink = rx("\\b(?:lose weight|shrink|thinner|smaller|shorter)\\b");
    if (subject.indefinite && !subject.pronoun) {
        EditParse p = addParse(subject.phrase);
        const Location loc = locate(QStringLiteral("x ") + subject.rest, true);
        p.beingAdded = loc.reference;
        p.position = loc.position;
        return p;
    }
    const Location loc = locate(QStringLiteral("x ") + subject.rest, true);
    EditParse p = sameObjectParse(subject.phrase, loc.position);
    if (subject.rest.contains(grow) || subject.rest.contains(shrink)) {
        p.editType = EditType::ChangeSize;
        p.size = subject.rest.contains(grow) ? SizeChange::Bigger : SizeChange::Smaller;
    }
    return p;
}

// A state the subject should be in, last because their patterns are the loosest.
Rules stateRules()
{
    return {
        {"let X be Y", rx("^(?:let|have|make) (.+?) (?:be|become|turn|get|go|look|appear) (.+)$"), beParse},
        {"X should be Y", rx("^(.+?) (?:should|must|could|would|will|needs to|has to) be (.+)$"), beParse},
        {"make X <attribute>", rx("^(?:make|turn|paint|colou?r|dye|get) (.+?) ((?:all )?\\S+)$"),
         [](QString &, const Match &m) -> Maybe {
             if (!isAttribute(m.captured(2)) || containsVerb(m.captured(1)))
                 return std::nullopt;
             return attributeParse(m.captured(1), m.captured(2));
         }},
        {"let X <act>", rx("^(?:let|make|have|get) (.+)$"), actionParse},
    };
}

/// The grammar in the order the rules are tried (see the class comment in instructionparser.h).
const Rules &grammar()
{
    static const Rules rules = [] {
        Rules all;
        for (Rules part : {replacementRules(), wholeImageRules(), verbRules(), possessionRules(), stateRules()})
            std::move(part.begin(), part.end(), std::back_inserter(all));
        return all;
    }();
    return rules;
}

const char *const kFallbackRule = "<verb> X";

struct RuleParse
{
    EditParse parse;
    const char *rule = kFallbackRule;
};

RuleParse parseCleaned(QString s)
{
    for (const Rule &rule : grammar()) {
        const Match m = rule.re.match(s);
        if (!m.hasMatch())
            continue;
        if (Maybe p = rule.apply(s, m))
            return {std::move(*p), rule.name};
    }
    // No rule: a verb and its object ("open the door", "repair the fence").
    const int space = s.indexOf(QLatin1Char(' '));
    return {sameObjectParse(space > 0 ? locate(s.mid(space + 1)).object : s), kFallbackRule};
}

} // namespace

namespace {

/// o2 for an edit whose rules gave o1 == o2 (size, move and action edits): a phrase for the object as the edit should
/// leave it, as BPM's LLM prompt writes it ("vase" → "bigger vase", "apple" → "apple on the right"), so that S_modify's
/// text direction T(o2) − T(o1) is not zero. Without a size or position state, the cleaned instruction itself.
QString distinctEditedPart(const EditParse &p, const QString &cleaned)
{
    const QString &o = p.originalPart;
    if (p.editType == EditType::ChangeSize && p.size != SizeChange::Unchanged)
        return (p.size == SizeChange::Bigger ? QStringLiteral("bigger ") : QStringLiteral("smaller ")) + o;
    switch (p.position) {
    case PositionChange::Left:
        return o + QStringLiteral(" on the left");
    case PositionChange::Right:
        return o + QStringLiteral(" on the right");
    case PositionChange::Above:
        return o + QStringLiteral(" higher up");
    case PositionChange::Below:
        return o + QStringLiteral(" lower down");
    case PositionChange::Inside:
        return p.beingAdded.isEmpty() ? QString(o + QStringLiteral(" inside"))
                                      : QString(o + QStringLiteral(" inside ") + p.beingAdded);
    case PositionChange::Near:
        return p.beingAdded.isEmpty() ? QString(o + QStringLiteral(" nearby"))
                                      : QString(o + QStringLiteral(" near ") + p.beingAdded);
    case PositionChange::Unchanged:
        break;
    }
    // An action: the instruction without its causative verb ("let the dog yawn" → "dog yawn").
    static const QRegularExpression causative(QStringLiteral("^(?:let|have|make|get) "));
    QString action = InstructionParser::normalizePhrase(cleaned);
    action.remove(causative);
    return action;
}

} // namespace

EditParse InstructionParser::parse(const QString &instruction) const
{
    const QString cleaned = clean(instruction);
    EditParse p = parseCleaned(cleaned).parse;
    if (p.editType == EditType::Add && p.addedObject.isEmpty())
        p.addedObject = p.editedPart;
    const bool oneObject = p.editType != EditType::Add && p.editType != EditType::Remove && !p.global;
    if (oneObject && p.originalPart == p.editedPart && p.originalPart != QLatin1String("none")) {
        const QString o2 = distinctEditedPart(p, cleaned);
        if (!o2.isEmpty() && o2 != p.originalPart)
            p.editedPart = o2;
    }
    p.source = ParseSource::Parser;
    return p;
}

QString InstructionParser::ruleName(const QString &instruction)
{
    return QString::fromUtf8(parseCleaned(clean(instruction)).rule);
}

QString InstructionParser::normalizePhrase(const QString &phrase)
{
    static const QRegularExpression articles = rx("\\b(?:a|an|the)\\b");
    static const QRegularExpression edges = rx("^[^a-z0-9']+|[^a-z0-9']+$");
    QString s = phrase.toLower();
    s.replace(QChar(0x2019), QLatin1Char('\''));
    s.remove(articles);
    s = s.simplified();
    s.remove(edges);
    return s;
}

const QStringList &InstructionParser::colourWords()
{
    return kColours;
}

const QStringList &InstructionParser::textureWords()
{
    return kTextures;
}

std::optional<bool> InstructionParser::sizeWord(const QString &word)
{
    if (kBigger.contains(word))
        return true;
    if (kSmaller.contains(word))
        return false;
    return std::nullopt;
}

QString bpmParserName(BpmParser parser)
{
    return parser == BpmParser::Llm ? QStringLiteral("llm") : QStringLiteral("rules");
}

std::optional<BpmParser> bpmParserFromName(const QString &name)
{
    for (BpmParser p : {BpmParser::Rules, BpmParser::Llm})
        if (bpmParserName(p) == name)
            return p;
    return std::nullopt;
}

bool isModelParse(const QJsonObject &storedParse)
{
    return storedParse.value(QLatin1String("source")).toString() == QLatin1String("llm");
}

EditParse effectiveParse(const QJsonObject &storedParse, const QString &instruction, const InstructionParser &parser,
                         BpmParser choice)
{
    if (storedParse.isEmpty() || (choice == BpmParser::Rules && isModelParse(storedParse)))
        return parser.parse(instruction);
    return EditParse::fromJson(storedParse);
}

EditOp drawnDifferenceOp(const Item &item, bool onOriginal)
{
    if (onOriginal)
        return EditOp::Remove;
    const EditParse parse = effectiveParse(item.parse, item.instruction, InstructionParser());
    return parse.editType == EditType::Add ? EditOp::Add : EditOp::Edit;
}

} // namespace editlens::core
