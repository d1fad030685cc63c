// bench_synth: `editlens-cli synth` of 200 pairs from the opencv-doc photographs (Debian package opencv-doc), the
// whole createSynthStudy() call (read and resize the photographs, make and write the pairs, the manifest, the import),
// three runs into fresh folders; then the built-in pixel-diff detector (`score --metrics detect`) over the last study
// and its COCO AP against the synthetic ground truth (evaluateDetectors).
//   build/tests/benchmarks/bench_synth [PHOTO_DIR]
#include "demo/synthpairs.h"
#include "detect/differencedetector.h"
#include "registries.h"
#include "scoring/studyscorer.h"
#include "stats/differenceevaluation.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

using namespace editlens::core;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QString photos =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/usr/share/doc/opencv-doc/examples/data");
    if (!QFileInfo(photos).isDir()) {
        out << QStringLiteral("skipped: no photographs at %1 (install the opencv-doc package or pass a folder)\n")
                   .arg(photos);
        return 0;
    }
    QTemporaryDir temp;
    out << QStringLiteral("threads %1\n").arg(QThread::idealThreadCount());
    SynthOptions options;
    options.count = 200;
    int warnings = 0;
    options.warning = [&warnings](const Error &) { ++warnings; };
    QElapsedTimer timer;
    QString study;
    SynthReport report;
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
        study = temp.filePath(QStringLiteral("run%1/synth.editlens").arg(run));
        QDir().mkpath(QFileInfo(study).absolutePath());
        timer.start();
        auto made = createSynthStudy(photos, study, editlens::testing::builtinFormats(), options);
        if (!made) {
            out << made.error().toString() << '\n';
            return 1;
        }
        const double seconds = timer.nsecsElapsed() / 1e9;
        best = std::min(best, seconds);
        report = made.value();
        out << QStringLiteral("run %1: %2 s\n").arg(run + 1).arg(seconds, 0, 'f', 2);
    }
    QStringList kinds;
    for (auto it = report.kinds.cbegin(); it != report.kinds.cend(); ++it)
        kinds << QStringLiteral("%1 %2").arg(it.key()).arg(*it);
    out << QStringLiteral("synth 200 pairs: best %1 s; %2 photographs (%3 skipped), %4 differences (%5)\n")
               .arg(best, 0, 'f', 2)
               .arg(report.photos)
               .arg(report.skipped)
               .arg(report.differences)
               .arg(kinds.join(QStringLiteral(", ")));

    auto store = StudyStore::open(study);
    if (!store) {
        out << store.error().toString() << '\n';
        return 1;
    }
    MetricRegistry registry;
    registry.registerBuiltins();
    ScoreOptions score;
    score.metrics = {QStringLiteral("detect")};
    score.exclusiveOpenCv = true; // as editlens-cli runs it
    timer.restart();
    auto scored = scoreStudy(*store.value(), registry, editlens::testing::builtinModels(), score);
    if (!scored) {
        out << scored.error().toString() << '\n';
        return 1;
    }
    const double detectSeconds = timer.nsecsElapsed() / 1e9;
    auto data = store.value()->load();
    if (!data) {
        out << data.error().toString() << '\n';
        return 1;
    }
    for (const DetectorScore &s : evaluateDetectors(data.value())) {
        if (s.origin != DifferenceDetector::origin())
            continue;
        const auto &a = s.agnostic.summary;
        out << QStringLiteral("detect over %1 outputs: %2 s; class-agnostic AP %3, AP50 %4, AP75 %5, AP_M %6, AP_L %7; "
                              "class-aware AP %8 (ADD %9, REMOVE %10, EDIT %11)\n")
                   .arg(s.images)
                   .arg(detectSeconds, 0, 'f', 2)
                   .arg(a.ap, 0, 'f', 3)
                   .arg(a.ap50, 0, 'f', 3)
                   .arg(a.ap75, 0, 'f', 3)
                   .arg(a.apMedium, 0, 'f', 3)
                   .arg(a.apLarge, 0, 'f', 3)
                   .arg(s.classAware.summary.ap, 0, 'f', 3)
                   .arg(s.apOf(EditOp::Add), 0, 'f', 3)
                   .arg(s.apOf(EditOp::Remove), 0, 'f', 3)
                   .arg(s.apOf(EditOp::Edit), 0, 'f', 3);
    }
    return 0;
}
