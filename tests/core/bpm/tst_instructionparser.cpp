#include "bpm/instructionparser.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QMap>
#include <QTest>
#include <QTextStream>

#include <utility>

using namespace editlens::core;

Q_DECLARE_METATYPE(EditType)
Q_DECLARE_METATYPE(SizeChange)
Q_DECLARE_METATYPE(PositionChange)

namespace {

struct LabelledInstruction
{
    QString dataset;
    QString instruction;
    QStringList originalPart; // acceptable answers, normalised
    QStringList editedPart;
    QStringList editType;
    QStringList size;
    QStringList position;
};

QStringList alternatives(const QString &cell, bool phrase)
{
    QStringList out;
    for (const QString &a : cell.split(QLatin1Char('|')))
        out << (phrase ? InstructionParser::normalizePhrase(a) : a.trimmed());
    return out;
}

QList<LabelledInstruction> loadLabelledSet(const QString &path)
{
    QList<LabelledInstruction> rows;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return rows;
    QTextStream in(&f);
    bool header = true;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (line.startsWith(QLatin1Char('#')) || line.trimmed().isEmpty())
            continue;
        if (header) { // dataset instruction original_part edited_part edit_type size position source
            header = false;
            continue;
        }
        const QStringList c = line.split(QLatin1Char('\t'));
        if (c.size() < 7)
            continue;
        rows.append({c[0], c[1], alternatives(c[2], true), alternatives(c[3], true), alternatives(c[4], false),
                     alternatives(c[5], false), alternatives(c[6], false)});
    }
    return rows;
}

// The rows of grammarFormsParse, written by hand from the grammar in instructionparser.h, one function per kind
// of edit.

/// Adding an object, with where it goes and how big it is.
void addAddRows()
{
    const auto U = SizeChange::Unchanged;
    const auto P = PositionChange::Unchanged;
    QTest::newRow("add") << "Add a bear."
                         << "none"
                         << "bear" << EditType::Add << U << P << false;
    QTest::newRow("add next to") << "add a dog next to the cows"
                                 << "none"
                                 << "dog" << EditType::Add << U << PositionChange::Near << false;
    QTest::newRow("add right of") << "add an apple to the right of banana"
                                  << "none"
                                  << "apple" << EditType::Add << U << PositionChange::Right << false;
    QTest::newRow("add left of") << "Add a lamp left of the sofa"
                                 << "none"
                                 << "lamp" << EditType::Add << U << PositionChange::Left << false;
    QTest::newRow("put on top of") << "put a bird on top of the tower"
                                   << "none"
                                   << "bird" << EditType::Add << U << PositionChange::Above << false;
    QTest::newRow("put under") << "put a cat under the table"
                               << "none"
                               << "cat" << EditType::Add << U << PositionChange::Below << false;
    QTest::newRow("put inside") << "place a frog inside the toilet"
                                << "none"
                                << "frog" << EditType::Add << U << PositionChange::Inside << false;
    QTest::newRow("put on") << "Put a rat on the counter."
                            << "none"
                            << "rat" << EditType::Add << U << PositionChange::Inside << false;
    QTest::newRow("add giant") << "Add a giant wasp"
                               << "none"
                               << "giant wasp" << EditType::Add << SizeChange::Bigger << P << false;
    QTest::newRow("participle") << "add a dog barking near shore"
                                << "none"
                                << "dog" << EditType::Add << U << PositionChange::Near << false;
    QTest::newRow("have there be") << "Have there be a dolphin jumping out of the water"
                                   << "none"
                                   << "dolphin" << EditType::Add << U << P << false;
    QTest::newRow("let there be") << "let there be a game show on TV"
                                  << "none"
                                  << "game show" << EditType::Add << U << PositionChange::Inside << false;
    QTest::newRow("should be near") << "A dog should be near the sheep."
                                    << "none"
                                    << "dog" << EditType::Add << U << PositionChange::Near << false;
    QTest::newRow("wear") << "Have the cow wear a hat."
                          << "none"
                          << "hat" << EditType::Add << U << P << false;
    QTest::newRow("what if had") << "What if the man had a hat?"
                                 << "none"
                                 << "hat" << EditType::Add << U << P << false;
}

/// Removing an object.
void addRemoveRows()
{
    const auto U = SizeChange::Unchanged;
    const auto P = PositionChange::Unchanged;
    QTest::newRow("remove") << "Remove the bike."
                            << "bike"
                            << "none" << EditType::Remove << U << P << false;
    QTest::newRow("delete") << "delete the lamp"
                            << "lamp"
                            << "none" << EditType::Remove << U << P << false;
    QTest::newRow("get rid of") << "get rid of the vase on top of the table"
                                << "vase"
                                << "none" << EditType::Remove << U << P << false;
    QTest::newRow("take out") << "take out the cloth from the chairs"
                              << "cloth"
                              << "none" << EditType::Remove << U << P << false;
}

/// Replacing one object with another.
void addReplaceRows()
{
    const auto U = SizeChange::Unchanged;
    const auto P = PositionChange::Unchanged;
    QTest::newRow("replace with") << "Replace the bike with bear."
                                  << "bike"
                                  << "bear" << EditType::Replace << U << P << false;
    QTest::newRow("change to") << "Change the clock to a TV."
                               << "clock"
                               << "tv" << EditType::Replace << U << P << false;
    QTest::newRow("turn into") << "turn the remote into a pizza"
                               << "remote"
                               << "pizza" << EditType::Replace << U << P << false;
    QTest::newRow("make a") << "Make the donut a cupcake."
                            << "donut"
                            << "cupcake" << EditType::Replace << U << P << false;
    QTest::newRow("instead of") << "add a car instead of motorcycles"
                                << "motorcycles"
                                << "car" << EditType::Replace << U << P << false;
    QTest::newRow("remove and add") << "remove the tent and add a bonfire"
                                    << "tent"
                                    << "bonfire" << EditType::Replace << U << P << false;
}

/// Changing an object's colour, texture or size.
void addAttributeRows()
{
    const auto U = SizeChange::Unchanged;
    const auto P = PositionChange::Unchanged;
    QTest::newRow("make colour") << "Make the hydrant blue."
                                 << "hydrant"
                                 << "blue hydrant" << EditType::ChangeColor << U << P << false;
    QTest::newRow("make all colour") << "Make the hydrant all white."
                                     << "hydrant"
                                     << "white hydrant" << EditType::ChangeColor << U << P << false;
    QTest::newRow("change colour to") << "change the green ball to blue"
                                      << "green ball"
                                      << "blue ball" << EditType::ChangeColor << U << P << false;
    QTest::newRow("possessive colour") << "Make the man's top blue."
                                       << "man's top"
                                       << "blue top" << EditType::ChangeColor << U << P << false;
    QTest::newRow("let be colour") << "let the chair be red"
                                   << "chair"
                                   << "red chair" << EditType::ChangeColor << U << P << false;
    QTest::newRow("should be colour") << "The bed should be red."
                                      << "bed"
                                      << "red bed" << EditType::ChangeColor << U << P << false;
    QTest::newRow("texture") << "let the bed be wooden"
                             << "bed"
                             << "wooden bed" << EditType::ChangeTexture << U << P << false;
    QTest::newRow("material") << "make the ramp cement"
                              << "ramp"
                              << "cement ramp" << EditType::ChangeTexture << U << P << false;
    QTest::newRow("bigger") << "make the apple bigger"
                            << "apple"
                            << "bigger apple" << EditType::ChangeSize << SizeChange::Bigger << P << false;
    QTest::newRow("smaller") << "Make the vase smaller."
                             << "vase"
                             << "smaller vase" << EditType::ChangeSize << SizeChange::Smaller << P << false;
    QTest::newRow("tiny") << "make the dog tiny"
                          << "dog"
                          << "smaller dog" << EditType::ChangeSize << SizeChange::Smaller << P << false;
    QTest::newRow("give bigger") << "give the bear bigger claws."
                                 << "claws"
                                 << "bigger claws" << EditType::ChangeSize << SizeChange::Bigger << P << false;
}

/// Moving an object.
void addMoveRows()
{
    const auto U = SizeChange::Unchanged;
    QTest::newRow("move right") << "Move the apple to the right."
                                << "apple"
                                << "apple on the right" << EditType::Other << U << PositionChange::Right << false;
    QTest::newRow("move up") << "move the kite up"
                             << "kite"
                             << "kite higher up" << EditType::Other << U << PositionChange::Above << false;
}

/// Edits of the whole image (a style, a season, the time of day), and one that only looks global.
void addGlobalRows()
{
    const auto U = SizeChange::Unchanged;
    const auto P = PositionChange::Unchanged;
    QTest::newRow("painting") << "Make it a picasso painting"
                              << "all"
                              << "all" << EditType::Other << U << P << true;
    QTest::newRow("style of") << "in the style of van gogh"
                              << "all"
                              << "all" << EditType::Other << U << P << true;
    QTest::newRow("winter") << "make it winter"
                            << "all"
                            << "all" << EditType::Other << U << P << true;
    QTest::newRow("at night") << "at night"
                              << "all"
                              << "all" << EditType::Other << U << P << true;
    QTest::newRow("snowing") << "What if it were snowing?"
                             << "all"
                             << "all" << EditType::Other << U << P << true;
    QTest::newRow("it is not global") << "make it a black sheep"
                                      << "sheep"
                                      << "black sheep" << EditType::ChangeColor << U << P << false;
}

/// Actions on one object.
void addOneObjectRows()
{
    const auto U = SizeChange::Unchanged;
    const auto P = PositionChange::Unchanged;
    // One-object edits get a distinct o2 (the object as the edit leaves it), so that S_modify has a direction.
    QTest::newRow("action") << "let the dog yawn"
                            << "dog"
                            << "dog yawn" << EditType::Other << U << P << false;
    QTest::newRow("put down") << "Put down the seat."
                              << "seat"
                              << "put down seat" << EditType::Other << U << P << false;
}

} // namespace

class TestInstructionParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void grammarFormsParse_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("o1");
        QTest::addColumn<QString>("o2");
        QTest::addColumn<EditType>("type");
        QTest::addColumn<SizeChange>("size");
        QTest::addColumn<PositionChange>("position");
        QTest::addColumn<bool>("global");
        addAddRows();
        addRemoveRows();
        addReplaceRows();
        addAttributeRows();
        addMoveRows();
        addGlobalRows();
        addOneObjectRows();
    }

    void grammarFormsParse()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, o1);
        QFETCH(QString, o2);
        QFETCH(EditType, type);
        QFETCH(SizeChange, size);
        QFETCH(PositionChange, position);
        QFETCH(bool, global);
        const EditParse p = InstructionParser().parse(instruction);
        QCOMPARE(p.originalPart, o1);
        QCOMPARE(p.editedPart, o2);
        QCOMPARE(editTypeName(p.editType), editTypeName(type));
        QCOMPARE(sizeChangeName(p.size), sizeChangeName(size));
        QCOMPARE(positionChangeName(p.position), positionChangeName(position));
        QCOMPARE(p.global, global);
        QCOMPARE(p.source, ParseSource::Parser);
    }

    void addRecordsAddedAndReferenceObjects()
    {
        const EditParse p = InstructionParser().parse(QStringLiteral("Put a pond next to the elephant"));
        QCOMPARE(p.addedObject, QStringLiteral("pond"));
        QCOMPARE(p.beingAdded, QStringLiteral("elephant"));
    }

    void normalizePhraseDropsArticlesAndCase()
    {
        QCOMPARE(InstructionParser::normalizePhrase(QStringLiteral("  The Lid of a Toilet. ")),
                 QStringLiteral("lid of toilet"));
        QCOMPARE(InstructionParser::normalizePhrase(QStringLiteral("an apple")), QStringLiteral("apple"));
    }

    void wordListsAreData()
    {
        QVERIFY(InstructionParser::colourWords().contains(QStringLiteral("red")));
        QVERIFY(InstructionParser::textureWords().contains(QStringLiteral("wooden")));
        QCOMPARE(InstructionParser::sizeWord(QStringLiteral("tiny")), std::optional<bool>(false));
        QCOMPARE(InstructionParser::sizeWord(QStringLiteral("larger")), std::optional<bool>(true));
        QVERIFY(!InstructionParser::sizeWord(QStringLiteral("red")).has_value());
    }

    void jsonRoundTripKeepsEveryField()
    {
        EditParse p = InstructionParser().parse(QStringLiteral("add an apple to the right of banana"));
        const QJsonObject json = p.toJson();
        QCOMPARE(json.value(QStringLiteral("original_part")).toString(), QStringLiteral("none"));
        QCOMPARE(json.value(QStringLiteral("edit_type")).toString(), QStringLiteral("add"));
        QCOMPARE(json.value(QStringLiteral("being_added")).toString(), QStringLiteral("banana"));
        QCOMPARE(json.value(QStringLiteral("source")).toString(), QStringLiteral("parser"));
        EditParse back = EditParse::fromJson(json);
        QCOMPARE(back.source, ParseSource::Imported);
        back.source = ParseSource::Parser;
        QVERIFY(back == p);
    }

    void fromJsonReadsBpmVocabulary()
    {
        // BPM's LLM answers "larger", "up", "None" (paper Fig. 6); the manifest writes "change colour" sometimes.
        const QJsonObject bpm{{QStringLiteral("original_part"), QStringLiteral("None")},
                              {QStringLiteral("edited_part"), QStringLiteral("bird")},
                              {QStringLiteral("edit_type"), QStringLiteral("Add")},
                              {QStringLiteral("size"), QStringLiteral("larger")},
                              {QStringLiteral("position"), QStringLiteral("up")}};
        const EditParse p = EditParse::fromJson(bpm);
        QCOMPARE(p.originalPart, QStringLiteral("none"));
        QCOMPARE(p.editType, EditType::Add);
        QCOMPARE(p.size, SizeChange::Bigger);
        QCOMPARE(p.position, PositionChange::Above);
        QCOMPARE(p.source, ParseSource::Imported);
        QVERIFY(!p.global);
        QCOMPARE(editTypeFromName(QStringLiteral("change colour")), std::optional<EditType>(EditType::ChangeColor));
        QVERIFY(EditParse::fromJson({{QStringLiteral("edited_part"), QStringLiteral("all")}}).global);
        QVERIFY(!editTypeFromName(QStringLiteral("teleport")).has_value());
    }

    // BPM's LLM answers as gemma.py stores them (lower-cased, often ending in a period, "none" for no object or no
    // constraint), read as bpm.py and region_aware_judge.py read them: by substring.
    void fromJsonMatchesLlmAnswersAsTheReleasedCode_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("expected"); // the field as toJson() writes it back; "" when left out
        QTest::newRow("position none") << "position"
                                       << "none"
                                       << "near";
        QTest::newRow("position None.") << "position"
                                        << "None."
                                        << "near";
        QTest::newRow("position left.") << "position"
                                        << "left."
                                        << "left";
        QTest::newRow("position to the right of") << "position"
                                                  << "to the right of the box"
                                                  << "right";
        QTest::newRow("position unchanged.") << "position"
                                             << "unchanged."
                                             << "unchanged";
        QTest::newRow("position up") << "position"
                                     << "up"
                                     << "above";
        QTest::newRow("edit_type add.") << "edit_type"
                                        << "add."
                                        << "add";
        QTest::newRow("edit_type change size.") << "edit_type"
                                                << "change size."
                                                << "change size";
        QTest::newRow("edit_type change colour") << "edit_type"
                                                 << "change colour of the car"
                                                 << "change color";
        QTest::newRow("edit_type remove.") << "edit_type"
                                           << "remove."
                                           << "remove";
        QTest::newRow("being_added none") << "being_added"
                                          << "none"
                                          << "";
        QTest::newRow("being_added None.") << "being_added"
                                           << "None."
                                           << "";
        QTest::newRow("being_added tower") << "being_added"
                                           << "tower."
                                           << "tower.";
        QTest::newRow("original_part none.") << "original_part"
                                             << "none."
                                             << "none";
        QTest::newRow("edited_part None.") << "edited_part"
                                           << "None."
                                           << "none";
        QTest::newRow("edited_part star.") << "edited_part"
                                           << "star."
                                           << "star.";
    }

    void fromJsonMatchesLlmAnswersAsTheReleasedCode()
    {
        QFETCH(QString, field);
        QFETCH(QString, answer);
        QFETCH(QString, expected);
        const QJsonObject bpm{{QStringLiteral("original_part"), QStringLiteral("cup")},
                              {QStringLiteral("edited_part"), QStringLiteral("mug")},
                              {field, answer}};
        const QJsonObject back = EditParse::fromJson(bpm).toJson();
        QCOMPARE(back.value(field).toString(), expected);
    }

    void oneObjectEditsHaveATextDirection()
    {
        // S_modify compares the image direction with T(o2) − T(o1): identical phrases give it no direction.
        const InstructionParser parser;
        for (const char *s : {"make the vase bigger", "Move the apple to the right.", "let the kid sleep",
                              "Put down the seat.", "Repair the floor.", "make the dog tiny", "move the kite up"}) {
            const EditParse p = parser.parse(QString::fromLatin1(s));
            QVERIFY2(p.originalPart != p.editedPart, s);
            QVERIFY2(p.editedPart.contains(p.originalPart), s);
        }
        const EditParse vase = parser.parse(QStringLiteral("make the vase bigger"));
        QCOMPARE(vase.originalPart, QStringLiteral("vase"));
        QCOMPARE(vase.editedPart, QStringLiteral("bigger vase"));
    }

    void rulesAreTriedInOrder_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("rule");
        // Each sentence also matches a rule further down the table; the earlier rule must win.
        QTest::newRow("replace before remove") << "remove the cat and add a dog"
                                               << "remove X and add Y";
        QTest::newRow("question rewritten") << "what if there was a dog"
                                            << "there be X";
        QTest::newRow("scene before make") << "make it winter"
                                           << "only scene words";
        QTest::newRow("move") << "move the cup to the left"
                              << "move X left";
        QTest::newRow("colour kept for paint") << "paint the fence red"
                                               << "paint X <colour>";
        QTest::newRow("paint without colour adds") << "paint a bird on the fence"
                                                   << "add X";
        QTest::newRow("no rule") << "open the door"
                                 << "<verb> X";
    }

    void rulesAreTriedInOrder()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, rule);
        QCOMPARE(InstructionParser::ruleName(instruction), rule);
    }

    void parseIsDeterministic()
    {
        const InstructionParser parser;
        const QString s = QStringLiteral("let a woman in a bridal gown stand near the cake");
        QVERIFY(parser.parse(s) == parser.parse(s));
    }

    void accuracyOnLabelledRealInstructions()
    {
        const QString path = QFINDTESTDATA("../testdata/bpm_instructions.tsv");
        const QList<LabelledInstruction> rows = loadLabelledSet(path);
        QVERIFY2(rows.size() >= 150, qPrintable(QStringLiteral("labelled rows: %1").arg(rows.size())));
        const InstructionParser parser;
        int object = 0, objectFirst = 0, size = 0, position = 0, type = 0;
        QMap<QString, std::pair<int, int>> perRule; // rule → (instructions, misses)
        for (const LabelledInstruction &row : rows) {
            const EditParse p = parser.parse(row.instruction);
            const QString rule = InstructionParser::ruleName(row.instruction);
            // A one-object edit (labelled with the same phrase on both sides) is parsed with o2 naming that object as
            // the edit leaves it ("vase" → "bigger vase", BPM's prompt): right when o2 still names o1's object.
            const QString o1 = InstructionParser::normalizePhrase(p.originalPart);
            const QString o2 = InstructionParser::normalizePhrase(p.editedPart);
            const bool sameObjectLabel = row.editedPart.contains(o1) && o1 != QLatin1String("none");
            const bool objectOk = row.originalPart.contains(o1)
                                  && (row.editedPart.contains(o2) || (sameObjectLabel && o2 != o1 && o2.contains(o1)));
            const bool sizeOk = row.size.contains(sizeChangeName(p.size));
            const bool positionOk = row.position.contains(positionChangeName(p.position));
            const bool typeOk = row.editType.contains(editTypeName(p.editType));
            object += objectOk;
            // Stricter: only the first listed answer of each side counts.
            objectFirst += row.originalPart.first() == InstructionParser::normalizePhrase(p.originalPart)
                           && row.editedPart.first() == InstructionParser::normalizePhrase(p.editedPart);
            size += sizeOk;
            position += positionOk;
            type += typeOk;
            const bool miss = !objectOk || !sizeOk || !positionOk || !typeOk;
            ++perRule[rule].first;
            perRule[rule].second += miss;
            if (miss)
                qInfo().noquote() << QStringLiteral("miss [%1%2%3%4] %5 -> o1=%6 o2=%7 %8 %9 %10 (rule %11)")
                                         .arg(objectOk ? QStringLiteral("-") : QStringLiteral("O"),
                                              typeOk ? QStringLiteral("-") : QStringLiteral("T"),
                                              sizeOk ? QStringLiteral("-") : QStringLiteral("S"),
                                              positionOk ? QStringLiteral("-") : QStringLiteral("P"), row.instruction,
                                              p.originalPart, p.editedPart, editTypeName(p.editType),
                                              sizeChangeName(p.size))
                                         .arg(positionChangeName(p.position), rule);
        }
        for (auto it = perRule.cbegin(); it != perRule.cend(); ++it)
            qInfo().noquote() << QStringLiteral("rule %1: %2 instructions, %3 missed")
                                     .arg(it.key())
                                     .arg(it.value().first)
                                     .arg(it.value().second);
        const double n = rows.size();
        qInfo().noquote() << QStringLiteral("instruction parser on %1 labelled instructions: object %2 %, edit type "
                                            "%3 %, size %4 %, position %5 % (BPM's LLM parser: object 98 %, size 99 %, "
                                            "position 97 %)")
                                 .arg(rows.size())
                                 .arg(100.0 * object / n, 0, 'f', 1)
                                 .arg(100.0 * type / n, 0, 'f', 1)
                                 .arg(100.0 * size / n, 0, 'f', 1)
                                 .arg(100.0 * position / n, 0, 'f', 1);
        qInfo().noquote() << QStringLiteral("object accuracy against the first listed answer only: %1 %")
                                 .arg(100.0 * objectFirst / n, 0, 'f', 1);
        // Regression guard: the accuracies measured when this test was written, minus about two points.
        QVERIFY(object / n >= kMinObject);
        QVERIFY(type / n >= kMinType);
        QVERIFY(size / n >= kMinSize);
        QVERIFY(position / n >= kMinPosition);
    }

    void parsesThousandsOfInstructionsPerSecond()
    {
        const QList<LabelledInstruction> rows = loadLabelledSet(QFINDTESTDATA("../testdata/bpm_instructions.tsv"));
        QVERIFY(!rows.isEmpty());
        const InstructionParser parser;
        QElapsedTimer timer;
        timer.start();
        int parsed = 0;
        int additions = 0;
        for (int repeat = 0; repeat < 20; ++repeat) {
            for (const LabelledInstruction &row : rows) {
                additions += parser.parse(row.instruction).editType == EditType::Add;
                ++parsed;
            }
        }
        const double seconds = std::max(timer.nsecsElapsed() * 1e-9, 1e-9);
        qInfo().noquote() << QStringLiteral("instruction parser: %1 instructions/s").arg(parsed / seconds, 0, 'f', 0);
        QVERIFY(additions > 0);
        QVERIFY(parsed / seconds > 1000.0); // BPM's LLM parse is part of its 1.5 s per image
    }

private:
    // Measured on 224 rows when written (tst_instructionparser, RelWithDebInfo): object 98.2 %, edit type 98.7 %,
    // size 100 %, position 99.6 %. The rules were tuned on this set, so these are in-sample figures.
    static constexpr double kMinObject = 0.96;
    static constexpr double kMinType = 0.96;
    static constexpr double kMinSize = 0.98;
    static constexpr double kMinPosition = 0.97;
};

QTEST_GUILESS_MAIN(TestInstructionParser)
#include "tst_instructionparser.moc"
