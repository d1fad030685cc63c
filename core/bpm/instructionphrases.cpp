#include "bpm/instructionphrases.h"

#include "bpm/instructionparser.h"
#include "bpm/instructionwords.h"

namespace editlens::core::instructionphrases {

using namespace instructionwords;

QRegularExpression rx(const char *pattern)
{
    return QRegularExpression(QLatin1String(pattern));
}

QString clean(const QString &instruction)
{
    QString s = instruction.toLower();
    s.replace(QChar(0x2019), QLatin1Char('\''));
    static const QRegularExpression nonWord = rx("[^a-z0-9' -]+");
    s.replace(nonWord, QStringLiteral(" "));
    s = s.simplified();
    static const QRegularExpression opener =
        rx("^(?:please |now |let's |lets |can we (?!have)|could we (?!have)|can you |could you |i want (?:to )?)+");
    s.remove(opener);
    static const QRegularExpression trailer = rx("(?: please| too| as well| instead)+$");
    s.remove(trailer);
    return s.trimmed();
}

QStringList words(const QString &s)
{
    return s.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Drops leading determiners ("the", "some", "another", "all the") and a trailing clause starting with "so" / "that".
QString objectPhrase(const QString &np)
{
    QStringList w = words(np);
    while (w.size() > 1 && kDeterminers.contains(w.first()))
        w.removeFirst();
    if (w.size() > 1 && w.first() == QLatin1String("of"))
        w.removeFirst();
    for (int i = 1; i < w.size(); ++i) {
        if (w[i] == QLatin1String("so") || w[i] == QLatin1String("that") || w[i] == QLatin1String("which")) {
            w = w.mid(0, i);
            break;
        }
    }
    return InstructionParser::normalizePhrase(w.join(QLatin1Char(' ')));
}

// "dog barking near shore" → "dog": a participle after the head noun starts a clause, not part of the name.
QString withoutParticiple(const QString &phrase)
{
    static const QStringList nouns = wordList(
        "ring wing king string swing thing ceiling building clothing painting drawing wedding lighting icing frosting");
    const QStringList w = words(phrase);
    for (int i = 1; i < w.size(); ++i) {
        if (w[i].size() > 4 && w[i].endsWith(QLatin1String("ing")) && !nouns.contains(w[i]))
            return w.mid(0, i).join(QLatin1Char(' '));
    }
    return phrase;
}

// Splits "X <preposition> Y" at the first (or last) spatial preposition.
Location locate(const QString &phrase, bool last)
{
    Location loc{phrase, {}, PositionChange::Unchanged};
    int bestAt = -1;
    int bestLen = 0;
    const auto consider = [&](const char *prep, PositionChange pos) {
        const QString needle = QLatin1Char(' ') + QLatin1String(prep) + QLatin1Char(' ');
        const QString padded = QLatin1Char(' ') + phrase + QLatin1Char(' ');
        const int at = last ? padded.lastIndexOf(needle) : padded.indexOf(needle);
        if (at < 1)
            return; // a preposition must follow the object
        const bool better =
            bestAt < 0 || (last ? at > bestAt : at < bestAt) || (at == bestAt && needle.size() > bestLen);
        if (!better)
            return;
        bestAt = at;
        bestLen = needle.size();
        loc.object = padded.mid(0, at).trimmed();
        loc.reference = padded.mid(at + needle.size()).trimmed();
        loc.position = pos;
    };
    for (const auto &[prep, pos] : kPrepositions)
        consider(prep, pos);
    if (bestAt < 0)
        consider(kToPreposition.first, kToPreposition.second);
    if (bestAt < 0 && phrase.endsWith(QLatin1String(" nearby"))) {
        loc.object = phrase.chopped(7);
        loc.position = PositionChange::Near;
    }
    loc.reference = objectPhrase(loc.reference);
    if (kImageRefs.contains(loc.reference) || loc.reference == QLatin1String("background"))
        loc.position =
            loc.reference == QLatin1String("background") ? PositionChange::Inside : PositionChange::Unchanged;
    return loc;
}

PositionChange inverse(PositionChange p)
{
    switch (p) {
    case PositionChange::Left:
        return PositionChange::Right;
    case PositionChange::Right:
        return PositionChange::Left;
    case PositionChange::Above:
    case PositionChange::Inside: // "put the hydrant on asphalt": asphalt below it
        return PositionChange::Below;
    case PositionChange::Below:
        return PositionChange::Above;
    default:
        return p;
    }
}

// Drops a possessor ("woman's hair" → "hair", "her hair" → "hair") to name the changed part.
QString withoutPossessor(const QString &np)
{
    QStringList w = words(np);
    while (w.size() > 1
           && (w.first().endsWith(QLatin1String("'s")) || w.first().endsWith(QLatin1Char('\''))
               || w.first() == QLatin1String("his") || w.first() == QLatin1String("her")
               || w.first() == QLatin1String("its") || w.first() == QLatin1String("their")))
        w.removeFirst();
    return w.join(QLatin1Char(' '));
}

QString withoutColours(const QString &np)
{
    QStringList w = words(np);
    while (w.size() > 1 && kColours.contains(w.first()))
        w.removeFirst();
    return w.join(QLatin1Char(' '));
}

} // namespace editlens::core::instructionphrases
