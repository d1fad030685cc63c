#include "modelstages/answerparse.h"

#include "bpm/editparse.h"
#include "modelstages/answertext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

// The accepted answer of each stage, as the built-in prompts ask for it (resources/prompts/*.txt):
//   parse           {"original_part", "edited_part", "edit_type", "size", "position"[, "being_added",
//                   "added_object"]}, every value text
//   dice-coherence  {"answer": "YES" | "NO", "rationale": "…"}, or DICE's plain "Answer: YES|NO … Rationale: …"
//   judge-sc/pq     {"score": [n, n], "reasoning": "…"}, each n in 0–10
//   judge-pair      {"verdict": "A" | "B" | "tie" | "both bad", "reasoning": "…"}, or plain text holding exactly one
//                   of GenAI-Bench's tokens [[A>B]], [[B>A]], [[A=B=Good]], [[A=B=Bad]]
// Boxes, grounding and DICE's differences are read in answerboxes.cpp. Anything else is refused with the reason: a
// reader that guessed what a model meant would put the guess, not the model, into the metric.

namespace editlens::core::modelstages {

namespace {

// Where the JSON value that starts at `start` ends (one past its closing bracket), honouring strings and their
// escapes; -1 when the text ends first.
qsizetype endOfJson(const QString &text, qsizetype start)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inString) {
            if (c == QLatin1Char('\\'))
                ++i; // the escaped character, a quote included, never ends the string
            else if (c == QLatin1Char('"'))
                inString = false;
            continue;
        }
        if (c == QLatin1Char('"'))
            inString = true;
        else if (c == QLatin1Char('{') || c == QLatin1Char('['))
            ++depth;
        else if ((c == QLatin1Char('}') || c == QLatin1Char(']')) && --depth == 0)
            return i + 1;
    }
    return -1;
}

// A value with a trailing period and surrounding blanks removed, lower case: "Change color." → "change color".
QString keyword(const QString &value)
{
    QString key = value.trimmed().toLower();
    while (key.endsWith(QLatin1Char('.')))
        key.chop(1);
    return key.trimmed();
}

// The readers whose prompts ask for an object look for an object only, so that a list in the prose before it ("on a
// scale [0, 10]") is not taken for the answer.
Result<QJsonObject> objectIn(const JsonSearch &search)
{
    if (search.found)
        return search.value.toObject();
    return Error{search.malformed.isEmpty()
                     ? QCoreApplication::translate("AnswerParse", "the answer holds no JSON object")
                     : search.malformed};
}

Result<QJsonObject> objectAnswer(const QString &answer)
{
    return objectIn(searchJson(answer, JsonShape::Object));
}

Result<QString> textField(const QJsonObject &object, const QString &field, bool required)
{
    const QJsonValue v = object.value(field);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            return Error{QCoreApplication::translate("AnswerParse", "the answer has no field '%1'").arg(field)};
        return QString();
    }
    if (!v.isString())
        return Error{QCoreApplication::translate("AnswerParse", "the answer's field '%1' is not text").arg(field)};
    if (required && v.toString().trimmed().isEmpty())
        return Error{QCoreApplication::translate("AnswerParse", "the answer's field '%1' is empty").arg(field)};
    return v.toString();
}

Error notOneOf(const QString &field, const QString &value, const QString &allowed)
{
    return Error{QCoreApplication::translate("AnswerParse", "the answer's field '%1' is '%2', not one of %3")
                     .arg(field, value, allowed)};
}

} // namespace

JsonSearch searchJson(const QString &answer, JsonShape shape)
{
    // A '[' in prose ("a score in [0, 10]", GenAI-Bench's "[[A>B]]") is not where the JSON starts when what follows
    // is no JSON list; a '{' always is, and the first object that does not parse makes the answer malformed rather
    // than sending the search on to a second one. Every character is looked at a bounded number of times, so that a
    // huge answer of brackets costs a scan, not a scan per bracket: a bracketed text that is no JSON is passed over
    // whole, and after a '[' that is never closed no later '[' can be (nor is tried).
    JsonSearch out;
    bool lists = shape == JsonShape::ObjectOrList;
    qsizetype nextBrace = answer.indexOf(QLatin1Char('{'));
    qsizetype from = 0;
    while (true) {
        const qsizetype bracket = lists ? answer.indexOf(QLatin1Char('['), from) : qsizetype(-1);
        if (nextBrace >= 0 && nextBrace < from)
            nextBrace = answer.indexOf(QLatin1Char('{'), from);
        if (nextBrace < 0 && bracket < 0)
            return out;
        const bool isObject = bracket < 0 || (nextBrace >= 0 && nextBrace < bracket);
        const qsizetype start = isObject ? nextBrace : bracket;
        const qsizetype end = endOfJson(answer, start);
        if (isObject) {
            if (end < 0) {
                out.malformed =
                    QCoreApplication::translate("AnswerParse",
                                                "the answer's JSON ends before it is closed (a cut-off answer?)");
                return out;
            }
        } else if (end < 0) {
            lists = false;
            from = start + 1;
            continue;
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(answer.mid(start, end - start).toUtf8(), &error);
        if (error.error == QJsonParseError::NoError) {
            out.found = true;
            out.value = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
            return out;
        }
        if (isObject) {
            out.malformed = QCoreApplication::translate("AnswerParse", "the answer's JSON is malformed: %1")
                                .arg(error.errorString());
            return out;
        }
        from = end;
    }
}

std::optional<double> numberIn(const QJsonValue &value)
{
    double v = 0;
    if (value.isDouble()) {
        v = value.toDouble();
    } else if (value.isString()) {
        // "7" or " 0.85 ": a number a model quoted; "7/10" or "high" is no number.
        bool ok = false;
        v = value.toString().trimmed().toDouble(&ok);
        if (!ok)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    if (!std::isfinite(v))
        return std::nullopt;
    return v;
}

Result<QJsonValue> extractJson(const QString &answer)
{
    const JsonSearch search = searchJson(answer, JsonShape::ObjectOrList);
    if (search.found)
        return search.value;
    return Error{search.malformed.isEmpty() ? QCoreApplication::translate("AnswerParse", "the answer holds no JSON")
                                            : search.malformed};
}

Result<QJsonObject> readBpmParse(const QString &answer)
{
    const Result<QJsonObject> json = objectAnswer(answer);
    if (!json)
        return json.error();
    const QJsonObject &o = json.value();
    for (const char *field : {"original_part", "edited_part", "edit_type", "size", "position"})
        if (const Result<QString> t = textField(o, QString::fromLatin1(field), true); !t)
            return t.error();
    for (const char *field : {"being_added", "added_object"})
        if (const Result<QString> t = textField(o, QString::fromLatin1(field), false); !t)
            return t.error();
    // The values BPM's prompt offers, each as written or with a period after it; EditParse::fromJson then reads them
    // as it reads any BPM parse, so that one rule decides what a value means.
    QString type = keyword(o.value(QLatin1String("edit_type")).toString());
    type.replace(QLatin1String("colour"), QLatin1String("color"));
    if (!editTypeFromName(type))
        return notOneOf(QStringLiteral("edit_type"), o.value(QLatin1String("edit_type")).toString(),
                        QStringLiteral("add, remove, replace, change color, change texture, change size, other"));
    if (!sizeChangeFromName(keyword(o.value(QLatin1String("size")).toString())))
        return notOneOf(QStringLiteral("size"), o.value(QLatin1String("size")).toString(),
                        QStringLiteral("unchanged, bigger, smaller"));
    const QString position = keyword(o.value(QLatin1String("position")).toString());
    if (!positionChangeFromName(position) && position != QLatin1String("none"))
        return notOneOf(QStringLiteral("position"), o.value(QLatin1String("position")).toString(),
                        QStringLiteral("unchanged, left, right, above, below, inside, near, none"));
    QJsonObject parse = EditParse::fromJson(o).toJson();
    parse.insert(QStringLiteral("source"), QStringLiteral("llm"));
    return parse;
}

Result<CoherenceAnswer> readCoherence(const QString &answer)
{
    const auto yesNo = [](const QString &value) -> std::optional<bool> {
        const QString key = keyword(value);
        if (key == QLatin1String("yes"))
            return true;
        if (key == QLatin1String("no"))
            return false;
        return std::nullopt;
    };
    const JsonSearch search = searchJson(answer, JsonShape::Object);
    if (search.found) {
        const Result<QJsonObject> json = objectIn(search);
        if (!json)
            return json.error();
        const Result<QString> value = textField(json.value(), QStringLiteral("answer"), true);
        if (!value)
            return value.error();
        const std::optional<bool> coherent = yesNo(value.value());
        if (!coherent)
            return notOneOf(QStringLiteral("answer"), value.value(), QStringLiteral("YES, NO"));
        const Result<QString> rationale = textField(json.value(), QStringLiteral("rationale"), false);
        if (!rationale)
            return rationale.error();
        return CoherenceAnswer{*coherent, rationale.value().trimmed()};
    }
    if (!search.malformed.isEmpty())
        return Error{search.malformed};
    // DICE's plain form: "Answer: NO. Rationale: …" (Markdown bold allowed), or a bare YES / NO.
    if (const std::optional<bool> bare = yesNo(answer))
        return CoherenceAnswer{*bare, QString()};
    static const QRegularExpression answerLine(QStringLiteral("\\bAnswer\\**\\s*:\\s*\\**\\s*(YES|NO)\\b"),
                                               QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression rationaleText(QStringLiteral("\\bRationale\\**\\s*:\\s*\\**(.*)$"),
                                                  QRegularExpression::CaseInsensitiveOption
                                                      | QRegularExpression::DotMatchesEverythingOption);
    std::optional<bool> coherent;
    for (auto it = answerLine.globalMatch(answer); it.hasNext();) {
        const bool yes = it.next().captured(1).compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0;
        if (coherent && *coherent != yes)
            return Error{QCoreApplication::translate("AnswerParse", "the answer says both YES and NO")};
        coherent = yes;
    }
    if (!coherent)
        return Error{
            QCoreApplication::translate("AnswerParse",
                                        "the answer holds neither JSON nor a line \"Answer: YES\" or \"Answer: NO\"")};
    const QRegularExpressionMatch r = rationaleText.match(answer);
    return CoherenceAnswer{*coherent, r.hasMatch() ? r.captured(1).trimmed() : QString()};
}

Result<SubScoreAnswer> readSubScores(const QString &answer, int expected)
{
    const Result<QJsonObject> json = objectAnswer(answer);
    if (!json)
        return json.error();
    const QJsonValue scores = json.value().value(QLatin1String("score"));
    if (!scores.isArray())
        return Error{
            scores.isUndefined()
                ? QCoreApplication::translate("AnswerParse", "the answer has no field 'score'")
                : QCoreApplication::translate("AnswerParse", "the answer's field 'score' is not a list of numbers")};
    const QJsonArray list = scores.toArray();
    if (list.size() != expected)
        return Error{QCoreApplication::translate("AnswerParse",
                                                 "the prompt asks for %n sub-score(s), the answer has %1", nullptr,
                                                 expected)
                         .arg(list.size())};
    SubScoreAnswer out;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::optional<double> v = numberIn(list.at(i));
        if (!v)
            return Error{QCoreApplication::translate("AnswerParse", "sub-score %1 is not a number").arg(i + 1)};
        if (*v < 0 || *v > 10)
            return Error{QCoreApplication::translate("AnswerParse", "sub-score %1 is %2, outside 0-10")
                             .arg(QString::number(i + 1), QString::number(*v))};
        out.scores << *v;
    }
    const Result<QString> reasoning = textField(json.value(), QStringLiteral("reasoning"), false);
    if (!reasoning)
        return reasoning.error();
    out.reasoning = reasoning.value().trimmed();
    out.value = out.scores.isEmpty() ? 0 : *std::min_element(out.scores.cbegin(), out.scores.cend());
    return out;
}

Result<QString> readPairVerdict(const QString &answer)
{
    static const QStringList tokens{QStringLiteral("[[A>B]]"), QStringLiteral("[[B>A]]"),
                                    QStringLiteral("[[A=B=Good]]"), QStringLiteral("[[A=B=Bad]]")};
    const JsonSearch search = searchJson(answer, JsonShape::Object);
    if (search.found) {
        const Result<QJsonObject> json = objectIn(search);
        if (!json)
            return json.error();
        const Result<QString> value = textField(json.value(), QStringLiteral("verdict"), true);
        if (!value)
            return value.error();
        static const QHash<QString, int> words{{QStringLiteral("a"), 0},
                                               {QStringLiteral("b"), 1},
                                               {QStringLiteral("tie"), 2},
                                               {QStringLiteral("both bad"), 3}};
        const QString key = keyword(value.value());
        if (words.contains(key))
            return tokens.at(words.value(key));
        for (const QString &token : tokens)
            if (value.value().trimmed().compare(token, Qt::CaseInsensitive) == 0)
                return token;
        return notOneOf(QStringLiteral("verdict"), value.value(), QStringLiteral("A, B, tie, both bad"));
    }
    if (!search.malformed.isEmpty())
        return Error{search.malformed};
    // GenAI-Bench's own prompts answer in prose that ends with one of its four tokens.
    QStringList seen;
    for (const QString &token : tokens)
        if (answer.contains(token, Qt::CaseInsensitive))
            seen << token;
    if (seen.isEmpty())
        return Error{QCoreApplication::translate(
            "AnswerParse",
            "the answer holds neither JSON nor a verdict [[A>B]], [[B>A]], [[A=B=Good]] or [[A=B=Bad]]")};
    if (seen.size() > 1)
        return Error{QCoreApplication::translate("AnswerParse", "the answer gives more than one verdict (%1)")
                         .arg(seen.join(QStringLiteral(", ")))};
    return seen.first();
}

} // namespace editlens::core::modelstages
