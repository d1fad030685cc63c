// bench_retrieval: `retrieval` over a study of 10,000 outputs whose 512-d embeddings are stored (synthetic, normally
// distributed, inserted directly): the whole evaluateRetrieval() call (read both embedding tables from SQLite, rank
// both directions, summarize per system) and rankRetrieval() alone, for 2,000 items × 5 systems and 10,000 items × 1.
//   build/tests/benchmarks/bench_retrieval [DIR]
#include "benchutil.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyretrieval.h"
#include "stats/retrieval.h"
#include "storage/embeddingstore.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <ctime>
#include <random>

using namespace editlens::core;
using namespace editlens::bench;

namespace {

constexpr int kDim = 512;

/// A study of items × systems outputs, each with a stored clip_t image and text vector (the text shared per item)
/// that is weakly correlated with the image (0.06 · text + noise), so that ranks spread over the whole range.
Result<std::unique_ptr<StudyStore>> makeStudy(const QString &file, const QString &root, int items, int systems)
{
    QStringList systemNames;
    for (int s = 0; s < systems; ++s)
        systemNames << QStringLiteral("system%1").arg(s);
    const StudyData data = syntheticStudyData(items, systemNames, [](Item &item, int i) {
        item.instruction = QStringLiteral("instruction %1").arg(i);
    });
    std::mt19937 random(7);
    const QString model = QStringLiteral("clip-vit-b-32"), version = QStringLiteral("bench");
    return createStudyWithResults(file, root, data, [&](const Item &item) {
        const std::vector<float> text = randomVector(random, kDim);
        QVector<OutputResults> results;
        for (const Output &o : item.outputs) {
            std::vector<float> image = randomVector(random, kDim);
            for (int k = 0; k < kDim; ++k)
                image[std::size_t(k)] = 0.06f * text[std::size_t(k)] + image[std::size_t(k)];
            OutputResults r;
            r.outputId = o.id;
            r.scores.push_back({QStringLiteral("clip_t"), version, 0.0});
            r.embeddings.push_back({o.id, model, version, QStringLiteral("image"), image});
            r.embeddings.push_back({o.id, model, version, QStringLiteral("text"), text});
            results.push_back(r);
        }
        return results;
    });
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir temp;
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : temp.path();
    MetricRegistry registry;
    registry.registerBuiltins();
    out << QStringLiteral("threads %1\n").arg(QThread::idealThreadCount());
    for (const auto &[items, systems] : {std::pair{2000, 5}, std::pair{10000, 1}}) {
        const QString file = QStringLiteral("%1/retrieval-%2x%3.editlens").arg(dir).arg(items).arg(systems);
        QFile::remove(file);
        QElapsedTimer timer;
        timer.start();
        auto store = makeStudy(file, dir, items, systems);
        if (!store) {
            out << store.error().toString() << '\n';
            return 1;
        }
        const double buildSeconds = timer.nsecsElapsed() / 1e9;
        RetrievalOptions options; // stored embeddings only
        double best = 1e9, bestRank = 1e9, bestCpu = 1e9;
        StudyRetrieval last;
        for (int rep = 0; rep < 3; ++rep) {
            timer.restart();
            const std::clock_t cpu = std::clock();
            auto r = evaluateRetrieval(*store.value(), registry, editlens::testing::builtinModels(),
                                       QStringLiteral("clip_t"), options);
            bestCpu = std::min(bestCpu, double(std::clock() - cpu) / CLOCKS_PER_SEC);
            if (!r) {
                out << r.error().toString() << '\n';
                return 1;
            }
            best = std::min(best, timer.nsecsElapsed() / 1e9);
            last = r.value();
        }
        // The ranking alone, on the same vectors.
        EmbeddingStore embeddings(*store.value());
        auto image = embeddings.read(QStringLiteral("clip-vit-b-32"), QStringLiteral("bench"), QStringLiteral("image"));
        auto text = embeddings.read(QStringLiteral("clip-vit-b-32"), QStringLiteral("bench"), QStringLiteral("text"));
        auto keys = embeddings.outputKeys();
        RetrievalInput in;
        in.dim = kDim;
        QHash<qint64, int> textOfItem;
        QHash<QString, int> gallery;
        for (const OutputKey &k : keys.value()) {
            if (!textOfItem.contains(k.itemId)) {
                textOfItem.insert(k.itemId, textOfItem.size());
                const auto &t = text.value().rows.value(k.outputId);
                in.texts.insert(in.texts.end(), t.begin(), t.end());
            }
            if (!gallery.contains(k.system))
                gallery.insert(k.system, gallery.size());
            const auto &e = image.value().rows.value(k.outputId);
            in.edits.insert(in.edits.end(), e.begin(), e.end());
            in.editText.push_back(textOfItem.value(k.itemId));
            in.editGallery.push_back(gallery.value(k.system));
        }
        for (int rep = 0; rep < 3; ++rep) {
            timer.restart();
            if (!rankRetrieval(in).ok())
                return 1;
            bestRank = std::min(bestRank, timer.nsecsElapsed() / 1e9);
        }
        out << QStringLiteral(
                   "%1 items x %2 systems = %3 outputs, dim %4 (study built in %5 s, %6 MB): "
                   "evaluateRetrieval %7 s (process CPU %11 s), rankRetrieval alone %8 s; edit->text R@1 %9, mean rank "
                   "%10\n")
                   .arg(items)
                   .arg(systems)
                   .arg(last.ranked)
                   .arg(kDim)
                   .arg(buildSeconds, 0, 'f', 1)
                   .arg(QFileInfo(file).size() / 1e6, 0, 'f', 1)
                   .arg(best, 0, 'f', 3)
                   .arg(bestRank, 0, 'f', 3)
                   .arg(last.overall.editToText.r1, 0, 'f', 2)
                   .arg(last.overall.editToText.meanRank, 0, 'f', 1)
                   .arg(bestCpu, 0, 'f', 3);
    }
    return 0;
}
