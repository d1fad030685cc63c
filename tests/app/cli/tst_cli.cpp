// Runs the real editlens-cli binary: exit codes, stdout/stderr separation, --json keys.
// Over 500 lines: one case per command and per documented error, all through the one binary.
#include <QColor>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args, const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

void write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

/// Saves a 16 × 8 image filled with `color` to `path`.
void writeImage(const QString &path, const QColor &color)
{
    QImage image(16, 8, QImage::Format_RGB32);
    image.fill(color);
    QVERIFY2(image.save(path), qPrintable(path));
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// What `export STUDY --format scores-csv NAME` writes (NAME in the scratch folder); empty when the command fails
    /// or its file cannot be read.
    QByteArray exportedScores(const QString &study, const QString &name)
    {
        const QString csv = path(name);
        const Run run =
            cli({QStringLiteral("export"), study, QStringLiteral("--format"), QStringLiteral("scores-csv"), csv});
        QFile f(csv);
        if (run.code != 0 || !f.open(QIODevice::ReadOnly))
            return {};
        return f.readAll();
    }

    /// The JSON of `align STUDY --protocol PROTOCOL --json EXTRA…`; fails the test when the command does not succeed.
    QJsonObject alignJson(const QString &study, const QString &protocol, const QStringList &extra)
    {
        const Run r = cli(QStringList{QStringLiteral("align"), study, QStringLiteral("--protocol"), protocol,
                                      QStringLiteral("--json")}
                          + extra);
        [&] { QVERIFY2(r.code == 0, r.err.constData()); }();
        return QJsonDocument::fromJson(r.out).object();
    }

    /// Writes `manifest` to `name`.jsonl and imports it with the CLI into the new study `name`.editlens; the study's
    /// path, or empty (and the test failed) when the import did not succeed.
    QString importManifest(const QString &name, const QByteArray &manifest)
    {
        const QString file = path(name + QStringLiteral(".jsonl"));
        QString study = path(name + QStringLiteral(".editlens"));
        write(file, manifest);
        const Run run = cli({QStringLiteral("import"), study, file});
        if (!QTest::qCompare(run.code, 0, "import exit code", "0", __FILE__, __LINE__))
            return {};
        return study;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeImage(path(QStringLiteral("src.png")), Qt::gray);
        writeImage(path(QStringLiteral("out.png")), Qt::gray);
        write(path(QStringLiteral("good.jsonl")),
              "{\"id\":\"a\",\"source\":\"src.png\",\"instruction\":\"x\",\"outputs\":[{\"system\":\"S\","
              "\"path\":\"out.png\",\"ratings\":[{\"annotator\":\"r1\",\"dimension\":\"overall\",\"value\":3}]}]}\n"
              "{\"id\":\"b\",\"outputs\":[{\"system\":\"S\",\"scores\":[{\"metric\":\"l1\",\"value\":0.5}]}]}\n");
    }

    void usageErrorsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("info"), QStringLiteral("--nope"),
                                                       QStringLiteral("x")};
        QTest::newRow("missing argument") << QStringList{QStringLiteral("import"), QStringLiteral("only-one")};
        QTest::newRow("export without format")
            << QStringList{QStringLiteral("export"), QStringLiteral("s"), QStringLiteral("o")};
        QTest::newRow("unknown metric") << QStringList{QStringLiteral("score"), QStringLiteral("s"),
                                                       QStringLiteral("--metrics"), QStringLiteral("l1,fid")};
        QTest::newRow("unknown chain mode") << QStringList{QStringLiteral("score"), QStringLiteral("s"),
                                                           QStringLiteral("--chain"), QStringLiteral("last")};
        QTest::newRow("empty dice origin") << QStringList{QStringLiteral("score"), QStringLiteral("s"),
                                                          QStringLiteral("--dice-origin"), QStringLiteral(" ")};
        QTest::newRow("synth without pairs")
            << QStringList{QStringLiteral("synth"), QStringLiteral("d"), QStringLiteral("s.editlens"),
                           QStringLiteral("--count"), QStringLiteral("0")};
        QTest::newRow("synth seed not a number")
            << QStringList{QStringLiteral("synth"), QStringLiteral("d"), QStringLiteral("s.editlens"),
                           QStringLiteral("--seed"), QStringLiteral("x")};
    }

    void usageErrorsExitWithTwo()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty()); // usage goes to stderr, never stdout
        QVERIFY(!r.err.isEmpty());
    }

    void helpListsCommandsAndFormatsFromTheRegistry()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const char *word :
             {"demo", "import", "info", "export", "manifest", "magicbrush", "ratings-csv", "scores-csv", "coco"})
            QVERIFY2(r.out.contains(word), word);
        const Run importHelp = cli({QStringLiteral("import"), QStringLiteral("--help")});
        QCOMPARE(importHelp.code, 0);
        QVERIFY(importHelp.out.contains("--format"));
        QVERIFY(importHelp.out.contains("magicbrush"));
    }

    // A GenAI-Bench judge file as published: a null model_vote and a verdict GenAI-Bench does not read exactly.
    // align reads verdicts exactly by default (both wrong, n = 2), --verdicts lenient reads "[[B > A]]"; a second
    // import of the file says that it replaced the judge's votes.
    void alignReadsJudgeVerdictsExactlyUnlessToldLenient()
    {
        QVERIFY(QDir().mkpath(path(QStringLiteral("judges/tiny"))));
        const QString file = path(QStringLiteral("judges/tiny/pairwise.json"));
        write(file, "[\n    {\"idx\": 0, \"instruct_prompt\": \"a\", \"model_vote\": null, "
                    "\"human_vote\": \"leftvote\", \"correct\": false},\n"
                    "    {\"idx\": 1, \"instruct_prompt\": \"b\", \"model_vote\": \"[[B > A]]\", "
                    "\"human_vote\": \"rightvote\", \"correct\": false}\n]\n");
        const QString study = path(QStringLiteral("judges.editlens"));
        QCOMPARE(cli({QStringLiteral("import"), study, file}).code, 0);
        const QJsonObject exact = alignJson(study, QStringLiteral("viescore"), {})
                                      .value(QStringLiteral("pairwise_accuracy"))
                                      .toObject()
                                      .value(QStringLiteral("tiny"))
                                      .toObject();
        QCOMPARE(exact.value(QStringLiteral("n")).toInt(), 2);
        QCOMPARE(exact.value(QStringLiteral("correct")).toInt(), 0);
        QCOMPARE(exact.value(QStringLiteral("unparseable")).toInt(), 2);
        const QJsonObject lenient =
            alignJson(study, QStringLiteral("viescore"), {QStringLiteral("--verdicts"), QStringLiteral("lenient")})
                .value(QStringLiteral("pairwise_accuracy"))
                .toObject()
                .value(QStringLiteral("tiny"))
                .toObject();
        QCOMPARE(lenient.value(QStringLiteral("correct")).toInt(), 1);
        QCOMPARE(cli({QStringLiteral("align"), study, QStringLiteral("--verdicts"), QStringLiteral("loose")}).code, 2);
        const Run again = cli({QStringLiteral("import"), study, file});
        QCOMPARE(again.code, 0);
        QVERIFY2(again.err.contains("2 judgements replaced"), again.err.constData());
    }

    void importCreatesStudyAndInfoPrintsIntegerCounts()
    {
        const QString study = path(QStringLiteral("s.editlens"));
        const Run imp = cli({QStringLiteral("import"), study, path(QStringLiteral("good.jsonl"))});
        QCOMPARE(imp.code, 0);
        QVERIFY(imp.out.isEmpty()); // progress and summary on stderr only
        const Run info = cli({QStringLiteral("info"), study, QStringLiteral("--json")});
        QCOMPARE(info.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(info.out).object();
        const QStringList keys = {QStringLiteral("items"),       QStringLiteral("outputs"),
                                  QStringLiteral("systems"),     QStringLiteral("annotators"),
                                  QStringLiteral("ratings"),     QStringLiteral("preferences"),
                                  QStringLiteral("differences"), QStringLiteral("coherence_labels"),
                                  QStringLiteral("masks"),       QStringLiteral("scores")};
        QCOMPARE(o.keys().size(), keys.size());
        for (const QString &k : keys) {
            QVERIFY2(o.value(k).isDouble(), qPrintable(k));
            QCOMPARE(o.value(k).toDouble(), double(o.value(k).toInteger()));
        }
        QCOMPARE(o.value(QStringLiteral("items")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("outputs")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("ratings")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("scores")).toInt(), 1);
    }

    void badInputExitsWithOneNamesFileLineAndLeavesStudyUnchanged()
    {
        const QString study = path(QStringLiteral("bad.editlens"));
        QCOMPARE(cli({QStringLiteral("import"), study, path(QStringLiteral("good.jsonl"))}).code, 0);
        const QByteArray before = cli({QStringLiteral("info"), study, QStringLiteral("--json")}).out;
        const QString bad = path(QStringLiteral("bad.jsonl"));
        write(bad, "{\"id\":\"c\",\"outputs\":[{\"system\":\"S\"}]}\n{\"id\":\"d\",\"outputs\":[{\"system\":");
        const Run r = cli({QStringLiteral("import"), study, bad});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains((bad + QStringLiteral(":2: truncated JSON")).toUtf8()), r.err.constData());
        QCOMPARE(cli({QStringLiteral("info"), study, QStringLiteral("--json")}).out, before);
    }

    void failedImportIntoNewStudyLeavesNoFile()
    {
        const QString study = path(QStringLiteral("never.editlens"));
        const QString bad = path(QStringLiteral("ragged.csv"));
        write(bad, "item_id,system,annotator,dimension,value\na,S,r1,overall,3\nb,S,r1\n");
        const Run r =
            cli({QStringLiteral("import"), study, bad, QStringLiteral("--format"), QStringLiteral("ratings-csv")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(":3:"), r.err.constData());
        QVERIFY(!QFile::exists(study));
        QVERIFY(!QFile::exists(study + QStringLiteral("-wal")));
    }

    void importWithMissingRootIsRefusedAndCreatesNothing()
    {
        const QString study = path(QStringLiteral("rootless.editlens"));
        const QString missing = path(QStringLiteral("no/such/root"));
        const Run r = cli(
            {QStringLiteral("import"), study, path(QStringLiteral("good.jsonl")), QStringLiteral("--root"), missing});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains((missing + QStringLiteral(": the image root is not an existing folder")).toUtf8()),
                 r.err.constData());
        QVERIFY(!QFile::exists(study));
        // A file is not a folder either.
        const Run file = cli({QStringLiteral("import"), study, path(QStringLiteral("good.jsonl")),
                              QStringLiteral("--root"), path(QStringLiteral("src.png"))});
        QCOMPARE(file.code, 1);
        QVERIFY(!QFile::exists(study));
    }

    void byteOrderMarkInAnArgumentIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString bom(QChar(0xFEFF));
        const QString study = path(QStringLiteral("bom.editlens"));
        const QString good = path(QStringLiteral("good.jsonl"));
        // Decoding the command line dropped a leading U+FEFF, so each of these stored "ann", "m", "g" or "bom".
        QTest::newRow("--annotator") << QStringList{QStringLiteral("import"), study, good,
                                                    QStringLiteral("--annotator"), bom + QStringLiteral("ann")};
        QTest::newRow("--metric") << QStringList{QStringLiteral("import"), study, good, QStringLiteral("--metric"),
                                                 bom + QStringLiteral("m")};
        QTest::newRow("--judge=") << QStringList{QStringLiteral("import"), study, good,
                                                 QStringLiteral("--judge=") + bom + QStringLiteral("g")};
        QTest::newRow("plan --annotators")
            << QStringList{QStringLiteral("plan"), path(QStringLiteral("bomplan.editlens")),
                           QStringLiteral("--annotators"), QStringLiteral("a,") + bom + QStringLiteral("bom")};
        QTest::newRow("annotators add") << QStringList{QStringLiteral("annotators"), QStringLiteral("add"),
                                                       QStringLiteral("postgresql://u@localhost/db?study=s"),
                                                       bom + QStringLiteral("bom")};
    }

    void byteOrderMarkInAnArgumentIsRefused()
    {
        QFETCH(QStringList, args);
        const QString plan = path(QStringLiteral("bomplan.editlens"));
        if (!QFile::exists(plan))
            QCOMPARE(cli({QStringLiteral("import"), plan, path(QStringLiteral("good.jsonl"))}).code, 0);
        const QByteArray before = cli({QStringLiteral("info"), plan, QStringLiteral("--json")}).out;

        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("holds U+FEFF (a byte order mark)") && r.err.contains("\\ufeff"), r.err.constData());
        QVERIFY(!QFile::exists(path(QStringLiteral("bom.editlens"))));
        QCOMPARE(cli({QStringLiteral("info"), plan, QStringLiteral("--json")}).out, before);
    }

    void unknownFormatIsAUsageError()
    {
        const Run r = cli({QStringLiteral("import"), path(QStringLiteral("x.editlens")),
                           path(QStringLiteral("good.jsonl")), QStringLiteral("--format"), QStringLiteral("tiff")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("manifest"));
    }

    void importReadsATableWithItsColumnMapping()
    {
        const QString table = path(QStringLiteral("pairs.tsv"));
        write(table, "key\tedit\tbefore\tmine\n"
                     "k1\tAdd a kite\tsrc.png\tout.png\n");
        const QString study = path(QStringLiteral("table.editlens"));
        // --columns implies --format table; the roles it leaves open (source: "before") are found by header name.
        const Run r = cli({QStringLiteral("import"), study, table, QStringLiteral("--columns"),
                           QStringLiteral("id=key,instruction=edit,output:My Model=mine")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("imported 1 item, 1 output, 0 ratings (table)"), r.err.constData());
        const Run info = cli({QStringLiteral("info"), study, QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(info.out).object().value(QStringLiteral("systems")).toInt(-1), 1);
        // A mapping for another format, and a malformed one, are usage errors; a column the table lacks names
        // the file and its header line.
        QCOMPARE(cli({QStringLiteral("import"), study, table, QStringLiteral("--format"), QStringLiteral("manifest"),
                      QStringLiteral("--columns"), QStringLiteral("source=before")})
                     .code,
                 2);
        const Run bad =
            cli({QStringLiteral("import"), study, table, QStringLiteral("--columns"), QStringLiteral("sauce=before")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("unknown role 'sauce'"), bad.err.constData());
        const Run missing = cli({QStringLiteral("import"), study, table, QStringLiteral("--columns"),
                                 QStringLiteral("instruction=edit,output=gone")});
        QCOMPARE(missing.code, 1);
        QVERIFY2(missing.err.contains((table + QStringLiteral(":1: the edited image column 'gone'")).toUtf8()),
                 missing.err.constData());
        // Without a mapping the header names nothing known: the command line is told of --format.
        const Run unknown = cli({QStringLiteral("import"), study, table});
        QCOMPARE(unknown.code, 1);
        QVERIFY2(unknown.err.contains("--format"), unknown.err.constData());
    }

    void scoreStoresMetricsThatExportShows()
    {
        // The demo study: real images, known systems. score → export scores-csv shows every value with its version.
        // --unscored leaves the metrics to `score`.
        const QString dir = path(QStringLiteral("demo-score"));
        const Run demo = cli({QStringLiteral("demo"), dir, QStringLiteral("--unscored")});
        QCOMPARE(demo.code, 0);
        QVERIFY2(!demo.err.contains("scored"), demo.err.constData());
        const QString study = QString::fromUtf8(demo.out.trimmed().split('\n').last());
        const Run info = cli({QStringLiteral("info"), study, QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(info.out).object().value(QStringLiteral("scores")).toInt(-1), 0);
        const Run score =
            cli({QStringLiteral("score"), study, QStringLiteral("--metrics"), QStringLiteral("l1,ssim,clip_i")});
        QVERIFY2(score.code == 0, score.err.constData());
        QVERIFY2(score.out.contains("outputs 40, computed 40"), score.out.constData());
        QVERIFY2(score.out.contains("clip_i: unavailable"), score.out.constData()); // no model folder: no number
        const QByteArray text = exportedScores(study, QStringLiteral("demo-scores.csv"));
        QVERIFY(text.startsWith("item_id,")); // exported and read back
        QCOMPARE(text.count(",l1,"), 40);
        QCOMPARE(text.count(",ssim,"), 40);
        QVERIFY(!text.contains("clip_i"));
        const Run again = cli({QStringLiteral("score"), study, QStringLiteral("--metrics"), QStringLiteral("l1,ssim")});
        QVERIFY2(again.out.contains("computed 0, already stored 40"), again.out.constData());
    }

    void scoreAndInfoStateEachMetricsReference()
    {
        // Source black, ground truth grey 51 (0.2), output grey 102 (0.4): l1 = 0.4 against the source, l1_gt = 0.2.
        writeImage(path(QStringLiteral("gt-src.png")), QColor(0, 0, 0));
        writeImage(path(QStringLiteral("gt-truth.png")), QColor(51, 51, 51));
        writeImage(path(QStringLiteral("gt-out.png")), QColor(102, 102, 102));
        const QString study = importManifest(
            QStringLiteral("refs"),
            "{\"id\":\"a\",\"source\":\"gt-src.png\",\"ground_truth\":\"gt-truth.png\",\"instruction\":\"x\","
            "\"outputs\":[{\"system\":\"S\",\"path\":\"gt-out.png\"}]}\n");
        QVERIFY(QDir().mkpath(path(QStringLiteral("no-models"))));
        const Run score = cli({QStringLiteral("score"), study, QStringLiteral("--metrics"),
                               QStringLiteral("l1,l1_gt,l2_gt,clip_i_gt,dinov2_i"), QStringLiteral("--models"),
                               path(QStringLiteral("no-models"))});
        QVERIFY2(score.code == 0, score.err.constData());
        QVERIFY2(score.out.contains("l1 reference: source image"), score.out.constData());
        QVERIFY2(score.out.contains("l1_gt reference: ground-truth image"), score.out.constData());
        QVERIFY2(score.out.contains("expected ViT-B-32.pt"), score.out.constData());
        QVERIFY2(score.out.contains("expected dinov2_vits14.pt"), score.out.constData());
        const Run info = cli({QStringLiteral("info"), study});
        QVERIFY2(info.out.contains("metric l1_gt: L1 (ground truth); reference: ground-truth image"),
                 info.out.constData());
        const Run final = cli({QStringLiteral("score"), study, QStringLiteral("--metrics"), QStringLiteral("l1_gt"),
                               QStringLiteral("--chain"), QStringLiteral("final")});
        QVERIFY2(final.code == 0, final.err.constData());
        QVERIFY2(final.out.contains("l1_gt_final reference: ground-truth image, of the chain's last turn"),
                 final.out.constData());
        const QByteArray text = exportedScores(study, QStringLiteral("refs-scores.csv"));
        QVERIFY(text.startsWith("item_id,")); // exported and read back
        QVERIFY2(text.contains(",l1_gt,") && text.contains(",l1_gt_final,") && text.contains(",l2_gt,"),
                 text.constData());
    }

    void scoreWithoutLibTorchSaysSoAndScoresTheRest()
    {
        // A broken LibTorch module (found first through EDITLENS_MODULE_DIR): the learned metric is unavailable with
        // the reason, naming the module file; the pixel metric is still computed.
        QVERIFY(QDir().mkpath(path(QStringLiteral("broken-modules"))));
        QVERIFY(QDir().mkpath(path(QStringLiteral("some-models"))));
        const QString module = path(QStringLiteral("broken-modules/editlens-torch.so"));
        write(module, "not a shared library");
        write(path(QStringLiteral("some-models/ViT-B-32.pt")), "not a model either");
        const QString study =
            importManifest(QStringLiteral("no-torch"), "{\"id\":\"a\",\"source\":\"src.png\",\"instruction\":\"x\","
                                                       "\"outputs\":[{\"system\":\"S\",\"path\":\"out.png\"}]}\n");
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("EDITLENS_MODULE_DIR"), path(QStringLiteral("broken-modules")));
        const Run score = cli({QStringLiteral("score"), study, QStringLiteral("--metrics"), QStringLiteral("l1,clip_i"),
                               QStringLiteral("--models"), path(QStringLiteral("some-models"))},
                              environment);
        QVERIFY2(score.code == 0, score.err.constData());
        QVERIFY2(score.out.contains("outputs 1, computed 1"), score.out.constData());
        QVERIFY2(score.out.contains("clip_i: learned metrics unavailable: "), score.out.constData());
        QVERIFY2(score.out.contains(QFile::encodeName(module)), score.out.constData());
    }

    void scoreTakesADiceOrigin()
    {
        const Run help = cli({QStringLiteral("score"), QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY2(help.out.contains("--dice-origin") && help.out.contains("default: the study's ground-truth"),
                 help.out.constData());
        QVERIFY(help.out.contains("clip_i_bg") && help.out.contains("clip_t_region"));
        writeImage(path(QStringLiteral("diceclip-src.png")), QColor(10, 20, 30));
        writeImage(path(QStringLiteral("diceclip-out.png")), QColor(10, 20, 30));
        const QString study = importManifest(QStringLiteral("diceclip"),
                                             "{\"id\":\"a\",\"source\":\"diceclip-src.png\",\"instruction\":\"x\","
                                             "\"outputs\":[{\"system\":\"S\",\"path\":\"diceclip-out.png\"}]}\n");
        QVERIFY(QDir().mkpath(path(QStringLiteral("diceclip-no-models"))));
        // Without CLIP both are unavailable with the model's reason, never a number.
        const Run score =
            cli({QStringLiteral("score"), study, QStringLiteral("--metrics"), QStringLiteral("clip_i_bg,clip_t_region"),
                 QStringLiteral("--dice-origin"), QStringLiteral("alice"), QStringLiteral("--models"),
                 path(QStringLiteral("diceclip-no-models"))});
        QVERIFY2(score.code == 0, score.err.constData());
        QVERIFY2(score.out.contains("clip_i_bg: unavailable") && score.out.contains("clip_t_region: unavailable")
                     && score.out.contains("expected ViT-B-32.pt"),
                 score.out.constData());
        QVERIFY2(score.out.contains("values written 0"), score.out.constData());
    }

    void alignUsesOneMetricVersion()
    {
        // 20 items rated i + 1; metric m: v1 = i on items 0-15 (Spearman 1), v2 = -i on items 8-19 (Spearman -1).
        QByteArray manifest;
        QByteArray scores("item_id,system,metric,value,version\n");
        for (int i = 0; i < 20; ++i) {
            manifest += QStringLiteral("{\"id\":\"i%1\",\"outputs\":[{\"system\":\"S\",\"ratings\":[{\"annotator\":"
                                       "\"r1\",\"dimension\":\"overall\",\"value\":%2}]}]}\n")
                            .arg(i)
                            .arg(i + 1)
                            .toUtf8();
            if (i < 16)
                scores += QStringLiteral("i%1,S,m,%1,v1\n").arg(i).toUtf8();
            if (i >= 8)
                scores += QStringLiteral("i%1,S,m,-%1,v2\n").arg(i).toUtf8();
        }
        write(path(QStringLiteral("versions.csv")), scores);
        const QString study = importManifest(QStringLiteral("versions"), manifest);
        const Run imp = cli({QStringLiteral("import"), study, path(QStringLiteral("versions.csv")),
                             QStringLiteral("--format"), QStringLiteral("scores-csv")});
        QVERIFY2(imp.code == 0, imp.err.constData());

        const auto align = [&](const QStringList &extra) { return alignJson(study, QStringLiteral("mean"), extra); };
        const QJsonObject byDefault = align({});
        QCOMPARE(byDefault[QStringLiteral("metric_versions")][QStringLiteral("m")].toString(), QStringLiteral("v1"));
        const QJsonObject cell =
            byDefault[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")].toObject();
        QCOMPARE(cell[QStringLiteral("n")].toInt(), 16);
        QVERIFY(qAbs(cell[QStringLiteral("spearman")].toDouble() - 1.0) < 1e-12);

        const QJsonObject v2 = align({QStringLiteral("--metric-version"), QStringLiteral("m=v2")});
        QCOMPARE(v2[QStringLiteral("metric_versions")][QStringLiteral("m")].toString(), QStringLiteral("v2"));
        const QJsonObject cell2 =
            v2[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")].toObject();
        QCOMPARE(cell2[QStringLiteral("n")].toInt(), 12);
        QVERIFY(qAbs(cell2[QStringLiteral("spearman")].toDouble() + 1.0) < 1e-12);

        // An unknown version, an unknown metric, a malformed value: usage errors naming what is wrong.
        const QList<QPair<QString, QByteArray>> bad{{QStringLiteral("m=v3"), "'v3'"},
                                                    {QStringLiteral("nometric=v1"), "'nometric'"},
                                                    {QStringLiteral("m"), "'m'"}};
        for (const auto &[value, named] : bad) {
            const Run r = cli({QStringLiteral("align"), study, QStringLiteral("--metric-version"), value});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(named), r.err.constData());
        }
    }

    void alignTakesSubsetsAndExtremes()
    {
        // 8 items × systems S, T. Items 0–3 "remove the cat …" (the parser says remove), 4–7 "add a dog …" (add), but
        // item 7's stored parse says remove and wins; even items are tagged "animals". Rating v = (3i + s) % 5 + 1.
        QByteArray manifest;
        for (int i = 0; i < 8; ++i) {
            QString outputs;
            for (int s = 0; s < 2; ++s) {
                const int v = (i * 3 + s) % 5 + 1;
                outputs += QStringLiteral("%1{\"system\":\"%2\",\"ratings\":[{\"annotator\":\"r1\",\"dimension\":"
                                          "\"overall\",\"value\":%3}],\"scores\":[{\"metric\":\"m\",\"value\":%4}]}")
                               .arg(s == 0 ? QString() : QStringLiteral(","),
                                    s == 0 ? QStringLiteral("S") : QStringLiteral("T"))
                               .arg(v)
                               .arg(v + ((i * 7 + s) % 4) * 0.6);
            }
            manifest += QStringLiteral("{\"id\":\"i%1\",\"instruction\":\"%2\"%3%4,\"outputs\":[%5]}\n")
                            .arg(i)
                            .arg(i < 4 ? QStringLiteral("remove the cat from the sofa")
                                       : QStringLiteral("add a dog on the grass"))
                            .arg(i == 7 ? QStringLiteral(",\"parse\":{\"edit_type\":\"remove\"}") : QString())
                            .arg(i % 2 == 0 ? QStringLiteral(",\"tags\":[\"animals\"]") : QString())
                            .arg(outputs)
                            .toUtf8();
        }
        write(path(QStringLiteral("subsets.jsonl")), manifest);
        const QString study = path(QStringLiteral("subsets.editlens"));
        const Run imp = cli({QStringLiteral("import"), study, path(QStringLiteral("subsets.jsonl"))});
        QVERIFY2(imp.code == 0, imp.err.constData());
        const auto align = [&](const QStringList &extra) { return alignJson(study, QStringLiteral("pooled"), extra); };
        const auto cellOf = [](const QJsonObject &o) {
            return o[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")].toObject();
        };

        const QJsonObject all = align({});
        QCOMPARE(all[QStringLiteral("subset")][QStringLiteral("name")].toString(), QStringLiteral("all outputs"));
        QCOMPARE(cellOf(all)[QStringLiteral("n")].toInt(), 16);

        // Items 0–3 and 7, both systems.
        const QJsonObject remove = align({QStringLiteral("--subset"), QStringLiteral("edit_type=remove")});
        QCOMPARE(remove[QStringLiteral("subset")][QStringLiteral("name")].toString(),
                 QStringLiteral("edit_type=remove"));
        QCOMPARE(remove[QStringLiteral("subset")][QStringLiteral("n_outputs")].toInt(), 10);
        QCOMPARE(cellOf(remove)[QStringLiteral("n")].toInt(), 10);
        QVERIFY(cellOf(remove)[QStringLiteral("spearman_p")].isDouble());
        QVERIFY(cellOf(remove)[QStringLiteral("spearman")] != cellOf(all)[QStringLiteral("spearman")]);

        // Several --subset options: all must hold (items 0, 2, 4, 6 of S).
        const QJsonObject both = align({QStringLiteral("--subset"), QStringLiteral("tag=animals"),
                                        QStringLiteral("--subset"), QStringLiteral("system=S")});
        QCOMPARE(both[QStringLiteral("subset")][QStringLiteral("conditions")].toArray().size(), 2);
        QCOMPARE(cellOf(both)[QStringLiteral("n")].toInt(), 4);

        // Ratings of S, T: 1 2 | 4 5 | 2 3 | 5 1 | 3 4 | 1 2 | 4 5 | 2 3 → sorted 1 1 1 2 2 2 2 3 3 3 4 4 4 5 5 5;
        // q = 0.25: h = 3.75 → Q = 2; h = 11.25 → Q = 4. In: every 1, 2, 4, 5 (13 outputs); the three 3s are out.
        const QJsonObject extremes = align({QStringLiteral("--extremes"), QStringLiteral("0.25")});
        const QJsonObject subset = extremes[QStringLiteral("subset")].toObject();
        QCOMPARE(subset[QStringLiteral("extremes")].toDouble(), 0.25);
        QCOMPARE(subset[QStringLiteral("dimensions")][QStringLiteral("overall")][QStringLiteral("n")].toInt(), 13);
        QCOMPARE(
            subset[QStringLiteral("dimensions")][QStringLiteral("overall")][QStringLiteral("low_threshold")].toDouble(),
            2.0);
        QCOMPARE(cellOf(extremes)[QStringLiteral("n")].toInt(), 13);

        const Run text = cli({QStringLiteral("align"), study, QStringLiteral("--extremes"), QStringLiteral("0.25")});
        QVERIFY2(text.out.contains("subset: extremes q=0.25 (13 outputs"), text.out.constData());
        QVERIFY2(text.out.contains("(p "), text.out.constData());

        const QList<QPair<QStringList, QByteArray>> bad{
            {{QStringLiteral("--extremes"), QStringLiteral("0.7")}, "0.7"},
            {{QStringLiteral("--extremes"), QStringLiteral("many")}, "many"},
            {{QStringLiteral("--subset"), QStringLiteral("colour=red")}, "colour=red"},
            {{QStringLiteral("--subset"), QStringLiteral("edit_type=teleport")}, "teleport"}};
        for (const auto &[args, named] : bad) {
            const Run r = cli(QStringList{QStringLiteral("align"), study} + args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(named), r.err.constData());
        }
        const Run unknown =
            cli({QStringLiteral("align"), study, QStringLiteral("--subset"), QStringLiteral("system=Nope")});
        QVERIFY(unknown.code != 0);
        QVERIFY2(unknown.err.contains("system=Nope"), unknown.err.constData());
    }

    void alignAndReportChooseASetOfSystems()
    {
        // 6 items × systems S, T, U. The same study without U (written separately) is the reference: --systems S,T and
        // --exclude-systems U must give exactly its figures, as trimming the published files by hand does.
        const auto manifestOf = [](const QStringList &systems) {
            QByteArray manifest;
            for (int i = 0; i < 6; ++i) {
                QStringList outputs;
                for (int s = 0; s < 3; ++s) {
                    const QString name = QStringList{QStringLiteral("S"), QStringLiteral("T"), QStringLiteral("U")}[s];
                    if (!systems.contains(name))
                        continue;
                    const int v = (i * 2 + s * 3) % 5 + 1;
                    outputs << QStringLiteral(
                                   "{\"system\":\"%1\",\"ratings\":[{\"annotator\":\"r1\",\"dimension\":"
                                   "\"overall\",\"value\":%2}],\"scores\":[{\"metric\":\"m\",\"value\":%3}]}")
                                   .arg(name)
                                   .arg(v)
                                   .arg(s == 2 ? 10 - v : v + ((i * 5 + s) % 3) * 0.7);
                }
                manifest += QStringLiteral("{\"id\":\"i%1\",\"instruction\":\"add a hat\",\"outputs\":[%2]}\n")
                                .arg(i)
                                .arg(outputs.join(QLatin1Char(',')))
                                .toUtf8();
            }
            return manifest;
        };
        write(path(QStringLiteral("systems3.jsonl")),
              manifestOf({QStringLiteral("S"), QStringLiteral("T"), QStringLiteral("U")}));
        write(path(QStringLiteral("systems2.jsonl")), manifestOf({QStringLiteral("S"), QStringLiteral("T")}));
        const QString study = path(QStringLiteral("systems3.editlens")),
                      trimmed = path(QStringLiteral("systems2.editlens"));
        QVERIFY(cli({QStringLiteral("import"), study, path(QStringLiteral("systems3.jsonl"))}).code == 0);
        QVERIFY(cli({QStringLiteral("import"), trimmed, path(QStringLiteral("systems2.jsonl"))}).code == 0);
        const auto cellOf = [](const QJsonObject &o) {
            return o[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")].toObject();
        };
        const QJsonObject reference = alignJson(trimmed, QStringLiteral("viescore"), {});
        const QJsonObject all = alignJson(study, QStringLiteral("viescore"), {});
        const QJsonObject chosen =
            alignJson(study, QStringLiteral("viescore"), {QStringLiteral("--systems"), QStringLiteral("S,T")});
        const QJsonObject excluded =
            alignJson(study, QStringLiteral("viescore"), {QStringLiteral("--exclude-systems"), QStringLiteral("U")});
        QCOMPARE(cellOf(reference)[QStringLiteral("n")].toInt(), 12);
        QVERIFY(cellOf(all)[QStringLiteral("spearman")] != cellOf(reference)[QStringLiteral("spearman")]);
        for (const QJsonObject &o : {chosen, excluded}) {
            QCOMPARE(cellOf(o)[QStringLiteral("n")].toInt(), 12);
            QCOMPARE(cellOf(o)[QStringLiteral("spearman")].toDouble(),
                     cellOf(reference)[QStringLiteral("spearman")].toDouble());
            QCOMPARE(o[QStringLiteral("subset")][QStringLiteral("n_outputs")].toInt(), 12);
        }
        QCOMPARE(chosen[QStringLiteral("subset")][QStringLiteral("name")].toString(), QStringLiteral("systems=S|T"));

        // Unknown names are a usage error naming each of them, in align and in report.
        const Run badAlign = cli({QStringLiteral("align"), study, QStringLiteral("--systems"), QStringLiteral("S,Nope"),
                                  QStringLiteral("--exclude-systems"), QStringLiteral("Zed")});
        QCOMPARE(badAlign.code, 2);
        QVERIFY2(badAlign.err.contains("Nope") && badAlign.err.contains("Zed"), badAlign.err.constData());
        const Run badReport = cli({QStringLiteral("report"), study, path(QStringLiteral("systems-report")),
                                   QStringLiteral("--exclude-systems"), QStringLiteral("Midjourney")});
        QCOMPARE(badReport.code, 2);
        QVERIFY2(badReport.err.contains("Midjourney"), badReport.err.constData());
        const Run report =
            cli({QStringLiteral("report"), study, path(QStringLiteral("systems-report")), QStringLiteral("--bootstrap"),
                 QStringLiteral("0"), QStringLiteral("--systems"), QStringLiteral("S,T")});
        QVERIFY2(report.code == 0, report.err.constData());

        // --score-scale: MIN,MAX with MIN < MAX, else a usage error.
        for (const QString &bad : {QStringLiteral("1,0"), QStringLiteral("0"), QStringLiteral("a,b")}) {
            const Run r = cli({QStringLiteral("align"), study, QStringLiteral("--score-scale"), bad});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("--score-scale"), r.err.constData());
        }
        QCOMPARE(cli({QStringLiteral("align"), study, QStringLiteral("--score-scale"), QStringLiteral("0,1")}).code, 0);
    }

    void alignJsonHasGroundTruthTestAndAlphaSweep()
    {
        // Two items, each with the three ground-truth-test candidates; l1 (lower is better) prefers the ground truth
        // on both, and stored BPM components make the α sweep possible without images or models.
        const struct
        {
            const char *system;
            const char *role;
            double l1, preserve, human;
        } candidates[] = {{"Truth", "ground_truth", 0.1, 0.9, 5},
                          {"Noisy", "excessively_preserved", 0.2, 1.0, 2},
                          {"Generated", "excessively_modified", 0.9, 0.0, 1}};
        const auto score = [](const char *metric, double value) {
            return QJsonObject{{QStringLiteral("metric"), QLatin1String(metric)},
                               {QStringLiteral("version"), QStringLiteral("v")},
                               {QStringLiteral("value"), value}};
        };
        QByteArray manifest;
        for (const char *id : {"g1", "g2"}) {
            QJsonArray outputs;
            for (const auto &c : candidates)
                outputs.append(
                    QJsonObject{{QStringLiteral("system"), QLatin1String(c.system)},
                                {QStringLiteral("role"), QLatin1String(c.role)},
                                {QStringLiteral("scores"),
                                 QJsonArray{score("l1", c.l1), score("bpm_s_preserve", c.preserve),
                                            score("bpm_s_modify", c.human / 10.0), score("bpm_s_size", 1.0),
                                            score("bpm_s_position", 1.0)}},
                                {QStringLiteral("ratings"),
                                 QJsonArray{QJsonObject{{QStringLiteral("annotator"), QStringLiteral("r1")},
                                                        {QStringLiteral("dimension"), QStringLiteral("overall")},
                                                        {QStringLiteral("value"), c.human}}}}});
            const QJsonObject item{{QStringLiteral("id"), QLatin1String(id)},
                                   {QStringLiteral("instruction"), QStringLiteral("Make the box red")},
                                   {QStringLiteral("parse"),
                                    QJsonObject{{QStringLiteral("original_part"), QStringLiteral("box")},
                                                {QStringLiteral("edited_part"), QStringLiteral("red box")},
                                                {QStringLiteral("edit_type"), QStringLiteral("change color")}}},
                                   {QStringLiteral("outputs"), outputs}};
            manifest += QJsonDocument(item).toJson(QJsonDocument::Compact) + '\n';
        }
        write(path(QStringLiteral("gt.jsonl")), manifest);
        const QString study = path(QStringLiteral("gt.editlens"));
        const Run imp = cli({QStringLiteral("import"), study, path(QStringLiteral("gt.jsonl"))});
        QVERIFY2(imp.code == 0, imp.err.constData());

        const Run r = cli({QStringLiteral("align"), study, QStringLiteral("--json"), QStringLiteral("--alpha-sweep")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject l1 =
            o.value(QStringLiteral("ground_truth_test")).toObject().value(QStringLiteral("l1")).toObject();
        QCOMPARE(l1.value(QStringLiteral("ground_truth")).toDouble(), 1.0);
        QCOMPARE(l1.value(QStringLiteral("excessively_preserved")).toDouble(), 0.0);
        QCOMPARE(l1.value(QStringLiteral("excessively_modified")).toDouble(), 0.0);
        QCOMPARE(l1.value(QStringLiteral("n")).toInt(), 2);
        QCOMPARE(l1.value(QStringLiteral("ties")).toInt(), 0);
        const QJsonArray sweep =
            o.value(QStringLiteral("alpha_sweep")).toObject().value(QStringLiteral("overall")).toArray();
        QCOMPARE(sweep.size(), 11);
        QCOMPARE(sweep.first().toObject().value(QStringLiteral("alpha")).toDouble(), 0.0);
        QCOMPARE(sweep.last().toObject().value(QStringLiteral("alpha")).toDouble(), 1.0);
        for (const auto &v : sweep)
            QVERIFY(v.toObject().contains(QStringLiteral("pairwise_alignment")));
        QVERIFY(!o.contains(QStringLiteral("alpha_sweep_unavailable")));

        // Without --alpha-sweep there is no sweep; the text form prints the ground-truth table.
        const Run plain = cli({QStringLiteral("align"), study, QStringLiteral("--json")});
        QVERIFY(!QJsonDocument::fromJson(plain.out).object().contains(QStringLiteral("alpha_sweep")));
        const Run text = cli({QStringLiteral("align"), study, QStringLiteral("--alpha-sweep")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("ground-truth test"), text.out.constData());
        QVERIFY2(text.out.contains("alpha sweep overall"), text.out.constData());
    }

    void alphaSweepSaysWhyItIsUnavailable()
    {
        const QString study = path(QStringLiteral("nosweep.editlens"));
        QCOMPARE(cli({QStringLiteral("import"), study, path(QStringLiteral("good.jsonl"))}).code, 0);
        const Run r = cli({QStringLiteral("align"), study, QStringLiteral("--json"), QStringLiteral("--alpha-sweep")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("alpha_sweep")).toObject().isEmpty());
        QVERIFY(o.value(QStringLiteral("alpha_sweep_unavailable")).toString().contains(QStringLiteral("BPM")));
        QVERIFY(o.value(QStringLiteral("ground_truth_test")).toObject().isEmpty()); // no candidates
    }

    void undefinedStatisticsAreNotApplicableInsteadOfAnAbort()
    {
        // 6 items × systems S, T rated by r1 and r2 on an undeclared dimension (its scale is the values' min–max), both
        // rating one output 1e308, and a metric "flat" that is the same everywhere. The squares of 1e308 overflowed:
        // the annotators' correlation was inf/inf = NaN, and boost::math aborted align and report on its p-value.
        QByteArray manifest;
        for (int i = 0; i < 6; ++i) {
            QString outputs;
            for (int s = 0; s < 2; ++s) {
                const int v = (i * 2 + s) % 5 + 1;
                const bool huge = i == 0 && s == 0;
                const QString first = huge ? QStringLiteral("1e308") : QString::number(v);
                const QString second = huge ? QStringLiteral("1e308") : QString::number((v + i) % 5 + 1);
                outputs += QStringLiteral("%1{\"system\":\"%2\",\"ratings\":[{\"annotator\":\"r1\",\"dimension\":"
                                          "\"quality\",\"value\":%3},{\"annotator\":\"r2\",\"dimension\":"
                                          "\"quality\",\"value\":%4}],\"scores\":[{\"metric\":\"flat\",\"value\":"
                                          "0.5},{\"metric\":\"m\",\"value\":%5}]}")
                               .arg(s == 0 ? QString() : QStringLiteral(","),
                                    s == 0 ? QStringLiteral("S") : QStringLiteral("T"), first, second)
                               .arg(v * 0.25);
            }
            manifest += QStringLiteral("{\"id\":\"n%1\",\"outputs\":[%2]}\n").arg(i).arg(outputs).toUtf8();
        }
        const QString study = importManifest(QStringLiteral("undefined-stats"), manifest);
        QVERIFY(!study.isEmpty());

        const Run text = cli({QStringLiteral("align"), study});
        QVERIFY2(text.code == 0, text.err.constData());
        // The sums of squares of 1e308 overflow: ICC and alpha are undefined, never "nan"; the flat metric has no
        // correlation; the 1e308 still ranks (Spearman, Kendall) and Pearson scales it.
        QVERIFY2(text.out.contains("ICC(2,1) undefined, alpha undefined"), text.out.constData());
        QVERIFY2(text.out.contains("flat vs quality: spearman undefined"), text.out.constData());
        QVERIFY2(text.out.contains("m vs quality: spearman 0.3821 (p 0.228)"), text.out.constData());
        QVERIFY2(!text.out.contains("nan"), text.out.constData());
        const Run json = cli({QStringLiteral("align"), study, QStringLiteral("--json")});
        QVERIFY2(json.code == 0, json.err.constData());
        QVERIFY(QJsonDocument::fromJson(json.out).isObject());
        QVERIFY2(!json.out.contains("nan"), json.out.constData());
        const Run report = cli({QStringLiteral("report"), study, path(QStringLiteral("undefined-report")),
                                QStringLiteral("--dimension"), QStringLiteral("quality")});
        QVERIFY2(report.code == 0, report.err.constData());
        QFile md(path(QStringLiteral("undefined-report/report.md")));
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QByteArray markdown = md.readAll();
        QVERIFY(markdown.contains("n/a"));
        QVERIFY(!markdown.contains("nan"));
    }

    void reportWritesHtmlAndMarkdown()
    {
        // `demo` scores the study it creates: the report needs no `score` step.
        const QString dir = path(QStringLiteral("demo-report"));
        const Run demo = cli({QStringLiteral("demo"), dir});
        QVERIFY2(demo.code == 0, demo.err.constData());
        QVERIFY2(demo.err.contains("scored 40 outputs: detect, detect_boxes, l1, mse, psnr, ssim (values 360, "
                                   "detector boxes 36)"),
                 demo.err.constData());
        QVERIFY2(demo.err.contains("bpm: "), demo.err.constData()); // BPM itself waits for CLIP, and says so
        const QString study = QString::fromUtf8(demo.out.trimmed().split('\n').last());
        const Run again = cli({QStringLiteral("score"), study, QStringLiteral("--metrics"), QStringLiteral("l1,ssim")});
        QVERIFY2(again.out.contains("computed 0, already stored 40"), again.out.constData());
        const QString out = path(QStringLiteral("report"));
        const Run report =
            cli({QStringLiteral("report"), study, out, QStringLiteral("--bootstrap"), QStringLiteral("50")});
        QVERIFY2(report.code == 0, report.err.constData());
        QFile html(out + QStringLiteral("/index.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        QVERIFY(html.readAll().contains("data:image/png;base64,"));
        QFile md(out + QStringLiteral("/report.md"));
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QByteArray text = md.readAll();
        QVERIFY(text.contains("### Alignment with the humans (overall)"));
        QVERIFY(text.contains("| ssim | "));
        // DICE-D: the demo's detector boxes against its truth with every AP column, the annotators' coherence
        // agreement and the Table 3 summary beside people's ratings.
        QVERIFY(text.contains("| detector | images | AP | AP50 | AP75 | AP M | AP L | class-aware AP | AP ADD | AP "
                              "REMOVE | AP EDIT |"));
        // The detector's AP on the demo's 40 outputs (Timid's strength and Sloppy's blur vary from item to item).
        QVERIFY(text.contains("| pixel-diff detector 1 | 40 | 0.3005 |"));
        QVERIFY(text.contains("coherence-aware AP"));
        QVERIFY(text.contains("## Agreement between annotators on differences"));
        QVERIFY(text.contains("| ann1 / ann2 |"));
        QVERIFY(text.contains("## Per-system summary of differences (DICE Table 3)"));
        QVERIFY(text.contains("| Precise | 8 | 9 | 100.0 |"));
        const Run align = cli({QStringLiteral("align"), study, QStringLiteral("--json")});
        QVERIFY2(align.code == 0, align.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(align.out).object();
        const QJsonObject summary = json.value(QStringLiteral("difference_summary")).toObject();
        QCOMPARE(
            summary.value(QStringLiteral("dimensions")).toObject().value(QStringLiteral("correct_edits")).toString(),
            QStringLiteral("edited_area"));
        const QJsonObject truth =
            summary.value(QStringLiteral("origins")).toObject().value(QStringLiteral("truth")).toObject();
        QCOMPARE(truth.value(QStringLiteral("systems"))
                     .toObject()
                     .value(QStringLiteral("Unrelated"))
                     .toObject()
                     .value(QStringLiteral("correct_edits"))
                     .toDouble(),
                 0.0);
        QCOMPARE(json.value(QStringLiteral("difference_agreement"))
                     .toObject()
                     .value(QStringLiteral("fleiss_raters"))
                     .toInt(),
                 3);
        QVERIFY(json.value(QStringLiteral("difference_detection"))
                    .toObject()
                    .value(QStringLiteral("pixel-diff detector 1"))
                    .toObject()
                    .value(QStringLiteral("coherence_aware"))
                    .toObject()
                    .contains(QStringLiteral("ap_coherent")));
        const Run wrongDimension = cli(
            {QStringLiteral("align"), study, QStringLiteral("--summary-dimensions"), QStringLiteral("overall,nope")});
        QCOMPARE(wrongDimension.code, 2);
        QVERIFY2(wrongDimension.err.contains("nope"), wrongDimension.err.constData());
        const Run bad =
            cli({QStringLiteral("report"), study, out, QStringLiteral("--dimension"), QStringLiteral("nope")});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("nope"), bad.err.constData());
    }

    void exportWritesEachFormat_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("manifest") << QStringLiteral("manifest") << QByteArray("\"editlens_manifest\":1");
        QTest::newRow("ratings-csv") << QStringLiteral("ratings-csv") << QByteArray("a,S,r1,overall,3");
        QTest::newRow("scores-csv") << QStringLiteral("scores-csv") << QByteArray("b,S,l1,0.5,imported");
        QTest::newRow("coco") << QStringLiteral("coco") << QByteArray("\"categories\"");
    }

    void exportWritesEachFormat()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, expected);
        const QString study = path(QStringLiteral("s.editlens"));
        const QString out = path(QStringLiteral("export-") + format);
        const Run r = cli({QStringLiteral("export"), study, QStringLiteral("--format"), format, out});
        QCOMPARE(r.code, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(text.contains(expected), text.constData());
    }

    void exportDiceWritesAFolderForOneOrigin()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("dicein")));
        write(path(QStringLiteral("dicein/predicted_differences.json")),
              R"([{"original_path": "../src.png", "edited_path": "../out.png", "complete_difference": "ADD: a hat",
                   "operation": "ADD", "bbox": [0.25, 0.5, 0.75, 1], "gt_prompt": "add a hat", "confidence": 0.5}])");
        const QString study = path(QStringLiteral("dice.editlens"));
        QCOMPARE(cli({QStringLiteral("import"), study, path(QStringLiteral("dicein")), QStringLiteral("--format"),
                      QStringLiteral("dice"), QStringLiteral("--root"), m_dir.path()})
                     .code,
                 0);

        const QString out = path(QStringLiteral("diceout"));
        const Run r = cli({QStringLiteral("export"), study, QStringLiteral("--format"), QStringLiteral("dice"), out,
                           QStringLiteral("--origin"), QStringLiteral("DICE")});
        QCOMPARE(r.code, 0);
        QFile differences(QDir(out).filePath(QStringLiteral("predicted_differences.json")));
        QVERIFY(differences.open(QIODevice::ReadOnly));
        const QJsonObject entry = QJsonDocument::fromJson(differences.readAll()).array().at(0).toObject();
        QCOMPARE(entry.value(QStringLiteral("complete_difference")).toString(), QStringLiteral("ADD: a hat"));
        QCOMPARE(entry.value(QStringLiteral("bbox")).toArray(), (QJsonArray{0.25, 0.5, 0.75, 1.0}));
        QCOMPARE(entry.value(QStringLiteral("confidence")).toDouble(), 0.5);
        QFile coherence(QDir(out).filePath(QStringLiteral("coherence_results.json")));
        QVERIFY(coherence.open(QIODevice::ReadOnly));
        QVERIFY(QJsonDocument::fromJson(coherence.readAll()).isArray());

        // The default origin, truth, has no differences here: an error naming the origins there are.
        const Run truth = cli({QStringLiteral("export"), study, QStringLiteral("--format"), QStringLiteral("dice"),
                               path(QStringLiteral("diceout-truth"))});
        QCOMPARE(truth.code, 1);
        QVERIFY2(truth.err.contains("no differences of origin 'truth'") && truth.err.contains("DICE"),
                 truth.err.constData());
        const Run coco =
            cli({QStringLiteral("export"), study, QStringLiteral("--format"), QStringLiteral("coco"),
                 path(QStringLiteral("coco-origin.json")), QStringLiteral("--origin"), QStringLiteral("DICE")});
        QCOMPARE(coco.code, 2);
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("coco-origin.json"))));
    }

    void synthMakesAStudyThatExportsItsBoxes()
    {
        const QString photos = path(QStringLiteral("synth-photos"));
        QVERIFY(QDir().mkpath(photos));
        for (int i = 0; i < 2; ++i) {
            QImage img(256, 192, QImage::Format_RGB32); // a busy texture: every removal and paste shows
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x)
                    img.setPixel(x, y, qRgb((x * 7 + y * 3 + 90 * i) % 256, (x * y / 64) % 256, ((x ^ y) * 5) % 256));
            QVERIFY(img.save(QDir(photos).filePath(QStringLiteral("p%1.png").arg(i))));
        }
        write(QDir(photos).filePath(QStringLiteral("broken.jpg")), "not a JPEG");
        const QString study = path(QStringLiteral("synth.editlens"));
        const Run r = cli({QStringLiteral("synth"), photos, study, QStringLiteral("--count"), QStringLiteral("3"),
                           QStringLiteral("--seed"), QStringLiteral("5")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed(), QFileInfo(study).absoluteFilePath().toUtf8()); // the study, and only it, on stdout
        QVERIFY2(r.err.contains("warning") && r.err.contains("broken.jpg"), r.err.constData());
        QVERIFY2(r.err.contains("3 pairs from 2 photographs (1 skipped)"), r.err.constData());

        const QString dice = path(QStringLiteral("synth-dice"));
        QCOMPARE(cli({QStringLiteral("export"), study, QStringLiteral("--format"), QStringLiteral("dice"), dice,
                      QStringLiteral("--origin"), QStringLiteral("truth")})
                     .code,
                 0);
        QFile differences(QDir(dice).filePath(QStringLiteral("predicted_differences.json")));
        QVERIFY(differences.open(QIODevice::ReadOnly));
        const QJsonArray rows = QJsonDocument::fromJson(differences.readAll()).array();
        QVERIFY(rows.size() >= 3);
        for (const auto &row : rows) {
            const QJsonArray box = row.toObject().value(QStringLiteral("bbox")).toArray();
            QCOMPARE(box.size(), 4);
            QVERIFY(box.at(0).toDouble() < box.at(2).toDouble() && box.at(1).toDouble() < box.at(3).toDouble());
        }

        // An existing study is refused, a missing folder named; neither leaves anything behind.
        const Run again = cli({QStringLiteral("synth"), photos, study});
        QCOMPARE(again.code, 1);
        QVERIFY2(again.err.contains("already exists"), again.err.constData());
        const QString missing = path(QStringLiteral("no-such-photos"));
        const Run bad = cli({QStringLiteral("synth"), missing, path(QStringLiteral("synth2.editlens"))});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(missing.toUtf8()), bad.err.constData());
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("synth2.editlens"))));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("synth2-images"))));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
