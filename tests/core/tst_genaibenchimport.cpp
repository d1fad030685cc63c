#include "io/formatregistry.h"
#include "io/importer.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

void writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

QByteArray readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const Item *findItem(const StudyData &data, const QString &key)
{
    for (const Item &item : data.items)
        if (item.key == key)
            return &item;
    return nullptr;
}

const Output *findOutput(const Item &item, const QString &system)
{
    for (const Output &o : item.outputs)
        if (o.system == system)
            return &o;
    return nullptr;
}

// Three dataset rows as GenAI-Bench ships them (no idx): the first with image paths relative to
// the file, the second with embedded (non-string) images, the third with none at all.
const QByteArray humanRows =
    R"({"source_prompt": "a cat", "target_prompt": "a dog", "instruct_prompt": "turn the cat into a dog", )"
    R"("source_image": "img/src.png", "left_model": "MagicBrush", "left_output_image": "img/left.png", )"
    R"("right_model": "InstructPix2Pix", "right_output_image": "img/right.png", "vote_type": "leftvote"})"
    "\n"
    R"({"source_prompt": "a red car", "target_prompt": "a blue car", "instruct_prompt": "make the car blue", )"
    R"("source_image": {"bytes": null}, "left_model": "SDEdit", "left_output_image": {"bytes": null}, )"
    R"("right_model": "MagicBrush", "right_output_image": null, "vote_type": "rightvote"})"
    "\n\n"
    R"({"instruct_prompt": "add snow", "left_model": "CycleDiffusion", "right_model": "Pix2PixZero", )"
    R"("vote_type": "bothbad_vote"})"
    "\n";

// Judge results for rows 0 and 2, as a pretty-printed JSON array (the judge scripts' output).
const QByteArray judgeRows = "[\n"
                             "  {\"idx\": 0, \"left_model\": \"MagicBrush\", \"right_model\": \"InstructPix2Pix\",\n"
                             "   \"model_vote\": \"[[A>B]]\", \"human_vote\": \"leftvote\", \"correct\": 1},\n"
                             "  {\"idx\": 2, \"left_model\": \"CycleDiffusion\", \"right_model\": \"Pix2PixZero\",\n"
                             "   \"model_vote\": \"[[A=B=Bad]]\", \"human_vote\": \"bothbad_vote\", \"correct\": 1}\n"
                             "]\n";

} // namespace

class TestGenAiBenchImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FormatRegistry m_registry;
    int m_studies = 0;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    std::unique_ptr<StudyStore> newStore()
    {
        auto store = StudyStore::create(path(QStringLiteral("study%1.editlens").arg(++m_studies)), m_dir.path());
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        return std::move(store).value();
    }

    static ImportOptions judgeOptions()
    {
        ImportOptions options;
        options.judge = QStringLiteral("gpt4o");
        return options;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("img")));
        for (const char *name : {"img/src.png", "img/left.png", "img/right.png"}) {
            QImage image(8, 6, QImage::Format_RGB32);
            image.fill(Qt::gray);
            QVERIFY(image.save(path(QString::fromLatin1(name))));
        }
        writeText(path(QStringLiteral("human.jsonl")), humanRows);
        writeText(path(QStringLiteral("judge.json")), judgeRows);
    }

    void detectRecognizesRowsAndJudgeArrays()
    {
        for (const QString &file : {path(QStringLiteral("human.jsonl")), path(QStringLiteral("judge.json"))}) {
            const auto format = m_registry.detect(file);
            EL_VERIFY_OK(format);
            QCOMPARE(format.value()->id(), QStringLiteral("genaibench"));
        }
        writeText(path(QStringLiteral("other.jsonl")), "{\"id\": \"x\", \"outputs\": []}\n");
        QCOMPARE(m_registry.importFormat(QStringLiteral("genaibench"))->detect(path(QStringLiteral("other.jsonl"))), 0);
    }

    void humanRowsBecomeItemsWithPreferences()
    {
        auto store = newStore();
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("human.jsonl")), {}));
        const auto counts = store->counts();
        EL_VERIFY_OK(counts);
        QCOMPARE(counts.value().items, qint64(3));
        QCOMPARE(counts.value().outputs, qint64(6));
        QCOMPARE(counts.value().preferences, qint64(3));
        QCOMPARE(counts.value().judgeVotes, qint64(0));

        const auto all = store->load();
        EL_VERIFY_OK(all);
        const Item *first = findItem(all.value(), QStringLiteral("genaibench-0"));
        QVERIFY(first);
        QCOMPARE(first->instruction, QStringLiteral("turn the cat into a dog"));
        QVERIFY(first->tags.contains(QStringLiteral("genaibench")));
        QCOMPARE(first->sourcePath, QStringLiteral("img/src.png"));
        QCOMPARE(first->sourceSize, QSize(8, 6));
        QCOMPARE(findOutput(*first, QStringLiteral("MagicBrush"))->path, QStringLiteral("img/left.png"));
        QCOMPARE(findOutput(*first, QStringLiteral("InstructPix2Pix"))->path, QStringLiteral("img/right.png"));
        QCOMPARE(first->preferences.size(), 1);
        QCOMPARE(first->preferences[0].systemA, QStringLiteral("MagicBrush"));
        QCOMPARE(first->preferences[0].systemB, QStringLiteral("InstructPix2Pix"));
        QCOMPARE(first->preferences[0].annotator, QStringLiteral("genaibench-human"));
        QCOMPARE(first->preferences[0].choice, PreferenceChoice::A);

        const Item *second = findItem(all.value(), QStringLiteral("genaibench-1"));
        QVERIFY(second);
        QVERIFY(second->sourcePath.isEmpty()); // embedded images are not paths
        QVERIFY(findOutput(*second, QStringLiteral("SDEdit"))->path.isEmpty());
        QCOMPARE(second->preferences[0].choice, PreferenceChoice::B);

        // The blank line does not count as a row: the third row is row 2.
        const Item *third = findItem(all.value(), QStringLiteral("genaibench-2"));
        QVERIFY(third);
        QCOMPARE(third->preferences[0].choice, PreferenceChoice::BothBad);
        QCOMPARE(third->preferences[0].systemA, QStringLiteral("CycleDiffusion"));
    }

    void annotatorOptionNamesTheVoter()
    {
        auto store = newStore();
        ImportOptions options;
        options.annotator = QStringLiteral("arena-users");
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("human.jsonl")), options));
        const auto all = store->load();
        EL_VERIFY_OK(all);
        for (const Item &item : all.value().items)
            QCOMPARE(item.preferences.value(0).annotator, QStringLiteral("arena-users"));
    }

    void judgeFileMergesOntoHumanRows()
    {
        auto store = newStore();
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("human.jsonl")), {}));
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("judge.json")),
                                judgeOptions()));
        const auto counts = store->counts();
        EL_VERIFY_OK(counts);
        QCOMPARE(counts.value().items, qint64(3));
        QCOMPARE(counts.value().outputs, qint64(6));
        QCOMPARE(counts.value().preferences, qint64(3)); // human_vote restates the stored vote
        QCOMPARE(counts.value().judgeVotes, qint64(2));

        const auto all = store->load();
        EL_VERIFY_OK(all);
        const Item *first = findItem(all.value(), QStringLiteral("genaibench-0"));
        QCOMPARE(first->instruction, QStringLiteral("turn the cat into a dog")); // kept by the merge
        QCOMPARE(findOutput(*first, QStringLiteral("MagicBrush"))->path, QStringLiteral("img/left.png"));
        QCOMPARE(first->judgeVotes.size(), 1);
        QCOMPARE(first->judgeVotes[0].systemA, QStringLiteral("MagicBrush"));
        QCOMPARE(first->judgeVotes[0].systemB, QStringLiteral("InstructPix2Pix"));
        QCOMPARE(first->judgeVotes[0].judge, QStringLiteral("gpt4o"));
        QCOMPARE(first->judgeVotes[0].verdict, QStringLiteral("[[A>B]]"));
        QVERIFY(findItem(all.value(), QStringLiteral("genaibench-1"))->judgeVotes.isEmpty());
        const Item *third = findItem(all.value(), QStringLiteral("genaibench-2"));
        QCOMPARE(third->judgeVotes.size(), 1);
        QCOMPARE(third->judgeVotes[0].verdict, QStringLiteral("[[A=B=Bad]]"));

        // Re-importing the same judge's file replaces its votes instead of adding more.
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("judge.json")),
                                judgeOptions()));
        QCOMPARE(store->counts().value().judgeVotes, qint64(2));
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("judge");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");

        const QByteArray good = R"({"left_model": "A", "right_model": "B", "vote_type": "tievote"})"
                                "\n";
        QTest::newRow("missing field") << QStringLiteral("missing.jsonl")
                                       << (good + good + R"({"left_model": "A", "vote_type": "tievote"})" + "\n")
                                       << QString() << 3 << QStringLiteral("missing required field 'right_model'");
        QTest::newRow("unknown vote") << QStringLiteral("vote.jsonl")
                                      << (good + "\n" + R"({"left_model": "A", "right_model": "B", "vote_type": "x"})")
                                      << QString() << 3 << QStringLiteral("unknown vote_type 'x'");
        QTest::newRow("same model") << QStringLiteral("same.jsonl")
                                    << (R"({"left_model": "A", "right_model": "A", "vote_type": "leftvote"})"
                                        "\n"
                                        + good)
                                    << QString() << 1 << QStringLiteral("are both 'A'");
        QTest::newRow("array element")
            << QStringLiteral("array.json")
            << QByteArray("[\n  {\"left_model\": \"A\", \"right_model\": \"B\", \"vote_type\": \"tievote\"},\n"
                          "  {\"left_model\": \"A\", \"right_model\": \"B\",\n   \"note\": \"x, [y]\", \"vote_type\": "
                          "\"tievote\"},\n"
                          "  {\n    \"idx\": 7,\n    \"left_model\": \"A\", \"right_model\": \"B\", "
                          "\"vote_type\": \"leftvote!\"\n  }\n]\n")
            << QString() << 5 << QStringLiteral("unknown vote_type 'leftvote!'");
        QByteArray large = "[\n";
        for (int i = 0; i < 5000; ++i)
            large += "  {\"left_model\": \"A\", \"right_model\": \"B\", \"note\": \"]}, \\\"[\",\n"
                     "   \"vote_type\": \"tievote\"},\n";
        large += "  {\"left_model\": \"A\", \"right_model\": \"B\", \"vote_type\": \"late!\"}\n]\n";
        QTest::newRow("late line of a large array") << QStringLiteral("large.json") << large << QString() << 10002
                                                    << QStringLiteral("unknown vote_type 'late!'");
        QTest::newRow("judge without name")
            << QStringLiteral("nojudge.jsonl")
            << (good + R"({"idx": 4, "left_model": "A", "right_model": "B", "model_vote": "[[A>B]]"})" + "\n")
            << QString() << 2 << QStringLiteral("pass --judge NAME");
        QTest::newRow("invalid json") << QStringLiteral("broken.jsonl") << (good + good + "{\"left_model\": \n")
                                      << QString() << 3 << QStringLiteral("invalid JSON");
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, text);
        QFETCH(QString, judge);
        QFETCH(int, line);
        QFETCH(QString, message);

        auto store = newStore();
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("human.jsonl")), {}));
        const StudyCounts before = store->counts().value();

        const QString file = path(fileName);
        writeText(file, text);
        ImportOptions options;
        options.judge = judge;
        const auto result = importInto(*store, m_registry, QStringLiteral("genaibench"), file, options);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(message), qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, file);
        QCOMPARE(result.error().line, line);

        const StudyCounts after = store->counts().value();
        QCOMPARE(after.items, before.items);
        QCOMPARE(after.outputs, before.outputs);
        QCOMPARE(after.preferences, before.preferences);
        QCOMPARE(after.judgeVotes, before.judgeVotes);
    }

    void manifestRoundTripKeepsJudgeVotes()
    {
        auto first = newStore();
        EL_VERIFY_OK(
            importInto(*first, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("human.jsonl")), {}));
        EL_VERIFY_OK(importInto(*first, m_registry, QStringLiteral("genaibench"), path(QStringLiteral("judge.json")),
                                judgeOptions()));
        const QString manifest1 = path(QStringLiteral("roundtrip1.jsonl"));
        EL_VERIFY_OK(exportStudy(*first, m_registry, QStringLiteral("manifest"), manifest1));
        const QByteArray text1 = readText(manifest1);
        QVERIFY(text1.contains(R"("judge_votes":[{"a":"MagicBrush","b":"InstructPix2Pix","judge":"gpt4o",)"
                               R"("verdict":"[[A>B]]"}])"));

        auto second = newStore();
        EL_VERIFY_OK(importInto(*second, m_registry, QStringLiteral("manifest"), manifest1, {}));
        QCOMPARE(second->counts().value().judgeVotes, qint64(2));
        const QString manifest2 = path(QStringLiteral("roundtrip2.jsonl"));
        EL_VERIFY_OK(exportStudy(*second, m_registry, QStringLiteral("manifest"), manifest2));
        QCOMPARE(readText(manifest2), text1);
    }
};

QTEST_GUILESS_MAIN(TestGenAiBenchImport)
#include "tst_genaibenchimport.moc"
