// The table import: CSV/TSV tables of image pairs with a column mapping (TableColumns), read end to end through
// importInto() into a study rooted at a temporary folder, and MagicBrush's own manifest.tsv when the shared data is
// there.
#include "io/formatregistry.h"
#include "io/importer.h"
#include "io/tablecolumns.h"
#include "io/tableimport.h"
#include "scratchstudy.h"
#include "shareddata.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

const Output *outputOf(const Item &item, const QString &system)
{
    for (const Output &o : item.outputs)
        if (o.system == system)
            return &o;
    return nullptr;
}

} // namespace

class TestTableImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FormatRegistry m_registry;
    int m_studies = 0;

    /// The study root; tables live in root/t/ beside their images in root/t/img/.
    QString root() const { return m_dir.filePath(QStringLiteral("root")); }
    QString table(const QString &name) const { return root() + QStringLiteral("/t/") + name; }

    std::unique_ptr<StudyStore> newStore()
    {
        return createStudyOrDie(m_dir.filePath(QStringLiteral("study%1.editlens").arg(++m_studies)), root());
    }

    Result<ImportSummary> import(StudyStore &store, const QString &file, const QString &columns = {},
                                 const QString &format = QStringLiteral("table"))
    {
        ImportOptions options;
        options.columns = columns;
        return importInto(store, m_registry, format, file, options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        writeImage(table(QStringLiteral("img/src1.png")), QSize(6, 4), Qt::gray);
        writeImage(table(QStringLiteral("img/src2.png")), QSize(5, 5), Qt::gray);
        writeImage(table(QStringLiteral("img/gt1.png")), QSize(6, 4), Qt::red);
        writeImage(table(QStringLiteral("img/gt2.png")), QSize(5, 5), Qt::red);
        writeImage(table(QStringLiteral("img/a1.png")), QSize(8, 8), Qt::green);
        writeImage(table(QStringLiteral("img/a2.png")), QSize(8, 8), Qt::green);
        writeImage(table(QStringLiteral("img/b1.png")), QSize(7, 7), Qt::blue);
        writeImage(m_dir.filePath(QStringLiteral("outside.png")), QSize(3, 3), Qt::white);
        writeImage(m_dir.filePath(QStringLiteral("elsewhere/e.png")), QSize(9, 9), Qt::yellow);
        writeText(table(QStringLiteral("img/not-an-image.png")), "hello");
    }

    void tableColumnsParseAndWriteBack_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written");
        QTest::newRow("roles") << QStringLiteral(" instruction = prompt , source=input,target=gt")
                               << QStringLiteral("instruction=prompt,source=input,target=gt");
        QTest::newRow("systems") << QStringLiteral("output:Model A=a,output=b,target:Truth=gt")
                                 << QStringLiteral("output:Model A=a,output=b,target:Truth=gt");
        QTest::newRow("switched off") << QStringLiteral("id=,output=") << QStringLiteral("id=,output=");
        QTest::newRow("case of roles") << QStringLiteral("SOURCE_CAPTION=c") << QStringLiteral("source_caption=c");
        QTest::newRow("empty") << QString() << QString();
    }

    void tableColumnsParseAndWriteBack()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        const Result<TableColumns> parsed = TableColumns::parse(text);
        EL_VERIFY_OK(parsed);
        QCOMPARE(parsed.value().toString(), written);
        QCOMPARE(TableColumns::parse(written).value(), parsed.value());
    }

    void tableColumnsRefuseBadMappings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("no =") << QStringLiteral("source") << QStringLiteral("has no '='");
        QTest::newRow("unknown role") << QStringLiteral("sauce=x") << QStringLiteral("unknown role 'sauce'");
        QTest::newRow("twice") << QStringLiteral("source=a,source=b") << QStringLiteral("role 'source' twice");
        QTest::newRow("system on source") << QStringLiteral("source:S=a") << QStringLiteral("only output and target");
        QTest::newRow("empty system") << QStringLiteral("output:=a") << QStringLiteral("system name is empty");
        QTest::newRow("off and on") << QStringLiteral("output=a,output=") << QStringLiteral("cannot go with");
    }

    void tableColumnsRefuseBadMappings()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const Result<TableColumns> parsed = TableColumns::parse(text);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().message.contains(message), qPrintable(parsed.error().message));
    }

    void automaticMappingFollowsHeaderNames_data()
    {
        QTest::addColumn<QStringList>("header");
        QTest::addColumn<QString>("given");
        QTest::addColumn<QString>("expected");
        QTest::newRow("magicbrush manifest.tsv")
            << QStringList{QStringLiteral("test_json_index"), QStringLiteral("task"),
                           QStringLiteral("instruction"),     QStringLiteral("source_image"),
                           QStringLiteral("target_image"),    QStringLiteral("license_note")}
            << QString() << QStringLiteral("instruction=instruction,source=source_image,target=target_image");
        QTest::newRow("spreadsheet words")
            << QStringList{QStringLiteral("Item ID"), QStringLiteral("Prompt"),   QStringLiteral("Original Image"),
                           QStringLiteral("Edited"),  QStringLiteral("output_2"), QStringLiteral("Output Caption")}
            << QString()
            << QStringLiteral("target_caption=Output Caption,id=Item ID,instruction=Prompt,source=Original Image,"
                              "output=Edited,output=output_2");
        // What the mapping names is kept; its columns are not given a second role; naming an output stops the
        // detection of outputs.
        QTest::newRow("partly given") << QStringList{QStringLiteral("input"), QStringLiteral("edit"),
                                                     QStringLiteral("output"), QStringLiteral("sdxl")}
                                      << QStringLiteral("output:SDXL=sdxl,instruction=edit")
                                      << QStringLiteral("output:SDXL=sdxl,instruction=edit,source=input");
        QTest::newRow("switched off") << QStringList{QStringLiteral("instruction"), QStringLiteral("image"),
                                                     QStringLiteral("gt"), QStringLiteral("output")}
                                      << QStringLiteral("target=,output=")
                                      << QStringLiteral("target=,output=,instruction=instruction,source=image");
    }

    void automaticMappingFollowsHeaderNames()
    {
        QFETCH(QStringList, header);
        QFETCH(QString, given);
        QFETCH(QString, expected);
        QCOMPARE(TableColumns::parse(given).value().completed(header).toString(), expected);
    }

    void magicBrushStyleTsvImportsByHeaderNames()
    {
        writeText(table(QStringLiteral("pairs.tsv")),
                  "test_json_index\ttask\tinstruction\tsource_image\ttarget_image\tlicense_note\n"
                  "0\tmagicbrush\tPut a cat on the seat.\timg/src1.png\timg/gt1.png\tCC-BY-4.0\n"
                  "1\tmagicbrush\tMake the cat \"orange\"\timg/src2.png\timg/gt2.png\tCC-BY-4.0\n");
        QCOMPARE(m_registry.detect(table(QStringLiteral("pairs.tsv"))).value()->id(), QStringLiteral("table"));
        auto store = newStore();
        const auto summary = import(*store, table(QStringLiteral("pairs.tsv")), {}, QStringLiteral("auto"));
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().formatId, QStringLiteral("table"));
        QCOMPARE(summary.value().items, 2);
        QCOMPARE(summary.value().outputs, 2);

        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 2);
        const Item &first = data.items[0];
        QCOMPARE(first.key, QStringLiteral("pairs-1")); // no id column: <file stem>-<row>
        QCOMPARE(first.instruction, QStringLiteral("Put a cat on the seat."));
        QCOMPARE(first.sourcePath, QStringLiteral("t/img/src1.png"));
        QCOMPARE(first.sourceSize, QSize(6, 4));
        QCOMPARE(first.groundTruthPath, QStringLiteral("t/img/gt1.png"));
        QCOMPARE(first.outputs.size(), 1);
        QCOMPARE(first.outputs[0].system, QStringLiteral("target_image"));
        QCOMPARE(first.outputs[0].role, OutputRole::GroundTruth);
        QCOMPARE(first.outputs[0].path, QStringLiteral("t/img/gt1.png"));
        QCOMPARE(data.items[1].key, QStringLiteral("pairs-2"));
        QCOMPARE(data.items[1].instruction, QStringLiteral("Make the cat \"orange\""));
    }

    void explicitMappingNamesSystemsAndCaptions()
    {
        writeText(table(QStringLiteral("models.csv")),
                  "id,prompt,input,modelA,modelB,gt,src_caption,tgt_caption,notes\r\n"
                  "x1,\"Make it \"\"red\"\", please\",img/src1.png,img/a1.png,img/b1.png,img/gt1.png,a room,"
                  "a red room,\"multi\nline\"\r\n"
                  "x2,Add a kite,img/src2.png,img/a2.png,,,a field,a field with a kite,\r\n");
        auto store = newStore();
        const auto summary =
            import(*store, table(QStringLiteral("models.csv")),
                   QStringLiteral("id=id,instruction=prompt,source=input,output:Model A=modelA,output=modelB,"
                                  "target:Truth=gt,source_caption=src_caption,target_caption=tgt_caption"));
        EL_VERIFY_OK(summary);
        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 2);
        const Item &x1 = data.items[0];
        QCOMPARE(x1.key, QStringLiteral("x1"));
        QCOMPARE(x1.instruction, QStringLiteral("Make it \"red\", please"));
        QCOMPARE(x1.sourceCaption, QStringLiteral("a room"));
        QCOMPARE(x1.targetCaption, QStringLiteral("a red room"));
        QCOMPARE(x1.outputs.size(), 3);
        QVERIFY(outputOf(x1, QStringLiteral("Model A")));
        QCOMPARE(outputOf(x1, QStringLiteral("Model A"))->path, QStringLiteral("t/img/a1.png"));
        QCOMPARE(outputOf(x1, QStringLiteral("Model A"))->role, OutputRole::None);
        QCOMPARE(outputOf(x1, QStringLiteral("modelB"))->size, QSize(7, 7)); // named after its column
        QCOMPARE(outputOf(x1, QStringLiteral("Truth"))->role, OutputRole::GroundTruth);
        QCOMPARE(x1.groundTruthPath, QStringLiteral("t/img/gt1.png"));
        // An empty output or target cell: that row has no such image.
        const Item &x2 = data.items[1];
        QCOMPARE(x2.outputs.size(), 1);
        QCOMPARE(x2.outputs[0].system, QStringLiteral("Model A"));
        QVERIFY(x2.groundTruthPath.isEmpty());
    }

    void otherSuffixesSniffTheDelimiter()
    {
        writeText(table(QStringLiteral("semi.txt")), "instruction;source;output\nAdd a kite;img/src1.png;img/a1.png\n");
        auto store = newStore();
        EL_VERIFY_OK(import(*store, table(QStringLiteral("semi.txt"))));
        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 1);
        QCOMPARE(data.items[0].outputs[0].system, QStringLiteral("output"));
        QCOMPARE(TableImport::readHeader(table(QStringLiteral("semi.txt"))).value().delimiter, QLatin1Char(';'));
    }

    void linksInsideTheRootAreFollowed()
    {
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("elsewhere")), root() + QStringLiteral("/link")));
        writeText(table(QStringLiteral("linked.tsv")), "instruction\tsource\toutput\nx\timg/src1.png\t../link/e.png\n");
        auto store = newStore();
        EL_VERIFY_OK(import(*store, table(QStringLiteral("linked.tsv"))));
        QCOMPARE(store->load().value().items[0].outputs[0].size, QSize(9, 9));
    }

    void errorsNameFileAndLineAndStoreNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("columns");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QByteArray header = "id\tinstruction\tsource\toutput\n";
        const QByteArray good = "a\tx\timg/src1.png\timg/a1.png\n";
        QTest::newRow("ragged row") << header + good + "b\tx\timg/src1.png\n"
                                    << QString() << 3 << QStringLiteral("this row has 3 field(s) but the header has 4");
        QTest::newRow("missing column") << header + good << QStringLiteral("target=gt") << 1
                                        << QStringLiteral("the ground-truth image column 'gt' is not in the header");
        QTest::newRow("no instruction column") << QByteArray("source\toutput\nimg/src1.png\timg/a1.png\n") << QString()
                                               << 1 << QStringLiteral("no column is mapped to the instruction");
        QTest::newRow("missing image") << header + good + "b\tx\timg/src1.png\timg/nope.png\n"
                                       << QString() << 3 << QStringLiteral("img/nope.png' does not exist");
        QTest::newRow("not an image") << header + "b\tx\timg/src1.png\timg/not-an-image.png\n"
                                      << QString() << 2 << QStringLiteral("not-an-image.png");
        QTest::newRow("empty source") << header + good + "b\tx\t\timg/a1.png\n"
                                      << QString() << 3 << QStringLiteral("the source image column 'source' is empty");
        QTest::newRow("empty id") << header + good + " \tx\timg/src1.png\timg/a1.png\n"
                                  << QString() << 3 << QStringLiteral("the item id column 'id' is empty");
        QTest::newRow("id twice") << header + good + "b\tx\timg/src1.png\timg/a1.png\n" + good << QString() << 4
                                  << QStringLiteral("item id 'a' is already used on line 2");
        QTest::newRow("no image in row") << header + good + "b\tx\timg/src1.png\t\n"
                                         << QString() << 3 << QStringLiteral("this row has no image");
        QTest::newRow("escapes through ..") << header + "b\tx\timg/src1.png\t../../outside.png\n"
                                            << QString() << 2 << QStringLiteral("leaves the study folder");
        QTest::newRow("absolute outside")
            << header + "b\tx\timg/src1.png\t@OUTSIDE@\n"
            << QString() << 2 << QStringLiteral("is an absolute path outside the study folder");
        QTest::newRow("unclosed quote") << header + good + "b\t\"x\timg/src1.png\timg/a1.png\n"
                                        << QString() << 3 << QStringLiteral("a quoted field is never closed");
        QTest::newRow("not utf-8") << header + good + "b\tx\xff\timg/src1.png\timg/a1.png\n"
                                   << QString() << 3 << QStringLiteral("UTF-8");
        QTest::newRow("header only") << header << QString() << 1 << QStringLiteral("a header but no rows");
        QTest::newRow("empty file") << QByteArray() << QString() << 0 << QStringLiteral("the file is empty");
        QTest::newRow("one system twice") << header + good << QStringLiteral("output:S=output,target:S=id") << 1
                                          << QStringLiteral("are both credited to system 'S'");
        QTest::newRow("column mapped twice") << header + good << QStringLiteral("target=output,output=output") << 1
                                             << QStringLiteral("column 'output' is mapped twice");
        QTest::newRow("header names a column twice")
            << QByteArray("instruction\tsource\toutput\tOutput\nx\timg/src1.png\timg/a1.png\timg/b1.png\n")
            << QStringLiteral("output=output") << 1 << QStringLiteral("names column 'output' twice");
        QTest::newRow("bad mapping") << header + good << QStringLiteral("sauce=x") << 0
                                     << QStringLiteral("unknown role 'sauce'");
    }

    void errorsNameFileAndLineAndStoreNothing()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, columns);
        QFETCH(int, line);
        QFETCH(QString, message);
        text.replace("@OUTSIDE@", m_dir.filePath(QStringLiteral("outside.png")).toUtf8());
        const QString file = table(QStringLiteral("bad.tsv"));
        writeText(file, text);
        auto store = newStore();
        const auto summary = import(*store, file, columns);
        QVERIFY(!summary);
        QVERIFY2(summary.error().message.contains(message), qPrintable(summary.error().toString()));
        QCOMPARE(summary.error().file, file);
        QCOMPARE(summary.error().line, line);
        QCOMPARE(store->counts().value().items, 0); // one transaction: the good rows before it are not stored
        QCOMPARE(store->counts().value().outputs, 0);
    }

    void detectionLeavesOtherTablesToTheirFormats()
    {
        writeText(table(QStringLiteral("ratings.csv")),
                  "item_id,system,annotator,dimension,value\na,S,ann,overall,3\n");
        QCOMPARE(m_registry.detect(table(QStringLiteral("ratings.csv"))).value()->id(), QStringLiteral("ratings-csv"));
        writeText(table(QStringLiteral("plain.tsv")), "a\tb\n1\t2\n");
        QCOMPARE(TableImport().detect(table(QStringLiteral("plain.tsv"))), 0);
        // An input no format claims: the command line is told of --format, the window of its dialog.
        const auto cli = m_registry.detect(table(QStringLiteral("plain.tsv")), FormatChoice::CommandLine);
        QVERIFY(!cli);
        QVERIFY(cli.error().message.contains(QStringLiteral("--format")));
        const auto dialog = m_registry.detect(table(QStringLiteral("plain.tsv")), FormatChoice::Dialog);
        QVERIFY(!dialog);
        QVERIFY2(!dialog.error().message.contains(QStringLiteral("--")), qPrintable(dialog.error().message));
        QVERIFY(dialog.error().message.contains(QStringLiteral("Import dialog")));
        ImportOptions fromWindow;
        fromWindow.formatChoice = FormatChoice::Dialog;
        auto store = newStore();
        const auto imported =
            importInto(*store, m_registry, QStringLiteral("auto"), table(QStringLiteral("plain.tsv")), fromWindow);
        QVERIFY(!imported);
        QVERIFY(!imported.error().message.contains(QStringLiteral("--format")));
    }

    // Real data (see ../shared/data/SOURCES.md): MagicBrush's own manifest.tsv, 12 edits, by header names alone.
    void realMagicBrushManifestTsvImports()
    {
        const QString shared = sharedMagicBrushPairs();
        const QString tsv = QDir(shared).filePath(QStringLiteral("manifest.tsv"));
        if (!QFileInfo::exists(tsv))
            QSKIP("../shared/data/magicbrush-pairs is absent (a fresh clone has no shared data); real-data test "
                  "skipped");
        QCOMPARE(m_registry.detect(tsv).value()->id(), QStringLiteral("table"));
        auto created = StudyStore::create(m_dir.filePath(QStringLiteral("real.editlens")), shared);
        EL_VERIFY_OK(created);
        StudyStore &store = *created.value();
        const auto summary = import(store, tsv, QStringLiteral("id=test_json_index,target:DALL-E 2=target_image"),
                                    QStringLiteral("auto"));
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().formatId, QStringLiteral("table"));
        const StudyData data = store.load().value();
        QCOMPARE(data.items.size(), 12);
        for (const Item &item : data.items) {
            QCOMPARE(item.outputs.size(), 1);
            QCOMPARE(item.outputs[0].system, QStringLiteral("DALL-E 2"));
            QCOMPARE(item.outputs[0].role, OutputRole::GroundTruth);
            QCOMPARE(item.outputs[0].size, QSize(1024, 1024)); // DALL-E 2 output
            QCOMPARE(item.groundTruthPath, item.outputs[0].path);
        }
        QCOMPARE(data.items[0].key, QStringLiteral("0"));
        QCOMPARE(data.items[0].instruction, QStringLiteral("Put a cat on the seat."));
        QCOMPARE(data.items[0].sourcePath, QStringLiteral("images/242679/242679-input.png"));
        QCOMPARE(data.items[0].sourceSize, QSize(500, 500)); // the MS-COCO source
        QCOMPARE(data.items[2].instruction, QStringLiteral("Add a giraffe in the field"));
        QCOMPARE(data.items[2].sourcePath, QStringLiteral("images/368667/368667-output1.png"));
    }
};

QTEST_GUILESS_MAIN(TestTableImport)
#include "tst_tableimport.moc"
