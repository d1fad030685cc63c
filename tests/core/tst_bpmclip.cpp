// BPM end to end with a CLIP model: `score --metrics bpm` with a tiny TorchScript CLIP in the model folder computes
// S_modify on the region crops, normalizes over the study and stores BPM; a new alpha recomputes BPM from the stored
// components alone. Links LibTorch to build the model (as tst_inference does).
#include "demo/demostudy.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <torch/script.h>
#include <zlib.h>

using namespace editlens::core;

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
        torch::jit::Module module("TinyClip");
        at::Tensor projection = torch::zeros({3, 512});
        at::Tensor table = torch::rand({8, 512}, torch::TensorOptions().dtype(torch::kFloat)) - 0.5;
        for (int c = 0; c < 3; ++c)
            projection[c][c] = 1.f;
        module.register_parameter("image_proj", projection, false);
        module.register_parameter("text_table", table, false);
        QFile source(QFINDTESTDATA("testdata/inference/tiny_clip_anytoken.torchscript"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        module.define(source.readAll().toStdString());
        module.save(QDir(models).filePath(QStringLiteral("ViT-B-32.pt")).toStdString());
        QFile merges(QFINDTESTDATA("testdata/clip_tiny_merges.txt"));
        QVERIFY(merges.open(QIODevice::ReadOnly));
        const QByteArray text = merges.readAll();
        gzFile gz =
            gzopen(QFile::encodeName(QDir(models).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz"))).constData(),
                   "wb");
        QVERIFY(gz);
        QCOMPARE(gzwrite(gz, text.constData(), unsigned(text.size())), int(text.size()));
        QCOMPARE(gzclose(gz), Z_OK);
    }

    void bpmIsStoredAndAlphaRecomputesWithoutModels()
    {
        auto path = createDemoStudy(m_dir.filePath(QStringLiteral("demo")));
        EL_VERIFY_OK(path);
        auto store = StudyStore::open(path.value());
        EL_VERIFY_OK(store);
        ScoreOptions options;
        options.metrics = {QStringLiteral("bpm")};
        options.modelDir = m_dir.filePath(QStringLiteral("models"));
        auto first = scoreStudy(*store.value(), m_registry, options);
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
        auto second = scoreStudy(*store.value(), m_registry, options);
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
};

QTEST_GUILESS_MAIN(TestBpmClip)
#include "tst_bpmclip.moc"
