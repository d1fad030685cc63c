#include "alignment/alignmentengine.h"
#include "alignment/groundtruthtest.h"
#include "alignment/ratingtable.h"
#include "bpm/editparse.h"
#include "io/bpmimport.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
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

    /// Reads testdata/bpm/<fileName> from a copy next to the images it names.
    Result<StudyData> readReleased(const QString &fileName)
    {
        const QString folder = path(QStringLiteral("released"));
        if (!QFileInfo::exists(folder + QLatin1Char('/') + fileName)) {
            QDir().mkpath(folder + QStringLiteral("/sample_test"));
            QDir().mkpath(folder + QStringLiteral("/gt"));
            QStringList images{QStringLiteral("sample_test/src.png"), QStringLiteral("gt/src.png")};
            for (int n = 1; n <= 4; ++n)
                images << QStringLiteral("sample_test/out%1.png").arg(n) << QStringLiteral("gt/c%1.png").arg(n);
            for (const QString &image : images) {
                QImage pixels(8, 6, QImage::Format_RGB32);
                pixels.fill(Qt::darkGreen);
                pixels.save(folder + QLatin1Char('/') + image);
            }
            QFile::copy(QFINDTESTDATA(QStringLiteral("../testdata/bpm/") + fileName),
                        folder + QLatin1Char('/') + fileName);
        }
        return m_registry.importFormat(QStringLiteral("bpm"))->read(folder + QLatin1Char('/') + fileName, {}, {});
    }

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

    // BPM v1.2: gemma.py writes the parse on the entry (original_part, edited_part, …) and bpm.py reads it there.
    void currentReleaseReadsTheParseOnTheEntry()
    {
        const auto read = readReleased(QStringLiteral("local_metadata.json"));
        EL_VERIFY_OK(read);
        const StudyData &data = read.value();
        QCOMPARE(data.items.size(), 3);
        const EditParse add = EditParse::fromJson(findItem(data, QStringLiteral("bpm-1"))->parse);
        QCOMPARE(add.originalPart, QStringLiteral("none"));
        QCOMPARE(add.editedPart, QStringLiteral("bird"));
        QCOMPARE(add.editType, EditType::Add);
        QCOMPARE(add.beingAdded, QStringLiteral("tower"));
        QCOMPARE(add.addedObject, QStringLiteral("bird"));
        QCOMPARE(add.position, PositionChange::Above);
        const EditParse replace = EditParse::fromJson(findItem(data, QStringLiteral("bpm-2"))->parse);
        QCOMPARE(replace.originalPart, QStringLiteral("cat"));
        QCOMPARE(replace.editedPart, QStringLiteral("dog"));
        QCOMPARE(replace.editType, EditType::Replace);
        QVERIFY(replace.beingAdded.isEmpty());
        const EditParse size = EditParse::fromJson(findItem(data, QStringLiteral("bpm-3"))->parse);
        QCOMPARE(size.originalPart, QStringLiteral("vase"));
        QCOMPARE(size.editedPart, QStringLiteral("bigger vase"));
        QCOMPARE(size.editType, EditType::ChangeSize);
        QCOMPARE(size.size, SizeChange::Bigger);
        QCOMPARE(size.position, PositionChange::Near); // "none": no constraint, as region_aware_judge.py scores it
    }

    // eval_human_alignment.py combines the four released values into BPM; its figure on this file is 0.80567 (the
    // mean of the pairs rounded to 3 decimals), 0.805556 unrounded (testdata/bpm/released_reference.py).
    void combinedBpmGivesEvalHumanAlignmentsFigure()
    {
        const auto read = readReleased(QStringLiteral("local_metadata.json"));
        EL_VERIFY_OK(read);
        const StudyData &data = read.value();
        const QVector<QVector<double>> expected{
            {1.646647509578544, 0.6104406130268201, 1.3627394636015326, 1.7083333333333333},
            {0.024137931034482762, 1.5159003831417626, 1.2847701149425288, 0.8524904214559387},
            {1.879310344827586, 1.385153256704981, 0.6003831417624521, 0.5722222222222222}};
        for (int k = 0; k < 3; ++k) {
            const Item *item = findItem(data, QStringLiteral("bpm-%1").arg(k + 1));
            QVERIFY(item);
            for (int n = 0; n < 4; ++n) {
                const auto bpm = scoreOf(item->outputs.at(n), BpmImport::combinedMetricId());
                QVERIFY2(bpm, qPrintable(QStringLiteral("bpm-%1 output %2").arg(k + 1).arg(n + 1)));
                QVERIFY(std::abs(*bpm - expected[k][n]) < 1e-12);
            }
        }
        alignment::AlignmentOptions options;
        options.metrics = {BpmImport::combinedMetricId()};
        const alignment::AlignmentReport report =
            alignment::computeAlignment(alignment::RatingTable::fromStudy(data), options);
        const alignment::PairwiseCell cell =
            report.pairwise.value(BpmImport::combinedMetricId()).value(QStringLiteral("overall"));
        QCOMPARE(cell.pairs.size(), 6);
        QVERIFY(cell.mean);
        QVERIFY(std::abs(*cell.mean - 0.8055555555555555) < 1e-12);
    }

    // The ground-truth test's file (Table 4): three candidates per entry, no user study.
    void groundTruthTestFileImportsWithItsRoles()
    {
        const auto read = readReleased(QStringLiteral("gt_test_metadata.json"));
        EL_VERIFY_OK(read);
        const StudyData &data = read.value();
        QCOMPARE(data.items.size(), 3);
        const Item *first = findItem(data, QStringLiteral("bpm-0"));
        QVERIFY(first);
        QCOMPARE(first->outputs.size(), 3);
        const QStringList systems{QStringLiteral("sd_xl"), QStringLiteral("noise_jitter"), QStringLiteral("dalle2")};
        const OutputRole roles[] = {OutputRole::ExcessivelyModified, OutputRole::ExcessivelyPreserved,
                                    OutputRole::GroundTruth};
        for (int n = 0; n < 3; ++n) {
            QCOMPARE(first->outputs.at(n).system, systems.at(n));
            QCOMPARE(first->outputs.at(n).role, roles[n]);
            QVERIFY(first->outputs.at(n).ratings.isEmpty());
            QCOMPARE(first->outputs.at(n).path,
                     QDir::cleanPath(path(QStringLiteral("released/gt/c%1.png").arg(n + 1))));
        }
        const double firstBpm[] = {1.3, 1.282051282051282, 1.721794871794872};
        for (int n = 0; n < 3; ++n)
            QVERIFY(std::abs(*scoreOf(first->outputs.at(n), BpmImport::combinedMetricId()) - firstBpm[n]) < 1e-12);

        // eval_gt_test.py on this file: {'sd_xl': 0, 'noise_jitter': 1, 'dalle2': 2}.
        alignment::GroundTruthTestOptions options;
        options.metrics = {BpmImport::combinedMetricId()};
        const auto cells = alignment::groundTruthTest(data, alignment::RatingTable::fromStudy(data), options);
        QVERIFY(cells.contains(BpmImport::combinedMetricId()));
        const alignment::GroundTruthCell cell = cells.value(BpmImport::combinedMetricId());
        QCOMPARE(cell.n, 3);
        QCOMPARE(cell.groundTruth, 2.0 / 3);
        QCOMPARE(cell.excessivelyPreserved, 1.0 / 3);
        QCOMPARE(cell.excessivelyModified, 0.0);

        auto store = newStore();
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("bpm"),
                                path(QStringLiteral("released/gt_test_metadata.json")), {}));
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
