// Ground-truth-referenced metrics (l1_gt, l2_gt, clip_i_gt, dino_gt, dinov2_i, dinov2_gt) and `score --chain final`,
// end to end through scoreStudy() on studies imported from a manifest. Builds tiny TorchScript models in C++ (as
// tst_inference does), so it links LibTorch itself.
// LibTorch first: its headers must not see Qt's keyword macros (QT_NO_KEYWORDS is on anyway).
// Over 500 lines: six metrics, each checked against a value computed by hand, plus the real MagicBrush pairs.
#include <torch/script.h>

#include "io/formatregistry.h"
#include "io/importer.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/scoringchain.h"
#include "scoring/studyscorer.h"
#include "shareddata.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

#include <cmath>
#include <optional>

using namespace editlens::core;
using editlens::testing::importSharedMagicBrush;
using editlens::testing::sharedMagicBrushPairs;

namespace {

// Hand-computed references (numpy 1.24, from tst_inference): for a uniform image of RGB colour p the tiny models
// below see v = (p / 255 − mean) / std per channel, cos(a, b) = a·b / (|a| |b|).
constexpr double kClipIRedBlue = -0.36053417586441794; // CLIP mean/std: cos(v(255,0,0), v(0,0,255))
constexpr double kClipIRedOlive = 0.45671351480889233; // CLIP mean/std: cos(v(255,0,0), v(128,128,0))
constexpr double kDinoRedBlue = -0.38611651481340736;  // ImageNet mean/std: cos(v(255,0,0), v(0,0,255))

const cv::Scalar kRed(0, 0, 255); // OpenCV order: B, G, R
const cv::Scalar kBlue(255, 0, 0);
const cv::Scalar kOlive(0, 128, 128);

// image features = channel means of the normalized input, projected onto the first three of `dim` dimensions
// (the 3×dim projection is the identity on them), so that the cosine of two uniform images is the references' above.
const char *kTinyClipSource = R"(
def encode_image(self, x):
    return torch.matmul(x.mean([2, 3]), self.image_proj)

def encode_text(self, tokens):
    return self.text_table.index_select(0, tokens[:, 1])
)";
const char *kTinyDinoSource = R"(
def forward(self, x):
    return torch.matmul(x.mean([2, 3]), self.proj)
)";

at::Tensor identityProjection(std::int64_t dim)
{
    at::Tensor p = torch::zeros({3, dim});
    for (int c = 0; c < 3; ++c)
        p[c][c] = 1.f;
    return p;
}

void saveTinyClip(const QString &path)
{
    torch::jit::Module module("TinyClip");
    module.register_parameter("image_proj", identityProjection(512), false);
    module.register_parameter("text_table", torch::ones({8, 512}), false);
    module.define(kTinyClipSource);
    module.save(path.toStdString());
}

void saveTinyDino(const QString &path)
{
    torch::jit::Module module("TinyDino");
    module.register_parameter("proj", identityProjection(384), false);
    module.define(kTinyDinoSource);
    module.save(path.toStdString());
}

std::optional<double> valueOf(const Output &o, const QString &metric)
{
    for (const Score &s : o.scores)
        if (s.metric == metric)
            return s.value;
    return std::nullopt;
}

/// MagicBrush's L1 and "L2" (torch L1Loss / MSELoss on ToTensor()'s [0, 1]) of two same-size images, computed on
/// pixels decoded by Qt (not OpenCV) with a plain loop: the independent reference for the shared pairs.
std::pair<double, double> plainL1L2(const QString &a, const QString &b)
{
    const QImage x = QImage(a).convertToFormat(QImage::Format_RGB888);
    const QImage y = QImage(b).convertToFormat(QImage::Format_RGB888);
    if (x.isNull() || x.size() != y.size())
        return {std::nan(""), std::nan("")};
    double sumAbs = 0.0, sumSq = 0.0;
    for (int r = 0; r < x.height(); ++r) {
        const uchar *p = x.constScanLine(r);
        const uchar *q = y.constScanLine(r);
        for (int k = 0; k < 3 * x.width(); ++k) {
            const double d = p[k] / 255.0 - q[k] / 255.0;
            sumAbs += std::abs(d);
            sumSq += d * d;
        }
    }
    const double n = 3.0 * x.width() * x.height();
    return {sumAbs / n, sumSq / n};
}

// The pairs of the shared MagicBrush data whose source and target are both 1024²: with the source as the "output"
// and the target as its ground truth no resize is involved, so MagicBrush's L1/L2 are the plain means. Expected
// values: numpy 1.24, d = a / 255 − b / 255, l1 = mean |d|, l2 = mean d² (the same numbers tst_pixelmetrics checks
// for l1/mse; both are symmetric in a and b).
struct SharedPair
{
    const char *source;
    const char *target;
    double l1;
    double l2;
};
const SharedPair kSharedPairs[] = {
    {"images/368667/368667-output1.png", "images/368667/368667-output2.png", 0.0118605558, 0.0031052888},
    {"images/368667/368667-output2.png", "images/368667/368667-output3.png", 0.0102887160, 0.0016891813},
    {"images/385042/385042-output1.png", "images/385042/385042-output2.png", 0.0143555847, 0.0034090011},
    {"images/385042/385042-output2.png", "images/385042/385042-output3.png", 0.0304153330, 0.0152704238},
    {"images/483348/483348-output1.png", "images/483348/483348-output2.png", 0.0026241078, 0.0007607722},
    {"images/483348/483348-output2.png", "images/483348/483348-output3.png", 0.0052649542, 0.0006283033},
    {"images/141946/141946-output1.png", "images/141946/141946-output2.png", 0.0107479270, 0.0041957332},
};

// The five pairs whose source is 500² and target 1024²: with the 1024² target as the output and the 500² source as
// the ground truth, the output is reduced to the ground truth's size first. Expected values: numpy 1.24 with the
// target reduced by a numpy emulation of OpenCV 4.6's INTER_AREA weights (the alignment EditLens applies), the
// references tst_pixelmetrics holds for these pairs; a resize the other way (ground truth to output) gives others.
const SharedPair kResizedPairs[] = {
    {"images/242679/242679-input.png", "images/242679/242679-output1.png", 0.0192431059, 0.0039529977},
    {"images/368667/368667-input.png", "images/368667/368667-output1.png", 0.0708506144, 0.0197175869},
    {"images/385042/385042-input.png", "images/385042/385042-output1.png", 0.0914506405, 0.0593578429},
    {"images/483348/483348-input.png", "images/483348/483348-output1.png", 0.0239260549, 0.0072621186},
    {"images/141946/141946-input.png", "images/141946/141946-output1.png", 0.0129958588, 0.0016012741},
};

} // namespace

class TestGroundTruthMetrics : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    MetricRegistry m_registry;
    QString m_models; // tiny CLIP, DINO and DINOv2
    int m_studies = 0;

    QString writeImage(const QString &name, const cv::Scalar &colour, cv::Size size = {40, 30})
    {
        QString path = m_dir.filePath(name);
        cv::imwrite(path.toStdString(), cv::Mat(size, CV_8UC3, colour));
        return path;
    }

    /// Imports `items` (manifest objects) into a new study.
    std::unique_ptr<StudyStore> study(const QJsonArray &items, const QString &root = {})
    {
        const QString name = QStringLiteral("study%1").arg(++m_studies);
        QFile manifest(m_dir.filePath(name + QStringLiteral(".jsonl")));
        if (!manifest.open(QIODevice::WriteOnly))
            qFatal("cannot write the manifest");
        for (const auto &item : items)
            manifest.write(QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact) + '\n');
        manifest.close();
        auto store = StudyStore::create(m_dir.filePath(name + QStringLiteral(".editlens")),
                                        root.isEmpty() ? m_dir.path() : root);
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        FormatRegistry formats;
        formats.registerBuiltins();
        const auto imported = importInto(*store.value(), formats, QStringLiteral("manifest"), manifest.fileName(), {});
        if (!imported)
            qFatal("%s", qPrintable(imported.error().toString()));
        return std::move(store).value();
    }

    static QJsonObject item(const QString &id, const QString &source, const QString &groundTruth,
                            const QList<QPair<QString, QString>> &outputs, const QString &instruction = {})
    {
        QJsonArray outs;
        for (const auto &[system, path] : outputs)
            outs.append(QJsonObject{{QStringLiteral("system"), system}, {QStringLiteral("path"), path}});
        QJsonObject o{{QStringLiteral("id"), id},
                      {QStringLiteral("source"), source},
                      {QStringLiteral("instruction"), instruction.isEmpty() ? QStringLiteral("edit it") : instruction},
                      {QStringLiteral("outputs"), outs}};
        if (!groundTruth.isEmpty())
            o.insert(QStringLiteral("ground_truth"), groundTruth);
        return o;
    }

    Result<ScoreReport> score(StudyStore &store, const QString &metrics, const QString &models = {},
                              ChainMode chain = ChainMode::Turn)
    {
        ScoreOptions options;
        options.metrics = m_registry.select(metrics).value();
        options.modelDir = models;
        options.jobs = 1;
        options.chain = chain;
        return scoreStudy(store, m_registry, editlens::testing::builtinModels(), options);
    }

    /// system → output of the item `key` in the stored study.
    static QMap<QString, Output> outputsOf(StudyStore &store, const QString &key)
    {
        QMap<QString, Output> out;
        const auto data = store.load();
        if (!data)
            return out;
        for (const Item &i : data.value().items)
            if (i.key == key)
                for (const Output &o : i.outputs)
                    out.insert(o.system, o);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        m_models = m_dir.filePath(QStringLiteral("models"));
        QVERIFY(QDir().mkpath(m_models));
        saveTinyClip(QDir(m_models).filePath(QStringLiteral("ViT-B-32.pt")));
        saveTinyDino(QDir(m_models).filePath(QStringLiteral("dino_vits16.pt")));
        saveTinyDino(QDir(m_models).filePath(QStringLiteral("dinov2_vits14.pt")));
    }

    void registryStatesEachMetricsReference()
    {
        QCOMPARE(m_registry.metric(QStringLiteral("clip_i"))->reference, MetricReference::SourceImage);
        QCOMPARE(m_registry.metric(QStringLiteral("dino"))->reference, MetricReference::SourceImage);
        QCOMPARE(m_registry.metric(QStringLiteral("clip_t"))->reference, MetricReference::Instruction);
        for (const char *id : {"l1_gt", "l2_gt", "clip_i_gt", "dino_gt", "dinov2_gt"})
            QVERIFY2(m_registry.metric(QLatin1String(id))->reference == MetricReference::GroundTruthImage, id);
        QCOMPARE(m_registry.metric(QStringLiteral("dinov2_i"))->reference, MetricReference::SourceImage);
        QCOMPARE(m_registry.referenceOf(QStringLiteral("bpm_s_modify")),
                 std::optional(MetricReference::SourceImageAndInstruction));
        QCOMPARE(m_registry.referenceOf(QStringLiteral("viescore_gpt4o")), std::nullopt);
        QCOMPARE(metricReferenceName(MetricReference::GroundTruthImage), QStringLiteral("ground-truth image"));
        QCOMPARE(m_registry.referenceText(QStringLiteral("clip_i_gt")), QStringLiteral("ground-truth image"));
        QCOMPARE(m_registry.referenceText(QStringLiteral("clip_i_final")),
                 QStringLiteral("source image, of the chain's first turn"));
        QCOMPARE(m_registry.referenceText(QStringLiteral("l1_gt_final")),
                 QStringLiteral("ground-truth image, of the chain's last turn"));
        QVERIFY(m_registry.referenceText(QStringLiteral("viescore_gpt4o")).isEmpty());
    }

    void finalTurnIdsKeepDirectionAndAreNotSelectableByName()
    {
        QCOMPARE(chainFinalMetricId(QStringLiteral("l1_gt")), QStringLiteral("l1_gt_final"));
        const auto info = m_registry.metric(QStringLiteral("l2_gt_final"));
        QVERIFY(info);
        QCOMPARE(info->direction, MetricDirection::LowerIsBetter);
        QCOMPARE(info->reference, MetricReference::GroundTruthImage);
        QVERIFY(m_registry.lowerIsBetterIds().contains(QStringLiteral("l2_gt_final")));
        QVERIFY(m_registry.lowerIsBetterIds().contains(QStringLiteral("lpips_final")));
        QVERIFY(!m_registry.lowerIsBetterIds().contains(QStringLiteral("clip_i_final")));
        QVERIFY(!m_registry.metric(QStringLiteral("bpm_final"))); // BPM's regions belong to one turn
        QVERIFY(!m_registry.select(QStringLiteral("l1_final")).ok());
        QVERIFY(!m_registry.select(QStringLiteral("all")).value().contains(QStringLiteral("l1_final")));
    }

    void pixelGroundTruthMetricsOfKnownOffsets_data()
    {
        QTest::addColumn<int>("outputGrey");
        QTest::addColumn<QSize>("outputSize");
        QTest::addColumn<double>("l1");
        QTest::addColumn<double>("l2");
        // Ground truth: grey 102 (0.4), 40×30. Offsets on [0, 1]: 0 → 0, 0; 51/255 = 0.2 → 0.2, 0.04.
        QTest::newRow("equal to the ground truth") << 102 << QSize(40, 30) << 0.0 << 0.0;
        QTest::newRow("offset +0.2") << 153 << QSize(40, 30) << 0.2 << 0.04;
        QTest::newRow("offset -0.2") << 51 << QSize(40, 30) << 0.2 << 0.04;
        // A uniform image stays uniform when it is brought onto the ground truth's grid (MagicBrush resizes the
        // generated image to the ground-truth size).
        QTest::newRow("offset +0.2, twice the size") << 153 << QSize(80, 60) << 0.2 << 0.04;
    }

    void pixelGroundTruthMetricsOfKnownOffsets()
    {
        QFETCH(int, outputGrey);
        QFETCH(QSize, outputSize);
        QFETCH(double, l1);
        QFETCH(double, l2);
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        const QString source = writeImage(tag + QStringLiteral("-src.png"), cv::Scalar::all(0));
        const QString truth = writeImage(tag + QStringLiteral("-gt.png"), cv::Scalar::all(102));
        const QString output = writeImage(tag + QStringLiteral("-out.png"), cv::Scalar::all(outputGrey),
                                          cv::Size(outputSize.width(), outputSize.height()));
        auto store = study({item(QStringLiteral("a"), source, truth, {{QStringLiteral("M"), output}})});
        const auto report = score(*store, QStringLiteral("l1,l1_gt,l2_gt"));
        EL_VERIFY_OK(report);
        QVERIFY(report.value().unavailable.isEmpty());
        const Output o = outputsOf(*store, QStringLiteral("a")).value(QStringLiteral("M"));
        QVERIFY(valueOf(o, QStringLiteral("l1_gt")));
        QVERIFY2(std::abs(*valueOf(o, QStringLiteral("l1_gt")) - l1) < 1e-12,
                 qPrintable(QString::number(*valueOf(o, QStringLiteral("l1_gt")), 'g', 17)));
        QVERIFY2(std::abs(*valueOf(o, QStringLiteral("l2_gt")) - l2) < 1e-12,
                 qPrintable(QString::number(*valueOf(o, QStringLiteral("l2_gt")), 'g', 17)));
        // l1 still compares with the source (black): grey / 255.
        QVERIFY(std::abs(*valueOf(o, QStringLiteral("l1")) - outputGrey / 255.0) < 1e-12);
    }

    void itemWithoutGroundTruthGetsNoValueAndAReason()
    {
        const QString source = writeImage(QStringLiteral("nogt-src.png"), cv::Scalar::all(0));
        const QString truth = writeImage(QStringLiteral("nogt-gt.png"), cv::Scalar::all(10));
        const QString output = writeImage(QStringLiteral("nogt-out.png"), cv::Scalar::all(20));
        auto store = study({item(QStringLiteral("with"), source, truth, {{QStringLiteral("M"), output}}),
                            item(QStringLiteral("without"), source, {}, {{QStringLiteral("M"), output}})});
        const auto report = score(*store, QStringLiteral("l1,l1_gt,l2_gt"));
        EL_VERIFY_OK(report);
        QVERIFY(report.value().errors.isEmpty());
        const QString reason = report.value().unavailable.value(QStringLiteral("l1_gt (some outputs)"));
        QVERIFY2(reason.contains(QStringLiteral("because the item has no ground-truth image")), qPrintable(reason));
        QVERIFY(reason.contains(QStringLiteral("1 of 2")));
        const Output with = outputsOf(*store, QStringLiteral("with")).value(QStringLiteral("M"));
        const Output without = outputsOf(*store, QStringLiteral("without")).value(QStringLiteral("M"));
        QVERIFY(std::abs(*valueOf(with, QStringLiteral("l1_gt")) - 10 / 255.0) < 1e-12);
        QVERIFY(!valueOf(without, QStringLiteral("l1_gt")));
        QVERIFY(!valueOf(without, QStringLiteral("l2_gt")));
        QVERIFY(valueOf(without, QStringLiteral("l1"))); // the source-referenced metric is unaffected

        // No item with a ground truth: the metric itself is unavailable, for that reason.
        auto none = study({item(QStringLiteral("only"), source, {}, {{QStringLiteral("M"), output}})});
        const auto noneReport = score(*none, QStringLiteral("l1_gt"));
        EL_VERIFY_OK(noneReport);
        QVERIFY2(noneReport.value().unavailable.value(QStringLiteral("l1_gt")).contains(QStringLiteral("ground-truth")),
                 qPrintable(noneReport.value().unavailable.value(QStringLiteral("l1_gt"))));
        QCOMPARE(noneReport.value().valuesStored, 0);
    }

    void withoutModelsLearnedMetricsNameTheirFileAndPixelOnesStillCompute()
    {
        const QString source = writeImage(QStringLiteral("nomodel-src.png"), kOlive);
        const QString truth = writeImage(QStringLiteral("nomodel-gt.png"), kRed);
        const QString output = writeImage(QStringLiteral("nomodel-out.png"), kBlue);
        auto store = study({item(QStringLiteral("a"), source, truth, {{QStringLiteral("M"), output}})});
        const QString empty = m_dir.filePath(QStringLiteral("empty-models"));
        QVERIFY(QDir().mkpath(empty));
        const auto report = score(*store, QStringLiteral("l1_gt,l2_gt,clip_i_gt,dino_gt,dinov2_i,dinov2_gt"), empty);
        EL_VERIFY_OK(report);
        const QMap<QString, QString> &u = report.value().unavailable;
        QVERIFY2(u.value(QStringLiteral("clip_i_gt")).contains(QStringLiteral("ViT-B-32.pt")),
                 qPrintable(u.value(QStringLiteral("clip_i_gt"))));
        QVERIFY(u.value(QStringLiteral("dino_gt")).contains(QStringLiteral("dino_vits16.pt")));
        QVERIFY(u.value(QStringLiteral("dinov2_i")).contains(QStringLiteral("dinov2_vits14.pt")));
        QVERIFY(u.value(QStringLiteral("dinov2_gt")).contains(QStringLiteral("dinov2_vits14.pt")));
        QVERIFY(!u.contains(QStringLiteral("l1_gt")));
        const Output o = outputsOf(*store, QStringLiteral("a")).value(QStringLiteral("M"));
        QVERIFY(valueOf(o, QStringLiteral("l1_gt")));
        QVERIFY(valueOf(o, QStringLiteral("l2_gt")));
        QVERIFY(!valueOf(o, QStringLiteral("clip_i_gt")));
    }

    void learnedGroundTruthMetricsCompareWithTheGroundTruth()
    {
        // Source olive, ground truth red; one output equal to the ground truth, one blue.
        const QString source = writeImage(QStringLiteral("learned-src.png"), kOlive);
        const QString truth = writeImage(QStringLiteral("learned-gt.png"), kRed);
        const QString exact = writeImage(QStringLiteral("learned-exact.png"), kRed);
        const QString wrong = writeImage(QStringLiteral("learned-wrong.png"), kBlue);
        auto store = study({item(QStringLiteral("a"), source, truth,
                                 {{QStringLiteral("Exact"), exact}, {QStringLiteral("Wrong"), wrong}})});
        const auto report = score(*store, QStringLiteral("clip_i,clip_i_gt,dino_gt,dinov2_i,dinov2_gt"), m_models);
        EL_VERIFY_OK(report);
        QVERIFY2(report.value().unavailable.isEmpty(), qPrintable(report.value().unavailable.keys().join(u',')));
        QVERIFY(report.value().versions.value(QStringLiteral("dinov2_gt")).contains(QStringLiteral("dinov2_vits14")));
        const auto outputs = outputsOf(*store, QStringLiteral("a"));
        const Output &e = outputs[QStringLiteral("Exact")];
        const Output &w = outputs[QStringLiteral("Wrong")];
        for (const char *id : {"clip_i_gt", "dino_gt", "dinov2_gt"}) {
            QVERIFY2(valueOf(e, QLatin1String(id)), id);
            QVERIFY2(std::abs(*valueOf(e, QLatin1String(id)) - 1.0) < 1e-6, id);
        }
        QVERIFY(std::abs(*valueOf(w, QStringLiteral("clip_i_gt")) - kClipIRedBlue) < 1e-5);
        QVERIFY(std::abs(*valueOf(w, QStringLiteral("dino_gt")) - kDinoRedBlue) < 1e-5);
        QVERIFY(std::abs(*valueOf(w, QStringLiteral("dinov2_gt")) - kDinoRedBlue) < 1e-5);
        // The source-referenced forms still compare with the source (olive).
        QVERIFY(std::abs(*valueOf(e, QStringLiteral("clip_i")) - kClipIRedOlive) < 1e-5);
        QVERIFY(std::abs(*valueOf(e, QStringLiteral("dinov2_i")) - 1.0) > 0.1);
    }

    void groundTruthPixelMetricsMatchNumpyOnMagicBrushPairs_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kSharedPairs)); ++i)
            QTest::newRow(kSharedPairs[i].target) << i;
    }

    void groundTruthPixelMetricsMatchNumpyOnMagicBrushPairs()
    {
        QFETCH(int, index);
        const QDir root(sharedMagicBrushPairs());
        if (!root.exists(QStringLiteral("manifest.tsv")))
            QSKIP("shared MagicBrush pairs not found (../shared/data/magicbrush-pairs); the test needs the real "
                  "images");
        const SharedPair &pair = kSharedPairs[index];
        const QString source = root.filePath(QLatin1String(pair.source));
        const QString target = root.filePath(QLatin1String(pair.target));
        // The MagicBrush target is the ground truth; the "output" is the unedited source.
        auto store =
            study({item(QStringLiteral("pair"), source, target, {{QStringLiteral("Unedited"), source}})}, root.path());
        const auto report = score(*store, QStringLiteral("l1_gt,l2_gt"));
        EL_VERIFY_OK(report);
        const Output o = outputsOf(*store, QStringLiteral("pair")).value(QStringLiteral("Unedited"));
        const double l1 = valueOf(o, QStringLiteral("l1_gt")).value_or(-1.0);
        const double l2 = valueOf(o, QStringLiteral("l2_gt")).value_or(-1.0);
        QVERIFY2(std::abs(l1 - pair.l1) < 1e-6, qPrintable(QString::number(l1, 'g', 10)));
        QVERIFY2(std::abs(l2 - pair.l2) < 1e-6, qPrintable(QString::number(l2, 'g', 10)));
        const auto [plainL1, plainL2] = plainL1L2(source, target);
        QVERIFY2(std::abs(l1 - plainL1) < 1e-9, qPrintable(QString::number(plainL1, 'g', 10)));
        QVERIFY2(std::abs(l2 - plainL2) < 1e-9, qPrintable(QString::number(plainL2, 'g', 10)));
    }

    void groundTruthPixelMetricsResizeTheOutputToTheGroundTruth_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kResizedPairs)); ++i)
            QTest::newRow(kResizedPairs[i].source) << i;
    }

    void groundTruthPixelMetricsResizeTheOutputToTheGroundTruth()
    {
        QFETCH(int, index);
        const QDir root(sharedMagicBrushPairs());
        if (!root.exists(QStringLiteral("manifest.tsv")))
            QSKIP("shared MagicBrush pairs not found (../shared/data/magicbrush-pairs); the test needs the real "
                  "images");
        const SharedPair &pair = kResizedPairs[index];
        const QString small = root.filePath(QLatin1String(pair.source));
        const QString large = root.filePath(QLatin1String(pair.target));
        auto store =
            study({item(QStringLiteral("pair"), small, small, {{QStringLiteral("Large"), large}})}, root.path());
        EL_VERIFY_OK(score(*store, QStringLiteral("l1_gt,l2_gt")));
        const Output o = outputsOf(*store, QStringLiteral("pair")).value(QStringLiteral("Large"));
        const double l1 = valueOf(o, QStringLiteral("l1_gt")).value_or(-1.0);
        const double l2 = valueOf(o, QStringLiteral("l2_gt")).value_or(-1.0);
        QVERIFY2(std::abs(l1 - pair.l1) < 1e-6, qPrintable(QString::number(l1, 'g', 10)));
        QVERIFY2(std::abs(l2 - pair.l2) < 1e-6, qPrintable(QString::number(l2, 'g', 10)));
    }

    void magicBrushImportScoresFinalTurnsAgainstTheTarget()
    {
        const QString shared = sharedMagicBrushPairs();
        if (!QFileInfo::exists(QDir(shared).filePath(QStringLiteral("images"))))
            QSKIP("shared MagicBrush pairs not found (../shared/data/magicbrush-pairs); the test needs the real "
                  "images");
        auto created = importSharedMagicBrush(m_dir.filePath(QStringLiteral("magicbrush.editlens")));
        EL_VERIFY_OK(created);
        StudyStore &store = *created.value();
        const auto data = store.load();
        EL_VERIFY_OK(data);
        for (const Item &i : data.value().items)
            QCOMPARE(i.groundTruthPath, i.outputs.at(0).path);

        EL_VERIFY_OK(score(store, QStringLiteral("l1,l1_gt")));
        const auto final = score(store, QStringLiteral("l1,l1_gt"), {}, ChainMode::Final);
        EL_VERIFY_OK(final);
        QCOMPARE(final.value().outputs, 5); // five images edited, one final turn each
        const Output last = outputsOf(store, QStringLiteral("368667-3")).value(QStringLiteral("DALL-E 2"));
        // The dataset's own output is its ground truth.
        QCOMPARE(*valueOf(last, QStringLiteral("l1_gt")), 0.0);
        QCOMPARE(*valueOf(last, QStringLiteral("l1_gt_final")), 0.0);
        // Per turn against output2 (numpy: 0.0102887160, as in tst_pixelmetrics); final against the 500² input,
        // three edits away.
        QVERIFY(std::abs(*valueOf(last, QStringLiteral("l1")) - 0.0102887160) < 1e-6);
        QVERIFY2(*valueOf(last, QStringLiteral("l1_final")) > 0.05,
                 qPrintable(QString::number(*valueOf(last, QStringLiteral("l1_final")))));
        QVERIFY(!valueOf(outputsOf(store, QStringLiteral("368667-2")).value(QStringLiteral("DALL-E 2")),
                         QStringLiteral("l1_final")));
    }

    void instructionsOfAChainAreJoinedAsSentences()
    {
        QCOMPARE(joinInstructions({QStringLiteral("Add a giraffe in the field"), QStringLiteral(" Make it snow. "),
                                   QString(), QStringLiteral("Is it night?")}),
                 QStringLiteral("Add a giraffe in the field. Make it snow. Is it night?"));
    }

    void finalTurnItemSeesTheChainFromItsFirstTurn()
    {
        QVector<Item> items(4);
        for (int i = 0; i < 3; ++i) {
            items[i].key = QStringLiteral("s-%1").arg(i + 1);
            items[i].turn = i + 1;
            items[i].sourcePath = QStringLiteral("in%1.png").arg(i + 1);
            items[i].groundTruthPath = QStringLiteral("gt%1.png").arg(i + 1);
            items[i].sourceCaption = QStringLiteral("caption before %1").arg(i + 1);
            items[i].targetCaption = QStringLiteral("caption after %1").arg(i + 1);
            if (i > 0)
                items[i].sourceItem = items[i - 1].key;
        }
        items[0].instruction = QStringLiteral("Have there be a stream running through the field");
        items[1].instruction = QStringLiteral("Add a giraffe in the field");
        items[2].instruction = QStringLiteral("Add a supernova explosion in the sky");
        items[3].key = QStringLiteral("alone");
        items[3].sourcePath = QStringLiteral("alone.png");
        items[3].instruction = QStringLiteral("Make it snow");
        const auto scored = itemsToScore(items, ChainMode::Final);
        EL_VERIFY_OK(scored);
        QCOMPARE(scored.value().size(), 2);
        const Item &last = scored.value()[0];
        QCOMPARE(last.key, QStringLiteral("s-3"));
        QCOMPARE(last.sourcePath, QStringLiteral("in1.png"));
        QCOMPARE(last.groundTruthPath, QStringLiteral("gt3.png"));
        QCOMPARE(last.sourceCaption, QStringLiteral("caption before 1"));
        QCOMPARE(last.targetCaption, QStringLiteral("caption after 3"));
        QCOMPARE(last.instruction, QStringLiteral("Have there be a stream running through the field. Add a giraffe in "
                                                  "the field. Add a supernova explosion in the sky."));
        QCOMPARE(scored.value()[1].instruction, QStringLiteral("Make it snow")); // a one-turn chain, as written
        QCOMPARE(itemsToScore(items, ChainMode::Turn).value().size(), 4);
    }

    void finalChainComparesTheLastOutputWithTheFirstInput()
    {
        // Turn 1: source grey 40 → ground truth grey 80 (also turn 2's source); turn 2: ground truth grey 120,
        // output grey 130. Per turn, turn 2's output is compared with grey 80; with --chain final with grey 40 and
        // its ground truth with turn 2's (grey 120). A one-turn item outside any chain is its own final turn.
        const QString s1 = writeImage(QStringLiteral("chain-s1.png"), cv::Scalar::all(40));
        const QString g1 = writeImage(QStringLiteral("chain-g1.png"), cv::Scalar::all(80));
        const QString g2 = writeImage(QStringLiteral("chain-g2.png"), cv::Scalar::all(120));
        const QString o1 = writeImage(QStringLiteral("chain-o1.png"), cv::Scalar::all(90));
        const QString o2 = writeImage(QStringLiteral("chain-o2.png"), cv::Scalar::all(130));
        QJsonObject first =
            item(QStringLiteral("c-1"), s1, g1, {{QStringLiteral("M"), o1}}, QStringLiteral("Brighten"));
        first.insert(QStringLiteral("turn"), 1);
        QJsonObject second = item(QStringLiteral("c-2"), g1, g2, {{QStringLiteral("M"), o2}}, QStringLiteral("More"));
        second.insert(QStringLiteral("turn"), 2);
        second.insert(QStringLiteral("source_item"), QStringLiteral("c-1"));
        auto store = study({first, second, item(QStringLiteral("single"), s1, g1, {{QStringLiteral("M"), o1}})});

        const auto perTurn = score(*store, QStringLiteral("l1,l1_gt"));
        EL_VERIFY_OK(perTurn);
        const auto final = score(*store, QStringLiteral("l1,l1_gt,bpm"), {}, ChainMode::Final);
        EL_VERIFY_OK(final);
        QVERIFY(final.value().versions.contains(QStringLiteral("l1_final")));
        QVERIFY(final.value().unavailable.value(QStringLiteral("bpm")).contains(QStringLiteral("--chain final")));
        QCOMPARE(final.value().outputs, 2); // c-2 and single: c-1 is not the end of its chain

        const Output last = outputsOf(*store, QStringLiteral("c-2")).value(QStringLiteral("M"));
        QVERIFY(std::abs(*valueOf(last, QStringLiteral("l1")) - 50 / 255.0) < 1e-12);
        QVERIFY(std::abs(*valueOf(last, QStringLiteral("l1_gt")) - 10 / 255.0) < 1e-12);
        QVERIFY(std::abs(*valueOf(last, QStringLiteral("l1_final")) - 90 / 255.0) < 1e-12);
        QVERIFY(std::abs(*valueOf(last, QStringLiteral("l1_gt_final")) - 10 / 255.0) < 1e-12);
        const Output firstTurn = outputsOf(*store, QStringLiteral("c-1")).value(QStringLiteral("M"));
        QVERIFY(valueOf(firstTurn, QStringLiteral("l1")));
        QVERIFY(!valueOf(firstTurn, QStringLiteral("l1_final")));
        const Output single = outputsOf(*store, QStringLiteral("single")).value(QStringLiteral("M"));
        QVERIFY(std::abs(*valueOf(single, QStringLiteral("l1_final")) - 50 / 255.0) < 1e-12);
    }

    void finalChainOfLearnedMetricsUsesTheFirstInput()
    {
        // Turn 1's source olive, turn 2's source blue, turn 2's output red: clip_i per turn = cos(red, blue),
        // final = cos(red, olive).
        const QString olive = writeImage(QStringLiteral("lchain-olive.png"), kOlive);
        const QString blue = writeImage(QStringLiteral("lchain-blue.png"), kBlue);
        const QString red = writeImage(QStringLiteral("lchain-red.png"), kRed);
        QJsonObject first = item(QStringLiteral("c-1"), olive, {}, {{QStringLiteral("M"), blue}});
        first.insert(QStringLiteral("turn"), 1);
        QJsonObject second = item(QStringLiteral("c-2"), blue, {}, {{QStringLiteral("M"), red}});
        second.insert(QStringLiteral("turn"), 2);
        second.insert(QStringLiteral("source_item"), QStringLiteral("c-1"));
        auto store = study({first, second});
        EL_VERIFY_OK(score(*store, QStringLiteral("clip_i"), m_models));
        EL_VERIFY_OK(score(*store, QStringLiteral("clip_i"), m_models, ChainMode::Final));
        const Output last = outputsOf(*store, QStringLiteral("c-2")).value(QStringLiteral("M"));
        QVERIFY(std::abs(*valueOf(last, QStringLiteral("clip_i")) - kClipIRedBlue) < 1e-5);
        QVERIFY(std::abs(*valueOf(last, QStringLiteral("clip_i_final")) - kClipIRedOlive) < 1e-5);
    }

    void aChainWithAMissingSourceItemIsAnError()
    {
        const QString s = writeImage(QStringLiteral("broken-src.png"), cv::Scalar::all(0));
        QJsonObject orphan = item(QStringLiteral("c-2"), s, {}, {{QStringLiteral("M"), s}});
        orphan.insert(QStringLiteral("source_item"), QStringLiteral("c-1"));
        auto store = study({orphan});
        const auto report = score(*store, QStringLiteral("l1"), {}, ChainMode::Final);
        QVERIFY(!report.ok());
        QVERIFY2(report.error().message.contains(QStringLiteral("c-1")), qPrintable(report.error().message));
        EL_VERIFY_OK(score(*store, QStringLiteral("l1"))); // per turn the link is not needed
    }
};

QTEST_GUILESS_MAIN(TestGroundTruthMetrics)
#include "tst_groundtruthmetrics.moc"
