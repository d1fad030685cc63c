// bench_autolabel: `autolabel` (ADIEE's rules) over a study of 10,000 outputs (2,000 items with a ground truth × 5
// systems) whose scores (clip_d, clip_i, clip_i_gt, dinov2_i, dinov2_gt) and embeddings (clip 512-d and dinov2 384-d,
// source and ground-truth image of each output) are stored (synthetic, inserted directly): the whole
// autoLabelStudy() call (load the study, read four embedding tables, thresholds, rules, one write transaction of the
// labels), with no model folder, as `editlens-cli autolabel STUDY --percentile 50` runs it. Best of 3.
//   build/tests/benchmarks/bench_autolabel [DIR]
#include "benchutil.h"
#include "inference/learnedmetrics.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyautolabel.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <random>

using namespace editlens::core;
using namespace editlens::bench;

namespace {

Result<std::unique_ptr<StudyStore>> makeStudy(const QString &file, const QString &root, int items, int systems)
{
    const QStringList names{QStringLiteral("MagicBrush"), QStringLiteral("AURORA"), QStringLiteral("DiffEdit"),
                            QStringLiteral("SDEdit"), QStringLiteral("InstructPix2Pix")};
    QStringList systemNames;
    for (int s = 0; s < systems; ++s)
        systemNames << names.at(s % names.size());
    const StudyData data = syntheticStudyData(items, systemNames, [](Item &item, int i) {
        item.groundTruthPath = QStringLiteral("gt/%1.png").arg(i);
    });
    std::mt19937 random(11);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const QString version = QStringLiteral("bench");
    return createStudyWithResults(file, root, data, [&](const Item &item) {
        const std::vector<float> clipIn = randomVector(random, 512), clipGt = randomVector(random, 512);
        const std::vector<float> dinoIn = randomVector(random, 384), dinoGt = randomVector(random, 384);
        QVector<OutputResults> results;
        for (const Output &o : item.outputs) {
            OutputResults r;
            r.outputId = o.id;
            r.scores.push_back({QStringLiteral("clip_d"), version, unit(random) * 0.6 - 0.1});
            for (const char *m : {"clip_i", "clip_i_gt", "dinov2_i", "dinov2_gt"})
                r.scores.push_back({QLatin1String(m), version, unit(random)});
            r.embeddings.push_back(
                {o.id, QStringLiteral("clip-vit-b-32"), version, embeddingKindSourceImage(), clipIn});
            r.embeddings.push_back(
                {o.id, QStringLiteral("clip-vit-b-32"), version, embeddingKindGroundTruthImage(), clipGt});
            r.embeddings.push_back(
                {o.id, QStringLiteral("dinov2-vits14"), version, embeddingKindSourceImage(), dinoIn});
            r.embeddings.push_back(
                {o.id, QStringLiteral("dinov2-vits14"), version, embeddingKindGroundTruthImage(), dinoGt});
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
    const QString file = dir + QStringLiteral("/autolabel-2000x5.editlens");
    QFile::remove(file);
    QElapsedTimer timer;
    timer.start();
    auto store = makeStudy(file, dir, 2000, 5);
    if (!store) {
        out << store.error().toString() << '\n';
        return 1;
    }
    out << QStringLiteral("built 10000 outputs in %1 s\n").arg(timer.nsecsElapsed() / 1e9, 0, 'f', 2);
    StudyAutoLabelOptions options;
    options.rules.percentile = 50;
    options.rules.lowQuality = autolabel::paperLowQualitySystems();
    options.rules.highQuality = autolabel::paperHighQualitySystems();
    double best = 1e9;
    StudyAutoLabelReport last;
    for (int rep = 0; rep < 3; ++rep) {
        timer.restart();
        auto r = autoLabelStudy(*store.value(), registry, editlens::testing::builtinModels(), options);
        if (!r) {
            out << r.error().toString() << '\n';
            return 1;
        }
        best = std::min(best, timer.nsecsElapsed() / 1e9);
        last = r.value();
    }
    out << QStringLiteral("autolabel 10000 outputs: best %1 s; labelled %2, thresholds over %3 items\n")
               .arg(best, 0, 'f', 3)
               .arg(last.labelled)
               .arg(last.thresholdItems);
    return 0;
}
