#include "inference/filehashcache.h"
#include "inference/modelregistry.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

class TestModelRegistry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinManifestDeclaresEveryLearnedMetric()
    {
        const auto registry = ModelRegistry::builtin();
        EL_VERIFY_OK(registry);
        const QStringList expected{QStringLiteral("clip_i"),
                                   QStringLiteral("clip_t"),
                                   QStringLiteral("clip_d"),
                                   QStringLiteral("dino"),
                                   QStringLiteral("lpips"),
                                   QStringLiteral("clip_i_gt"),
                                   QStringLiteral("dino_gt"),
                                   QStringLiteral("dinov2_i"),
                                   QStringLiteral("dinov2_gt"),
                                   QStringLiteral("vificlip"),
                                   QStringLiteral("vificlip_reversed")};
        QStringList ids;
        for (const LearnedMetricSpec &metric : registry.value().metrics())
            ids.append(metric.id);
        QCOMPARE(ids, expected);
        QVERIFY(registry.value().metric(QStringLiteral("clip_i"))->higherIsBetter);
        QVERIFY(!registry.value().metric(QStringLiteral("lpips"))->higherIsBetter);
        // As the metrics are defined: CLIP-D on ViT-L/14 with squashed inputs, the others on ViT-B/32 / DINO /
        // LPIPS-Alex.
        QCOMPARE(registry.value().metric(QStringLiteral("clip_d"))->modelId, QStringLiteral("clip-vit-l-14"));
        QCOMPARE(registry.value().metric(QStringLiteral("clip_d"))->preprocessId, QStringLiteral("clip-squash"));
        QCOMPARE(registry.value().metric(QStringLiteral("clip_t"))->modelId, QStringLiteral("clip-vit-b-32"));
        // Ground-truth forms share their source forms' models; DINOv2 ViT-S/14 uses DINO's recipe (its released eval
        // transform is resize 256, centre crop 224, ImageNet mean/std).
        QCOMPARE(registry.value().metric(QStringLiteral("clip_i_gt"))->modelId, QStringLiteral("clip-vit-b-32"));
        QCOMPARE(registry.value().metric(QStringLiteral("dino_gt"))->modelId, QStringLiteral("dino-vits16"));
        QCOMPARE(registry.value().metric(QStringLiteral("dinov2_gt"))->modelId, QStringLiteral("dinov2-vits14"));
        QCOMPARE(registry.value().metric(QStringLiteral("dinov2_i"))->preprocessId, QStringLiteral("dino"));
        const ModelSpec *dinov2 = registry.value().model(QStringLiteral("dinov2-vits14"));
        QVERIFY(dinov2);
        QCOMPARE(dinov2->role, ModelRole::Dino);
        QCOMPARE(dinov2->embeddingSize, 384);
        QCOMPARE(dinov2->files, QStringList{QStringLiteral("dinov2_vits14.pt")});
        // ViFi-CLIP: a CLIP-role ViT-B/16 file, ViFi-CLIP's own preprocessing for both frames.
        QCOMPARE(registry.value().metric(QStringLiteral("vificlip"))->modelId, QStringLiteral("vificlip-b16"));
        QCOMPARE(registry.value().metric(QStringLiteral("vificlip"))->preprocessId, QStringLiteral("vificlip"));
        QCOMPARE(registry.value().model(QStringLiteral("vificlip-b16"))->files,
                 QStringList{QStringLiteral("vificlip_b16.pt")});
        QCOMPARE(registry.value().model(QStringLiteral("vificlip-b16"))->embeddingSize, 512);
    }

    void builtinManifestHoldsTheOfficialClipHashes_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("sha256");
        QTest::addColumn<int>("dim");
        // The folder names of the download URLs in openai/CLIP clip/clip.py (_MODELS), which _download() checks.
        QTest::newRow("B/32") << "clip-vit-b-32"
                              << "ViT-B-32.pt"
                              << "40d365715913c9da98579312b702a82c18be219cc2a73407c4526f58eba950af" << 512;
        QTest::newRow("B/16") << "clip-vit-b-16"
                              << "ViT-B-16.pt"
                              << "5806e77cd80f8b59890b7e101eabd078d9fb84e6937f9e85e4ecb61988df416f" << 512;
        QTest::newRow("L/14") << "clip-vit-l-14"
                              << "ViT-L-14.pt"
                              << "b8cca3fd41ae0c99ba7e8951adf17d267cdb84cd88be6f7c2e0eca1737a03836" << 768;
    }
    void builtinManifestHoldsTheOfficialClipHashes()
    {
        QFETCH(QString, model);
        QFETCH(QString, file);
        QFETCH(QString, sha256);
        QFETCH(int, dim);
        const auto registry = ModelRegistry::builtin();
        EL_VERIFY_OK(registry);
        const ModelSpec *spec = registry.value().model(model);
        QVERIFY(spec);
        QCOMPARE(spec->role, ModelRole::Clip);
        QCOMPARE(spec->files.value(0), file);
        QCOMPARE(spec->sha256.value(file), sha256);
        QCOMPARE(spec->embeddingSize, dim);
        QCOMPARE(spec->inputSize, 224);
    }

    void builtinPreprocessingMatchesReferenceTable()
    {
        const auto registry = ModelRegistry::builtin();
        EL_VERIFY_OK(registry);
        const PreprocessSpec *clip = registry.value().preprocess(QStringLiteral("clip"));
        QVERIFY(clip);
        QCOMPARE(clip->rule, ResizeRule::ShorterSide);
        QCOMPARE(clip->resizeTo, 224);
        QCOMPARE(clip->crop, 224);
        QCOMPARE(clip->mean[0], 0.48145466f);
        QCOMPARE(clip->std[2], 0.27577711f);
        const PreprocessSpec *dino = registry.value().preprocess(QStringLiteral("dino"));
        QCOMPARE(dino->resizeTo, 256);
        QCOMPARE(dino->crop, 224);
        QCOMPARE(dino->mean[1], 0.456f);
        QCOMPARE(dino->std[0], 0.229f);
        const PreprocessSpec *squash = registry.value().preprocess(QStringLiteral("clip-squash"));
        QCOMPARE(squash->rule, ResizeRule::Squash);
        QCOMPARE(squash->outputSize(), 224);
        const PreprocessSpec *lpips = registry.value().preprocess(QStringLiteral("lpips"));
        QCOMPARE(lpips->outputSize(), 512);
        QCOMPARE(lpips->mean[0], 0.5f);
        QCOMPARE(lpips->std[0], 0.5f);
        // Every recipe but ViFi-CLIP's is torchvision's bicubic; ViFi-CLIP's is mmaction2's bilinear.
        QVERIFY(clip->interpolation == Interpolation::Bicubic && clip->convention == SizeConvention::Torchvision);
        QVERIFY(dino->interpolation == Interpolation::Bicubic && dino->convention == SizeConvention::Torchvision);
        const PreprocessSpec *vifi = registry.value().preprocess(QStringLiteral("vificlip"));
        QVERIFY(vifi);
        QCOMPARE(vifi->resizeTo, 256);
        QCOMPARE(vifi->crop, 224);
        QCOMPARE(vifi->mean[0], 0.485f);
        QCOMPARE(vifi->std[2], 0.225f);
        QVERIFY(vifi->interpolation == Interpolation::Bilinear && vifi->convention == SizeConvention::Mmaction);
    }

    void missingModelIsUnavailableNamingFileAndFolder()
    {
        const auto registry = ModelRegistry::builtin();
        EL_VERIFY_OK(registry);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto path = registry.value().resolve(QStringLiteral("clip-vit-b-32"), dir.path());
        QVERIFY(!path.ok());
        QCOMPARE(path.error().message,
                 QStringLiteral("unavailable: model clip-vit-b-32 not installed (expected ViT-B-32.pt in %1)")
                     .arg(QDir::toNativeSeparators(QDir(dir.path()).absolutePath())));
    }

    void presentModelResolvesToItsAbsolutePath()
    {
        const auto registry = ModelRegistry::builtin();
        EL_VERIFY_OK(registry);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("dino_vits16.pt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("x");
        file.close();
        const auto path = registry.value().resolve(QStringLiteral("dino-vits16"), dir.path());
        EL_VERIFY_OK(path);
        QCOMPARE(path.value(), QFileInfo(file).absoluteFilePath());
    }

    void inconsistentManifestIsRejected_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("not a valid model manifest");
        QTest::newRow("schema") << QByteArray("{\"schema\": 2}") << QStringLiteral("schema");
        QTest::newRow("unknown preprocessing")
            << QByteArray("{\"schema\": 1, \"models\": [{\"id\": \"m\", \"role\": \"dino\", \"files\": [\"m.pt\"], "
                          "\"inputSize\": 4, \"embeddingSize\": 2, \"preprocess\": \"nope\"}]}")
            << QStringLiteral("unknown preprocessing");
        QTest::newRow("unknown role") << QByteArray("{\"schema\": 1, \"models\": [{\"id\": \"m\", \"role\": \"vae\"}]}")
                                      << QStringLiteral("unknown role");
        QTest::newRow("metric without model") << QByteArray(
            "{\"schema\": 1, \"metrics\": [{\"id\": \"clip_i\", \"model\": \"x\", \"direction\": \"higher\"}]}")
                                              << QStringLiteral("expected a known model");
        QTest::newRow("unknown interpolation")
            << QByteArray("{\"schema\": 1, \"preprocess\": {\"p\": {\"resize\": \"squash\", \"resizeTo\": 4, "
                          "\"interpolation\": \"lanczos\", \"mean\": [0, 0, 0], \"std\": [1, 1, 1]}}}")
            << QStringLiteral("unknown interpolation");
        QTest::newRow("unknown convention")
            << QByteArray("{\"schema\": 1, \"preprocess\": {\"p\": {\"resize\": \"squash\", \"resizeTo\": 4, "
                          "\"convention\": \"pil\", \"mean\": [0, 0, 0], \"std\": [1, 1, 1]}}}")
            << QStringLiteral("unknown size convention");
        QTest::newRow("bad std") << QByteArray("{\"schema\": 1, \"preprocess\": {\"p\": {\"resize\": \"squash\", "
                                               "\"resizeTo\": 4, \"mean\": [0, 0, 0], \"std\": [1, 0, 1]}}}")
                                 << QStringLiteral("std must be positive");
    }
    void inconsistentManifestIsRejected()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, fragment);
        const auto registry = ModelRegistry::fromJson(json, QStringLiteral("test.json"));
        QVERIFY(!registry.ok());
        QVERIFY2(registry.error().message.contains(fragment), qPrintable(registry.error().message));
        QCOMPARE(registry.error().file, QStringLiteral("test.json"));
    }

    void defaultModelDirReadsEditlensModels()
    {
        qputenv("EDITLENS_MODELS", "/opt/models");
        QCOMPARE(defaultModelDir(), QStringLiteral("/opt/models"));
        qunsetenv("EDITLENS_MODELS");
        QCOMPARE(defaultModelDir(), QString());
    }

    void hashCacheHashesOncePerFileVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.bin"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("abc");
        file.close();
        FileHashCache cache;
        // sha256("abc"), FIPS 180-2 appendix B.1.
        const QString abc = QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        QCOMPARE(cache.sha256(path).value(), abc);
        QCOMPARE(cache.sha256(path).value(), abc);
        QCOMPARE(cache.hashedFiles(), 1);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("abcd"); // new size → hashed again
        file.close();
        QCOMPARE(cache.sha256(path).value(),
                 QStringLiteral("88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589"));
        QCOMPARE(cache.hashedFiles(), 2);
        QVERIFY(!cache.sha256(dir.filePath(QStringLiteral("missing"))).ok());
    }
};

QTEST_GUILESS_MAIN(TestModelRegistry)
#include "tst_modelregistry.moc"
