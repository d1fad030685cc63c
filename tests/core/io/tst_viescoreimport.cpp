#include "io/formatregistry.h"
#include "io/importer.h"
#include "io/viescoreimport.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

std::optional<double> scoreOf(const Output &output, const QString &metric)
{
    for (const Score &s : output.scores)
        if (s.metric == metric)
            return s.value;
    return std::nullopt;
}

// Score variants as judges write them: a list, a string holding a list, a single number, a
// string holding a number, fractional sub-scores, the ends of the scale 0-10, a uid judged on
// SC only (left out).
const QByteArray sysAsc = "{\n"
                          "  \"u1\": {\"score\": [10, 9], \"reasoning\": \"fine\"},\n"
                          "  \"u2\": {\"score\": \"[4, 6]\", \"reasoning\": \"meh\"},\n"
                          "  \"u3\": {\"score\": 7},\n"
                          "  \"u4\": {\"score\": [10, 10.0]},\n"
                          "  \"only-sc\": {\"score\": [5, 5]}\n"
                          "}\n";
const QByteArray sysApq = "{\"u1\": {\"score\": [6, 7]},\n"
                          " \"u2\": {\"score\": \"[8.5,9]\"},\n"
                          " \"u3\": {\"score\": \"3\"},\n"
                          " \"u4\": {\"score\": [0, 5]}}\n";
const QByteArray sysBsc = "{\"u1\": {\"score\": [0, 10]}}";
const QByteArray sysBpq = "{\"u1\": {\"score\": [8, 7]}}";

} // namespace

class TestVieScoreImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

    QString writeJudgeFolder(const QString &name, const QByteArray &aSc = sysAsc)
    {
        const QDir root(path(name));
        root.mkpath(QStringLiteral("SysA"));
        root.mkpath(QStringLiteral("SysB"));
        writeText(root.filePath(QStringLiteral("SysA/SC.json")), aSc);
        writeText(root.filePath(QStringLiteral("SysA/PQ.json")), sysApq);
        writeText(root.filePath(QStringLiteral("SysB/SC.json")), sysBsc);
        writeText(root.filePath(QStringLiteral("SysB/PQ.json")), sysBpq);
        return root.path();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void metricIdsNameTheSubScores()
    {
        QCOMPARE(VieScoreImport::metricId(QStringLiteral("viescore_gpt4o"), QStringLiteral("O")),
                 QStringLiteral("viescore_gpt4o"));
        QCOMPARE(VieScoreImport::metricId(QStringLiteral("viescore_gpt4o"), QStringLiteral("SC")),
                 QStringLiteral("viescore_gpt4o_sc"));
        QCOMPARE(VieScoreImport::metricId(QStringLiteral("viescore"), QStringLiteral("PQ")),
                 QStringLiteral("viescore_pq"));
    }

    void scoresAreMinOverTenWithOverallSqrt()
    {
        const QString folder = writeJudgeFolder(QStringLiteral("variants"));
        const auto read = m_registry.importFormat(QStringLiteral("viescore"))->read(folder, {}, {});
        EL_VERIFY_OK(read);
        const StudyData &data = read.value();
        QCOMPARE(data.items.size(), 4); // "only-sc" has no PQ verdict
        QVERIFY(!findItem(data, QStringLiteral("only-sc")));
        QVERIFY(data.dimensions.isEmpty());

        const Output *a1 = findOutput(*findItem(data, QStringLiteral("u1")), QStringLiteral("SysA"));
        QVERIFY(a1);
        QCOMPARE(a1->scores.size(), 3);
        for (const Score &s : a1->scores)
            QCOMPARE(s.version, QStringLiteral("imported"));
        QCOMPARE(*scoreOf(*a1, QStringLiteral("viescore_sc")), 0.9);
        QCOMPARE(*scoreOf(*a1, QStringLiteral("viescore_pq")), 0.6);
        QVERIFY(std::abs(*scoreOf(*a1, QStringLiteral("viescore")) - std::sqrt(0.54)) < 1e-12);

        const Output *a2 = findOutput(*findItem(data, QStringLiteral("u2")), QStringLiteral("SysA"));
        QCOMPARE(*scoreOf(*a2, QStringLiteral("viescore_sc")), 0.4);  // "[4, 6]"
        QCOMPARE(*scoreOf(*a2, QStringLiteral("viescore_pq")), 0.85); // "[8.5,9]"
        const Output *a3 = findOutput(*findItem(data, QStringLiteral("u3")), QStringLiteral("SysA"));
        QCOMPARE(*scoreOf(*a3, QStringLiteral("viescore_sc")), 0.7); // 7
        QCOMPARE(*scoreOf(*a3, QStringLiteral("viescore_pq")), 0.3); // "3"
        const Output *a4 = findOutput(*findItem(data, QStringLiteral("u4")), QStringLiteral("SysA"));
        QCOMPARE(*scoreOf(*a4, QStringLiteral("viescore_sc")), 1.0); // the top of the scale
        QCOMPARE(*scoreOf(*a4, QStringLiteral("viescore_pq")), 0.0); // the bottom of the scale
        QCOMPARE(*scoreOf(*a4, QStringLiteral("viescore")), 0.0);

        const Item *u1 = findItem(data, QStringLiteral("u1"));
        QCOMPARE(u1->outputs.size(), 2);
        const Output *b1 = findOutput(*u1, QStringLiteral("SysB"));
        QCOMPARE(*scoreOf(*b1, QStringLiteral("viescore_sc")), 0.0);
        QCOMPARE(*scoreOf(*b1, QStringLiteral("viescore_pq")), 0.7);
        QCOMPARE(u1->location.line, 2); // "u1" in SysA/SC.json
    }

    void metricOptionNamesTheScores()
    {
        ImportOptions options;
        options.metric = QStringLiteral("viescore_gpt4o");
        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("viescore"),
                                writeJudgeFolder(QStringLiteral("named")), options));
        const StudyData data = store->load().value();
        const Output *b1 = findOutput(*findItem(data, QStringLiteral("u1")), QStringLiteral("SysB"));
        QVERIFY(b1);
        QCOMPARE(*scoreOf(*b1, QStringLiteral("viescore_gpt4o_pq")), 0.7);
        QVERIFY(scoreOf(*b1, QStringLiteral("viescore_gpt4o")).has_value());
        QVERIFY(scoreOf(*b1, QStringLiteral("viescore_gpt4o_sc")).has_value());
        QCOMPARE(store->counts().value().scores, 5 * 3);
    }

    void singleSystemFolderIsOneSystem()
    {
        const QString folder = writeJudgeFolder(QStringLiteral("single"));
        const ImportFormat *format = m_registry.importFormat(QStringLiteral("viescore"));
        const QString sysB = QDir(folder).filePath(QStringLiteral("SysB"));
        QCOMPARE(format->detect(folder), 90);
        QCOMPARE(format->detect(sysB), 80);
        QCOMPARE(format->detect(m_dir.path()), 0);
        QCOMPARE(m_registry.detect(folder).value()->id(), QStringLiteral("viescore"));
        const auto read = format->read(sysB, {}, {});
        EL_VERIFY_OK(read);
        QCOMPARE(read.value().items.size(), 1);
        QCOMPARE(read.value().items[0].outputs[0].system, QStringLiteral("SysB"));
    }

    void badInputFailsWithFileAndLineAndLeavesStudyUnchanged_data()
    {
        QTest::addColumn<QByteArray>("sc");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("invalid JSON") << QByteArray("{\n \"u1\": {\"score\": [1, 2]},\n \"u2\": {\"score\" [3]}\n}\n")
                                      << 3 << QStringLiteral("JSON");
        QTest::newRow("word score") << QByteArray(
            "{\n  \"u1\": {\"score\": [1, 2]},\n\n  \"u2\": {\"score\": \"good\"}\n}")
                                    << 4 << QStringLiteral("'u2'");
        QTest::newRow("empty list") << QByteArray("{\"u1\": {\"score\": [1, 2]},\n\"u2\": {\"score\": []}}") << 2
                                    << QStringLiteral("'u2'");
        QTest::newRow("text in list") << QByteArray("{\"u1\":\n {\"score\": [1, \"x\"]}}") << 1
                                      << QStringLiteral("'u1'");
        QTest::newRow("no score") << QByteArray("{\"u1\": {\"reasoning\": \"none\"}}") << 1
                                  << QStringLiteral("(missing)");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << 1 << QStringLiteral("object");
        // Sub-scores outside 0-10 are rejected, not clipped: the value is named.
        QTest::newRow("negative sub-score")
            << QByteArray("{\"u1\": {\"score\": [1, 2]},\n\"u2\": {\"score\": [-5, 7]}}") << 2
            << QStringLiteral("uid 'u2': the sub-score -5 lies outside");
        QTest::newRow("sub-scores above ten") << QByteArray("{\"u1\": {\"score\": [11, 12]}}") << 1
                                              << QStringLiteral("the sub-score 11 lies outside VIEScore's scale 0-10");
        QTest::newRow("huge score") << QByteArray("{\"u1\": {\"score\": 1e300}}") << 1
                                    << QStringLiteral("the sub-score 1e+300 lies outside");
        QTest::newRow("just above ten in a string") << QByteArray("{\"u1\": {\"score\": \"[10.5]\"}}") << 1
                                                    << QStringLiteral("the sub-score 10.5 lies outside");
        QTest::newRow("just below zero") << QByteArray("{\"u1\": {\"score\": -0.001}}") << 1
                                         << QStringLiteral("the sub-score -0.001 lies outside");
        // A uid written twice would otherwise keep its last verdict without a word.
        QTest::newRow("duplicate uid") << QByteArray("{\"u1\": {\"score\": [1, 2]},\n\"u1\": {\"score\": [9, 9]}}") << 2
                                       << QStringLiteral(
                                              "the key \"u1\" appears twice in one object (first on line 1)");
        QTest::newRow("duplicate score key") << QByteArray("{\"u1\": {\"score\": [1, 2], \"score\": [9]}}") << 1
                                             << QStringLiteral("the key \"score\" appears twice");
        // A uid's line is where its top-level key stands, not where the same text is a nested key or a value.
        QTest::newRow("nested key of the same name")
            << QByteArray("{\"u1\": {\"score\": [1, 2], \"u2\": \"u2\"},\n\"u2\": {\"score\": \"bad\"}}") << 2
            << QStringLiteral("'u2'");
        // A large file: the bad uid is on line 7,002 (4,000 one-line entries, then 1,000 three-line entries).
        QByteArray large = "{\n";
        for (int i = 0; i < 4000; ++i)
            large += "  \"a" + QByteArray::number(i) + "\": {\"score\": [7, 8], \"reasoning\": \"{\\\"x\\\": [1,\"},\n";
        for (int i = 0; i < 1000; ++i)
            large += "  \"b" + QByteArray::number(i) + "\": {\n    \"score\": [7, 8]\n  },\n";
        large += "  \"late\": {\"score\": \"bad\"}\n}\n";
        QTest::newRow("late line of a large file") << large << 7002 << QStringLiteral("'late'");
    }

    void badInputFailsWithFileAndLineAndLeavesStudyUnchanged()
    {
        QFETCH(QByteArray, sc);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        auto store = newStore();
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("viescore"), writeJudgeFolder(QStringLiteral("base")), {}));
        const StudyCounts before = store->counts().value();

        const QString folder =
            writeJudgeFolder(QStringLiteral("bad-") + QString::fromLatin1(QTest::currentDataTag()), sc);
        const auto result = importInto(*store, m_registry, QStringLiteral("viescore"), folder, {});
        QVERIFY(!result.ok());
        const QString file = QDir(folder).filePath(QStringLiteral("SysA/SC.json"));
        QCOMPARE(result.error().file, file);
        QCOMPARE(result.error().line, line);
        QVERIFY2(result.error().message.contains(fragment), qPrintable(result.error().message));

        const StudyCounts after = store->counts().value();
        QCOMPARE(after.items, before.items);
        QCOMPARE(after.outputs, before.outputs);
        QCOMPARE(after.scores, before.scores);
    }

    void systemWithoutPqIsNamed()
    {
        const QString folder = writeJudgeFolder(QStringLiteral("half"));
        QVERIFY(QFile::remove(QDir(folder).filePath(QStringLiteral("SysB/PQ.json"))));
        const auto read = m_registry.importFormat(QStringLiteral("viescore"))->read(folder, {}, {});
        QVERIFY(!read.ok());
        QVERIFY2(read.error().message.contains(QStringLiteral("PQ.json")), qPrintable(read.error().message));
        QCOMPARE(read.error().file, QDir(folder).filePath(QStringLiteral("SysB")));
    }

    // ImagenHub's Subject-Driven_IG and Multi-Subject_IG share uids and models; a second task's items are keyed
    // "<task>/<uid>". VIEScore's judge files lie in <judge>/ImagenHub_<task>/<model>/{SC,PQ}.json: each task's verdicts
    // must land on that task's outputs, and a folder that names no task must not be joined by guess.
    void judgeFilesJoinTheirOwnImagenHubTask()
    {
        const QByteArray ratings = "uid\tDreamBooth\n"
                                   "sample_0.jpg\t[1, 1]\n"
                                   "sample_1.jpg\t[0.5, 1]\n";
        for (const char *task : {"Subject-Driven_IG", "Multi-Subject_IG"})
            writeText(path(QStringLiteral("ih/%1/%1_rater1.tsv").arg(QLatin1String(task))), ratings);
        auto store = newStore();
        for (const char *task : {"Subject-Driven_IG", "Multi-Subject_IG"})
            EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("imagenhub"),
                                    path(QStringLiteral("ih/%1").arg(QLatin1String(task))), {}));
        QCOMPARE(store->counts().value().items, 4); // sample_0.jpg, sample_1.jpg, Multi-Subject_IG/sample_0.jpg, …

        // The same uids judged differently per task: SC 2/10 for Multi-Subject_IG, 9/10 for Subject-Driven_IG.
        const auto writeJudge = [this](const QString &folder, int sc) {
            const QByteArray scJson = QStringLiteral("{\"sample_0.jpg\": {\"score\": [%1, 10]},\n"
                                                     " \"sample_1.jpg\": {\"score\": [%1, 10]}}\n")
                                          .arg(sc)
                                          .toUtf8();
            writeText(path(folder + QStringLiteral("/DreamBooth/SC.json")), scJson);
            writeText(path(folder + QStringLiteral("/DreamBooth/PQ.json")),
                      "{\"sample_0.jpg\": {\"score\": [8]}, \"sample_1.jpg\": {\"score\": [8]}}\n");
        };
        writeJudge(QStringLiteral("gpt4o/ImagenHub_Multi-Subject_IG"), 2);
        writeJudge(QStringLiteral("gpt4o/ImagenHub_Subject-Driven_IG"), 9);
        QCOMPARE(VieScoreImport::taskOfFolder(path(QStringLiteral("gpt4o/ImagenHub_Multi-Subject_IG"))),
                 QStringLiteral("Multi-Subject_IG"));
        QCOMPARE(VieScoreImport::taskOfFolder(path(QStringLiteral("gpt4o/ImagenHub_Multi-Subject_IG/DreamBooth"))),
                 QStringLiteral("Multi-Subject_IG"));
        // The second task's judge first, then the first task's one system folder on its own.
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("viescore"),
                                path(QStringLiteral("gpt4o/ImagenHub_Multi-Subject_IG")), {}));
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("viescore"),
                                path(QStringLiteral("gpt4o/ImagenHub_Subject-Driven_IG/DreamBooth")), {}));
        StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, 4);
        QCOMPARE(counts.outputs, 4);
        QCOMPARE(counts.scores, 4 * 3);
        StudyData data = store->load().value();
        for (const QString &uid : {QStringLiteral("sample_0.jpg"), QStringLiteral("sample_1.jpg")}) {
            const Output *subject = findOutput(*findItem(data, uid), QStringLiteral("DreamBooth"));
            const Output *multi =
                findOutput(*findItem(data, QStringLiteral("Multi-Subject_IG/") + uid), QStringLiteral("DreamBooth"));
            QVERIFY(subject && multi);
            QCOMPARE(*scoreOf(*subject, QStringLiteral("viescore_sc")), 0.9);
            QCOMPARE(*scoreOf(*multi, QStringLiteral("viescore_sc")), 0.2);
            QCOMPARE(subject->ratings.size(), 3); // the judge joined the rated outputs, no new ones
            QCOMPARE(multi->ratings.size(), 3);
        }
        QCOMPARE(findItem(data, QStringLiteral("Multi-Subject_IG/sample_0.jpg"))->tags,
                 QStringList{QStringLiteral("imagenhub-task:Multi-Subject_IG")});

        // A folder that names no task, in a study holding the uid for two tasks: refused, naming the file and line.
        writeJudge(QStringLiteral("gpt4o/untitled"), 5);
        const QString scFile = path(QStringLiteral("gpt4o/untitled/DreamBooth/SC.json"));
        verifyImportError(importInto(*store, m_registry, QStringLiteral("viescore"),
                                     path(QStringLiteral("gpt4o/untitled")), {}),
                          scFile, 1, QStringLiteral("several ImagenHub tasks (Multi-Subject_IG, Subject-Driven_IG)"));
        verifyCountsUnchanged(*store, counts);

        // A third task's judge whose uids only other tasks hold: its own items "<task>/<uid>", which that task's
        // ratings then join.
        writeJudge(QStringLiteral("gpt4o/ImagenHub_Control-Guided_IG"), 4);
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("viescore"),
                                path(QStringLiteral("gpt4o/ImagenHub_Control-Guided_IG")), {}));
        writeText(path(QStringLiteral("ih/Control-Guided_IG/Control-Guided_IG_rater1.tsv")), ratings);
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("imagenhub"),
                                path(QStringLiteral("ih/Control-Guided_IG")), {}));
        counts = store->counts().value();
        QCOMPARE(counts.items, 6);
        QCOMPARE(counts.outputs, 6);
        data = store->load().value();
        const Output *control =
            findOutput(*findItem(data, QStringLiteral("Control-Guided_IG/sample_1.jpg")), QStringLiteral("DreamBooth"));
        QVERIFY(control);
        QCOMPARE(*scoreOf(*control, QStringLiteral("viescore_sc")), 0.4);
        QCOMPARE(control->ratings.size(), 3);
    }

    // Real data: VIEScore GPT-4o 0-shot judgements of ImagenHub's text-guided edits
    // (../shared/data/SOURCES.md); values below were read from the JSON files by hand.
    void realViescoreJudgements()
    {
        const QString folder =
            QDir::cleanPath(QStringLiteral(EDITLENS_SHARED_DATA_DIR "/viescore/gpt4o_0shot/ImagenHub_Text-Guided_IE"));
        if (!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("MagicBrush/SC.json"))))
            QSKIP("../shared/data/viescore is absent (a fresh clone has no shared data); real-data test skipped");
        QCOMPARE(m_registry.detect(folder).value()->id(), QStringLiteral("viescore"));
        ImportOptions options;
        options.metric = QStringLiteral("viescore_gpt4o");
        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("viescore"), folder, options));
        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, 179);
        QCOMPARE(counts.systems, 8); // no Imagic
        QCOMPARE(counts.outputs, 8 * 179);
        QCOMPARE(counts.scores, 8 * 179 * 3);
        QCOMPARE(counts.ratings, 0);

        const StudyData data = store->load().value();
        const Item *item = findItem(data, QStringLiteral("sample_100081_1.jpg"));
        QVERIFY(item);
        // MagicBrush: SC [0, 10], PQ [8, 7].
        const Output *mb = findOutput(*item, QStringLiteral("MagicBrush"));
        QCOMPARE(*scoreOf(*mb, QStringLiteral("viescore_gpt4o_sc")), 0.0);
        QCOMPARE(*scoreOf(*mb, QStringLiteral("viescore_gpt4o_pq")), 0.7);
        QCOMPARE(*scoreOf(*mb, QStringLiteral("viescore_gpt4o")), 0.0);
        // InstructPix2Pix: SC [10, 9], PQ [6, 7] -> O = sqrt(0.9 * 0.6) = 0.7348469228349535.
        const Output *ip2p = findOutput(*item, QStringLiteral("InstructPix2Pix"));
        QVERIFY(std::abs(*scoreOf(*ip2p, QStringLiteral("viescore_gpt4o")) - 0.7348469228349535) < 1e-12);
        // Pix2PixZero sample_108871_1.jpg PQ [8.5, 9]; Text2Live sample_234956_3.jpg PQ [7] (one number).
        QCOMPARE(*scoreOf(*findOutput(*findItem(data, QStringLiteral("sample_108871_1.jpg")),
                                      QStringLiteral("Pix2PixZero")),
                          QStringLiteral("viescore_gpt4o_pq")),
                 0.85);
        QCOMPARE(*scoreOf(*findOutput(*findItem(data, QStringLiteral("sample_234956_3.jpg")),
                                      QStringLiteral("Text2Live")),
                          QStringLiteral("viescore_gpt4o_pq")),
                 0.7);
    }

    // Both real sources into one study: the judge's scores attach to the human-rated outputs.
    void realViescoreMergesWithImagenHubItems()
    {
        const QString shared = QDir::cleanPath(QStringLiteral(EDITLENS_SHARED_DATA_DIR));
        const QString humans = shared + QStringLiteral("/imagenhub/Text-Guided_IE");
        const QString judge = shared + QStringLiteral("/viescore/gpt4o_0shot/ImagenHub_Text-Guided_IE");
        if (!QFileInfo::exists(humans) || !QFileInfo::exists(judge))
            QSKIP("../shared/data/imagenhub or viescore is absent (a fresh clone has no shared data); skipped");
        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("imagenhub"), humans, {}));
        ImportOptions options;
        options.metric = QStringLiteral("viescore_gpt4o");
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("viescore"), judge, options));

        const StudyCounts counts = store->counts().value();
        QCOMPARE(counts.items, 179);
        QCOMPARE(counts.systems, 9);
        QCOMPARE(counts.outputs, 9 * 179);
        QCOMPARE(counts.ratings, 3 * 179 * 9 * 3);
        QCOMPARE(counts.scores, 8 * 179 * 3);

        const StudyData data = store->load().value();
        const Output *mb =
            findOutput(*findItem(data, QStringLiteral("sample_100081_1.jpg")), QStringLiteral("MagicBrush"));
        QVERIFY(mb);
        QCOMPARE(mb->ratings.size(), 9); // 3 raters x SC, PQ, O
        QCOMPARE(mb->scores.size(), 3);
        QCOMPARE(*scoreOf(*mb, QStringLiteral("viescore_gpt4o_pq")), 0.7);
        const Output *imagic =
            findOutput(*findItem(data, QStringLiteral("sample_100081_1.jpg")), QStringLiteral("Imagic"));
        QVERIFY(imagic);
        QVERIFY(imagic->scores.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestVieScoreImport)
#include "tst_viescoreimport.moc"
