// DICE + CLIP (clip_i_bg, clip_t_region) end to end: `score` (scoreStudy) on 224×224 images of uniform colours with
// a square of another colour, the tiny CLIP of tests/common/tinymodels.h in the model folder (encode_image = channel
// means of the preprocessed image; a 224×224 image passes the CLIP preprocessing unresized and uncropped, so the
// means are area-weighted colours), and every stored value checked against a hand computation from the colours.
#include "tinymodels.h" // LibTorch before Qt

#include "clipvocabulary.h"
#include "detect/differencedetector.h"
#include "inference/cliptokenizer.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

using Vec = std::vector<double>;
using Rgb = std::array<int, 3>;

constexpr int kRows = 16;   // rows of the tiny text table
constexpr int kSide = 224;  // CLIP's input size: the preprocessing leaves the image as it is
constexpr int kSquare = 64; // the edited square, at (64, 64)
const Rgb kA{200, 50, 100}; // background
const Rgb kB{20, 180, 60};  // the square
const std::array<double, 3> kClipMean{0.48145466, 0.4578275, 0.40821073}, kClipStd{0.26862954, 0.26130258, 0.27577711};
const char *const kInstruction = "add a green square";

/// The tiny CLIP's image feature of an image whose pixels are colour b on a fraction `f` of its area and a elsewhere:
/// the preprocessing is affine per channel, so the channel mean of the normalized image is that of the mean colour.
Vec features(const Rgb &a, const Rgb &b = {}, double f = 0.0)
{
    Vec out;
    for (int c = 0; c < 3; ++c)
        out.push_back(((1.0 - f) * a[c] + f * b[c]) / 255.0 / kClipStd[c] - kClipMean[c] / kClipStd[c]);
    return out;
}

double dotOf(const Vec &a, const Vec &b)
{
    double s = 0.0;
    for (std::size_t k = 0; k < std::min(a.size(), b.size()); ++k) // the shorter vector is zero-padded
        s += a[k] * b[k];
    return s;
}

double cosOf(const Vec &a, const Vec &b)
{
    return dotOf(a, b) / std::sqrt(dotOf(a, a) * dotOf(b, b));
}

/// Writes an image of colour `fill` with, when `square` is set, a square of colour `*square` at `rect`.
void writeImage(const QString &path, int side, const Rgb &fill, const std::optional<Rgb> &square = {},
                const QRect &rect = {})
{
    QImage image(side, side, QImage::Format_RGB888);
    image.fill(QColor(fill[0], fill[1], fill[2]));
    if (square) {
        QPainter painter(&image);
        painter.fillRect(rect, QColor((*square)[0], (*square)[1], (*square)[2]));
    }
    QVERIFY(image.save(path));
}

Difference truthBox(EditOp op, const QRectF &box, std::optional<bool> coherent)
{
    Difference d;
    d.op = op;
    d.description = QStringLiteral("square");
    d.box = box;
    d.originKind = OriginKind::GroundTruth;
    d.origin = QStringLiteral("truth");
    if (coherent)
        d.coherence.push_back({*coherent, QString(), OriginKind::GroundTruth, QStringLiteral("truth")});
    return d;
}

std::optional<double> valueOf(const Output &o, const QString &metric, const QString &version)
{
    for (const Score &s : o.scores)
        if (s.metric == metric && s.version == version)
            return s.value;
    return std::nullopt;
}

const Output *outputOf(const StudyData &data, const char *system)
{
    for (const Item &item : data.items)
        for (const Output &o : item.outputs)
            if (o.system == QLatin1String(system))
                return &o;
    return nullptr;
}

} // namespace

class TestDiceClip : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    MetricRegistry m_registry;
    std::optional<ClipTokenizer> m_tokenizer;
    const QStringList m_metrics{QStringLiteral("clip_i_bg"), QStringLiteral("clip_t_region")};

    QString folder(const QString &name) const { return m_dir.filePath(name); }

    /// The tiny text encoder's row for `text`: the first content token picks it.
    Vec textFeature(const QString &text)
    {
        const auto tokens = m_tokenizer->tokenize(text);
        const auto table = editlens::test::tinyClipTextTable(kRows, 512);
        const std::vector<float> &row = table[std::size_t(tokens.value()[1] % kRows)];
        return Vec(row.begin(), row.begin() + 4);
    }

    /// Item "add": source uniform A; outputs A with a B square at (64, 64):
    ///  covered    truth ADD box on the square (coherent) and a coherent EDIT box on plain A;
    ///  elsewhere  truth EDIT box away from the square (incoherent); alice's ADD box on the square (coherent);
    ///  unmarked   no difference, no complete mark (never annotated);
    ///  complete   no difference, marked complete by bob (annotated: nothing changed that matters);
    ///  small      the output at half size (112×112, square at 32), a truth ADD box in its own pixels.
    /// Item "remove": source A with the B square, output uniform A, truth REMOVE box on the original (coherent).
    /// With `unwanted`, item "add" has a sixth output "unwanted": the B square, boxed by the truth as an ADD labelled
    /// incoherent (an edit nobody asked for).
    std::unique_ptr<StudyStore> study(const QString &name, bool unwanted = false)
    {
        const QString root = folder(name);
        QDir().mkpath(root + QStringLiteral("/img"));
        const QRect square(kSquare, kSquare, kSquare, kSquare);
        StudyData data;
        Item add;
        add.key = QStringLiteral("add");
        add.instruction = QLatin1String(kInstruction);
        add.sourcePath = QStringLiteral("img/add-src.png");
        writeImage(root + QLatin1Char('/') + add.sourcePath, kSide, kA);
        for (const char *system : {"covered", "elsewhere", "unmarked", "complete", "small"}) {
            Output o;
            o.system = QLatin1String(system);
            o.path = QStringLiteral("img/add-%1.png").arg(o.system);
            if (o.system == QLatin1String("small"))
                writeImage(root + QLatin1Char('/') + o.path, kSide / 2, kA, kB, QRect(32, 32, 32, 32));
            else
                writeImage(root + QLatin1Char('/') + o.path, kSide, kA, kB, square);
            add.outputs.push_back(o);
        }
        add.outputs[0].differences = {truthBox(EditOp::Add, square, true),
                                      truthBox(EditOp::Edit, QRectF(160, 160, 32, 32), true)};
        Difference alice = truthBox(EditOp::Add, square, true);
        alice.originKind = OriginKind::Annotator;
        alice.origin = QStringLiteral("alice");
        alice.coherence = {{true, QString(), OriginKind::Annotator, QStringLiteral("alice")}};
        add.outputs[1].differences = {truthBox(EditOp::Edit, QRectF(150, 150, 40, 40), false), alice};
        add.outputs[3].completeBy = {QStringLiteral("bob")};
        // Covers the square's cubic-interpolation fringe once scaled ×2 onto the source grid: [56, 136).
        add.outputs[4].differences = {truthBox(EditOp::Add, QRectF(28, 28, 40, 40), std::nullopt)};
        if (unwanted) {
            Output o;
            o.system = QStringLiteral("unwanted");
            o.path = QStringLiteral("img/add-unwanted.png");
            writeImage(root + QLatin1Char('/') + o.path, kSide, kA, kB, square);
            o.differences = {truthBox(EditOp::Add, square, false)};
            add.outputs.push_back(o);
        }
        data.items.push_back(add);

        Item remove;
        remove.key = QStringLiteral("remove");
        remove.instruction = QLatin1String(kInstruction);
        remove.sourcePath = QStringLiteral("img/remove-src.png");
        writeImage(root + QLatin1Char('/') + remove.sourcePath, kSide, kA, kB, square);
        Output removed;
        removed.system = QStringLiteral("removed");
        removed.path = QStringLiteral("img/remove-out.png");
        writeImage(root + QLatin1Char('/') + removed.path, kSide, kA);
        removed.differences = {truthBox(EditOp::Remove, square, true)};
        remove.outputs.push_back(removed);
        data.items.push_back(remove);

        return createStudyWithOrDie(root + QStringLiteral("/study.editlens"), root, data);
    }

    Result<ScoreReport> score(StudyStore &store, const QStringList &metrics, const QString &models,
                              const QString &origin = QStringLiteral("truth"))
    {
        ScoreOptions options;
        options.metrics = metrics;
        options.modelDir = models.isEmpty() ? QString() : folder(models);
        options.diceOrigin = origin;
        return scoreStudy(store, m_registry, editlens::testing::builtinModels(), options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        for (const char *dir : {"models", "empty"}) {
            QVERIFY(QDir().mkpath(folder(QLatin1String(dir))));
            writeClipVocabulary(QFINDTESTDATA("../testdata/clip_tiny_merges.txt"), folder(QLatin1String(dir)));
        }
        editlens::test::saveTinyClip(
            QDir(folder(QStringLiteral("models"))).filePath(QStringLiteral("ViT-B-32.pt")).toStdString(), 512, kRows);
        auto tokenizer = ClipTokenizer::load(
            QDir(folder(QStringLiteral("models"))).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz")));
        EL_VERIFY_OK(tokenizer);
        m_tokenizer = std::move(tokenizer).value();
    }

    void metricsAreRegisteredPerTurnOnly()
    {
        for (const QString &id : m_metrics) {
            const auto info = m_registry.metric(id);
            QVERIFY(info);
            QCOMPARE(info->kind, MetricKind::DiceClip);
            QCOMPARE(info->direction, MetricDirection::HigherIsBetter);
            QVERIFY(m_registry.select(QStringLiteral("all")).value().contains(id));
            // The differences belong to one turn.
            QVERIFY(!m_registry.supportsChainFinal(id));
        }
    }

    void truthDifferencesFollowTheHandComputation()
    {
        auto store = study(QStringLiteral("truth"));
        auto report = score(*store, m_metrics, QStringLiteral("models"));
        EL_VERIFY_OK(report);
        const QString bg = report.value().versions.value(QStringLiteral("clip_i_bg"));
        const QString region = report.value().versions.value(QStringLiteral("clip_t_region"));
        QVERIFY2(bg.contains(QStringLiteral("origin 'truth'")), qPrintable(bg));
        QVERIFY2(region.contains(QStringLiteral("origin 'truth'")), qPrintable(region));
        auto data = store->load();
        EL_VERIFY_OK(data);

        const double f = double(kSquare * kSquare) / (kSide * kSide);
        const Vec text = textFeature(QLatin1String(kInstruction));
        const double wholeOutput = cosOf(features(kA), features(kA, kB, f));
        QVERIFY(wholeOutput < 0.999);

        // The box covers the square: the filled output is the source, so the cosine is exactly 1. Two coherent
        // boxes, one cropping B and one cropping A: their mean.
        const Output *covered = outputOf(data.value(), "covered");
        QCOMPARE(*valueOf(*covered, QStringLiteral("clip_i_bg"), bg), 1.0);
        QVERIFY(qAbs(*valueOf(*covered, QStringLiteral("clip_t_region"), region)
                     - (cosOf(features(kB), text) + cosOf(features(kA), text)) / 2.0)
                < 1e-5);

        // The box misses the square: filling it with the source changes nothing, so CLIP-I of the whole output.
        // Its only truth box is incoherent (alice's coherent one is another origin): no coherent edit, 0.
        const Output *elsewhere = outputOf(data.value(), "elsewhere");
        QVERIFY(qAbs(*valueOf(*elsewhere, QStringLiteral("clip_i_bg"), bg) - wholeOutput) < 1e-6);
        QCOMPARE(*valueOf(*elsewhere, QStringLiteral("clip_t_region"), region), 0.0);

        // Annotated as complete without differences: compared whole, no coherent edit.
        const Output *complete = outputOf(data.value(), "complete");
        QVERIFY(qAbs(*valueOf(*complete, QStringLiteral("clip_i_bg"), bg) - wholeOutput) < 1e-6);
        QCOMPARE(*valueOf(*complete, QStringLiteral("clip_t_region"), region), 0.0);

        // Never annotated: no value, and the report says why.
        const Output *unmarked = outputOf(data.value(), "unmarked");
        QVERIFY(!valueOf(*unmarked, QStringLiteral("clip_i_bg"), bg));
        QVERIFY(!valueOf(*unmarked, QStringLiteral("clip_t_region"), region));
        const QString why = report.value().unavailable.value(QStringLiteral("clip_i_bg (some outputs)"));
        QVERIFY2(why.contains(QStringLiteral("1 of 6")) && why.contains(QStringLiteral("'truth'")), qPrintable(why));
        QVERIFY(report.value().unavailable.contains(QStringLiteral("clip_t_region (some outputs)")));

        // A half-size output: its ADD box (its own pixels) is scaled ×2 onto the source grid and covers the square.
        // An unlabelled box is not coherent.
        const Output *small = outputOf(data.value(), "small");
        QCOMPARE(*valueOf(*small, QStringLiteral("clip_i_bg"), bg), 1.0);
        QCOMPARE(*valueOf(*small, QStringLiteral("clip_t_region"), region), 0.0);

        // REMOVE lives on the original: its box filled from the original restores the source; its crop (taken from
        // the original) is the removed B square.
        const Output *removed = outputOf(data.value(), "removed");
        QCOMPARE(*valueOf(*removed, QStringLiteral("clip_i_bg"), bg), 1.0);
        QVERIFY(qAbs(*valueOf(*removed, QStringLiteral("clip_t_region"), region) - cosOf(features(kB), text)) < 1e-5);
    }

    void modelDocumentationNamesClipsVocabulary()
    {
        // CLIP's text side (clip_t_region here) needs the tokenizer's vocabulary beside the model files; a user
        // with only ViT-B-32.pt must learn from the documentation which file that is and where it comes from.
        const QString vocabulary = QStringLiteral("bpe_simple_vocab_16e6.txt.gz");
        for (const char *name : {"models/MODELS.md", "README.md"}) {
            QFile file(QStringLiteral(EDITLENS_SOURCE_DIR "/") + QLatin1String(name));
            QVERIFY2(file.open(QIODevice::ReadOnly), name);
            const QString text = QString::fromUtf8(file.readAll());
            QVERIFY2(text.contains(vocabulary), name);
            QVERIFY2(text.contains(QStringLiteral("OpenAI's CLIP repository")), name);
        }
        QFile models(QStringLiteral(EDITLENS_SOURCE_DIR "/models/MODELS.md"));
        QVERIFY(models.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(models.readAll()).contains(QStringLiteral("clip/") + vocabulary));
    }

    void anIncoherentDifferenceStaysInTheBackground()
    {
        // An unwanted edit is a change of the background: filling its box with the original would hide it and
        // score the output as perfectly preserved. Only differences not labelled NO are filled.
        auto store = study(QStringLiteral("unwanted"), true);
        auto report = score(*store, m_metrics, QStringLiteral("models"));
        EL_VERIFY_OK(report);
        const QString bg = report.value().versions.value(QStringLiteral("clip_i_bg"));
        auto data = store->load();
        EL_VERIFY_OK(data);
        const double f = double(kSquare * kSquare) / (kSide * kSide);
        const double wholeOutput = cosOf(features(kA), features(kA, kB, f));
        const Output *unwanted = outputOf(data.value(), "unwanted");
        const auto value = valueOf(*unwanted, QStringLiteral("clip_i_bg"), bg);
        QVERIFY(value);
        QVERIFY2(qAbs(*value - wholeOutput) < 1e-6, qPrintable(QString::number(*value)));
        // The coherent box of the same square is still filled.
        QCOMPARE(*valueOf(*outputOf(data.value(), "covered"), QStringLiteral("clip_i_bg"), bg), 1.0);
        // The rule is part of the version: values stored under the old rule are computed again.
        QVERIFY2(bg.contains(QStringLiteral("not labelled NO")), qPrintable(bg));
    }

    void anotherOriginIsAnotherVersion()
    {
        auto store = study(QStringLiteral("origins"));
        auto truth = score(*store, m_metrics, QStringLiteral("models"));
        EL_VERIFY_OK(truth);
        auto alice = score(*store, m_metrics, QStringLiteral("models"), QStringLiteral("alice"));
        EL_VERIFY_OK(alice);
        const QString truthBg = truth.value().versions.value(QStringLiteral("clip_i_bg"));
        const QString aliceBg = alice.value().versions.value(QStringLiteral("clip_i_bg"));
        const QString aliceRegion = alice.value().versions.value(QStringLiteral("clip_t_region"));
        QVERIFY2(aliceBg.contains(QStringLiteral("origin 'alice'")), qPrintable(aliceBg));
        QVERIFY(aliceBg != truthBg);

        auto data = store->load();
        EL_VERIFY_OK(data);
        const double f = double(kSquare * kSquare) / (kSide * kSide);
        const Output *elsewhere = outputOf(data.value(), "elsewhere");
        // Alice's box covers the square and she judged it coherent; the truth's value stays stored beside it.
        QCOMPARE(*valueOf(*elsewhere, QStringLiteral("clip_i_bg"), aliceBg), 1.0);
        QVERIFY(qAbs(*valueOf(*elsewhere, QStringLiteral("clip_t_region"), aliceRegion)
                     - cosOf(features(kB), textFeature(QLatin1String(kInstruction))))
                < 1e-5);
        QVERIFY(
            qAbs(*valueOf(*elsewhere, QStringLiteral("clip_i_bg"), truthBg) - cosOf(features(kA), features(kA, kB, f)))
            < 1e-6);
        // Alice annotated nothing else: five outputs have no value of hers.
        int alicesValues = 0;
        for (const Item &item : data.value().items)
            for (const Output &o : item.outputs)
                alicesValues += valueOf(o, QStringLiteral("clip_i_bg"), aliceBg) ? 1 : 0;
        QCOMPARE(alicesValues, 1);
        QVERIFY(alice.value()
                    .unavailable.value(QStringLiteral("clip_i_bg (some outputs)"))
                    .contains(QStringLiteral("5 of 6")));
    }

    void unknownOriginNamesTheStudysOrigins()
    {
        auto store = study(QStringLiteral("unknown"));
        auto report = score(*store, m_metrics, QStringLiteral("models"), QStringLiteral("DICE"));
        EL_VERIFY_OK(report);
        const QString why = report.value().unavailable.value(QStringLiteral("clip_i_bg"));
        QVERIFY2(why.contains(QStringLiteral("'DICE'")) && why.contains(QStringLiteral("truth, alice")),
                 qPrintable(why));
        auto data = store->load();
        EL_VERIFY_OK(data);
        for (const Item &item : data.value().items)
            for (const Output &o : item.outputs)
                for (const Score &s : o.scores)
                    QVERIFY(!m_metrics.contains(s.metric));
    }

    void builtInDetectorRunInTheSameRunRecordsEveryOutput()
    {
        auto store = study(QStringLiteral("detector"));
        auto report = score(*store, {QStringLiteral("detect"), QStringLiteral("clip_i_bg")}, QStringLiteral("models"),
                            DifferenceDetector::origin());
        EL_VERIFY_OK(report);
        QVERIFY2(!report.value().unavailable.contains(QStringLiteral("clip_i_bg (some outputs)")),
                 qPrintable(report.value().unavailable.value(QStringLiteral("clip_i_bg (some outputs)"))));
        const QString version = report.value().versions.value(QStringLiteral("clip_i_bg"));
        auto data = store->load();
        EL_VERIFY_OK(data);
        const double f = double(kSquare * kSquare) / (kSide * kSide);
        const double wholeOutput = cosOf(features(kA), features(kA, kB, f));
        // The detector finds the square on the never-annotated output; filling its box brings the output closer
        // to the source than the whole output is.
        const Output *unmarked = outputOf(data.value(), "unmarked");
        QVERIFY(!unmarked->differences.isEmpty());
        const auto value = valueOf(*unmarked, QStringLiteral("clip_i_bg"), version);
        QVERIFY(value);
        QVERIFY2(*value > wholeOutput + 0.5 * (1.0 - wholeOutput), qPrintable(QString::number(*value)));
    }

    void missingModelMakesThemUnavailable()
    {
        auto store = study(QStringLiteral("nomodel"));
        auto none = score(*store, m_metrics, QString());
        EL_VERIFY_OK(none);
        QVERIFY(
            none.value().unavailable.value(QStringLiteral("clip_i_bg")).contains(QStringLiteral("no model folder")));
        auto empty = score(*store, m_metrics, QStringLiteral("empty"));
        EL_VERIFY_OK(empty);
        for (const QString &id : m_metrics) {
            const QString why = empty.value().unavailable.value(id);
            QVERIFY2(why.startsWith(QStringLiteral("unavailable")) && why.contains(QStringLiteral("ViT-B-32.pt")),
                     qPrintable(why));
            QVERIFY(!empty.value().versions.contains(id));
        }
        QCOMPARE(empty.value().valuesStored, qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestDiceClip)
#include "tst_diceclip.moc"
