// The long CSV formats (ratings, scores, progress): reading, writing, round trips and every refused file.
// Over 500 lines because each refused file is its own case naming the line it must report.
#include "io/csv.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <QtNumeric>

#include <algorithm>
#include <cstring>
#include <limits>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

// 17 significant digits tell any two doubles apart; QCOMPARE on doubles would be fuzzy.
QString exact(double v)
{
    return QString::number(v, 'g', 17);
}

// Field-by-field comparison of what the CSV formats carry: item keys, systems, ratings, scores.
void compareStudies(const StudyData &a, const StudyData &b)
{
    QCOMPARE(a.items.size(), b.items.size());
    for (qsizetype i = 0; i < a.items.size(); ++i) {
        const Item &x = a.items[i];
        const Item &y = b.items[i];
        QCOMPARE(x.key, y.key);
        QCOMPARE(x.outputs.size(), y.outputs.size());
        for (qsizetype j = 0; j < x.outputs.size(); ++j) {
            QCOMPARE(x.outputs[j].system, y.outputs[j].system);
            QCOMPARE(x.outputs[j].path, y.outputs[j].path);
            QCOMPARE(x.outputs[j].ratings.size(), y.outputs[j].ratings.size());
            for (qsizetype r = 0; r < x.outputs[j].ratings.size(); ++r) {
                QCOMPARE(x.outputs[j].ratings[r].annotator, y.outputs[j].ratings[r].annotator);
                QCOMPARE(x.outputs[j].ratings[r].dimension, y.outputs[j].ratings[r].dimension);
                QCOMPARE(exact(x.outputs[j].ratings[r].value), exact(y.outputs[j].ratings[r].value));
            }
            QCOMPARE(x.outputs[j].scores.size(), y.outputs[j].scores.size());
            for (qsizetype s = 0; s < x.outputs[j].scores.size(); ++s) {
                QCOMPARE(x.outputs[j].scores[s].metric, y.outputs[j].scores[s].metric);
                QCOMPARE(x.outputs[j].scores[s].version, y.outputs[j].scores[s].version);
                QCOMPARE(exact(x.outputs[j].scores[s].value), exact(y.outputs[j].scores[s].value));
            }
        }
    }
}

// The bits of a double: tells +inf from -inf and 0 from -0, which a comparison of values would not.
quint64 bits(double v)
{
    quint64 b = 0;
    std::memcpy(&b, &v, sizeof b);
    return b;
}

// Scores a study can hold: +inf (PSNR of identical images), -inf, the extremes of double. In export
// order (metric, then version), so that a re-imported study holds them in the same order.
const QVector<Score> extremeScores{{QStringLiteral("l1"), QStringLiteral("v1"), 0.125},
                                   {QStringLiteral("max"), QStringLiteral("v1"), std::numeric_limits<double>::max()},
                                   {QStringLiteral("min"), QStringLiteral("v1"),
                                    -std::numeric_limits<double>::denorm_min()},
                                   {QStringLiteral("psnr"), QStringLiteral("v1"), qInf()},
                                   {QStringLiteral("psnr"), QStringLiteral("v2"), -qInf()}};

// Already in export order (item order, then system, annotator, dimension), so the export must
// reproduce it byte for byte. Quoted fields hold a comma and doubled quotes.
const QByteArray ratingsCanonical = "item_id,system,annotator,dimension,value\n"
                                    "item-1,\"Sys, A\",ann1,overall,4\n"
                                    "item-1,\"Sys, A\",ann1,success,0.1\n"
                                    "item-1,\"Sys, A\",\"rater \"\"B\"\"\",overall,3.5\n"
                                    "item-1,SysB,ann1,overall,2.25\n"
                                    "item-2,SysB,ann1,success,0.3333333333333333\n";

const QByteArray scoresCanonical = "item_id,system,metric,value,version\n"
                                   "item-1,SysA,clip_i,0.30000000000000004,ViT-B/32\n"
                                   "item-1,SysA,l1,1e-07,imported\n"
                                   "item-1,SysA,l1,-2.5,v2\n"
                                   "item-2,\"Sys \"\"quoted\"\", B\",dino,123456789.125,imported\n";

} // namespace

class TestCsvFormats
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

    Result<ImportSummary> importCsv(StudyStore &store, const QString &format, const QByteArray &text,
                                    const QString &name)
    {
        writeText(path(name), text);
        return importInto(store, m_registry, format, path(name), {});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void csvReaderHandlesQuotesCrlfAndEmbeddedLineBreaks()
    {
        CsvReader reader(QStringLiteral("\xFEFF"
                                        "a,\"b, c\",\"say \"\"hi\"\"\"\r\n"
                                        "\r\n"
                                        "\"two\nlines\",,x\r\n"
                                        "last,\"\",\n"));
        QStringList fields;
        QVERIFY(reader.readRecord(&fields));
        QCOMPARE(fields, QStringList({QStringLiteral("a"), QStringLiteral("b, c"), QStringLiteral("say \"hi\"")}));
        QCOMPARE(reader.recordLine(), 1);
        QVERIFY(reader.readRecord(&fields));
        QCOMPARE(fields, QStringList({QStringLiteral("two\nlines"), QString(), QStringLiteral("x")}));
        QCOMPARE(reader.recordLine(), 3);
        QVERIFY(reader.readRecord(&fields));
        QCOMPARE(fields, QStringList({QStringLiteral("last"), QString(), QString()}));
        QCOMPARE(reader.recordLine(), 5); // the quoted line break counted as a line
        QVERIFY(!reader.readRecord(&fields));
        QVERIFY(!reader.hasError());
    }

    void csvReaderReportsUnclosedQuoteWithItsLine()
    {
        CsvReader reader(QStringLiteral("a,b\nc,\"never closed\nmore\n"));
        QStringList fields;
        QVERIFY(reader.readRecord(&fields));
        QVERIFY(!reader.readRecord(&fields));
        QVERIFY(reader.hasError());
        QCOMPARE(reader.errorLine(), 2);
    }

    void csvWriterQuotesOnlyWhenNeededAndNumbersRoundTrip()
    {
        QCOMPARE(CsvWriter::record(
                     {QStringLiteral("plain"), QStringLiteral("a,b"), QStringLiteral("q\"q"), QStringLiteral(" pad")}),
                 QByteArray("plain,\"a,b\",\"q\"\"q\",\" pad\"\n"));
        QCOMPARE(CsvWriter::number(4.0), QStringLiteral("4"));
        QCOMPARE(CsvWriter::number(0.1), QStringLiteral("0.1"));
        for (double v : {0.1 + 0.2, 1.0 / 3.0, 1e-300, -123456789.125, 6.02214076e23})
            QCOMPARE(exact(CsvWriter::number(v).toDouble()), exact(v));
    }

    void ratingsRoundTripExactly()
    {
        auto store = newStore();
        const auto imported =
            importCsv(*store, QStringLiteral("ratings-csv"), ratingsCanonical, QStringLiteral("ratings.csv"));
        EL_VERIFY_OK(imported);
        QCOMPARE(imported.value().items, 2);
        QCOMPARE(imported.value().outputs, 3);
        QCOMPARE(imported.value().ratings, 5);

        EL_VERIFY_OK(exportStudy(*store, m_registry, QStringLiteral("ratings-csv"), path(QStringLiteral("out.csv"))));
        QCOMPARE(readText(path(QStringLiteral("out.csv"))), ratingsCanonical);

        auto fresh = newStore();
        EL_VERIFY_OK(
            importInto(*fresh, m_registry, QStringLiteral("ratings-csv"), path(QStringLiteral("out.csv")), {}));
        const StudyData before = store->load().value();
        compareStudies(fresh->load().value(), before);
        if (QTest::currentTestFailed())
            return;
        const Output &a = before.items[0].outputs[0];
        QCOMPARE(a.system, QStringLiteral("Sys, A"));
        QCOMPARE(a.ratings[2].annotator, QStringLiteral("rater \"B\""));
        QCOMPARE(a.ratings[2].value, 3.5);
        QCOMPARE(exact(before.items[1].outputs[0].ratings[0].value), exact(1.0 / 3.0));
    }

    void ratingsImportSetsLinesAndMatchesColumnsByName()
    {
        // Columns reordered, an extra column, CRLF line ends, a multi-line quoted field.
        writeText(path(QStringLiteral("reordered.csv")), "Value,note,Dimension,annotator,system,item_id\r\n"
                                                         "5,\"first,\nnote\",overall,ann1,SysA,k1\r\n"
                                                         "2,,overall,ann2,SysA,k1\r\n");
        const ImportFormat *format = m_registry.importFormat(QStringLiteral("ratings-csv"));
        const auto data = format->read(path(QStringLiteral("reordered.csv")), {}, {});
        EL_VERIFY_OK(data);
        const QVector<Rating> &ratings = data.value().items.at(0).outputs.at(0).ratings;
        QCOMPARE(ratings.size(), 2);
        QCOMPARE(ratings[0].value, 5.0);
        QCOMPARE(ratings[0].line, 2);
        QCOMPARE(ratings[1].annotator, QStringLiteral("ann2"));
        QCOMPARE(ratings[1].line, 4);
    }

    void scoresRoundTripExactly()
    {
        auto store = newStore();
        EL_VERIFY_OK(importCsv(*store, QStringLiteral("scores-csv"), scoresCanonical, QStringLiteral("scores.csv")));
        EL_VERIFY_OK(
            exportStudy(*store, m_registry, QStringLiteral("scores-csv"), path(QStringLiteral("scores-out.csv"))));
        QCOMPARE(readText(path(QStringLiteral("scores-out.csv"))), scoresCanonical);

        auto fresh = newStore();
        EL_VERIFY_OK(
            importInto(*fresh, m_registry, QStringLiteral("scores-csv"), path(QStringLiteral("scores-out.csv")), {}));
        const StudyData before = store->load().value();
        compareStudies(fresh->load().value(), before);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(before.items[0].outputs[0].scores.size(), 3);
        QCOMPARE(exact(before.items[0].outputs[0].scores[0].value), exact(0.1 + 0.2));
        QCOMPARE(before.items[1].outputs[0].system, QStringLiteral("Sys \"quoted\", B"));
    }

    void infiniteScoresRoundTripExactly()
    {
        auto store = newStore();
        StudyData seed;
        Item item;
        item.key = QStringLiteral("identical");
        Output out;
        out.system = QStringLiteral("SysA");
        out.scores = extremeScores;
        item.outputs.push_back(out);
        seed.items.push_back(item);
        EL_VERIFY_OK(store->importData(seed)); // as a metric run stores them, not through an importer

        const QString csv = path(QStringLiteral("infinite-out.csv"));
        EL_VERIFY_OK(exportStudy(*store, m_registry, QStringLiteral("scores-csv"), csv));
        const QByteArray text = readText(csv);
        QVERIFY2(text.contains("identical,SysA,psnr,inf,v1\n"), text.constData());
        QVERIFY2(text.contains("identical,SysA,psnr,-inf,v2\n"), text.constData());

        auto fresh = newStore();
        EL_VERIFY_OK(importInto(*fresh, m_registry, QStringLiteral("scores-csv"), csv, {}));
        const StudyData before = store->load().value();
        const StudyData after = fresh->load().value();
        compareStudies(after, before);
        if (QTest::currentTestFailed())
            return;
        const QVector<Score> &scores = after.items.at(0).outputs.at(0).scores;
        QCOMPARE(scores.size(), extremeScores.size());
        for (const Score &want : extremeScores) {
            const auto got = std::find_if(scores.begin(), scores.end(), [&](const Score &s) {
                return s.metric == want.metric && s.version == want.version;
            });
            QVERIFY2(got != scores.end(), qPrintable(want.metric + QLatin1Char('/') + want.version));
            QCOMPARE(bits(got->value), bits(want.value));
        }
    }

    void scoreSpellingsOfInfinity_data()
    {
        QTest::addColumn<QByteArray>("cell");
        QTest::addColumn<double>("value");
        QTest::newRow("inf") << QByteArray("inf") << qInf();
        QTest::newRow("+inf") << QByteArray("+inf") << qInf();
        QTest::newRow("-inf") << QByteArray("-inf") << -qInf();
        QTest::newRow("Inf (R)") << QByteArray("Inf") << qInf();
        QTest::newRow("-Infinity") << QByteArray("-Infinity") << -qInf();
        QTest::newRow("INFINITY, padded") << QByteArray(" INFINITY ") << qInf();
    }

    void scoreSpellingsOfInfinity()
    {
        QFETCH(QByteArray, cell);
        QFETCH(double, value);
        const QString file = path(QStringLiteral("spelling.csv"));
        writeText(file, "item_id,system,metric,value\nk1,SysA,psnr," + cell + "\n");
        const auto data = m_registry.importFormat(QStringLiteral("scores-csv"))->read(file, {}, {});
        EL_VERIFY_OK(data);
        QCOMPARE(bits(data.value().items.at(0).outputs.at(0).scores.at(0).value), bits(value));
    }

    void nonFiniteGarbageIsRejectedWithFileAndLine_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("cell");
        const QString scores = QStringLiteral("scores-csv");
        const QString ratings = QStringLiteral("ratings-csv");
        QTest::newRow("score nan") << scores << QByteArray("nan");
        QTest::newRow("score -NaN") << scores << QByteArray("-NaN");
        QTest::newRow("score infinite") << scores << QByteArray("infinite");
        QTest::newRow("score infinityy") << scores << QByteArray("infinityy");
        QTest::newRow("score in f") << scores << QByteArray("in f");
        QTest::newRow("score --inf") << scores << QByteArray("--inf");
        QTest::newRow("score inf1") << scores << QByteArray("inf1");
        QTest::newRow("score 1e999") << scores << QByteArray("1e999");
        QTest::newRow("score infinity sign") << scores << QByteArray("\xe2\x88\x9e");
        QTest::newRow("rating inf") << ratings << QByteArray("inf");
        QTest::newRow("rating -inf") << ratings << QByteArray("-inf");
        QTest::newRow("rating nan") << ratings << QByteArray("nan");
        // Text never reads as 0.
        QTest::newRow("rating word") << ratings << QByteArray("good");
        QTest::newRow("rating number with unit") << ratings << QByteArray("3 stars");
        QTest::newRow("rating empty") << ratings << QByteArray("");
    }

    void nonFiniteGarbageIsRejectedWithFileAndLine()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, cell);
        QByteArray text;
        if (format == QLatin1String("scores-csv"))
            text = "item_id,system,metric,value\nk1,SysA,psnr,inf\nk1,SysA,l1," + cell + "\n";
        else
            text =
                "item_id,system,annotator,dimension,value\nk1,SysA,ann1,overall,3\nk1,SysA,ann2,overall," + cell + "\n";
        auto store = newStore();
        const auto result = importCsv(*store, format, text, QStringLiteral("garbage.csv"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, path(QStringLiteral("garbage.csv")));
        QCOMPARE(result.error().line, 3);
        QVERIFY2(result.error().message.contains(QLatin1Char('\'') + QString::fromUtf8(cell).trimmed()
                                                 + QLatin1Char('\'')),
                 qPrintable(result.error().message));
        QCOMPARE(store->counts().value().scores, 0);
        QCOMPARE(store->counts().value().ratings, 0);
    }

    void scoresWithoutVersionColumnAreImported()
    {
        writeText(path(QStringLiteral("noversion.csv")), "metric,item_id,value,system\nl2,k1,0.5,SysA\n");
        const auto data =
            m_registry.importFormat(QStringLiteral("scores-csv"))->read(path(QStringLiteral("noversion.csv")), {}, {});
        EL_VERIFY_OK(data);
        const Score &s = data.value().items.at(0).outputs.at(0).scores.at(0);
        QCOMPARE(s.metric, QStringLiteral("l2"));
        QCOMPARE(s.version, QStringLiteral("imported"));
        QCOMPARE(s.value, 0.5);
    }

    // The study cannot store a leading U+FEFF (SQLite drops it); the CSV reader keeps it, so it is refused, not lost.
    void leadingByteOrderMarkInANameIsRejected()
    {
        auto store = newStore();
        const auto result = importCsv(*store, QStringLiteral("ratings-csv"),
                                      "item_id,system,annotator,dimension,value\nk1,SysA,\xEF\xBB\xBF"
                                      "ann1,overall,3\n",
                                      QStringLiteral("bom.csv"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, path(QStringLiteral("bom.csv")));
        QCOMPARE(result.error().line, 2);
        QVERIFY2(result.error().message.contains(QStringLiteral("the annotator '\\ufeffann1' starts with U+FEFF")),
                 qPrintable(result.error().message));
        QCOMPARE(store->counts().value().ratings, 0);
    }

    // Names are compared exactly, so "bob " beside "bob" would be a second annotator: the rule refuses it (never
    // trims it) and names the row that holds it, not the item's first row.
    void annotatorWithSpaceAtAnEndIsRefusedOnItsLine()
    {
        auto store = newStore();
        const auto result = importCsv(*store, QStringLiteral("ratings-csv"),
                                      "item_id,system,annotator,dimension,value\n"
                                      "t1,SysA,bob,overall,3\n"
                                      "t1,SysA,bob ,sharpness,4\n",
                                      QStringLiteral("trailing.csv"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, path(QStringLiteral("trailing.csv")));
        QCOMPARE(result.error().line, 3);
        QVERIFY2(result.error().message.contains(QStringLiteral("'bob ' begins or ends with a space")),
                 qPrintable(result.error().message));
        QCOMPARE(store->counts().value().ratings, 0);
        QCOMPARE(store->counts().value().annotators, 0);
    }

    void raggedRowFailsWithItsLineAndLeavesStudyUnchanged_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::newRow("ratings, too few fields") << QStringLiteral("ratings-csv")
                                                 << QByteArray("item_id,system,annotator,dimension,value\n"
                                                               "n1,SysA,ann1,overall,3\n"
                                                               "\"n2, quoted\",SysA,ann1,overall,4\n"
                                                               "n3,SysA,ann1,5\n")
                                                 << 4;
        QTest::newRow("scores, too many fields after a multi-line field")
            << QStringLiteral("scores-csv")
            << QByteArray("item_id,system,metric,value\n"
                          "\"n1\nsecond line\",SysA,l1,0.5\n"
                          "n2,SysA,l1,0.5,extra\n")
            << 4;
    }

    void raggedRowFailsWithItsLineAndLeavesStudyUnchanged()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        auto store = newStore();
        EL_VERIFY_OK(importCsv(*store, QStringLiteral("ratings-csv"), ratingsCanonical, QStringLiteral("base.csv")));
        const StudyCounts before = store->counts().value();

        const auto result = importCsv(*store, format, text, QStringLiteral("ragged.csv"));
        verifyImportError(result, path(QStringLiteral("ragged.csv")), line, QStringLiteral("fields"));
        verifyCountsUnchanged(*store, before);
    }

    void nonNumericValueNamesItsLine()
    {
        auto store = newStore();
        const auto result = importCsv(*store, QStringLiteral("ratings-csv"),
                                      "item_id,system,annotator,dimension,value\n"
                                      "n1,SysA,ann1,overall,3\n"
                                      "n1,SysA,ann2,overall,four\n",
                                      QStringLiteral("nonnumeric.csv"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().line, 3);
        QVERIFY(result.error().message.contains(QStringLiteral("'four'")));
        QVERIFY(result.error().toString().startsWith(path(QStringLiteral("nonnumeric.csv")) + QStringLiteral(":3: ")));
        QCOMPARE(store->counts().value().ratings, 0);
    }

    void invalidUtf8NamesLineAndColumn_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("where");
        // "é" is two characters before the bad byte on line 3: columns count characters, not bytes.
        QTest::newRow("ratings, lone continuation byte")
            << QStringLiteral("ratings-csv")
            << QByteArray(
                   "item_id,system,annotator,dimension,value\nn1,SysA,ann1,overall,3\nn\xc3\xa9,S\x80,a,overall,3\n")
            << 3 << QStringLiteral("byte 0x80 at column 5 (byte offset 69)");
        QTest::newRow("scores, overlong slash")
            << QStringLiteral("scores-csv") << QByteArray("item_id,system,metric,value\nk1,\xc0\xaf,l1,0.5\n") << 2
            << QStringLiteral("byte 0xC0 at column 4 (byte offset 31)");
        QTest::newRow("ratings, cut at the end")
            << QStringLiteral("ratings-csv")
            << QByteArray("item_id,system,annotator,dimension,value\nk1,S,a,d,3\xe2\x82") << 2
            << QStringLiteral("byte 0xE2 at column 11");
        QTest::newRow("ratings, UTF-16 surrogate")
            << QStringLiteral("ratings-csv")
            << QByteArray("item_id,system,annotator,dimension,value\nk1,\xed\xa0\x80,a,d,3\n") << 2
            << QStringLiteral("byte 0xED at column 4");
    }

    void invalidUtf8NamesLineAndColumn()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, where);
        auto store = newStore();
        const auto result = importCsv(*store, format, text, QStringLiteral("notutf8.csv"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().file, path(QStringLiteral("notutf8.csv")));
        QCOMPARE(result.error().line, line);
        QVERIFY2(result.error().message.startsWith(QStringLiteral("the file is not UTF-8 text: ") + where),
                 qPrintable(result.error().message));
        QCOMPARE(store->counts().value().ratings, 0);
    }

    void missingHeaderColumnIsNamed()
    {
        auto store = newStore();
        const auto result = importCsv(*store, QStringLiteral("scores-csv"), "item_id,system,value\nn1,SysA,1\n",
                                      QStringLiteral("nometric.csv"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().line, 1);
        QVERIFY(result.error().message.contains(QStringLiteral("'metric'")));
    }

    void repeatedRatingNamesBothLines()
    {
        auto store = newStore();
        const auto result = importCsv(*store, QStringLiteral("ratings-csv"),
                                      "item_id,system,annotator,dimension,value\n"
                                      "n1,SysA,ann1,overall,3\n"
                                      "n1,SysB,ann1,overall,3\n"
                                      "n1,SysA,ann1,overall,4\n",
                                      QStringLiteral("repeated.csv"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().line, 4);
        QVERIFY(result.error().message.contains(QStringLiteral("line 2")));
    }

    void unknownItemsAndSystemsAreCreatedWithoutImages()
    {
        auto store = newStore();
        StudyData existing;
        Item known;
        known.key = QStringLiteral("known");
        known.sourcePath = QStringLiteral("known-src.png");
        known.sourceSize = QSize(8, 6);
        known.instruction = QStringLiteral("make it blue");
        Output a;
        a.system = QStringLiteral("SysA");
        a.path = QStringLiteral("known-a.png");
        a.size = QSize(8, 6);
        known.outputs = {a};
        existing.items = {known};
        EL_VERIFY_OK(store->importData(existing));

        EL_VERIFY_OK(importCsv(*store, QStringLiteral("ratings-csv"),
                               "item_id,system,annotator,dimension,value\n"
                               "known,SysA,ann1,overall,4\n"
                               "known,NewSys,ann1,overall,2\n"
                               "fresh,SysA,ann1,overall,5\n",
                               QStringLiteral("mixed.csv")));
        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 2);
        const Item &k = data.items[0];
        QCOMPARE(k.key, QStringLiteral("known"));
        QCOMPARE(k.sourcePath, QStringLiteral("known-src.png"));
        QCOMPARE(k.instruction, QStringLiteral("make it blue"));
        QCOMPARE(k.outputs.size(), 2);
        QCOMPARE(k.outputs[0].path, QStringLiteral("known-a.png")); // a rating never drops an image
        QCOMPARE(k.outputs[0].ratings.at(0).value, 4.0);
        QCOMPARE(k.outputs[1].system, QStringLiteral("NewSys"));
        QVERIFY(k.outputs[1].path.isEmpty());
        const Item &f = data.items[1];
        QCOMPARE(f.key, QStringLiteral("fresh"));
        QVERIFY(f.sourcePath.isEmpty());
        QCOMPARE(f.outputs.size(), 1);
        QVERIFY(f.outputs[0].path.isEmpty());
        QCOMPARE(f.outputs[0].ratings.at(0).value, 5.0);
    }

    void detectTellsRatingsFromScores()
    {
        writeText(path(QStringLiteral("d-ratings.csv")), ratingsCanonical);
        writeText(path(QStringLiteral("d-scores.csv")), scoresCanonical);
        writeText(path(QStringLiteral("d-other.csv")), "a,b,c\n1,2,3\n");
        QCOMPARE(m_registry.detect(path(QStringLiteral("d-ratings.csv"))).value()->id(), QStringLiteral("ratings-csv"));
        QCOMPARE(m_registry.detect(path(QStringLiteral("d-scores.csv"))).value()->id(), QStringLiteral("scores-csv"));
        QVERIFY(!m_registry.detect(path(QStringLiteral("d-other.csv"))).ok());
    }
};

QTEST_GUILESS_MAIN(TestCsvFormats)
#include "tst_csvformats.moc"
