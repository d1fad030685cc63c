#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

const Output *findOutput(const StudyData &data, const QString &key, const QString &system)
{
    for (const Item &item : data.items)
        if (item.key == key)
            for (const Output &o : item.outputs)
                if (o.system == system)
                    return &o;
    return nullptr;
}

/// The value of `metric` on the output, when it was imported as an ADIEE score.
std::optional<double> scoreOf(const StudyData &data, const QString &key, const QString &system,
                              const QString &metric = QStringLiteral("adiee"))
{
    const Output *output = findOutput(data, key, system);
    if (!output)
        return std::nullopt;
    for (const Score &s : output->scores)
        if (s.metric == metric && s.version == QLatin1String("adiee-imported"))
            return s.value;
    return std::nullopt;
}

// The study's items: an AURORA-Bench point-wise file with three rated outputs of two items.
const QByteArray study =
    R"({"input": "src/a.png", "gen": "out/m1/a.png", "prompt": "make it red", "score": 1, "model": "m1"})"
    "\n"
    R"({"input": "src/a.png", "gen": "out/m2/a.png", "prompt": "make it red", "score": 2, "model": "m2"})"
    "\n"
    R"({"input": "src/b.png", "gen": "out/m1/b.png", "prompt": "add a hat", "score": 0, "model": "m1"})"
    "\n";

// Scores by item and system, one row per line.
const QByteArray itemRows = R"({"item": "src/a.png", "system": "m1", "score": 7.5})"
                            "\n"
                            R"({"item": "src/b.png", "system": "m1", "score": 10, "raw": "Sure, it is 10."})"
                            "\n";

} // namespace

class TestAdieeImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

    std::unique_ptr<StudyStore> newStore(bool withItems = true)
    {
        auto store = ScratchStudies::newStore();
        if (withItems) {
            const auto imported =
                importInto(*store, m_registry, QStringLiteral("aurora"), path(QStringLiteral("study.jsonl")), {});
            if (!imported)
                qFatal("%s", qPrintable(imported.error().toString()));
        }
        return store;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        for (const char *name : {"src/a.png", "src/b.png", "out/m1/a.png", "out/m2/a.png", "out/m1/b.png"}) {
            writeImage(path(QString::fromLatin1(name)), QSize(10, 10), Qt::blue);
        }
        writeText(path(QStringLiteral("study.jsonl")), study);
        writeText(path(QStringLiteral("scores/items.jsonl")), itemRows);
        // Image rows from a subfolder: relative to it, relative to the study root (no such file beside the scores),
        // and absolute.
        writeText(path(QStringLiteral("scores/images.json")), "[\n"
                                                              R"({"image_path": "../out/m1/a.png", "score": 1},)"
                                                              "\n"
                                                              R"({"image_path": "out/m1/b.png", "score": 0},)"
                                                              "\n"
                                                              R"({"image_path": ")"
                                                                  + path(QStringLiteral("out/m2/a.png")).toUtf8()
                                                                  + R"(", "score": 2.25})"
                                                                    "\n]\n");
    }

    void autoDetectionPicksAdieeForScoreFiles()
    {
        for (const char *name : {"scores/items.jsonl", "scores/images.json"}) {
            const auto format = m_registry.detect(path(QString::fromLatin1(name)));
            EL_VERIFY_OK(format);
            QCOMPARE(format.value()->id(), QStringLiteral("adiee"));
        }
        // A point-wise AURORA-Bench file has a "score" too, but is AURORA's.
        const auto aurora = m_registry.detect(path(QStringLiteral("study.jsonl")));
        EL_VERIFY_OK(aurora);
        QCOMPARE(aurora.value()->id(), QStringLiteral("aurora"));
        QCOMPARE(m_registry.importFormat(QStringLiteral("adiee"))->detect(path(QStringLiteral("study.jsonl"))), 0);
    }

    void itemRowsScoreTheNamedOutputs()
    {
        auto store = newStore();
        const StudyCounts before = store->counts().value();
        const auto summary =
            importInto(*store, m_registry, QStringLiteral("adiee"), path(QStringLiteral("scores/items.jsonl")), {});
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().outputs, qint64(2));

        const StudyCounts after = store->counts().value();
        QCOMPARE(after.items, before.items);
        QCOMPARE(after.outputs, before.outputs);
        QCOMPARE(after.scores, before.scores + 2);
        const auto all = store->load();
        EL_VERIFY_OK(all);
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/a.png"), QStringLiteral("m1")), 7.5);
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/b.png"), QStringLiteral("m1")), 10.0);
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/a.png"), QStringLiteral("m2")), std::nullopt);
        // The outputs keep their images.
        QCOMPARE(findOutput(all.value(), QStringLiteral("src/a.png"), QStringLiteral("m1"))->path,
                 QStringLiteral("out/m1/a.png"));

        // Importing again replaces the scores.
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("adiee"), path(QStringLiteral("scores/items.jsonl")), {}));
        QCOMPARE(store->counts().value().scores, after.scores);
    }

    void imageRowsMatchTheStoredOutputPaths()
    {
        auto store = newStore();
        ImportOptions options;
        options.metric = QStringLiteral("adiee_aurora");
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("adiee"), path(QStringLiteral("scores/images.json")),
                                options));
        const auto all = store->load();
        EL_VERIFY_OK(all);
        const QString metric = QStringLiteral("adiee_aurora");
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/a.png"), QStringLiteral("m1"), metric), 1.0);
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/b.png"), QStringLiteral("m1"), metric), 0.0);
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/a.png"), QStringLiteral("m2"), metric), 2.25);
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/a.png"), QStringLiteral("m1")), std::nullopt);
        QCOMPARE(store->counts().value().outputs, qint64(3));
    }

    void aStudyWithoutItemsIsRefused()
    {
        auto store = newStore(false);
        const QString file = path(QStringLiteral("scores/items.jsonl"));
        const auto result = importInto(*store, m_registry, QStringLiteral("adiee"), file, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("no items to score")),
                 qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, file);
        QCOMPARE(store->counts().value().items, qint64(0));
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");

        const QByteArray good = itemRows; // two rows: lines 1 and 2
        auto third = [&](const QByteArray &row) -> QByteArray { return good + row + '\n'; };
        QTest::newRow("truncated") << QByteArray(good + R"({"item": "src/a.png", "system": )") << 3
                                   << QStringLiteral("invalid JSON");
        QTest::newRow("truncated array") << QByteArray(
            "[\n{\"item\": \"src/a.png\", \"system\": \"m2\", \"score\": 1},\n"
            "{\"item\": \"src/b.png\",\n")
                                         << 3 << QStringLiteral("invalid JSON");
        QTest::newRow("missing score") << third(R"({"item": "src/a.png", "system": "m2"})") << 3
                                       << QStringLiteral("missing required field 'score'");
        QTest::newRow("missing system") << third(R"({"item": "src/a.png", "score": 1})") << 3
                                        << QStringLiteral("missing required field 'system'");
        QTest::newRow("no output named") << third(R"({"score": 1, "path": "out/m2/a.png"})") << 3
                                         << QStringLiteral("missing 'image_path' (or 'item' and 'system')");
        QTest::newRow("both kinds") << third(R"({"image_path": "out/m2/a.png", "item": "src/a.png", "score": 1})") << 3
                                    << QStringLiteral("not both");
        QTest::newRow("score as text") << third(R"({"item": "src/a.png", "system": "m2", "score": "7"})") << 3
                                       << QStringLiteral("field 'score' must be a finite number");
        QTest::newRow("score above 10") << third(R"({"item": "src/a.png", "system": "m2", "score": 10.5})") << 3
                                        << QStringLiteral("score 10.5 is outside ADIEE's scale 0-10");
        QTest::newRow("score below 0") << third(R"({"item": "src/a.png", "system": "m2", "score": -1})") << 3
                                       << QStringLiteral("score -1 is outside ADIEE's scale 0-10");
        // JSON has no infinities or NaN: Qt's reader refuses both, so they never reach the range check.
        QTest::newRow("score overflows") << third(R"({"item": "src/a.png", "system": "m2", "score": 1e999})") << 3
                                         << QStringLiteral("invalid JSON");
        QTest::newRow("score NaN") << third(R"({"item": "src/a.png", "system": "m2", "score": NaN})") << 3
                                   << QStringLiteral("invalid JSON");
        QTest::newRow("item type") << third(R"({"item": true, "system": "m2", "score": 1})") << 3
                                   << QStringLiteral("field 'item' must be a string");
        // QJsonValue::toInteger() made 1e300 item "0", which a study may well have.
        QTest::newRow("huge item number")
            << third(R"({"item": 1e300, "system": "m2", "score": 1})") << 3
            << QStringLiteral("field 'item' must be a whole number from 0 to 9007199254740992 or a string, not 1e+300");
        QTest::newRow("fractional item number")
            << third(R"({"item": 2.5, "system": "m2", "score": 1})") << 3
            << QStringLiteral("field 'item' must be a whole number from 0 to 9007199254740992 or a string, not 2.5");
        QTest::newRow("unknown item") << third(R"({"item": "src/c.png", "system": "m2", "score": 1})") << 3
                                      << QStringLiteral("the study has no item 'src/c.png'");
        QTest::newRow("unknown system") << third(R"({"item": "src/b.png", "system": "m2", "score": 1})") << 3
                                        << QStringLiteral("item 'src/b.png' has no output of system 'm2' (it has: m1)");
        QTest::newRow("unknown image") << third(R"({"image_path": "out/m2/b.png", "score": 1})") << 3
                                       << QStringLiteral("no output of the study has the image 'out/m2/b.png'");
        QTest::newRow("source is no output") << third(R"({"image_path": "../src/a.png", "score": 1})") << 3
                                             << QStringLiteral("no output of the study has the image '../src/a.png'");
        QTest::newRow("duplicate row") << third(R"({"item": "src/b.png", "system": "m1", "score": 9})") << 3
                                       << QStringLiteral("item 'src/b.png' was already scored on line 2");
        QTest::newRow("duplicate by image") << third(R"({"image_path": "../out/m1/a.png", "score": 9})") << 3
                                            << QStringLiteral("item 'src/a.png' was already scored on line 1");
        QTest::newRow("duplicate key") << third(R"({"item": "src/a.png", "system": "m2", "score": 1, "score": 2})") << 3
                                       << QStringLiteral("\"score\" appears twice");
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, message);

        auto store = newStore();
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("adiee"), path(QStringLiteral("scores/items.jsonl")), {}));
        const auto scoresBefore = store->load();
        EL_VERIFY_OK(scoresBefore);
        verifyBrokenFileRefused(*store, m_registry, QStringLiteral("adiee"),
                                path(QStringLiteral("scores/broken.jsonl")), text, line, message);
        const auto all = store->load();
        EL_VERIFY_OK(all);
        QCOMPARE(scoreOf(all.value(), QStringLiteral("src/a.png"), QStringLiteral("m1")), 7.5);
    }
};

QTEST_GUILESS_MAIN(TestAdieeImport)
#include "tst_adieeimport.moc"
