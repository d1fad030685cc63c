// ADIEE's automatic evaluation labels: the rules of §3.1 and Eq. 4 on hand-made cases, on a study whose scores and
// embeddings are stored by hand (every label compared with the rule), on a synthetic 4-turn chain (also killed
// half-way, in a child process), and end to end on the shared MagicBrush pairs scored by the tiny models of
// tests/common/tinymodels.h. Over 500 lines: one case per rule and per way of building samples, sharing fixtures.
#include "server/serverstudy.h"
#include "tinymodels.h" // LibTorch before Qt

#include "inference/learnedmetrics.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "registries.h"
#include "scoring/autolabel.h"
#include "scoring/metricregistry.h"
#include "scoring/studyautolabel.h"
#include "shareddata.h"
#include "storage/embeddingstore.h"
#include "storage/rulelabelstore.h"
#include "storage/studystore.h"
#include "studyengine.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>

using namespace editlens::core;
using namespace editlens::core::autolabel;
using namespace editlens::test;
using editlens::testing::importSharedMagicBrush;
using editlens::testing::sharedMagicBrushPairs;
using editlens::testing::studyLocation;

namespace {

/// Eq. 4 written out again, independently of multiTurnLabel().
double equationFour(int i, int j, int k)
{
    if (k <= i)
        return 0.0;
    if (k == j)
        return 1.0;
    if (k > j)
        return 0.5;
    return double(k - i) / double(j - i);
}

std::optional<double> cosineOf(const std::vector<float> &a, const std::vector<float> &b)
{
    double dot = 0, na = 0, nb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        dot += double(a[i]) * b[i];
        na += double(a[i]) * a[i];
        nb += double(b[i]) * b[i];
    }
    if (na == 0 || nb == 0)
        return std::nullopt;
    return dot / std::sqrt(na * nb);
}

/// A study with one 4-turn chain c1 → c2 → c3 → c4 (images img/0.png … img/4.png, each turn's output its ground
/// truth) and one item outside any chain.
Result<std::unique_ptr<StudyStore>> createChainStudy(const QString &file, const QString &root)
{
    auto created = StudyStore::create(file, root, QStringLiteral("chain"));
    if (!created)
        return created;
    StudyData batch;
    for (int t = 1; t <= 4; ++t) {
        Item item;
        item.key = QStringLiteral("c%1").arg(t);
        item.sourcePath = QStringLiteral("img/%1.png").arg(t - 1);
        item.groundTruthPath = QStringLiteral("img/%1.png").arg(t);
        item.instruction = QStringLiteral("step %1").arg(t);
        item.turn = t;
        if (t > 1)
            item.sourceItem = QStringLiteral("c%1").arg(t - 1);
        Output o;
        o.system = QStringLiteral("DALL-E 2");
        o.path = item.groundTruthPath;
        item.outputs << o;
        batch.items << item;
    }
    Item single; // not a chain: left alone
    single.key = QStringLiteral("alone");
    single.sourcePath = QStringLiteral("img/x.png");
    batch.items << single;
    if (Status s = created.value()->importData(batch); !s)
        return s.error();
    return created;
}

/// Child mode (EDITLENS_TEST_KILL_MULTI_TURN = "CHAIN_STUDY|OUT"): builds the multi-turn study and is SIGKILLed by
/// its own progress callback once every sample is written, before the labels: a kill at the worst moment, without
/// timing. Returns only when the build never reached that point.
int runKilledMultiTurn(const QString &spec)
{
    auto chain = StudyStore::open(spec.section(QLatin1Char('|'), 0, 0));
    if (!chain)
        return 2;
    const auto killWhenWritten = [](qint64 done, qint64 total) {
        if (done == total)
            ::raise(SIGKILL);
        return true;
    };
    return buildMultiTurnStudy(*chain.value(), spec.section(QLatin1Char('|'), 1), {}, killWhenWritten) ? 0 : 1;
}

} // namespace

class TestAutoLabel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    MetricRegistry m_registry;

    /// A unit 2-d vector at angle acos(c) from (1, 0): its cosine with (1, 0) is c.
    static std::vector<float> at(double c) { return {float(c), float(std::sqrt(1.0 - c * c))}; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        // The source studies live where the run claims (studyLocation()); the multi-turn studies built from them are
        // files, as the command line writes them. A study made past studyLocation() would quietly test SQLite twice.
        auto probe =
            server::createStudy(studyLocation(m_dir.filePath(QStringLiteral("engine.editlens"))), m_dir.path());
        EL_VERIFY_OK(probe);
        qInfo("studies on %s (%s)", probe.value()->isServer() ? "PostgreSQL" : "SQLite files",
              qPrintable(probe.value()->database().driverName()));
        QCOMPARE(probe.value()->isServer(), editlens::testing::testOnServer());
    }

    void percentileIsNumpysLinear()
    {
        // numpy.percentile([0.6, 0.7, 0.8, 0.9], 50) = 0.75; (…, 10) = 0.63; (…, 100) = 0.9; one value → itself.
        QCOMPARE(*percentile({0.9, 0.6, 0.8, 0.7}, 50), 0.75);
        QVERIFY(std::abs(*percentile({0.9, 0.6, 0.8, 0.7}, 10) - 0.63) < 1e-12);
        QCOMPARE(*percentile({0.9, 0.6, 0.8, 0.7}, 100), 0.9);
        QCOMPARE(*percentile({0.4}, 37), 0.4);
        QCOMPARE(percentile({}, 50), std::nullopt);
        QCOMPARE(percentile({1.0}, 101), std::nullopt);
    }

    void systemNamesMatchThePapersSpelling()
    {
        QVERIFY(systemMatches(QStringLiteral("Pix2PixZero"), paperLowQualitySystems()));
        QVERIFY(systemMatches(QStringLiteral("pix2pix-zero"), paperLowQualitySystems()));
        QVERIFY(systemMatches(QStringLiteral("P2P-0"), paperLowQualitySystems()));
        QVERIFY(systemMatches(QStringLiteral("Text2Live"), paperLowQualitySystems()));
        QVERIFY(systemMatches(QStringLiteral("aurora"), paperHighQualitySystems()));
        QVERIFY(
            !systemMatches(QStringLiteral("InstructPix2Pix"), paperLowQualitySystems() + paperHighQualitySystems()));
        QVERIFY(!systemMatches(QString(), {QString()}));
    }

    void rulesDecideInThePapersOrder()
    {
        Options o;
        o.percentile = 50;
        o.lowQuality = paperLowQualitySystems();
        o.highQuality = paperHighQualitySystems();
        const Thresholds t{0.75, 0.8};
        const auto d = [&](const char *system, std::optional<double> clipD, std::optional<double> ci,
                           std::optional<double> di, bool gt = true) {
            return decide({1, QLatin1String(system), gt, clipD, ci, di}, t, o);
        };
        QCOMPARE(d("MagicBrush", 0.3, 0.9, 0.9).value, std::optional(1.0));
        QCOMPARE(d("MagicBrush", 0.3, 0.9, 0.9).rule, QLatin1String(ruleHighQuality));
        QCOMPARE(d("MagicBrush", 0.1, 0.9, 0.9).value, std::optional(0.5));
        QCOMPARE(d("MagicBrush", 0.2, 0.9, 0.9).value, std::optional(1.0)); // at the threshold: not below
        QCOMPARE(d("MagicBrush", -0.01, 0.9, 0.9).rule, QLatin1String(ruleClipDNegative));
        QCOMPARE(d("MagicBrush", 0.0, 0.9, 0.9).value, std::optional(0.5)); // 0 is not negative
        QCOMPARE(d("AURORA", 0.3, 0.7, 0.79).rule, QLatin1String(ruleVisuallyFar));
        QCOMPARE(d("AURORA", 0.3, 0.7, 0.8).value, std::optional(1.0)); // both must be below
        QCOMPARE(d("DiffEdit", 0.5, 0.99, 0.99).rule, QLatin1String(ruleLowQualitySystem));
        QCOMPARE(d("DiffEdit", std::nullopt, std::nullopt, std::nullopt, false).value, std::optional(0.0));
        QCOMPARE(d("InstructPix2Pix", 0.5, 0.9, 0.9).value, std::nullopt);
        QCOMPARE(d("InstructPix2Pix", -0.5, 0.9, 0.9).value, std::optional(0.0));
        const Decision noClipD = d("MagicBrush", std::nullopt, 0.9, 0.9);
        QCOMPARE(noClipD.value, std::nullopt);
        QVERIFY(noClipD.detail.contains(QLatin1String("clip_d")));
        QVERIFY(!d("MagicBrush", 0.3, std::nullopt, std::nullopt, false).value); // no ground truth: in doubt
        QVERIFY(!decide({1, QStringLiteral("MagicBrush"), true, 0.3, 0.9, 0.9}, Thresholds{}, o).value);
    }

    void multiTurnFollowsEquationFour()
    {
        for (int j = 1; j <= 4; ++j)
            for (int i = 0; i < j; ++i)
                for (int k = 0; k <= 4; ++k)
                    QCOMPARE(multiTurnLabel(i, j, k), equationFour(i, j, k));
        QCOMPARE(multiTurnLabel(0, 3, 1), 1.0 / 3.0);
        QCOMPARE(multiTurnLabel(1, 3, 2), 0.5);
        QCOMPARE(multiTurnPairs(5, 0, 1).size(), 10);
        const auto three = multiTurnPairs(5, 3, 7);
        QCOMPARE(three.size(), 3);
        QCOMPARE(three, multiTurnPairs(5, 3, 7)); // the seed decides
        QVERIFY(std::is_sorted(three.cbegin(), three.cend()));
        for (const auto &[i, j] : three)
            QVERIFY(0 <= i && i < j && j < 5);
        QCOMPARE(multiTurnPairs(5, 99, 7).size(), 10);
    }

    void storedEvidenceGivesExactlyTheRulesLabels()
    {
        // Input-to-ground-truth similarities: CLIP 0.9, 0.8, 0.7, 0.6; DINO 0.95, 0.85, 0.75, 0.65. P50 → τ_CLIP =
        // 0.75, τ_DINO = 0.8 (numpy linear).
        const double clipSim[] = {0.9, 0.8, 0.7, 0.6}, dinoSim[] = {0.95, 0.85, 0.75, 0.65};
        struct Row
        {
            int item;
            const char *system;
            std::optional<double> clipD, clipIGt, dinoGt;
            std::optional<double> expected;
            const char *rule;
        };
        const std::vector<Row> rows{
            {0, "MagicBrush", 0.3, 0.9, 0.9, 1.0, ruleHighQuality},
            {1, "MagicBrush", 0.1, 0.9, 0.9, 0.5, ruleHighQualityPartial},
            {2, "MagicBrush", -0.05, 0.9, 0.9, 0.0, ruleClipDNegative},
            {3, "MagicBrush", 0.3, 0.7, 0.79, 0.0, ruleVisuallyFar},
            {0, "DiffEdit", 0.5, 0.99, 0.99, 0.0, ruleLowQualitySystem},
            {1, "Other", 0.4, 0.9, 0.9, std::nullopt, ""},
            {2, "AURORA", std::nullopt, 0.9, 0.9, std::nullopt, ""},
            {3, "aurora", 0.25, 0.74, 0.81, 1.0, ruleHighQuality},
        };
        const QString file = studyLocation(m_dir.filePath(QStringLiteral("stored.editlens")));
        auto created = StudyStore::create(file, m_dir.path());
        EL_VERIFY_OK(created);
        StudyStore &store = *created.value();
        StudyData batch;
        for (int i = 0; i < 4; ++i) {
            Item item;
            item.key = QStringLiteral("i%1").arg(i);
            item.groundTruthPath = QStringLiteral("gt/i%1.png").arg(i);
            batch.items.push_back(item);
        }
        const QString v = QStringLiteral("v");
        for (const Row &r : rows) {
            Output o;
            o.system = QLatin1String(r.system);
            for (const auto &[metric, value] :
                 {std::pair{"clip_d", r.clipD}, std::pair{"clip_i_gt", r.clipIGt}, std::pair{"dinov2_gt", r.dinoGt}})
                if (value)
                    o.scores.push_back({QLatin1String(metric), v, *value});
            o.scores.push_back({QStringLiteral("clip_i"), v, 0.5});
            o.scores.push_back({QStringLiteral("dinov2_i"), v, 0.5});
            batch.items[r.item].outputs.push_back(o);
        }
        EL_VERIFY_OK(store.importData(batch));
        auto loaded = store.load();
        EL_VERIFY_OK(loaded);
        QVector<EmbeddingRow> vectors;
        QHash<QString, qint64> outputIds;
        for (const Item &item : loaded.value().items) {
            const int i = item.key.mid(1).toInt();
            for (const Output &o : item.outputs) {
                outputIds.insert(item.key + o.system, o.id);
                vectors.push_back({o.id, QStringLiteral("clip-vit-b-32"), v, embeddingKindSourceImage(), {1.f, 0.f}});
                vectors.push_back(
                    {o.id, QStringLiteral("clip-vit-b-32"), v, embeddingKindGroundTruthImage(), at(clipSim[i])});
                vectors.push_back({o.id, QStringLiteral("dinov2-vits14"), v, embeddingKindSourceImage(), {1.f, 0.f}});
                vectors.push_back(
                    {o.id, QStringLiteral("dinov2-vits14"), v, embeddingKindGroundTruthImage(), at(dinoSim[i])});
            }
        }
        EL_VERIFY_OK(EmbeddingStore(store).write(vectors));

        StudyAutoLabelOptions options;
        options.rules.percentile = 50;
        options.rules.lowQuality = paperLowQualitySystems();
        options.rules.highQuality = paperHighQualitySystems();
        auto report = autoLabelStudy(store, m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(report);
        QVERIFY(std::abs(*report.value().thresholds.clip - 0.75) < 1e-6);
        QVERIFY(std::abs(*report.value().thresholds.dino - 0.80) < 1e-6);
        QCOMPARE(report.value().thresholdItems, 4);
        QCOMPARE(report.value().labelled, 6);
        QCOMPARE(report.value().outputs, 8);
        QCOMPARE(report.value().highQualityMatched,
                 (QStringList{QStringLiteral("AURORA"), QStringLiteral("MagicBrush"), QStringLiteral("aurora")}));
        auto labels = RuleLabelStore(store).read(adieeRulesAnnotator(), adieeDimension());
        EL_VERIFY_OK(labels);
        QCOMPARE(labels.value().size(), 6);
        for (const Row &r : rows) {
            const qint64 id = outputIds.value(QStringLiteral("i%1").arg(r.item) + QLatin1String(r.system));
            const QString what = QStringLiteral("i%1 %2").arg(r.item).arg(QLatin1String(r.system));
            QVERIFY2(labels.value().contains(id) == r.expected.has_value(), qPrintable(what));
            if (r.expected) {
                QVERIFY2(labels.value().value(id).value == *r.expected, qPrintable(what));
                QCOMPARE(labels.value().value(id).rule, QLatin1String(r.rule));
            }
        }
        // The labels are ratings: alignment and every view see them as the annotator adiee-rules.
        auto rating =
            store.rating(outputIds.value(QStringLiteral("i1MagicBrush")), adieeDimension(), adieeRulesAnnotator());
        EL_VERIFY_OK(rating);
        QCOMPARE(rating.value(), std::optional(0.5));

        // The labels are a metric too (adiee_rules), so alignment compares them with people's ratings.
        const auto rulesScores = [&store]() {
            int n = 0;
            for (const Item &item : store.load().value().items)
                for (const Output &o : item.outputs)
                    for (const Score &s : o.scores)
                        n += s.metric == adieeRulesMetric();
            return n;
        };
        QCOMPARE(rulesScores(), 6);

        // A re-run replaces: without high-quality systems their 1 / 0.5 labels go, the negative ones stay.
        options.rules.highQuality.clear();
        report = autoLabelStudy(store, m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(report);
        labels = RuleLabelStore(store).read(adieeRulesAnnotator(), adieeDimension());
        EL_VERIFY_OK(labels);
        QCOMPARE(labels.value().size(), 3); // clip_d < 0, visually far, DiffEdit
        QCOMPARE(rulesScores(), 3);
        for (const RuleLabel &l : labels.value())
            QCOMPARE(l.value, 0.0);
    }

    void missingEvidenceIsNamedNotGuessed()
    {
        const QString file = studyLocation(m_dir.filePath(QStringLiteral("bare.editlens")));
        auto created = StudyStore::create(file, m_dir.path());
        EL_VERIFY_OK(created);
        StudyData batch;
        Item item;
        item.key = QStringLiteral("only");
        item.groundTruthPath = QStringLiteral("gt.png");
        Output a, b;
        a.system = QStringLiteral("MagicBrush");
        b.system = QStringLiteral("SDEdit");
        item.outputs << a << b;
        batch.items << item;
        EL_VERIFY_OK(created.value()->importData(batch));
        StudyAutoLabelOptions options;
        options.rules.percentile = 10;
        options.rules.lowQuality = paperLowQualitySystems();
        options.rules.highQuality = paperHighQualitySystems();
        auto report = autoLabelStudy(*created.value(), m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(report);
        const StudyAutoLabelReport &r = report.value();
        QCOMPARE(r.labelled, 1); // SDEdit → 0 needs nothing
        for (const char *m : {"clip_d", "clip_i_gt", "dinov2_gt"})
            QVERIFY2(r.unavailable.value(QLatin1String(m)).contains(QLatin1String("score")), m);
        QVERIFY(!r.thresholds.clip);
        QCOMPARE(r.unlabelled.size(), 1);
        QVERIFY(r.unlabelled.firstKey().contains(QLatin1String("clip_d")));
        options.rules.percentile = 120;
        QVERIFY(!autoLabelStudy(*created.value(), m_registry, editlens::testing::builtinModels(), options));
    }

    void fourTurnChainBuildsEverySample()
    {
        const QString file = studyLocation(m_dir.filePath(QStringLiteral("chain.editlens")));
        auto created = createChainStudy(file, m_dir.path());
        EL_VERIFY_OK(created);

        const QString outFile = m_dir.filePath(QStringLiteral("samples.editlens"));
        auto report = buildMultiTurnStudy(*created.value(), outFile, {});
        EL_VERIFY_OK(report);
        QCOMPARE(report.value().chains, 1);
        QCOMPARE(report.value().samples, 10); // every i < j of images 0..4
        QCOMPARE(report.value().outputs, 50);
        QVERIFY(!buildMultiTurnStudy(*created.value(), outFile, {})); // never overwrites

        auto samples = StudyStore::open(outFile);
        EL_VERIFY_OK(samples);
        auto data = samples.value()->load();
        EL_VERIFY_OK(data);
        auto labels = RuleLabelStore(*samples.value()).read(adieeRulesAnnotator(), adieeDimension());
        EL_VERIFY_OK(labels);
        QCOMPARE(labels.value().size(), 50);
        QCOMPARE(data.value().items.size(), 10);
        for (const Item &item : data.value().items) {
            const QStringList ij = item.key.section(QLatin1Char('@'), 1).split(QLatin1Char('-'));
            QCOMPARE(item.key.section(QLatin1Char('@'), 0, 0), QStringLiteral("c1"));
            const int i = ij.at(0).toInt(), j = ij.at(1).toInt();
            QCOMPARE(item.sourcePath, QStringLiteral("img/%1.png").arg(i));
            QCOMPARE(item.groundTruthPath, QStringLiteral("img/%1.png").arg(j));
            QStringList steps;
            for (int t = i + 1; t <= j; ++t)
                steps << QStringLiteral("step %1").arg(t);
            QCOMPARE(item.instruction, steps.join(QLatin1Char(' ')));
            QCOMPARE(item.outputs.size(), 5);
            for (const Output &o : item.outputs) {
                const int k = o.system.mid(4).toInt();
                QCOMPARE(o.path, QStringLiteral("img/%1.png").arg(k));
                QVERIFY(labels.value().contains(o.id));
                QCOMPARE(labels.value().value(o.id).value, equationFour(i, j, k));
                QCOMPARE(labels.value().value(o.id).rule, QLatin1String(ruleMultiTurn));
            }
        }

        // The training export: one JSON line per labelled output, with absolute paths and the rule.
        FormatRegistry formats;
        formats.registerBuiltins();
        const QString jsonl = m_dir.filePath(QStringLiteral("train.jsonl"));
        EL_VERIFY_OK(exportStudy(*samples.value(), formats, QStringLiteral("adiee-train"), jsonl));
        QFile train(jsonl);
        QVERIFY(train.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = train.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 50);
        const QJsonObject first = QJsonDocument::fromJson(lines.front()).object();
        QCOMPARE(first[QStringLiteral("item")].toString(), QStringLiteral("c1@0-1"));
        QCOMPARE(first[QStringLiteral("system")].toString(), QStringLiteral("turn0"));
        QCOMPARE(first[QStringLiteral("input")].toString(), QDir(m_dir.path()).filePath(QStringLiteral("img/0.png")));
        QCOMPARE(first[QStringLiteral("instruction")].toString(), QStringLiteral("step 1"));
        QCOMPARE(first[QStringLiteral("score")].toDouble(), 0.0);
        QCOMPARE(first[QStringLiteral("rule")].toString(), QLatin1String(ruleMultiTurn));
        QCOMPARE(first[QStringLiteral("annotator")].toString(), adieeRulesAnnotator());
        // A study without such labels says so instead of writing an empty file.
        QVERIFY(!exportStudy(*created.value(), formats, QStringLiteral("adiee-train"),
                             m_dir.filePath(QStringLiteral("none.jsonl"))));

        MultiTurnOptions some;
        some.pairs = 3;
        some.seed = 11;
        const QString fewFile = m_dir.filePath(QStringLiteral("few.editlens"));
        auto few = buildMultiTurnStudy(*created.value(), fewFile, some);
        EL_VERIFY_OK(few);
        QCOMPARE(few.value().samples, 3);
    }

    void killedMultiTurnBuildLeavesNoStudyAndTheRerunSucceeds()
    {
        QTemporaryDir dir;
        const QString chainFile = studyLocation(dir.filePath(QStringLiteral("chain.editlens")));
        auto chain = createChainStudy(chainFile, dir.path());
        EL_VERIFY_OK(chain);
        const QString outFile = dir.filePath(QStringLiteral("samples.editlens"));
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EDITLENS_TEST_KILL_MULTI_TURN"), chainFile + QLatin1Char('|') + outFile);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(120000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit); // killed after writing the samples
        // Nothing at OUT: no complete-looking study with its samples and no labels.
        QVERIFY(!QFileInfo::exists(outFile));

        auto report = buildMultiTurnStudy(*chain.value(), outFile, {});
        EL_VERIFY_OK(report);
        QCOMPARE(report.value().samples, 10);
        auto samples = StudyStore::open(outFile);
        EL_VERIFY_OK(samples);
        QCOMPARE(samples.value()->counts().value().items, qint64(10));
        auto labels = RuleLabelStore(*samples.value()).read(adieeRulesAnnotator(), adieeDimension());
        EL_VERIFY_OK(labels);
        QCOMPARE(labels.value().size(), 50);
        // The study works where it now lies: its images resolve under the chain's root.
        QCOMPARE(samples.value()->rootDir(), QDir(dir.path()).absolutePath());
    }

    void sharedMagicBrushPairsGetTheRulesLabels()
    {
        const QString shared = sharedMagicBrushPairs();
        if (!QFileInfo::exists(QDir(shared).filePath(QStringLiteral("images"))))
            QSKIP("shared MagicBrush pairs not found (../shared/data/magicbrush-pairs); the test needs the real "
                  "images");
        const QString models = m_dir.filePath(QStringLiteral("models"));
        QVERIFY(QDir().mkpath(models));
        saveTinyClip(QDir(models).filePath(QStringLiteral("ViT-B-32.pt")).toStdString(), 512);
        saveTinyDino(QDir(models).filePath(QStringLiteral("dinov2_vits14.pt")).toStdString());
        auto created = importSharedMagicBrush(studyLocation(m_dir.filePath(QStringLiteral("magicbrush.editlens"))));
        EL_VERIFY_OK(created);
        StudyStore &store = *created.value();
        // A second system per item whose output is the unedited input: its CLIP-I / DINO-I to the ground truth are the
        // input image's own, so the percentile threshold splits these outputs.
        auto loaded = store.load();
        EL_VERIFY_OK(loaded);
        StudyData extra;
        for (const Item &item : loaded.value().items) {
            Item copy;
            copy.key = item.key;
            Output o;
            o.system = QStringLiteral("Unedited");
            o.path = item.sourcePath;
            o.size = item.sourceSize;
            copy.outputs << o;
            extra.items << copy;
        }
        EL_VERIFY_OK(store.importData(extra));

        StudyAutoLabelOptions options;
        options.rules.percentile = 50;
        options.rules.lowQuality = {};
        options.rules.highQuality = {QStringLiteral("DALL-E 2")};
        options.modelDir = models;
        auto report = autoLabelStudy(store, m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(report);
        QVERIFY(report.value().unavailable.contains(QStringLiteral("clip_d"))); // MagicBrush has no captions

        // The rules again, from what the study holds: scores, and the stored vectors for the thresholds.
        auto data = store.load();
        EL_VERIFY_OK(data);
        const auto score = [](const Output &o, const char *metric) -> std::optional<double> {
            for (const Score &s : o.scores)
                if (s.metric == QLatin1String(metric))
                    return s.value;
            return std::nullopt;
        };
        const QString version = report.value().versions.value(QStringLiteral("clip_i_gt"));
        const QString dinoVersion = report.value().versions.value(QStringLiteral("dinov2_gt"));
        auto clipIn = EmbeddingStore(store).read(QStringLiteral("clip-vit-b-32"), version, embeddingKindSourceImage());
        auto clipGt =
            EmbeddingStore(store).read(QStringLiteral("clip-vit-b-32"), version, embeddingKindGroundTruthImage());
        auto dinoIn =
            EmbeddingStore(store).read(QStringLiteral("dinov2-vits14"), dinoVersion, embeddingKindSourceImage());
        auto dinoGt =
            EmbeddingStore(store).read(QStringLiteral("dinov2-vits14"), dinoVersion, embeddingKindGroundTruthImage());
        QVERIFY(clipIn && clipGt && dinoIn && dinoGt);
        QVector<double> clipSims, dinoSims;
        for (const Item &item : data.value().items) {
            const qint64 any = item.outputs.front().id;
            clipSims << *cosineOf(clipIn.value().rows.value(any), clipGt.value().rows.value(any));
            dinoSims << *cosineOf(dinoIn.value().rows.value(any), dinoGt.value().rows.value(any));
        }
        std::sort(clipSims.begin(), clipSims.end());
        std::sort(dinoSims.begin(), dinoSims.end());
        const auto median = [](const QVector<double> &v) {
            return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
        };
        const double tauClip = median(clipSims), tauDino = median(dinoSims);
        QVERIFY(std::abs(*report.value().thresholds.clip - tauClip) < 1e-9);
        QVERIFY(std::abs(*report.value().thresholds.dino - tauDino) < 1e-9);
        QCOMPARE(report.value().thresholdItems, int(data.value().items.size()));

        auto labels = RuleLabelStore(store).read(adieeRulesAnnotator(), adieeDimension());
        EL_VERIFY_OK(labels);
        int checked = 0, far = 0;
        for (const Item &item : data.value().items)
            for (const Output &o : item.outputs) {
                ++checked;
                const auto ci = score(o, "clip_i_gt"), di = score(o, "dinov2_gt");
                QVERIFY(ci && di);
                const bool visuallyFar = *ci < tauClip && *di < tauDino;
                far += visuallyFar;
                // No CLIP-D: only the negative rule can label; DALL-E 2 (the ground truth itself) stays unlabelled.
                QVERIFY2(labels.value().contains(o.id) == visuallyFar, qPrintable(item.key + o.system));
                if (visuallyFar) {
                    QCOMPARE(labels.value().value(o.id).value, 0.0);
                    QCOMPARE(labels.value().value(o.id).rule, QLatin1String(ruleVisuallyFar));
                    QCOMPARE(o.system, QStringLiteral("Unedited"));
                }
            }
        QCOMPARE(checked, 24);
        QVERIFY(far > 0);
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (const QString spec = qEnvironmentVariable("EDITLENS_TEST_KILL_MULTI_TURN"); !spec.isEmpty())
        return runKilledMultiTurn(spec);
    TestAutoLabel test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autolabel.moc"
