// LibTorch first: its headers must not see Qt's keyword macros (QT_NO_KEYWORDS is on anyway).
#include <torch/script.h>

#include "inference/filehashcache.h"
#include "inference/imagepreprocess.h"
#include "inference/learnedmetrics.h"
#include "inference/modelregistry.h"
#include "inference/torchmodel.h"

#include "testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/core.hpp>

#include <cmath>

using namespace editlens::core;

namespace {

// Hand-computed references (numpy 1.24, python3 on Debian 12): for a uniform image of RGB colour p the tiny models
// below see v = (p / 255 − mean) / std per channel (CLIP or ImageNet mean/std), and
//   cos(a, b) = a·b / (|a| |b|),  CLIP-D = cos(n(v₁) − n(v₀), n(t₁) − n(t₀)), n(x) = x / |x|.
constexpr double kClipIRedBlue = -0.36053417586441794;    // cos(v_clip(255,0,0), v_clip(0,0,255))
constexpr double kClipIRedOlive = 0.45671351480889233;    // cos(v_clip(255,0,0), v_clip(128,128,0))
constexpr double kClipTBlueE0 = -0.5431865979919177;      // cos(v_clip(0,0,255), (1,0,0))
constexpr double kClipTBlueOnes = -0.24470208589543535;   // cos(v_clip(0,0,255), (1,1,1))
constexpr double kClipDRedToOlive = 0.38139220978638144;  // v₀ red, v₁ olive, t₀ (1,0,0), t₁ (1,1,1)
constexpr double kClipDUnnormalized = 0.5087932990970696; // the same without n(): must not be what we get
constexpr double kDinoRedBlue = -0.38611651481340736;     // cos(v_imagenet(255,0,0), v_imagenet(0,0,255))
constexpr double kLpipsBlackGrey = 1.0078585159554017;    // (128 / 255 · 2 − 1 − (−1))²

const cv::Vec3b kRed(0, 0, 255); // OpenCV order: B, G, R
const cv::Vec3b kBlue(255, 0, 0);
const cv::Vec3b kOlive(0, 128, 128);
const cv::Vec3b kBlack(0, 0, 0);
const cv::Vec3b kWhite(255, 255, 255);
const cv::Vec3b kGrey(128, 128, 128);

cv::Mat uniform(cv::Vec3b colour, int rows = 30, int cols = 40)
{
    return cv::Mat(rows, cols, CV_8UC3, cv::Scalar(colour[0], colour[1], colour[2]));
}

// CLIP token row: start, one content token, end, zero padding (the tiny text encoder looks up position 1).
std::vector<std::int64_t> tokens(std::int64_t content)
{
    std::vector<std::int64_t> row(TorchModel::clipContextLength, 0);
    row[0] = 49406;
    row[1] = content;
    row[2] = 49407;
    return row;
}

std::string torchScriptSource(const char *name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../testdata/inference/") + QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

// encode_image(x) = mean over pixels of x [N,3] · P, P[c][c] = 1 (so features = channel means, zero-padded to dim);
// encode_text(tokens) = table[tokens[:, 1]]: row 1 = e0, row 2 = e2, row 3 = (1,1,1), row 4 = e1.
void saveTinyClip(const QString &path, std::int64_t dim, const char *source = "tiny_clip.torchscript")
{
    torch::jit::Module module("TinyClip");
    at::Tensor projection = torch::zeros({3, dim});
    at::Tensor table = torch::zeros({8, dim});
    for (int c = 0; c < 3; ++c) {
        projection[c][c] = 1.f;
        table[3][c] = 1.f;
    }
    table[1][0] = 1.f;
    table[2][2] = 1.f;
    table[4][1] = 1.f;
    module.register_parameter("image_proj", projection, false);
    module.register_parameter("text_table", table, false);
    module.define(torchScriptSource(source));
    module.save(path.toStdString());
}

void saveTinyDino(const QString &path, at::ScalarType dtype = at::kFloat, const char *source = "tiny_dino.torchscript")
{
    torch::jit::Module module("TinyDino");
    at::Tensor projection = torch::zeros({3, 384});
    for (int c = 0; c < 3; ++c)
        projection[c][c] = 1.f;
    module.register_parameter("proj", projection.to(dtype), false);
    module.define(torchScriptSource(source));
    module.save(path.toStdString());
}

void saveTinyLpips(const QString &path)
{
    torch::jit::Module module("TinyLpips");
    module.define(torchScriptSource("tiny_lpips.torchscript"));
    module.save(path.toStdString());
}

QString sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
}

ModelRegistry builtinRegistry()
{
    return ModelRegistry::builtin().value();
}

/// The hash cache an engine borrows, as a base so that it is built before the engine and outlives it.
struct OwnHashCache
{
    FileHashCache hashes;
};

/// A learned-metric engine over the built-in models in the model folder `dir`, with a hash cache of its own.
struct TestEngine
    : private OwnHashCache
    , public LearnedMetricEngine
{
    explicit TestEngine(const QString &dir) : LearnedMetricEngine(builtinRegistry(), dir, hashes) {}
};

} // namespace

class TestInference : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(!torchScriptSource("tiny_clip.torchscript").empty());
    }
    void cleanup()
    {
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
    }

    void clipIIsTheCosineOfImageFeatures()
    {
        saveTinyClip(path("ViT-B-32.pt"), 512);
        TestEngine engine(m_dir.path());
        EL_VERIFY_OK(engine.availability(QStringLiteral("clip_i")));
        std::vector<LearnedMetricItem> items(3);
        items[0].source = uniform(kRed);
        items[0].edited = uniform(kBlue, 50, 30); // portrait: other crop axis, same features
        items[1].source = uniform(kRed);
        items[1].edited = uniform(kOlive);
        items[2].source = uniform(kRed); // no edited image → no score
        const auto scores = engine.score(QStringLiteral("clip_i"), items);
        EL_VERIFY_OK(scores);
        QCOMPARE(scores.value().size(), std::size_t(3));
        QVERIFY(std::abs(*scores.value()[0] - kClipIRedBlue) < 1e-5);
        QVERIFY(std::abs(*scores.value()[1] - kClipIRedOlive) < 1e-5);
        QVERIFY(!scores.value()[2].has_value());
    }

    void clipTIsTheCosineOfImageAndTextFeatures()
    {
        saveTinyClip(path("ViT-B-32.pt"), 512);
        TestEngine engine(m_dir.path());
        std::vector<LearnedMetricItem> items(3);
        items[0].edited = uniform(kBlue);
        items[0].textTokens = tokens(1);
        items[1].edited = uniform(kBlue);
        items[1].textTokens = tokens(3);
        items[2].edited = uniform(kBlue); // no text → no score
        const auto scores = engine.score(QStringLiteral("clip_t"), items);
        EL_VERIFY_OK(scores);
        QVERIFY(std::abs(*scores.value()[0] - kClipTBlueE0) < 1e-5);
        QVERIFY(std::abs(*scores.value()[1] - kClipTBlueOnes) < 1e-5);
        QVERIFY(!scores.value()[2].has_value());
    }

    void clipDNormalizesFeaturesBeforeDifferencing()
    {
        saveTinyClip(path("ViT-L-14.pt"), 768);
        TestEngine engine(m_dir.path());
        std::vector<LearnedMetricItem> items(1);
        items[0].source = uniform(kRed, 20, 90); // squashed, not cropped: uniform either way
        items[0].edited = uniform(kOlive);
        items[0].sourceCaptionTokens = tokens(1);
        items[0].targetCaptionTokens = tokens(3);
        const auto scores = engine.score(QStringLiteral("clip_d"), items);
        EL_VERIFY_OK(scores);
        QVERIFY(std::abs(*scores.value()[0] - kClipDRedToOlive) < 1e-5);
        QVERIFY(std::abs(*scores.value()[0] - kClipDUnnormalized) > 0.1);
    }

    void dinoIsTheCosineOfClsTokens()
    {
        saveTinyDino(path("dino_vits16.pt"));
        TestEngine engine(m_dir.path());
        std::vector<LearnedMetricItem> items(1);
        items[0].source = uniform(kRed, 300, 260);
        items[0].edited = uniform(kBlue);
        const auto scores = engine.score(QStringLiteral("dino"), items);
        EL_VERIFY_OK(scores);
        QVERIFY(std::abs(*scores.value()[0] - kDinoRedBlue) < 1e-5);
    }

    void lpipsIsTheModelDistanceOnMinusOneToOneInputs()
    {
        saveTinyLpips(path("lpips_alex.pt"));
        TestEngine engine(m_dir.path());
        std::vector<LearnedMetricItem> items(3);
        items[0].source = uniform(kBlack);
        items[0].edited = uniform(kWhite);
        items[1].source = uniform(kBlack);
        items[1].edited = uniform(kGrey);
        items[2].source = uniform(kGrey);
        items[2].edited = uniform(kGrey);
        const auto scores = engine.score(QStringLiteral("lpips"), items);
        EL_VERIFY_OK(scores);
        QVERIFY(std::abs(*scores.value()[0] - 4.0) < 1e-5); // (1 − (−1))²: [N,1,1,1] output flattened
        QVERIFY(std::abs(*scores.value()[1] - kLpipsBlackGrey) < 1e-5);
        QCOMPARE(*scores.value()[2], 0.0);
    }

    void missingModelIsUnavailableNeverANumber()
    {
        TestEngine engine(m_dir.path());
        const QString expected =
            QStringLiteral("unavailable: model lpips-alex not installed (expected lpips_alex.pt in %1)")
                .arg(QDir::toNativeSeparators(QDir(m_dir.path()).absolutePath()));
        QCOMPARE(engine.availability(QStringLiteral("lpips")).error().message, expected);
        std::vector<LearnedMetricItem> items(1);
        items[0].source = uniform(kBlack);
        items[0].edited = uniform(kWhite);
        const auto scores = engine.score(QStringLiteral("lpips"), items);
        QVERIFY(!scores.ok());
        QCOMPARE(scores.error().message, expected);
        QVERIFY(!engine.version(QStringLiteral("lpips")).ok());
    }

    void wrongOutputShapeNamesFileAndShapes()
    {
        saveTinyClip(path("ViT-B-32.pt"), 768); // a ViT-L/14-shaped file under the ViT-B/32 name
        FileHashCache hashes;
        const ModelRegistry registry = builtinRegistry();
        const auto model =
            TorchModel::load(*registry.model(QStringLiteral("clip-vit-b-32")), path("ViT-B-32.pt"), hashes);
        QVERIFY(!model.ok());
        QCOMPARE(model.error().message,
                 QStringLiteral("model clip-vit-b-32: expected [N,512] from encode_image, got [N,768]"));
        QCOMPARE(model.error().file, path("ViT-B-32.pt"));
    }

    void missingMethodIsReported()
    {
        saveTinyClip(path("ViT-B-32.pt"), 512, "tiny_clip_image_only.torchscript");
        FileHashCache hashes;
        const ModelRegistry registry = builtinRegistry();
        const auto model =
            TorchModel::load(*registry.model(QStringLiteral("clip-vit-b-32")), path("ViT-B-32.pt"), hashes);
        QVERIFY(!model.ok());
        QCOMPARE(model.error().message,
                 QStringLiteral("model clip-vit-b-32: the TorchScript file has no method encode_text"));
    }

    void corruptFileIsAnErrorNamingTheFile()
    {
        QFile file(path("dino_vits16.pt"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("PK\x03\x04 this is not a TorchScript archive");
        file.close();
        TestEngine engine(m_dir.path());
        std::vector<LearnedMetricItem> items(1);
        items[0].source = uniform(kRed);
        items[0].edited = uniform(kBlue);
        const auto scores = engine.score(QStringLiteral("dino"), items);
        QVERIFY(!scores.ok());
        QVERIFY2(scores.error().message.startsWith(QLatin1String(
                     "model dino-vits16: not a readable TorchScript file (expected dino_vits16.pt saved with "
                     "torch.jit.save)")),
                 qPrintable(scores.error().message));
        QCOMPARE(scores.error().file, path("dino_vits16.pt"));
    }

    void float16TracedModelRunsInFloat32OnCpu()
    {
        // Like OpenAI's CLIP archives: float16 weights and an explicit cast to float16, which the CPU cannot run
        // ("addmm_impl_cpu_" not implemented for 'Half'); the loader rewrites the cast and converts the weights.
        saveTinyDino(path("dino_vits16.pt"), at::kHalf, "tiny_dino_half.torchscript");
        TestEngine engine(m_dir.path());
        std::vector<LearnedMetricItem> items(1);
        items[0].source = uniform(kRed);
        items[0].edited = uniform(kBlue);
        const auto scores = engine.score(QStringLiteral("dino"), items);
        EL_VERIFY_OK(scores);
        QVERIFY(std::abs(*scores.value()[0] - kDinoRedBlue) < 1e-5);
    }

    void versionSaysUnverifiedUnlessTheHashIsOfficial()
    {
        saveTinyClip(path("ViT-B-32.pt"), 512);
        const QString hash = sha256Of(path("ViT-B-32.pt"));
        const QString prep =
            QStringLiteral("shorter side to 224 bicubic, centre crop 224, RGB, CLIP mean/std (OpenCV INTER_CUBIC)");
        FileHashCache hashes;
        {
            LearnedMetricEngine engine(builtinRegistry(), m_dir.path(), hashes);
            const auto version = engine.version(QStringLiteral("clip_i"));
            EL_VERIFY_OK(version);
            QCOMPARE(version.value(),
                     QStringLiteral("unverified file ViT-B-32.pt (sha256 %1); %2").arg(hash.left(8), prep));
        }
        // The same manifest with this file's hash declared official.
        QFile manifest(QStringLiteral(":/editlens/models/models.json"));
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        QByteArray json = manifest.readAll();
        json.replace("40d365715913c9da98579312b702a82c18be219cc2a73407c4526f58eba950af", hash.toLatin1());
        auto registry = ModelRegistry::fromJson(json, QStringLiteral("patched.json"));
        EL_VERIFY_OK(registry);
        LearnedMetricEngine engine(std::move(registry).value(), m_dir.path(), hashes);
        const auto version = engine.version(QStringLiteral("clip_t"));
        EL_VERIFY_OK(version);
        QCOMPARE(version.value(),
                 QStringLiteral("official OpenAI CLIP ViT-B/32 (sha256 %1); %2").arg(hash.left(8), prep));
        QCOMPARE(hashes.hashedFiles(), 1); // second engine, same unchanged file: hash from the cache
    }

    void batchesGiveTheSameRowsAsOneCall()
    {
        saveTinyDino(path("dino_vits16.pt"));
        FileHashCache hashes;
        const ModelRegistry registry = builtinRegistry();
        auto model = TorchModel::load(*registry.model(QStringLiteral("dino-vits16")), path("dino_vits16.pt"), hashes);
        EL_VERIFY_OK(model);
        QCOMPARE(model.value()->deviceName(), QStringLiteral("cpu"));
        const PreprocessSpec &prep = *registry.preprocess(QStringLiteral("dino"));
        const cv::Vec3b colours[5] = {kRed, kBlue, kOlive, kGrey, kWhite};
        std::vector<ImageTensor> images;
        for (const cv::Vec3b &colour : colours)
            images.push_back(preprocessImage(uniform(colour), prep).value());
        model.value()->setBatchSize(2); // batches of 2, 2, 1
        const auto rows = model.value()->encodeImages(images);
        EL_VERIFY_OK(rows);
        QCOMPARE(rows.value().rows, 5);
        QCOMPARE(rows.value().dim, 384);
        for (int r = 0; r < 5; ++r) {
            // Feature c = channel mean = (p / 255 − mean) / std for a uniform image; the rest is zero.
            const float expectedRed = (float(colours[r][2]) / 255.f - 0.485f) / 0.229f;
            QVERIFY(std::abs(rows.value().row(r)[0] - expectedRed) < 1e-5f);
            QCOMPARE(rows.value().row(r)[3], 0.f);
        }
        std::vector<ImageTensor> wrongSize{
            preprocessImage(uniform(kRed), *registry.preprocess(QStringLiteral("lpips"))).value()};
        QVERIFY(!model.value()->encodeImages(wrongSize).ok());
    }

    void directionalSimilarityIsZeroForAnOutputIdenticalToItsSource()
    {
        // ADIEE: "If I_e = I_i, the CLIP-D score is zero" (InstructPix2Pix's cosine_similarity gives 0 too).
        Embeddings image{2, 2, {1.f, 0.f, 0.3f, 0.7f}};
        Embeddings sourceText{2, 2, {1.f, 1.f, 1.f, 0.f}};
        Embeddings targetText{2, 2, {0.f, 1.f, 0.f, 1.f}};
        const auto d = directionalSimilarity(image, image, sourceText, targetText);
        EL_VERIFY_OK(d);
        QCOMPARE(d.value()[0], std::optional<double>(0.0));
        QCOMPARE(d.value()[1], std::optional<double>(0.0));
    }

    void directionalSimilarityIsUndefinedForIdenticalCaptions()
    {
        Embeddings image0{1, 2, {1.f, 0.f}};
        Embeddings image1{1, 2, {0.f, 1.f}};
        Embeddings text{1, 2, {1.f, 1.f}};
        const auto same = directionalSimilarity(image0, image1, text, text);
        EL_VERIFY_OK(same);
        QVERIFY(!same.value()[0].has_value());
        Embeddings wider{1, 3, {1.f, 1.f, 1.f}};
        QVERIFY(!directionalSimilarity(image0, image1, text, wider).ok());
        QVERIFY(!rowwiseCosine(image0, wider).ok());
    }

private:
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestInference)
#include "tst_inference.moc"
