#include "io/diceimport.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "stats/differenceevaluation.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

/// predicted_differences.json with one compact entry per line: entry i starts on line i + 2.
QByteArray oneEntryPerLine(const QJsonArray &entries)
{
    QByteArray out = "[\n";
    for (int i = 0; i < entries.size(); ++i) {
        out += QJsonDocument(entries.at(i).toObject()).toJson(QJsonDocument::Compact);
        out += i + 1 < entries.size() ? ",\n" : "\n";
    }
    return out + "]\n";
}

} // namespace

class TestDiceImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

    FormatRegistry m_registry;

    /// A folder `name` under the temporary dir (the study root) holding the fixture files and the images they name:
    /// originals and edits of different sizes, so that a box scaled on the wrong image shows.
    QString fixtureFolder(const QString &name, bool withCoherence)
    {
        QString folder = path(name);
        const QDir dir(folder);
        dir.mkpath(QStringLiteral("orig"));
        dir.mkpath(QStringLiteral("edit"));
        const std::pair<const char *, QSize> images[] = {{"orig/a.png", QSize(200, 100)},
                                                         {"edit/a.png", QSize(400, 200)},
                                                         {"orig/b.png", QSize(100, 100)},
                                                         {"edit/b.png", QSize(100, 100)}};
        for (const auto &[image, size] : images) {
            QImage pixels(size, QImage::Format_RGB32);
            pixels.fill(Qt::darkCyan);
            pixels.save(dir.filePath(QString::fromLatin1(image)));
        }
        QStringList files = {QStringLiteral("predicted_differences.json"), QStringLiteral("study.jsonl")};
        if (withCoherence)
            files << QStringLiteral("coherence_results.json");
        for (const QString &f : files) {
            QFile::remove(dir.filePath(f));
            QFile::copy(QFINDTESTDATA(QStringLiteral("../testdata/dice/") + f), dir.filePath(f));
        }
        return folder;
    }

    QJsonArray fixtureEntries() const
    {
        return QJsonDocument::fromJson(readText(QFINDTESTDATA("../testdata/dice/predicted_differences.json"))).array();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        QVERIFY(QFileInfo(QFINDTESTDATA("../testdata/dice/predicted_differences.json")).isFile());
    }

    void detectRecognizesFolderAndFile()
    {
        const QString folder = fixtureFolder(QStringLiteral("detect"), false);
        for (const QString &p : {folder, QDir(folder).filePath(QStringLiteral("predicted_differences.json"))}) {
            const auto format = m_registry.detect(p);
            EL_VERIFY_OK(format);
            QCOMPARE(format.value()->id(), QStringLiteral("dice"));
        }
        writeText(path(QStringLiteral("other.json")), "[{\"left_model\": \"A\", \"vote_type\": \"tievote\"}]");
        QCOMPARE(m_registry.importFormat(QStringLiteral("dice"))->detect(path(QStringLiteral("other.json"))), 0);
    }

    void newStudyGetsOneItemPerImagePair()
    {
        auto store = newStore();
        const QString folder = fixtureFolder(QStringLiteral("dice"), true);
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("dice"), folder, {}));
        const auto all = store->load();
        EL_VERIFY_OK(all);
        QCOMPARE(all.value().items.size(), 2);

        // Keys are the edited paths relative to the file's folder; paths become root-relative.
        const Item *a = findItem(all.value(), QStringLiteral("edit/a.png"));
        QVERIFY(a);
        QCOMPARE(a->sourcePath, QStringLiteral("dice/orig/a.png"));
        QCOMPARE(a->instruction, QStringLiteral("Add a kite to the sky"));
        QCOMPARE(a->outputs.size(), 1);
        const Output &out = a->outputs[0];
        QCOMPARE(out.system, QStringLiteral("edited"));
        QCOMPARE(out.path, QStringLiteral("dice/edit/a.png"));
        QCOMPARE(out.differences.size(), 2);

        const Difference &add = out.differences[0];
        QCOMPARE(add.op, EditOp::Add);
        QCOMPARE(add.description, QStringLiteral("a red kite"));
        QCOMPARE(add.box, QRectF(QPointF(40, 40), QPointF(200, 120))); // × the edited image's 400×200
        QCOMPARE(add.confidence, 0.8);
        QCOMPARE(add.originKind, OriginKind::Detector);
        QCOMPARE(add.origin, QStringLiteral("DICE"));
        QCOMPARE(add.coherence.size(), 1);
        QVERIFY(add.coherence[0].coherent);
        QCOMPARE(add.coherence[0].rationale,
                 QStringLiteral("The instruction asks for a kite in the sky and a kite was added there."));
        QCOMPARE(add.coherence[0].origin, QStringLiteral("DICE"));

        const Difference &remove = out.differences[1];
        QCOMPARE(remove.op, EditOp::Remove);
        QCOMPARE(remove.box, QRectF(QPointF(0, 50), QPointF(200, 100))); // integer 0/1, × the original's 200×100
        QCOMPARE(remove.confidence, 1.0);                                // absent → 1
        QCOMPARE(remove.coherence.size(), 1);
        QVERIFY(!remove.coherence[0].coherent);

        const Item *b = findItem(all.value(), QStringLiteral("edit/b.png"));
        QVERIFY(b);
        const Difference &edit = b->outputs[0].differences[0];
        QCOMPARE(edit.op, EditOp::Edit); // from the "EDIT:" prefix, no operation field
        QCOMPARE(edit.description, QStringLiteral("vase"));
        QCOMPARE(edit.box, QRectF(QPointF(25, 25), QPointF(75, 75)));
        QVERIFY(edit.coherence[0].coherent);
        QCOMPARE(edit.coherence[0].rationale, QStringLiteral("The vase changed colour as asked."));
    }

    void systemOptionNamesTheOutputs()
    {
        auto store = newStore();
        ImportOptions options;
        options.system = QStringLiteral("MagicBrush");
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("dice"), fixtureFolder(QStringLiteral("sys"), false),
                                options));
        const auto all = store->load();
        EL_VERIFY_OK(all);
        for (const Item &item : all.value().items)
            QCOMPARE(item.outputs.value(0).system, QStringLiteral("MagicBrush"));
        QCOMPARE(store->counts().value().coherenceLabels, qint64(0)); // no coherence file beside it
    }

    void attachesToStoredItemsByImagePaths()
    {
        auto store = newStore();
        const QString folder = fixtureFolder(QStringLiteral("attach"), true);
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("manifest"),
                                QDir(folder).filePath(QStringLiteral("study.jsonl")), {}));
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("dice"), folder, {}));

        const auto counts = store->counts();
        EL_VERIFY_OK(counts);
        QCOMPARE(counts.value().items, qint64(2));
        QCOMPARE(counts.value().outputs, qint64(2));
        QCOMPARE(counts.value().differences, qint64(6)); // 3 ground truth + 3 DICE
        QCOMPARE(counts.value().coherenceLabels, qint64(3));
        const auto all = store->load();
        EL_VERIFY_OK(all);
        const Item *vase = findItem(all.value(), QStringLiteral("vase-7"));
        QVERIFY(vase);
        QCOMPARE(vase->instruction, QStringLiteral("Make the vase blue")); // the study's own, not gt_prompt
        QCOMPARE(vase->outputs[0].system, QStringLiteral("SD"));
        QCOMPARE(vase->outputs[0].differences.size(), 2);

        // The DICE-D style evaluation of the attached boxes, by hand (COCO rules, see tst_cocoeval):
        // ADD and REMOVE match their ground truth exactly; the EDIT box [25, 25, 75, 75] against [30, 30, 80, 80] has
        // IoU 45²/(2·50² − 45²) = 0.681, a match at thresholds 0.50-0.65 only. Ranked REMOVE (1.0), ADD (0.8),
        // EDIT (0.55): AP_t = 1 for 4 thresholds, else 67/101 (recall stops at 2/3); AP = (4 + 6·67/101)/10.
        const QVector<DetectorScore> scores = evaluateDetectors(all.value());
        QCOMPARE(scores.size(), 1);
        const DetectorScore &dice = scores[0];
        QCOMPARE(dice.origin, QStringLiteral("DICE"));
        QCOMPARE(dice.images, 2);
        QVERIFY(qAbs(dice.agnostic.summary.ap - (4.0 + 6.0 * 67.0 / 101.0) / 10.0) < 1e-12);
        QVERIFY(qAbs(dice.agnostic.summary.ap50 - 1.0) < 1e-12);
        QVERIFY(qAbs(dice.agnostic.summary.ap75 - 67.0 / 101.0) < 1e-12);
        QVERIFY(qAbs(dice.apOf(EditOp::Add) - 1.0) < 1e-12);
        QVERIFY(qAbs(dice.apOf(EditOp::Remove) - 1.0) < 1e-12);
        QVERIFY(qAbs(dice.apOf(EditOp::Edit) - 0.4) < 1e-12);
        QVERIFY(qAbs(dice.classAware.summary.ap - 0.8) < 1e-12);
    }

    void unknownPairInAStudyIsAnError()
    {
        auto store = newStore();
        const QString folder = fixtureFolder(QStringLiteral("unknownpair"), false);
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("manifest"),
                                QDir(folder).filePath(QStringLiteral("study.jsonl")), {}));
        QJsonArray entries = fixtureEntries();
        QJsonObject third = entries[2].toObject();
        third[QLatin1String("original_path")] = QStringLiteral("orig/a.png"); // exists, but not with edit/b.png
        entries[2] = third;
        const QString file = QDir(folder).filePath(QStringLiteral("predicted_differences.json"));
        writeText(file, oneEntryPerLine(entries));
        const auto result = importInto(*store, m_registry, QStringLiteral("dice"), folder, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("no item of the study")),
                 qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, file);
        QCOMPARE(result.error().line, 4);
        QCOMPARE(store->counts().value().differences, qint64(3));
    }

    void errorsNameTheEntryAndLeaveTheStudyUnchanged_data()
    {
        QTest::addColumn<int>("entry");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value"); // undefined: remove the field
        QTest::addColumn<QString>("message");

        QTest::newRow("missing edited_path") << 1 << QStringLiteral("edited_path") << QJsonValue(QJsonValue::Undefined)
                                             << QStringLiteral("missing or empty 'edited_path'");
        QTest::newRow("unknown op") << 2 << QStringLiteral("operation") << QJsonValue(QStringLiteral("MOVE"))
                                    << QStringLiteral("operation 'MOVE' is not ADD, REMOVE or EDIT");
        QTest::newRow("no op at all") << 2 << QStringLiteral("complete_difference")
                                      << QJsonValue(QStringLiteral("vase")) << QStringLiteral("missing 'operation'");
        QTest::newRow("three numbers") << 0 << QStringLiteral("bbox") << QJsonValue(QJsonArray{0.1, 0.2, 0.5})
                                       << QStringLiteral("four numbers");
        QTest::newRow("string coordinate")
            << 0 << QStringLiteral("bbox") << QJsonValue(QJsonArray{0.1, 0.2, QStringLiteral("0.5"), 0.6})
            << QStringLiteral("four numbers");
        QTest::newRow("pixel box") << 1 << QStringLiteral("bbox") << QJsonValue(QJsonArray{10, 20, 300, 200})
                                   << QStringLiteral("leaves [0, 1]");
        QTest::newRow("inverted box") << 0 << QStringLiteral("bbox") << QJsonValue(QJsonArray{0.5, 0.2, 0.1, 0.6})
                                      << QStringLiteral("empty or inverted");
        QTest::newRow("confidence above 1") << 0 << QStringLiteral("confidence") << QJsonValue(1.5)
                                            << QStringLiteral("'confidence' must be a number in [0, 1]");
        QTest::newRow("path climbing out")
            << 2 << QStringLiteral("edited_path") << QJsonValue(QStringLiteral("../../../../etc/passwd.png"))
            << QStringLiteral("through '..'");
        QTest::newRow("missing image") << 2 << QStringLiteral("edited_path")
                                       << QJsonValue(QStringLiteral("edit/missing.png"))
                                       << QStringLiteral("missing.png");
    }

    void errorsNameTheEntryAndLeaveTheStudyUnchanged()
    {
        QFETCH(int, entry);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);

        auto store = newStore();
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("dice"), fixtureFolder(QStringLiteral("good"), true), {}));
        const StudyCounts before = store->counts().value();

        QJsonArray entries = fixtureEntries();
        QJsonObject changed = entries[entry].toObject();
        if (value.isUndefined())
            changed.remove(field);
        else
            changed[field] = value;
        entries[entry] = changed;
        const QString folder =
            fixtureFolder(QStringLiteral("bad-%1").arg(QString::fromLatin1(QTest::currentDataTag())), false);
        const QString file = QDir(folder).filePath(QStringLiteral("predicted_differences.json"));
        writeText(file, oneEntryPerLine(entries));

        const auto result = importInto(*store, m_registry, QStringLiteral("dice"), folder, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(message), qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, file);
        QCOMPARE(result.error().line, entry + 2);
        const StudyCounts after = store->counts().value();
        QCOMPARE(after.items, before.items);
        QCOMPARE(after.differences, before.differences);
        QCOMPARE(after.coherenceLabels, before.coherenceLabels);
    }

    void lateEntryOfALargeFileNamesItsLine()
    {
        // 5,000 valid entries, each followed by a blank line, so entry i starts on line 2 + 2i; then a bad one.
        const QJsonArray fixture = fixtureEntries();
        const QByteArray good = QJsonDocument(fixture.at(0).toObject()).toJson(QJsonDocument::Compact);
        QJsonObject bad = fixture.at(0).toObject();
        bad[QStringLiteral("bbox")] = QJsonArray{0.5, 0.2, 0.1, 0.6};
        const int count = 5000;
        QByteArray text = "[\n";
        for (int i = 0; i < count; ++i)
            text += good + ",\n\n";
        text += QJsonDocument(bad).toJson(QJsonDocument::Compact) + "\n]\n";
        const QString folder = fixtureFolder(QStringLiteral("late"), false);
        const QString file = QDir(folder).filePath(QStringLiteral("predicted_differences.json"));
        writeText(file, text);

        const auto result = m_registry.importFormat(QStringLiteral("dice"))->read(folder, {}, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("empty or inverted")),
                 qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, file);
        QCOMPARE(result.error().line, 2 + 2 * count);
    }

    void truncatedJsonNamesTheLine()
    {
        const QByteArray text = readText(QFINDTESTDATA("../testdata/dice/predicted_differences.json"));
        const QString folder = fixtureFolder(QStringLiteral("truncated"), false);
        const QString file = QDir(folder).filePath(QStringLiteral("predicted_differences.json"));
        writeText(file, text.left(text.indexOf("\"REMOVE\"")));
        auto store = newStore();
        const auto result = importInto(*store, m_registry, QStringLiteral("dice"), folder, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("invalid JSON")),
                 qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, file);
        QCOMPARE(result.error().line, 15); // the line where the text ends
        QCOMPARE(store->counts().value().items, qint64(0));
    }

    void badCoherenceEntryNamesItsLine_data()
    {
        QTest::addColumn<int>("entry");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("index out of range") << 1 << QStringLiteral("index") << QJsonValue(3)
                                            << QStringLiteral("0-based position of a difference (0 to 2)");
        QTest::newRow("other difference") << 2 << QStringLiteral("difference") << QJsonValue(QStringLiteral("ADD: cat"))
                                          << QStringLiteral("does not match entry 2");
        QTest::newRow("no decision") << 0 << QStringLiteral("coherence_evaluation")
                                     << QJsonValue(QStringLiteral("I am not sure.")) << QStringLiteral("no decision");
        QTest::newRow("list of numbers") << 0 << QStringLiteral("coherence_evaluation") << QJsonValue(QJsonArray{1, 2})
                                         << QStringLiteral("a list of strings");
        QTest::newRow("other cut difference")
            << 1 << QStringLiteral("difference") << QJsonValue(QStringLiteral("REMOVE: the"))
            << QStringLiteral("does not match entry 1");
    }

    void badCoherenceEntryNamesItsLine()
    {
        QFETCH(int, entry);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        const QString folder =
            fixtureFolder(QStringLiteral("coh-%1").arg(QString::fromLatin1(QTest::currentDataTag())), false);
        QJsonArray entries =
            QJsonDocument::fromJson(readText(QFINDTESTDATA("../testdata/dice/coherence_results.json"))).array();
        QJsonObject changed = entries[entry].toObject();
        changed[field] = value;
        entries[entry] = changed;
        const QString file = QDir(folder).filePath(QStringLiteral("coherence_results.json"));
        writeText(file, oneEntryPerLine(entries));
        auto store = newStore();
        const auto result = importInto(*store, m_registry, QStringLiteral("dice"), folder, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(message), qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, file);
        QCOMPARE(result.error().line, entry + 2);
        QCOMPARE(store->counts().value().items, qint64(0));
    }

    // As DICE's simple_evaluation_example.py writes them: coherence_evaluation is the list that batch_decode returns,
    // and `difference` is complete_difference cut at its first ", " (CoherenceOnPrediction). Both files are dumped
    // with json.dump(..., indent=2).
    void releasedCoherenceFileWithListsAndCutDifferencesImports()
    {
        const QString folder = fixtureFolder(QStringLiteral("released"), false);
        QJsonArray differences = fixtureEntries();
        QJsonObject bench = differences[1].toObject();
        bench[QStringLiteral("complete_difference")] = QStringLiteral("REMOVE: the bench, wooden, on the left");
        differences[1] = bench;
        writeText(QDir(folder).filePath(QStringLiteral("predicted_differences.json")),
                  QJsonDocument(differences).toJson(QJsonDocument::Indented));
        QJsonArray coherence =
            QJsonDocument::fromJson(readText(QFINDTESTDATA("../testdata/dice/coherence_results.json"))).array();
        for (int i = 0; i < coherence.size(); ++i) {
            QJsonObject entry = coherence[i].toObject();
            entry[QStringLiteral("coherence_evaluation")] =
                QJsonArray{entry.value(QStringLiteral("coherence_evaluation")).toString()};
            if (i == 1)
                entry[QStringLiteral("difference")] = QStringLiteral("REMOVE: the bench");
            coherence[i] = entry;
        }
        writeText(QDir(folder).filePath(QStringLiteral("coherence_results.json")),
                  QJsonDocument(coherence).toJson(QJsonDocument::Indented));

        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("dice"), folder, {}));
        QCOMPARE(store->counts().value().coherenceLabels, qint64(3));
        const StudyData all = store->load().value();
        const Item *a = findItem(all, QStringLiteral("edit/a.png"));
        QVERIFY(a);
        const Difference &removed = a->outputs[0].differences[1];
        QCOMPARE(removed.description, QStringLiteral("the bench, wooden, on the left")); // kept whole
        QCOMPARE(removed.coherence.size(), 1);
        QVERIFY(!removed.coherence[0].coherent);
        QVERIFY(a->outputs[0].differences[0].coherence[0].coherent);
    }

    void parseCoherenceFindsTheDecision_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("found");
        QTest::addColumn<bool>("coherent");
        QTest::addColumn<QString>("rationale");
        QTest::newRow("quoted decision") << QStringLiteral("It fits.\nDecision: \"YES\"") << true << true
                                         << QStringLiteral("It fits.");
        QTest::newRow("answer lower case")
            << QStringLiteral("answer: no\nNot asked for.") << true << false << QStringLiteral("Not asked for.");
        QTest::newRow("bold markdown") << QStringLiteral("**Decision:** \"No\". The sky changed too.") << true << false
                                       << QStringLiteral("The sky changed too.");
        QTest::newRow("last one wins") << QStringLiteral("Answer: YES\nOn reflection, Decision: NO") << true << false
                                       << QStringLiteral("On reflection,");
        QTest::newRow("yes inside a word")
            << QStringLiteral("Decision: yesterday's look") << false << false << QString();
        QTest::newRow("no decision") << QStringLiteral("The answer is yes.") << false << false << QString();
    }

    void parseCoherenceFindsTheDecision()
    {
        QFETCH(QString, text);
        QFETCH(bool, found);
        QFETCH(bool, coherent);
        QFETCH(QString, rationale);
        const std::optional<CoherenceLabel> label = DiceImport::parseCoherence(text);
        QCOMPARE(label.has_value(), found);
        if (!found)
            return;
        QCOMPARE(label->coherent, coherent);
        QCOMPARE(label->rationale, rationale);
        QCOMPARE(label->originKind, OriginKind::Detector);
    }
};

QTEST_GUILESS_MAIN(TestDiceImport)
#include "tst_diceimport.moc"
