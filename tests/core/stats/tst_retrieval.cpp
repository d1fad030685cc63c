// Edit-text retrieval: ranks and summaries against an independent brute-force reference
// (testdata/retrieval_reference.py, double precision; its printed figures are pasted below), the tie and zero-vector
// conventions on hand-made cases, and the study path (stored embeddings → evaluateRetrieval → `retrieval --json`).
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyretrieval.h"
#include "scratchstudy.h"
#include "stats/retrieval.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

constexpr int kDim = 8, kItems = 40, kSystems = 3;

/// The generator of retrieval_reference.py: a 64-bit LCG, values are multiples of 1/1024 (exact in float32).
class Lcg
{
public:
    explicit Lcg(quint64 seed) : m_state(seed) {}
    float value()
    {
        m_state = m_state * 6364136223846793005ULL + 1442695040888963407ULL;
        return float(double(qint64((m_state >> 33) % 2001) - 1000) / 1024.0);
    }

private:
    quint64 m_state;
};

struct Generated
{
    std::vector<std::vector<float>> texts; // per item
    struct Edit
    {
        int system;
        int item;
        std::vector<float> vector;
    };
    std::vector<Edit> edits;
};

Generated generate()
{
    Lcg rng(20261123);
    Generated g;
    for (int i = 0; i < kItems; ++i) {
        g.texts.emplace_back();
        for (int k = 0; k < kDim; ++k)
            g.texts.back().push_back(rng.value());
    }
    g.texts[5] = g.texts[3];
    for (int s = 0; s < kSystems; ++s)
        for (int i = 0; i < kItems; ++i) {
            if (s == 2 && i % 7 == 0)
                continue;
            std::vector<float> v;
            v.reserve(kDim);
            for (int k = 0; k < kDim; ++k)
                v.push_back(rng.value());
            g.edits.push_back({s, i, v});
        }
    g.edits[12].vector = g.edits[11].vector;
    for (auto &e : g.edits)
        if (e.system == 2 && e.item == 1)
            e.vector.assign(kDim, 0.f);
    return g;
}

RetrievalInput inputOf(const Generated &g)
{
    RetrievalInput in;
    in.dim = kDim;
    for (const auto &t : g.texts)
        in.texts.insert(in.texts.end(), t.begin(), t.end());
    for (const auto &e : g.edits) {
        in.edits.insert(in.edits.end(), e.vector.begin(), e.vector.end());
        in.editText.push_back(e.item);
        in.editGallery.push_back(e.system);
    }
    return in;
}

// Printed by `python3 tests/core/testdata/retrieval_reference.py` (Python 3.11, plain floats).
const std::vector<std::int64_t> kEditToText = {9,  4,  29, 35, 12, 18, 37, 32, 19, 35, 13, 34, 37, 6,  13, 17, 23,
                                               18, 16, 11, 8,  25, 24, 20, 8,  37, 34, 18, 12, 3,  14, 26, 17, 12,
                                               29, 6,  18, 33, 1,  9,  4,  17, 1,  37, 6,  15, 37, 6,  2,  2,  24,
                                               33, 3,  32, 36, 3,  25, 33, 19, 33, 5,  36, 28, 11, 30, 21, 32, 5,
                                               13, 2,  27, 28, 38, 28, 10, 4,  4,  39, 31, 25, 0,  3,  25, 34, 1,
                                               14, 23, 9,  18, 39, 19, 36, 26, 16, 2,  38, 31, 11, 8,  14, 27, 20,
                                               35, 18, 20, 13, 4,  11, 10, 39, 23, 8,  18, 37};
const std::vector<std::int64_t> kTextToEdit = {15, 9,  32, 36, 7,  25, 40, 27, 17, 36, 18, 25, 32, 10, 16, 17, 18,
                                               13, 16, 13, 4,  29, 28, 22, 9,  40, 31, 20, 13, 2,  21, 20, 22, 9,
                                               27, 1,  10, 39, 3,  8,  6,  18, 2,  38, 5,  18, 40, 12, 1,  3,  28,
                                               32, 1,  32, 37, 1,  26, 28, 19, 37, 10, 32, 26, 6,  24, 13, 36, 3,
                                               13, 4,  24, 21, 40, 32, 8,  4,  6,  37, 35, 24, 0,  1,  18, 28, 3,
                                               13, 19, 6,  21, 31, 12, 32, 21, 11, 2,  33, 23, 11, 11, 7,  27, 19,
                                               30, 20, 19, 13, 10, 11, 5,  33, 20, 4,  19, 28};

struct Expected
{
    std::int64_t n;
    double r1, r5, r10, r50, mean, median;
};
// n, R@1, R@5, R@10, R@50, mean rank, median rank: overall, then S0, S1, S2; edit→text and text→edit.
const Expected kOverallE2T{113, 2.6548672566371683, 15.929203539823009, 27.43362831858407, 100.0, 19.530973451327434,
                           18};
const Expected kOverallT2E{113, 4.424778761061947, 15.929203539823009, 29.20353982300885, 100.0, 18.787610619469028,
                           19};
const Expected kSystemE2T[] = {{40, 2.5, 7.5, 22.5, 100.0, 19.3, 18.0},
                               {40, 2.5, 27.5, 35.0, 100.0, 19.625, 22.5},
                               {33, 3.0303030303030303, 12.121212121212121, 24.242424242424242, 100.0,
                                19.696969696969695, 18}};
const Expected kSystemT2E[] = {{40, 2.5, 10.0, 27.5, 100.0, 19.5, 18.0},
                               {40, 7.5, 22.5, 35.0, 100.0, 19.55, 20.0},
                               {33, 3.0303030303030303, 15.151515151515152, 24.242424242424242, 100.0, 17.0, 19}};

void compare(const RetrievalSummary &s, const Expected &e)
{
    QCOMPARE(s.n, e.n);
    QVERIFY(qAbs(s.r1 - e.r1) < 1e-9);
    QVERIFY(qAbs(s.r5 - e.r5) < 1e-9);
    QVERIFY(qAbs(s.r10 - e.r10) < 1e-9);
    QVERIFY(qAbs(s.r50 - e.r50) < 1e-9);
    QVERIFY(qAbs(s.meanRank - e.mean) < 1e-9);
    QVERIFY(qAbs(s.medianRank - e.median) < 1e-9);
}

void compare(const QJsonObject &o, const Expected &e)
{
    QCOMPARE(o.value(QLatin1String("n")).toInteger(), e.n);
    QVERIFY(qAbs(o.value(QLatin1String("r1")).toDouble() - e.r1) < 1e-9);
    QVERIFY(qAbs(o.value(QLatin1String("r5")).toDouble() - e.r5) < 1e-9);
    QVERIFY(qAbs(o.value(QLatin1String("r10")).toDouble() - e.r10) < 1e-9);
    QVERIFY(qAbs(o.value(QLatin1String("r50")).toDouble() - e.r50) < 1e-9);
    QVERIFY(qAbs(o.value(QLatin1String("mean_rank")).toDouble() - e.mean) < 1e-9);
    QVERIFY(qAbs(o.value(QLatin1String("median_rank")).toDouble() - e.median) < 1e-9);
}

std::vector<std::int64_t> pick(const std::vector<std::int64_t> &ranks, const Generated &g, int system)
{
    std::vector<std::int64_t> out;
    for (std::size_t k = 0; k < g.edits.size(); ++k)
        if (g.edits[k].system == system)
            out.push_back(ranks[k]);
    return out;
}

} // namespace

class TestRetrieval : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// A study whose outputs carry the generated vectors as stored clip_t embeddings (model clip-vit-b-32, version
    /// "test"), with a clip_t score of that version so the version is known to belong to clip_t.
    std::unique_ptr<StudyStore> studyWithEmbeddings(const QString &name, const Generated &g)
    {
        StudyData data;
        for (int i = 0; i < kItems; ++i) {
            Item item;
            item.key = QStringLiteral("item%1").arg(i);
            item.instruction = QStringLiteral("instruction %1").arg(i);
            for (int s = 0; s < kSystems; ++s)
                if (!(s == 2 && i % 7 == 0))
                    item.outputs.push_back(Output{0, QStringLiteral("S%1").arg(s), {}, {}, {}, {}, {}, {}, {}});
            data.items.push_back(item);
        }
        std::unique_ptr<StudyStore> store =
            editlens::testing::createStudyWithOrDie(m_dir.filePath(name), m_dir.path(), data);
        auto loaded = store->load();
        QHash<QString, qint64> ids;
        for (const Item &item : loaded.value().items)
            for (const Output &o : item.outputs)
                ids.insert(item.key + QLatin1Char('/') + o.system, o.id);
        QVector<OutputResults> results;
        const QString model = QStringLiteral("clip-vit-b-32"), version = QStringLiteral("test");
        for (const auto &e : g.edits) {
            OutputResults r;
            r.outputId = ids.value(QStringLiteral("item%1/S%2").arg(e.item).arg(e.system));
            r.scores.push_back({QStringLiteral("clip_t"), version, 0.0});
            r.embeddings.push_back({r.outputId, model, version, QStringLiteral("image"), e.vector});
            r.embeddings.push_back({r.outputId, model, version, QStringLiteral("text"), g.texts[std::size_t(e.item)]});
            results.push_back(r);
        }
        if (Status s = writeResults(*store, results); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        return store;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void ranksMatchTheBruteForceReference()
    {
        const Generated g = generate();
        auto ranks = rankRetrieval(inputOf(g));
        EL_VERIFY_OK(ranks);
        QCOMPARE(ranks.value().editToText, kEditToText);
        QCOMPARE(ranks.value().textToEdit, kTextToEdit);
        compare(summarizeRanks(ranks.value().editToText), kOverallE2T);
        compare(summarizeRanks(ranks.value().textToEdit), kOverallT2E);
        for (int s = 0; s < kSystems; ++s) {
            compare(summarizeRanks(pick(ranks.value().editToText, g, s)), kSystemE2T[s]);
            compare(summarizeRanks(pick(ranks.value().textToEdit, g, s)), kSystemT2E[s]);
        }
    }

    void tiesCountForTheQueryAndZeroVectorsAreLeftOut()
    {
        // Texts: t0 = e0 direction, t1 = t0 scaled (same direction: a tie), t2 = -t0, t3 = 0 (no direction).
        RetrievalInput in;
        in.dim = 2;
        in.texts = {1, 0, 2, 0, -1, 0, 0, 0};
        // Edits: (1, 0) for t0 → t1 ties, t2 worse: rank 1. (0, 1) for t2: t0 and t1 tie at 0, t2 at 0: rank 1.
        // (-1, 0) for t0: t1 is not better (tie at -1), t2 is: rank 2. (0, 0): undefined. (1, 1) for t3: undefined.
        in.edits = {1, 0, 0, 1, -1, 0, 0, 0, 1, 1};
        in.editText = {0, 2, 0, 1, 3};
        in.editGallery = {0, 0, 1, 1, 0};
        auto ranks = rankRetrieval(in);
        EL_VERIFY_OK(ranks);
        QCOMPARE(ranks.value().editToText, (std::vector<std::int64_t>{1, 1, 2, 0, 0}));
        // Text → edit, gallery 0 = edits 0, 1, 4 (4 is a query of nothing, but a candidate: (1,1)).
        // Query t0 with edit 0 (cos 1): edit 1 cos 0, edit 4 cos 0.707: rank 1.
        // Query t2 with edit 1 (cos 0): edit 0 cos -1, edit 4 cos -0.707: rank 1.
        // Gallery 1 = edits 2, 3; query t0 with edit 2 (cos -1): edit 3 has no direction: rank 1.
        QCOMPARE(ranks.value().textToEdit, (std::vector<std::int64_t>{1, 1, 1, 0, 0}));
        const RetrievalSummary s = summarizeRanks({1, 2, 3, 60, 0});
        QCOMPARE(s.n, std::int64_t(4));
        QCOMPARE(s.r1, 25.0);
        QCOMPARE(s.r5, 75.0);
        QCOMPARE(s.r50, 75.0);
        QCOMPARE(s.meanRank, 16.5);
        QCOMPARE(s.medianRank, 2.5);
    }

    void mismatchedInputIsAnError()
    {
        RetrievalInput in;
        in.dim = 2;
        in.texts = {1, 0};
        in.edits = {1, 0};
        in.editText = {1}; // no such text
        in.editGallery = {0};
        QVERIFY(!rankRetrieval(in).ok());
    }

    void studyRetrievalReadsStoredEmbeddings()
    {
        const Generated g = generate();
        auto store = studyWithEmbeddings(QStringLiteral("stored.editlens"), g);
        MetricRegistry registry;
        registry.registerBuiltins();
        RetrievalOptions options; // no model folder: stored embeddings only
        auto r =
            evaluateRetrieval(*store, registry, editlens::testing::builtinModels(), QStringLiteral("clip_t"), options);
        EL_VERIFY_OK(r);
        QCOMPARE(r.value().version, QStringLiteral("test"));
        QCOMPARE(r.value().outputs, qint64(g.edits.size()));
        QCOMPARE(r.value().texts, qint64(kItems));
        compare(r.value().overall.editToText, kOverallE2T);
        compare(r.value().overall.textToEdit, kOverallT2E);
        QCOMPARE(r.value().systems.size(), kSystems);
        for (int s = 0; s < kSystems; ++s) {
            compare(r.value().systems.value(QStringLiteral("S%1").arg(s)).editToText, kSystemE2T[s]);
            compare(r.value().systems.value(QStringLiteral("S%1").arg(s)).textToEdit, kSystemT2E[s]);
        }
        // A metric without stored embeddings and without models says what is missing.
        auto none = evaluateRetrieval(*store, registry, editlens::testing::builtinModels(), QStringLiteral("vificlip"),
                                      options);
        QVERIFY(!none.ok());
        QVERIFY(none.error().message.contains(QStringLiteral("vificlip-b16")));
        QVERIFY(
            !evaluateRetrieval(*store, registry, editlens::testing::builtinModels(), QStringLiteral("lpips"), options)
                 .ok());
    }

    void cliPrintsTheRetrievalJson()
    {
        const Generated g = generate();
        const QString study = m_dir.filePath(QStringLiteral("cli.editlens"));
        studyWithEmbeddings(QStringLiteral("cli.editlens"), g);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("EDITLENS_MODELS"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(EDITLENS_CLI_PATH), {QStringLiteral("retrieval"), study, QStringLiteral("--metric"),
                                                    QStringLiteral("clip_t"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QJsonObject root = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonObject clipT = root.value(QLatin1String("clip_t")).toObject();
        compare(clipT.value(QLatin1String("edit_to_text")).toObject(), kOverallE2T);
        compare(clipT.value(QLatin1String("text_to_edit")).toObject(), kOverallT2E);
        const QJsonObject systems = clipT.value(QLatin1String("systems")).toObject();
        for (int s = 0; s < kSystems; ++s) {
            const QJsonObject one = systems.value(QStringLiteral("S%1").arg(s)).toObject();
            compare(one.value(QLatin1String("edit_to_text")).toObject(), kSystemE2T[s]);
            compare(one.value(QLatin1String("text_to_edit")).toObject(), kSystemT2E[s]);
        }
        // A metric that is not an edit-text similarity is a usage error.
        QProcess bad;
        bad.start(QStringLiteral(EDITLENS_CLI_PATH),
                  {QStringLiteral("retrieval"), study, QStringLiteral("--metric"), QStringLiteral("ssim")});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestRetrieval)
#include "tst_retrieval.moc"
