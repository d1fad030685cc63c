#include "io/formatregistry.h"
#include "io/i2ebenchimport.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

/// ObjectRemoval.json with entries 1, 2 and 10 (written out of order); entry n starts on line 2 + 2(n-th written).
const QByteArray objectRemovalJson = "{\n"
                                     "  \"10\":\n"
                                     "    {\"image\": \"0010.jpg\", \"ori_exp\": \"Remove the dog\", \"div_exp\": "
                                     "\"Take the dog out\", \"type\": \"animal\"},\n"
                                     "  \"1\":\n"
                                     "    {\"image\": \"0001.jpg\", \"ori_exp\": \"Remove the red slippers\", "
                                     "\"div_exp\": \"Get rid of the red slippers\", \"Evaluation\": \"Is there a red "
                                     "slippers in the image? Answer Yes or No.\", \"Answer\": \"No\", \"type\": "
                                     "\"object\"},\n"
                                     "  \"2\":\n"
                                     "    {\"image\": \"0002.jpg\", \"ori_exp\": \"Remove the cup\", \"div_exp\": "
                                     "\"Make the cup disappear\", \"type\": \"object\"}\n"
                                     "}\n";

/// A two-dimension I²EBench root: ObjectRemoval (sources in input/, models hive and mgie, mgie lacking 0002 and
/// 0010) and Deblurring (sources beside the json, a gt/ target for entry 1, model hive for entry 1 only), with
/// judgement files for both runs and a diverse-run edit by magicbrush.
QString writeBenchmark(const QString &root)
{
    const QDir dir(root);
    writeText(dir.filePath(QStringLiteral("EditData/ObjectRemoval/ObjectRemoval.json")), objectRemovalJson);
    // A multi-round file beside it is not read.
    writeText(dir.filePath(QStringLiteral("EditData/ObjectRemoval/ObjectRemoval_2nd.json")), "not json");
    for (const char *name : {"0001.jpg", "0002.jpg", "0010.jpg"})
        writeImage(dir.filePath(QStringLiteral("EditData/ObjectRemoval/input/") + QLatin1String(name)), QSize(6, 4),
                   Qt::gray);
    writeImage(dir.filePath(QStringLiteral("EditResult_ori/ObjectRemoval/hive/0001.jpg")), QSize(8, 8), Qt::red);
    writeImage(dir.filePath(QStringLiteral("EditResult_ori/ObjectRemoval/hive/0002.jpg")), QSize(8, 8), Qt::red);
    writeImage(dir.filePath(QStringLiteral("EditResult_ori/ObjectRemoval/hive/0010.jpg")), QSize(8, 8), Qt::red);
    writeImage(dir.filePath(QStringLiteral("EditResult_ori/ObjectRemoval/mgie/0001.jpg")), QSize(5, 5), Qt::blue);
    writeText(dir.filePath(QStringLiteral("EditEval_ori/ObjectRemoval/hive.json")),
              "{\n"
              "  \"1\": {\"image\": \"0001.jpg\", \"dataset\": \"ObjectRemoval\", \"prompt\": \"Remove the red "
              "slippers\", \"evaluation\": {\"VLM_judgement\": \"No\"}, \"question\": \"Is there a red slippers in the "
              "image? Answer Yes or No.\", \"gt\": \"No\", \"type\": \"object\", \"final_judgement\": \"Yes\"},\n"
              "  \"2\": {\"image\": \"0002.jpg\", \"evaluation\": {\"VLM_judgement\": \"Yes\"}, \"gt\": \"No\", "
              "\"final_judgement\": \"No\"},\n"
              "  \"10\": {\"image\": \"0010.jpg\", \"final_judgement\": \"YES, the answer is correct.\"}\n"
              "}\n");
    writeText(dir.filePath(QStringLiteral("EditEval_ori/ObjectRemoval/mgie.json")),
              "{\"1\": {\"image\": \"0001.jpg\", \"final_judgement\": \"No\"}}\n");

    writeText(dir.filePath(QStringLiteral("EditData/Deblurring/Deblurring.json")),
              "{\"1\": {\"image\": \"0001.png\", \"ori_exp\": \"Remove the blurriness from the image.\", \"div_exp\": "
              "\"Enhance the clarity of the image.\", \"type\": \"global\"},\n"
              " \"2\": {\"image\": \"0002.png\", \"ori_exp\": \"Remove the blurriness from the image.\", \"div_exp\": "
              "\"Sharpen the image.\", \"type\": \"global\"}}\n");
    writeImage(dir.filePath(QStringLiteral("EditData/Deblurring/0001.png")), QSize(4, 4), Qt::darkGray);
    writeImage(dir.filePath(QStringLiteral("EditData/Deblurring/0002.png")), QSize(4, 4), Qt::darkGray);
    writeImage(dir.filePath(QStringLiteral("EditData/Deblurring/gt/0001.png")), QSize(4, 4), Qt::white);
    writeImage(dir.filePath(QStringLiteral("EditResult_ori/Deblurring/hive/0001.png")), QSize(4, 4), Qt::lightGray);
    writeText(dir.filePath(QStringLiteral("EditEval_ori/Deblurring/hive.json")),
              "{\"1\": {\"image\": \"0001.png\", \"evaluation\": {\"SSIM\": 0.8123}, \"type\": \"global\"}}\n");

    // The diverse run: edited images in EditResult/, judgements in EditEval/.
    writeImage(dir.filePath(QStringLiteral("EditResult/ObjectRemoval/magicbrush/0001.jpg")), QSize(8, 8), Qt::green);
    writeText(dir.filePath(QStringLiteral("EditEval/ObjectRemoval/magicbrush.json")),
              "{\"1\": {\"image\": \"0001.jpg\", \"prompt\": \"Get rid of the red slippers\", \"final_judgement\": "
              "\"Yes\"}}\n");
    return root;
}

const Score *findScore(const Output &output, const QString &metric)
{
    for (const Score &s : output.scores)
        if (s.metric == metric)
            return &s;
    return nullptr;
}

} // namespace

class TestI2eBenchImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

    Result<StudyData> read(const QString &format, const QString &folder) const
    {
        return m_registry.importFormat(format)->read(folder, {}, {});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void originalRunBecomesItemsWithOneOutputPerModel()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e")));
        auto store = newStore(m_dir.path());
        const auto summary = importInto(*store, m_registry, QStringLiteral("i2ebench"), root, {});
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().items, 5);
        QCOMPARE(summary.value().outputs, 5); // hive ×3 + mgie ×1 in ObjectRemoval, hive ×1 in Deblurring

        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 5);
        QStringList keys;
        for (const Item &item : data.items)
            keys << item.key;
        // Dimensions by name, entries as numbers.
        QCOMPARE(keys, (QStringList{QStringLiteral("Deblurring/1"), QStringLiteral("Deblurring/2"),
                                    QStringLiteral("ObjectRemoval/1"), QStringLiteral("ObjectRemoval/2"),
                                    QStringLiteral("ObjectRemoval/10")}));

        const Item &slippers = data.items.at(2);
        QCOMPARE(slippers.sourcePath, QStringLiteral("i2e/EditData/ObjectRemoval/input/0001.jpg"));
        QCOMPARE(slippers.sourceSize, QSize(6, 4));
        QCOMPARE(slippers.instruction, QStringLiteral("Remove the red slippers"));
        QVERIFY(slippers.targetCaption.isEmpty()); // div_exp is an instruction, not a caption
        QCOMPARE(slippers.tags,
                 (QStringList{QStringLiteral("i2ebench"), QStringLiteral("ObjectRemoval"), QStringLiteral("object")}));
        QVERIFY(slippers.groundTruthPath.isEmpty());
        QCOMPARE(slippers.outputs.size(), 2);
        QCOMPARE(slippers.outputs.at(0).system, QStringLiteral("hive"));
        QCOMPARE(slippers.outputs.at(0).path, QStringLiteral("i2e/EditResult_ori/ObjectRemoval/hive/0001.jpg"));
        QCOMPARE(slippers.outputs.at(0).size, QSize(8, 8));
        QCOMPARE(slippers.outputs.at(1).system, QStringLiteral("mgie"));
        QCOMPARE(slippers.outputs.at(1).path, QStringLiteral("i2e/EditResult_ori/ObjectRemoval/mgie/0001.jpg"));

        // final_judgement "Yes" = the VLM's answer was right (1), "No" = wrong (0).
        const Score *hiveScore = findScore(slippers.outputs.at(0), QStringLiteral("i2ebench"));
        QVERIFY(hiveScore);
        QCOMPARE(hiveScore->value, 1.0);
        QCOMPARE(hiveScore->version, QStringLiteral("i2ebench-released"));
        QCOMPARE(slippers.outputs.at(0).scores.size(), 1); // VLM_judgement text is not a score
        const Score *mgieScore = findScore(slippers.outputs.at(1), QStringLiteral("i2ebench"));
        QVERIFY(mgieScore);
        QCOMPARE(mgieScore->value, 0.0);

        const Item &cup = data.items.at(3);
        QCOMPARE(cup.outputs.size(), 1); // mgie has no 0002.jpg: no output, not an error
        QCOMPARE(findScore(cup.outputs.at(0), QStringLiteral("i2ebench"))->value, 0.0);
        const Item &dog = data.items.at(4);
        QCOMPARE(dog.tags.last(), QStringLiteral("animal"));
        QCOMPARE(findScore(dog.outputs.at(0), QStringLiteral("i2ebench"))->value, 1.0);

        const Item &blurred = data.items.at(0);
        QCOMPARE(blurred.sourcePath, QStringLiteral("i2e/EditData/Deblurring/0001.png")); // no input/ level
        QCOMPARE(blurred.groundTruthPath, QStringLiteral("i2e/EditData/Deblurring/gt/0001.png"));
        QCOMPARE(blurred.instruction, QStringLiteral("Remove the blurriness from the image."));
        QCOMPARE(blurred.outputs.size(), 1);
        const Score *ssim = findScore(blurred.outputs.at(0), QStringLiteral("i2ebench_ssim"));
        QVERIFY(ssim);
        QCOMPARE(ssim->value, 0.8123);
        QVERIFY(!findScore(blurred.outputs.at(0), QStringLiteral("i2ebench")));
        QVERIFY(data.items.at(1).outputs.isEmpty());
        QVERIFY(data.items.at(1).groundTruthPath.isEmpty());
    }

    void diverseRunReadsDivExpAndItsOwnFolders()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e-diverse")));
        const auto data = read(QStringLiteral("i2ebench-diverse"), root);
        EL_VERIFY_OK(data);
        const QVector<Item> &items = data.value().items;
        QCOMPARE(items.size(), 5);
        const Item &slippers = items.at(2);
        QCOMPARE(slippers.key, QStringLiteral("ObjectRemoval/1/diverse"));
        QCOMPARE(slippers.instruction, QStringLiteral("Get rid of the red slippers"));
        QVERIFY(slippers.tags.contains(QStringLiteral("diverse")));
        QCOMPARE(slippers.sourcePath, QDir(root).filePath(QStringLiteral("EditData/ObjectRemoval/input/0001.jpg")));
        QCOMPARE(slippers.outputs.size(), 1);
        QCOMPARE(slippers.outputs.at(0).system, QStringLiteral("magicbrush"));
        QCOMPARE(slippers.outputs.at(0).path,
                 QDir(root).filePath(QStringLiteral("EditResult/ObjectRemoval/magicbrush/0001.jpg")));
        QCOMPARE(findScore(slippers.outputs.at(0), QStringLiteral("i2ebench"))->value, 1.0);
        QVERIFY(items.at(0).outputs.isEmpty()); // no EditResult/Deblurring
    }

    void editDataFolderItselfIsAccepted()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e-editdata")));
        const QString editData = QDir(root).filePath(QStringLiteral("EditData"));
        const auto data = read(QStringLiteral("i2ebench"), editData);
        EL_VERIFY_OK(data);
        QCOMPARE(data.value().items.size(), 5);
        QCOMPARE(data.value().items.at(2).outputs.size(), 2);
        QCOMPARE(m_registry.detect(editData).value()->id(), QStringLiteral("i2ebench"));
    }

    void judgedCorrectFollowsSummaryPy_data()
    {
        QTest::addColumn<QString>("judgement");
        QTest::addColumn<bool>("correct");
        QTest::newRow("Yes") << "Yes" << true;
        QTest::newRow("yes.") << "yes." << true;
        QTest::newRow("sentence") << "YES, the machine is right" << true;
        QTest::newRow("No") << "No" << false;
        QTest::newRow("empty") << "" << false;
    }

    void judgedCorrectFollowsSummaryPy()
    {
        QFETCH(QString, judgement);
        QFETCH(bool, correct);
        QCOMPARE(I2eBenchImport::judgedCorrect(judgement), correct);
    }

    void truncatedJsonNamesFileAndLine()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e-truncated")));
        const QString json = QDir(root).filePath(QStringLiteral("EditData/ObjectRemoval/ObjectRemoval.json"));
        writeText(json, objectRemovalJson.left(objectRemovalJson.indexOf("\"2\":")));
        const auto data = read(QStringLiteral("i2ebench"), root);
        QVERIFY(!data.ok());
        QCOMPARE(data.error().file, json);
        QCOMPARE(data.error().line, 6); // the text ends after line 5
    }

    void missingSourceImageIsAnErrorNamingIt()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e-nosource")));
        const QString missing = QDir(root).filePath(QStringLiteral("EditData/ObjectRemoval/input/0002.jpg"));
        QVERIFY(QFile::remove(missing));
        auto store = newStore(m_dir.path());
        const auto result = importInto(*store, m_registry, QStringLiteral("i2ebench"), root, {});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, QDir(root).filePath(QStringLiteral("EditData/ObjectRemoval/ObjectRemoval.json")));
        QCOMPARE(result.error().line, 6); // "2": is on line 6
        QVERIFY2(result.error().message.contains(missing), qPrintable(result.error().message));
        QCOMPARE(store->load().value().items.size(), 0); // all or nothing
    }

    void duplicateKeyIsRejectedWithFileAndLine()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e-duplicate")));
        const QString json = QDir(root).filePath(QStringLiteral("EditData/Deblurring/Deblurring.json"));
        writeText(json, "{\"1\": {\"image\": \"0001.png\", \"ori_exp\": \"Deblur\"},\n"
                        " \"1\": {\"image\": \"0002.png\", \"ori_exp\": \"Deblur\"}}\n");
        const auto data = read(QStringLiteral("i2ebench"), root);
        QVERIFY(!data.ok());
        QCOMPARE(data.error().file, json);
        QCOMPARE(data.error().line, 2);
    }

    // I²EBench's released judgement files number their entries on their own: EditEval_ori/ColorAlteration/<model>.json
    // and ObjectRemoval count from "0" where EditData counts from "1", and they still judge images EditData dropped
    // (ColorAlteration: 140 judgements, 138 entries). A judgement joins the entry by the image it names.
    void releasedJudgementsKeyedFromZeroJoinByImage()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e-released")));
        const QString json = QDir(root).filePath(QStringLiteral("EditEval_ori/ObjectRemoval/hive.json"));
        writeText(json, "{\n"
                        "    \"0\": {\n"
                        "        \"image\": \"0001.jpg\",\n"
                        "        \"dataset\": \"ObjectRemoval\",\n"
                        "        \"prompt\": \"Remove the red slippers\",\n"
                        "        \"question\": \"Is there a red slippers in the image? Answer Yes or No.\",\n"
                        "        \"evaluation\": {\n"
                        "            \"VLM_judgement\": \"No\"\n"
                        "        },\n"
                        "        \"type\": \"object\",\n"
                        "        \"gt\": \"No\",\n"
                        "        \"final_judgement\": \"Yes\"\n"
                        "    },\n"
                        "    \"1\": {\"image\": \"0002.jpg\", \"final_judgement\": \"No\"},\n"
                        "    \"2\": {\"image\": \"0005.jpg\", \"final_judgement\": \"Yes\"},\n"
                        "    \"9\": {\"image\": \"0010.jpg\", \"final_judgement\": \"Yes\"}\n"
                        "}\n");
        const auto data = read(QStringLiteral("i2ebench"), root);
        EL_VERIFY_OK(data);
        const auto scoreOf = [&](const QString &key) {
            for (const Item &item : data.value().items)
                if (item.key == key)
                    for (const Output &o : item.outputs)
                        if (o.system == QLatin1String("hive"))
                            if (const Score *s = findScore(o, QStringLiteral("i2ebench")))
                                return s->value;
            return -1.0;
        };
        QCOMPARE(scoreOf(QStringLiteral("ObjectRemoval/1")), 1.0);  // judgement "0" names 0001.jpg
        QCOMPARE(scoreOf(QStringLiteral("ObjectRemoval/2")), 0.0);  // judgement "1" names 0002.jpg
        QCOMPARE(scoreOf(QStringLiteral("ObjectRemoval/10")), 1.0); // judgement "9" names 0010.jpg
        // 0005.jpg has no entry in EditData: its judgement is left out, not an error.

        // Two judgements of one image cannot both be joined.
        writeText(json, "{\"0\": {\"image\": \"0001.jpg\", \"final_judgement\": \"No\"},\n"
                        " \"1\": {\"image\": \"0001.jpg\", \"final_judgement\": \"Yes\"}}\n");
        const auto twice = read(QStringLiteral("i2ebench"), root);
        QVERIFY(!twice.ok());
        QCOMPARE(twice.error().file, json);
        QCOMPARE(twice.error().line, 2);
        QVERIFY2(twice.error().message.contains(QStringLiteral("both judge the image '0001.jpg'")),
                 qPrintable(twice.error().toString()));
    }

    // The published files (../shared/data/i2ebench, cocoshe/I2EBench @ 7de50e3), with a tiny image standing in for
    // every source and edit (the repository holds none): the two dimensions whose judgements count from "0" import,
    // and each model gets a score on every entry. Expected counts, by Python over the same files joined by image
    // ("yes" in final_judgement.lower()): ColorAlteration magicbrush 78 / 138, hive 42 / 138; ObjectRemoval
    // magicbrush 45 / 139, hive 59 / 139.
    void publishedJudgementFilesJoinEveryEntry()
    {
        const QDir shared(QDir::cleanPath(QStringLiteral(EDITLENS_SHARED_DATA_DIR "/i2ebench")));
        if (!QFileInfo(shared.filePath(QStringLiteral("EditEval_ori/ColorAlteration/magicbrush.json"))).isFile())
            QSKIP("../shared/data/i2ebench is absent (a fresh clone has no shared data); real-data test skipped");
        const QDir root(path(QStringLiteral("i2e-published")));
        const QStringList models = {QStringLiteral("hive"), QStringLiteral("magicbrush")};
        for (const QString &dim : {QStringLiteral("ColorAlteration"), QStringLiteral("ObjectRemoval")}) {
            const QString entries = QStringLiteral("EditData/%1/%1.json").arg(dim);
            writeText(root.filePath(entries), readText(shared.filePath(entries)));
            const QJsonObject object = QJsonDocument::fromJson(readText(shared.filePath(entries))).object();
            for (const auto &entry : object) {
                const QString image = entry.toObject().value(QStringLiteral("image")).toString();
                writeImage(root.filePath(QStringLiteral("EditData/%1/input/%2").arg(dim, image)), QSize(1, 1),
                           Qt::gray);
                for (const QString &model : models)
                    writeImage(root.filePath(QStringLiteral("EditResult_ori/%1/%2/%3").arg(dim, model, image)),
                               QSize(1, 1), Qt::gray);
            }
            for (const QString &model : models) {
                const QString judgements = QStringLiteral("EditEval_ori/%1/%2.json").arg(dim, model);
                writeText(root.filePath(judgements), readText(shared.filePath(judgements)));
            }
        }
        const auto data = read(QStringLiteral("i2ebench"), root.path());
        EL_VERIFY_OK(data);
        QHash<QString, std::pair<int, int>> byDimModel; // scored, correct
        for (const Item &item : data.value().items)
            for (const Output &o : item.outputs)
                if (const Score *s = findScore(o, QStringLiteral("i2ebench"))) {
                    auto &[scored, correct] = byDimModel[item.tags.at(1) + QLatin1Char('/') + o.system];
                    ++scored;
                    correct += int(s->value);
                }
        QCOMPARE(byDimModel.value(QStringLiteral("ColorAlteration/magicbrush")), std::pair(138, 78));
        QCOMPARE(byDimModel.value(QStringLiteral("ColorAlteration/hive")), std::pair(138, 42));
        QCOMPARE(byDimModel.value(QStringLiteral("ObjectRemoval/magicbrush")), std::pair(139, 45));
        QCOMPARE(byDimModel.value(QStringLiteral("ObjectRemoval/hive")), std::pair(139, 59));
    }

    void detectPicksI2eBenchAndLeavesOtherFoldersAlone()
    {
        const QString root = writeBenchmark(path(QStringLiteral("i2e-detect")));
        QCOMPARE(m_registry.detect(root).value()->id(), QStringLiteral("i2ebench"));
        const ImportFormat *original = m_registry.importFormat(QStringLiteral("i2ebench"));
        const ImportFormat *diverse = m_registry.importFormat(QStringLiteral("i2ebench-diverse"));
        QCOMPARE(original->detect(root), 95);
        QCOMPARE(diverse->detect(root), 0);
        QCOMPARE(original->detect(QDir(root).filePath(QStringLiteral("EditData/ObjectRemoval/ObjectRemoval.json"))), 0);

        // Other formats' folders and files stay theirs.
        const QDir mb(path(QStringLiteral("other-magicbrush")));
        writeImage(mb.filePath(QStringLiteral("images/7/7-input.png")), QSize(4, 4), Qt::gray);
        writeImage(mb.filePath(QStringLiteral("images/7/7-output1.png")), QSize(4, 4), Qt::red);
        writeText(mb.filePath(QStringLiteral("edit_sessions.json")),
                  "{\"7\": [{\"input\": \"7-input.png\", \"output\": \"7-output1.png\"}]}\n");
        const QDir hub(path(QStringLiteral("other-imagenhub")));
        writeImage(hub.filePath(QStringLiteral("input/sample_1_1.jpg")), QSize(4, 4), Qt::gray);
        writeImage(hub.filePath(QStringLiteral("MagicBrush/sample_1_1.jpg")), QSize(4, 4), Qt::red);
        const QDir dice(path(QStringLiteral("other-dice")));
        writeText(dice.filePath(QStringLiteral("predicted_differences.json")),
                  "[{\"original_path\": \"a.png\", \"edited_path\": \"b.png\", \"bbox\": [0, 0, 1, 1]}]\n");
        const QDir bpm(path(QStringLiteral("other-bpm")));
        writeText(
            bpm.filePath(QStringLiteral("data/local_metadata.json")),
            "[{\"index\": 0, \"source_image_path\": \"s.png\", \"edited_image1\": {\"image_path\": \"e.png\"}}]\n");
        const struct
        {
            QString path;
            const char *format;
        } others[] = {
            {mb.path(), "magicbrush"},
            {hub.path(), "imagenhub"},
            {dice.path(), "dice"},
            {bpm.filePath(QStringLiteral("data/local_metadata.json")), "bpm"},
        };
        for (const auto &other : others) {
            QCOMPARE(original->detect(other.path), 0);
            QCOMPARE(diverse->detect(other.path), 0);
            const auto detected = m_registry.detect(other.path);
            EL_VERIFY_OK(detected);
            QCOMPARE(detected.value()->id(), QString::fromLatin1(other.format));
        }
        QCOMPARE(original->detect(m_dir.path()), 0); // a folder without EditData/
    }
};

QTEST_GUILESS_MAIN(TestI2eBenchImport)
#include "tst_i2ebenchimport.moc"
