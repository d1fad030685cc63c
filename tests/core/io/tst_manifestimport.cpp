// The manifest import: fields, paths kept inside the study folder, merging by item key and every refused record.
// Over 500 lines because each refused record is its own case naming the line it must report.
#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/differencestore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <QtNumeric>

#include <cstring>
#include <limits>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

quint32 crc32(const QByteArray &data)
{
    quint32 crc = 0xffffffffu;
    for (char ch : data) {
        crc ^= quint8(ch);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

/// A PNG whose header claims width x height (pixels never decoded): enough for size checks.
QByteArray pngHeader(quint32 width, quint32 height)
{
    QByteArray ihdr("IHDR");
    char be[4];
    qToBigEndian(width, be);
    ihdr.append(be, 4);
    qToBigEndian(height, be);
    ihdr.append(be, 4);
    ihdr.append("\x08\x02\x00\x00\x00", 5); // 8-bit RGB, deflate, no filter, no interlace
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    qToBigEndian(quint32(13), be);
    png.append(be, 4);
    png.append(ihdr);
    qToBigEndian(crc32(ihdr), be);
    png.append(be, 4);
    // An empty IDAT: libpng stops reading the header at the first IDAT.
    qToBigEndian(quint32(0), be);
    png.append(be, 4);
    png.append("IDAT");
    qToBigEndian(crc32("IDAT"), be);
    png.append(be, 4);
    return png;
}

QByteArray fixture(const QString &name)
{
    QFile f(QFINDTESTDATA(QStringLiteral("../testdata/manifest/") + name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test fixture %s", qPrintable(name));
    return f.readAll().trimmed();
}

} // namespace

class TestManifestImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FormatRegistry m_registry;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    std::unique_ptr<StudyStore> newStore(const QString &name) { return createStudyOrDie(path(name), m_dir.path()); }

    static QByteArray goodItem(const QByteArray &id)
    {
        return fixture(QStringLiteral("good_item.json")).replace("@ID@", id);
    }

    static QByteArray header() { return fixture(QStringLiteral("header.json")); }

    QString exported(StudyStore &store, const QString &name)
    {
        const QString out = path(name);
        const Status s = exportStudy(store, m_registry, QStringLiteral("manifest"), out);
        if (!s)
            qFatal("%s", qPrintable(s.error().toString()));
        QFile f(out);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read export");
        return QString::fromUtf8(f.readAll());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("img")));
        QImage src(40, 20, QImage::Format_RGB32);
        src.fill(Qt::white);
        QVERIFY(src.save(path(QStringLiteral("img/src.png"))));
        QImage a(80, 40, QImage::Format_RGB32); // an output of another size, like DALL-E 2's 1024² edits
        a.fill(Qt::red);
        QVERIFY(a.save(path(QStringLiteral("img/a.png"))));
        QVERIFY(src.save(path(QStringLiteral("img/b.png"))));
        QVERIFY(src.save(path(QStringLiteral("img/mask.png"))));
        writeText(path(QStringLiteral("img/corrupt.png")), QByteArray("not a png at all, just text\n"));
        writeText(path(QStringLiteral("img/huge.png")), pngHeader(20000, 10000)); // 200 MP
        // Cut in half: the header (and the size read from it) intact, the pixel data short.
        QImage noise(64, 48, QImage::Format_RGB32);
        for (int y = 0; y < noise.height(); ++y)
            for (int x = 0; x < noise.width(); ++x)
                noise.setPixel(x, y, qRgb(x * 37 % 256, y * 53 % 256, x * y % 256));
        for (const char *format : {"png", "jpg"}) {
            const QString whole = path(QStringLiteral("img/whole.%1").arg(QLatin1String(format)));
            QVERIFY(noise.save(whole));
            QFile f(whole);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            writeText(path(QStringLiteral("img/trunc.%1").arg(QLatin1String(format))), bytes.left(bytes.size() / 2));
        }
        writeText(path(QStringLiteral("good.jsonl")), header() + '\n' + goodItem("i1") + '\n' + goodItem("i2") + '\n');
    }

    void importsEveryRecordAndConvertsNormalizedBoxes()
    {
        auto store = newStore(QStringLiteral("good.editlens"));
        auto summary = importInto(*store, m_registry, QStringLiteral("auto"), path(QStringLiteral("good.jsonl")), {});
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().formatId, QStringLiteral("manifest"));
        const StudyCounts c = store->counts().value();
        QCOMPARE(c.items, 2);
        QCOMPARE(c.outputs, 4);
        QCOMPARE(c.ratings, 6);
        QCOMPARE(c.differences, 4);
        QCOMPARE(c.coherenceLabels, 2);
        QCOMPARE(c.masks, 2);
        QCOMPARE(c.scores, 2);
        QCOMPARE(c.preferences, 2);
        QCOMPARE(store->name(), QStringLiteral("test study"));

        const Item item = store->loadItem(store->itemSummaries().value().at(0).id).value();
        QCOMPARE(item.sourcePath, QStringLiteral("img/src.png"));
        QCOMPARE(item.sourceSize, QSize(40, 20));
        const Output &a = item.outputs.at(0);
        QCOMPARE(a.size, QSize(80, 40));
        // EDIT lives on the edited image (80x40): [0.25,0.5,0.75,1] -> [20,20,60,40] pixels.
        QCOMPARE(a.differences.at(0).box, QRectF(QPointF(20, 20), QPointF(60, 40)));
        QCOMPARE(a.differences.at(0).confidence, 0.87);
        QCOMPARE(a.differences.at(1).box, QRectF(QPointF(1, 2), QPointF(3, 4)));
        QCOMPARE(a.differences.at(1).originKind, OriginKind::Annotator);
        QCOMPARE(item.parse.value(QStringLiteral("edit_type")).toString(), QStringLiteral("change color"));
    }

    void manifestRoundTripsThroughStudy()
    {
        auto first = newStore(QStringLiteral("rt1.editlens"));
        EL_VERIFY_OK(
            importInto(*first, m_registry, QStringLiteral("manifest"), path(QStringLiteral("good.jsonl")), {}));
        const QString text1 = exported(*first, QStringLiteral("rt1.jsonl"));

        auto second = newStore(QStringLiteral("rt2.editlens"));
        EL_VERIFY_OK(
            importInto(*second, m_registry, QStringLiteral("manifest"), path(QStringLiteral("rt1.jsonl")), {}));
        const QString text2 = exported(*second, QStringLiteral("rt2.jsonl"));
        QCOMPARE(text2, text1);
        QCOMPARE(second->counts().value().ratings, first->counts().value().ratings);
        QVERIFY(text1.contains(QStringLiteral("\"box_units\":\"pixels\"")));
    }

    void infiniteScoresRoundTripThroughStudy()
    {
        // What a metric run can store: +inf (PSNR of identical images), -inf, the extremes of double.
        const QVector<Score> held{{QStringLiteral("psnr"), QStringLiteral("v1"), qInf()},
                                  {QStringLiteral("psnr"), QStringLiteral("v2"), -qInf()},
                                  {QStringLiteral("l1"), QStringLiteral("v1"), 0.1 + 0.2},
                                  {QStringLiteral("max"), QStringLiteral("v1"), std::numeric_limits<double>::max()},
                                  {QStringLiteral("min"), QStringLiteral("v1"),
                                   std::numeric_limits<double>::denorm_min()}};
        auto first = newStore(QStringLiteral("inf1.editlens"));
        StudyData seed;
        Item item;
        item.key = QStringLiteral("identical");
        Output out;
        out.system = QStringLiteral("SysA");
        out.scores = held;
        item.outputs.push_back(out);
        seed.items.push_back(item);
        EL_VERIFY_OK(first->importData(seed));

        const QString text1 = exported(*first, QStringLiteral("inf1.jsonl"));
        QVERIFY2(text1.contains(QStringLiteral(R"("value":"inf")")), qPrintable(text1));
        QVERIFY2(text1.contains(QStringLiteral(R"("value":"-inf")")), qPrintable(text1));
        QVERIFY2(!text1.contains(QStringLiteral("null")), qPrintable(text1));

        auto second = newStore(QStringLiteral("inf2.editlens"));
        EL_VERIFY_OK(
            importInto(*second, m_registry, QStringLiteral("manifest"), path(QStringLiteral("inf1.jsonl")), {}));
        QCOMPARE(exported(*second, QStringLiteral("inf2.jsonl")), text1);
        const QVector<Score> scores = second->load().value().items.at(0).outputs.at(0).scores;
        QCOMPARE(scores.size(), held.size());
        const auto bits = [](double v) {
            quint64 b = 0;
            std::memcpy(&b, &v, sizeof b);
            return b;
        };
        for (const Score &want : held) {
            bool found = false;
            for (const Score &got : scores) {
                if (got.metric == want.metric && got.version == want.version) {
                    found = true;
                    QCOMPARE(bits(got.value), bits(want.value));
                }
            }
            QVERIFY2(found, qPrintable(want.metric + QLatin1Char('/') + want.version));
        }
    }

    void outputRolesRoundTripThroughStudy()
    {
        const QByteArray item = R"({"id":"gt","source":"img/src.png","instruction":"Make the box red","outputs":[)"
                                R"({"system":"Truth","path":"img/b.png","role":"ground_truth"},)"
                                R"({"system":"Noisy","path":"img/b.png","role":"excessively_preserved"},)"
                                R"({"system":"Generated","path":"img/a.png","role":"excessively_modified"},)"
                                R"({"system":"Plain","path":"img/b.png"}]})";
        writeText(path(QStringLiteral("roles.jsonl")), header() + '\n' + item + '\n');
        auto first = newStore(QStringLiteral("roles1.editlens"));
        EL_VERIFY_OK(
            importInto(*first, m_registry, QStringLiteral("manifest"), path(QStringLiteral("roles.jsonl")), {}));
        Item loaded = first->loadItem(first->itemSummaries().value().at(0).id).value();
        QCOMPARE(loaded.outputs.size(), 4);
        QCOMPARE(loaded.findOutput(QStringLiteral("Truth"))->role, OutputRole::GroundTruth);
        QCOMPARE(loaded.findOutput(QStringLiteral("Noisy"))->role, OutputRole::ExcessivelyPreserved);
        QCOMPARE(loaded.findOutput(QStringLiteral("Generated"))->role, OutputRole::ExcessivelyModified);
        QCOMPARE(loaded.findOutput(QStringLiteral("Plain"))->role, OutputRole::None);

        const QString text1 = exported(*first, QStringLiteral("roles1-out.jsonl"));
        QVERIFY(text1.contains(QStringLiteral("\"role\":\"ground_truth\"")));
        QVERIFY(text1.contains(QStringLiteral("\"role\":\"excessively_preserved\"")));
        QVERIFY(text1.contains(QStringLiteral("\"role\":\"excessively_modified\"")));
        QCOMPARE(text1.count(QStringLiteral("\"role\"")), 3); // an output without a role writes none
        auto second = newStore(QStringLiteral("roles2.editlens"));
        EL_VERIFY_OK(
            importInto(*second, m_registry, QStringLiteral("manifest"), path(QStringLiteral("roles1-out.jsonl")), {}));
        QCOMPARE(exported(*second, QStringLiteral("roles2-out.jsonl")), text1);

        // A later import that names no role (ratings only, another format) keeps the stored one.
        const QByteArray again = R"({"id":"gt","outputs":[{"system":"Truth","path":"img/a.png",)"
                                 R"("ratings":[{"annotator":"ann1","dimension":"overall","value":3}]}]})";
        writeText(path(QStringLiteral("roles-again.jsonl")), header() + '\n' + again + '\n');
        EL_VERIFY_OK(
            importInto(*first, m_registry, QStringLiteral("manifest"), path(QStringLiteral("roles-again.jsonl")), {}));
        Item reloaded = first->loadItem(first->itemSummaries().value().at(0).id).value();
        QCOMPARE(reloaded.findOutput(QStringLiteral("Truth"))->role, OutputRole::GroundTruth);
        QCOMPARE(reloaded.findOutput(QStringLiteral("Truth"))->ratings.size(), 1);
    }

    void outputRoleNames()
    {
        for (OutputRole role : {OutputRole::None, OutputRole::GroundTruth, OutputRole::ExcessivelyPreserved,
                                OutputRole::ExcessivelyModified})
            QCOMPARE(outputRoleFromName(outputRoleName(role)), std::optional<OutputRole>(role));
        QCOMPARE(outputRoleFromName(QStringLiteral(" ground_truth ")),
                 std::optional<OutputRole>(OutputRole::GroundTruth));
        QVERIFY(!outputRoleFromName(QStringLiteral("Ground_Truth")));
        QVERIFY(!outputRoleFromName(QStringLiteral("gt")));
    }

    void badInputIsRejectedWithFileLineAndStudyUnchanged_data()
    {
        QTest::addColumn<QByteArray>("line2");
        QTest::addColumn<QString>("expected");
        const QList<QByteArray> rows = fixture(QStringLiteral("bad_lines.tsv")).split('\n');
        for (const QByteArray &row : rows) {
            if (row.isEmpty() || row.startsWith('#'))
                continue;
            const QList<QByteArray> cols = row.split('\t');
            QVERIFY(cols.size() == 3);
            QByteArray line = cols[2];
            if (line == "@TRUNCATED@")
                line = goodItem("ok").left(goodItem("ok").size() / 2);
            else if (line.startsWith("@GOOD:"))
                line = goodItem(line.mid(6, line.size() - 7));
            QTest::newRow(cols[0].constData()) << line << QString::fromUtf8(cols[1]);
        }
    }

    void badInputIsRejectedWithFileLineAndStudyUnchanged()
    {
        QFETCH(QByteArray, line2);
        QFETCH(QString, expected);
        auto store = newStore(
            QStringLiteral("bad-%1.editlens")
                .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))));
        EL_VERIFY_OK(
            importInto(*store, m_registry, QStringLiteral("manifest"), path(QStringLiteral("good.jsonl")), {}));
        const QString before = exported(*store, QStringLiteral("before.jsonl"));

        const QString bad = path(QStringLiteral("bad.jsonl"));
        // line 1: header, line 2: a good item, line 3: the bad one (no newline after truncated JSON)
        writeText(bad, header() + '\n' + goodItem("fresh") + '\n' + line2);
        auto result = importInto(*store, m_registry, QStringLiteral("manifest"), bad, {});
        QVERIFY(!result.ok());
        const Error &e = result.error();
        QVERIFY2(e.toString().contains(expected), qPrintable(e.toString()));
        QCOMPARE(e.file, bad);
        QCOMPARE(e.line, 3);
        QVERIFY(e.toString().startsWith(bad + QStringLiteral(":3: ")));
        QCOMPARE(exported(*store, QStringLiteral("after.jsonl")), before);
    }

    void wholeImagesOfTheTruncatedOnesImport()
    {
        auto store = newStore(QStringLiteral("whole.editlens"));
        const QString manifest = path(QStringLiteral("whole.jsonl"));
        writeText(manifest,
                  header() + '\n'
                      + R"({"id":"w","source":"img/whole.png","outputs":[{"system":"S","path":"img/whole.jpg"}]})"
                      + '\n');
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {}));
    }

    // A folder kept elsewhere and linked into the root (a shared dataset) is part of the study: the link was made
    // by someone who may write to the root. What a manifest names must not leave the root by itself.
    void linkedFolderInsideTheRootImportsAndItsImagesLoad()
    {
        QTemporaryDir outside;
        QVERIFY(outside.isValid());
        QImage img(6, 4, QImage::Format_RGB32);
        img.fill(Qt::blue);
        QVERIFY(img.save(outside.filePath(QStringLiteral("img.png"))));
        QFile::remove(path(QStringLiteral("linked"))); // a link left by a failed test
        QVERIFY(QFile::link(outside.path(), path(QStringLiteral("linked"))));
        const QString manifest = path(QStringLiteral("linked.jsonl"));
        writeText(manifest,
                  QByteArray(
                      R"({"id":"l","source":"linked/img.png","outputs":[{"system":"S","path":"linked/img.png"}]})"));
        auto store = newStore(QStringLiteral("linked.editlens"));
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {}));

        const Item item = store->loadItem(store->itemSummaries().value().at(0).id).value();
        QCOMPARE(item.sourcePath, QStringLiteral("linked/img.png"));
        QCOMPARE(item.outputs.at(0).path, QStringLiteral("linked/img.png"));
        QCOMPARE(item.sourceSize, QSize(6, 4));
        const QImage loaded(store->paths().toAbsolute(item.sourcePath));
        QCOMPARE(loaded.size(), QSize(6, 4));
        QCOMPARE(loaded.pixel(3, 2), qRgb(0, 0, 255));

        // The export guard still compares the files the paths lead to: the image reached through the link is
        // protected under both of its names.
        for (const QString &target :
             {path(QStringLiteral("linked/img.png")), outside.filePath(QStringLiteral("img.png"))}) {
            const Status s = exportStudy(*store, m_registry, QStringLiteral("manifest"), target);
            QVERIFY2(!s, qPrintable(target));
            QVERIFY2(s.error().message.contains(QLatin1String("never writes over")), qPrintable(s.error().toString()));
        }
        QCOMPARE(QImage(outside.filePath(QStringLiteral("img.png"))).pixel(3, 2), qRgb(0, 0, 255));
        QVERIFY(QFile::remove(path(QStringLiteral("linked"))));
    }

    // An annotator's mask imported from a linked dataset folder is the dataset's file: drawing a new mask, or deleting
    // it, moves the study to a file of its own and leaves the dataset's untouched.
    void replacingAnImportedMaskLeavesTheLinkedFileAlone()
    {
        QTemporaryDir outside;
        QVERIFY(outside.isValid());
        QImage mask(40, 20, QImage::Format_Grayscale8);
        mask.fill(255);
        const QString datasetMask = outside.filePath(QStringLiteral("mask.png"));
        QVERIFY(mask.save(datasetMask));
        QFile::remove(path(QStringLiteral("linked"))); // a link left by a failed test
        QVERIFY(QFile::link(outside.path(), path(QStringLiteral("linked"))));
        const QString manifest = path(QStringLiteral("linkedmask.jsonl"));
        writeText(manifest, QByteArray(R"({"id":"m","source":"img/src.png","masks":[{"path":"linked/mask.png",)"
                                       R"("kind":"edit_region","origin_kind":"annotator","origin":"ann"}]})"));
        auto store = newStore(QStringLiteral("linkedmask.editlens"));
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {}));

        DifferenceStore annotations(*store);
        MaskKey key;
        key.itemId = store->itemSummaries().value().at(0).id;
        key.annotator = QStringLiteral("ann");
        QCOMPARE(annotations.maskPath(key).value(), QStringLiteral("linked/mask.png"));
        QImage drawn(40, 20, QImage::Format_Grayscale8);
        drawn.fill(0);
        EL_VERIFY_OK(annotations.saveMask(key, drawn));
        const QString own = annotations.maskPath(key).value();
        QVERIFY2(own.startsWith(QLatin1String("annotations/masks/")), qPrintable(own));
        QVERIFY(QFileInfo::exists(store->paths().toAbsolute(own)));
        QCOMPARE(QImage(datasetMask).pixelColor(5, 5), QColor(255, 255, 255));

        EL_VERIFY_OK(annotations.deleteMask(key));
        QVERIFY(!QFileInfo::exists(store->paths().toAbsolute(own))); // the study's own file goes
        QVERIFY(QFileInfo::exists(datasetMask));
        QVERIFY(QFile::remove(path(QStringLiteral("linked"))));
    }

    void pathsLeavingTheRootAreRefusedNamingTheRule_data()
    {
        QTest::addColumn<QString>("written"); // "@OUT@" is a folder outside the root holding img.png
        QTest::addColumn<QString>("rule");
        QTest::newRow("parent") << QStringLiteral("../img.png") << QStringLiteral("through '..'");
        QTest::newRow("deep parent") << QStringLiteral("img/../../img.png") << QStringLiteral("through '..'");
        QTest::newRow("through the link and up")
            << QStringLiteral("linked/../../img.png") << QStringLiteral("through '..'");
        QTest::newRow("absolute elsewhere")
            << QStringLiteral("@OUT@/img.png") << QStringLiteral("is an absolute path outside the study folder");
    }

    void pathsLeavingTheRootAreRefusedNamingTheRule()
    {
        QFETCH(QString, written);
        QFETCH(QString, rule);
        QTemporaryDir outside;
        QVERIFY(outside.isValid());
        QImage img(4, 4, QImage::Format_RGB32);
        img.fill(Qt::red);
        QVERIFY(img.save(outside.filePath(QStringLiteral("img.png"))));
        QFile::remove(path(QStringLiteral("linked"))); // a link left by a failed test
        QVERIFY(QFile::link(outside.path(), path(QStringLiteral("linked"))));
        written.replace(QLatin1String("@OUT@"), outside.path());
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        const QString manifest = path(QStringLiteral("escape-%1.jsonl").arg(tag));
        writeText(manifest, QStringLiteral(R"({"id":"e","source":"%1"})").arg(written).toUtf8());
        auto store = newStore(QStringLiteral("escape-%1.editlens").arg(tag));
        auto result = importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {});
        QVERIFY(QFile::remove(path(QStringLiteral("linked"))));

        QVERIFY(!result.ok());
        const QString message = result.error().message;
        QVERIFY2(message.contains(written + QLatin1Char('\'')), qPrintable(message));
        QVERIFY2(message.contains(QLatin1Char('\'') + QDir::cleanPath(m_dir.path()) + QLatin1Char('\'')),
                 qPrintable(message));
        QVERIFY2(message.contains(rule), qPrintable(message));
        QCOMPARE(result.error().file, manifest);
        QCOMPARE(store->counts().value().items, 0);
    }

    void unsupportedManifestVersionIsRefused_data()
    {
        QTest::addColumn<QByteArray>("version");
        QTest::addColumn<QString>("expected");
        QTest::newRow("newer") << QByteArray("2")
                               << QStringLiteral("manifest version 2 is newer than this EditLens reads (1)");
        QTest::newRow("huge") << QByteArray("1e300") << QStringLiteral("manifest version 1e+300 is newer");
        QTest::newRow("negative") << QByteArray(
            "-1") << QStringLiteral("manifest version -1 is not a version number (a whole number from 1 to 1)");
        QTest::newRow("hugely negative") << QByteArray("-1e300") << QStringLiteral("is not a version number");
        QTest::newRow("zero") << QByteArray("0") << QStringLiteral("manifest version 0 is not a version number");
        QTest::newRow("fraction") << QByteArray("1.5")
                                  << QStringLiteral("manifest version 1.5 is not a version number");
        QTest::newRow("text") << QByteArray("\"1\"") << QStringLiteral("field 'editlens_manifest' must be a number");
    }

    void unsupportedManifestVersionIsRefused()
    {
        QFETCH(QByteArray, version);
        QFETCH(QString, expected);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        const QString manifest = path(QStringLiteral("version-%1.jsonl").arg(tag));
        writeText(manifest, "{\"editlens_manifest\":" + version + "}\n{\"id\":\"f\",\"outputs\":[{\"system\":\"S\"}]}");
        auto store = newStore(QStringLiteral("version-%1.editlens").arg(tag));
        auto result = importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(expected), qPrintable(result.error().toString()));
        QCOMPARE(result.error().file, manifest);
        QCOMPARE(result.error().line, 1);
        QCOMPARE(store->counts().value().items, 0);
    }

    void newerManifestVersionIsRefused()
    {
        const QString manifest = path(QStringLiteral("future.jsonl"));
        writeText(manifest, QByteArray("{\"editlens_manifest\":99}\n{\"id\":\"f\"}"));
        auto store = newStore(QStringLiteral("future.editlens"));
        auto result = importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().line, 1);
    }

    void emptyScaleNamesTheHeaderLine()
    {
        const QString manifest = path(QStringLiteral("emptyscale.jsonl"));
        writeText(manifest, QByteArray(R"({"editlens_manifest":1,"dimensions":[{"name":"overall","min":5,"max":1}]})")
                                + '\n' + goodItem("e") + '\n');
        auto store = newStore(QStringLiteral("emptyscale.editlens"));
        auto result = importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, manifest);
        QCOMPARE(result.error().line, 1);
        QVERIFY2(result.error().message.contains(
                     QStringLiteral("'dimensions[0]' gives dimension 'overall' an empty scale 5-1")),
                 qPrintable(result.error().toString()));
    }

    // QString::arg chains substitute into text already spliced in: an id "%1" used to read "1", "x%2y" "x1y".
    void placeholdersInIdsAreKeptInMessages_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::newRow("%1") << QByteArray("%1");
        QTest::newRow("x%2y") << QByteArray("x%2y");
        QTest::newRow("%L1%n") << QByteArray("%L1%n");
    }

    void placeholdersInIdsAreKeptInMessages()
    {
        QFETCH(QByteArray, id);
        const QString manifest = path(QStringLiteral("placeholders.jsonl"));
        writeText(manifest, header() + '\n' + goodItem(id) + '\n' + goodItem(id) + '\n');
        auto store = newStore(QStringLiteral("placeholders-%1.editlens").arg(QString::fromLatin1(id.toHex())));
        auto result = importInto(*store, m_registry, QStringLiteral("manifest"), manifest, {});
        QVERIFY(!result.ok());
        QCOMPARE(result.error().message,
                 QStringLiteral("duplicate item id '%1' (first seen at line 2)").arg(QString::fromUtf8(id)));
        QCOMPARE(result.error().line, 3);
    }
};

QTEST_GUILESS_MAIN(TestManifestImport)
#include "tst_manifestimport.moc"
