#include "autolabelcommand.h"
#include "cliutil.h"

#include "scoring/autolabelanchors.h"
#include "scoring/autolabelaugment.h"
#include "scoring/metricregistry.h"
#include "scoring/studyautolabel.h"
#include "storage/studystore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace editlens::cli {

using namespace editlens::core;

namespace {

QStringList systemList(const QString &value)
{
    QStringList out;
    for (const QString &s : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!s.trimmed().isEmpty())
            out << s.trimmed();
    return out;
}

int runMultiTurn(StudyStore &store, const QString &outFile, const MultiTurnOptions &options)
{
    auto report = buildMultiTurnStudy(store, outFile, options,
                                      terminalProgress(QCoreApplication::translate("editlens-cli", "writing")));
    if (!report)
        return fail(report.error());
    const MultiTurnReport &r = report.value();
    for (const QString &s : r.skipped)
        err(QCoreApplication::translate("editlens-cli", "skipped chain %1").arg(s));
    out(QCoreApplication::translate("editlens-cli", "chains %1, samples %2, labelled outputs %3 (annotator %4, "
                                                    "dimension %5)")
            .arg(QString::number(r.chains), QString::number(r.samples), QString::number(r.outputs), options.annotator,
                 adieeDimension()));
    out(QFileInfo(outFile).absoluteFilePath());
    return Ok;
}

int runAnchors(StudyStore &store, const AnchorOptions &options)
{
    auto report =
        addAnchorSamples(store, options, terminalProgress(QCoreApplication::translate("editlens-cli", "anchors")));
    if (!report)
        return fail(report.error());
    const AnchorReport &r = report.value();
    for (const QString &s : r.skipped)
        err(QCoreApplication::translate("editlens-cli", "no anchors for %1").arg(s));
    out(QCoreApplication::translate("editlens-cli",
                                    "anchors in %1 items: %2 ground truth (label 1), %3 input images (label 0), %4 "
                                    "augmented copies (label 0; %5, seed %6); %7 items without a ground truth got only "
                                    "input anchors")
            .arg(QString::number(r.items), QString::number(r.groundTruth), QString::number(r.inputs),
                 QString::number(r.augmented), autolabel::augmentationNames().join(QStringLiteral(", ")),
                 QString::number(options.seed), QString::number(r.withoutGroundTruth)));
    out(QCoreApplication::translate("editlens-cli", "%1 anchor outputs added, %2 already present; %3 copies of an "
                                                    "earlier run kept; annotator %4, dimension %5, images under %6")
            .arg(QString::number(r.newOutputs), QString::number(r.groundTruth + r.inputs + r.augmented - r.newOutputs),
                 QString::number(r.kept), adieeAnchorsAnnotator(), adieeDimension(),
                 QDir(store.rootDir()).filePath(anchorFolder())));
    return Ok;
}

/// The options of `autolabel`, each declared once and added to the parser in the order of its --help.
struct AutolabelArgs
{
    explicit AutolabelArgs(QCommandLineParser &p);

    const QCommandLineOption annotator{
        QStringLiteral("annotator"),
        QCoreApplication::translate("editlens-cli", "Annotator the labels are stored under (default adiee-rules)."),
        QStringLiteral("NAME"), adieeRulesAnnotator()};
    const QCommandLineOption percentile{
        QStringLiteral("percentile"),
        QCoreApplication::translate("editlens-cli",
                                    "P in [0, 100]: the thresholds are the P-th percentile of the input images' CLIP-I "
                                    "and DINO-I to their ground truth (required for the single-output rules)."),
        QStringLiteral("P")};
    const QCommandLineOption clipD{QStringLiteral("clip-d-threshold"),
                                   QCoreApplication::translate("editlens-cli",
                                                               "A high-quality system's output below this CLIP-D gets "
                                                               "0.5 (default 0.2, InstructPix2Pix's filter)."),
                                   QStringLiteral("T"), QStringLiteral("0.2")};
    const QCommandLineOption low{
        QStringLiteral("low-quality"),
        QCoreApplication::translate("editlens-cli", "Systems whose outputs all get 0, comma-separated (default the "
                                                    "paper's: DiffEdit,Pix2PixZero,SDEdit,Text2LIVE; '' for none)."),
        QStringLiteral("SYSTEMS"), autolabel::paperLowQualitySystems().join(QLatin1Char(','))};
    const QCommandLineOption high{
        QStringLiteral("high-quality"),
        QCoreApplication::translate("editlens-cli", "Systems whose outputs get 1, or 0.5 below the CLIP-D threshold "
                                                    "(default the paper's: MagicBrush,AURORA; '' for none)."),
        QStringLiteral("SYSTEMS"), autolabel::paperHighQualitySystems().join(QLatin1Char(','))};
    const QCommandLineOption models = modelsOption(
        QCoreApplication::translate("editlens-cli", "Model folder: metrics the rules need and the study lacks are "
                                                    "scored first (default $EDITLENS_MODELS; without one, stored "
                                                    "values only)."));
    const QCommandLineOption multiTurn{
        QStringLiteral("multi-turn"),
        QCoreApplication::translate("editlens-cli", "Build ADIEE's multi-turn samples into a new study (--out).")};
    const QCommandLineOption outFile{QStringLiteral("out"),
                                     QCoreApplication::translate("editlens-cli", "The new study (--multi-turn)."),
                                     QStringLiteral("NEW.editlens")};
    const QCommandLineOption pairs{QStringLiteral("pairs"),
                                   QCoreApplication::translate("editlens-cli",
                                                               "Pairs (i, j) per chain, drawn with --seed (default "
                                                               "0: every pair)."),
                                   QStringLiteral("N"), QStringLiteral("0")};
    const QCommandLineOption seed{QStringLiteral("seed"),
                                  QCoreApplication::translate("editlens-cli", "Seed for --pairs."), QStringLiteral("S"),
                                  QStringLiteral("20261121")};
    const QCommandLineOption anchors{
        QStringLiteral("anchors"),
        QCoreApplication::translate("editlens-cli",
                                    "Add ADIEE's anchor samples: each item's ground truth labelled 1, its input image "
                                    "and augmented copies of it labelled 0 (annotator adiee-anchors; the copies are "
                                    "written under adiee-anchors/ in the study root). With --percentile the rules run "
                                    "afterwards.")};
    const QCommandLineOption anchorCopies{
        QStringLiteral("anchor-copies"),
        QCoreApplication::translate("editlens-cli",
                                    "Augmented copies of each input image (default 4; 0-100). Copy k of an item is the "
                                    "next of: %1, from an offset drawn per item.")
            .arg(autolabel::augmentationNames().join(QStringLiteral(", "))),
        QStringLiteral("N"), QStringLiteral("4")};
    const QCommandLineOption anchorSeed{
        QStringLiteral("anchor-seed"),
        QCoreApplication::translate("editlens-cli", "Seed of the augmentations' parameters (default 20261121)."),
        QStringLiteral("S"), QStringLiteral("20261121")};
};

AutolabelArgs::AutolabelArgs(QCommandLineParser &p)
{
    p.addOptions({annotator, percentile, clipD, low, high, models, multiTurn, outFile, pairs, seed, anchors,
                  anchorCopies, anchorSeed});
}

/// `--multi-turn`: ADIEE's multi-turn samples into the new study --out.
int multiTurnFromArgs(StudyStore &store, const QCommandLineParser &p, const AutolabelArgs &a)
{
    const std::optional<int> pairCount = intFromOption(p, a.pairs, 0);
    const std::optional<quint64> seedValue = unsignedFromOption(p, a.seed);
    MultiTurnOptions options;
    options.annotator = p.value(a.annotator);
    if (!p.isSet(a.outFile) || !pairCount || !seedValue || options.annotator.isEmpty()) {
        err(QCoreApplication::translate("editlens-cli", "--multi-turn needs --out NEW.editlens; --pairs is a count "
                                                        "and --seed a non-negative integer"));
        return Usage;
    }
    options.pairs = *pairCount;
    options.seed = *seedValue;
    return runMultiTurn(store, p.value(a.outFile), options);
}

/// `--anchors`: ADIEE's anchor samples.
int anchorsFromArgs(StudyStore &store, const QCommandLineParser &p, const AutolabelArgs &a)
{
    const std::optional<int> copies = intFromOption(p, a.anchorCopies, 0, 100);
    const std::optional<quint64> anchorSeedValue = unsignedFromOption(p, a.anchorSeed);
    if (!copies || !anchorSeedValue) {
        err(QCoreApplication::translate("editlens-cli", "--anchor-copies is a count from 0 to 100 and "
                                                        "--anchor-seed a non-negative integer"));
        return Usage;
    }
    AnchorOptions options;
    options.copies = *copies;
    options.seed = *anchorSeedValue;
    return runAnchors(store, options);
}

/// The rules' options; nullopt after printing a usage error (--percentile is required).
std::optional<StudyAutoLabelOptions> rulesOptionsFromArgs(const QCommandLineParser &p, const AutolabelArgs &a)
{
    bool okPercentile = false, okClipD = false;
    StudyAutoLabelOptions options;
    options.rules.percentile = p.value(a.percentile).toDouble(&okPercentile);
    options.rules.clipDThreshold = p.value(a.clipD).toDouble(&okClipD);
    if (!p.isSet(a.percentile) || !okPercentile
        || !(options.rules.percentile >= 0 && options.rules.percentile <= 100)) {
        err(QCoreApplication::translate("editlens-cli",
                                        "--percentile P (0-100) is required: the CLIP-I and DINO-I thresholds are the "
                                        "P-th percentile of the input images' similarities to their ground truth"));
        return std::nullopt;
    }
    if (!okClipD || !std::isfinite(options.rules.clipDThreshold)) {
        err(QCoreApplication::translate("editlens-cli", "--clip-d-threshold must be a number"));
        return std::nullopt;
    }
    options.rules.lowQuality = systemList(p.value(a.low));
    options.rules.highQuality = systemList(p.value(a.high));
    options.annotator = p.value(a.annotator);
    options.modelDir = modelDirFromOption(p, a.models);
    return options;
}

/// What the rules did, one line per fact.
void printAutoLabelReport(const StudyAutoLabelOptions &options, const StudyAutoLabelReport &r)
{
    for (auto it = r.versions.cbegin(); it != r.versions.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "%1 version: %2").arg(it.key(), *it));
    for (auto it = r.unavailable.cbegin(); it != r.unavailable.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "%1: unavailable, because %2").arg(it.key(), *it));
    const auto num = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'f', 4) : QCoreApplication::translate("editlens-cli", "unavailable");
    };
    out(QCoreApplication::translate("editlens-cli", "thresholds (P%1 over %2 input images): tau_clip %3, tau_dino %4")
            .arg(QString::number(options.rules.percentile), QString::number(r.thresholdItems), num(r.thresholds.clip),
                 num(r.thresholds.dino)));
    out(QCoreApplication::translate("editlens-cli", "low-quality systems in the study: %1; high-quality: %2")
            .arg(r.lowQualityMatched.isEmpty() ? QStringLiteral("-") : r.lowQualityMatched.join(QStringLiteral(", ")),
                 r.highQualityMatched.isEmpty() ? QStringLiteral("-")
                                                : r.highQualityMatched.join(QStringLiteral(", "))));
    for (auto it = r.byRule.cbegin(); it != r.byRule.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "rule %1: %2 outputs").arg(it.key(), QString::number(*it)));
    for (auto it = r.unlabelled.cbegin(); it != r.unlabelled.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "no label (%1): %2 outputs")
                .arg(it.key(), QString::number(*it)));
    if (r.anchors > 0)
        out(QCoreApplication::translate("editlens-cli", "anchor samples left to their own labels: %1 outputs")
                .arg(QString::number(r.anchors)));
    out(QCoreApplication::translate("editlens-cli", "labelled %1 of %2 outputs as %3 on dimension %4")
            .arg(QString::number(r.labelled), QString::number(r.outputs), options.annotator, adieeDimension()));
}

} // namespace

int cmdAutolabel(const QStringList &args, const Context &context)
{
    QCommandLineParser p;
    addStudyArgument(p);
    const AutolabelArgs a(p);
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "ADIEE's automatic evaluation labels: 0 / 0.5 / 1 from rules on CLIP-D, CLIP-I and DINO-I "
                          "(stored as ratings of a rules annotator on the 'adiee' dimension), with --anchors the "
                          "ground truth (1) and the input image and its augmented copies (0), or with --multi-turn a "
                          "new study of samples from multi-turn edit chains labelled (k - i)/(j - i)."),
                      1, 1);
        r >= 0)
        return r;
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    if (p.isSet(a.multiTurn))
        return multiTurnFromArgs(*store, p, a);
    if (p.isSet(a.anchors)) {
        if (const int r = anchorsFromArgs(*store, p, a); r != Ok || !p.isSet(a.percentile))
            return r;
    }
    const std::optional<StudyAutoLabelOptions> options = rulesOptionsFromArgs(p, a);
    if (!options)
        return Usage;
    auto report = autoLabelStudy(*store, context.metrics, context.models, *options,
                                 terminalProgress(QCoreApplication::translate("editlens-cli", "scoring")));
    if (!report)
        return fail(report.error());
    printAutoLabelReport(*options, report.value());
    return Ok;
}

} // namespace editlens::cli
