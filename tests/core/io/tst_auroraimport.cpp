#include "io/auroraimport.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

std::optional<double> ratingOf(const Output *output)
{
    if (!output)
        return std::nullopt;
    for (const Rating &r : output->ratings)
        if (r.annotator == QLatin1String("aurora-human") && r.dimension == QLatin1String("aurora"))
            return r.value;
    return std::nullopt;
}

const Preference *findPreference(const Item &item, const QString &a, const QString &b)
{
    for (const Preference &p : item.preferences)
        if (p.systemA == a && p.systemB == b)
            return &p;
    return nullptr;
}

const QString doorInput = QStringLiteral("data/ag/images/door_left.png");
const QString catInput = QStringLiteral("data/ag/images/cat_left.png");
// SHA-1 of the prompts, first 8 hex digits (Python: hashlib.sha1(b"Put a cat").hexdigest()[:8]).
const QString putCatKey = catInput + QStringLiteral("#9e142d5a");
const QString removeCatKey = catInput + QStringLiteral("#2395ffac");

// ADIEE's human_ratings_updated_prompt.json layout, one row per line (row k on line k + 1): the door input has two
// rated outputs, the cat input two prompts (so two items). `model`, `method` or neither names the system.
const QByteArray pointWise =
    "[\n"
    R"({"input": "data/ag/images/door_left.png", "gen": "gens/magicbrush/door.png", "prompt": "Make her close the door", "score": 1.5, "model": "MagicBrush", "raters": [1, 2]},)"
    "\n"
    R"({"input": "data/ag/images/door_left.png", "gen": "gens/aurora/door.png", "prompt": "Make her close the door", "score": 2},)"
    "\n"
    R"({"input": "data/ag/images/cat_left.png", "gen": "gens/ip2p/cat.png", "prompt": "Put a cat", "score": 0, "method": "InstructPix2Pix"},)"
    "\n"
    R"({"input": "data/ag/images/cat_left.png", "gen": "gens/ip2p/cat2.png", "prompt": "Remove the cat", "score": 0.6666666666666666, "method": "InstructPix2Pix"})"
    "\n]\n";

// ADIEE's human_ratings_pairwise.json layout: two votes on the door input (merged into one item), one on the cat.
const QByteArray pairWise =
    "[\n"
    R"({"input": "data/ag/images/door_left.png", "gens": ["gens/magicbrush/door.png", "gens/aurora/door.png"], "prompt": "Make her close the door", "winner": "aurora", "models": ["MagicBrush", "aurora"]},)"
    "\n"
    R"({"input": "data/ag/images/door_left.png", "gens": ["gens/ip2p/door.png", "gens/magicbrush/door.png"], "prompt": "Make her close the door", "winner": "TIE", "models": ["ip2p", "MagicBrush"]},)"
    "\n"
    R"({"input": "data/ag/images/cat_left.png", "gens": ["gens/ip2p/cat.png", "gens/aurora/cat.png"], "prompt": "Put a cat", "winner": "ip2p", "models": ["ip2p", "aurora"]})"
    "\n]\n";

// AURORA's test.json: its two example rows (a MagicBrush edit with a mask, an Action-Genome edit with `pos`), with
// the ag row's images renamed to this test's door images.
const QByteArray benchmark =
    "[\n"
    R"({"input": "data/magicbrush/images/242679/242679-input.png", "mask": "242679-mask1.png", "output": "data/magicbrush/images/242679/242679-output1.png", "prompt": "Put a cat on the seat.", "task": "magicbrush"},)"
    "\n"
    R"({"prompt": "Make her close the door", "pos": "Make her open the door", "input": "data/ag/images/door_left.png", "output": "data/ag/images/door_right.png", "task": "ag"})"
    "\n]\n";

} // namespace

class TestAuroraImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

    void import(StudyStore &store, const QString &file, const ImportOptions &options = {})
    {
        EL_VERIFY_OK(importInto(store, m_registry, QStringLiteral("aurora"), path(file), options));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        const char *images[] = {"data/ag/images/door_left.png",
                                "data/ag/images/door_right.png",
                                "data/ag/images/cat_left.png",
                                "data/magicbrush/images/242679/242679-input.png",
                                "data/magicbrush/images/242679/242679-output1.png",
                                "gens/magicbrush/door.png",
                                "gens/aurora/door.png",
                                "gens/aurora/cat.png",
                                "gens/ip2p/door.png",
                                "gens/ip2p/cat.png",
                                "gens/ip2p/cat2.png",
                                "g1.png",
                                "g2.png"};
        for (const char *name : images) {
            const QString file = path(QString::fromLatin1(name));
            QVERIFY(QDir().mkpath(QFileInfo(file).absolutePath()));
            QImage image(12, 8, QImage::Format_RGB32);
            image.fill(Qt::darkGreen);
            QVERIFY(image.save(file));
        }
        writeText(path(QStringLiteral("human_ratings_updated_prompt.json")), pointWise);
        writeText(path(QStringLiteral("human_ratings_pairwise.json")), pairWise);
        writeText(path(QStringLiteral("test.json")), benchmark);
    }

    void shapesFollowTheFirstRowsKeys_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<int>("shape"); // -1: none

        QTest::newRow("point-wise") << QByteArray(R"({"input": "a", "gen": "b", "prompt": "p", "score": 1})")
                                    << int(AuroraImport::Shape::PointWise);
        QTest::newRow("pair-wise") << QByteArray(R"({"input": "a", "gens": [], "models": [], "winner": "tie"})")
                                   << int(AuroraImport::Shape::PairWise);
        QTest::newRow("test.json") << QByteArray(R"({"input": "a", "output": "b", "prompt": "p", "task": "ag"})")
                                   << int(AuroraImport::Shape::Benchmark);
        QTest::newRow("training file") << QByteArray(R"({"instruction": "p", "input": "a", "output": "b"})")
                                       << int(AuroraImport::Shape::Benchmark);
        QTest::newRow("no input") << QByteArray(R"({"gen": "b", "prompt": "p", "score": 1})") << -1;
        QTest::newRow("scores of images") << QByteArray(R"({"image_path": "b", "score": 1})") << -1;
        QTest::newRow("dice") << QByteArray(R"({"original_path": "a", "edited_path": "b", "bbox": [0, 0, 1, 1]})")
                              << -1;
    }

    void shapesFollowTheFirstRowsKeys()
    {
        QFETCH(QByteArray, row);
        QFETCH(int, shape);
        const std::optional<AuroraImport::Shape> found = AuroraImport::shapeOf(QJsonDocument::fromJson(row).object());
        QCOMPARE(found ? int(*found) : -1, shape);
    }

    void autoDetectionPicksTheFormatOfEachFile()
    {
        for (const char *name : {"human_ratings_updated_prompt.json", "human_ratings_pairwise.json", "test.json"}) {
            const auto format = m_registry.detect(path(QString::fromLatin1(name)));
            EL_VERIFY_OK(format);
            QCOMPARE(format.value()->id(), QStringLiteral("aurora"));
        }
        // JSON Lines, and an array holding a single row.
        writeText(path(QStringLiteral("lines.jsonl")), pointWise.mid(2).replace("},\n", "}\n").chopped(2));
        writeText(path(QStringLiteral("single.json")),
                  R"([{"input": "a.png", "output": "b.png", "instruction": "x"}])");
        for (const char *name : {"lines.jsonl", "single.json"})
            QCOMPARE(m_registry.importFormat(QStringLiteral("aurora"))->detect(path(QString::fromLatin1(name))), 90);

        // GenAI-Bench rows stay GenAI-Bench's, and the aurora format claims none of them.
        writeText(path(QStringLiteral("genaibench.jsonl")),
                  R"({"source_prompt": "a cat", "instruct_prompt": "make it a dog", "source_image": "g1.png", )"
                  R"("left_model": "A", "left_output_image": "g1.png", "right_model": "B", )"
                  R"("right_output_image": "g2.png", "vote_type": "tievote"})"
                  "\n");
        const auto genai = m_registry.detect(path(QStringLiteral("genaibench.jsonl")));
        EL_VERIFY_OK(genai);
        QCOMPARE(genai.value()->id(), QStringLiteral("genaibench"));
        QCOMPARE(m_registry.importFormat(QStringLiteral("aurora"))->detect(path(QStringLiteral("genaibench.jsonl"))),
                 0);
    }

    void pointWiseRowsBecomeRatedOutputs()
    {
        auto store = newStore();
        import(*store, QStringLiteral("human_ratings_updated_prompt.json"));
        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, qint64(3));
        QCOMPARE(counts.outputs, qint64(4));
        QCOMPARE(counts.ratings, qint64(4));
        QCOMPARE(counts.preferences, qint64(0));

        const auto all = store->load();
        EL_VERIFY_OK(all);
        const Dimension *scale = all.value().findDimension(QStringLiteral("aurora"));
        QVERIFY(scale);
        QCOMPARE(scale->scaleMin, 0.0);
        QCOMPARE(scale->scaleMax, 2.0);

        // One input with one prompt: keyed by the input alone.
        const Item *door = findItem(all.value(), doorInput);
        QVERIFY(door);
        QCOMPARE(door->sourcePath, doorInput);
        QCOMPARE(door->sourceSize, QSize(12, 8));
        QCOMPARE(door->instruction, QStringLiteral("Make her close the door"));
        QVERIFY(door->tags.isEmpty());
        QCOMPARE(door->outputs.size(), 2);
        QCOMPARE(findOutput(*door, QStringLiteral("MagicBrush"))->path, QStringLiteral("gens/magicbrush/door.png"));
        QCOMPARE(ratingOf(findOutput(*door, QStringLiteral("MagicBrush"))), 1.5);
        // Without model or method, the folder holding the image names the system.
        QCOMPARE(findOutput(*door, QStringLiteral("aurora"))->path, QStringLiteral("gens/aurora/door.png"));
        QCOMPARE(ratingOf(findOutput(*door, QStringLiteral("aurora"))), 2.0);

        // One input with two prompts: two items, told apart by the prompts' hashes.
        const Item *putCat = findItem(all.value(), putCatKey);
        QVERIFY(putCat);
        QCOMPARE(putCat->instruction, QStringLiteral("Put a cat"));
        QCOMPARE(putCat->sourcePath, catInput);
        QCOMPARE(ratingOf(findOutput(*putCat, QStringLiteral("InstructPix2Pix"))), 0.0);
        const Item *removeCat = findItem(all.value(), removeCatKey);
        QVERIFY(removeCat);
        QCOMPARE(findOutput(*removeCat, QStringLiteral("InstructPix2Pix"))->path, QStringLiteral("gens/ip2p/cat2.png"));
        QCOMPARE(ratingOf(findOutput(*removeCat, QStringLiteral("InstructPix2Pix"))), 0.6666666666666666);
    }

    void pointWiseNamesUnnamedImagesByPlaceAndTakesTheAnnotatorOption()
    {
        writeText(path(QStringLiteral("flat.jsonl")),
                  R"({"input": "data/ag/images/door_left.png", "gen": "g1.png", "prompt": "p", "score": 1})"
                  "\n\n"
                  R"({"input": "data/ag/images/door_left.png", "gen": "./g2.png", "prompt": "p", "score": 0.5})"
                  "\n");
        auto store = newStore();
        ImportOptions options;
        options.annotator = QStringLiteral("rater-mean");
        import(*store, QStringLiteral("flat.jsonl"), options);
        const auto all = store->load();
        EL_VERIFY_OK(all);
        const Item *door = findItem(all.value(), doorInput);
        QVERIFY(door);
        QCOMPARE(findOutput(*door, QStringLiteral("gen1"))->path, QStringLiteral("g1.png"));
        QCOMPARE(findOutput(*door, QStringLiteral("gen2"))->path, QStringLiteral("g2.png"));
        const Output *second = findOutput(*door, QStringLiteral("gen2"));
        QCOMPARE(second->ratings.size(), 1);
        QCOMPARE(second->ratings[0].annotator, QStringLiteral("rater-mean"));
        QCOMPARE(second->ratings[0].value, 0.5);
    }

    void pairWiseRowsBecomePreferences()
    {
        auto store = newStore();
        import(*store, QStringLiteral("human_ratings_pairwise.json"));
        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, qint64(2));
        QCOMPARE(counts.outputs, qint64(5));
        QCOMPARE(counts.preferences, qint64(3));
        QCOMPARE(counts.ratings, qint64(0));

        const auto all = store->load();
        EL_VERIFY_OK(all);
        // Both votes on the door input share its item; the ip2p/MagicBrush vote added ip2p's output.
        const Item *door = findItem(all.value(), doorInput);
        QVERIFY(door);
        QCOMPARE(door->outputs.size(), 3);
        QCOMPARE(findOutput(*door, QStringLiteral("ip2p"))->path, QStringLiteral("gens/ip2p/door.png"));
        QCOMPARE(door->preferences.size(), 2);
        const Preference *first = findPreference(*door, QStringLiteral("MagicBrush"), QStringLiteral("aurora"));
        QVERIFY(first);
        QCOMPARE(first->choice, PreferenceChoice::B);
        QCOMPARE(first->annotator, QStringLiteral("aurora-human"));
        QVERIFY(first->dimension.isEmpty());
        const Preference *tie = findPreference(*door, QStringLiteral("ip2p"), QStringLiteral("MagicBrush"));
        QVERIFY(tie);
        QCOMPARE(tie->choice, PreferenceChoice::Tie);

        // The cat input has one prompt in this file: no hash in its key.
        const Item *cat = findItem(all.value(), catInput);
        QVERIFY(cat);
        QCOMPARE(cat->instruction, QStringLiteral("Put a cat"));
        const Preference *left = findPreference(*cat, QStringLiteral("ip2p"), QStringLiteral("aurora"));
        QVERIFY(left);
        QCOMPARE(left->choice, PreferenceChoice::A);
    }

    void benchmarkRowsBecomeItemsWithGroundTruth()
    {
        auto store = newStore();
        import(*store, QStringLiteral("test.json"));
        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, qint64(2));
        QCOMPARE(counts.outputs, qint64(0));

        const auto all = store->load();
        EL_VERIFY_OK(all);
        const QString brushKey = QStringLiteral("data/magicbrush/images/242679/242679-input.png");
        const Item *brush = findItem(all.value(), brushKey);
        QVERIFY(brush);
        QCOMPARE(brush->sourcePath, brushKey);
        QCOMPARE(brush->groundTruthPath, QStringLiteral("data/magicbrush/images/242679/242679-output1.png"));
        QCOMPARE(brush->groundTruthSize, QSize(12, 8));
        QCOMPARE(brush->instruction, QStringLiteral("Put a cat on the seat."));
        // MagicBrush's targets are DALL-E 2's: the watermark's exclusion region is stored with the item.
        QCOMPARE(brush->tags, (QStringList{QStringLiteral("magicbrush"), QStringLiteral("exclude:dalle2-watermark")}));
        QVERIFY(brush->outputs.isEmpty());
        QVERIFY(brush->masks.isEmpty()); // the mask is not shipped with AURORA-Bench
        const Item *door = findItem(all.value(), doorInput);
        QVERIFY(door);
        QCOMPARE(door->groundTruthPath, QStringLiteral("data/ag/images/door_right.png"));
        QCOMPARE(door->tags, QStringList{QStringLiteral("ag")});

        // AURORA's training files: "instruction" instead of "prompt", no task.
        writeText(path(QStringLiteral("train.jsonl")),
                  R"({"instruction": "Leave the door", "input": "data/ag/images/cat_left.png", "output": "g1.png"})"
                  "\n");
        auto training = newStore();
        import(*training, QStringLiteral("train.jsonl"));
        const auto trained = training->load();
        EL_VERIFY_OK(trained);
        QCOMPARE(trained.value().items.size(), 1);
        QCOMPARE(trained.value().items[0].key, catInput);
        QCOMPARE(trained.value().items[0].instruction, QStringLiteral("Leave the door"));
        QCOMPARE(trained.value().items[0].groundTruthPath, QStringLiteral("g1.png"));
        QVERIFY(trained.value().items[0].tags.isEmpty());
    }

    void theThreeFilesMergeOntoTheSameItems()
    {
        auto store = newStore();
        import(*store, QStringLiteral("test.json"));
        import(*store, QStringLiteral("human_ratings_updated_prompt.json"));
        import(*store, QStringLiteral("human_ratings_pairwise.json"));

        const auto all = store->load();
        EL_VERIFY_OK(all);
        const Item *door = findItem(all.value(), doorInput);
        QVERIFY(door);
        QCOMPARE(door->groundTruthPath, QStringLiteral("data/ag/images/door_right.png")); // from test.json
        QCOMPARE(door->tags, QStringList{QStringLiteral("ag")});                          // kept
        QCOMPARE(door->outputs.size(), 3);                                                // MagicBrush, aurora, ip2p
        QCOMPARE(ratingOf(findOutput(*door, QStringLiteral("MagicBrush"))), 1.5);
        QCOMPARE(door->preferences.size(), 2);
        // The cat has two prompts in the point-wise file but one in the pair-wise file: different keys.
        QVERIFY(findItem(all.value(), putCatKey));
        QVERIFY(findItem(all.value(), catInput));
    }

    void promptsWhoseShortDigestsCollideStayApart()
    {
        // SHA-1 "make the sky color 73819" = f30b08f9629f…, "make the sky color 74140" = f30b08f9a821… (Python:
        // hashlib.sha1(b"make the sky color 73819").hexdigest()): their 8-digit keys would be one item.
        const QByteArray points =
            "[\n"
            R"({"input": "data/ag/images/cat_left.png", "gen": "gens/ip2p/cat.png", "prompt": "make the sky color 73819", "score": 1, "model": "m1"},)"
            "\n"
            R"({"input": "data/ag/images/cat_left.png", "gen": "gens/ip2p/cat2.png", "prompt": "make the sky color 74140", "score": 2, "model": "m2"},)"
            "\n"
            R"({"input": "data/ag/images/cat_left.png", "gen": "gens/aurora/cat.png", "prompt": "Put a cat", "score": 0, "model": "m3"})"
            "\n]\n";
        writeText(path(QStringLiteral("points-collision.json")), points);
        const QString first = catInput + QStringLiteral("#f30b08f9629f82aca19ec942448fc1eb963d0ad9");
        const QString second = catInput + QStringLiteral("#f30b08f9a8218f3105b36a1c5e19a9fd65cd861b");

        auto store = newStore();
        import(*store, QStringLiteral("points-collision.json"));
        const auto all = store->load();
        EL_VERIFY_OK(all);
        QCOMPARE(all.value().items.size(), 3);
        const Item *a = findItem(all.value(), first);
        const Item *b = findItem(all.value(), second);
        QVERIFY(a && b);
        QCOMPARE(a->instruction, QStringLiteral("make the sky color 73819"));
        QCOMPARE(b->instruction, QStringLiteral("make the sky color 74140"));
        QCOMPARE(ratingOf(findOutput(*a, QStringLiteral("m1"))), 1.0);
        QCOMPARE(ratingOf(findOutput(*b, QStringLiteral("m2"))), 2.0);
        QVERIFY(!findOutput(*a, QStringLiteral("m2")));
        // A prompt that collides with none keeps the short key a study already holds.
        QVERIFY(findItem(all.value(), putCatKey));

        // The same file again finds the same items.
        import(*store, QStringLiteral("points-collision.json"));
        QCOMPARE(store->counts().value().items, qint64(3));

        // test.json with both prompts: two items, not "this row repeats the input and prompt of line 1".
        const QByteArray bench =
            "[\n"
            R"({"input": "data/ag/images/cat_left.png", "output": "g1.png", "prompt": "make the sky color 73819"},)"
            "\n"
            R"({"input": "data/ag/images/cat_left.png", "output": "g2.png", "prompt": "make the sky color 74140"})"
            "\n]\n";
        writeText(path(QStringLiteral("test-collision.json")), bench);
        auto benchStore = newStore();
        import(*benchStore, QStringLiteral("test-collision.json"));
        const auto benchItems = benchStore->load();
        EL_VERIFY_OK(benchItems);
        QCOMPARE(benchItems.value().items.size(), 2);
        QVERIFY(findItem(benchItems.value(), first));
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");

        // Row k of each file starts on line k + 1.
        auto replaced = [](QByteArray text, const QByteArray &from, const QByteArray &to) {
            const qsizetype at = text.lastIndexOf(from);
            return text.replace(at, from.size(), to);
        };
        QTest::newRow("truncated") << QStringLiteral("truncated.json") << pointWise.left(pointWise.size() - 40) << 5
                                   << QStringLiteral("invalid JSON");
        QTest::newRow("truncated lines") << QStringLiteral("truncated.jsonl")
                                         << QByteArray(R"({"input": "g1.png", "output": "g2.png", "prompt": "p"})"
                                                       "\n"
                                                       R"({"input": "g1.png", "output": )")
                                         << 2 << QStringLiteral("invalid JSON");
        QTest::newRow("no shape") << QStringLiteral("noshape.json") << QByteArray("[\n{\"input\": \"g1.png\"}\n]\n")
                                  << 2 << QStringLiteral("none of AURORA's shapes");
        QTest::newRow("row not an object") << QStringLiteral("notobject.json")
                                           << replaced(pointWise, "{\"input\": \"data/ag/images/cat_left.png\"",
                                                       "[], {\"input\": \"data/ag/images/cat_left.png\"")
                                           << 5 << QStringLiteral("row 3 is not a JSON object");
        QTest::newRow("missing score") << QStringLiteral("noscore.json")
                                       << replaced(pointWise, "\"score\": 2", "\"rating\": 2") << 3
                                       << QStringLiteral("missing required field 'score'");
        QTest::newRow("missing prompt") << QStringLiteral("noprompt.json")
                                        << replaced(pointWise, "\"prompt\": \"Remove the cat\", ", "") << 5
                                        << QStringLiteral("missing required field 'prompt'");
        QTest::newRow("score type") << QStringLiteral("scoretype.json")
                                    << replaced(pointWise, "\"score\": 0,", "\"score\": \"0\",") << 4
                                    << QStringLiteral("field 'score' must be a finite number");
        QTest::newRow("score off scale") << QStringLiteral("offscale.json")
                                         << replaced(pointWise, "\"score\": 2", "\"score\": 2.5") << 3
                                         << QStringLiteral("score 2.5 is outside the scale 0-2");
        // JSON has no infinities or NaN: a number too large for a double is not JSON to Qt's reader.
        QTest::newRow("score overflows") << QStringLiteral("overflow.json")
                                         << replaced(pointWise, "\"score\": 2", "\"score\": 1e999") << 3
                                         << QStringLiteral("invalid JSON");
        QTest::newRow("score NaN") << QStringLiteral("nan.json")
                                   << replaced(pointWise, "\"score\": 2", "\"score\": NaN") << 3
                                   << QStringLiteral("invalid JSON");
        QTest::newRow("model type") << QStringLiteral("modeltype.json")
                                    << replaced(pointWise, "\"method\": \"InstructPix2Pix\"}", "\"method\": 7}") << 5
                                    << QStringLiteral("field 'method' must be a string");
        QTest::newRow("image missing") << QStringLiteral("noimage.json")
                                       << replaced(pointWise, "gens/ip2p/cat2.png", "gens/ip2p/gone.png") << 5
                                       << QStringLiteral("gen image 'gens/ip2p/gone.png' does not exist");
        QTest::newRow("duplicate output")
            << QStringLiteral("duplicateoutput.json")
            << replaced(replaced(pointWise, "gens/aurora/door.png", "gens/magicbrush/door.png"),
                        "\"model\": \"MagicBrush\", ", "")
            << 3
            << QStringLiteral("item 'data/ag/images/door_left.png' already has an "
                              "output of system 'magicbrush' on line 2");
        QTest::newRow("duplicate key") << QStringLiteral("duplicatekey.json")
                                       << replaced(pointWise, "\"score\": 2", "\"score\": 2, \"score\": 1") << 3
                                       << QStringLiteral("\"score\" appears twice");
        QTest::newRow("winner unknown")
            << QStringLiteral("winner.json") << replaced(pairWise, "\"winner\": \"ip2p\"", "\"winner\": \"left\"") << 4
            << QStringLiteral("winner 'left' is neither of the models 'ip2p' and 'aurora' nor \"tie\"");
        QTest::newRow("winner type") << QStringLiteral("winnertype.json")
                                     << replaced(pairWise, "\"winner\": \"ip2p\"", "\"winner\": 0") << 4
                                     << QStringLiteral("field 'winner' must be a string");
        QTest::newRow("three models") << QStringLiteral("threemodels.json")
                                      << replaced(pairWise, "\"models\": [\"ip2p\", \"aurora\"]",
                                                  "\"models\": [\"ip2p\", \"aurora\", \"x\"]")
                                      << 4 << QStringLiteral("'models' must be an array of two non-empty strings");
        QTest::newRow("gens not array") << QStringLiteral("gensobject.json")
                                        << replaced(pairWise,
                                                    "\"gens\": [\"gens/ip2p/cat.png\", \"gens/aurora/cat.png\"]",
                                                    "\"gens\": \"gens/ip2p/cat.png\"")
                                        << 4 << QStringLiteral("'gens' must be an array of two non-empty strings");
        QTest::newRow("same models") << QStringLiteral("samemodels.json")
                                     << replaced(pairWise, "\"models\": [\"ip2p\", \"aurora\"]",
                                                 "\"models\": [\"ip2p\", \"ip2p\"]")
                                     << 4 << QStringLiteral("both models are 'ip2p'");
        QTest::newRow("pair voted twice")
            << QStringLiteral("twice.json")
            << replaced(pairWise, "\"models\": [\"ip2p\", \"MagicBrush\"]", "\"models\": [\"aurora\", \"MagicBrush\"]")
                   .replace("[\"gens/ip2p/door.png\", \"gens/magicbrush/door.png\"]",
                            "[\"gens/aurora/door.png\", \"gens/magicbrush/door.png\"]")
            << 3 << QStringLiteral("were already compared for item");
        QTest::newRow("model with two images")
            << QStringLiteral("twoimages.json")
            << replaced(pairWise, "[\"gens/ip2p/door.png\", \"gens/magicbrush/door.png\"]",
                        "[\"gens/ip2p/door.png\", \"gens/aurora/door.png\"]")
            << 3 << QStringLiteral("model 'MagicBrush' has the image");
        QTest::newRow("benchmark row twice")
            << QStringLiteral("benchmarktwice.json")
            << replaced(benchmark, "\"output\": \"data/ag/images/door_right.png\", \"task\": \"ag\"}",
                        "\"output\": \"data/ag/images/door_right.png\", \"task\": \"ag\"},\n"
                        "{\"input\": \"data/ag/images/door_left.png\", \"output\": \"g1.png\", "
                        "\"prompt\": \"Make her close the door\"}")
            << 4 << QStringLiteral("repeats the input and prompt of line 3");
        QTest::newRow("benchmark output missing")
            << QStringLiteral("nooutput.json")
            << replaced(benchmark, "\"output\": \"data/ag/images/door_right.png\", ", "") << 3
            << QStringLiteral("missing required field 'output'");
        QTest::newRow("task type") << QStringLiteral("tasktype.json")
                                   << replaced(benchmark, "\"task\": \"ag\"", "\"task\": [\"ag\"]") << 3
                                   << QStringLiteral("field 'task' must be a string");
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, message);

        auto store = newStore();
        import(*store, QStringLiteral("human_ratings_updated_prompt.json"));
        verifyBrokenFileRefused(*store, m_registry, QStringLiteral("aurora"), path(fileName), text, line, message);
    }
};

QTEST_GUILESS_MAIN(TestAuroraImport)
#include "tst_auroraimport.moc"
