// Every learned metric's formula end to end: `score` (scoreStudy) on a study of uniform-colour images with the tiny
// models of tests/common/tinymodels.h in the model folder, whose outputs are known in closed form, so each stored
// value is checked against a hand computation from the colours: CLIP-I, CLIP-T, CLIP-D (0 for an unchanged output),
// DINO, LPIPS and ViFi-CLIP (mean pooling, a joint video encoder, the reversed order and the zero-shot baseline),
// plus the embeddings stored next to the values and retrieval computed from a model folder.
#include "tinymodels.h" // LibTorch before Qt

#include "clipvocabulary.h"
#include "inference/cliptokenizer.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyretrieval.h"
#include "scoring/studyscorer.h"
#include "scratchstudy.h"
#include "stats/retrieval.h"
#include "storage/embeddingstore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

using Vec = std::vector<double>;
using Rgb = std::array<int, 3>;

constexpr int kRows = 16; // rows of the tiny text table

const std::array<double, 3> kClipMean{0.48145466, 0.4578275, 0.40821073}, kClipStd{0.26862954, 0.26130258, 0.27577711};
const std::array<double, 3> kNetMean{0.485, 0.456, 0.406}, kNetStd{0.229, 0.224, 0.225};

/// What the tiny encoders return for a uniform image of colour p: the normalized channel values.
Vec features(const Rgb &p, const std::array<double, 3> &mean, const std::array<double, 3> &std)
{
    return {(p[0] / 255.0 - mean[0]) / std[0], (p[1] / 255.0 - mean[1]) / std[1], (p[2] / 255.0 - mean[2]) / std[2]};
}

double dotOf(const Vec &a, const Vec &b)
{
    double s = 0.0;
    for (std::size_t k = 0; k < std::min(a.size(), b.size()); ++k)
        s += a[k] * b[k];
    return s;
}

double cosOf(const Vec &a, const Vec &b)
{
    return dotOf(a, b) / std::sqrt(dotOf(a, a) * dotOf(b, b));
}

Vec unit(const Vec &a)
{
    const double n = std::sqrt(dotOf(a, a));
    Vec out;
    for (double x : a)
        out.push_back(x / n);
    return out;
}

Vec minus(const Vec &a, const Vec &b)
{
    Vec out(std::max(a.size(), b.size()), 0.0);
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k] = (k < a.size() ? a[k] : 0.0) - (k < b.size() ? b[k] : 0.0);
    return out;
}

Vec weighted(const Vec &a, double wa, const Vec &b, double wb)
{
    Vec out;
    for (std::size_t k = 0; k < a.size(); ++k)
        out.push_back((wa * a[k] + wb * b[k]) / (wa + wb));
    return out;
}

struct Case
{
    const char *key;
    Rgb source;
    Rgb a; // system A
    Rgb b; // system B
    const char *instruction;
    const char *sourceCaption;
    const char *targetCaption;
};

// Item 0's system B returns the source unchanged (CLIP-D must be 0 there). Item 2 has no captions.
const Case kCases[] = {
    {"red", {255, 0, 0}, {128, 128, 0}, {255, 0, 0}, "make it olive", "red square", "olive square"},
    {"blue", {0, 0, 255}, {0, 255, 0}, {128, 128, 128}, "turn the blue green", "blue sky", "green field"},
    {"mixed", {200, 50, 100}, {30, 60, 90}, {250, 250, 0}, "paint the wall", "", ""},
};

std::optional<double> valueOf(const Output &o, const QString &metric)
{
    for (const Score &s : o.scores)
        if (s.metric == metric)
            return s.value;
    return std::nullopt;
}

void writeImage(const QString &path, const Rgb &c)
{
    QImage image(32, 24, QImage::Format_RGB888);
    image.fill(QColor(c[0], c[1], c[2]));
    QVERIFY(image.save(path));
}

} // namespace

class TestLearnedScoring : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    MetricRegistry m_registry;
    std::optional<ClipTokenizer> m_tokenizer;

    QString folder(const QString &name) const { return m_dir.filePath(name); }

    /// The tiny text encoder's row for `text`: the first content token picks it.
    Vec textFeature(const QString &text, int dim = 512)
    {
        const auto tokens = m_tokenizer->tokenize(text);
        const auto table = editlens::test::tinyClipTextTable(kRows, dim);
        const std::vector<float> &row = table[std::size_t(tokens.value()[1] % kRows)];
        return Vec(row.begin(), row.begin() + 4);
    }

    std::unique_ptr<StudyStore> study(const QString &name)
    {
        const QString root = folder(name);
        QDir().mkpath(root + QStringLiteral("/img"));
        StudyData data;
        for (const Case &c : kCases) {
            Item item;
            item.key = QLatin1String(c.key);
            item.instruction = QLatin1String(c.instruction);
            item.sourceCaption = QLatin1String(c.sourceCaption);
            item.targetCaption = QLatin1String(c.targetCaption);
            item.sourcePath = QStringLiteral("img/%1-src.png").arg(item.key);
            writeImage(root + QLatin1Char('/') + item.sourcePath, c.source);
            for (const auto &[system, colour] : {std::pair{"A", c.a}, std::pair{"B", c.b}}) {
                Output o;
                o.system = QLatin1String(system);
                o.path = QStringLiteral("img/%1-%2.png").arg(item.key, o.system);
                writeImage(root + QLatin1Char('/') + o.path, colour);
                item.outputs.push_back(o);
            }
            data.items.push_back(item);
        }
        return createStudyWithOrDie(root + QStringLiteral("/study.editlens"), root, data);
    }

    Result<ScoreReport> score(StudyStore &store, const QStringList &metrics, const QString &models,
                              const QString &vificlipModel = {})
    {
        ScoreOptions options;
        options.metrics = metrics;
        options.modelDir = folder(models);
        options.vificlipModel = vificlipModel;
        return scoreStudy(store, m_registry, editlens::testing::builtinModels(), options);
    }

    static const Case &caseOf(const Item &item)
    {
        for (const Case &c : kCases)
            if (item.key == QLatin1String(c.key))
                return c;
        qFatal("unknown item");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        using namespace editlens::test;
        // "models": every manifest file, ViFi-CLIP without a video encoder; "video": ViFi-CLIP with encode_video;
        // "baseline": OpenAI's ViT-B/16 name only; "partial": CLIP ViT-B/32 only; "scaled": ViFi-CLIP with
        // logit_scale = ln 50.
        for (const char *dir : {"models", "video", "baseline", "partial", "scaled"}) {
            QVERIFY(QDir().mkpath(folder(QLatin1String(dir))));
            writeClipVocabulary(QFINDTESTDATA("../testdata/clip_tiny_merges.txt"), folder(QLatin1String(dir)));
        }
        const auto file = [this](const char *dir, const char *name) {
            return QDir(folder(QLatin1String(dir))).filePath(QLatin1String(name)).toStdString();
        };
        saveTinyClip(file("models", "ViT-B-32.pt"), 512, kRows);
        saveTinyClip(file("models", "ViT-L-14.pt"), 768, kRows);
        saveTinyDino(file("models", "dino_vits16.pt"));
        saveTinyLpips(file("models", "lpips_alex.pt"));
        saveTinyClip(file("models", "vificlip_b16.pt"), 512, kRows);
        saveTinyClip(file("video", "vificlip_b16.pt"), 512, kRows, true);
        saveTinyClip(file("baseline", "ViT-B-16.pt"), 512, kRows);
        saveTinyClip(file("partial", "ViT-B-32.pt"), 512, kRows);
        saveTinyClip(file("scaled", "vificlip_b16.pt"), 512, kRows, false, std::log(50.0));
        auto tokenizer = ClipTokenizer::load(
            QDir(folder(QStringLiteral("models"))).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz")));
        EL_VERIFY_OK(tokenizer);
        m_tokenizer = std::move(tokenizer).value();
    }

    void everyLearnedMetricFollowsItsFormula()
    {
        auto store = study(QStringLiteral("all"));
        const QStringList metrics{QStringLiteral("clip_i"), QStringLiteral("clip_t"), QStringLiteral("clip_d"),
                                  QStringLiteral("dino"),   QStringLiteral("lpips"),  QStringLiteral("vificlip")};
        auto report = score(*store, metrics, QStringLiteral("models"));
        EL_VERIFY_OK(report);
        for (const QString &m : metrics)
            QVERIFY2(!report.value().unavailable.contains(m), qPrintable(report.value().unavailable.value(m)));
        QVERIFY(report.value()
                    .versions.value(QStringLiteral("vificlip"))
                    .contains(QStringLiteral("encode_image per frame, mean pooling")));
        QVERIFY(report.value()
                    .versions.value(QStringLiteral("vificlip"))
                    .contains(QStringLiteral("100 * cos(video, instruction) (the export has no logit_scale)")));

        auto data = store->load();
        EL_VERIFY_OK(data);
        int checked = 0;
        for (const Item &item : data.value().items) {
            const Case &c = caseOf(item);
            for (const Output &o : item.outputs) {
                const Rgb &edit = o.system == QLatin1String("A") ? c.a : c.b;
                const Vec v0 = features(c.source, kClipMean, kClipStd), v1 = features(edit, kClipMean, kClipStd);
                const auto near = [&](const char *metric, double expected, double tolerance) {
                    const auto value = valueOf(o, QLatin1String(metric));
                    QVERIFY2(value, metric);
                    QVERIFY2(qAbs(*value - expected) < tolerance,
                             qPrintable(QStringLiteral("%1 %2/%3: %4, expected %5")
                                            .arg(QLatin1String(metric), item.key, o.system)
                                            .arg(*value)
                                            .arg(expected)));
                };
                near("clip_i", cosOf(v0, v1), 1e-5);
                // CLIP-T reads the target caption when the item has one.
                const QString clipText = QLatin1String(*c.targetCaption ? c.targetCaption : c.instruction);
                near("clip_t", cosOf(v1, textFeature(clipText)), 1e-5);
                if (*c.sourceCaption) {
                    const Vec t0 = textFeature(QLatin1String(c.sourceCaption), 768);
                    const Vec t1 = textFeature(QLatin1String(c.targetCaption), 768);
                    const double expected =
                        edit == c.source ? 0.0 : cosOf(minus(unit(v1), unit(v0)), minus(unit(t1), unit(t0)));
                    near("clip_d", expected, 1e-5);
                    if (edit == c.source)
                        QCOMPARE(*valueOf(o, QStringLiteral("clip_d")), 0.0);
                } else {
                    QVERIFY(!valueOf(o, QStringLiteral("clip_d")));
                }
                near("dino", cosOf(features(c.source, kNetMean, kNetStd), features(edit, kNetMean, kNetStd)), 1e-5);
                double lpips = 0.0;
                for (int ch = 0; ch < 3; ++ch)
                    lpips += std::pow((c.source[ch] - edit[ch]) / 255.0 * 2.0, 2) / 3.0;
                near("lpips", lpips, 1e-5);
                // ViFi-CLIP: mean of the two frame features (ViFi-CLIP's ImageNet normalization) against the
                // instruction, times 100 (the tiny export has no logit_scale).
                const Vec f0 = features(c.source, kNetMean, kNetStd), f1 = features(edit, kNetMean, kNetStd);
                near("vificlip", 100.0 * cosOf(weighted(f0, 1, f1, 1), textFeature(QLatin1String(c.instruction))),
                     1e-3);
                ++checked;
            }
        }
        QCOMPARE(checked, 6);
    }

    void embeddingsAreStoredNextToTheValues()
    {
        auto store = study(QStringLiteral("embeddings"));
        auto report = score(*store, {QStringLiteral("vificlip"), QStringLiteral("clip_d")}, QStringLiteral("models"));
        EL_VERIFY_OK(report);
        EmbeddingStore embeddings(*store);
        const QString version = report.value().versions.value(QStringLiteral("vificlip"));
        auto video = embeddings.read(QStringLiteral("vificlip-b16"), version, QStringLiteral("video"));
        auto text = embeddings.read(QStringLiteral("vificlip-b16"), version, QStringLiteral("text"));
        EL_VERIFY_OK(video);
        EL_VERIFY_OK(text);
        QCOMPARE(video.value().dim, 512);
        QCOMPARE(video.value().rows.size(), 6);
        QCOMPARE(text.value().rows.size(), 6);
        auto direction =
            embeddings.read(QStringLiteral("clip-vit-l-14"), report.value().versions.value(QStringLiteral("clip_d")),
                            QStringLiteral("image_direction"));
        EL_VERIFY_OK(direction);
        QCOMPARE(direction.value().rows.size(), 4); // the two items with captions
        auto data = store->load();
        for (const Item &item : data.value().items) {
            const Case &c = caseOf(item);
            for (const Output &o : item.outputs) {
                const Rgb &edit = o.system == QLatin1String("A") ? c.a : c.b;
                const Vec expected =
                    weighted(features(c.source, kNetMean, kNetStd), 1, features(edit, kNetMean, kNetStd), 1);
                const std::vector<float> &stored = video.value().rows.value(o.id);
                for (int k = 0; k < 3; ++k)
                    QVERIFY(qAbs(stored[std::size_t(k)] - expected[std::size_t(k)]) < 1e-5);
                QCOMPARE(stored[100], 0.f);
                const Vec t = textFeature(QLatin1String(c.instruction));
                for (int k = 0; k < 4; ++k)
                    QCOMPARE(double(text.value().rows.value(o.id)[std::size_t(k)]), t[std::size_t(k)]);
                if (*c.sourceCaption && edit == c.source) {
                    // An unchanged output: its image direction is the zero vector.
                    for (float x : direction.value().rows.value(o.id))
                        QCOMPARE(x, 0.f);
                }
            }
        }
        // A second run finds values and embeddings stored: nothing is encoded again.
        auto again = score(*store, {QStringLiteral("vificlip"), QStringLiteral("clip_d")}, QStringLiteral("models"));
        EL_VERIFY_OK(again);
        QCOMPARE(again.value().computed, 0);
    }

    void reversedFramesNeedAVideoEncoder()
    {
        // Mean pooling: the reversed pair is the same number by construction, so it is reported unavailable.
        auto pooled = study(QStringLiteral("pooled"));
        auto report =
            score(*pooled, {QStringLiteral("vificlip"), QStringLiteral("vificlip_reversed")}, QStringLiteral("models"));
        EL_VERIFY_OK(report);
        QVERIFY(report.value()
                    .unavailable.value(QStringLiteral("vificlip_reversed"))
                    .contains(QStringLiteral("order cannot change the score")));
        QVERIFY(!report.value().unavailable.contains(QStringLiteral("vificlip")));

        // encode_video: (1·first + 2·second) / 3, so [source, edited] and [edited, source] differ.
        auto joint = study(QStringLiteral("joint"));
        report =
            score(*joint, {QStringLiteral("vificlip"), QStringLiteral("vificlip_reversed")}, QStringLiteral("video"));
        EL_VERIFY_OK(report);
        QVERIFY(report.value().unavailable.isEmpty());
        QVERIFY(report.value().versions.value(QStringLiteral("vificlip")).contains(QStringLiteral("encode_video")));
        QVERIFY(report.value()
                    .versions.value(QStringLiteral("vificlip_reversed"))
                    .contains(QStringLiteral("frames [edited, source]")));
        auto data = joint->load();
        int differ = 0;
        for (const Item &item : data.value().items) {
            const Case &c = caseOf(item);
            for (const Output &o : item.outputs) {
                const Rgb &edit = o.system == QLatin1String("A") ? c.a : c.b;
                const Vec v0 = features(c.source, kNetMean, kNetStd), v1 = features(edit, kNetMean, kNetStd);
                const Vec t = textFeature(QLatin1String(c.instruction));
                const double forward = 100.0 * cosOf(weighted(v0, 1, v1, 2), t);
                const double backward = 100.0 * cosOf(weighted(v1, 1, v0, 2), t);
                QVERIFY(qAbs(*valueOf(o, QStringLiteral("vificlip")) - forward) < 1e-3);
                QVERIFY(qAbs(*valueOf(o, QStringLiteral("vificlip_reversed")) - backward) < 1e-3);
                differ += qAbs(forward - backward) > 1.0;
            }
        }
        QVERIFY(differ >= 4); // every changed output
    }

    void vificlipTakesTheExportsLogitScale()
    {
        // ViFi-CLIP multiplies by logit_scale.exp(): an export carrying logit_scale = ln 50 scores 50 · cos.
        auto store = study(QStringLiteral("scaled"));
        auto report = score(*store, {QStringLiteral("vificlip")}, QStringLiteral("scaled"));
        EL_VERIFY_OK(report);
        const QString version = report.value().versions.value(QStringLiteral("vificlip"));
        QVERIFY2(version.contains(QStringLiteral("50 * cos(video, instruction) (exp(logit_scale) of the export)")),
                 qPrintable(version));
        QVERIFY(version.contains(QStringLiteral("ViFi-CLIP validation pipeline")));
        auto data = store->load();
        int checked = 0;
        for (const Item &item : data.value().items) {
            const Case &c = caseOf(item);
            for (const Output &o : item.outputs) {
                const Rgb &edit = o.system == QLatin1String("A") ? c.a : c.b;
                const Vec v = weighted(features(c.source, kNetMean, kNetStd), 1, features(edit, kNetMean, kNetStd), 1);
                const double expected = 50.0 * cosOf(v, textFeature(QLatin1String(c.instruction)));
                QVERIFY(qAbs(*valueOf(o, QStringLiteral("vificlip")) - expected) < 1e-3);
                ++checked;
            }
        }
        QCOMPARE(checked, 6);
    }

    void zeroShotBaselineIsLabelledAndMissingModelsAreNamed()
    {
        auto store = study(QStringLiteral("baseline"));
        auto report =
            score(*store, {QStringLiteral("vificlip")}, QStringLiteral("baseline"), QStringLiteral("clip-vit-b-16"));
        EL_VERIFY_OK(report);
        QVERIFY(report.value()
                    .versions.value(QStringLiteral("vificlip"))
                    .startsWith(QStringLiteral("zero-shot baseline: OpenAI CLIP ViT-B/16 in place of ViFi-CLIP")));

        // Without vificlip_b16.pt the metric says which file is missing; the others still compute.
        auto partial = study(QStringLiteral("partial"));
        report = score(*partial, {QStringLiteral("clip_i"), QStringLiteral("vificlip")}, QStringLiteral("partial"));
        EL_VERIFY_OK(report);
        QVERIFY(
            report.value().unavailable.value(QStringLiteral("vificlip")).contains(QStringLiteral("vificlip_b16.pt")));
        QVERIFY(!report.value().unavailable.contains(QStringLiteral("clip_i")));
        QCOMPARE(report.value().computed, 6);
    }

    void retrievalEncodesWhatIsMissing()
    {
        auto store = study(QStringLiteral("retrieval"));
        RetrievalOptions options;
        options.modelDir = folder(QStringLiteral("models"));
        auto r = evaluateRetrieval(*store, m_registry, editlens::testing::builtinModels(), QStringLiteral("vificlip"),
                                   options);
        EL_VERIFY_OK(r);
        QCOMPARE(r.value().encoded, qint64(6));
        QCOMPARE(r.value().ranked, qint64(6));
        QCOMPARE(r.value().texts, qint64(3));
        // The same ranks from the hand-computed vectors.
        RetrievalInput in;
        in.dim = 4;
        auto data = store->load();
        QHash<QString, int> system{{QStringLiteral("A"), 0}, {QStringLiteral("B"), 1}};
        for (int i = 0; i < data.value().items.size(); ++i) {
            const Item &item = data.value().items[i];
            const Case &c = caseOf(item);
            for (double x : textFeature(QLatin1String(c.instruction)))
                in.texts.push_back(float(x));
            for (const Output &o : item.outputs) {
                const Rgb &edit = o.system == QLatin1String("A") ? c.a : c.b;
                Vec v = weighted(features(c.source, kNetMean, kNetStd), 1, features(edit, kNetMean, kNetStd), 1);
                v.push_back(0.0);
                for (double x : v)
                    in.edits.push_back(float(x));
                in.editText.push_back(i);
                in.editGallery.push_back(system.value(o.system));
            }
        }
        auto ranks = rankRetrieval(in);
        EL_VERIFY_OK(ranks);
        const RetrievalSummary e2t = summarizeRanks(ranks.value().editToText);
        const RetrievalSummary t2e = summarizeRanks(ranks.value().textToEdit);
        QCOMPARE(r.value().overall.editToText.n, e2t.n);
        QCOMPARE(r.value().overall.editToText.meanRank, e2t.meanRank);
        QCOMPARE(r.value().overall.textToEdit.meanRank, t2e.meanRank);
        QCOMPARE(r.value().overall.editToText.r1, e2t.r1);
    }
};

QTEST_GUILESS_MAIN(TestLearnedScoring)
#include "tst_learnedscoring.moc"
