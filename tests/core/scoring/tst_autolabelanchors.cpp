// ADIEE's anchor samples (§3.1): on a synthetic study of three items (two with a ground truth), `addAnchorSamples`
// and `editlens-cli autolabel --anchors` add the ground truth labelled 1 and the input image with its seeded
// augmented copies labelled 0, write the copies inside the study root only, never duplicate on a re-run, reach the
// `adiee-train` export, and are left alone by the single-output rules; on a PostgreSQL study too (the copies go to
// the server with the outputs), except the command, which is given a study file.
#include "imaging/imagefile.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "registries.h"
#include "scoring/autolabelanchors.h"
#include "scoring/autolabelaugment.h"
#include "scoring/metricregistry.h"
#include "scoring/studyautolabel.h"
#include "scratchstudy.h"
#include "storage/rulelabelstore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

using namespace editlens::core;
using namespace editlens::core::autolabel;
using namespace editlens::testing;

namespace {

/// A 40 × 30 image whose every pixel differs from its mirror image, so that each augmentation changes it.
void writePattern(const QString &path, int shift)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QImage image(40, 30, QImage::Format_RGB888);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            image.setPixelColor(x, y, QColor((x * 6 + shift) % 256, (y * 8 + shift) % 256, (x * y + shift) % 256));
    QVERIFY(image.save(path));
}

cv::Mat readBgr(const QString &path)
{
    auto image = readImageFile(path, cv::IMREAD_COLOR);
    return image ? image.value() : cv::Mat();
}

bool samePixels(const cv::Mat &a, const cv::Mat &b)
{
    return a.size() == b.size() && a.type() == b.type() && cv::norm(a, b, cv::NORM_INF) == 0.0;
}

/// The files under `dir`, relative to it.
QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(dir).relativeFilePath(it.next());
    out.sort();
    return out;
}

} // namespace

class TestAutoLabelAnchors
    : public QObject
    , private ScratchStudies
{
    Q_OBJECT

private:
    /// Items "with-gt-1", "with-gt-2" (source and ground truth) and "../../escape" (source only, a key that would
    /// leave the folder if used as a path), each with one MagicBrush output; images under <root>/img.
    std::unique_ptr<StudyStore> study(const QString &root)
    {
        StudyData data;
        const QStringList keys{QStringLiteral("with-gt-1"), QStringLiteral("with-gt-2"),
                               QStringLiteral("../../escape")};
        for (int i = 0; i < keys.size(); ++i) {
            Item item;
            item.key = keys[i];
            item.instruction = QStringLiteral("add a hat");
            item.sourcePath = QStringLiteral("img/src%1.png").arg(i);
            writePattern(root + QLatin1Char('/') + item.sourcePath, i * 40);
            if (i < 2) {
                item.groundTruthPath = QStringLiteral("img/gt%1.png").arg(i);
                writePattern(root + QLatin1Char('/') + item.groundTruthPath, i * 40 + 100);
            }
            Output o;
            o.system = QStringLiteral("MagicBrush");
            o.path = QStringLiteral("img/out%1.png").arg(i);
            writePattern(root + QLatin1Char('/') + o.path, i * 40 + 7);
            item.outputs << o;
            data.items << item;
        }
        return createStudyWithOrDie(root + QStringLiteral("/study.editlens"), root, data);
    }

private Q_SLOTS:
    void initTestCase() { EL_REQUIRE_SERVER_IF_ON_SERVER(); }

    void augmentationsAreNamedSeededAndDeterministic()
    {
        QCOMPARE(augmentationNames(),
                 (QStringList{QStringLiteral("flip"), QStringLiteral("crop-resize"), QStringLiteral("colour-jitter"),
                              QStringLiteral("blur"), QStringLiteral("jpeg")}));
        // Five copies of one item use all five; the same arguments draw the same parameters.
        QSet<QString> kinds;
        for (int k = 1; k <= 5; ++k) {
            const AugmentationDraw d = drawAugmentation(7, QStringLiteral("item"), k);
            kinds.insert(augmentationName(d.kind));
            QCOMPARE(drawAugmentation(7, QStringLiteral("item"), k).describe(), d.describe());
        }
        QCOMPARE(kinds.size(), 5);
        // Another seed draws other parameters for at least one copy.
        int differ = 0;
        for (int k = 1; k <= 5; ++k)
            differ += drawAugmentation(8, QStringLiteral("item"), k).describe()
                      != drawAugmentation(7, QStringLiteral("item"), k).describe();
        QVERIFY(differ > 0);

        const QString file = path(QStringLiteral("pattern.png"));
        writePattern(file, 0);
        const cv::Mat src = readBgr(file);
        QVERIFY(!src.empty());
        for (int k = 1; k <= 5; ++k) {
            const AugmentationDraw d = drawAugmentation(7, QStringLiteral("item"), k);
            auto out = applyAugmentation(src, d);
            EL_VERIFY_OK(out);
            QCOMPARE(out.value().size(), src.size());
            if (d.kind == Augmentation::Flip)
                QCOMPARE(out.value().at<cv::Vec3b>(3, 0), src.at<cv::Vec3b>(3, src.cols - 1));
            if (d.kind != Augmentation::Jpeg) // JPEG changes the pixels when written
                QVERIFY2(!samePixels(out.value(), src), qPrintable(d.describe()));
        }
        QVERIFY(!applyAugmentation(cv::Mat(4, 4, CV_8UC1, cv::Scalar(0)), drawAugmentation(7, {}, 1)).ok());
    }

    void anchorsAreLabelledInsideTheStudyAndExported()
    {
        const QString root = path(QStringLiteral("anchors"));
        auto store = study(root);
        AnchorOptions options;
        options.copies = 3;
        options.seed = 5;
        auto report = addAnchorSamples(*store, options);
        EL_VERIFY_OK(report);
        const AnchorReport &r = report.value();
        QCOMPARE(r.items, 3);
        QCOMPARE(r.groundTruth, 2);
        QCOMPARE(r.inputs, 3);
        QCOMPARE(r.augmented, 9);
        QCOMPARE(r.withoutGroundTruth, 1);
        QCOMPARE(r.newOutputs, 14);
        QVERIFY(r.skipped.isEmpty());

        auto data = store->load();
        EL_VERIFY_OK(data);
        auto labels = RuleLabelStore(*store).read(adieeAnchorsAnnotator(), adieeDimension());
        EL_VERIFY_OK(labels);
        QCOMPARE(labels.value().size(), 14);
        for (const Item &item : data.value().items) {
            const int i = item.sourcePath.mid(7, 1).toInt();
            const Output *gt = findOutput(item, anchorGroundTruthSystem());
            QCOMPARE(gt != nullptr, !item.groundTruthPath.isEmpty());
            if (gt) {
                QCOMPARE(gt->path, item.groundTruthPath);
                QCOMPARE(labels.value().value(gt->id).value, 1.0);
                QCOMPARE(labels.value().value(gt->id).rule, QStringLiteral("anchor_ground_truth"));
            }
            const Output *input = findOutput(item, anchorInputSystem());
            QVERIFY(input);
            QCOMPARE(input->path, item.sourcePath);
            QCOMPARE(labels.value().value(input->id).value, 0.0);
            QCOMPARE(labels.value().value(input->id).rule, QStringLiteral("anchor_input"));
            const cv::Mat src = readBgr(store->paths().toAbsolute(item.sourcePath));
            for (int k = 1; k <= 3; ++k) {
                const Output *copy = findOutput(item, anchorAugmentedSystem(k));
                QVERIFY(copy);
                QVERIFY2(copy->path.startsWith(anchorFolder() + QLatin1Char('/')), qPrintable(copy->path));
                QVERIFY(!copy->path.contains(QStringLiteral("..")));
                const RuleLabel label = labels.value().value(copy->id);
                QCOMPARE(label.value, 0.0);
                QCOMPARE(label.rule, QStringLiteral("anchor_augmented"));
                const AugmentationDraw d = drawAugmentation(5, item.key, k);
                QCOMPARE(label.detail, QStringLiteral("%1; seed 5, copy %2").arg(d.describe()).arg(k));
                const cv::Mat written = readBgr(store->paths().toAbsolute(copy->path));
                QCOMPARE(written.cols, 40);
                if (d.kind != Augmentation::Jpeg)
                    QVERIFY(samePixels(written, applyAugmentation(src, d).value()));
                else
                    QVERIFY(copy->path.endsWith(QStringLiteral(".jpg")));
            }
            QCOMPARE(findOutput(item, QStringLiteral("MagicBrush"))->path, QStringLiteral("img/out%1.png").arg(i));
        }
        // Nothing was written outside the study root: the key "../../escape" stayed inside adiee-anchors/.
        QCOMPARE(filesUnder(root).filter(QStringLiteral("escape")).size(), 3);
        for (const QString &f : filesUnder(root).filter(QStringLiteral("aug")))
            QVERIFY2(f.startsWith(QStringLiteral("adiee-anchors/")), qPrintable(f));
        QVERIFY(!QDir(m_dir.path()).exists(QStringLiteral("escape")));
        QVERIFY(!QDir(root).exists(QStringLiteral("escape")));

        // The training export reads every anchor with its label.
        FormatRegistry formats;
        formats.registerBuiltins();
        const QString jsonl = path(QStringLiteral("train.jsonl"));
        EL_VERIFY_OK(exportStudy(*store, formats, QStringLiteral("adiee-train"), jsonl));
        const QList<QByteArray> lines = readText(jsonl).trimmed().split('\n');
        QCOMPARE(lines.size(), 14);
        QMap<QString, int> byRule;
        for (const QByteArray &line : lines) {
            const QJsonObject row = QJsonDocument::fromJson(line).object();
            const QString rule = row[QStringLiteral("rule")].toString();
            ++byRule[rule];
            QCOMPARE(row[QStringLiteral("score")].toDouble(), rule == QLatin1String("anchor_ground_truth") ? 1.0 : 0.0);
            QCOMPARE(row[QStringLiteral("annotator")].toString(), adieeAnchorsAnnotator());
            QVERIFY(QFile::exists(row[QStringLiteral("output")].toString()));
        }
        QCOMPARE(byRule.value(QStringLiteral("anchor_ground_truth")), 2);
        QCOMPARE(byRule.value(QStringLiteral("anchor_input")), 3);
        QCOMPARE(byRule.value(QStringLiteral("anchor_augmented")), 9);
    }

    void rerunAddsNothingTwice()
    {
        const QString root = path(QStringLiteral("rerun"));
        auto store = study(root);
        AnchorOptions options;
        options.copies = 3;
        EL_VERIFY_OK(addAnchorSamples(*store, options));
        const StudyCounts before = store->counts().value();
        const QString copies = root + QLatin1Char('/') + anchorFolder();
        const QStringList files = filesUnder(copies);
        QHash<QString, QByteArray> bytes;
        for (const QString &f : files)
            bytes.insert(f, readText(copies + QLatin1Char('/') + f));

        auto again = addAnchorSamples(*store, options);
        EL_VERIFY_OK(again);
        QCOMPARE(again.value().newOutputs, 0);
        QCOMPARE(store->counts().value().outputs, before.outputs);
        QCOMPARE(files.size(), 9);
        QCOMPARE(filesUnder(copies), files);
        for (const QString &f : files)
            QCOMPARE(readText(copies + QLatin1Char('/') + f), bytes.value(f));
        QCOMPARE(RuleLabelStore(*store).read(adieeAnchorsAnnotator(), adieeDimension()).value().size(), 14);

        // Fewer copies: the earlier run's further copies stay augmented inputs with their 0.
        options.copies = 1;
        auto fewer = addAnchorSamples(*store, options);
        EL_VERIFY_OK(fewer);
        QCOMPARE(fewer.value().kept, 6);
        QCOMPARE(store->counts().value().outputs, before.outputs);
        QCOMPARE(RuleLabelStore(*store).read(adieeAnchorsAnnotator(), adieeDimension()).value().size(), 14);
        QVERIFY(!addAnchorSamples(*store, AnchorOptions{-1, 0}).ok());
    }

    void rulesLeaveTheAnchorsAlone()
    {
        auto store = study(path(QStringLiteral("rules")));
        AnchorOptions options;
        options.copies = 2;
        EL_VERIFY_OK(addAnchorSamples(*store, options));
        MetricRegistry metrics;
        metrics.registerBuiltins();
        StudyAutoLabelOptions rules;
        rules.rules.percentile = 10;
        rules.rules.lowQuality = {QStringLiteral("MagicBrush")};
        auto report = autoLabelStudy(*store, metrics, editlens::testing::builtinModels(), rules);
        EL_VERIFY_OK(report);
        QCOMPARE(report.value().outputs, 3);
        QCOMPARE(report.value().anchors, 11);
        QCOMPARE(report.value().labelled, 3);
        QCOMPARE(RuleLabelStore(*store).read(adieeAnchorsAnnotator(), adieeDimension()).value().size(), 11);
        // The rules may not be stored under the anchors' annotator, whose labels they would replace.
        rules.annotator = adieeAnchorsAnnotator();
        QVERIFY(!autoLabelStudy(*store, metrics, editlens::testing::builtinModels(), rules).ok());
    }

    void cliAddsAnchorsAndSaysHowMany()
    {
        EL_SKIP_ON_SERVER("the command is given a study file here");
        const QString root = path(QStringLiteral("cli"));
        study(root);
        const auto run = [&](const QStringList &extra) {
            QProcess p;
            p.start(QStringLiteral(EDITLENS_CLI_PATH),
                    QStringList{QStringLiteral("autolabel"), root + QStringLiteral("/study.editlens"),
                                QStringLiteral("--anchors")}
                        + extra);
            if (!p.waitForFinished(60000) || p.exitCode() != 0)
                return QString::fromUtf8(p.readAllStandardError()).prepend(QStringLiteral("FAILED "));
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        const QStringList args{QStringLiteral("--anchor-copies"), QStringLiteral("2"), QStringLiteral("--anchor-seed"),
                               QStringLiteral("9")};
        const QString first = run(args);
        QVERIFY2(first.contains(QStringLiteral("2 ground truth (label 1), 3 input images (label 0), 6 augmented "
                                               "copies (label 0")),
                 qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("1 items without a ground truth")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("11 anchor outputs added, 0 already present")), qPrintable(first));
        const QString second = run(args);
        QVERIFY2(second.contains(QStringLiteral("0 anchor outputs added, 11 already present")), qPrintable(second));
        QVERIFY(run({QStringLiteral("--anchor-copies"), QStringLiteral("-1")}).startsWith(QStringLiteral("FAILED")));
    }
};

QTEST_GUILESS_MAIN(TestAutoLabelAnchors)
#include "tst_autolabelanchors.moc"
