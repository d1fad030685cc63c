#include "bpm/editparse.h"
#include "modelstages/answerparse.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace editlens::core;
using namespace editlens::core::modelstages;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QJsonValue jsonOf(const char *text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text));
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

// A complete, valid parse answer with one field replaced (or removed when `value` is undefined).
QString parseAnswer(const QString &field = {}, const QJsonValue &value = QJsonValue::Undefined, bool remove = false)
{
    QJsonObject o{{QStringLiteral("original_part"), QStringLiteral("none")},
                  {QStringLiteral("edited_part"), QStringLiteral("cat")},
                  {QStringLiteral("edit_type"), QStringLiteral("add")},
                  {QStringLiteral("size"), QStringLiteral("unchanged")},
                  {QStringLiteral("position"), QStringLiteral("left")},
                  {QStringLiteral("being_added"), QStringLiteral("sofa")},
                  {QStringLiteral("added_object"), QStringLiteral("cat")}};
    if (remove)
        o.remove(field);
    else if (!field.isEmpty())
        o.insert(field, value);
    return QString::fromUtf8(QJsonDocument(o).toJson());
}

} // namespace

class TestAnswerParse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---- finding the JSON in an answer

    void extractJsonFindsTheFirstValue_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("expected"); ///< compact JSON
        QTest::newRow("bare") << s(R"({"a": 1})") << s(R"({"a":1})");
        QTest::newRow("json fence") << s("Here it is:\n```json\n{\"a\": 1}\n```\nAnything else?") << s(R"({"a":1})");
        QTest::newRow("plain fence") << s("```\n[1, 2]\n```") << s("[1,2]");
        QTest::newRow("prose around") << s(R"(Sure! The answer is {"a": "x"} as you asked.)") << s(R"({"a":"x"})");
        // Plain literals here: moc does not read raw strings that hold a backslash.
        QTest::newRow("braces in strings") << s("{\"r\": \"a } b { c \\\" d ] [\", \"a\": 2} trailing }")
                                           << s("{\"a\":2,\"r\":\"a } b { c \\\" d ] [\"}");
        QTest::newRow("escaped backslash before quote")
            << s("{\"r\": \"ends with \\\\\"} {\"x\": 1}") << s("{\"r\":\"ends with \\\\\"}");
        QTest::newRow("two objects: first wins") << s(R"({"a": 1} and also {"a": 2})") << s(R"({"a":1})");
        QTest::newRow("prose bracket that is no JSON") << s(R"(Verdict [[A>B]] because {"a": 3})") << s(R"({"a":3})");
    }
    void extractJsonFindsTheFirstValue()
    {
        QFETCH(QString, answer);
        QFETCH(QString, expected);
        const auto json = extractJson(answer);
        EL_VERIFY_OK(json);
        const QJsonDocument doc =
            json.value().isArray() ? QJsonDocument(json.value().toArray()) : QJsonDocument(json.value().toObject());
        QCOMPARE(QString::fromUtf8(doc.toJson(QJsonDocument::Compact)), expected);
    }

    void extractJsonRefusesMalformedOrMissingJson_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reason");
        QTest::newRow("none") << s("I cannot judge these images.") << s("no JSON");
        QTest::newRow("trailing comma") << s(R"({"a": 1,})") << s("malformed");
        QTest::newRow("first malformed, second fine") << s(R"({"a": 1,} {"a": 2})") << s("malformed");
        QTest::newRow("single quotes") << s("{'a': 1}") << s("malformed");
        QTest::newRow("cut off") << s(R"({"a": [1, 2)") << s("cut-off");
    }
    void extractJsonRefusesMalformedOrMissingJson()
    {
        QFETCH(QString, answer);
        QFETCH(QString, reason);
        const auto json = extractJson(answer);
        QVERIFY(!json.ok());
        QVERIFY2(json.error().message.contains(reason), qPrintable(json.error().message));
    }

    void aHugeAnswerOfBracketsIsSearchedOnce_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reason");
        const int n = 2 * 1024 * 1024;
        QTest::newRow("never closed") << QString(n, QLatin1Char('[')) << s("no JSON");
        QTest::newRow("closed, no JSON") << QString(n, QLatin1Char('[')) + QStringLiteral("x")
                                                + QString(n, QLatin1Char(']'))
                                         << s("no JSON");
        QTest::newRow("many small brackets, then an object")
            << QStringLiteral("[x] ").repeated(n / 4) + QStringLiteral("{\"a\": 1}") << QString();
        QTest::newRow("a brace early, then brackets")
            << QStringLiteral("[{x}] ") + QStringLiteral("[x] ").repeated(n / 4) << s("no JSON");
    }
    void aHugeAnswerOfBracketsIsSearchedOnce()
    {
        // A search that started over at every bracket would take hours here (the 10 MB answers a server may send).
        QFETCH(QString, answer);
        QFETCH(QString, reason);
        const auto json = extractJson(answer);
        if (reason.isEmpty()) {
            EL_VERIFY_OK(json);
            QCOMPARE(json.value().toObject().value(QLatin1String("a")).toInt(), 1);
        } else {
            QVERIFY(!json.ok());
            QVERIFY2(json.error().message.contains(reason), qPrintable(json.error().message));
        }
    }

    // ---- BPM's parse

    void bpmParseReadsEveryField()
    {
        const auto parse = readBpmParse(QStringLiteral("```json\n") + parseAnswer() + QStringLiteral("```"));
        EL_VERIFY_OK(parse);
        const QJsonObject &o = parse.value();
        QCOMPARE(o.value(QLatin1String("original_part")).toString(), QStringLiteral("none"));
        QCOMPARE(o.value(QLatin1String("edited_part")).toString(), QStringLiteral("cat"));
        QCOMPARE(o.value(QLatin1String("edit_type")).toString(), QStringLiteral("add"));
        QCOMPARE(o.value(QLatin1String("size")).toString(), QStringLiteral("unchanged"));
        QCOMPARE(o.value(QLatin1String("position")).toString(), QStringLiteral("left"));
        QCOMPARE(o.value(QLatin1String("being_added")).toString(), QStringLiteral("sofa"));
        QCOMPARE(o.value(QLatin1String("added_object")).toString(), QStringLiteral("cat"));
        QCOMPARE(o.value(QLatin1String("source")).toString(), QStringLiteral("llm"));
        // What the rest of EditLens reads from it.
        const EditParse p = EditParse::fromJson(o);
        QCOMPARE(p.editType, EditType::Add);
        QCOMPARE(p.position, PositionChange::Left);
        QCOMPARE(p.beingAdded, QStringLiteral("sofa"));
    }

    void bpmParseReadsValuesAsEditParseDoes_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("outField");
        QTest::addColumn<QString>("expected"); ///< "" = the field is left out
        QTest::newRow("None. object") << s("original_part") << s("None.") << s("original_part") << s("none");
        QTest::newRow("colour with period")
            << s("edit_type") << s("Change colour.") << s("edit_type") << s("change color");
        QTest::newRow("upper case type") << s("edit_type") << s("REMOVE") << s("edit_type") << s("remove");
        QTest::newRow("larger") << s("size") << s("larger") << s("size") << s("bigger");
        QTest::newRow("up") << s("position") << s("up") << s("position") << s("above");
        QTest::newRow("position none") << s("position") << s("none") << s("position") << s("near");
        QTest::newRow("reference None") << s("being_added") << s("None") << s("being_added") << QString();
        QTest::newRow("all is global") << s("edited_part") << s("all") << s("global") << s("true");
    }
    void bpmParseReadsValuesAsEditParseDoes()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, outField);
        QFETCH(QString, expected);
        const auto parse = readBpmParse(parseAnswer(field, value));
        EL_VERIFY_OK(parse);
        const QJsonValue v = parse.value().value(outField);
        if (expected.isEmpty())
            QVERIFY(v.isUndefined());
        else
            QCOMPARE(v.isBool() ? QString::fromLatin1(v.toBool() ? "true" : "false") : v.toString(), expected);
    }

    void bpmParseRefusesAMissingOrInvalidField_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("named"); ///< the error names this field
        for (const char *field : {"original_part", "edited_part", "edit_type", "size", "position"}) {
            QTest::addRow("missing %s", field) << parseAnswer(s(field), {}, true) << s(field);
            QTest::addRow("empty %s", field) << parseAnswer(s(field), QStringLiteral(" ")) << s(field);
            QTest::addRow("number %s", field) << parseAnswer(s(field), 3) << s(field);
        }
        QTest::newRow("unknown edit type") << parseAnswer(s("edit_type"), s("recolor")) << s("edit_type");
        QTest::newRow("two edit types") << parseAnswer(s("edit_type"), s("add or replace")) << s("edit_type");
        QTest::newRow("unknown size") << parseAnswer(s("size"), s("huge")) << s("size");
        QTest::newRow("unknown position") << parseAnswer(s("position"), s("on top of the table")) << s("position");
        QTest::newRow("reference not text") << parseAnswer(s("being_added"), QJsonArray{1}) << s("being_added");
        QTest::newRow("a list of strings") << s(R"(["none", "cat", "add"])") << s("JSON object");
        QTest::newRow("prose only") << s("The instruction adds a cat.") << s("JSON");
    }
    void bpmParseRefusesAMissingOrInvalidField()
    {
        QFETCH(QString, answer);
        QFETCH(QString, named);
        const auto parse = readBpmParse(answer);
        QVERIFY(!parse.ok());
        QVERIFY2(parse.error().message.contains(named), qPrintable(parse.error().message));
    }

    // ---- boxes

    void boxConventionNamesRoundTrip()
    {
        for (BoxConvention c : {BoxConvention::Pixels, BoxConvention::Thousandths, BoxConvention::Unit})
            QCOMPARE(boxConventionFromName(boxConventionName(c)), std::optional<BoxConvention>(c));
        QCOMPARE(boxConventionName(BoxConvention::Thousandths), QStringLiteral("0-1000"));
        QVERIFY(!boxConventionFromName(QStringLiteral("percent")));
    }

    void boxIsConvertedToPixels_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<int>("convention");
        QTest::addColumn<QRectF>("expected"); ///< on a 640 x 480 image
        const QRectF r(QPointF(64, 96), QPointF(320, 480));
        QTest::newRow("pixels") << s("[64, 96, 320, 480]") << int(BoxConvention::Pixels) << r;
        QTest::newRow("0-1000") << s("[100, 200, 500, 1000]") << int(BoxConvention::Thousandths) << r;
        QTest::newRow("0-1") << s("[0.1, 0.2, 0.5, 1.0]") << int(BoxConvention::Unit) << r;
        QTest::newRow("numbers as strings")
            << s(R"(["100", " 200", "500", "1000"])") << int(BoxConvention::Thousandths) << r;
        QTest::newRow("slightly beyond is clipped")
            << s("[100, 200, 500, 1010]") << int(BoxConvention::Thousandths) << r;
        QTest::newRow("slightly below zero is clipped") << s("[-6, 200, 500, 1000]") << int(BoxConvention::Thousandths)
                                                        << QRectF(QPointF(0, 96), QPointF(320, 480));
        QTest::newRow("pixels slightly beyond")
            << s("[64, 96, 646, 484]") << int(BoxConvention::Pixels) << QRectF(QPointF(64, 96), QPointF(640, 480));
    }
    void boxIsConvertedToPixels()
    {
        QFETCH(QString, box);
        QFETCH(int, convention);
        QFETCH(QRectF, expected);
        const auto r = readBox(jsonOf(box.toUtf8().constData()), BoxConvention(convention), QSize(640, 480));
        EL_VERIFY_OK(r);
        QCOMPARE(r.value(), expected);
    }

    void boxOutOfRangeOrInvertedIsRefused_data()
    {
        QTest::addColumn<QString>("box");
        QTest::addColumn<int>("convention");
        QTest::addColumn<QString>("reason");
        QTest::newRow("beyond 1 %") << s("[100, 200, 500, 1011]") << int(BoxConvention::Thousandths) << s("outside");
        QTest::newRow("pixels in a 0-1 setting") << s("[10, 10, 100, 100]") << int(BoxConvention::Unit) << s("outside");
        QTest::newRow("0-1000 in a pixel setting of a small image")
            << s("[100, 100, 900, 700]") << int(BoxConvention::Pixels) << s("outside");
        QTest::newRow("negative") << s("[-50, 0, 100, 100]") << int(BoxConvention::Thousandths) << s("outside");
        QTest::newRow("inverted x") << s("[500, 100, 200, 300]") << int(BoxConvention::Thousandths) << s("inverted");
        QTest::newRow("inverted y") << s("[100, 300, 200, 100]") << int(BoxConvention::Thousandths) << s("inverted");
        QTest::newRow("empty") << s("[100, 100, 100, 300]") << int(BoxConvention::Thousandths) << s("inverted");
        QTest::newRow("on the edge only")
            << s("[1001, 100, 1005, 300]") << int(BoxConvention::Thousandths) << s("no area");
        QTest::newRow("three numbers") << s("[1, 2, 3]") << int(BoxConvention::Pixels) << s("four numbers");
        QTest::newRow("an object") << s(R"({"x": 1})") << int(BoxConvention::Pixels) << s("four numbers");
        QTest::newRow("unit in text") << s(R"(["10px", 2, 30, 40])") << int(BoxConvention::Pixels) << s("not a number");
        QTest::newRow("null") << s("[null, 2, 30, 40]") << int(BoxConvention::Pixels) << s("not a number");
    }
    void boxOutOfRangeOrInvertedIsRefused()
    {
        QFETCH(QString, box);
        QFETCH(int, convention);
        QFETCH(QString, reason);
        const auto r = readBox(jsonOf(box.toUtf8().constData()), BoxConvention(convention), QSize(640, 480));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(reason), qPrintable(r.error().message));
    }

    void groundingAcceptsItsThreeForms_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<int>("count");
        QTest::newRow("boxes object") << s(R"({"boxes": [[100, 200, 500, 1000], [0, 0, 10, 10]]})") << 2;
        QTest::newRow("bare list") << s("The cat is at [[100, 200, 500, 1000]].") << 1;
        QTest::newRow("Qwen2.5-VL") << s("```json\n[\n\t{\"bbox_2d\": [100, 200, 500, 1000], \"label\": \"cat\"},\n\t"
                                         "{\"bbox_2d\": [0, 0, 10, 10], \"label\": \"cat\"}\n]\n```")
                                    << 2;
        QTest::newRow("not present: empty list") << s("[]") << 0;
        QTest::newRow("not present: no boxes") << s(R"({"boxes": []})") << 0;
    }
    void groundingAcceptsItsThreeForms()
    {
        QFETCH(QString, answer);
        QFETCH(int, count);
        const auto boxes = readGrounding(answer, BoxConvention::Thousandths, QSize(640, 480));
        EL_VERIFY_OK(boxes);
        QCOMPARE(boxes.value().size(), count);
        if (count > 0)
            QCOMPARE(boxes.value().first(), QRectF(QPointF(64, 96), QPointF(320, 480)));
    }

    void groundingRefusesOtherAnswers_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reason");
        QTest::newRow("one box out of range") << s(R"({"boxes": [[1, 1, 5, 5], [100, 200, 500, 1900]]})") << s("box 2");
        QTest::newRow("mixed forms") << s(R"([[1, 1, 5, 5], {"bbox_2d": [1, 1, 5, 5]}])") << s("mixes");
        QTest::newRow("object without bbox_2d") << s(R"([{"box": [1, 1, 5, 5], "label": "cat"}])") << s("bbox_2d");
        QTest::newRow("one object, no list") << s(R"({"bbox_2d": [1, 1, 5, 5], "label": "cat"})") << s("boxes");
        QTest::newRow("prose") << s("There is no cat.") << s("no JSON");
    }
    void groundingRefusesOtherAnswers()
    {
        QFETCH(QString, answer);
        QFETCH(QString, reason);
        const auto boxes = readGrounding(answer, BoxConvention::Thousandths, QSize(640, 480));
        QVERIFY(!boxes.ok());
        QVERIFY2(boxes.error().message.contains(reason), qPrintable(boxes.error().message));
    }

    // ---- DICE

    void diceDifferencesAreRead()
    {
        const auto d = readDiceDifferences(s(R"(Differences found:
```json
{"differences": [
  {"op": "ADD", "box": [100, 200, 500, 1000], "description": "a cat on the sofa", "confidence": 0.9},
  {"op": "remove", "box": [0, 0, 500, 500], "description": "the lamp", "confidence": "0.25"}
]}
```)"),
                                           BoxConvention::Thousandths, QSize(640, 480));
        EL_VERIFY_OK(d);
        QCOMPARE(d.value().size(), 2);
        QCOMPARE(d.value().at(0).op, EditOp::Add);
        QCOMPARE(d.value().at(0).box, QRectF(QPointF(64, 96), QPointF(320, 480)));
        QCOMPARE(d.value().at(0).description, QStringLiteral("a cat on the sofa"));
        QCOMPARE(d.value().at(0).confidence, 0.9);
        QCOMPARE(d.value().at(0).originKind, OriginKind::Detector);
        QVERIFY(!d.value().at(0).boxIsNormalized);
        QCOMPARE(d.value().at(1).op, EditOp::Remove);
        QCOMPARE(d.value().at(1).box, QRectF(QPointF(0, 0), QPointF(320, 240)));
        QCOMPARE(d.value().at(1).confidence, 0.25);
    }

    void diceNoDifferenceIsAValidAnswer()
    {
        for (const QString &answer : {s(R"({"differences": []})"), s("[]")}) {
            const auto d = readDiceDifferences(answer, BoxConvention::Pixels, QSize(64, 48));
            EL_VERIFY_OK(d);
            QVERIFY(d.value().isEmpty());
        }
    }

    void diceRefusesABadDifference_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reason");
        const auto one = [](const char *fields) -> QString {
            return s(R"({"differences": [{"op": "EDIT", "box": [1, 1, 5, 5], "description": "ok", "confidence": 1},)")
                   + s(fields) + s("]}");
        };
        QTest::newRow("unknown op") << one(
            R"({"op": "MOVE", "box": [1, 1, 5, 5], "description": "x", "confidence": 1})")
                                    << s("difference 2: op 'MOVE'");
        QTest::newRow("abbreviated op") << one(
            R"({"op": "REM", "box": [1, 1, 5, 5], "description": "x", "confidence": 1})")
                                        << s("op 'REM'");
        QTest::newRow("no op") << one(R"({"box": [1, 1, 5, 5], "description": "x", "confidence": 1})") << s("op");
        QTest::newRow("confidence above 1")
            << one(R"({"op": "ADD", "box": [1, 1, 5, 5], "description": "x", "confidence": 1.5})") << s("outside 0-1");
        QTest::newRow("negative confidence")
            << one(R"({"op": "ADD", "box": [1, 1, 5, 5], "description": "x", "confidence": -0.1})") << s("outside 0-1");
        QTest::newRow("confidence in words")
            << one(R"({"op": "ADD", "box": [1, 1, 5, 5], "description": "x", "confidence": "high"})")
            << s("confidence");
        QTest::newRow("no confidence") << one(R"({"op": "ADD", "box": [1, 1, 5, 5], "description": "x"})")
                                       << s("confidence");
        QTest::newRow("no description") << one(R"({"op": "ADD", "box": [1, 1, 5, 5], "confidence": 1})")
                                        << s("description");
        QTest::newRow("box out of range")
            << one(R"({"op": "ADD", "box": [1, 1, 5, 1500], "description": "x", "confidence": 1})") << s("outside");
        QTest::newRow("not an object") << one(R"("a cat")") << s("difference 2");
        QTest::newRow("no list") << s(R"({"changes": []})") << s("differences");
    }
    void diceRefusesABadDifference()
    {
        QFETCH(QString, answer);
        QFETCH(QString, reason);
        const auto d = readDiceDifferences(answer, BoxConvention::Thousandths, QSize(640, 480));
        QVERIFY(!d.ok());
        QVERIFY2(d.error().message.contains(reason), qPrintable(d.error().message));
    }

    void coherenceIsRead_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("coherent");
        QTest::addColumn<QString>("rationale");
        QTest::newRow("json no") << s(R"({"answer": "NO", "rationale": "The lamp was not to be removed."})") << false
                                 << s("The lamp was not to be removed.");
        QTest::newRow("json yes with period, fenced")
            << s("```json\n{\"answer\": \"Yes.\", \"rationale\": \"asked\"}\n```") << true << s("asked");
        QTest::newRow("json without rationale") << s(R"({"answer": "yes"})") << true << QString();
        QTest::newRow("DICE plain") << s("Answer: NO. Rationale: The sky changed colour, which was not asked.") << false
                                    << s("The sky changed colour, which was not asked.");
        QTest::newRow("Markdown bold") << s("**Answer:** YES\n**Rationale:** the cat was added as asked.") << true
                                       << s("the cat was added as asked.");
        QTest::newRow("bare") << s(" NO ") << false << QString();
    }
    void coherenceIsRead()
    {
        QFETCH(QString, answer);
        QFETCH(bool, coherent);
        QFETCH(QString, rationale);
        const auto c = readCoherence(answer);
        EL_VERIFY_OK(c);
        QCOMPARE(c.value().coherent, coherent);
        QCOMPARE(c.value().rationale, rationale);
    }

    void coherenceRefusesAnythingElse_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reason");
        QTest::newRow("json maybe") << s(R"({"answer": "partly", "rationale": "x"})") << s("YES, NO");
        QTest::newRow("json boolean") << s(R"({"answer": true})") << s("not text");
        QTest::newRow("json without answer") << s(R"({"coherent": "YES"})") << s("'answer'");
        QTest::newRow("malformed json is not read as text") << s(R"(Answer: YES {"answer": "YES",})") << s("malformed");
        QTest::newRow("prose") << s("It looks fine to me.") << s("Answer: YES");
        QTest::newRow("both") << s("Answer: YES. Answer: NO.") << s("both");
        QTest::newRow("yes as a word") << s("Answer: Yesterday's sky") << s("Answer: YES");
    }
    void coherenceRefusesAnythingElse()
    {
        QFETCH(QString, answer);
        QFETCH(QString, reason);
        const auto c = readCoherence(answer);
        QVERIFY(!c.ok());
        QVERIFY2(c.error().message.contains(reason), qPrintable(c.error().message));
    }

    // ---- judges

    void subScoresAreReadAndCombinedByTheMinimum_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QVector<double>>("scores");
        QTest::addColumn<double>("value");
        QTest::newRow("VIEScore form") << s(R"({"score": [7, 3], "reasoning": "over-edited"})") << QVector<double>{7, 3}
                                       << 3.0;
        QTest::newRow("numbers as strings")
            << s(R"({"score": ["8", " 9.5"], "reasoning": ""})") << QVector<double>{8, 9.5} << 8.0;
        QTest::newRow("range in prose before")
            << s("On a scale [0, 10]:\n{\"score\": [10, 0]}") << QVector<double>{10, 0} << 0.0;
    }
    void subScoresAreReadAndCombinedByTheMinimum()
    {
        QFETCH(QString, answer);
        QFETCH(QVector<double>, scores);
        QFETCH(double, value);
        const auto r = readSubScores(answer, 2);
        EL_VERIFY_OK(r);
        QCOMPARE(r.value().scores, scores);
        QCOMPARE(r.value().value, value);
    }

    void subScoresRefuseAWrongCountOrRange_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reason");
        QTest::newRow("three") << s(R"({"score": [7, 3, 5]})") << s("has 3");
        QTest::newRow("one") << s(R"({"score": [7]})") << s("has 1");
        QTest::newRow("a number, not a list") << s(R"({"score": 7})") << s("not a list");
        QTest::newRow("above 10") << s(R"({"score": [7, 11]})") << s("sub-score 2 is 11");
        QTest::newRow("negative") << s(R"({"score": [-1, 5]})") << s("sub-score 1 is -1");
        QTest::newRow("fraction in text") << s(R"({"score": ["7/10", 5]})") << s("not a number");
        QTest::newRow("no score") << s(R"({"scores": [7, 5]})") << s("'score'");
    }
    void subScoresRefuseAWrongCountOrRange()
    {
        QFETCH(QString, answer);
        QFETCH(QString, reason);
        const auto r = readSubScores(answer, 2);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(reason), qPrintable(r.error().message));
    }

    void pairVerdictIsRead_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("A") << s(R"({"verdict": "A", "reasoning": "closer"})") << s("[[A>B]]");
        QTest::newRow("b lower case with period") << s(R"({"verdict": "b."})") << s("[[B>A]]");
        QTest::newRow("tie") << s(R"({"verdict": "Tie"})") << s("[[A=B=Good]]");
        QTest::newRow("both bad") << s(R"({"verdict": "both bad"})") << s("[[A=B=Bad]]");
        QTest::newRow("GenAI-Bench token in the field") << s(R"({"verdict": "[[A=B=Bad]]"})") << s("[[A=B=Bad]]");
        QTest::newRow("GenAI-Bench prose") << s("Edit B keeps the background. My verdict: [[B>A]]") << s("[[B>A]]");
    }
    void pairVerdictIsRead()
    {
        QFETCH(QString, answer);
        QFETCH(QString, verdict);
        const auto v = readPairVerdict(answer);
        EL_VERIFY_OK(v);
        QCOMPARE(v.value(), verdict);
    }

    void pairVerdictRefusesAnythingElse_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("reason");
        QTest::newRow("sentence in the field") << s(R"({"verdict": "Image A is better"})") << s("A, B, tie, both bad");
        QTest::newRow("no verdict field") << s(R"({"winner": "A"})") << s("'verdict'");
        QTest::newRow("prose without a token") << s("A is better.") << s("neither JSON nor a verdict");
        QTest::newRow("two tokens") << s("Not [[A>B]] but [[B>A]]") << s("more than one");
    }
    void pairVerdictRefusesAnythingElse()
    {
        QFETCH(QString, answer);
        QFETCH(QString, reason);
        const auto v = readPairVerdict(answer);
        QVERIFY(!v.ok());
        QVERIFY2(v.error().message.contains(reason), qPrintable(v.error().message));
    }
};

QTEST_GUILESS_MAIN(TestAnswerParse)
#include "tst_answerparse.moc"
