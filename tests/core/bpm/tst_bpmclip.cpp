// BPM end to end with a CLIP model: `score --metrics bpm` with a tiny TorchScript CLIP in the model folder computes
// S_modify on the region crops, normalizes over the study and stores BPM; a new alpha recomputes BPM from the stored
// components alone. Links LibTorch to build the model (as tst_inference does).
#include "clipvocabulary.h"
#include "demo/demostudy.h"
#include "inference/cliptokenizer.h"
#include "inference/filehashcache.h"
#include "inference/learnedmetrics.h"
#include "inference/modelregistry.h"
#include "metrics/pixelmetrics.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <torch/script.h>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

std::optional<double> valueOf(const Output &o, const char *metric)
{
    for (const Score &s : o.scores)
        if (s.metric == QLatin1String(metric))
            return s.value;
    return std::nullopt;
}

int countOf(const Output &o, const char *metric)
{
    int n = 0;
    for (const Score &s : o.scores)
        n += s.metric == QLatin1String(metric) ? 1 : 0;
    return n;
}

} // namespace

class TestBpmClip : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    MetricRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        // Model folder: a ViT-B/32-named tiny CLIP (image: channel means projected to 512-d; text: a table row chosen
        // by the first content token) and a gzip vocabulary of a few merges.
        const QString models = m_dir.filePath(QStringLiteral("models"));
        QVERIFY(QDir().mkpath(models));
        // ViT-L/14's 768-d twin serves CLIP-D.
        for (const auto &[file, dim] : {std::pair{"ViT-B-32.pt", 512}, std::pair{"ViT-L-14.pt", 768}}) {
            torch::jit::Module module("TinyClip");
            at::Tensor projection = torch::zeros({3, dim});
            at::Tensor table = torch::rand({8, dim}, torch::TensorOptions().dtype(torch::kFloat)) - 0.5;
            for (int c = 0; c < 3; ++c)
                projection[c][c] = 1.f;
            module.register_parameter("image_proj", projection, false);
            module.register_parameter("text_table", table, false);
            QFile source(QFINDTESTDATA("../testdata/inference/tiny_clip_anytoken.torchscript"));
            QVERIFY(source.open(QIODevice::ReadOnly));
            QByteArray script = source.readAll();
            // Captions mostly start with "a"; CLIP-D's twin reads the second token so that caption pairs differ.
            if (dim == 768)
                script.replace("tokens[:, 1]", "tokens[:, 2]");
            module.define(script.toStdString());
            module.save(QDir(models).filePath(QString::fromLatin1(file)).toStdString());
        }
        writeClipVocabulary(QFINDTESTDATA("../testdata/clip_tiny_merges.txt"), models);
    }

    // The demo items carry source and target captions: CLIP-D compares their direction with the images', and CLIP-T
    // reads the target caption rather than the instruction. Expected values come from the engine's encoders and the
    // formulas of learnedmetrics.h (whose arithmetic tst_inference checks by hand).
    void clipDAndClipTReadTheItemCaptions()
    {
        auto path = createDemoStudy(m_dir.filePath(QStringLiteral("captions")), editlens::testing::builtinFormats());
        EL_VERIFY_OK(path);
        auto store = StudyStore::open(path.value());
        EL_VERIFY_OK(store);
        ScoreOptions options;
        options.metrics = {QStringLiteral("clip_t"), QStringLiteral("clip_d")};
        options.modelDir = m_dir.filePath(QStringLiteral("models"));
        auto report = scoreStudy(*store.value(), m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(report);
        QVERIFY2(report.value().unavailable.isEmpty(),
                 qPrintable(QStringList(report.value().unavailable.values()).join(QLatin1Char('\n'))));

        auto models = ModelRegistry::builtin();
        EL_VERIFY_OK(models);
        FileHashCache hashes;
        LearnedMetricEngine engine(models.value(), options.modelDir, hashes);
        auto tokenizer =
            ClipTokenizer::load(QDir(options.modelDir).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz")));
        EL_VERIFY_OK(tokenizer);
        const QString d = QStringLiteral("clip_d"), t = QStringLiteral("clip_t");
        const auto image = [&](const QString &metric, const QString &file) {
            auto m = readBgrImage(store.value()->paths().toAbsolute(file));
            return m ? engine.encodeImages(metric, {m.value()}) : Result<Embeddings>(m.error());
        };
        const auto text = [&](const QString &metric, const QString &words) {
            auto tokens = tokenizer.value().tokenize(words);
            return tokens ? engine.encodeTexts(metric, {tokens.value()}) : Result<Embeddings>(tokens.error());
        };

        auto study = store.value()->load();
        EL_VERIFY_OK(study);
        int definedD = 0, captionDiffersFromInstruction = 0;
        for (const Item &item : study.value().items) {
            QVERIFY(!item.sourceCaption.isEmpty() && !item.targetCaption.isEmpty());
            const Output &output = item.outputs.first();
            auto i0 = image(d, item.sourcePath), i1 = image(d, output.path);
            auto t0 = text(d, item.sourceCaption), t1 = text(d, item.targetCaption);
            EL_VERIFY_OK(i0);
            EL_VERIFY_OK(i1);
            EL_VERIFY_OK(t0);
            EL_VERIFY_OK(t1);
            auto expectedD = directionalSimilarity(i0.value(), i1.value(), t0.value(), t1.value());
            EL_VERIFY_OK(expectedD);
            // The tiny model reads only the first word, so some caption pairs have no direction: no value is stored.
            QCOMPARE(bool(valueOf(output, "clip_d")), bool(expectedD.value()[0]));
            if (expectedD.value()[0]) {
                ++definedD;
                QVERIFY(qAbs(*valueOf(output, "clip_d") - *expectedD.value()[0]) < 1e-6);
            }

            auto edit = image(t, output.path);
            auto caption = text(t, item.targetCaption), instruction = text(t, item.instruction);
            EL_VERIFY_OK(edit);
            EL_VERIFY_OK(caption);
            EL_VERIFY_OK(instruction);
            auto withCaption = rowwiseCosine(edit.value(), caption.value());
            auto withInstruction = rowwiseCosine(edit.value(), instruction.value());
            EL_VERIFY_OK(withCaption);
            EL_VERIFY_OK(withInstruction);
            QVERIFY(valueOf(output, "clip_t"));
            QVERIFY(qAbs(*valueOf(output, "clip_t") - *withCaption.value()[0]) < 1e-6);
            captionDiffersFromInstruction += qAbs(*withCaption.value()[0] - *withInstruction.value()[0]) > 1e-3;
        }
        QVERIFY(definedD > 0);
        // Where the two texts pick different rows of the tiny model's table, reading the instruction would fail.
        QVERIFY(captionDiffersFromInstruction > 0);
    }

    void bpmIsStoredAndAlphaRecomputesWithoutModels()
    {
        auto path = createDemoStudy(m_dir.filePath(QStringLiteral("demo")), editlens::testing::builtinFormats());
        EL_VERIFY_OK(path);
        auto store = StudyStore::open(path.value());
        EL_VERIFY_OK(store);
        ScoreOptions options;
        options.metrics = {QStringLiteral("bpm")};
        options.modelDir = m_dir.filePath(QStringLiteral("models"));
        auto first = scoreStudy(*store.value(), m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(first);
        QVERIFY2(!first.value().unavailable.contains(QStringLiteral("bpm")),
                 qPrintable(first.value().unavailable.value(QStringLiteral("bpm"))));
        QVERIFY(first.value().errors.isEmpty());
        QVERIFY(first.value()
                    .versions.value(QStringLiteral("bpm"))
                    .contains(QStringLiteral("S_modify unverified file ViT-B-32.pt")));
        QVERIFY(first.value().versions.value(QStringLiteral("bpm")).endsWith(QStringLiteral("alpha 0.7")));

        auto study = store.value()->load();
        EL_VERIFY_OK(study);
        int withBpm = 0;
        for (const Item &item : study.value().items)
            for (const Output &o : item.outputs) {
                QVERIFY(valueOf(o, "bpm_s_modify"));
                QVERIFY(*valueOf(o, "bpm_s_modify") >= -1.0 && *valueOf(o, "bpm_s_modify") <= 1.0);
                if (const auto bpm = valueOf(o, "bpm")) {
                    ++withBpm;
                    // BPM = 0.7 S_semantic + 0.3 S_region, S_semantic = Norm(S_preserve) + Norm(S_modify) in [0, 2].
                    const double semantic = *valueOf(o, "bpm_s_semantic");
                    QVERIFY(semantic >= 0.0 && semantic <= 2.0);
                    QVERIFY(qAbs(*bpm - (0.7 * semantic + 0.3 * *valueOf(o, "bpm_s_region"))) < 1e-12);
                }
            }
        QVERIFY(withBpm > 0);

        // A new alpha: every component is stored, so nothing is recomputed per output; BPM is replaced, not added.
        options.alpha = 0.3;
        auto second = scoreStudy(*store.value(), m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(second);
        QCOMPARE(second.value().computed, 0);
        QVERIFY(second.value().versions.value(QStringLiteral("bpm")).endsWith(QStringLiteral("alpha 0.3")));
        study = store.value()->load();
        EL_VERIFY_OK(study);
        for (const Item &item : study.value().items)
            for (const Output &o : item.outputs)
                if (const auto bpm = valueOf(o, "bpm")) {
                    QCOMPARE(countOf(o, "bpm"), 1);
                    QVERIFY(qAbs(*bpm - (0.3 * *valueOf(o, "bpm_s_semantic") + 0.7 * *valueOf(o, "bpm_s_region")))
                            < 1e-12);
                }
    }

    // "add a blue square": one output adds it, the other changes nothing. Under the released rules the second is
    // bpm.py's "edit failed" case (the added object is not found in the edited image): S_modify 0 without a crop,
    // preservation over the whole image (1 for an unchanged image), size and position 1, and so a BPM.
    void releasedRulesScoreAFailedAddWithZeroModify()
    {
        const cv::Mat source(120, 120, CV_8UC3, cv::Scalar(128, 128, 128));
        cv::Mat added = source.clone();
        cv::rectangle(added, cv::Rect(70, 50, 24, 24), cv::Scalar(220, 40, 30), cv::FILLED);
        for (const auto &[file, image] : {std::pair{"failed-src.png", source}, std::pair{"failed-added.png", added}})
            QVERIFY(cv::imwrite(QFile::encodeName(m_dir.filePath(QString::fromLatin1(file))).toStdString(), image));
        Item item;
        item.key = QStringLiteral("failed");
        item.instruction = QStringLiteral("add a blue square");
        item.sourcePath = QStringLiteral("failed-src.png");
        Output withSquare;
        withSquare.system = QStringLiteral("Added");
        withSquare.path = QStringLiteral("failed-added.png");
        Output same;
        same.system = QStringLiteral("Same");
        same.path = QStringLiteral("failed-src.png");
        item.outputs = {withSquare, same};
        StudyData data;
        data.items.append(item);
        auto store = createStudyWithOrDie(m_dir.filePath(QStringLiteral("failed.editlens")), m_dir.path(), data);

        ScoreOptions options;
        options.metrics = {QStringLiteral("bpm")};
        options.modelDir = m_dir.filePath(QStringLiteral("models"));
        options.bpmRules = BpmRules::Released;
        auto report = scoreStudy(*store, m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(report);
        QVERIFY(report.value().errors.isEmpty());
        auto study = store->load();
        EL_VERIFY_OK(study);
        const Output *failed = findOutput(study.value().items.first(), QStringLiteral("Same"));
        QVERIFY(failed);
        QCOMPARE(valueOf(*failed, "bpm_s_modify"), std::optional<double>(0.0));
        QCOMPARE(valueOf(*failed, "bpm_s_preserve"), std::optional<double>(1.0));
        QCOMPARE(valueOf(*failed, "bpm_s_region"), std::optional<double>(2.0));
        QVERIFY(valueOf(*failed, "bpm"));
        const Output *done = findOutput(study.value().items.first(), QStringLiteral("Added"));
        QVERIFY(done && valueOf(*done, "bpm_s_modify") && valueOf(*done, "bpm"));
    }
};

QTEST_GUILESS_MAIN(TestBpmClip)
#include "tst_bpmclip.moc"
