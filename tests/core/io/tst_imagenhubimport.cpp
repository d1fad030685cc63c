// ImagenHub's layout and ratings import, the real ratings where they are present, and every refused file.
// Over 500 lines because each refused file is its own case naming the file and line it must report.
#include "io/formatregistry.h"
#include "io/imagenhubimport.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <optional>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

const Rating *findRating(const Output &output, const QString &annotator, const QString &dimension)
{
    for (const Rating &r : output.ratings)
        if (r.annotator == annotator && r.dimension == dimension)
            return &r;
    return nullptr;
}

// rater "r1": CRLF, a byte order mark, spaces inside and around cells, a quoted cell, an empty
// cell (not rated), no newline at the end. rater "r2": plain LF, the same uids in another order.
const QByteArray rater1 = "\xEF\xBB\xBFuid\tSysA\tSysB\r\n"
                          "u1\t[0.5, 1]\t[0,0]\r\n"
                          "u2\t [1 , 0.5] \t\"[0,  1]\"\r\n"
                          "u3\t\t[1,1]";
const QByteArray rater2 = "uid\tSysA\tSysB\n"
                          "u2\t[0,0]\t[0.5,0.5]\n"
                          "\n"
                          "u1\t[1, 1]\t[0, 0.5]\n"
                          "u3\t[0.5,0]\t[1,0]\n";

std::optional<double> scoreOf(const Output &output, const QString &metric)
{
    for (const Score &s : output.scores)
        if (s.metric == metric)
            return s.value;
    return std::nullopt;
}

// ImagenHub's dataset_lookup.json for the layout below: global captions as ImagenHub writes them on one entry,
// the prompt spelling on another, an unknown key, and an entry without an image (allowed).
const QByteArray layoutLookup =
    "{\n"
    "    \"sample_1_1.jpg\": {\n"
    "        \"source_global_caption\": \"a red square\",\n"
    "        \"instruction\": \"make it blue\",\n"
    "        \"target_global_caption\": \"a blue square\"\n"
    "    },\n"
    "    \"sample_2_1.png\": {\"instruction\": \"add a hat\", \"img_id\": 2},\n"
    "    \"sample_3_2.jpg\": {\"instruction\": \"remove the dog\", \"tgt_prompt\": \"a lawn\"},\n"
    "    \"sample_9_1.jpg\": {\"instruction\": \"no image for this one\"}\n"
    "}\n";

// Two raters of the layout below. Imagic has no image folder, sample_7_1.jpg no input image, and nobody rated
// sample_2_1.png: all of that is kept or left unrated, not an error.
const QByteArray layoutRater1 = "uid\tMagicBrush\tInstructPix2Pix\tImagic\n"
                                "sample_1_1.jpg\t[0.5, 1]\t[1, 1]\t[0, 0]\n"
                                "sample_3_2.jpg\t[0, 0.5]\t[1, 0.5]\t\n"
                                "sample_7_1.jpg\t[1, 1]\t\t\n";
const QByteArray layoutRater2 = "uid\tMagicBrush\tInstructPix2Pix\tImagic\n"
                                "sample_3_2.jpg\t[1, 1]\t[0.5, 0.5]\t[0, 1]\n"
                                "sample_1_1.jpg\t[0, 0]\t[0.5, 1]\t[0, 0.5]\n";

} // namespace

class TestImagenHubImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

    QString writeRaterFolder(const QString &name)
    {
        QDir(m_dir.path()).mkpath(name);
        writeText(path(name + QStringLiteral("/Edit_IE_r1.tsv")), rater1);
        writeText(path(name + QStringLiteral("/Edit_IE_r2.tsv")), rater2);
        return path(name);
    }

    // A tiny ImagenHub output folder `name`: inputs sample_1_1.jpg, sample_2_1.png and sample_3_2.jpg (40x30),
    // GroundTruth/ for sample_1_1.jpg only, MagicBrush/ (sample_1_1.jpg, sample_2_1.png) and InstructPix2Pix/
    // (sample_1_1.jpg, sample_3_2.jpg) with 64x48 outputs, `lookup` as dataset_lookup.json unless it is null, and
    // the two rater files when `raters` is set. A stray text file in input/ and an empty folder must be ignored.
    QString writeLayout(const QString &name, const QByteArray &lookup, bool raters = true)
    {
        const QDir root(path(name));
        for (const QString &sub : {QStringLiteral("input"), QStringLiteral("GroundTruth"), QStringLiteral("MagicBrush"),
                                   QStringLiteral("InstructPix2Pix"), QStringLiteral("empty")})
            root.mkpath(sub);
        const QSize in(40, 30);
        const QSize out(64, 48);
        writeImage(root.filePath(QStringLiteral("input/sample_1_1.jpg")), in, Qt::red);
        writeImage(root.filePath(QStringLiteral("input/sample_2_1.png")), in, Qt::green);
        writeImage(root.filePath(QStringLiteral("input/sample_3_2.jpg")), in, Qt::gray);
        writeText(root.filePath(QStringLiteral("input/notes.txt")), "not an image");
        writeImage(root.filePath(QStringLiteral("GroundTruth/sample_1_1.jpg")), in, Qt::blue);
        writeImage(root.filePath(QStringLiteral("MagicBrush/sample_1_1.jpg")), out, Qt::darkBlue);
        writeImage(root.filePath(QStringLiteral("MagicBrush/sample_2_1.png")), out, Qt::yellow);
        writeImage(root.filePath(QStringLiteral("InstructPix2Pix/sample_1_1.jpg")), out, Qt::cyan);
        writeImage(root.filePath(QStringLiteral("InstructPix2Pix/sample_3_2.jpg")), out, Qt::white);
        if (!lookup.isNull())
            writeText(root.filePath(QStringLiteral("dataset_lookup.json")), lookup);
        if (raters) {
            writeText(root.filePath(QStringLiteral("Text-Guided_IE_rater1.tsv")), layoutRater1);
            writeText(root.filePath(QStringLiteral("Text-Guided_IE_rater2.tsv")), layoutRater2);
        }
        return root.path();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void annotatorIsTheTextAfterTheLastUnderscore_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("annotator");
        QTest::newRow("ImagenHub") << QStringLiteral("/x/Text-Guided_IE_rater1.tsv") << QStringLiteral("rater1");
        QTest::newRow("no underscore") << QStringLiteral("alice.tsv") << QStringLiteral("alice");
        QTest::newRow("trailing underscore") << QStringLiteral("ratings_.tsv") << QStringLiteral("ratings_");
        QTest::newRow("dots in the name") << QStringLiteral("v1.2_bob.tsv") << QStringLiteral("bob");
    }

    void annotatorIsTheTextAfterTheLastUnderscore()
    {
        QFETCH(QString, file);
        QFETCH(QString, annotator);
        QCOMPARE(ImagenHubImport::annotatorFromFileName(file), annotator);
    }

    void folderOfRaterFilesBecomesItemsWithScAndPqAndO()
    {
        const QString folder = writeRaterFolder(QStringLiteral("variants"));
        const auto read = m_registry.importFormat(QStringLiteral("imagenhub"))->read(folder, {}, {});
        EL_VERIFY_OK(read);
        const StudyData &data = read.value();

        QCOMPARE(data.dimensions.size(), 3);
        for (const Dimension &d : data.dimensions) {
            QCOMPARE(d.scaleMin, 0.0);
            QCOMPARE(d.scaleMax, 1.0);
        }
        QCOMPARE(data.dimensions[0].name, QStringLiteral("SC"));
        QCOMPARE(data.dimensions[1].name, QStringLiteral("PQ"));
        QCOMPARE(data.dimensions[2].name, QStringLiteral("O"));

        QCOMPARE(data.items.size(), 3); // merged across the two raters
        const Item *u1 = findItem(data, QStringLiteral("u1"));
        const Item *u2 = findItem(data, QStringLiteral("u2"));
        const Item *u3 = findItem(data, QStringLiteral("u3"));
        QVERIFY(u1 && u2 && u3);
        QVERIFY(u1->sourcePath.isEmpty());
        QCOMPARE(u1->outputs.size(), 2);
        QCOMPARE(u1->outputs[0].ratings.size(), 6); // 2 raters x SC, PQ, O

        const Output *u1a = const_cast<Item *>(u1)->findOutput(QStringLiteral("SysA"));
        QVERIFY(u1a);
        QCOMPARE(findRating(*u1a, QStringLiteral("r1"), QStringLiteral("SC"))->value, 0.5);
        QCOMPARE(findRating(*u1a, QStringLiteral("r1"), QStringLiteral("PQ"))->value, 1.0);
        QCOMPARE(findRating(*u1a, QStringLiteral("r1"), QStringLiteral("O"))->value, std::sqrt(0.5));
        QCOMPARE(findRating(*u1a, QStringLiteral("r1"), QStringLiteral("O"))->line, 2);
        QCOMPARE(findRating(*u1a, QStringLiteral("r2"), QStringLiteral("O"))->value, 1.0);
        QCOMPARE(findRating(*u1a, QStringLiteral("r2"), QStringLiteral("SC"))->line, 4); // after a blank line

        const Output *u2a = const_cast<Item *>(u2)->findOutput(QStringLiteral("SysA"));
        const Output *u2b = const_cast<Item *>(u2)->findOutput(QStringLiteral("SysB"));
        QCOMPARE(findRating(*u2a, QStringLiteral("r1"), QStringLiteral("SC"))->value, 1.0); // " [1 , 0.5] "
        QCOMPARE(findRating(*u2a, QStringLiteral("r1"), QStringLiteral("PQ"))->value, 0.5);
        QCOMPARE(findRating(*u2b, QStringLiteral("r1"), QStringLiteral("PQ"))->value, 1.0); // quoted
        QCOMPARE(findRating(*u2b, QStringLiteral("r1"), QStringLiteral("O"))->value, 0.0);
        QCOMPARE(findRating(*u2b, QStringLiteral("r2"), QStringLiteral("O"))->value, 0.5); // sqrt(0.25)

        // r1 left u3/SysA empty: only r2 rated it.
        const Output *u3a = const_cast<Item *>(u3)->findOutput(QStringLiteral("SysA"));
        QCOMPARE(u3a->ratings.size(), 3);
        QCOMPARE(u3a->ratings[0].annotator, QStringLiteral("r2"));
        QCOMPARE(findRating(*const_cast<Item *>(u3)->findOutput(QStringLiteral("SysB")), QStringLiteral("r1"),
                            QStringLiteral("SC"))
                     ->line,
                 4); // last line, no trailing newline
    }

    void importIntoStoreCountsEveryRating()
    {
        auto store = newStore();
        const auto summary =
            importInto(*store, m_registry, QStringLiteral("auto"), writeRaterFolder(QStringLiteral("store")), {});
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().formatId, QStringLiteral("imagenhub"));
        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, 3);
        QCOMPARE(counts.outputs, 6);
        QCOMPARE(counts.systems, 2);
        QCOMPARE(counts.annotators, 2);
        QCOMPARE(counts.ratings, (6 + 5) * 3); // 6 cells from r2, 5 from r1 (one empty)
        const QVector<Dimension> dims = store->dimensions().value();
        QCOMPARE(dims.size(), 3);
    }

    // ImagenHub's Subject-Driven_IG and Multi-Subject_IG rater files (eval/human_ratings/<task>/<task>_rater<k>.tsv)
    // share uids (sample_0.jpg, ...) and models (DreamBooth, TextualInversion). Imported one after the other into one
    // study they stay two sets of items, and no rating is replaced.
    void twoTasksSharingUidsStayApartInOneStudy()
    {
        const QByteArray subject = "uid\tDreamBooth\tTextualInversion\tBLIPDiffusion\n"
                                   "sample_0.jpg\t[1, 1]\t[0.5, 0.5]\t[0, 1]\n"
                                   "sample_1.jpg\t[0.5, 1]\t[0, 0]\t[1, 0.5]\n";
        const QByteArray multi = "uid\tDreamBooth\tTextualInversion\tCustomDiffusion\n"
                                 "sample_0.jpg\t[0, 0]\t[1, 0.5]\t[0.5, 0.5]\n"
                                 "sample_1.jpg\t[0, 1]\t[1, 1]\t[0, 0.5]\n";
        for (const char *task : {"Subject-Driven_IG", "Multi-Subject_IG"})
            for (const char *rater : {"rater1", "rater2"})
                writeText(path(QStringLiteral("tasks/%1/%1_%2.tsv").arg(QLatin1String(task), QLatin1String(rater))),
                          QByteArray(task) == "Multi-Subject_IG" ? multi : subject);
        auto store = newStore();
        const auto first =
            importInto(*store, m_registry, QStringLiteral("auto"), path(QStringLiteral("tasks/Subject-Driven_IG")), {});
        EL_VERIFY_OK(first);
        QCOMPARE(first.value().replaced, 0);
        const auto second =
            importInto(*store, m_registry, QStringLiteral("auto"), path(QStringLiteral("tasks/Multi-Subject_IG")), {});
        EL_VERIFY_OK(second);
        QCOMPARE(second.value().replaced, 0);
        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, 4);
        QCOMPARE(counts.ratings, 2 * (2 * 2 * 3 * 3)); // two tasks × two raters × 2 uids × 3 models × SC, PQ, O

        const StudyData all = store->load().value();
        const Item *subjectItem = findItem(all, QStringLiteral("sample_0.jpg")); // the first task keeps its uids
        const Item *multiItem = findItem(all, QStringLiteral("Multi-Subject_IG/sample_0.jpg"));
        QVERIFY(subjectItem && multiItem);
        QVERIFY(subjectItem->tags.contains(QStringLiteral("imagenhub-task:Subject-Driven_IG")));
        QVERIFY(multiItem->tags.contains(QStringLiteral("imagenhub-task:Multi-Subject_IG")));
        QCOMPARE(findRating(*findOutput(*subjectItem, QStringLiteral("DreamBooth")), QStringLiteral("rater1"),
                            QStringLiteral("SC"))
                     ->value,
                 1.0);
        QCOMPARE(findRating(*findOutput(*multiItem, QStringLiteral("DreamBooth")), QStringLiteral("rater1"),
                            QStringLiteral("SC"))
                     ->value,
                 0.0);

        // Importing a task again replaces its own ratings, and the summary says how many.
        const auto again =
            importInto(*store, m_registry, QStringLiteral("auto"), path(QStringLiteral("tasks/Multi-Subject_IG")), {});
        EL_VERIFY_OK(again);
        QCOMPARE(again.value().replaced, again.value().ratings);
        QCOMPARE(again.value().ratings, qint64(2 * 2 * 3 * 3));
        QCOMPARE(store->counts().value().items, 4);
    }

    void singleFileTakesAnnotatorFromOption()
    {
        writeText(path(QStringLiteral("single_r9.tsv")), rater2);
        const ImportFormat *format = m_registry.importFormat(QStringLiteral("imagenhub"));
        const auto byName = format->read(path(QStringLiteral("single_r9.tsv")), {}, {});
        EL_VERIFY_OK(byName);
        QCOMPARE(byName.value().items[0].outputs[0].ratings[0].annotator, QStringLiteral("r9"));
        ImportOptions options;
        options.annotator = QStringLiteral("carol");
        const auto named = format->read(path(QStringLiteral("single_r9.tsv")), options, {});
        EL_VERIFY_OK(named);
        QCOMPARE(named.value().items[0].key, QStringLiteral("u2"));
        QCOMPARE(named.value().items[0].outputs[0].ratings[0].annotator, QStringLiteral("carol"));
    }

    void detectClaimsRaterFilesAndFolders()
    {
        const QString folder = writeRaterFolder(QStringLiteral("detect"));
        const ImportFormat *format = m_registry.importFormat(QStringLiteral("imagenhub"));
        QCOMPARE(format->detect(folder), 90);
        QCOMPARE(format->detect(QDir(folder).filePath(QStringLiteral("Edit_IE_r1.tsv"))), 90); // despite the BOM
        QCOMPARE(m_registry.detect(folder).value()->id(), QStringLiteral("imagenhub"));
        writeText(path(QStringLiteral("other.tsv")), "id\tSysA\nu1\t[0,0]\n");
        QCOMPARE(format->detect(path(QStringLiteral("other.tsv"))), 0);
    }

    void malformedFileFailsWithLineAndLeavesStudyUnchanged_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("one number") << QByteArray("uid\tSysA\nu1\t[0,0]\nu2\t[0.5]\n") << 3
                                    << QStringLiteral("'[0.5]'");
        QTest::newRow("not a number") << QByteArray("uid\tSysA\tSysB\nu1\t[0,0]\t[0, high]\n") << 2
                                      << QStringLiteral("'SysB'");
        QTest::newRow("no brackets") << QByteArray("uid\tSysA\r\nu1\t0.5, 1\r\n") << 2 << QStringLiteral("[SC, PQ]");
        QTest::newRow("outside 0-1") << QByteArray("uid\tSysA\nu1\t[0,0]\nu2\t[0,0]\nu3\t[2, 0.5]\n") << 4
                                     << QStringLiteral("0-1");
        QTest::newRow("negative") << QByteArray("uid\tSysA\nu1\t[-0.5, 0.5]\n") << 2 << QStringLiteral("0-1");
        QTest::newRow("ragged row") << QByteArray("uid\tSysA\tSysB\nu1\t[0,0]\t[0,0]\nu2\t[0,0]\n") << 3
                                    << QStringLiteral("fields");
        QTest::newRow("missing uid column") << QByteArray("id\tSysA\nu1\t[0,0]\n") << 1 << QStringLiteral("'uid'");
        QTest::newRow("duplicate uid") << QByteArray("uid\tSysA\nu1\t[0,0]\nu2\t[0,0]\nu1\t[1,1]\n") << 4
                                       << QStringLiteral("line 2");
        QTest::newRow("duplicate model") << QByteArray("uid\tSysA\tSysA\nu1\t[0,0]\t[0,0]\n") << 1
                                         << QStringLiteral("'SysA'");
    }

    void malformedFileFailsWithLineAndLeavesStudyUnchanged()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        auto store = newStore();
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("imagenhub"), writeRaterFolder(QStringLiteral("base")), {}));
        const StudyCounts before = store->counts().value();

        // A bad rater file beside a good one: nothing of either may reach the study.
        const QString folder = path(QStringLiteral("bad-") + QString::fromLatin1(QTest::currentDataTag()));
        QDir(m_dir.path()).mkpath(folder);
        writeText(QDir(folder).filePath(QStringLiteral("a_good.tsv")), "uid\tSysA\nfresh\t[1,1]\n");
        const QString bad = QDir(folder).filePath(QStringLiteral("b_bad.tsv"));
        writeText(bad, text);
        const auto result = importInto(*store, m_registry, QStringLiteral("imagenhub"), folder, {});
        verifyImportError(result, bad, line, fragment);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(result.error().toString().startsWith(bad + QLatin1Char(':') + QString::number(line)
                                                     + QStringLiteral(": ")));
        verifyCountsUnchanged(*store, before);
    }

    void twoFilesNamingOneAnnotatorFail()
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("twins"));
        writeText(path(QStringLiteral("twins/a_r1.tsv")), rater2);
        writeText(path(QStringLiteral("twins/b_r1.tsv")), rater2);
        const auto read =
            m_registry.importFormat(QStringLiteral("imagenhub"))->read(path(QStringLiteral("twins")), {}, {});
        QVERIFY(!read.ok());
        QCOMPARE(read.error().file, path(QStringLiteral("twins/b_r1.tsv")));
        QVERIFY(read.error().message.contains(QStringLiteral("'r1'")));
    }

    void layoutBecomesItemsWithImagesInstructionsAndRatings()
    {
        const QString root = writeLayout(QStringLiteral("layout-read"), layoutLookup);
        const QDir dir(root);
        const auto read = m_registry.importFormat(QStringLiteral("imagenhub"))->read(root, {}, {});
        EL_VERIFY_OK(read);
        const StudyData &data = read.value();
        QCOMPARE(data.dimensions.size(), 3);

        // input/ in name order, then the rated uid without an image.
        QStringList keys;
        for (const Item &item : data.items)
            keys << item.key;
        QCOMPARE(keys, (QStringList{QStringLiteral("sample_1_1.jpg"), QStringLiteral("sample_2_1.png"),
                                    QStringLiteral("sample_3_2.jpg"), QStringLiteral("sample_7_1.jpg")}));

        const Item &first = data.items[0];
        QCOMPARE(first.sourcePath, dir.absoluteFilePath(QStringLiteral("input/sample_1_1.jpg")));
        QCOMPARE(first.groundTruthPath, dir.absoluteFilePath(QStringLiteral("GroundTruth/sample_1_1.jpg")));
        QCOMPARE(first.instruction, QStringLiteral("make it blue"));
        QCOMPARE(first.sourceCaption, QStringLiteral("a red square"));
        QCOMPARE(first.targetCaption, QStringLiteral("a blue square"));
        QCOMPARE(first.location.file, dir.absoluteFilePath(QStringLiteral("dataset_lookup.json")));
        QCOMPARE(first.location.line, 2);
        // Model folders in name order, then Imagic, which has ratings but no folder.
        QCOMPARE(first.outputs.size(), 3);
        QCOMPARE(first.outputs[0].system, QStringLiteral("InstructPix2Pix"));
        QCOMPARE(first.outputs[0].path, dir.absoluteFilePath(QStringLiteral("InstructPix2Pix/sample_1_1.jpg")));
        QCOMPARE(first.outputs[1].system, QStringLiteral("MagicBrush"));
        QCOMPARE(first.outputs[1].path, dir.absoluteFilePath(QStringLiteral("MagicBrush/sample_1_1.jpg")));
        QCOMPARE(first.outputs[2].system, QStringLiteral("Imagic"));
        QVERIFY(first.outputs[2].path.isEmpty());

        // Ratings land on the outputs of the same uid and model; O = sqrt(SC * PQ) per rater.
        const Output &mb = first.outputs[1];
        QCOMPARE(mb.ratings.size(), 6);
        QCOMPARE(findRating(mb, QStringLiteral("rater1"), QStringLiteral("SC"))->value, 0.5);
        QCOMPARE(findRating(mb, QStringLiteral("rater1"), QStringLiteral("PQ"))->value, 1.0);
        QCOMPARE(findRating(mb, QStringLiteral("rater1"), QStringLiteral("O"))->value, std::sqrt(0.5));
        QCOMPARE(findRating(mb, QStringLiteral("rater2"), QStringLiteral("O"))->value, 0.0);
        QCOMPARE(findRating(mb, QStringLiteral("rater2"), QStringLiteral("SC"))->line, 3);
        const Output &ip2p = first.outputs[0];
        QCOMPARE(findRating(ip2p, QStringLiteral("rater2"), QStringLiteral("O"))->value, std::sqrt(0.5));

        // No ground truth, one model, nobody rated it.
        const Item &second = data.items[1];
        QVERIFY(second.groundTruthPath.isEmpty());
        QCOMPARE(second.instruction, QStringLiteral("add a hat"));
        QVERIFY(second.sourceCaption.isEmpty());
        QCOMPARE(second.outputs.size(), 1);
        QCOMPARE(second.outputs[0].path, dir.absoluteFilePath(QStringLiteral("MagicBrush/sample_2_1.png")));
        QVERIFY(second.outputs[0].ratings.isEmpty());

        const Item &third = data.items[2];
        QCOMPARE(third.targetCaption, QStringLiteral("a lawn"));
        QCOMPARE(third.outputs.size(), 3); // InstructPix2Pix with its image; MagicBrush and Imagic rated only
        const Output *ratedOnly = findOutput(third, QStringLiteral("MagicBrush"));
        const Output *withImage = findOutput(third, QStringLiteral("InstructPix2Pix"));
        QVERIFY(ratedOnly && withImage && ratedOnly->path.isEmpty() && !withImage->path.isEmpty());
        QCOMPARE(findRating(*ratedOnly, QStringLiteral("rater2"), QStringLiteral("O"))->value, 1.0);
        QCOMPARE(findRating(*withImage, QStringLiteral("rater1"), QStringLiteral("PQ"))->value, 0.5);

        const Item &rated = data.items[3];
        QVERIFY(rated.sourcePath.isEmpty());
        QCOMPARE(rated.outputs.size(), 1);
        QCOMPARE(rated.outputs[0].ratings.size(), 3);
    }

    void layoutImportsIntoStoreAndViescoreJudgementsAttach()
    {
        const QString root = writeLayout(QStringLiteral("layout-store"), layoutLookup);
        auto store = newStore();
        const auto summary = importInto(*store, m_registry, QStringLiteral("auto"), root, {});
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().formatId, QStringLiteral("imagenhub"));
        QCOMPARE(summary.value().items, 4);
        QCOMPARE(summary.value().outputs, 3 + 1 + 3 + 1);
        QCOMPARE(summary.value().ratings, (6 + 6) * 3); // 6 rated cells per rater
        StudyCounts counts = store->counts().value();
        QCOMPARE(counts.systems, 3);
        QCOMPARE(counts.annotators, 2);

        // VIEScore's judge files name the same uids: the scores attach to the outputs that have images.
        const QDir judge(path(QStringLiteral("layout-judge/MagicBrush")));
        QVERIFY(judge.mkpath(QStringLiteral(".")));
        writeText(judge.filePath(QStringLiteral("SC.json")),
                  "{\"sample_1_1.jpg\": {\"score\": [8, 6], \"reasoning\": \"ok\"},\n"
                  " \"sample_2_1.png\": {\"score\": \"[5]\"}}\n");
        writeText(judge.filePath(QStringLiteral("PQ.json")),
                  "{\"sample_1_1.jpg\": {\"score\": [9, 4]},\n \"sample_2_1.png\": {\"score\": [10, 10]}}\n");
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("viescore"), path(QStringLiteral("layout-judge")), {}));
        counts = store->counts().value();
        QCOMPARE(counts.items, 4);
        QCOMPARE(counts.outputs, 8);
        QCOMPARE(counts.scores, 2 * 3);

        const StudyData data = store->load().value();
        const Item *first = findItem(data, QStringLiteral("sample_1_1.jpg"));
        QVERIFY(first);
        QCOMPARE(first->sourcePath, QStringLiteral("layout-store/input/sample_1_1.jpg"));
        QCOMPARE(first->sourceSize, QSize(40, 30));
        QCOMPARE(first->groundTruthPath, QStringLiteral("layout-store/GroundTruth/sample_1_1.jpg"));
        QCOMPARE(first->instruction, QStringLiteral("make it blue"));
        QCOMPARE(first->targetCaption, QStringLiteral("a blue square"));
        const Output *mb = findOutput(*first, QStringLiteral("MagicBrush"));
        QVERIFY(mb);
        QCOMPARE(mb->path, QStringLiteral("layout-store/MagicBrush/sample_1_1.jpg"));
        QCOMPARE(mb->size, QSize(64, 48));
        QCOMPARE(mb->ratings.size(), 6);
        QCOMPARE(*scoreOf(*mb, QStringLiteral("viescore_sc")), 0.6); // min(8, 6) / 10
        QCOMPARE(*scoreOf(*mb, QStringLiteral("viescore_pq")), 0.4); // min(9, 4) / 10
        QCOMPARE(*scoreOf(*mb, QStringLiteral("viescore")), std::sqrt(0.6 * 0.4));
        const Output *hat = findOutput(*findItem(data, QStringLiteral("sample_2_1.png")), QStringLiteral("MagicBrush"));
        QCOMPARE(hat->path, QStringLiteral("layout-store/MagicBrush/sample_2_1.png"));
        QCOMPARE(*scoreOf(*hat, QStringLiteral("viescore")), std::sqrt(0.5));
        QVERIFY(hat->ratings.isEmpty());
    }

    void detectClaimsTheImageLayoutWithoutLookupOrRaters()
    {
        const QString root = writeLayout(QStringLiteral("layout-detect"), QByteArray(), false);
        const ImportFormat *format = m_registry.importFormat(QStringLiteral("imagenhub"));
        QCOMPARE(format->detect(root), 90);
        QCOMPARE(m_registry.detect(root).value()->id(), QStringLiteral("imagenhub"));
        const auto read = format->read(root, {}, {});
        EL_VERIFY_OK(read);
        QCOMPARE(read.value().items.size(), 3);
        QVERIFY(read.value().items[0].instruction.isEmpty()); // no dataset_lookup.json here or in the parent
        QCOMPARE(read.value().items[0].location.file, QDir(root).absolutePath());
        // input/ without an ImagenHub sample image is not claimed.
        QDir(m_dir.path()).mkpath(QStringLiteral("layout-noimages/input"));
        QCOMPARE(format->detect(path(QStringLiteral("layout-noimages"))), 0);
    }

    void lookupInTheParentFolderAndNoRatersGiveImagesOnly()
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("layout-parent"));
        writeText(path(QStringLiteral("layout-parent/dataset_lookup.json")), layoutLookup);
        const QString root = writeLayout(QStringLiteral("layout-parent/results"), QByteArray(), false);
        const auto read = m_registry.importFormat(QStringLiteral("imagenhub"))->read(root, {}, {});
        EL_VERIFY_OK(read);
        QVERIFY(read.value().dimensions.isEmpty()); // no rater files, no rating dimensions
        QCOMPARE(read.value().items.size(), 3);
        QCOMPARE(read.value().items[2].instruction, QStringLiteral("remove the dog"));
    }

    void brokenLookupFailsWithFileAndLine_data()
    {
        QTest::addColumn<QByteArray>("lookup");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        const QByteArray good = "    \"sample_1_1.jpg\": {\"instruction\": \"a\"},\n"
                                "    \"sample_2_1.png\": {\"instruction\": \"b\"},\n";
        QTest::newRow("syntax") << QByteArray("{\n" + good + "    \"sample_3_2.jpg\": {\"instruction\": \"c\",}\n}\n")
                                << 4 << QStringLiteral("invalid JSON");
        QTest::newRow("not an object") << QByteArray("[\"sample_1_1.jpg\"]\n") << 1 << QStringLiteral("object");
        QTest::newRow("entry not an object")
            << QByteArray("{\n" + good + "    \"sample_3_2.jpg\": \"remove the dog\"\n}\n") << 4
            << QStringLiteral("'sample_3_2.jpg'");
        QTest::newRow("instruction missing")
            << QByteArray("{\n" + good + "    \"sample_3_2.jpg\": {\"prompt\": \"c\"}\n}\n") << 4
            << QStringLiteral("\"instruction\"");
        QTest::newRow("instruction a number") << QByteArray("{\n    \"sample_1_1.jpg\": {\"instruction\": 7}\n}\n") << 2
                                              << QStringLiteral("'sample_1_1.jpg'");
        QTest::newRow("caption a list") << QByteArray(
            "{\n" + good + "\n    \"sample_3_2.jpg\": {\"instruction\": \"c\", \"tgt_prompt\": [1]}\n}\n")
                                        << 5 << QStringLiteral("\"tgt_prompt\"");
        QTest::newRow("entry twice") << QByteArray("{\n" + good
                                                   + "    \"sample_3_2.jpg\": {\"instruction\": \"c\"},\n"
                                                     "    \"sample_1_1.jpg\": {\"instruction\": \"d\"}\n}\n")
                                     << 5 << QStringLiteral("sample_1_1.jpg");
        QTest::newRow("entry missing") << QByteArray("{\n" + good.chopped(2) + "\n}\n") << 0
                                       << QStringLiteral("'sample_3_2.jpg'");
    }

    void brokenLookupFailsWithFileAndLine()
    {
        QFETCH(QByteArray, lookup);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        const QString root = writeLayout(QStringLiteral("layout-bad-")
                                             + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'),
                                         lookup);
        auto store = newStore();
        const auto result = importInto(*store, m_registry, QStringLiteral("imagenhub"), root, {});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, QDir(root).absoluteFilePath(QStringLiteral("dataset_lookup.json")));
        QCOMPARE(result.error().line, line);
        QVERIFY2(result.error().message.contains(fragment), qPrintable(result.error().message));
        QCOMPARE(store->counts().value().items, 0);
    }

    void corruptOutputImageFailsNamingIt()
    {
        const QString root = writeLayout(QStringLiteral("layout-corrupt"), layoutLookup);
        const QString broken = QDir(root).absoluteFilePath(QStringLiteral("MagicBrush/sample_2_1.png"));
        writeText(broken, "\x89PNG\r\n\x1a\n truncated");
        auto store = newStore();
        const auto result = importInto(*store, m_registry, QStringLiteral("imagenhub"), root, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(broken), qPrintable(result.error().toString()));
        QCOMPARE(store->counts().value().items, 0);
    }

    // Real data: ImagenHub's text-guided editing ratings (../shared/data/SOURCES.md), 3 raters.
    // Counts and cells below were read from the TSV files by hand.
    void realImagenHubRatings()
    {
        const QString folder = QDir::cleanPath(QStringLiteral(EDITLENS_SHARED_DATA_DIR "/imagenhub/Text-Guided_IE"));
        if (!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("Text-Guided_IE_rater1.tsv"))))
            QSKIP("../shared/data/imagenhub is absent (a fresh clone has no shared data); real-data test skipped");
        QCOMPARE(m_registry.detect(folder).value()->id(), QStringLiteral("imagenhub"));
        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("imagenhub"), folder, {}));
        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, 179);
        QCOMPARE(counts.systems, 9);
        QCOMPARE(counts.outputs, 179 * 9);
        QCOMPARE(counts.annotators, 3);
        QCOMPARE(counts.ratings, 3 * 179 * 9 * 3);

        const StudyData data = store->load().value();
        Item item = *findItem(data, QStringLiteral("sample_100081_1.jpg"));
        // rater1 line 2: CycleDiffusion [0.5, 0.5], InstructPix2Pix [0, 1]; rater2 line 2: CycleDiffusion [0,0].
        const Output *cycle = item.findOutput(QStringLiteral("CycleDiffusion"));
        QVERIFY(cycle);
        QCOMPARE(findRating(*cycle, QStringLiteral("rater1"), QStringLiteral("SC"))->value, 0.5);
        QCOMPARE(findRating(*cycle, QStringLiteral("rater1"), QStringLiteral("PQ"))->value, 0.5);
        QCOMPARE(findRating(*cycle, QStringLiteral("rater1"), QStringLiteral("O"))->value, 0.5);
        QCOMPARE(findRating(*cycle, QStringLiteral("rater2"), QStringLiteral("SC"))->value, 0.0);
        const Output *ip2p = item.findOutput(QStringLiteral("InstructPix2Pix"));
        QCOMPARE(findRating(*ip2p, QStringLiteral("rater1"), QStringLiteral("PQ"))->value, 1.0);
        QCOMPARE(findRating(*ip2p, QStringLiteral("rater1"), QStringLiteral("O"))->value, 0.0);
        // rater1 line 5: sample_102171_1.jpg InstructPix2Pix [0.5, 1] -> O = sqrt(0.5).
        Item other = *findItem(data, QStringLiteral("sample_102171_1.jpg"));
        QCOMPARE(findRating(*other.findOutput(QStringLiteral("InstructPix2Pix")), QStringLiteral("rater1"),
                            QStringLiteral("O"))
                     ->value,
                 std::sqrt(0.5));

        // ImagenHub's released ratings: every rater gave Imagic SC = 0.
        int imagicSc = 0;
        for (Item i : data.items)
            for (const Rating &r : i.findOutput(QStringLiteral("Imagic"))->ratings)
                if (r.dimension == QLatin1String("SC")) {
                    QCOMPARE(r.value, 0.0);
                    ++imagicSc;
                }
        QCOMPARE(imagicSc, 3 * 179);
    }
};

QTEST_GUILESS_MAIN(TestImagenHubImport)
#include "tst_imagenhubimport.moc"
