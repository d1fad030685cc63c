#include "synthcommand.h"
#include "cliutil.h"

#include "demo/synthpairs.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace editlens::cli {

using namespace editlens::core;

int cmdSynth(const QStringList &args, const Context &context)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("SRC_DIR"),
                            QCoreApplication::translate("editlens-cli", "Folder of photographs (jpg, png, ...)."));
    p.addPositionalArgument(QStringLiteral("OUT_STUDY"),
                            QCoreApplication::translate("editlens-cli",
                                                        "The new study (.editlens); its images go to a folder "
                                                        "<name>-images beside it."));
    const QCommandLineOption count(QStringLiteral("count"),
                                   QCoreApplication::translate("editlens-cli", "Pairs to make (default 100)."),
                                   QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption seed(
        QStringLiteral("seed"),
        QCoreApplication::translate("editlens-cli", "Seed of every random choice; the same seed gives the same "
                                                    "images and manifest (default 20261121)."),
        QStringLiteral("S"), QString::number(SynthOptions().seed));
    const QCommandLineOption objects(
        QStringLiteral("objects"),
        QCoreApplication::translate("editlens-cli",
                                    "COCO instance-segmentation file whose objects (polygon segmentation or bbox) are "
                                    "the regions edited and named; file_name relative to SRC_DIR. Without it, regions "
                                    "are random ellipses named by their colour."),
        QStringLiteral("COCO_JSON"));
    p.addOptions({count, seed, objects});
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Makes synthetic edit pairs for training and testing difference detectors: each photograph "
                          "edited once by inpainting removal, recolouring, pasting or moving a region, with the "
                          "instruction and the exact ADD/REMOVE/EDIT boxes and masks as ground truth. Export them with "
                          "'export --format dice OUT --origin truth' or '--format coco'."),
                      2, 2);
        r >= 0)
        return r;
    const std::optional<int> pairCount = intFromOption(p, count, 1);
    const std::optional<quint64> seedValue = unsignedFromOption(p, seed, 0xffffffffULL);
    if (!pairCount || !seedValue) {
        err(QCoreApplication::translate("editlens-cli",
                                        "--count must be a whole number of at least 1 and --seed one from 0 to %1")
                .arg(0xffffffffULL));
        return Usage;
    }
    SynthOptions options;
    options.count = *pairCount;
    options.seed = quint32(*seedValue);
    options.objectsFile = p.value(objects);
    options.warning = [](const Error &e) {
        err(QCoreApplication::translate("editlens-cli", "warning: %1").arg(e.toString()));
    };
    const QStringList positional = p.positionalArguments();
    auto report = createSynthStudy(positional.at(0), positional.at(1), context.formats, options,
                                   terminalProgress(QCoreApplication::translate("editlens-cli", "synth")));
    if (!report)
        return fail(report.error());
    const SynthReport &r = report.value();
    QStringList kinds;
    for (auto it = r.kinds.cbegin(); it != r.kinds.cend(); ++it)
        kinds << QStringLiteral("%1 %2").arg(it.key()).arg(*it);
    // One %n per message: each count is a message of its own, so that each noun takes its own plural form.
    //: %1 the pairs ("3 pairs"), %2 the photographs, %3 how many were skipped, %4 the edits made, %5 the
    //: ground-truth differences ("12 ground-truth differences")
    err(QCoreApplication::translate("editlens-cli", "%1 from %2 (%3 skipped): %4; %5")
            .arg(QCoreApplication::translate("editlens-cli", "%n pair(s)", nullptr, r.pairs),
                 QCoreApplication::translate("editlens-cli", "%n photograph(s)", nullptr, r.photos),
                 QString::number(r.skipped), kinds.join(QStringLiteral(", ")),
                 QCoreApplication::translate("editlens-cli", "%n ground-truth difference(s)", nullptr, r.differences)));
    if (r.crowdSkipped > 0)
        err(QCoreApplication::translate("editlens-cli", "%n crowd annotation(s) of the objects file left out", nullptr,
                                        r.crowdSkipped));
    err(QCoreApplication::translate("editlens-cli", "images and manifest: %1").arg(r.imageDir));
    out(r.studyFile);
    return Ok;
}

} // namespace editlens::cli
