#include "bpm/editparse.h"
#include "io/bpmimport.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

std::optional<double> scoreOf(const Output &output, const QString &metric)
{
    for (const Score &s : output.scores)
        if (s.metric == metric) {
            if (s.version != QLatin1String("bpm-released"))
                return std::nullopt;
            return s.value;
        }
    return std::nullopt;
}

std::optional<double> ratingOf(const Output &output, const QString &annotator, const QString &dimension)
{
    for (const Rating &r : output.ratings)
        if (r.annotator == annotator && r.dimension == dimension)
            return r.value;
    return std::nullopt;
}

QByteArray editedImage(int n, const QByteArray &extra)
{
    return "    \"edited_image" + QByteArray::number(n) + "\": {\"image_path\": \"sample_test/out"
           + QByteArray::number(n) + ".png\"" + extra + "}";
}

// Two entries laid out as BPM's released local_metadata.json after its scripts ran: an add with an added_object and
// all region/semantic values, and a replace whose outputs carry only the human rating and two values.
QByteArray localMetadata()
{
    QByteArray text = "[\n"
                      "  {\n"
                      "    \"index\": 12,\n"
                      "    \"instruction\": \"put a bird on top of the tower\",\n"
                      "    \"source_image_path\": \"sample_test/src.png\",\n"
                      "    \"LLM\": {\"gemma_origin\": \"None\", \"gemma_edited\": \"bird\"},\n"
                      "    \"added_object\": \"bird\",\n";
    const char *overall[] = {"4", "2.3333333333333335", "1", "5"};
    for (int n = 1; n <= 4; ++n) {
        text += editedImage(n, ", \"user_overall_quality\": " + QByteArray(overall[n - 1]) + ", \"preservation\": -0.0"
                                   + QByteArray::number(n) + ", \"edit_quality\": 0.2" + QByteArray::number(n)
                                   + ", \"position\": 1, \"size\": 0, \"preservation_norm\": 0.5");
        text += n < 4 ? ",\n" : "\n";
    }
    text += "  },\n"
            "  {\n"
            "    \"index\": \"7\",\n"
            "    \"instruction\": \"replace the cat with a dog\",\n"
            "    \"source_image_path\": \"sample_test/src.png\",\n"
            "    \"LLM\": {\"gemma_origin\": \"cat\", \"gemma_edited\": \"dog\", \"edit_type\": \"replace\"},\n";
    for (int n = 1; n <= 4; ++n) {
        text += editedImage(n, ", \"user_overall_quality\": 3, \"my_edit_quality_gemma\": 0.125, "
                               "\"my_preservation_gemma\": -0.25");
        text += n < 4 ? ",\n" : "\n";
    }
    text += "  }\n]\n";
    return text;
}

} // namespace

class TestBpmImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("data/sample_test")));
        for (const char *name : {"src", "out1", "out2", "out3", "out4"}) {
            QImage image(8, 6, QImage::Format_RGB32);
            image.fill(Qt::darkGreen);
            QVERIFY(image.save(path(QStringLiteral("data/sample_test/%1.png").arg(QLatin1String(name)))));
        }
        writeText(path(QStringLiteral("data/local_metadata.json")), localMetadata());
        writeText(path(QStringLiteral("data/global_metadata.json")), localMetadata());
    }

    void detectRecognizesReleasedMetadata()
    {
        const auto format = m_registry.detect(path(QStringLiteral("data/local_metadata.json")));
        EL_VERIFY_OK(format);
        QCOMPARE(format.value()->id(), QStringLiteral("bpm"));
        writeText(path(QStringLiteral("other.json")), "[{\"idx\": 0, \"left_model\": \"A\"}]\n");
        QCOMPARE(m_registry.importFormat(QStringLiteral("bpm"))->detect(path(QStringLiteral("other.json"))), 0);
    }

    void systemsFollowTheScriptsOfEachSet()
    {
        QCOMPARE(BpmImport::systemName(QStringLiteral("local_metadata.json"), 1), QStringLiteral("mgie"));
        QCOMPARE(BpmImport::systemName(QStringLiteral("local_metadata.json"), 4), QStringLiteral("dalle2"));
        QCOMPARE(BpmImport::systemName(QStringLiteral("global_metadata.json"), 1), QStringLiteral("pie"));
        QCOMPARE(BpmImport::systemName(QStringLiteral("global_metadata.json"), 2), QStringLiteral("hq_edit"));
        QCOMPARE(BpmImport::systemName(QStringLiteral("local_metadata.json"), 5), QString());
    }

    void entriesBecomeItemsWithRatingsParseAndReleasedScores()
    {
        const auto read = m_registry.importFormat(QStringLiteral("bpm"))
                              ->read(path(QStringLiteral("data/local_metadata.json")), {}, {});
        EL_VERIFY_OK(read);
        const StudyData &data = read.value();
        QCOMPARE(data.items.size(), 2);

        const Item *add = findItem(data, QStringLiteral("bpm-12"));
        QVERIFY(add);
        QCOMPARE(add->instruction, QStringLiteral("put a bird on top of the tower"));
        QCOMPARE(add->sourcePath, QDir::cleanPath(path(QStringLiteral("data/sample_test/src.png"))));
        QCOMPARE(add->location.line, 2);
        QVERIFY(add->tags.contains(QStringLiteral("bpm")));
        const EditParse addParse = EditParse::fromJson(add->parse);
        QCOMPARE(addParse.originalPart, QStringLiteral("none"));
        QCOMPARE(addParse.editedPart, QStringLiteral("bird"));
        QCOMPARE(addParse.addedObject, QStringLiteral("bird"));
        QCOMPARE(add->parse.value(QLatin1String("source")).toString(), QStringLiteral("imported"));

        QCOMPARE(add->outputs.size(), 4);
        const QStringList systems{QStringLiteral("mgie"), QStringLiteral("ft_ip2p"), QStringLiteral("ip2p"),
                                  QStringLiteral("dalle2")};
        for (int n = 0; n < 4; ++n) {
            QCOMPARE(add->outputs.at(n).system, systems.at(n));
            QCOMPARE(add->outputs.at(n).path,
                     QDir::cleanPath(path(QStringLiteral("data/sample_test/out%1.png").arg(n + 1))));
        }
        const Output *ftIp2p = findOutput(*add, QStringLiteral("ft_ip2p"));
        QVERIFY(ftIp2p);
        QCOMPARE(ratingOf(*ftIp2p, QStringLiteral("bpm-annotators"), QStringLiteral("overall")),
                 std::optional<double>(2.3333333333333335));
        QCOMPARE(scoreOf(*ftIp2p, QStringLiteral("bpm_released_preservation")), std::optional<double>(-0.02));
        QCOMPARE(scoreOf(*ftIp2p, QStringLiteral("bpm_released_edit_quality")), std::optional<double>(0.22));
        QCOMPARE(scoreOf(*ftIp2p, QStringLiteral("bpm_released_position")), std::optional<double>(1.0));
        QCOMPARE(scoreOf(*ftIp2p, QStringLiteral("bpm_released_size")), std::optional<double>(0.0));
        QCOMPARE(scoreOf(*ftIp2p, QStringLiteral("bpm_released_preservation_norm")), std::optional<double>(0.5));
        QCOMPARE(ftIp2p->scores.size(), 5);

        const Item *replace = findItem(data, QStringLiteral("bpm-7"));
        QVERIFY(replace);
        const EditParse replaceParse = EditParse::fromJson(replace->parse);
        QCOMPARE(replaceParse.originalPart, QStringLiteral("cat"));
        QCOMPARE(replaceParse.editedPart, QStringLiteral("dog"));
        QCOMPARE(replaceParse.editType, EditType::Replace);
        const Output *dalle2 = findOutput(*replace, QStringLiteral("dalle2"));
        QVERIFY(dalle2);
        QCOMPARE(ratingOf(*dalle2, QStringLiteral("bpm-annotators"), QStringLiteral("overall")),
                 std::optional<double>(3.0));
        QCOMPARE(scoreOf(*dalle2, QStringLiteral("bpm_released_my_edit_quality_gemma")), std::optional<double>(0.125));
        QCOMPARE(scoreOf(*dalle2, QStringLiteral("bpm_released_my_preservation_gemma")), std::optional<double>(-0.25));
        QCOMPARE(dalle2->scores.size(), 2);
    }

    void importStoresItemsOnTheOneToFiveScale()
    {
        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("bpm"),
                                path(QStringLiteral("data/global_metadata.json")), {}));
        const auto counts = store->counts();
        EL_VERIFY_OK(counts);
        QCOMPARE(counts.value().items, qint64(2));
        QCOMPARE(counts.value().outputs, qint64(8));
        QCOMPARE(counts.value().ratings, qint64(8));
        QCOMPARE(counts.value().scores, qint64(4 * 5 + 4 * 2));
        const auto stored = store->load();
        EL_VERIFY_OK(stored);
        const Dimension *overall = stored.value().findDimension(QStringLiteral("overall"));
        QVERIFY(overall);
        QCOMPARE(overall->scaleMin, 1.0);
        QCOMPARE(overall->scaleMax, 5.0);
        const Item *add = findItem(stored.value(), QStringLiteral("bpm-12"));
        QVERIFY(add);
        QVERIFY(findOutput(*add, QStringLiteral("pie")));
        QVERIFY(findOutput(*add, QStringLiteral("hq_edit")));
        QCOMPARE(add->sourcePath, QStringLiteral("data/sample_test/src.png"));
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");

        // Entry 2 starts on line 13; its index is on line 14.
        const QByteArray good = localMetadata();
        auto replaced = [&](const QByteArray &from, const QByteArray &to) {
            QByteArray text = good;
            const qsizetype at = text.lastIndexOf(from);
            return text.replace(at, from.size(), to);
        };
        QTest::newRow("truncated") << QStringLiteral("truncated.json") << good.left(good.size() - 20) << 21
                                   << QStringLiteral("invalid JSON");
        QTest::newRow("not an array") << QStringLiteral("object.json") << QByteArray("{\"index\": 1}\n") << 1
                                      << QStringLiteral("expected a JSON array");
        QTest::newRow("missing index") << QStringLiteral("noindex.json")
                                       << replaced("\"index\": \"7\",", "\"idx\": \"7\",") << 13
                                       << QStringLiteral("missing required field 'index'");
        QTest::newRow("missing output") << QStringLiteral("nooutput.json")
                                        << replaced("\"edited_image4\"", "\"edited_image5\"") << 13
                                        << QStringLiteral("missing required field 'edited_image4'");
        QTest::newRow("rating type") << QStringLiteral("ratingtype.json")
                                     << replaced("\"user_overall_quality\": 3", "\"user_overall_quality\": \"3\"") << 13
                                     << QStringLiteral("'edited_image4.user_overall_quality' must be a number");
        QTest::newRow("rating off scale")
            << QStringLiteral("offscale.json") << replaced("\"user_overall_quality\": 3", "\"user_overall_quality\": 0")
            << 13 << QStringLiteral("outside the user study's scale 1-5");
        QTest::newRow("score type") << QStringLiteral("scoretype.json")
                                    << replaced("\"my_preservation_gemma\": -0.25", "\"my_preservation_gemma\": [1]")
                                    << 13 << QStringLiteral("'edited_image4.my_preservation_gemma' must be a number");
        QTest::newRow("LLM type") << QStringLiteral("llmtype.json")
                                  << replaced("\"gemma_edited\": \"dog\"", "\"gemma_edited\": 3") << 13
                                  << QStringLiteral("'LLM.gemma_edited' must be a string");
        QTest::newRow("image missing") << QStringLiteral("missingimage.json")
                                       << replaced("sample_test/out4.png", "sample_test/gone.png") << 13
                                       << QStringLiteral("gone.png");
        QTest::newRow("path escapes") << QStringLiteral("escape.json")
                                      << replaced("sample_test/src.png", "../inside-the-root.png") << 13
                                      << QStringLiteral("leaves the folder of this file");
        QTest::newRow("duplicate key") << QStringLiteral("duplicate.json")
                                       << replaced("\"index\": \"7\",", "\"index\": \"7\", \"index\": 8,") << 14
                                       << QStringLiteral("index");
        QTest::newRow("duplicate item") << QStringLiteral("duplicateitem.json")
                                        << replaced("\"index\": \"7\",", "\"index\": 12,") << 13
                                        << QStringLiteral("bpm-12");
        // QJsonValue::toInteger() gives 0 for 1e300: the entry would silently have become item bpm-0.
        const QString notAnIndex =
            QStringLiteral("field 'index' must be a whole number from 0 to 9007199254740992 or a string, not %1");
        QTest::newRow("huge index") << QStringLiteral("hugeindex.json")
                                    << replaced("\"index\": \"7\",", "\"index\": 1e300,") << 13
                                    << notAnIndex.arg(QStringLiteral("1e+300"));
        QTest::newRow("fractional index")
            << QStringLiteral("fractionalindex.json") << replaced("\"index\": \"7\",", "\"index\": 1.5,") << 13
            << notAnIndex.arg(QStringLiteral("1.5"));
        QTest::newRow("negative index") << QStringLiteral("negativeindex.json")
                                        << replaced("\"index\": \"7\",", "\"index\": -4,") << 13
                                        << notAnIndex.arg(QStringLiteral("-4"));
    }

    void errorsNameTheLineAndLeaveTheStudyUnchanged()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, message);

        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("bpm"),
                                path(QStringLiteral("data/local_metadata.json")), {}));
        verifyBrokenFileRefused(*store, m_registry, QStringLiteral("bpm"), path(QStringLiteral("data/") + fileName),
                                text, line, message);
    }
};

QTEST_GUILESS_MAIN(TestBpmImport)
#include "tst_bpmimport.moc"
